#!/usr/bin/env python3
"""The command-line contract of `urlbnf`: other tools call `check --json`,
so its keys, types and exit statuses are tested exactly."""
import base64
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


class CheckJson(unittest.TestCase):
    KEYS = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note"}
    ERROR_KEYS = {"category", "code", "offset", "expected", "message", "remedy", "repair", "section"}

    def test_valid_line(self):
        r = run("check", "--rfc", "1738", "--json", "http://www.joes-hardware.com:80/index.html")
        self.assertEqual(r.returncode, 0)
        o = json.loads(r.stdout)
        self.assertEqual(set(o), self.KEYS)
        self.assertEqual(o["input"], "http://www.joes-hardware.com:80/index.html")
        self.assertEqual(o["rfc"], "1738")
        self.assertEqual(o["rule"], "url")
        self.assertIs(o["valid"], True)
        self.assertEqual(o["match"], "httpurl")
        self.assertEqual(o["also"], ["genericurl"])
        self.assertIsNone(o["error"])
        self.assertIsNone(o["note"])

    def test_invalid_line_says_both(self):
        r = run("check", "--rfc", "1738", "--json", "http://user@host/")
        self.assertEqual(r.returncode, 1)
        o = json.loads(r.stdout)
        self.assertIs(o["valid"], False)
        self.assertIsNone(o["match"])
        self.assertEqual(o["also"], ["genericurl"])
        self.assertEqual(set(o["error"]), self.ERROR_KEYS)
        self.assertEqual(o["error"]["section"], "3.3")
        self.assertIsNone(o["error"]["remedy"])
        self.assertIsNone(o["error"]["repair"])
        self.assertIn("no user name or password", o["error"]["message"])
        self.assertIsInstance(o["error"]["offset"], int)
        self.assertTrue(all(isinstance(e, str) for e in o["error"]["expected"]))

    def test_repair_is_data_and_accepted(self):
        # Every offending octet escaped; the repair is itself valid by the same grammar.
        for rfc, text, repair in [("3986", "http://a/b c d", "http://a/b%20c%20d"),
                                  ("3986", "https://\u4f8b.jp/", "https://%E4%BE%8B.jp/"),
                                  ("2396", "http://a/b c d", "http://a/b%20c%20d"),
                                  ("3986", "\ufeffhttp://a/", "http://a/")]:
            with self.subTest(rfc=rfc, text=text):
                o = json.loads(run("check", "--rfc", rfc, "--json", text).stdout)
                self.assertEqual(o["error"]["repair"], repair)
                self.assertEqual(run("check", "--rfc", rfc, repair).returncode, 0)

    def test_stdin_one_object_per_line_in_order_crlf_stripped(self):
        r = run("check", "--rfc", "1738", "--json", stdin="news:*\r\nHTTP://x\r\n\r\nx-y:z\n")
        self.assertEqual(r.returncode, 1)
        lines = [json.loads(l) for l in r.stdout.splitlines()]
        self.assertEqual([l["input"] for l in lines], ["news:*", "HTTP://x", "", "x-y:z"])
        self.assertEqual([l["valid"] for l in lines], [True, False, False, True])
        self.assertIn("--fold-scheme-case", lines[1]["error"]["message"])
        # The remedy as data, by the API's name; the message by the flag.
        self.assertEqual(lines[1]["error"]["remedy"], {"kind": "option", "name": "fold_scheme_case"})
        self.assertIsNone(lines[0]["error"])
        self.assertEqual(lines[3]["match"], "otherurl")

    def test_all_valid_stdin_exits_zero(self):
        r = run("check", "--rfc", "1738", "--json", stdin="ftp://@host.com/\nfile:///\n")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(len(r.stdout.splitlines()), 2)

    def test_rule_takes_bnf_names(self):
        for rule, text, valid in [("ip-schemepart", "//u:p@h:1/x", True), ("gopher+_string", "!+ABSTRACT", True),
                                  ("genericurl", "http://user@host/", True), ("hostname", "a.1b", False)]:
            r = run("check", "--rfc", "1738", "--json", "--rule", rule, text)
            o = json.loads(r.stdout)
            self.assertEqual(o["rule"], rule)
            self.assertIs(o["valid"], valid, (rule, text))
            self.assertEqual(r.returncode, 0 if valid else 1)

    def test_diagnostic_names_what_failed_where(self):
        # A production that matches only part of the input is followed by
        # the end of input; a character class that matched expects nothing.
        for rfc, rule, text, offset, expected in [
                ("1630", "formcode", "C.1", 1, ["end of input"]),
                ("2396", "escaped", "%2Fa", 3, ["end of input"]),
                ("2396+2732", "hostport", "[EB28A46:eCc5]:156", 1, ["IPv6address"])]:
            o = json.loads(run("check", "--json", "--rfc", rfc, "--rule", rule, text).stdout)
            self.assertEqual((o["error"]["offset"], o["error"]["expected"]), (offset, expected), (rfc, rule, text))

    def test_fold_scheme_case(self):
        r = run("check", "--rfc", "1738", "--json", "--fold-scheme-case", "HTTP://www.joes-hardware.com")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(json.loads(r.stdout)["match"], "httpurl")

    def test_non_utf8_input_is_reported_not_crashed(self):
        r = subprocess.run([URLBNF, "check", "--rfc", "1738", "--json"], input=b"http://h/\xff\n", capture_output=True)
        self.assertEqual(r.returncode, 1)
        o = json.loads(r.stdout)
        self.assertEqual(o["error"]["offset"], 9)
        self.assertEqual(o["error"]["section"], "2.2")

    def test_json_keeps_the_exact_bytes_of_an_input_that_is_not_utf8(self):
        for command in ("check", "parse", "normalize"):
            r = subprocess.run([URLBNF, command, "--json"], input=b"http://h/\xff\xfe%C3\n\xc3\xa9:x\n",
                               capture_output=True)
            first, second = [json.loads(l) for l in r.stdout.splitlines()]
            self.assertEqual(first["input"], "http://h/\ufffd\ufffd%C3", command)
            self.assertEqual(base64.b64decode(first["input_base64"]), b"http://h/\xff\xfe%C3", command)
            # UTF-8 input needs no second copy.
            self.assertEqual(second["input"], "\u00e9:x", command)
            self.assertNotIn("input_base64", second, command)


