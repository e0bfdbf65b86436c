#!/usr/bin/python3
"""The oracle's own reader: RFC 1630's notation, overlays across
notations, the canonical model and reading errors (bnf_to_lark.py)."""

import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from bnf_to_lark import GRAMMARS, BnfError, Oracle, model, parse_bnf

HERE = Path(__file__).resolve().parent

# RFC 1630's notation with its corners: "[" and "]" alone between bars are
# characters, "[/" and "|1" need no space, "space"/"vline" are characters,
# ";" is a comment only at the start of a line, a name alone is empty.
RFC1630 = """\
; RFC 1630, a test grammar
national    { | [ | ] | vline | space
address     h t t p : [/ digits ]
            | void ; =
digits      0 |1 [ digits ]
void
"""


def read(*texts, dialect=None):
    return parse_bnf([(f"f{i}.bnf", text) for i, text in enumerate(texts)], dialect)


def exprs(grammar):
    return {p["name"]: p["expr"] for p in model(grammar)["productions"]}


def lit(text):
    return {"lit": text}


class Rfc1630Notation(unittest.TestCase):
    def test_every_corner_of_the_notation(self):
        got = exprs(read(RFC1630))
        self.assertEqual(got["national"], {"alt": [lit(c) for c in "{[]| "]})
        self.assertEqual(
            got["address"],
            {
                "alt": [
                    {
                        "seq": [
                            *map(lit, "http:"),
                            {"rep": {"seq": [lit("/"), {"ref": "digits"}]}, "min": 0, "max": 1},
                        ]
                    },
                    {"seq": [{"ref": "void"}, lit(";"), lit("=")]},
                ]
            },
        )
        self.assertEqual(
            got["digits"],
            {
                "alt": [
                    lit("0"),
                    {"seq": [lit("1"), {"rep": {"ref": "digits"}, "min": 0, "max": 1}]},
                ]
            },
        )
        self.assertEqual(got["void"], {"empty": True})

    def test_membership_follows_the_reading(self):
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "test.bnf"
            path.write_text(RFC1630, encoding="utf-8")
            oracle = Oracle(path)
        for rule, text, expected in [
            ("national", "[", True),
            ("national", "|", True),
            ("national", " ", True),
            ("address", "http:", True),
            ("address", "http:/11", True),
            ("address", "http:/", False),
            ("address", ";=", True),
            ("address", "HTTP:", False),
            ("void", "", True),
        ]:
            self.assertEqual(oracle.membership(rule, text), expected, (rule, text))

    def test_origins_keep_continuation_lines(self):
        grammar = read(RFC1630)
        self.assertEqual(grammar.origins["address"].line, 3)
        self.assertEqual(
            grammar.origins["address"].source,
            "address     h t t p : [/ digits ]\n            | void ; =",
        )
        self.assertEqual(grammar.origins["void"].source, "void")

    def test_reading_errors_name_the_place(self):
        for text, words in [
            ("; RFC 1630\nab  x y;\n", ["line 2", "'y;'"]),
            ("; RFC 1630\nab  a | | b\n", ["line 2", "empty alternative"]),
            ("; RFC 1630\nab  [ ]\n", ["nothing inside the brackets"]),
            ("; RFC 1630\nx   a\n", ["line 2", "'x' is not a production name"]),
            ("; RFC 1630\n   a\n", ["line 2", "indented text"]),
            ("; RFC 1630\nab  cd\n", ["ab uses cd, which is never defined"]),
            ("; RFC 1630\nab  [ a\n", ["expected ']'"]),
        ]:
            with self.assertRaises(BnfError) as caught:
                read(text)
            for word in words:
                self.assertIn(word, str(caught.exception), text)


