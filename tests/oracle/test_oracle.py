#!/usr/bin/python3
"""The oracle's own reader: RFC 1630's notation, ABNF (RFC 5234) and RFC
3986 read in it, RFC 1808 in RFC 2396's notation, overlays across
notations, the canonical model and reading errors (bnf_to_lark.py)."""

import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from bnf_to_lark import GRAMMARS, BnfError, Oracle, Ref, model, parse_bnf

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


# RFC 5234 ABNF with its corners: strings ignore case only where they
# have letters, %x values and ranges are exact, every repeat form, a prose
# value naming a rule, "=/", an indented comment inside a rule, a comment
# in column 1 ending one.
ABNF = """\
; an RFC 5234 ABNF test grammar
word  = "aB-" %x63 %x64.65 / %d70 / %b1000111
        ; an indented comment: still the rule
range = %x30-32 *DIGIT 2*DIGIT *3DIGIT 1*2DIGIT 2DIGIT
; a comment in column 1 ends it
DIGIT = %x30-39
none  = 0<DIGIT> "" "-"
word  =/ ( "x" [ "Y" ] )
"""


class AbnfNotation(unittest.TestCase):
    def test_every_corner_of_the_notation(self):
        got = exprs(read(ABNF))
        self.assertEqual(
            got["word"],
            {
                "alt": [
                    {"seq": [{"lit": "aB-", "caseless": True}, lit("c"), lit("de")]},
                    lit("F"),
                    lit("G"),
                    {
                        "seq": [
                            {"lit": "x", "caseless": True},
                            {"rep": {"lit": "Y", "caseless": True}, "min": 0, "max": 1},
                        ]
                    },
                ]
            },
        )

        def digits(low, high):
            return {"rep": {"ref": "DIGIT"}, "min": low, "max": high}

        self.assertEqual(
            got["range"],
            {
                "seq": [
                    {"alt": [lit("0"), lit("1"), lit("2")]},
                    *(digits(0, None), digits(2, None), digits(0, 3), digits(1, 2), digits(2, 2)),
                ]
            },
        )
        self.assertEqual(got["none"], {"seq": [digits(0, 0), lit(""), lit("-")]})

    def test_origins_of_continued_and_added_rules(self):
        grammar = read(ABNF)
        self.assertEqual(grammar.dialect, "abnf")
        self.assertEqual(grammar.order, ["word", "range", "DIGIT", "none"])
        self.assertEqual(grammar.origins["word"].line, 2)
        self.assertEqual(
            grammar.origins["word"].source,
            'word  = "aB-" %x63 %x64.65 / %d70 / %b1000111\n'
            "        ; an indented comment: still the rule\n"
            'word  =/ ( "x" [ "Y" ] )',
        )

    def test_strings_ignore_case_and_values_do_not(self):
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "test.abnf"
            path.write_text(ABNF, encoding="utf-8")
            oracle = Oracle(path)
        for rule, text, expected in [
            ("word", "aB-cde", True),
            ("word", "Ab-cde", True),
            ("word", "ab-Cde", False),  # %x63 is "c" only
            ("word", "ab-cDe", False),
            ("word", "F", True),
            ("word", "f", False),
            ("word", "x", True),
            ("word", "Xy", True),
            ("range", "0123456", True),
            ("range", "3123456", False),
            ("none", "-", True),
            ("none", "0-", False),
        ]:
            self.assertEqual(oracle.membership(rule, text), expected, (rule, text))

    def test_a_later_file_amends_with_its_own_rules(self):
        base = '; RFC 5234 ABNF\na = "x" / b\nb = %x62\n'
        grammar = read(base, '; RFC 9999\nb = %x63\nc = a\na =/ c\n')
        self.assertEqual(grammar.order, ["a", "b", "c"])
        self.assertEqual(exprs(grammar)["b"], lit("c"))
        self.assertEqual(
            exprs(grammar)["a"],
            {"alt": [{"lit": "x", "caseless": True}, {"ref": "b"}, {"ref": "c"}]},
        )
        self.assertEqual(grammar.origins["a"].source, 'a = "x" / b\na =/ c')
        self.assertEqual(grammar.origins["a"].file, "f0.bnf")
        self.assertEqual(grammar.added, ("c",))

    def test_reading_errors_name_the_place(self):
        head = "; RFC 5234 ABNF\n"
        for text, words in [
            ('a = "x""y"\n', ["line 2", "white space must separate"]),
            ('a = ("x")"y"\n', ["white space must separate"]),
            ('a = 2 "x"\n', ["repetition 2 repeats, right after it"]),
            ('a = "x"\n\n  "y"\n', ["line 4", "indented line"]),
            ('a = "x"\n; note\n  "y"\n', ["line 4", "indented line"]),
            ('a =/ "x"\n', ["no rule a is defined before it"]),
            ('a = <some prose>\n', ["prose value <some prose> names no rule"]),
            ('a = %x110000\n', ["above 10FFFF"]),
            ('a = %xD800\n', ["surrogate"]),
            ('a = %x39-30\n', ["range %x39-30 is empty"]),
            ('a = %q1\n', ["expected b, d or x"]),
            ('a = "x\n', ["never closed"]),
            ('a = "x" / / "y"\n', ["empty alternative"]),
            ('a = [ ]\n', ["nothing inside the brackets"]),
            ('a = "x" | "y"\n', ["cannot read '| \"y\"'"]),
            ('a = b\n', ["a uses b, which is never defined"]),
            ('a = "x"\nA = "y"\n', ["line 3", "A is defined twice"]),
            ('a "x"\n', ["line 2", "expected '=' or '=/'"]),
            ('=a\n', ["line 2", "expected a rule"]),
            ("a =\n", ["empty definition"]),
        ]:
            with self.assertRaises(BnfError, msg=text) as caught:
                read(head + text)
            for word in words:
                self.assertIn(word, str(caught.exception), text)