class Rfc1630(unittest.TestCase):
    def test_note_is_null_or_a_string_in_every_verdict(self):
        r = run("check", "--json", "--rfc", "1630", stdin="x-foo:bar\nhttp://info.cern.ch/\nurn:/iana/dns\n")
        self.assertEqual(r.returncode, 1)
        lines = [json.loads(l) for l in r.stdout.splitlines()]
        # Read from standard input, each object carries its line.
        self.assertEqual([set(l) for l in lines], [CheckJson.KEYS | {"line"}] * 3)
        self.assertEqual([l["line"] for l in lines], [1, 2, 3])
        self.assertEqual([l["rfc"] for l in lines], ["1630"] * 3)
        self.assertEqual([l["valid"] for l in lines], [True, True, False])
        self.assertEqual(lines[0]["match"], "fragmentaddress")
        self.assertIn("experimental prefix", lines[0]["note"])
        self.assertIsNone(lines[1]["note"])
        self.assertIn("RFC 1630 names the scheme \"urn\"", lines[2]["note"])
        self.assertEqual(lines[2]["error"]["offset"], 4)

    def test_text_view_prints_the_note_indented(self):
        r = run("check", "--rfc", "1630", "x-foo:bar")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines()[0], "valid    fragmentaddress  x-foo:bar")
        self.assertTrue(r.stdout.splitlines()[1].startswith("  note: \"x-foo\" is an experimental prefix"))
        r = run("check", "--rfc", "1630", "file://h/p")
        self.assertEqual(r.returncode, 1)
        self.assertTrue(r.stdout.splitlines()[-1].startswith("  note: RFC 1630 names the scheme \"file\""))

    def test_generic_grammar_and_its_default_rule(self):
        o = json.loads(run("check", "--json", "--rfc", "1630-generic", "g:h").stdout)
        self.assertEqual((o["rfc"], o["rule"], o["valid"], o["match"]), ("1630-generic", "fragmentaddress", True,
                                                                          "fragmentaddress"))
        r = run("check", "--rfc", "1630-generic", "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred")
        self.assertEqual(r.returncode, 1)
        self.assertIn('RFC 1630, "Encoding reserved characters": all % characters imply encodings, and there is no '
                      'decoding defined for "%*"', r.stdout)

    def test_prefixed_url_is_a_rule_of_its_own(self):
        r = run("check", "--rfc", "1630", "url:http://info.cern.ch/")
        self.assertEqual(r.returncode, 1)
        self.assertIn("--rule prefixedurl", r.stdout)
        r = run("check", "--rfc", "1630", "--rule", "prefixedurl", "url:http://info.cern.ch/")
        self.assertEqual(r.returncode, 0)

    def test_rules_lists_both_grammars_with_section_titles(self):
        r = run("rules", "--rfc", "1630")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines()[0], 'prefixedurl     RFC 1630, "BNF for specific URL schemes"')
        self.assertIn('httpaddress     RFC 1630, "HTTP"\n', r.stdout)
        self.assertIn("addr-spec       RFC 822 \u00a76.1\n", r.stdout)
        r = run("rules", "--rfc", "1630-generic")
        self.assertEqual(r.stdout.splitlines()[0], 'fragmentaddress RFC 1630, "Fragment-id"')

    def test_usage_errors(self):
        for args, word in [(["check", "--rfc", "1630", "--rule", "genericurl", "x:y"], "genericurl"),
                           (["check", "--rfc", "1630-generic", "--rule", "url", "x:y"], "url"),
                           (["check", "--rfc", "1630", "--fold-scheme-case", "x:y"], "--fold-scheme-case")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr)


