#!/usr/bin/env python3
"""The command-line contract of `urlbnf check --all`: a row per grammar in the
registry's order, or check --json's objects, one per grammar per input."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

GRAMMARS = ["1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"]

# Per input, per grammar: the production matched, or the offset of the error.
# RFC 1808: each valid input is scheme ":" relativeURL, a generic-RL (its
# rel_path "*" an extra, "x@y" pchars); "[" is national, in no production:
# URL's absoluteURL stops after "http://", at offset 7. RFC 9110 judges http
# and https URIs only: another scheme is rejected at offset 0.
RFC1808_GENERIC_RL = "generic-RL (also absoluteURL)"
EXPECTED = {
    "http://a/b": {"1630": "httpaddress", "1630-generic": 5, "1738": "httpurl (also genericurl)",
                   "1808": RFC1808_GENERIC_RL, "2396": "absoluteURI", "2396+2732": "absoluteURI", "2397": 0, "3986": "URI",
                   "3986+6874": "URI"},
    "http://[::1]/": {"1630": 7, "1630-generic": 5, "1738": 7, "1808": 7, "2396": 7, "2396+2732": "absoluteURI",
                      "2397": 0, "3986": "URI", "3986+6874": "URI"},
    "HTTP://a/": {"1630": 0, "1630-generic": 5, "1738": 0, "1808": RFC1808_GENERIC_RL, "2396": "absoluteURI",
                  "2396+2732": "absoluteURI", "2397": 0, "3986": "URI", "3986+6874": "URI"},
    "news:*": {"1630": "newsaddress", "1630-generic": "fragmentaddress", "1738": "newsurl (also genericurl)",
               "1808": RFC1808_GENERIC_RL, "2396": "absoluteURI", "2396+2732": "absoluteURI", "2397": 0, "3986": "URI",
               "3986+6874": "URI"},
    "mailto:x@y": {"1630": "mailtoaddress", "1630-generic": "fragmentaddress",
                   "1738": "mailtourl (also genericurl)", "1808": RFC1808_GENERIC_RL, "2396": "absoluteURI",
                   "2396+2732": "absoluteURI", "2397": 0, "3986": "URI", "3986+6874": "URI"},
    "http://[fe80::1%25en0]/": {"1630": 7, "1630-generic": 5, "1738": 7, "1808": 7, "2396": 7, "2396+2732": 15,
                                "2397": 0, "3986": 15, "3986+6874": "URI"},
}


# RFC 8089's grammars judge file URIs: every input above fails at its first
# character, where file-scheme's "file" is expected.
for verdicts in EXPECTED.values():
    verdicts.update({"8089": 0, "8089-nonstd": 0})

# RFC 3987 reads these ASCII inputs as RFC 3986 does, naming IRI for URI;
# RFC 6068 takes only the mailto URI, the others failing where "mailto:" is
# expected; RFC 9110 takes the http URIs (RFC 3986's IP-literal, without
# RFC 6874's zone identifiers) and rejects another scheme at its start.
for url, verdicts in EXPECTED.items():
    verdicts["3987"] = "IRI" if verdicts["3986"] == "URI" else verdicts["3986"]
    verdicts["6068"] = "mailtoURI" if url.startswith("mailto:") else 0
    verdicts["9110"] = 0 if not url.lower().startswith("http") else "http-URI" if verdicts["3986"] == "URI" else 15


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


class Rows(unittest.TestCase):
    def test_one_row_per_grammar_in_registry_order(self):
        r = run("check", "--all", *EXPECTED)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, "")
        lines = r.stdout.splitlines()
        self.assertEqual(len(lines), len(EXPECTED) * (1 + len(GRAMMARS)))
        for k, (url, verdicts) in enumerate(EXPECTED.items()):
            rows = 1 + len(GRAMMARS)
            block = lines[k * rows:(k + 1) * rows]
            self.assertEqual(block[0], url)
            for grammar, row in zip(GRAMMARS, block[1:]):
                expected = verdicts[grammar]
                prefix = "  " + grammar.ljust(len("1630-generic") + 2)
                if isinstance(expected, int):
                    self.assertTrue(row.startswith(prefix + "invalid  at offset %d: RFC " % expected), (url, row))
                else:
                    self.assertEqual(row, prefix + "valid    " + expected, url)

    def test_a_row_names_the_rfc_and_section_of_its_error(self):
        r = run("check", "--all", "http://[::1]/")
        rows = {l.split()[0]: l for l in r.stdout.splitlines()[1:]}
        self.assertIn("RFC 1738 \u00a72.2: the character '[' is unsafe", rows["1738"])
        self.assertIn("use --rfc 2396+2732", rows["2396"])

    def test_a_note_follows_its_row(self):
        r = run("check", "--all", "x-foo:bar")
        self.assertEqual(r.returncode, 1)  # RFC 2397's dataurl rejects it
        lines = r.stdout.splitlines()
        self.assertEqual(lines[1], "  1630          valid    fragmentaddress")
        self.assertTrue(lines[2].startswith(" " * 16 + "note: \"x-foo\" is an experimental prefix"), lines[2])
        self.assertEqual(lines[3], "  1630-generic  valid    fragmentaddress")

    # A grammar of one scheme (RFC 2397's data URL) rejects every URL of
    # another, so no URL is valid under every grammar any more.
    def test_exit_one_when_any_grammar_rejects(self):
        self.assertEqual(run("check", "--all", "news:*", "mailto:x@y").returncode, 1)
        self.assertEqual(run("check", "--all", "data:,x").returncode, 1)
        self.assertEqual(run("check", "--all", "news:*", "http://a/b").returncode, 1)
        self.assertEqual(run("check", "--all", "file:///x").returncode, 1)
        self.assertEqual(run("check", "--all", "HTTP://a/").returncode, 1)

    def test_standard_input_one_input_per_line(self):
        r = run("check", "--all", stdin="news:*\r\nmailto:x@y\n")
        self.assertEqual(r.returncode, 1)
        self.assertEqual([l for l in r.stdout.splitlines() if not l.startswith(" ")], ["news:*", "mailto:x@y"])


class Json(unittest.TestCase):
    def test_one_check_json_object_per_grammar_per_input(self):
        r = run("check", "--all", "--json", *EXPECTED)
        self.assertEqual(r.returncode, 1)
        objects = [json.loads(l) for l in r.stdout.splitlines()]
        self.assertEqual(len(objects), len(EXPECTED) * len(GRAMMARS))
        self.assertEqual([o["input"] for o in objects], [u for u in EXPECTED for _ in GRAMMARS])
        self.assertEqual([o["rfc"] for o in objects], GRAMMARS * len(EXPECTED))
        for o in objects:
            expected = EXPECTED[o["input"]][o["rfc"]]
            if isinstance(expected, int):
                self.assertIs(o["valid"], False)
                self.assertEqual(o["error"]["offset"], expected)
            else:
                self.assertIs(o["valid"], True)
                self.assertEqual(o["match"], expected.split()[0])

    def test_each_object_is_what_check_json_gives_for_that_grammar(self):
        r = run("check", "--all", "--json", *EXPECTED)
        objects = [json.loads(l) for l in r.stdout.splitlines()]
        for o in objects:
            alone = run("check", "--json", "--rfc", o["rfc"], o["input"])
            self.assertEqual(o, json.loads(alone.stdout), (o["rfc"], o["input"]))


class Usage(unittest.TestCase):
    def test_all_takes_no_grammar_rule_or_widening_option(self):
        for extra in (["--rfc", "2396"], ["--rule", "url"], ["--fold-scheme-case"], ["--ipv6-text-forms"],
                      ["--nonstandard-syntax"]):
            r = run("check", "--all", *extra, "http://a/")
            self.assertEqual(r.returncode, 2, extra)
            self.assertEqual(r.stdout, "")
            self.assertIn("--all", r.stderr)
            self.assertIn(extra[0], r.stderr)

    def test_help_documents_all_and_its_exit_status(self):
        r = run("check", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("urlbnf check --all [--json] [URL...]", r.stdout)
        self.assertIn("with --all: under every grammar", r.stdout)


if __name__ == "__main__":
    unittest.main()