# Facts of RFC 3986 Appendix A (and RFC 6874 Section 2), each checked by
# hand against the RFC text: rule, input, member?
RFC3986_FACTS = [
    # reg-name takes digits and dots: IPv4address would leave ".example.com"
    ("URI", "http://133.105.136.53.example.com", True),
    ("URI", "HTTP://a", True),  # scheme = ALPHA ..., ALPHA = %x41-5A / %x61-7A
    ("URI", "1http://a", False),
    ("IPvFuture", "v1.x", True),
    ("IPvFuture", "V1.x", True),  # "v" is a string: either case (RFC 5234 2.3)
    ("IPvFuture", "v1x", False),
    ("IPvFuture", "vg.x", False),
    ("IPv6address", "::", True),  # [ *6( h16 ":" ) h16 ] "::"
    ("IPv6address", "1::", True),
    ("IPv6address", "::ffff:1.2.3.4", True),  # "::" h16 ":" ls32
    ("IPv6address", "::1.2.3.4", True),  # "::" ls32
    ("IPv6address", "1:2:3:4:5:6:7::", True),  # seven h16, then "::"
    ("IPv6address", "1:2:3:4:5:6:7:8", True),
    ("IPv6address", "1:2:3:4:5:6:7:8:9", False),
    ("IPv6address", "1:2:3:4:5:6:7::8", False),
    ("IPv6address", "12345::", False),  # h16 = 1*4HEXDIG
    ("IPv6address", "aBcD::eF", True),  # HEXDIG's "A"-"F" are strings
    ("IPv4address", "256.1.1.1", False),  # dec-octet stops at 255
    ("IPv4address", "255.255.255.255", True),
    ("IPv4address", "01.1.1.1", False),
    ("reg-name", "256.1.1.1", True),
    ("host", "256.1.1.1", True),
    ("path-empty", "", True),  # 0<pchar>
    ("path-empty", "a", False),
    ("path-noscheme", "a:b", False),  # segment-nz-nc has no ":"
    ("path-noscheme", "a/b:c", True),
    ("pct-encoded", "%zz", False),
    ("pct-encoded", "%aF", True),
    ("relative-ref", "?", True),  # path-empty, then "?" and an empty query
    ("relative-ref", "?y", True),
    ("relative-ref", "a:b", False),
    ("URI-reference", "a:b", True),
    ("IP-literal", "[fe80::1%25eth0]", False),  # RFC 6874's, not RFC 3986's
    ("IP-literal", "[v1.x]", True),
]

