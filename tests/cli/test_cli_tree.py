#!/usr/bin/env python3
"""The command-line contract of `urlbnf tree`: the derivation tree as text
(exactly), as a Graphviz digraph and as one self-contained HTML page, for
every registered grammar; invalid input and usage errors."""
import json
import re
import shutil
import subprocess
import sys
import unittest
from html.parser import HTMLParser
from pathlib import Path

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
GRAMMAR_DIR = Path(__file__).resolve().parents[2] / "grammar"

# A valid input per registered grammar, and the root of its tree.
SAMPLES = {
    "1630": ("mid:\"<script>document.title=1</script><b>&amp;'x'</b>\"@a.b", "midaddress"),
    "1630-generic": ("x:a/b?c#d", "fragmentaddress"),
    "1738": ("ftp://u:p@h.example/a%2Fb;type=d", "ftpurl"),
    "1808": ("http://u@h/a//b;p?q#f", "URL"),
    "2396": ("http://a/b;p?q#f", "URI-reference"),
    "2396+2732": ("http://[::1]/a;p?q#f", "URI-reference"),
    "3986": ("http://u@[v1.x]:8/a/b?q#f", "URI-reference"),
    "3986+6874": ("http://[fe80::1%25en0]/a?q#f", "URI-reference"),
    "2397": ("data:text/plain;charset=utf-8;base64,SGk=", "dataurl"),
    "8089": ("file://[fe80::1%25en0]/c:/x", "file-URI"),
    "8089-nonstd": ("file://///server/share/x", "file-URI"),
    "6068": ("mailto:a@b,\"c,d\"@[e]?subject=Hi%20there&body=x", "mailtoURI"),
    "9110": ("HTTPS://u@[::1]:8/a/b?q", "https-URI"),
    "3987": ("https://\u4f8b\u3048.jp/\u30d1\u30b9?q=\ue000#f", "IRI-reference"),
}


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def registered_grammars():
    r = run("check", "--all", "--json", "news:*")
    return [json.loads(l)["rfc"] for l in r.stdout.splitlines()]


def text_nodes(stdout):
    """The node lines of a text tree, without the header and the drawing."""
    return [re.sub(r"^[\u2502\u251c\u2514\u2500 ]*", "", l) for l in stdout.splitlines() if re.search(r" \[\d+,\d+\)", l)]