class Usage(unittest.TestCase):
    def test_errors_name_the_bad_argument(self):
        for args, word in [(["check", "--rfc", "1738", "--rule", "nosuch", "x:y"], "nosuch"), (["check", "--rfc", "9999", "x:y"], "9999"),
                           (["check", "--rfc", "1738", "--bogus"], "--bogus"), (["frobnicate"], "frobnicate"),
                           (["parse", "--rfc", "1738", "--max-line", "0"], "--max-line"), (["check", "--rfc", "1738", "--rule"], "--rule")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr)

    def test_a_grammar_a_command_does_not_take_is_named_with_those_it_does(self):
        # Each command asks the registry which grammars its APIs take.
        for args, takes in [(["normalize", "--rfc", "1738", "http://a/"], "2396, 2396+2732, 3986, 3986+6874"),
                            (["extract", "--rfc", "1808"], "1738, 2396, 2396+2732, 3986, 3986+6874"),
                            (["explain", "--rfc", "2396", "http://a/"], "1738, 3986, 3986+6874"),
                            (["split", "--rfc", "1738", "http://a/"], "2396, 2396+2732, 3986, 3986+6874"),
                            (["equivalent", "--rfc", "1808", "a:b", "a:b"], "1630, 1630-generic, 2396"),
                            (["resolve", "--rfc", "1738", "http://a/b", "c"], "1630, 1630-generic, 1808, 2396")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(f"--rfc {args[2]}: not a grammar this command takes (it takes {takes}", r.stderr, args)

    def test_a_widening_flag_names_the_grammars_it_widens(self):
        for args, message in [(["check", "--rfc", "2396", "--ipv6-text-forms", "a:b"],
                               "--ipv6-text-forms applies to --rfc 2396+2732 only"),
                              (["parse", "--rfc", "1808", "--fold-scheme-case", "a:b"],
                               "--fold-scheme-case applies to --rfc 1738 only")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(message, r.stderr, args)

    def test_version(self):
        r = run("--version")
        self.assertEqual(r.returncode, 0)
        self.assertRegex(r.stdout, r"^urlbnf \d+\.\d+\.\d+\n$")

    def test_help_for_every_command(self):
        for cmd in (["--help"], ["check", "--help"], ["parse", "--help"], ["explain", "--help"], ["rules", "--help"]):
            r = run(*cmd)
            self.assertEqual(r.returncode, 0, cmd)
            self.assertIn("usage", r.stdout)


class Filter(unittest.TestCase):
    """Commands that take URLs take them as operands or as lines of standard
    input, and --json writes one compact object per input, in input order."""

    LINES = "http://a/b?c\nftp://h/%2Fetc\nnot a url\nmailto:joe@x.org\n"

    def test_parse_json_lines_from_standard_input(self):
        r = run("parse", "--rfc", "1738", "--json", stdin=self.LINES)
        self.assertEqual(r.returncode, 1)
        lines = r.stdout.splitlines()
        self.assertEqual(len(lines), 4)
        objects = [json.loads(l) for l in lines]
        self.assertEqual([o["input"] for o in objects], self.LINES.splitlines())
        self.assertEqual([o["valid"] for o in objects], [True, True, False, True])
        self.assertEqual(objects[1]["tree"]["ftpurl"]["fpath"]["fsegment"][0]["decoded"], "/etc")

    def test_parse_threads_keep_input_order(self):
        lines = "".join("http://h/%d\n" % i for i in range(20000))
        one = run("parse", "--rfc", "1738", "--json", stdin=lines)
        two = run("parse", "--rfc", "1738", "--json", "-j", "2", stdin=lines)
        self.assertEqual(one.returncode, 0)
        self.assertEqual(one.stdout, two.stdout)

    def test_parse_operands_as_lines(self):
        r = run("parse", "--json", "--rfc", "2396", "a/b", "?x")
        self.assertEqual([json.loads(l)["valid"] for l in r.stdout.splitlines()], [True, False])

    def test_normalize_and_split_read_standard_input(self):
        r = run("normalize", "--rfc", "2396", stdin="HTTP://H:80/%7e\n../a\n")
        self.assertEqual((r.returncode, r.stdout), (0, "http://h/~\n../a\n"))
        r = run("normalize", "--rfc", "2396", "--json", stdin="a b\nHTTP://H/\n")
        objects = [json.loads(l) for l in r.stdout.splitlines()]
        self.assertEqual([o["normalized"] for o in objects], [None, "http://h/"])
        r = run("split", "--json", stdin="http://a/b?c#d\n")
        self.assertEqual(json.loads(r.stdout)["query"], "c")

    def test_a_line_longer_than_the_limit_is_reported_and_the_stream_goes_on(self):
        long_line = "http://h/" + "a" * 300000
        for args in ([], ["-j", "2"]):
            r = run("check", "--rfc", "1738", "--json", "--max-line", "1000", *args, stdin="http://x/\n" + long_line + "\nhttp://y/\n")
            self.assertEqual(r.returncode, 1, args)
            first, second, third = [json.loads(l) for l in r.stdout.splitlines()]
            self.assertEqual((first["input"], third["input"]), ("http://x/", "http://y/"), args)
            self.assertEqual(second["valid"], False)
            self.assertEqual(second["length"], len(long_line))
            self.assertIn("--max-line", second["error"]["message"])
        r = run("check", "--rfc", "1738", "--max-line", "5", "http://x/")
        self.assertEqual(r.returncode, 1)
        self.assertIn("longer than --max-line 5", r.stdout)


class Text(unittest.TestCase):
    def test_caret_under_offset(self):
        r = run("check", "--rfc", "1738", "http://host/a b")
        self.assertEqual(r.returncode, 1)
        lines = r.stdout.splitlines()
        shown = next(l for l in lines if l.strip() == "http://host/a b")
        caret = lines[lines.index(shown) + 1]
        self.assertEqual(caret.index("^"), shown.index(" b"))
        self.assertIn("RFC 1738 \u00a72.2", r.stdout)

    def test_parse_json_absent_is_null_empty_is_empty(self):
        o = json.loads(run("parse", "--rfc", "1738", "--json", "ftp://@host.com/").stdout)
        self.assertEqual(o["tree"]["ftpurl"]["user"], {"raw": "", "offset": 6, "decoded": ""})
        self.assertIsNone(o["tree"]["ftpurl"]["password"])
        o = json.loads(run("parse", "--rfc", "1738", "--json", "ftp://myname@host.dom/%2Fetc/motd").stdout)
        self.assertEqual(o["tree"]["ftpurl"]["fpath"]["fsegment"][0]["decoded"], "/etc")

    def test_explain_ftp_commands(self):
        r = run("explain", "--rfc", "1738", "ftp://myname@host.dom//etc/motd")
        self.assertEqual(r.returncode, 0)
        self.assertIn("  CWD\n  CWD etc\n", r.stdout)
        self.assertIn("RETR motd", r.stdout)
        self.assertIn("port: 21 (default for ftp)", r.stdout)

    def test_explain_http_departures(self):
        r = run("explain", "--rfc", "1738", "http://www.joes-hardware.com/inventory-check.cgi?item=12731")
        self.assertIn("http allows no <user> or <password>", r.stdout)
        self.assertIn("no #<frag>", r.stdout)


if __name__ == "__main__":
    unittest.main()
