#!/usr/bin/env python3
"""The command-line contract of `urlbnf equivalent --rfc 1630` (RFC 1630
"Encoding reserved characters"): the answer line, the reasons, the rejection
of inputs with no encoding level, and exit statuses."""
import os
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc1630-equivalent.tsv")
MARIE = "http://info.cern.ch/albert/bertram/marie-claude"


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def equivalent(a, b):
    return run("equivalent", "--rfc", "1630", a, b)


class Equivalent1630(unittest.TestCase):
    def test_example_1_identical(self):
        r = equivalent(MARIE, "http://info.cern.ch/albert/bertram/marie%2Dclaude")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, 'equivalent: identical once brought to the same encoding level (RFC 1630 '
                                   '"Encoding reserved characters"): %2D encodes "-", a character the RFC does not '
                                   'reserve\n')
        self.assertEqual(r.stderr, "")

    def test_example_2_not_identical_with_the_reason(self):
        r = equivalent(MARIE, "http://info.cern.ch/albert/bertram%2Fmarie-claude")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(len(r.stdout.splitlines()), 1)
        self.assertTrue(r.stdout.startswith('different: NOT identical at the same encoding level: A has "/" at offset '
                                            '34 where B has "%2F" at offset 34'), r.stdout)
        self.assertIn("an encoded slash does not have hierarchical significance", r.stdout)
        self.assertEqual(r.stderr, "")

    def test_example_3_rejected_with_the_diagnostic(self):
        for uri, offset, escape in [("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred", 36, '"%*"'),
                                    ("news:12345667123%asdghfh@info.cern.ch", 16, '"%as"')]:
            for a, b in [(uri, MARIE), (MARIE, uri)]:
                r = equivalent(a, b)
                self.assertEqual(r.returncode, 1, uri)
                self.assertEqual(r.stdout, 'invalid: "%s" is not a URI by RFC 1630\n' % uri)
                self.assertTrue(r.stderr.startswith("urlbnf equivalent: invalid  " + uri), r.stderr)
                self.assertIn("at offset %d:" % offset, r.stderr)
                self.assertIn(escape, r.stderr)

    def test_the_corpus(self):
        with open(CORPUS, encoding="utf-8") as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
        self.assertGreaterEqual(len(rows), 40)
        for _, a, b, expected in rows:
            r = equivalent(a, b)
            word = {"identical": "equivalent: identical", "different": "different: NOT identical",
                    "invalid": "invalid: "}[expected]
            self.assertEqual(r.returncode, 0 if expected == "identical" else 1, (a, b))
            self.assertTrue(r.stdout.startswith(word), (a, b, r.stdout))

    def test_plus_is_reserved_in_the_search_only(self):
        r = equivalent("http://info.cern.ch/a?b+c", "http://info.cern.ch/a?b%2Bc")
        self.assertEqual(r.returncode, 1)
        self.assertIn("a real plus must be encoded", r.stdout)
        self.assertEqual(equivalent("http://info.cern.ch/a+b", "http://info.cern.ch/a%2Bb").returncode, 0)

    def test_no_case_folding_unlike_rfc_2396(self):
        a, b = "http://INFO.cern.ch/a", "http://info.cern.ch/a"
        self.assertEqual(run("equivalent", "--rfc", "2396", a, b).returncode, 0)
        r = equivalent(a, b)
        self.assertEqual(r.returncode, 1)
        self.assertIn("no letter the same as its other case", r.stdout)

    def test_usage_and_help(self):
        r = run("equivalent", "--rfc", "1630", MARIE)
        self.assertEqual(r.returncode, 2)
        self.assertIn("exactly two", r.stderr)
        r = run("equivalent", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("--rfc 1630", r.stdout)


if __name__ == "__main__":
    unittest.main()