RFC6874_FACTS = [
    ("IP-literal", "[fe80::1%25eth0]", True),  # IPv6addrz: IPv6address "%25" ZoneID
    ("IP-literal", "[fe80::1%eth0]", False),  # the "%" is written "%25"
    ("IP-literal", "[fe80::1%25]", False),  # ZoneID = 1*( ... )
    ("IP-literal", "[v1.x%25a]", False),  # only after an IPv6address
    ("IP-literal", "[fe80::1%25%41]", True),  # ZoneID takes pct-encoded
    ("URI", "http://[fe80::a%25en1]", True),
    ("ZoneID", "a:b", False),
]


class Rfc9110(unittest.TestCase):
    def test_the_adopted_rules_are_rfc_3986s_in_place(self):
        grammar = Oracle.named("9110").grammar
        self.assertEqual(grammar.order[:5], ["URI-reference", "absolute-URI", "relative-part", "authority", "uri-host"])
        self.assertEqual(grammar.origins["URI-reference"].file, "rfc3986.abnf")
        self.assertEqual(grammar.origins["uri-host"].file, "rfc9110.abnf")
        self.assertEqual(grammar.origins["http-URI"].file, "rfc9110.abnf")

    def test_facts(self):
        oracle = Oracle.named("9110")
        for rule, text, expected in (
            ("uri-host", "[::1]", True),
            ("uri-host", "a:1", False),
            ("http-URI", "HTTP://a", True),
            ("http-URI", "http:///x", True),  # the ABNF; the scheme reading rejects it
            ("http-URI", "http://a#f", False),
            ("https-URI", "http://a", False),
            ("absolute-path", "//", True),
            ("partial-URI", "a#f", False),
        ):
            self.assertEqual(oracle.membership(rule, text), expected, (rule, text))
        self.assertFalse(oracle.verdict(None, "http:///x"))
        self.assertFalse(oracle.verdict(None, "https://u@:1/"))
        self.assertTrue(oracle.verdict(None, "https://a"))

    def test_prose_that_adopts_a_rule_names_it(self):
        grammar = parse_bnf([("a.abnf", "; RFC 5234\nx = <y, see [Z], Section 1>\ny = \"a\"\n")])
        self.assertEqual(grammar.rules["x"], Ref("y"))
        with self.assertRaises(BnfError):
            parse_bnf([("a.abnf", "; RFC 5234\nx = <y and more>\ny = \"a\"\n")])


class Rfc3986(unittest.TestCase):
    def test_facts(self):
        for name, facts in (("3986", RFC3986_FACTS), ("3986+6874", RFC6874_FACTS)):
            oracle = Oracle.named(name)
            for rule, text, expected in facts:
                self.assertEqual(oracle.membership(rule, text), expected, (name, rule, text))

    def test_the_files_as_read(self):
        grammar = Oracle.named("3986+6874").grammar
        self.assertEqual(grammar.dialect, "abnf")
        self.assertEqual(grammar.order[-5:], ["ALPHA", "DIGIT", "HEXDIG", "ZoneID", "IPv6addrz"])
        self.assertEqual(grammar.origins["IP-literal"].file, "rfc6874.abnf")  # replaced in place
        self.assertEqual(grammar.order.index("IP-literal"), 11)
        # the core rules are the notation's own: only RFC 6874's are added
        self.assertEqual((grammar.added, grammar.supplied), (("ZoneID", "IPv6addrz"), ()))
        self.assertEqual(Oracle.named("3986").grammar.added, ())
        got = exprs(grammar)
        self.assertEqual(got["IPvFuture"]["seq"][0], {"lit": "v", "caseless": True})
        self.assertEqual(got["path-empty"], {"rep": {"ref": "pchar"}, "min": 0, "max": 0})
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        self.assertEqual(got["ALPHA"], {"alt": [lit(c) for c in letters]})  # exact: %x ranges
        self.assertEqual(got["IPv6addrz"]["seq"][1], lit("%25"))
        self.assertEqual(
            grammar.origins["DIGIT"].source,
            "DIGIT          =  %x30-39\n                       ; 0-9",
        )


