#!/usr/bin/env python3
"""The command-line contract of `urlbnf railroad`: for every production of
every grammar, the SVG diagram's structure is the grammar model's (`urlbnf
grammar --json`: sequence, choice, option, repetition with its bounds,
terminals as the RFC writes them, productions by name), every link
resolves, every diagram has a title, a description and its "used by"
line; the HTML page's links resolve; the text form; usage errors; and
--across: a production in every grammar that defines it, with what
changed."""
import html
import json
import re
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
SVG = "{http://www.w3.org/2000/svg}"


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def grammars():
    r = run("railroad", "--rfc", "no-such-grammar")
    m = re.search(r"unknown grammar \(known: ([^)]*)\)", r.stderr)
    assert m, r.stderr
    return m.group(1).split(", ")


def hex_of(n):
    text = f"{n:X}"
    return "0" + text if len(text) % 2 else text


def literal(text):
    if text and all(0x20 <= ord(c) < 0x7F and c != '"' for c in text):
        return f'"{text}"'
    return "%x" + ".".join(hex_of(b) for b in text.encode("utf-8"))


def expected(e):
    """The diagram the model's expression should give, as a tuple."""
    if "empty" in e:
        return ("empty",)
    if "lit" in e:
        return ("terminal", literal(e["lit"]))
    if "range" in e:
        return ("terminal", f"%x{hex_of(e['range'][0])}-{hex_of(e['range'][1])}")
    if "ref" in e:
        return ("nonterminal", e["ref"])
    if "seq" in e:
        return ("seq", tuple(expected(i) for i in e["seq"]))
    if "alt" in e:
        return ("choice", tuple(expected(i) for i in e["alt"]))
    low, high, item = e["min"], e["max"], expected(e["rep"])
    if high == 0:
        return ("empty",)
    if low == 1 and high == 1:
        return item
    body = item if high == 1 else ("loop", low, high, item)
    return ("optional", body) if low == 0 else body


def shapes(element):
    """The groups of an element that draw something, links looked through."""
    out = []
    for child in element:
        if child.tag == SVG + "a":
            out.extend(shapes(child))
        elif child.tag == SVG + "g":
            out.append(child)
    return out


def drawn(g):
    """The diagram an SVG group draws, as a tuple."""
    shape = g.get("class")
    if shape == "rr-empty":
        return ("empty",)
    if shape in ("rr-terminal", "rr-nonterminal"):
        return (shape[3:], g.find(SVG + "text").text)
    inner = [drawn(c) for c in shapes(g)]
    if shape == "rr-seq":
        return ("seq", tuple(inner))
    if shape == "rr-choice":
        assert int(g.get("data-branches")) == len(inner)
        return ("choice", tuple(inner))
    assert len(inner) == 1, shape
    if shape == "rr-optional":
        return ("optional", inner[0])
    assert shape == "rr-loop", shape
    high = g.get("data-max")
    return ("loop", int(g.get("data-min")), None if high == "*" else int(high), inner[0])


class Svg(unittest.TestCase):
    def test_every_production_of_every_grammar_is_drawn_as_its_model_defines_it(self):
        total = 0
        for grammar in grammars():
            with self.subTest(grammar=grammar):
                model = json.loads(run("grammar", "--rfc", grammar, "--json").stdout)
                r = run("railroad", "--rfc", grammar)
                self.assertEqual((r.returncode, r.stderr), (0, ""))
                root = ET.fromstring(r.stdout.encode("utf-8"))
                self.assertEqual(root.tag, SVG + "svg")
                diagrams = {g.get("id"): g for g in root.iter(SVG + "g") if g.get("class") == "rr-diagram"}
                self.assertEqual(list(diagrams), ["rr-" + p["name"] for p in model["productions"]])
                ids = {e.get("id") for e in root.iter() if e.get("id")}
                for p in model["productions"]:
                    g = diagrams["rr-" + p["name"]]
                    self.assertTrue(g.find(SVG + "title").text.startswith(p["name"] + " ("))
                    self.assertIn(p["name"] + ":\n", g.find(SVG + "desc").text)
                    tracks = shapes(g)
                    self.assertEqual(len(tracks), 1, p["name"])
                    self.assertEqual(drawn(tracks[0]), expected(p["expr"]), p["name"])
                    used_by = [t for t in g.iter(SVG + "text") if t.get("class") == "rr-used-by"]
                    self.assertEqual(len(used_by), 1)
                    total += 1
                for a in root.iter(SVG + "a"):
                    self.assertIn(a.get("href")[1:], ids, a.get("href"))
        self.assertGreater(total, 500)

    def test_rfc_3986_ipv6address_draws_the_nine_alternatives(self):
        r = run("railroad", "--rfc", "3986", "--rule", "IPv6address")
        self.assertEqual(r.returncode, 0, r.stderr)
        root = ET.fromstring(r.stdout.encode("utf-8"))
        diagrams = [g for g in root.iter(SVG + "g") if g.get("class") == "rr-diagram"]
        # IPv6address first, then what it reaches, each link with its diagram.
        self.assertEqual([g.get("id") for g in diagrams],
                         ["rr-IPv6address", "rr-h16", "rr-ls32", "rr-IPv4address", "rr-dec-octet", "rr-DIGIT",
                          "rr-HEXDIG"])
        track = shapes(diagrams[0])[0]
        self.assertEqual((track.get("class"), track.get("data-branches")), ("rr-choice", "9"))
        first = drawn(track)[1][0]
        self.assertEqual(first, ("seq", (("loop", 6, 6, ("seq", (("nonterminal", "h16"), ("terminal", '":"')))),
                                         ("nonterminal", "ls32"))))
        self.assertIn("6 times", [t.text for t in track.iter(SVG + "text") if t.get("class") == "rr-bounds"])
        ids = {e.get("id") for e in root.iter() if e.get("id")}
        for a in root.iter(SVG + "a"):
            self.assertIn(a.get("href")[1:], ids)


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.hrefs = set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.hrefs.append(attrs["href"])