class Text(unittest.TestCase):
    def test_an_http_url_folded(self):
        r = run("tree", "--rfc", "1738", "http://www.ex.com:80/a/b?c")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stderr, "")
        self.assertEqual(r.stdout, """\
RFC 1738 Section 5, rule url: valid httpurl (also genericurl)
tree of httpurl, the production check matched: rule url judges a URL by its scheme's production
httpurl [0,26) "http://www.ex.com:80/a/b?c"
\u251c\u2500 "http://" [0,7)
\u251c\u2500 hostport [7,20) "www.ex.com:80"
\u2502  \u251c\u2500 host [7,17) "www.ex.com"
\u2502  \u2502  \u2514\u2500 hostname [7,17) "www.ex.com"
\u2502  \u2502     \u251c\u2500 domainlabel [7,10) "www"
\u2502  \u2502     \u251c\u2500 "." [10,11)
\u2502  \u2502     \u251c\u2500 domainlabel [11,13) "ex"
\u2502  \u2502     \u251c\u2500 "." [13,14)
\u2502  \u2502     \u2514\u2500 toplabel [14,17) "com"
\u2502  \u251c\u2500 ":" [17,18)
\u2502  \u2514\u2500 port [18,20) "80"
\u2502     \u2514\u2500 digits [18,20) "80"
\u251c\u2500 "/" [20,21)
\u251c\u2500 hpath [21,24) "a/b"
\u2502  \u251c\u2500 hsegment [21,22) "a"
\u2502  \u251c\u2500 "/" [22,23)
\u2502  \u2514\u2500 hsegment [23,24) "b"
\u251c\u2500 "?" [24,25)
\u2514\u2500 search [25,26) "c"
""")

    def test_every_character_class_with_classes(self):
        r = run("tree", "--rfc", "1738", "--classes", "http://a/b")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(text_nodes(r.stdout), [
            'httpurl [0,10) "http://a/b"', '"http://" [0,7)', 'hostport [7,8) "a"', 'host [7,8) "a"',
            'hostname [7,8) "a"', 'toplabel [7,8) "a"', 'alpha [7,8) "a"', 'lowalpha [7,8) "a"', '"/" [8,9)',
            'hpath [9,10) "b"', 'hsegment [9,10) "b"', 'uchar [9,10) "b"', 'unreserved [9,10) "b"',
            'alpha [9,10) "b"', 'lowalpha [9,10) "b"'])

    def test_a_run_of_classes_among_literals_is_one_node(self):
        r = run("tree", "--rfc", "1738", "svn+ssh://a1b.c/x%20y")
        nodes = text_nodes(r.stdout)
        self.assertEqual(nodes[:6], ['otherurl [0,21) "svn+ssh://a1b.c/x%20y"', 'genericurl [0,21) "svn+ssh://a1b.c/x%20y"',
                                     'scheme [0,7) "svn+ssh"', 'lowalpha \u00d73 [0,3) "svn"', '"+" [3,4)',
                                     'lowalpha \u00d73 [4,7) "ssh"'])
        self.assertIn('urlpath [16,21) "x%20y"', nodes)
        self.assertEqual(nodes[-1], 'urlpath [16,21) "x%20y"')

    def test_rfc_2732_ipv6_reference(self):
        r = run("tree", "--rfc", "2396+2732", "http://[::1]/a;p?q#f")
        self.assertEqual(r.returncode, 0)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "RFC 2396 Appendix A as RFC 2732 amends it, rule URI-reference: valid absoluteURI")
        self.assertEqual(lines[1], 'URI-reference [0,20) "http://[::1]/a;p?q#f"')
        self.assertEqual(text_nodes(r.stdout)[10:20], [
            'host [7,12) "[::1]"', 'IPv6reference [7,12) "[::1]"', '"[" [7,8)', 'IPv6address [8,11) "::1"',
            'hexpart [8,11) "::1"', '"::" [8,10)', 'hexseq [10,11) "1"', 'hex4 [10,11) "1"', '"]" [11,12)',
            'abs_path [12,16) "/a;p"'])

    def test_rule_names_the_root_as_check_reads_it(self):
        r = run("tree", "--rfc", "2396", "--rule", "uri-reference", "g")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines()[1:], [
            'URI-reference [0,1) "g"', '\u2514\u2500 relativeURI [0,1) "g"', '   \u2514\u2500 rel_path [0,1) "g"',
            '      \u2514\u2500 rel_segment [0,1) "g"'])
        r = run("tree", "--rfc", "1738", "--rule", "hostname", "www.ex.com")
        self.assertEqual(r.stdout.splitlines()[1], 'hostname [0,10) "www.ex.com"')

    def test_a_scheme_judged_by_the_generic_bnf_is_that_grammars_tree(self):
        r = run("tree", "--rfc", "1630", "x-foo:bar/baz")
        self.assertEqual(r.returncode, 0)
        lines = r.stdout.splitlines()
        self.assertTrue(lines[1].startswith('note: "x-foo" is an experimental prefix'), lines[1])
        self.assertEqual(lines[2], "tree of fragmentaddress by RFC 1630, BNF of Generic URI Syntax (--rfc 1630-generic), "
                                   "the production check matched: rule url judges a URL by its scheme's production")
        self.assertEqual(lines[3], 'fragmentaddress [0,13) "x-foo:bar/baz"')

    def test_quotes_and_backslashes_in_the_span_text_are_escaped(self):
        r = run("tree", "--rfc", "1630", 'mid:"a\\"b\\\\c"@a.b')
        self.assertEqual(r.returncode, 0)
        self.assertIn('midaddress [0,17) "mid:\\"a\\\\\\"b\\\\\\\\c\\"@a.b"', text_nodes(r.stdout))