# Facts of RFC 1808 Section 2.2, each checked by hand against the RFC
# text: rule, input, member?
RFC1808_FACTS = [
    ("URL", "http://a/b/c/d;p?q#f", True),  # Section 5's base URL
    ("URL", "g:h", True),  # Section 5.1
    ("URL", "", True),  # Section 5.2's empty reference: rel_path is all optional
    ("URL", "g#s#t", False),  # fragment = *( uchar | reserved ); "#" is punctuation
    ("URL", "//a//b", False),  # abs_path = "/" rel_path, whose path starts with 1*pchar
    ("URL", "HTTP://a/", True),  # scheme takes alpha, hialpha included
    ("URL", "http://[::1]/", False),  # "[" and "]" are national
    ("absoluteURL", "http://a//b", True),  # scheme ":" *( uchar | reserved )
    ("generic-RL", "http://a//b", False),
    ("relativeURL", "http://a//b", True),  # a rel_path: pchar has ":"
    ("relativeURL", "#f", False),  # the fragment is URL's
    ("rel_path", "?q;p", True),  # query = *( uchar | reserved )
    ("rel_path", "/a", False),
    ("scheme", "1+-.", True),  # 1*( alpha | digit | "+" | "-" | "." )
    ("scheme", "", False),
    ("net_loc", "u;p?x@h:1", True),  # *( pchar | ";" | "?" )
    ("net_loc", "a/b", False),
    ("param", "a;b", False),  # *( pchar | "/" )
    ("escape", "%aF", True),  # hex lists "a" to "f" and "A" to "F"
    ("escape", "%g0", False),
    ("unreserved", "~", False),  # "~" is national
    ("reserved", "+", False),  # "+" is safe
    ("punctuation", '"', True),  # <">
    ("generic-rl", "a:", True),  # names ignore case (RFC 822)
]


class Rfc1808(unittest.TestCase):
    def test_facts(self):
        oracle = Oracle.named("1808")
        for rule, text, expected in RFC1808_FACTS:
            self.assertEqual(oracle.membership(rule, text), expected, (rule, text))

    def test_the_file_as_read(self):
        grammar = Oracle.named("1808").grammar
        # its header names RFC 1808 first, whose notation is RFC 2396's
        self.assertEqual((grammar.name, grammar.dialect), ("1808", "2396"))
        self.assertEqual(grammar.order[:3], ["URL", "absoluteURL", "generic-RL"])
        self.assertEqual(len(grammar.order), 30)
        got = exprs(grammar)
        self.assertEqual(got["punctuation"], {"alt": [lit(c) for c in '<>#%"']})
        self.assertEqual(got["fsegment"], {"rep": {"ref": "pchar"}, "min": 1, "max": None})
        fragment = {"seq": [lit("#"), {"ref": "fragment"}]}
        self.assertEqual(got["URL"]["seq"][1], {"rep": fragment, "min": 0, "max": 1})

    def test_a_header_naming_rfc_1808_is_read_in_rfc_2396_notation(self):
        grammar = read('; RFC 1808, characters as in RFC 1738\nx = ( "a" | "b" ) [ "c" ]\n')
        self.assertEqual(grammar.dialect, "2396")


