#!/usr/bin/env python3
"""The command-line contract of `urlbnf normalize` and `urlbnf equivalent`
(RFC 2396 Section 6): output lines, exit statuses and usage errors."""
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/tools/urlbnf"


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


class Normalize(unittest.TestCase):
    def test_one_normal_form_per_line_in_order(self):
        r = run("normalize", "http://abc.com:80/~smith/home.html", "http://ABC.com/%7Esmith/home.html",
                "HTTP://ABC.com:/%7esmith/home.html", "http://h/a%2fb%3F")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines(), ["http://abc.com/~smith/home.html"] * 3 + ["http://h/a%2Fb%3F"])
        self.assertEqual(r.stderr, "")

    def test_rfc_2396_is_accepted_and_the_default(self):
        a = run("normalize", "--rfc", "2396", "http://www.XEROX.com")
        b = run("normalize", "http://www.XEROX.com")
        self.assertEqual(a.returncode, 0)
        self.assertEqual(a.stdout, "http://www.xerox.com\n")
        self.assertEqual(a.stdout, b.stdout)

    def test_userinfo_and_non_default_port_are_kept(self):
        r = run("normalize", "ftp://Joe@FTP.Example.COM:2121/Pub")
        self.assertEqual(r.stdout, "ftp://Joe@ftp.example.com:2121/Pub\n")

    def test_operand_that_looks_like_an_option_after_double_dash(self):
        r = run("normalize", "--", "-%41")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "-A\n")

    def test_non_ascii_input_is_rejected_with_its_escape_not_crashed(self):
        r = subprocess.run([URLBNF, "normalize", b"HTTP://H/\xff%7e"], capture_output=True)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, b"")
        self.assertIn(b"must be escaped as %FF", r.stderr)

    def test_invalid_input_is_reported_and_skipped(self):
        r = run("normalize", "HTTP://H/%7e", "a b", "X:y")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "http://h/~\nx:y\n")
        self.assertIn("\u00a72.4.3", r.stderr)


class Equivalent(unittest.TestCase):
    def test_equivalent_exits_zero_with_the_rules(self):
        r = run("equivalent", "HTTP://h:80/", "http://h/")
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
        r = run("equivalent", "http://h/a%2Fb", "http://h/a/b")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(len(r.stdout.splitlines()), 1)
        self.assertTrue(r.stdout.startswith("different: the paths differ"), r.stdout)
        self.assertIn('"/a%2Fb"', r.stdout)
        self.assertIn("\u00a72.2", r.stdout)

    def test_userinfo_case_is_significant(self):
        r = run("equivalent", "ftp://Joe@h/", "ftp://joe@h/")
        self.assertEqual(r.returncode, 1)
        self.assertIn("userinfo", r.stdout)


class Usage(unittest.TestCase):
    def test_errors_exit_two_naming_the_bad_argument(self):
        for args, word in [(["normalize", "--rfc", "1738", "x:y"], "1738"),
                           (["normalize", "--bogus", "x:y"], "--bogus"), (["normalize", "--rfc"], "--rfc"),
                           (["equivalent", "a:b"], "exactly two"), (["equivalent", "a:b", "c:d", "e:f"], "exactly two"),
                           (["equivalent", "--rfc", "9999", "a:b", "c:d"], "9999"),
                           (["equivalent", "--bogus", "a:b", "c:d"], "--bogus")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        for cmd in (["normalize", "--help"], ["equivalent", "--help"]):
            r = run(*cmd)
            self.assertEqual(r.returncode, 0, cmd)
            self.assertIn("usage: urlbnf " + cmd[0], r.stdout)
        r = run("--help")
        self.assertIn("normalize", r.stdout)
        self.assertIn("equivalent", r.stdout)


if __name__ == "__main__":
    unittest.main()
