#!/usr/bin/env python3
"""The command-line contract of `urlbnf extract`: one URI per line in text
mode, one JSON object per URI with --json, and the exit statuses."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "extract")
RFC1738_APPENDIX = os.path.join(FIXTURES, "rfc1738-appendix.txt")
RFC2396_APPENDIX_E = os.path.join(FIXTURES, "rfc2396-appendix-e.txt")
RFC3986_APPENDIX_C = os.path.join(FIXTURES, "rfc3986-appendix-c.txt")


def run(*args, stdin=None):
    return subprocess.run([URLBNF, "extract", "--rfc", "1738", *args], input=stdin, capture_output=True, text=True)


class Text(unittest.TestCase):
    def test_rfc1738_appendix_file(self):
        r = run(RFC1738_APPENDIX)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "ftp://info.cern.ch/pub/www/doc;type=d",
            "ftp://ds.internic.net/rfc",
            "http://ds.internic.net/instructions/overview.html#WARNING",
        ])
        self.assertEqual(r.stderr, "")

    def test_rfc2396_appendix_e_on_stdin(self):
        with open(RFC2396_APPENDIX_E) as f:
            r = run(stdin=f.read())
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "http://www.w3.org/Addressing/",
            "ftp://ds.internic.net/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ])

    def test_dash_reads_stdin(self):
        r = run("-", stdin="see http://a.com/x.\n")
        self.assertEqual((r.returncode, r.stdout), (0, "http://a.com/x\n"))

    def test_invalid_uris_are_marked_and_exit_one(self):
        r = run(stdin="Use <URL:http://joe:pw@host/> or http://host/ok, not <mailto:>.\r\n")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "invalid  http://joe:pw@host/\nhttp://host/ok\n")
        self.assertIn("urlbnf extract: standard input:1:10: invalid  http://joe:pw@host/", r.stderr)

    def test_no_uri_exits_zero_with_no_output(self):
        for text in ["", "Mail <joe@example.com>, \"a quote\", <b>bold</b>. Note: none.\n"]:
            r = run(stdin=text)
            self.assertEqual((r.returncode, r.stdout), (0, ""), text)

    def test_hyphen_break_keeps_the_hyphen_and_notes_the_other_reading(self):
        r = run(stdin="Try <http://www.joes-\n   hardware.com/>.\n")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://www.joes-hardware.com/\n")
        self.assertIn("standard input:1:6:", r.stderr)
        self.assertIn("http://www.joeshardware.com/", r.stderr)


class Json(unittest.TestCase):
    KEYS = {"input_position", "span", "form", "uri", "verdict", "without_break_hyphens"}
    VERDICT_KEYS = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note"}

    def objects(self, *args, stdin=None):
        r = run("--json", *args, stdin=stdin)
        return r, [json.loads(line) for line in r.stdout.splitlines()]

    def test_rfc2396_appendix_e_positions_forms_verdicts(self):
        r, found = self.objects(RFC2396_APPENDIX_E)
        self.assertEqual(r.returncode, 0)
        self.assertEqual(len(found), 3)
        for o in found:
            # Read from a named file, each object names it.
            self.assertEqual(set(o), self.KEYS | {"file"})
            self.assertEqual(o["file"], RFC2396_APPENDIX_E)
            self.assertEqual(set(o["verdict"]), self.VERDICT_KEYS)
            self.assertIsNone(o["without_break_hyphens"])
            self.assertIs(o["verdict"]["valid"], True)
            self.assertEqual(o["verdict"]["rfc"], "1738")
            self.assertEqual(o["verdict"]["rule"], "url")
        self.assertEqual([o["form"] for o in found], ["quoted", "angle", "angle"])
        self.assertEqual(found[0]["input_position"], {"offset": 34, "line": 1, "column": 35})
        self.assertEqual(found[0]["span"], {"offset": 33, "length": 31})
        self.assertEqual([o["input_position"]["line"] for o in found], [1, 2, 3])
        with open(RFC2396_APPENDIX_E, "rb") as f:
            text = f.read()
        for o in found:
            span = text[o["span"]["offset"]:o["span"]["offset"] + o["span"]["length"]]
            self.assertIn(span[:1], (b'"', b"<"))
            self.assertEqual(text[o["input_position"]["offset"]:][:4], o["uri"][:4].encode())

    def test_rfc1738_fragment_is_carried_but_not_judged(self):
        r, found = self.objects(RFC1738_APPENDIX)
        self.assertEqual(r.returncode, 0)
        self.assertEqual([o["form"] for o in found], ["angle-url-prefix"] * 3)
        self.assertEqual(found[2]["uri"], "http://ds.internic.net/instructions/overview.html#WARNING")
        self.assertEqual(found[2]["verdict"]["input"], "http://ds.internic.net/instructions/overview.html")
        self.assertEqual(found[2]["verdict"]["match"], "httpurl")

    def test_invalid_verdict_is_the_check_verdict(self):
        r, found = self.objects(stdin="a\r\nb <URL:http://joe:pw@host/>\r\n")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(len(found), 1)
        o = found[0]
        self.assertEqual(o["input_position"], {"offset": 10, "line": 2, "column": 8})
        checked = json.loads(subprocess.run([URLBNF, "check", "--rfc", "1738", "--json", o["uri"]], capture_output=True,
                                            text=True).stdout)
        self.assertEqual(o["verdict"], checked)
        self.assertEqual(o["verdict"]["error"]["section"], "3.3")

    def test_hyphen_break_gives_both_readings(self):
        r, found = self.objects(stdin="<URL:http://a.com/x-\n  y>")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(found[0]["uri"], "http://a.com/x-y")
        other = found[0]["without_break_hyphens"]
        self.assertEqual(set(other), {"uri", "verdict"})
        self.assertEqual(other["uri"], "http://a.com/xy")
        self.assertIs(other["verdict"]["valid"], True)
        self.assertEqual(r.stderr, "")

    def test_non_utf8_input_is_reported_not_crashed(self):
        r = subprocess.run([URLBNF, "extract", "--rfc", "1738", "--json"], input=b"<http://h/\xff>", capture_output=True)
        self.assertEqual(r.returncode, 1)
        o = json.loads(r.stdout)
        self.assertIs(o["verdict"]["valid"], False)
        self.assertEqual(o["verdict"]["error"]["offset"], 9)


class Rfc3986(unittest.TestCase):
    """RFC 3986 is the default grammar; its Appendix C's example text holds
    the three URI references it lists."""

    def test_appendix_c_by_default(self):
        r = subprocess.run([URLBNF, "extract", RFC3986_APPENDIX_C], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "http://www.w3.org/Addressing/",
            "ftp://foo.example.com/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ])

    def test_judged_by_rfc3986(self):
        # An IPv6 zone identifier: RFC 3986+6874's, not RFC 3986's.
        text = "see <http://[fe80::1%25en0]/> and <http://[::1]/>\n"
        plain = subprocess.run([URLBNF, "extract", "--json"], input=text, capture_output=True, text=True)
        amended = subprocess.run([URLBNF, "extract", "--json", "--rfc", "3986+6874"], input=text,
                                 capture_output=True, text=True)
        self.assertEqual(plain.returncode, 1, plain.stderr)
        self.assertEqual(amended.returncode, 0, amended.stderr)
        verdicts = [json.loads(line)["verdict"] for line in plain.stdout.splitlines()]
        self.assertEqual([(v["rfc"], v["valid"]) for v in verdicts], [("3986", False), ("3986", True)])


class Usage(unittest.TestCase):
    def test_unreadable_file_is_named_and_exits_two(self):
        missing = os.path.join(tempfile.gettempdir(), "urlbnf-no-such-file.txt")
        for path in [missing, tempfile.gettempdir()]:
            r = run(path)
            self.assertEqual(r.returncode, 2, path)
            self.assertIn(path, r.stderr)
            self.assertEqual(r.stdout, "")

    def test_bad_arguments_exit_two(self):
        for args, word in [(["--rfc", "1808"], "1808"), (["--bogus"], "--bogus"), (["--rfc"], "--rfc"),
                           (["/nonexistent/text"], "cannot open /nonexistent/text")]:
            r = run(*args, stdin="")
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr)

    def test_help(self):
        r = run("--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf extract", r.stdout)
        r = subprocess.run([URLBNF, "--help"], capture_output=True, text=True)
        self.assertIn("extract", r.stdout)


if __name__ == "__main__":
    unittest.main()
