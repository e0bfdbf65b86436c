#!/usr/bin/env python3
"""RFC 3987 on the command line: `urlbnf iri to-uri|to-iri` (Section 3), and
`resolve`, `normalize` and `equivalent` with --rfc 3987 (Sections 6.5 and
5.3), each against the corpora the library's tests read."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
CORPORA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus")


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


def corpus(name):
    with open(os.path.join(CORPORA, name), encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [["" if column == "<empty>" else column for column in row] for row in rows]


class Mappings(unittest.TestCase):
    def test_every_line_of_the_mapping_corpus(self):
        rows = corpus("rfc3987-mapping.tsv")
        for mapping in ("to-uri", "to-iri"):
            with self.subTest(mapping=mapping):
                chosen = [(source, expected) for _, m, source, expected, _ in rows if m == mapping]
                self.assertGreater(len(chosen), 15)
                # One record per input line, in order, an invalid one in place.
                r = run("iri", mapping, stdin="".join(source + "\n" for source, _ in chosen))
                self.assertEqual(r.returncode, 1)
                lines = r.stdout.split("\n")
                self.assertEqual(len(lines), len(chosen) + 1)
                for (source, expected), line in zip(chosen, lines):
                    if expected == "<invalid>":
                        self.assertTrue(line.startswith("invalid  "), line)
                    else:
                        self.assertEqual(line, expected)
                invalid = sum(expected == "<invalid>" for _, expected in chosen)
                self.assertEqual(r.stderr.count("urlbnf iri: "), invalid)

    def test_the_rfc_examples_as_operands(self):
        r = run("iri", "to-uri", "http://r\u00e9sum\u00e9.example.org")
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "http://r%C3%A9sum%C3%A9.example.org\n", ""))
        r = run("iri", "to-iri", "http://www.example.org/D%C3%BCrst", "http://www.example.org/D%FCrst",
                "http://xn--99zt52a.example.org/%e2%80%ae")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://www.example.org/D\u00fcrst\nhttp://www.example.org/D%FCrst\n"
                                   "http://xn--99zt52a.example.org/%E2%80%AE\n")

    def test_an_invalid_input_is_reported_with_its_diagnostic(self):
        r = run("iri", "to-uri", "http://a/", "http://a b/")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "http://a/\ninvalid  http://a b/\n")
        self.assertIn("urlbnf iri: ", r.stderr)
        self.assertIn("at offset 8", r.stderr)
        r = run("iri", "to-iri", "http://r\u00e9sum\u00e9.example.org")
        self.assertEqual(r.stdout, "invalid  http://r\u00e9sum\u00e9.example.org\n")
        self.assertIn("at offset 8", r.stderr)
        self.assertIn("RFC 3986", r.stderr)

    def test_files_and_threads(self):
        text = "http://a/%C3%A9\n%zz\n\n"
        with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            for args in (["-f", f.name], ["-j", "2", "-f", f.name], ["-"]):
                with self.subTest(args=args):
                    r = run("iri", "to-iri", *args, stdin=text if args == ["-"] else None)
                    self.assertEqual(r.stdout, "http://a/\u00e9\ninvalid  %zz\n\n")

    def test_a_mapping_is_required(self):
        for args in ([], ["http://a/"], ["to-url", "x"], ["-f", "-", "to-uri"]):
            with self.subTest(args=args):
                r = run("iri", *args)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stdout, "")
                self.assertTrue(r.stderr.startswith("urlbnf iri: iri needs a mapping first: to-uri (RFC 3987 \u00a73.1)"
                                                    " or to-iri (\u00a73.2)\n"), r.stderr)
                self.assertTrue(r.stderr.endswith("\nRun 'urlbnf iri --help' for usage.\n"), r.stderr)


class Resolution(unittest.TestCase):
    BASE = "http://a/b/c/d;p?q"

    def test_rfc_3986_section_5_4_by_rfc_3987(self):
        cases = [(ref, target, reading) for section, base, ref, reading, target, *_ in corpus("rfc3986-resolve.tsv")
                 if section.startswith("5.4") and base == self.BASE]
        self.assertEqual(len(cases), 43)
        for reading, flags in (("strict", []), ("non-strict", ["--compat"])):
            chosen = [c for c in cases if c[2] == reading or (reading == "non-strict" and c[0] != "http:g")]
            r = run("resolve", "--rfc", "3987", *flags, "--", self.BASE, *[ref for ref, _, _ in chosen])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split("\n"), [target for _, target, _ in chosen] + [""])

    def test_every_line_of_the_rfc_3987_corpus(self):
        for section, base, ref, reading, target, why in corpus("rfc3987-resolve.tsv"):
            with self.subTest(base=base, ref=ref, reading=reading):
                r = run("resolve", "--rfc", "3987", *(["--compat"] if reading == "non-strict" else []), "--", base, ref)
                if target == "<invalid base>":
                    self.assertEqual((r.returncode, r.stdout), (1, "none  " + ref + "\n"))
                    self.assertIn("BASE must be an IRI (RFC 3987 \u00a76.5, RFC 3986 \u00a75.1)", r.stderr)
                elif target == "<invalid reference>":
                    self.assertEqual((r.returncode, r.stdout), (1, "invalid  " + ref + "\n"))
                else:
                    self.assertEqual((r.returncode, r.stdout, r.stderr), (0, target + "\n", ""))


class Comparison(unittest.TestCase):
    def test_every_line_of_the_normalize_corpus(self):
        rows = corpus("rfc3987-normalize.tsv")
        r = run("normalize", "--rfc", "3987", *[row[0] for row in rows])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split("\n"), [row[1] for row in rows] + [""])

    def test_normalize_json(self):
        # Each object is validated against docs/schema/normalize.schema.json
        # under with_schemas.py.
        r = run("normalize", "--rfc", "3987", "--json", "HTTP://a/%c3%a9", "a b")
        objects = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([(o["rfc"], o["rule"], o["normalized"]) for o in objects],
                         [("3987", "IRI-reference", "http://a/\u00e9"), ("3987", "IRI-reference", None)])

    def test_every_line_of_the_equivalent_corpus(self):
        for a, b, expected, section, why in corpus("rfc3987-equivalent.tsv"):
            with self.subTest(a=a, b=b):
                r = run("equivalent", "--rfc", "3987", a, b)
                self.assertEqual(r.returncode, 0 if expected == "equivalent" else 1, r.stdout)
                self.assertTrue(r.stdout.startswith(expected + ": "), r.stdout)

    def test_an_invalid_iri_is_named_so(self):
        r = run("equivalent", "--rfc", "3987", "http://a/", "http://a b/")
        self.assertEqual((r.returncode, r.stdout), (1, "invalid: \"http://a b/\" is not an IRI reference\n"))
        self.assertIn("RFC 3987 \u00a72.2", r.stderr)

    def test_the_section_5_3_2_pair(self):
        r = run("equivalent", "--rfc", "3987", "example://a/b/c/%7Bfoo%7D/ros\u00e9",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "equivalent: equal after decoding the percent-encoded character %C3%A9 to \"\u00e9\" "
                                   "(RFC 3987 \u00a75.3.2.3, \u00a73.2), then lower-casing the scheme (RFC 3986 "
                                   "\u00a76.2.2.1, \u00a73.1), upper-casing the hex digits of %7b and %7d "
                                   "(\u00a76.2.2.1, \u00a72.1), decoding the percent-encoded unreserved character "
                                   "%63 to \"c\" (\u00a76.2.2.2, \u00a72.3) and removing dot-segments (\u00a76.2.2.3, "
                                   "\u00a75.2.4)\n")


if __name__ == "__main__":
    unittest.main()
