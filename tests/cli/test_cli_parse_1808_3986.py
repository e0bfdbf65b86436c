#!/usr/bin/env python3
"""The command-line contract of `urlbnf parse --rfc 1808|3986|3986+6874`: the
typed tree's JSON keys, absent versus empty components, offsets into the
input, and the exit status."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

KEYS = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note", "URI",
        "relative-ref", "scheme", "authority", "path", "segment", "query", "fragment"}


def parse(*args):
    r = subprocess.run([URLBNF, "parse", "--rfc", "1738", "--json", *args], capture_output=True, text=True)
    return r.returncode, [json.loads(line) for line in r.stdout.splitlines()], r.stderr


class Tree(unittest.TestCase):
    def test_keys_and_components_of_a_uri(self):
        url = "foo://u@example.com:8042/over/there?name=ferret#nose"
        status, (t,), _ = parse("--rfc", "3986", url)
        self.assertEqual(status, 0)
        self.assertEqual(set(t), KEYS)
        self.assertEqual((t["rfc"], t["match"]), ("3986", "URI"))
        self.assertIsNone(t["relative-ref"])
        a = t["authority"]
        self.assertEqual((a["raw"], a["userinfo"]["raw"], a["port"]["raw"]), ("u@example.com:8042", "u", "8042"))
        self.assertEqual((a["host"]["raw"], a["host"]["production"]), ("example.com", "reg-name"))
        self.assertEqual((t["path"]["raw"], t["path"]["production"]), ("/over/there", "path-abempty"))
        self.assertEqual([s["raw"] for s in t["segment"]], ["over", "there"])
        for c in (t["scheme"], a, a["host"], t["path"], t["query"], t["fragment"], *t["segment"]):
            self.assertEqual(url[c["offset"]:c["offset"] + len(c["raw"])], c["raw"])

    def test_absent_and_empty(self):
        _, (t,), _ = parse("--rfc", "3986", "http://@h:?")
        self.assertEqual(t["authority"]["userinfo"]["raw"], "")
        self.assertEqual(t["authority"]["port"]["raw"], "")
        self.assertEqual(t["query"]["raw"], "")
        self.assertIsNone(t["fragment"])
        _, (t,), _ = parse("--rfc", "3986", "?y")
        self.assertEqual((t["match"], t["path"]["production"], t["path"]["raw"]), ("relative-ref", "path-empty", ""))
        self.assertIsNone(t["authority"])

    def test_hosts(self):
        _, trees, _ = parse("--rfc", "3986", "http://133.105.136.53.example.com/", "http://1.2.3.4/",
                            "http://[v1.x]/")
        self.assertEqual([t["authority"]["host"]["production"] for t in trees],
                         ["reg-name", "IPv4address", "IP-literal"])
        self.assertEqual(trees[2]["authority"]["host"]["IPvFuture"]["raw"], "v1.x")
        status, (t,), _ = parse("--rfc", "3986+6874", "http://[fe80::1%25en0]/")
        self.assertEqual(status, 0)
        self.assertEqual(t["authority"]["host"]["ZoneID"]["raw"], "en0")
        self.assertEqual(t["authority"]["host"]["IPv6address"]["raw"], "fe80::1")

    def test_a_rejection_has_its_error_and_no_components(self):
        status, (t,), _ = parse("--rfc", "3986", "http://[fe80::1%25en0]/")
        self.assertEqual(status, 1)
        self.assertFalse(t["valid"])
        self.assertEqual(t["error"]["code"], "zone_identifier")
        self.assertIsNone(t["path"])
        self.assertEqual(t["segment"], [])

    def test_options_of_other_grammars_are_refused(self):
        for flag in ("--fold-scheme-case", "--ipv6-text-forms"):
            status, _, stderr = parse("--rfc", "3986", flag, "http://a/")
            self.assertEqual(status, 2)
            self.assertIn(flag, stderr)


KEYS_1808 = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note",
             "absoluteURL", "generic-RL", "relativeURL", "scheme", "net_path", "net_loc", "abs_path", "rel_path",
             "path", "segment", "params", "param", "query", "fragment"}


class Tree1808(unittest.TestCase):
    def test_keys_and_components_of_the_base_url(self):
        url = "http://a/b/c/d;p=1;q?x#f"
        status, (t,), _ = parse("--rfc", "1808", url)
        self.assertEqual(status, 0)
        self.assertEqual(set(t), KEYS_1808)
        self.assertEqual((t["rfc"], t["match"], t["also"]), ("1808", "generic-RL", ["absoluteURL"]))
        self.assertEqual(t["net_loc"]["raw"], "a")
        self.assertEqual([s["raw"] for s in t["segment"]], ["b", "c", "d"])
        self.assertEqual([p["raw"] for p in t["param"]], ["p=1", "q"])
        for c in (t["scheme"], t["net_loc"], t["path"], t["params"], t["query"], t["fragment"], *t["segment"],
                  *t["param"]):
            self.assertEqual(url[c["offset"]:c["offset"] + len(c["raw"])], c["raw"])

    def test_relative_and_opaque_urls(self):
        _, (rel, opaque), _ = parse("--rfc", "1808", "?y", "http://a//b")
        self.assertEqual((rel["match"], rel["query"]["raw"], rel["path"]), ("rel_path", "y", None))
        self.assertIsNone(rel["absoluteURL"])
        self.assertEqual((opaque["match"], opaque["absoluteURL"]["raw"]), ("absoluteURL", "http://a//b"))
        self.assertIsNone(opaque["generic-RL"])
        self.assertIsNone(opaque["net_loc"])

    def test_a_rejection_has_its_error(self):
        status, (t,), _ = parse("--rfc", "1808", "//a//b")
        self.assertEqual(status, 1)
        self.assertEqual((t["valid"], t["error"]["offset"], t["net_loc"]), (False, 4, None))


if __name__ == "__main__":
    unittest.main()