class Stream(unittest.TestCase):
    def test_text_trees_of_each_line_of_standard_input_in_order(self):
        lines = "http://a/b\nnot a url\nftp://h/p\n"
        r = subprocess.run([URLBNF, "tree", "--rfc", "1738"], input=lines, capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        one_by_one = "".join(run("tree", "--rfc", "1738", line).stdout for line in lines.splitlines())
        self.assertEqual(r.stdout, one_by_one)
        self.assertEqual(run("tree", "--rfc", "1738", *lines.splitlines()).stdout, one_by_one)


class Dot(unittest.TestCase):
    NODE = re.compile(r'^  n(\d+) \[label="((?:[^"\\]|\\.)*)"(.*)\];$')
    EDGE = re.compile(r"^  n(\d+) -> n(\d+);$")

    @staticmethod
    def unescape(s):
        return re.sub(r"\\(.)", lambda m: {"n": "\n", "l": "\n"}.get(m.group(1), m.group(1)), s)

    def parse(self, stdout):
        lines = stdout.splitlines()
        self.assertEqual(lines[0], "digraph derivation {")
        self.assertEqual(lines[-1], "}")
        self.assertTrue(re.match(r'^  graph \[ordering=out, labelloc=t, labeljust=l, label="((?:[^"\\]|\\.)*)"\];$',
                                 lines[1]), lines[1])
        self.assertEqual(lines[2], '  node [shape=box, fontname="monospace"];')
        nodes, edges = {}, []
        for l in lines[3:-1]:
            m = self.NODE.match(l)
            if m:
                nodes[int(m.group(1))] = (self.unescape(m.group(2)), m.group(3))
                continue
            e = self.EDGE.match(l)
            self.assertIsNotNone(e, l)
            edges.append((int(e.group(1)), int(e.group(2))))
        return nodes, edges

    def check_against_text(self, args):
        r = run("tree", "--rfc", "1738", "--format", "dot", *args)
        self.assertEqual(r.returncode, 0, args)
        nodes, edges = self.parse(r.stdout)
        self.assertEqual(sorted(nodes), list(range(len(nodes))))
        parents = {}
        for a, b in edges:
            self.assertIn(a, nodes)
            self.assertNotIn(b, parents, "one parent each")
            self.assertLess(a, b, "pre-order")
            parents[b] = a
        self.assertEqual(sorted(parents), list(range(1, len(nodes))))
        # The same nodes, in the same order, as the text tree.
        text = text_nodes(run("tree", "--rfc", "1738", *args).stdout)
        self.assertEqual([nodes[i][0].replace("\n", " ") for i in range(len(nodes))], text)
        for label, attributes in nodes.values():
            if label.startswith('"'):
                self.assertEqual(attributes, ', shape=ellipse, style=filled, fillcolor="#e8e8e8"')
            elif "\u00d7" in label.split("\n")[0] or attributes:
                self.assertEqual(attributes, ", style=dashed")
        if shutil.which("dot"):
            svg = subprocess.run(["dot", "-Tsvg"], input=r.stdout, capture_output=True, text=True)
            self.assertEqual(svg.returncode, 0, svg.stderr)
            self.assertEqual(svg.stdout.count('class="node"'), len(nodes))
        return nodes

    def test_every_grammar(self):
        self.assertEqual(sorted(registered_grammars()), sorted(SAMPLES))
        for grammar, (url, root) in SAMPLES.items():
            nodes = self.check_against_text(["--rfc", grammar, url])
            self.assertEqual(nodes[0][0].split("\n")[0], root)

    def test_classes_and_quotes(self):
        self.check_against_text(["--classes", "http://a/b"])
        nodes = self.check_against_text(["--rfc", "1630", 'mid:"a\\"b\\\\c"@a.b'])
        self.assertEqual(nodes[0][0], 'midaddress\n[0,17) "mid:\\"a\\\\\\"b\\\\\\\\c\\"@a.b"')

    def test_header_is_the_graph_label(self):
        r = run("tree", "--rfc", "1738", "--format", "dot", "http://a/b")
        self.assertIn('label="RFC 1738 Section 5, rule url: valid httpurl (also genericurl)\\ltree of httpurl, ',
                      r.stdout.splitlines()[1])


class Page(HTMLParser):
    """The parts of the page the tests look at, and whether it is well formed."""
    VOID = {"meta", "br", "hr", "img", "input", "link", "source", "wbr"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.external = [], [], []
        self.tags = {}
        self.title = ""
        self.spans = []  # [node, text] of each span of the input, in document order
        self.open_spans = []
        self.in_input = False
        self.buttons = []  # (node, bnf, label)
        self.sections = {}  # data-production -> {"h2", "where", "pre"}
        self.section = None
        self.text_of = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags[tag] = self.tags.get(tag, 0) + 1
        for name in ("src", "href", "srcset", "action", "data"):
            if name in a:
                self.external.append((tag, name, a[name]))
        if tag not in self.VOID:
            self.stack.append((tag, a))
        if tag == "pre" and a.get("class") == "input":
            self.in_input = True
        elif tag == "span" and self.in_input:
            self.spans.append([a["data-node"], ""])
            self.open_spans.append(self.spans[-1])
        elif tag == "button":
            self.buttons.append([a["data-node"], a["data-bnf"], ""])
            self.text_of = self.buttons[-1]
        elif tag == "section":
            self.section = self.sections.setdefault(a["data-production"], {"h2": "", "where": "", "pre": ""})
        elif self.section is not None and tag in ("h2", "pre") or tag == "p" and a.get("class") == "where":
            self.text_of = [self.section, "where" if tag == "p" else tag]

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append("</%s> closes %s" % (tag, self.stack[-1][0] if self.stack else "nothing"))
            return
        self.stack.pop()
        if tag == "pre" and self.in_input:
            self.in_input = False
        elif tag == "span" and self.open_spans and self.in_input:
            self.open_spans.pop()
        elif tag == "section":
            self.section = None
        if tag in ("button", "h2", "pre", "p"):
            self.text_of = None

    def handle_data(self, data):
        if self.stack and self.stack[-1][0] == "title":
            self.title += data
        for s in self.open_spans:
            s[1] += data
        if isinstance(self.text_of, list) and len(self.text_of) == 3:
            self.text_of[2] += data
        elif self.text_of is not None:
            self.text_of[0][self.text_of[1]] += data


class Html(unittest.TestCase):
    def page(self, args):
        r = run("tree", "--rfc", "1738", "--format", "html", *args)
        self.assertEqual(r.returncode, 0, args)
        self.assertEqual(r.stderr, "")
        p = Page()
        p.feed(r.stdout)
        p.close()
        self.assertEqual(p.errors, [])
        self.assertEqual(p.stack, [], "every element closed")
        self.assertEqual(p.external, [], "no external resource")
        self.assertTrue(r.stdout.startswith("<!DOCTYPE html>\n"))
        self.assertEqual((p.tags.get("style"), p.tags.get("script"), p.tags.get("link")), (1, 1, None))
        return p, r.stdout

    def check_page(self, args, url):
        p, raw = self.page(args)
        text = dict((node, t) for node, t in p.spans)
        self.assertEqual(p.spans[0][1], url, "the input, whole, as the root span")
        self.assertEqual(p.title, 'urlbnf tree "%s"' % url.replace("\\", "\\\\").replace('"', '\\"'))
        # A span per node of the tree, each holding the text its node matched.
        nodes = text_nodes(run("tree", "--rfc", "1738", *args).stdout)
        self.assertEqual([b[2] for b in p.buttons], [re.sub(r" \[\d+,\d+\).*", "", n) for n in nodes])
        self.assertEqual(sorted(text), sorted(b[0] for b in p.buttons))
        for (node, bnf, label), line in zip(p.buttons, nodes):
            # Offsets count octets of the input's UTF-8 (RFC 3987's input
            # has characters beyond US-ASCII); a node spans whole characters.
            b, e = map(int, re.search(r" \[(\d+),(\d+)\)", line).groups())
            self.assertEqual(text[node], url.encode("utf-8")[b:e].decode("utf-8"), line)
            if bnf == "literal":
                self.assertTrue(label.startswith('"'), label)
                continue
            # The BNF of each production the node names: as grammar/ writes it, at the file and line shown.
            names = label.split(" \u00d7")[0].split("|")
            self.assertEqual(len(names), len(bnf.split()))
            for name, k in zip(names, bnf.split()):
                section = p.sections[k]
                self.assertEqual(section["h2"], name)
                self.assertTrue(section["where"].startswith("RFC "), section["where"])
                where = re.search(r" \u00b7 ([\w.+-]+\.a?bnf):(\d+)$", section["where"])
                self.assertIsNotNone(where, section["where"])
                lines = (GRAMMAR_DIR / where.group(1)).read_text().splitlines()
                source = section["pre"].splitlines()
                start = int(where.group(2)) - 1
                self.assertEqual(lines[start:start + len(source)], source, name)
                # RFC 2396's names ignore case: its rules spell "ipv6reference" IPv6reference.
                self.assertTrue(source[0].lower().startswith(name.lower()), source[0])
        return p, raw

    def test_every_grammar(self):
        self.assertEqual(sorted(registered_grammars()), sorted(SAMPLES))
        for grammar, (url, root) in SAMPLES.items():
            p, _ = self.check_page(["--rfc", grammar, url], url)
            self.assertEqual(p.buttons[0][2], root)

    def test_markup_in_the_input_is_text(self):
        url = SAMPLES["1630"][0]
        p, raw = self.check_page(["--rfc", "1630", url], url)
        self.assertNotIn("<script>document", raw)
        self.assertNotIn("<b>", raw)
        self.assertIn("&lt;script&gt;document.title=1&lt;/script&gt;&lt;b&gt;&amp;amp;&#39;x&#39;&lt;/b&gt;", raw)
        self.assertEqual(p.title.count("<script>"), 1, "the title holds the input as text")

    def test_quotes_and_apostrophes(self):
        url = "mid:\"a'&\\\"b\"@a.b"
        self.check_page(["--rfc", "1630", url], url)

    def test_classes(self):
        p, _ = self.check_page(["--classes", "http://a/b"], "http://a/b")
        self.assertIn("lowalpha", [b[2] for b in p.buttons])

    def test_selection_script_and_hint(self):
        _, raw = self.page(["http://a/b"])
        self.assertIn("Select a node of the tree or a span of the input", raw)
        self.assertIn("document.addEventListener('click'", raw)


class Errors(unittest.TestCase):
    def test_invalid_text_is_the_check_verdict_on_standard_output(self):
        r = run("tree", "--rfc", "1738", "http://u@h/")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, "")
        self.assertEqual(r.stdout, run("check", "--rfc", "1738", "http://u@h/").stdout)

    def test_invalid_dot_or_html_writes_nothing_on_standard_output(self):
        for fmt in ("dot", "html"):
            r = run("tree", "--format", fmt, "--rfc", "2396", "http://a/b c")
            self.assertEqual(r.returncode, 1)
            self.assertEqual(r.stdout, "")
            self.assertTrue(r.stderr.startswith("urlbnf tree: invalid  http://a/b c\n  at offset 10: RFC 2396 \u00a72.4.3"),
                            r.stderr)

    def test_a_rule_named_is_its_bnf_language(self):
        # url has no production for a scheme the prose names without one:
        # only the scheme reading (no --rule) judges it by the generic BNF.
        r = run("tree", "--rfc", "1630", "--rule", "prefixedurl", "url:x-foo:bar")
        self.assertEqual(r.returncode, 1)
        self.assertTrue(r.stdout.startswith("invalid  url:x-foo:bar\n"), r.stdout)
        r = run("tree", "--rfc", "1630", "x-foo:bar")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("tree of fragmentaddress by RFC 1630, BNF of Generic URI Syntax (--rfc 1630-generic)", r.stdout)

    def test_usage_errors(self):
        for args, message in [(["--format", "dot"], "tree --format dot takes one URL"),
                              (["--format", "html", "a:b", "c:d"], "tree --format html takes one URL"),
                              (["--format", "svg", "a:b"], "--format svg: expected text, dot or html"),
                              (["--rfc", "9999", "a:b"], "--rfc 9999: unknown grammar"),
                              (["--rule", "nosuch", "a:b"], "--rule nosuch: RFC 1738 Section 5 has no such production"),
                              (["--bogus", "a:b"], "unknown option --bogus")]:
            r = run("tree", "--rfc", "1738", *args)
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(r.stdout, "")
            self.assertIn(message, r.stderr)

    def test_help(self):
        r = run("tree", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertTrue(r.stdout.startswith("usage: urlbnf tree [--rfc GRAMMAR] [--rule PRODUCTION]"))
        self.assertIn("tree", run("--help").stdout)


if __name__ == "__main__":
    unittest.main()
