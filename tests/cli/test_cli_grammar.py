#!/usr/bin/env python3
"""The command-line contract of `urlbnf grammar`: every production of every
grammar, with its text exactly as its file has it at the line it names, in
text and in JSON; and its usage errors."""
import json
import os
import re
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
GRAMMAR_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "grammar")
# "caseless" beside "lit": an ABNF quoted string, whose letters match in
# either case (RFC 5234 Section 2.3).
EXPR_KEYS = [{"empty"}, {"lit"}, {"lit", "caseless"}, {"ref"}, {"seq"}, {"alt"}, {"rep", "min", "max"}, {"range"}]


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def grammars():
    m = re.search(r"known: ([^)]*)\)", run("grammar", "--rfc", "?").stderr)
    return m.group(1).split(", ")


def model(*args):
    r = run("grammar", "--rfc", "1738", "--json", *args)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def exprs(e):
    yield e
    for key in ("seq", "alt"):
        for item in e.get(key, []):
            yield from exprs(item)
    if "rep" in e:
        yield from exprs(e["rep"])


class Json(unittest.TestCase):
    def test_every_production_is_its_file_text_at_its_line(self):
        self.assertTrue({"1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"}
                        <= set(grammars()))
        for grammar in grammars():
            m = model("--rfc", grammar)
            self.assertEqual(set(m), {"grammar", "productions"})
            self.assertEqual(m["grammar"], grammar)
            names = [p["name"] for p in m["productions"]]
            self.assertEqual(len(names), len({n.lower() for n in names}), grammar)
            for p in m["productions"]:
                self.assertEqual(set(p), {"name", "file", "line", "source", "expr"})
                if p["file"] == "RFC 2234":
                    self.assertEqual(p["line"], 0)
                    continue
                with open(os.path.join(GRAMMAR_DIR, p["file"]), encoding="utf-8") as f:
                    lines = f.read().split("\n")
                source = p["source"].split("\n")
                self.assertEqual(lines[p["line"] - 1:p["line"] - 1 + len(source)], source, (grammar, p["name"]))
                self.assertTrue(source[0].lstrip().startswith(p["name"]), (grammar, p["name"]))
                for e in exprs(p["expr"]):
                    self.assertIn(set(e), EXPR_KEYS, (grammar, p["name"], e))
                    for key in ("seq", "alt"):
                        if key in e:
                            self.assertGreaterEqual(len(e[key]), 2)
                            self.assertFalse(any(key in item for item in e[key]), (grammar, p["name"], e))
                    if "ref" in e:
                        self.assertIn(e["ref"], names)
                    if "range" in e:
                        # Code points beyond US-ASCII (RFC 3987's ucschar):
                        # a range within US-ASCII is the alt of its octets.
                        first, last = e["range"]
                        self.assertTrue(first <= last <= 0x10FFFF and last >= 0x80, (grammar, p["name"], e))

    def test_canonical_forms(self):
        (fsegment,) = model("--rule", "fsegment")["productions"]
        self.assertEqual(fsegment["expr"]["rep"]["alt"][0], {"ref": "uchar"})
        self.assertEqual((fsegment["expr"]["min"], fsegment["expr"]["max"]), (0, None))
        (ipv4,) = model("--rfc", "2396+2732", "--rule", "IPv4address")["productions"]
        self.assertEqual(ipv4["file"], "rfc2732.bnf")
        self.assertEqual(ipv4["expr"]["seq"][0], {"rep": {"ref": "digit"}, "min": 1, "max": 3})
        self.assertEqual(ipv4["expr"]["seq"][1], {"lit": "."})
        (hexdig,) = model("--rfc", "2396+2732", "--rule", "hexdig")["productions"]
        self.assertEqual((hexdig["name"], hexdig["file"], hexdig["line"]), ("HEXDIG", "RFC 2234", 0))
        self.assertEqual(len(hexdig["expr"]["alt"]), 22)
        (void,) = model("--rfc", "1630", "--rule", "void")["productions"]
        self.assertEqual(void["expr"], {"empty": True})
        (login,) = model("--rfc", "1630", "--rule", "login")["productions"]
        self.assertEqual(login["expr"]["seq"][0]["rep"]["seq"][0], {"ref": "user"})


class Text(unittest.TestCase):
    def test_each_production_after_its_file_and_line(self):
        r = run("grammar", "--rfc", "2396")
        self.assertEqual(r.returncode, 0)
        blocks = r.stdout.split("\n\n")
        self.assertEqual(len(blocks), len(model("--rfc", "2396")["productions"]))
        self.assertEqual(blocks[0], "; rfc2396.bnf:4\nURI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]")
        self.assertTrue(blocks[-1].startswith("; rfc2396.bnf:71\ndigit    = \"0\""))

    def test_one_rule(self):
        r = run("grammar", "--rfc", "2396+2732", "--rule", "HEX4")
        self.assertEqual(r.stdout, "; rfc2732.bnf:35\nhex4    = 1*4HEXDIG\n")
        r = run("grammar", "--rfc", "2396+2732", "--rule", "HEXDIG")
        self.assertEqual(r.stdout, '; RFC 2234\nHEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"\n')


class Errors(unittest.TestCase):
    def test_usage_errors_name_the_bad_argument(self):
        for args, word in [(["--rfc", "9999"], "9999"), (["--rule", "nosuch"], "nosuch"),
                           (["--rule", "hostnme"], "did you mean hostname?"), (["url"], "arguments"),
                           (["--bogus"], "--bogus"), (["--rule"], "--rule")]:
            r = run("grammar", "--rfc", "1738", *args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        r = run("grammar", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf grammar", r.stdout)


if __name__ == "__main__":
    unittest.main()