class Overlays(unittest.TestCase):
    BASE = "; RFC 1630\nfirst       a [ second ]\nsecond      b\n"

    def test_an_overlay_in_its_own_stated_notation(self):
        imports = (
            "; RFC 1630's imports, in RFC 2396 Appendix A notation.\n"
            'third = "c" *( second | "d" )\n'
        )
        errata = "; RFC 1630, errata, in its notation\nsecond      b | third\n"
        grammar = read(self.BASE, errata, imports)
        # replaced in place, added last
        self.assertEqual(grammar.order, ["first", "second", "third"])
        self.assertEqual(grammar.name, "1630")
        self.assertEqual(grammar.added, ())  # same RFC: no amendment to steer towards
        self.assertEqual(grammar.origins["second"].file, "f1.bnf")
        self.assertEqual(
            exprs(grammar)["third"],
            {
                "seq": [
                    {"lit": "c"},
                    {"rep": {"alt": [{"ref": "second"}, {"lit": "d"}]}, "min": 0, "max": None},
                ]
            },
        )

    def test_an_overlay_without_a_stated_notation_is_read_as_the_base(self):
        with self.assertRaises(BnfError) as caught:
            read(self.BASE, '; RFC 1630\nthird = "c"\n')
        self.assertIn("f1.bnf", str(caught.exception))

    def test_an_amending_rfc_names_the_grammar_and_its_additions(self):
        base = '; RFC 2396\nhost = "a" | "b"\n'
        grammar = read(base, '; RFC 9999\nhost = "a" | more\nmore = "c"\n')
        self.assertEqual((grammar.name, grammar.added), ("2396+9999", ("more",)))

    def test_an_unknown_stated_notation_is_refused(self):
        with self.assertRaises(BnfError) as caught:
            read(self.BASE, "; RFC 1630, in RFC 5234 notation\nthird = %x41\n")
        self.assertIn("RFC 5234's notation", str(caught.exception))


class CanonicalModel(unittest.TestCase):
    def test_groups_flatten_and_options_are_repetitions(self):
        grammar = read('; RFC 2396\nx = ( "a" "b" ) "c" | ( "d" | "e" ) | [ "f" ]\n')
        self.assertEqual(
            exprs(grammar)["x"],
            {
                "alt": [
                    {"seq": [lit("a"), lit("b"), lit("c")]},
                    lit("d"),
                    lit("e"),
                    {"rep": lit("f"), "min": 0, "max": 1},
                ]
            },
        )

    def test_an_empty_definition_is_refused_outside_rfc_1630(self):
        with self.assertRaises(BnfError):
            read("; RFC 2396\nx =\n")

    def test_every_project_grammar_reads_and_names_itself(self):
        for name, files in GRAMMARS.items():
            grammar = Oracle.named(name).grammar
            self.assertEqual(grammar.name, name)
            self.assertEqual(grammar.origins[grammar.order[0]].file, files[0])

    def test_supplied_core_rules_come_from_rfc_2234(self):
        productions = model(Oracle.named("2396+2732").grammar)["productions"]
        production = next(p for p in productions if p["name"] == "HEXDIG")
        self.assertEqual((production["file"], production["line"]), ("RFC 2234", 0))


class CommandLine(unittest.TestCase):
    def run_oracle(self, *args):
        return subprocess.run(
            [sys.executable, str(HERE / "bnf_to_lark.py"), *args], capture_output=True, text=True
        )

    def test_emit_model_prints_the_model(self):
        r = self.run_oracle("--rfc", "1630-generic", "--emit-model")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(json.loads(r.stdout), model(Oracle.named("1630-generic").grammar))

    def test_rfc_judges_by_the_named_grammar(self):
        r = self.run_oracle("--rfc", "1630", "--rule", "hostname", "a.1", "1.a")
        self.assertEqual((r.returncode, r.stdout), (1, "valid\ta.1\ninvalid\t1.a\n"))

    def test_misuse(self):
        for args in (["--rfc", "1630", "--bnf", "x.bnf"], ["--emit-model", "--rule", "url"]):
            self.assertEqual(self.run_oracle(*args).returncode, 2, args)


if __name__ == "__main__":
    unittest.main()