class Rfc2045Notation(unittest.TestCase):
    """RFC 2045 Section 5.1's notation (and RFC 2397's): ":=", "/" between
    alternatives, prose values a later file must read."""

    TEXT = (
        "; RFC 2045 notation\n"
        "value := token / quoted\n"
        "token := 1*<any (US-ASCII) CHAR except SPACE, CTLs,\n"
        "            or tspecials>\n"
        'quoted := <"> *( "a" / [ "b" ] ) <">  ; a comment\n'
        't := "\\" / <">\n'
        '     "/"\n'
    )
    READING = '; its reading, in RFC 2396 notation\ntoken = 1*( "x" | "%78" )\n'

    def test_read_with_its_reading(self):
        grammar = read(self.TEXT, self.READING)
        self.assertEqual(grammar.dialect, "2045")
        got = exprs(grammar)
        self.assertEqual(got["value"], {"alt": [{"ref": "token"}, {"ref": "quoted"}]})
        # printed without a "/" between <"> and "/": read as written, a sequence
        self.assertEqual(got["t"], {"alt": [lit("\\"), {"seq": [lit('"'), lit("/")]}]})
        self.assertEqual(got["token"], {"rep": {"alt": [lit("x"), lit("%78")]}, "min": 1, "max": None})
        self.assertEqual(grammar.origins["token"].file, "f1.bnf")

    def test_prose_no_later_file_reads_is_refused(self):
        with self.assertRaisesRegex(BnfError, "token holds a prose value"):
            read(self.TEXT)

    def test_each_notation_its_own_definition_sign(self):
        with self.assertRaises(BnfError):
            read('; RFC 2045 notation\na = "x"\n')
        with self.assertRaises(BnfError):
            read('; RFC 2396 notation\na := "x"\n')

    def test_rfc_2397_as_read(self):
        grammar = Oracle.named("2397").grammar
        self.assertEqual((grammar.name, grammar.dialect), ("2397", "2045"))
        self.assertEqual(len(grammar.order), 35)
        self.assertEqual(grammar.origins["token"].file, "rfc2397-readings.bnf")
        self.assertEqual(grammar.origins["type"].file, "rfc2045-tokens.bnf")
        oracle = Oracle.named("2397")
        for rule, text, expected in [
            ("dataurl", "data:,A%20brief%20note", True),
            ("dataurl", "data:text/plain;charset=iso-8859-7,%be%fg%be", False),
            ("tspecials", '"', True),
            ("tspecials", '"/', False),
            ("token", "%20", False),
        ]:
            self.assertEqual(oracle.membership(rule, text), expected, (rule, text))


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
            read(self.BASE, "; RFC 1630, in RFC 9999 notation\nthird = %x41\n")
        self.assertIn("RFC 9999's notation", str(caught.exception))

    def test_an_overlay_in_abnf(self):
        grammar = read(self.BASE, '; RFC 1630, in RFC 5234 notation\nthird = %x41 / "b"\n')
        self.assertEqual(
            exprs(grammar)["third"], {"alt": [lit("A"), {"lit": "b", "caseless": True}]}
        )


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
            # The first production is the base file's, or a later file's
            # that replaced it in place (RFC 3986's rules replace the ones
            # RFC 9110 adopts by prose values).
            self.assertIn(grammar.origins[grammar.order[0]].file, files)
            self.assertIn(files[0], {origin.file for origin in grammar.origins.values()})

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
        r = self.run_oracle("--rfc", "3986", "--rule", "ipvfuture", "V1.x", "v1.x")
        self.assertEqual((r.returncode, r.stdout), (0, "valid\tV1.x\nvalid\tv1.x\n"))

    def test_dialect_abnf(self):
        r = self.run_oracle(
            "--bnf", str(HERE.parents[1] / "grammar" / "rfc3986.abnf"), "--dialect", "abnf",
            "--overlay", str(HERE.parents[1] / "grammar" / "rfc5234-core.abnf"),
            "--rule", "scheme", "HTTP", "1a",
        )
        self.assertEqual((r.returncode, r.stdout), (1, "valid\tHTTP\ninvalid\t1a\n"))

    def test_misuse(self):
        for args in (["--rfc", "1630", "--bnf", "x.bnf"], ["--emit-model", "--rule", "url"]):
            self.assertEqual(self.run_oracle(*args).returncode, 2, args)


if __name__ == "__main__":
    unittest.main()
