#!/usr/bin/env python3
"""The command-line contract of `urlbnf railroad`: for every production of
every grammar, the SVG diagram's structure is the grammar model's (`urlbnf
grammar --json`: sequence, choice, option, repetition with its bounds,
terminals as the RFC writes them, productions by name), every link
resolves, every diagram has a title, a description and its "used by"
line; the HTML page's links resolve; the text form; usage errors."""
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