class Html(unittest.TestCase):
    def test_a_page_whose_links_resolve(self):
        r = run("railroad", "--rfc", "2396+2732", "--format", "html")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("<!DOCTYPE html>"))
        links = Links()
        links.feed(r.stdout)
        self.assertGreater(len(links.hrefs), 100)
        for href in links.hrefs:
            self.assertIn(href[1:], links.ids, href)
        self.assertIn("<pre>hex4    = 1*4HEXDIG</pre>", r.stdout)


class Text(unittest.TestCase):
    def test_the_text_form(self):
        r = run("railroad", "--rfc", "3986", "--rule", "IPv6address", "--format", "text")
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.splitlines()
        self.assertRegex(lines[0], r"^IPv6address  \(rfc3986\.abnf:[0-9]+\)$")
        self.assertEqual(lines[1:6], ["  one of 9:", "    in sequence:", "      6 times:", '        h16 ":"',
                                      "      ls32"])
        self.assertIn("  used by: IP-literal", lines)
        r = run("railroad", "--rfc", "1738", "--rule", "ftptype", "--format", "text")
        self.assertEqual(r.stdout.splitlines()[1], '  one of 6: "A" "I" "D" "a" "i" "d"')


def references(e, out):
    """The names an expression refers to, first occurrence first, once each."""
    if "ref" in e and e["ref"] not in out:
        out.append(e["ref"])
    for key in ("seq", "alt"):
        for item in e.get(key, []):
            references(item, out)
    if "rep" in e:
        references(e["rep"], out)
    return out


