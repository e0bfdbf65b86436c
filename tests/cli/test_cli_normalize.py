#!/usr/bin/env python3
"""The command-line contract of `urlbnf normalize` and `urlbnf equivalent`
(RFC 2396 Section 6; RFC 3986 Sections 6.2.2 and 6.2.3 with --rfc 3986 or
3986+6874): output lines, exit statuses and usage errors."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


class Normalize(unittest.TestCase):
    def test_one_normal_form_per_line_in_order(self):
        r = run("normalize", "--rfc", "2396", "http://abc.com:80/~smith/home.html", "http://ABC.com/%7Esmith/home.html",
                "HTTP://ABC.com:/%7esmith/home.html", "http://h/a%2fb%3F")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines(), ["http://abc.com/~smith/home.html"] * 3 + ["http://h/a%2Fb%3F"])
        self.assertEqual(r.stderr, "")

    def test_rfc_2396_is_accepted_and_the_default(self):
        a = run("normalize", "--rfc", "2396", "http://www.XEROX.com")
        b = run("normalize", "--rfc", "2396", "http://www.XEROX.com")
        self.assertEqual(a.returncode, 0)
        self.assertEqual(a.stdout, "http://www.xerox.com\n")
        self.assertEqual(a.stdout, b.stdout)

    def test_userinfo_and_non_default_port_are_kept(self):
        r = run("normalize", "--rfc", "2396", "ftp://Joe@FTP.Example.COM:2121/Pub")
        self.assertEqual(r.stdout, "ftp://Joe@ftp.example.com:2121/Pub\n")

    def test_operand_that_looks_like_an_option_after_double_dash(self):
        r = run("normalize", "--rfc", "2396", "--", "-%41")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "-A\n")

    def test_non_ascii_input_is_rejected_with_its_escape_not_crashed(self):
        r = subprocess.run([URLBNF, "normalize", "--rfc", "2396", b"HTTP://H/\xff%7e"], capture_output=True)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, b"invalid  HTTP://H/\\xFF%7e\n")
        self.assertIn(b"must be escaped as %FF", r.stderr)

    def test_invalid_input_is_reported_and_marked_in_place(self):
        r = run("normalize", "--rfc", "2396", "HTTP://H/%7e", "a b", "X:y")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "http://h/~\ninvalid  a b\nx:y\n")
        self.assertIn("\u00a72.4.3", r.stderr)


class Equivalent(unittest.TestCase):
    def test_equivalent_exits_zero_with_the_rules(self):
        r = run("equivalent", "--rfc", "2396", "HTTP://h:80/", "http://h/")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "equivalent: equal after folding the scheme's case (RFC 2396 \u00a73.1) and eliding "
                                   "the default port 80 (\u00a76)\n")

    def test_rfc_examples(self):
        for a, b in [("http://www.XEROX.com", "http://www.xerox.com"),
                     ("http://abc.com:80/~smith/home.html", "http://ABC.com:/%7esmith/home.html")]:
            r = run("equivalent", "--rfc", "2396", a, b)
            self.assertEqual(r.returncode, 0, (a, b))
            self.assertTrue(r.stdout.startswith("equivalent: equal after "), r.stdout)

    def test_different_exits_one_naming_the_component(self):
        r = run("equivalent", "--rfc", "2396", "http://h/a%2Fb", "http://h/a/b")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(len(r.stdout.splitlines()), 1)
        self.assertTrue(r.stdout.startswith("different: the paths differ"), r.stdout)
        self.assertIn('"/a%2Fb"', r.stdout)
        self.assertIn("\u00a72.2", r.stdout)

    def test_userinfo_case_is_significant(self):
        r = run("equivalent", "--rfc", "2396", "ftp://Joe@h/", "ftp://joe@h/")
        self.assertEqual(r.returncode, 1)
        self.assertIn("userinfo", r.stdout)


class NormalizeRfc3986(unittest.TestCase):
    def test_section_6_examples(self):
        r = run("normalize", "--rfc", "3986", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "HTTP://www.EXAMPLE.com/",
                "http://example.com", "http://example.com:/", "http://example.com:80/", "http://example.com/?")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), ["example://a/b/c/%7Bfoo%7D", "http://www.example.com/"] +
                         ["http://example.com/"] * 3 + ["http://example.com/?"])
        self.assertEqual(r.stderr, "")

    def test_dot_segments_and_the_empty_path_are_rfc_3986_rules_only(self):
        # RFC 3986 removes dot-segments and gives http's empty path "/"; RFC 2396 does neither.
        for rfc, out in [("2396", "http://h/a/../b\n"), ("3986", "http://h/b\n")]:
            self.assertEqual(run("normalize", "--rfc", rfc, "http://h/a/../b").stdout, out, rfc)
        self.assertEqual(run("normalize", "--rfc", "2396", "http://h").stdout, "http://h\n")
        self.assertEqual(run("normalize", "--rfc", "3986", "http://h").stdout, "http://h/\n")

    def test_standard_input_one_line_each(self):
        r = run("normalize", "--rfc", "3986", stdin="HTTPS://H:443\n../a/./b\nfoo:/.//x\n")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "https://h/\n../a/./b\nfoo:/.//x\n")

    def test_zone_identifier_needs_3986_plus_6874(self):
        r = run("normalize", "--rfc", "3986", "http://[FE80::A%25En1]:80")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "invalid  http://[FE80::A%25En1]:80\n")
        self.assertIn("--rfc 3986+6874", r.stderr)
        r = run("normalize", "--rfc", "3986+6874", "http://[FE80::A%25En1]:80")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://[fe80::a%25En1]/\n")

    def test_invalid_input_is_reported_with_its_diagnostic_and_marked_in_place(self):
        r = run("normalize", "--rfc", "3986", "HTTP://H/%7e", "http://h/a b", "http://h/%zz")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "http://h/~\ninvalid  http://h/a b\ninvalid  http://h/%zz\n")
        self.assertIn("RFC 3986 \u00a72: the character ' '", r.stderr)
        self.assertIn("RFC 3986 \u00a72.1", r.stderr)

    def test_json_has_the_verdict_and_the_normal_form(self):
        r = run("normalize", "--rfc", "3986+6874", "--json", "HTTP://H:80", "a b")
        self.assertEqual(r.returncode, 1)
        valid, invalid = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual((valid["rfc"], valid["valid"], valid["normalized"]), ("3986+6874", True, "http://h/"))
        self.assertEqual((invalid["valid"], invalid["normalized"]), (False, None))
        self.assertEqual(invalid["error"]["code"], "space")


class EquivalentRfc3986(unittest.TestCase):
    def test_the_four_http_uris_of_section_6_2_3_pairwise(self):
        uris = ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"]
        for a in uris:
            for b in uris:
                r = run("equivalent", "--rfc", "3986", a, b)
                self.assertEqual(r.returncode, 0, (a, b))
                self.assertTrue(r.stdout.startswith("equivalent: "), r.stdout)

    def test_equivalent_names_the_rules(self):
        r = run("equivalent", "--rfc", "3986", "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "equivalent: equal after lower-casing the scheme (RFC 3986 \u00a76.2.2.1, "
                                   "\u00a73.1), upper-casing the hex digits of %7b and %7d (\u00a76.2.2.1, \u00a72.1), "
                                   "decoding the percent-encoded unreserved character %63 to \"c\" (\u00a76.2.2.2, "
                                   "\u00a72.3) and removing dot-segments (\u00a76.2.2.3, \u00a75.2.4)\n")

    def test_different_names_the_component(self):
        for a, b, words in [("http://example.com/?", "http://example.com/", "the queries differ"),
                            ("http://example.com/data", "http://example.com/data/", "\u00a76.2.4"),
                            ("https://h:80/", "https://h/", "the default port of https is 443")]:
            r = run("equivalent", "--rfc", "3986", a, b)
            self.assertEqual(r.returncode, 1, (a, b))
            self.assertTrue(r.stdout.startswith("different: "), r.stdout)
            self.assertIn(words, r.stdout)

    def test_invalid_input_is_reported(self):
        r = run("equivalent", "--rfc", "3986", "http://h/", "http://[fe80::1%25en1]/")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "invalid: \"http://[fe80::1%25en1]/\" is not a URI reference\n")
        self.assertIn("--rfc 3986+6874", r.stderr)
        r = run("equivalent", "--rfc", "3986+6874", "http://[FE80::1%25en1]", "http://[fe80::1%25en1]:/")
        self.assertEqual(r.returncode, 0)


class Usage(unittest.TestCase):
    def test_errors_exit_two_naming_the_bad_argument(self):
        for args, word in [(["normalize", "--rfc", "1738", "x:y"], "1738"),
                           (["normalize", "--rfc", "2396", "--bogus", "x:y"], "--bogus"), (["normalize", "--rfc"], "--rfc"),
                           (["equivalent", "--rfc", "2396", "a:b"], "exactly two"), (["equivalent", "--rfc", "2396", "a:b", "c:d", "e:f"], "exactly two"),
                           (["equivalent", "--rfc", "9999", "a:b", "c:d"], "9999"),
                           (["normalize", "--rfc", "6874", "x:y"], "3986+6874"),
                           (["equivalent", "--rfc", "2396", "--bogus", "a:b", "c:d"], "--bogus")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        for cmd in (["normalize", "--help"], ["equivalent", "--help"]):
            r = run(*cmd)
            self.assertEqual(r.returncode, 0, cmd)
            self.assertIn("usage: urlbnf " + cmd[0], r.stdout)
        for cmd in ("normalize", "equivalent"):
            self.assertIn("--rfc 3986+6874", run(cmd, "--help").stdout)
        r = run("--help")
        self.assertIn("normalize", r.stdout)
        self.assertIn("equivalent", r.stdout)


if __name__ == "__main__":
    unittest.main()
