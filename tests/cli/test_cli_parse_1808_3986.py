#!/usr/bin/env python3
"""The command-line contract of `urlbnf parse --rfc 1808|3986|3986+6874`: the
typed tree's JSON keys, absent versus empty components, offsets into the
input, and the exit status."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

VERDICT_KEYS = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note"}
# RFC 3986's and RFC 2396's parts, at the top level beside the tree.
PART_KEYS = {"scheme", "authority", "userinfo", "host", "port", "port_text", "port_reading", "path", "query",
             "fragment"}
KEYS = VERDICT_KEYS | PART_KEYS | {"tree"}
TREE_KEYS = {"uri", "relative_ref", "scheme", "authority", "path", "segment", "query", "fragment"}


def parse(*args):
    r = subprocess.run([URLBNF, "parse", "--rfc", "1738", "--json", *args], capture_output=True, text=True)
    return r.returncode, [json.loads(line) for line in r.stdout.splitlines()], r.stderr


class Tree(unittest.TestCase):
    def test_keys_and_components_of_a_uri(self):
        url = "foo://u@example.com:8042/over/there?name=ferret#nose"
        status, (o,), _ = parse("--rfc", "3986", url)
        self.assertEqual(status, 0)
        self.assertEqual(set(o), KEYS)
        self.assertEqual((o["rfc"], o["match"]), ("3986", "URI"))
        t = o["tree"]
        self.assertEqual(set(t), TREE_KEYS)
        self.assertIsNone(t["relative_ref"])
        a = t["authority"]
        self.assertEqual((a["raw"], a["userinfo"]["raw"], a["port"]["raw"]), ("u@example.com:8042", "u", "8042"))
        self.assertEqual((a["host"]["raw"], a["host"]["production"]), ("example.com", "reg-name"))
        self.assertEqual((t["path"]["raw"], t["path"]["production"]), ("/over/there", "path-abempty"))
        self.assertEqual([s["raw"] for s in t["segment"]], ["over", "there"])
        for c in (t["scheme"], a, a["host"], t["path"], t["query"], t["fragment"], *t["segment"]):
            self.assertEqual(url[c["offset"]:c["offset"] + len(c["raw"])], c["raw"])

    def test_absent_and_empty(self):
        _, (o,), _ = parse("--rfc", "3986", "http://@h:?")
        t = o["tree"]
        self.assertEqual(t["authority"]["userinfo"]["raw"], "")
        self.assertEqual(t["authority"]["port"]["raw"], "")
        self.assertEqual(t["query"]["raw"], "")
        self.assertIsNone(t["fragment"])
        _, (o,), _ = parse("--rfc", "3986", "?y")
        t = o["tree"]
        self.assertEqual((o["match"], t["path"]["production"], t["path"]["raw"]), ("relative-ref", "path-empty", ""))
        self.assertIsNone(t["authority"])

    def test_hosts(self):
        _, objects, _ = parse("--rfc", "3986", "http://133.105.136.53.example.com/", "http://1.2.3.4/",
                              "http://[v1.x]/")
        trees = [o["tree"] for o in objects]
        self.assertEqual([t["authority"]["host"]["production"] for t in trees],
                         ["reg-name", "IPv4address", "IP-literal"])
        self.assertEqual(trees[2]["authority"]["host"]["ipvfuture"]["raw"], "v1.x")
        status, (o,), _ = parse("--rfc", "3986+6874", "http://[fe80::1%25en0]/")
        self.assertEqual(status, 0)
        self.assertEqual(o["tree"]["authority"]["host"]["zoneid"]["raw"], "en0")
        self.assertEqual(o["tree"]["authority"]["host"]["ipv6address"]["raw"], "fe80::1")

    def test_a_rejection_has_its_error_and_no_components(self):
        status, (o,), _ = parse("--rfc", "3986", "http://[fe80::1%25en0]/")
        self.assertEqual(status, 1)
        self.assertFalse(o["valid"])
        self.assertEqual(o["error"]["code"], "zone_identifier")
        self.assertEqual({key: o[key] for key in PART_KEYS}, dict.fromkeys(PART_KEYS))
        self.assertIsNone(o["tree"]["path"])
        self.assertEqual(o["tree"]["segment"], [])

    def test_options_of_other_grammars_are_refused(self):
        for flag in ("--fold-scheme-case", "--ipv6-text-forms"):
            status, _, stderr = parse("--rfc", "3986", flag, "http://a/")
            self.assertEqual(status, 2)
            self.assertIn(flag, stderr)


# RFC 1808 has no parts at the top level: its tree only.
TREE_KEYS_1808 = {"absoluteurl", "generic_rl", "relativeurl", "scheme", "net_path", "net_loc", "abs_path",
                  "rel_path", "path", "segment", "params", "param", "query", "fragment"}


class Tree1808(unittest.TestCase):
    def test_keys_and_components_of_the_base_url(self):
        url = "http://a/b/c/d;p=1;q?x#f"
        status, (o,), _ = parse("--rfc", "1808", url)
        self.assertEqual(status, 0)
        self.assertEqual(set(o), VERDICT_KEYS | {"tree"})
        t = o["tree"]
        self.assertEqual(set(t), TREE_KEYS_1808)
        self.assertEqual((o["rfc"], o["match"], o["also"]), ("1808", "generic-RL", ["absoluteURL"]))
        self.assertEqual(t["net_loc"]["raw"], "a")
        self.assertEqual([s["raw"] for s in t["segment"]], ["b", "c", "d"])
        self.assertEqual([p["raw"] for p in t["param"]], ["p=1", "q"])
        for c in (t["scheme"], t["net_loc"], t["path"], t["params"], t["query"], t["fragment"], *t["segment"],
                  *t["param"]):
            self.assertEqual(url[c["offset"]:c["offset"] + len(c["raw"])], c["raw"])

    def test_relative_and_opaque_urls(self):
        _, (rel, opaque), _ = parse("--rfc", "1808", "?y", "http://a//b")
        self.assertEqual((rel["match"], rel["tree"]["query"]["raw"], rel["tree"]["path"]), ("rel_path", "y", None))
        self.assertIsNone(rel["tree"]["absoluteurl"])
        self.assertEqual((opaque["match"], opaque["tree"]["absoluteurl"]["raw"]), ("absoluteURL", "http://a//b"))
        self.assertIsNone(opaque["tree"]["generic_rl"])
        self.assertIsNone(opaque["tree"]["net_loc"])

    def test_a_rejection_has_its_error(self):
        status, (o,), _ = parse("--rfc", "1808", "//a//b")
        self.assertEqual(status, 1)
        self.assertEqual((o["valid"], o["error"]["offset"], o["tree"]["net_loc"]), (False, 4, None))


if __name__ == "__main__":
    unittest.main()