class Across(unittest.TestCase):
    """railroad --across: a production in every grammar that defines it."""
    NAMES = ["host", "IPv6address", "hostname", "path", "query"]

    @classmethod
    def setUpClass(cls):
        cls.order = grammars()
        cls.models = {g: json.loads(run("grammar", "--rfc", g, "--json").stdout) for g in cls.order}

    def defining(self, name):
        """The grammars whose model defines `name`, in registry order, with
        its production; the five names are spelled alike in every grammar,
        so that a grammar's case rule does not matter."""
        out = []
        for g in self.order:
            exact = [p for p in self.models[g]["productions"] if p["name"] == name]
            folded = [p for p in self.models[g]["productions"] if p["name"].lower() == name.lower()]
            self.assertEqual(exact, folded, (g, name))
            out.extend((g, p) for p in exact)
        return out

    def lineage(self, name):
        r = run("railroad", "--across", "--rule", name, "--json")
        self.assertEqual((r.returncode, r.stderr), (0, ""), name)
        return json.loads(r.stdout)

    def test_every_grammar_that_defines_the_name_in_registry_order_with_what_changed(self):
        for name in self.NAMES:
            with self.subTest(name=name):
                lineage = self.lineage(name)
                self.assertEqual(lineage["rule"], name)
                expected = self.defining(name)
                self.assertGreaterEqual(len(expected), 4)
                self.assertEqual([e["rfc"] for e in lineage["grammars"]], [g for g, _ in expected])
                before = None
                for entry, (g, p) in zip(lineage["grammars"], expected):
                    self.assertEqual({k: entry[k] for k in ("name", "file", "line", "source")},
                                     {k: p[k] for k in ("name", "file", "line", "source")})
                    self.assertEqual(entry["title"], self.title(g))
                    changes = entry["changes"]
                    if before is None:
                        self.assertIsNone(changes)
                        before = (g, p)
                        continue
                    self.assertEqual(changes["since"], before[0])
                    same = p["expr"] == before[1]["expr"]
                    self.assertEqual(changes["unchanged"], same, (g, name))
                    old, new = references(before[1]["expr"], []), references(p["expr"], [])
                    self.assertEqual(changes["new_references"], [n for n in new if n not in old])
                    self.assertEqual(changes["gone_references"], [n for n in old if n not in new])
                    if same:
                        self.assertEqual((changes["added"], changes["removed"], changes["reordered"]), ([], [], False))
                    else:
                        self.assertTrue(changes["added"] or changes["removed"] or changes["reordered"])
                        self.assertEqual(len(self.alternatives(p["expr"])) - len(changes["added"]),
                                         len(self.alternatives(before[1]["expr"])) - len(changes["removed"]))
                    before = (g, p)

    @staticmethod
    def alternatives(e):
        return e["alt"] if "alt" in e else [e]

    def title(self, g):
        r = run("railroad", "--rfc", g, "--format", "html", "--rule", self.models[g]["productions"][0]["name"])
        return html.unescape(re.search(r"<h1>(.*?): ", r.stdout).group(1))

    def test_rfc_2732_adds_its_ipv6reference_to_the_host_of_rfc_2396(self):
        entries = {e["rfc"]: e for e in self.lineage("host")["grammars"]}
        host = {g: p["expr"] for g, p in self.defining("host")}
        # RFC 2732 defines ipv6reference and refers to it as IPv6reference:
        # the model spells the reference as the production is defined.
        added = [alt for alt in host["2396+2732"]["alt"] if alt not in host["2396"]["alt"]]
        self.assertEqual(added, [{"ref": "ipv6reference"}])
        changes = entries["2396+2732"]["changes"]
        self.assertEqual((changes["since"], changes["added"], changes["removed"], changes["new_references"]),
                         ("2396", ["ipv6reference"], [], ["ipv6reference"]))
        self.assertEqual(entries["3986"]["changes"]["added"], ["IP-literal", "reg-name"])
        self.assertEqual(entries["3986"]["changes"]["removed"], ["hostname", "ipv6reference"])
        self.assertTrue(entries["1738"]["changes"]["unchanged"])

    def test_the_alternatives_in_canonical_bnf(self):
        entries = {e["rfc"]: e for e in self.lineage("IPv6address")["grammars"]}
        changes = entries["3986"]["changes"]
        self.assertEqual(changes["removed"], ['hexpart [":" IPv4address]'])
        self.assertEqual(changes["added"][0], '6(h16 ":") ls32')
        self.assertEqual(changes["added"][4], '[*2(h16 ":") h16] "::" 2(h16 ":") ls32')
        self.assertEqual(len(changes["added"]), 9)
        # The same expression in RFC 3987's file is unchanged.
        self.assertTrue(entries["3987"]["changes"]["unchanged"])
        entries = {e["rfc"]: e for e in self.lineage("query")["grammars"]}
        self.assertEqual(entries["3986"]["changes"]["added"], ['*(pchar / "/" / "?")'])
        self.assertEqual(entries["2396"]["changes"]["removed"], ["*(uchar / reserved)"])
        entries = {e["rfc"]: e for e in self.lineage("path")["grammars"]}
        self.assertEqual(entries["2396"]["changes"]["added"], ["[abs_path / opaque_part]"])
        # An RFC 1738 literal matches its letters exactly: %s, as RFC 7405
        # writes it; RFC 1630's "I" is RFC 1738's.
        changes = self.lineage("ftptype")["grammars"][1]["changes"]
        self.assertEqual(changes["removed"], ['%s"A" formcode', '%s"E" formcode', '%s"L" digits'])
        self.assertNotIn('%s"I"', changes["added"])

    def test_the_same_alternatives_in_another_order(self):
        # RFC 1630's hex lists the lower-case letters first, RFC 1738's the
        # upper-case.
        entries = {e["rfc"]: e for e in self.lineage("hex")["grammars"]}
        changes = entries["1738"]["changes"]
        self.assertEqual((changes["unchanged"], changes["reordered"], changes["added"], changes["removed"]),
                         (False, True, [], []))
        r = run("railroad", "--across", "--rule", "hex", "--format", "text")
        self.assertIn("  changed from 1630-generic:\n    the same alternatives in another order\n", r.stdout)

    def test_names_compared_as_each_grammar_compares_them(self):
        # RFC 1738's alpha is not ALPHA (its names are compared exactly);
        # RFC 1808's and RFC 2396's are (they ignore case), as is ABNF's.
        rfcs = [(e["rfc"], e["name"]) for e in self.lineage("ALPHA")["grammars"]]
        self.assertEqual(rfcs[:2], [("1808", "alpha"), ("2396", "alpha")])
        self.assertIn(("3986", "ALPHA"), rfcs)
        self.assertIn("1738", [e["rfc"] for e in self.lineage("alpha")["grammars"]])

    def test_text(self):
        r = run("railroad", "--across", "--rule", "host", "--format", "text")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        blocks = r.stdout.split("\n\n")
        self.assertEqual(blocks[0].splitlines(), ["1630  RFC 1630, BNF for specific URL schemes  (rfc1630-url.bnf:74)",
                                                 "  host                   hostname | hostnumber",
                                                 "  first defined in this grammar"])
        self.assertEqual(blocks[3].splitlines(), [
            "2396+2732  RFC 2396 Appendix A as RFC 2732 amends it  (rfc2732.bnf:8)",
            "  host          = hostname | IPv4address | IPv6reference",
            "  changed from 2396:", "    added: ipv6reference", "    refers newly to: ipv6reference"])
        # The same line of the same file is not shown again.
        self.assertEqual(blocks[5].splitlines(),
                         ["3986+6874  RFC 3986 Appendix A as RFC 6874 amends it  (rfc3986.abnf:29)",
                          "  unchanged from 3986"])
        self.assertEqual(len(blocks), len(self.defining("host")))

    def test_svg(self):
        r = run("railroad", "--across", "--rule", "host")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        root = ET.fromstring(r.stdout.encode("utf-8"))
        self.assertEqual(root.tag, SVG + "svg")
        ids = [e.get("id") for e in root.iter() if e.get("id")]
        self.assertEqual(len(ids), len(set(ids)))
        steps = [g for g in root.iter(SVG + "g") if g.get("class") == "rr-lineage-grammar"]
        defined = self.defining("host")
        self.assertEqual([g.get("id") for g in steps], ["rfc" + g for g, _ in defined])
        for g, (rfc, p) in zip(steps, defined):
            self.assertEqual(g.find(SVG + "text").text, self.title(rfc) + " (" + rfc + ")")
            diagrams = [d for d in g.iter(SVG + "g") if d.get("class") == "rr-diagram"]
            self.assertEqual([d.get("id") for d in diagrams], ["rfc" + rfc + "-rr-host"])
            self.assertEqual(diagrams[0].find(SVG + "title").text, "host (" + rfc + ")")
            self.assertIn("host:\n", diagrams[0].find(SVG + "desc").text)
            self.assertEqual(drawn(shapes(diagrams[0])[0]), expected(p["expr"]))
        for a in root.iter(SVG + "a"):
            self.assertIn(a.get("href")[1:], ids, a.get("href"))
        self.assertGreater(len(list(root.iter(SVG + "a"))), 10)

    def test_html_whose_links_resolve(self):
        r = run("railroad", "--across", "--rule", "path", "--format", "html")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertTrue(r.stdout.startswith("<!DOCTYPE html>"))
        links = Links()
        links.feed(r.stdout)
        self.assertGreater(len(links.hrefs), 30)
        for href in links.hrefs:
            self.assertIn(href[1:], links.ids, href)
        for g, p in self.defining("path"):
            heading = re.search(f'<h2 id="rfc{re.escape(g)}-heading">(.*?)</h2>', r.stdout).group(1)
            self.assertEqual(html.unescape(heading), f"{self.title(g)} ({g})")
        self.assertIn("<pre>path          = [ abs_path | opaque_part ]</pre>", r.stdout)
        self.assertIn("<li>added: <code>[abs_path / opaque_part]</code></li>", r.stdout)
        # The JSON's diagram is the page's.
        for entry in self.lineage("path")["grammars"]:
            self.assertIn(entry["svg"], r.stdout)
            for ref in entry["references"]:
                self.assertIn(f'<dt id="{ref["id"]}">', r.stdout)

    def test_usage_errors(self):
        for args, words in [(["--across"], "--rule"),
                            (["--across", "--rule", "host", "--rfc", "3986"], "--rfc"),
                            (["--across", "--rule", "no-such-rule"], 'no grammar defines a production named "no-such-rule"'),
                            (["--across", "--rule", "hostnme"], "did you mean hostname?"),
                            (["--rule", "host", "--json"], "--json is --across's"),
                            (["--across", "--rule", "host", "--json", "--format", "text"], "instead of --format")]:
            r = run("railroad", *args)
            self.assertEqual((r.returncode, r.stdout), (2, ""), args)
            self.assertIn(words, r.stderr, args)


class Usage(unittest.TestCase):
    def test_errors(self):
        for args, word in [(["railroad", "--format", "png"], "--format"),
                           (["railroad", "--rule", "no-such-rule"], "no-such-rule"),
                           (["railroad", "http://a/"], "no arguments")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        r = run("railroad", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("--format", r.stdout)


if __name__ == "__main__":
    unittest.main()
