#!/usr/bin/env python3
"""The command-line contract of `urlbnf playground`: the page on standard
output, unchanged without a URL, with a URL escaped into its URL field's
value attribute; exit status 2 and how to build the page when there is none.
A small page stands in for the built one ($URLBNF_PLAYGROUND_PAGE); the
browser test (tests/playground/test_browser.mjs) opens the real one."""
import os
import subprocess
import sys
import tempfile
import unittest
from html.parser import HTMLParser
from pathlib import Path

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

PAGE = """<!DOCTYPE html>
<html><body>
<input type="text" id="base" value="http://a/b/c/d;p?q">
<input type="text" id="url" autocomplete="off" autofocus
  value="http://joe:pw@www.joes-hardware.com/">
<p>value="untouched"</p>
</body></html>
"""


def run(*args, page):
    env = dict(os.environ, URLBNF_PLAYGROUND_PAGE=str(page))
    return subprocess.run([URLBNF, "playground", *args], capture_output=True, text=True, env=env)


class Fields(HTMLParser):
    def __init__(self):
        super().__init__()
        self.values = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "input":
            self.values[attrs["id"]] = attrs.get("value")


def field_values(html):
    parser = Fields()
    parser.feed(html)
    return parser.values


class Playground(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.page = Path(self.dir.name) / "urlbnf-playground.html"
        self.page.write_text(PAGE)

    def tearDown(self):
        self.dir.cleanup()

    def test_the_page_as_built_without_a_url(self):
        r = run(page=self.page)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual(r.stdout, PAGE)

    def test_the_url_prefilled_and_escaped(self):
        url = "http://a/?q=\"<b>&amp;'x'</b>"
        r = run(url, page=self.page)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        escaped = "http://a/?q=&quot;&lt;b&gt;&amp;amp;&#39;x&#39;&lt;/b&gt;"
        # Only the URL field's value changes.
        self.assertEqual(r.stdout, PAGE.replace("http://joe:pw@www.joes-hardware.com/", escaped))
        self.assertEqual(field_values(r.stdout), {"base": "http://a/b/c/d;p?q", "url": url})

    def test_an_empty_url_and_one_that_looks_like_an_option(self):
        self.assertEqual(field_values(run("", page=self.page).stdout)["url"], "")
        r = run("--", "-x:y", page=self.page)
        self.assertEqual(r.returncode, 0)
        self.assertEqual(field_values(r.stdout)["url"], "-x:y")

    def test_no_page(self):
        missing = Path(self.dir.name) / "missing.html"
        for args in ((), ("http://a/",)):
            r = run(*args, page=missing)
            self.assertEqual(r.returncode, 2)
            self.assertEqual(r.stdout, "")
            self.assertIn(f"no page at {missing}", r.stderr)
            self.assertIn("bash tools/playground", r.stderr)

    def test_a_page_without_a_url_field(self):
        self.page.write_text("<html><body><p>no field</p></body></html>\n")
        r = run("http://a/", page=self.page)
        self.assertEqual((r.returncode, r.stdout), (2, ""))
        self.assertIn('has no URL field (id="url" with a value)', r.stderr)
        self.assertEqual(run(page=self.page).returncode, 0)

    def test_usage(self):
        r = run("http://a/", "http://b/", page=self.page)
        self.assertEqual((r.returncode, r.stdout), (2, ""))
        self.assertIn("playground takes one URL at most", r.stderr)
        self.assertEqual(run("--page", "x", page=self.page).returncode, 2)
        r = run("--help", page=self.page)
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf playground [URL]", r.stdout)
        self.assertIn("URLBNF_PLAYGROUND_PAGE", r.stdout)
        listed = subprocess.run([URLBNF, "--help"], capture_output=True, text=True).stdout
        self.assertRegex(listed, r"\n  playground +write the WebAssembly playground page")


if __name__ == "__main__":
    unittest.main()
