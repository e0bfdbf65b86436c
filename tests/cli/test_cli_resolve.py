#!/usr/bin/env python3
"""The command-line contract of `urlbnf resolve` and `urlbnf split` (RFC 2396
Section 5.2 and Appendix B): output lines, JSON keys and exit statuses."""
import json
import os
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/tools/urlbnf"
CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc2396-appendix-c.tsv")
BASE = "http://a/b/c/d;p?q"


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def appendix_c():
    with open(CORPUS, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [(base, "" if ref == "<>" else ref, expected, options) for _, base, ref, expected, options in rows]


class Resolve(unittest.TestCase):
    def test_appendix_c_one_line_per_ref_in_order(self):
        cases = appendix_c()
        self.assertEqual(len(cases), 43)
        for options in ("-", "compat"):
            chosen = [c for c in cases if c[3] == options]
            flags = ["--compat"] if options == "compat" else []
            r = run("resolve", *flags, "--", BASE, *[ref for _, ref, _, _ in chosen])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split("\n"), [expected for _, _, expected, _ in chosen] + [""])

    def test_http_g_both_readings(self):
        self.assertEqual(run("resolve", BASE, "http:g").stdout, "http:g\n")
        self.assertEqual(run("resolve", "--compat", BASE, "http:g").stdout, "http://a/b/c/g\n")
        self.assertEqual(run("resolve", "--rfc", "2396", "--compat", BASE, "http:g").stdout, "http://a/b/c/g\n")

    def test_excess_dot_dot_segments_are_kept(self):
        r = run("resolve", BASE, "../../../g", "../../../../g")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://a/../g\nhttp://a/../../g\n")

    def test_same_document_drops_only_the_base_fragment(self):
        r = run("resolve", "http://a/b?q#f", "", "#t")
        self.assertEqual(r.stdout, "http://a/b?q\nhttp://a/b?q#t\n")

    def test_usage_errors_name_the_bad_argument(self):
        for args, word in [(["resolve"], "BASE"), (["resolve", BASE], "REF"), (["resolve", "--compat", BASE], "REF"),
                           (["resolve", "--bogus", BASE, "g"], "--bogus"),
                           (["resolve", "--rfc", "3986", BASE, "g"], "3986"), (["resolve", "--rfc"], "--rfc")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        r = run("resolve", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf resolve", r.stdout)
        self.assertIn("--compat", r.stdout)


class Split(unittest.TestCase):
    KEYS = {"scheme", "authority", "path", "query", "fragment"}

    def split_json(self, *urls):
        r = run("split", "--json", *urls)
        self.assertEqual(r.returncode, 0, r.stderr)
        return [json.loads(line) for line in r.stdout.splitlines()]

    def test_json_one_object_per_url_absent_is_null(self):
        objects = self.split_json("http://www.ics.uci.edu/pub/ietf/uri/#Related", "", "?#", "//", ":a")
        self.assertEqual(len(objects), 5)
        for o in objects:
            self.assertEqual(set(o), self.KEYS)
        self.assertEqual(objects[0], {"scheme": "http", "authority": "www.ics.uci.edu", "path": "/pub/ietf/uri/",
                                      "query": None, "fragment": "Related"})
        self.assertEqual(objects[1], {"scheme": None, "authority": None, "path": "", "query": None, "fragment": None})
        self.assertEqual(objects[2], {"scheme": None, "authority": None, "path": "", "query": "", "fragment": ""})
        self.assertEqual(objects[3], {"scheme": None, "authority": "", "path": "", "query": None, "fragment": None})
        self.assertEqual(objects[4]["scheme"], None)
        self.assertEqual(objects[4]["path"], ":a")

    def test_text_one_line_per_component(self):
        r = run("split", "a:b?", "(absent)")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines(), [
            "a:b?",
            '  scheme: "a"',
            "  authority: (absent)",
            '  path: "b"',
            '  query: ""',
            "  fragment: (absent)",
            "(absent)",
            "  scheme: (absent)",
            "  authority: (absent)",
            '  path: "(absent)"',
            "  query: (absent)",
            "  fragment: (absent)",
        ])

    def test_usage_errors(self):
        for args, word in [(["split"], "URL"), (["split", "--bogus", "x"], "--bogus")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)

    def test_help(self):
        r = run("split", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf split", r.stdout)


if __name__ == "__main__":
    unittest.main()
