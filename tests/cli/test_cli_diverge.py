#!/usr/bin/env python3
"""The command-line contract of `urlbnf diverge`: RFC 2396 and RFC 2396 as
RFC 2732 amends it part on host at a three-character IPv6 literal; every
input reported is judged as reported by `urlbnf check` (which grammar
accepts it, where and why the other rejects it); each is shrunk (no
character can be removed, nor replaced by '0' or 'a', keeping the same
disagreement); the inputs are distinct and shortest first; the same seed
prints the same bytes; a grammar against itself finds nothing and exits 0;
the text form; usage errors."""
import json
import re
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

# (--rfc, --against, --rule) pairs known to part.
PAIRS = [("2396", "2396+2732", "host"), ("2396", "2396+2732", "URI-reference"),
         ("3986", "3986+6874", "host"), ("2396", "3986", "URI-reference"), ("1738", "1630", "hostport")]


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


def diverge(*args):
    r = run("diverge", "--json", *args)
    assert r.returncode in (0, 1), r.stderr
    return r.returncode, json.loads(r.stdout)


def accepted(rfc, rule, inputs):
    """Whether `check --rfc RFC --rule RULE` accepts each input (one a line)."""
    r = run("check", "--json", "--rfc", rfc, "--rule", rule, stdin="".join(i + "\n" for i in inputs))
    assert r.returncode in (0, 1), r.stderr
    verdicts = [json.loads(line) for line in r.stdout.splitlines()]
    assert len(verdicts) == len(inputs)
    return [v["valid"] for v in verdicts]


def characters_removed(s):
    return [s[:i] + s[i + 1:] for i in range(len(s))]


def characters_simplified(s):
    simplicity = {"0": 0, "a": 1}
    return [s[:i] + c + s[i + 1:] for i in range(len(s)) for c in "0a"
            if simplicity[c] < simplicity.get(s[i], 2)]


class Finds(unittest.TestCase):
    def test_rfc_2732_parts_from_rfc_2396_at_an_ipv6_literal_of_three_characters(self):
        status, d = diverge("--rfc", "2396", "--against", "2396+2732", "--rule", "host")
        self.assertEqual(status, 1)
        first = d["disagreements"][0]
        self.assertEqual(first["input"], "[0]")
        self.assertEqual((first["accepted_by"], first["rejected_by"]), ("2396+2732", "2396"))
        self.assertEqual(first["rejection"]["error"]["offset"], 0)
        self.assertEqual(first["rejection"]["error"]["remedy"], {"kind": "grammar", "name": "2396+2732"})
        self.assertIn("[::]", [f["input"] for f in d["disagreements"]])
        # and the other way: RFC 2732 narrows IPv4address to 1*3DIGIT.
        self.assertIn("0.0.0.0000", [f["input"] for f in d["disagreements"] if f["accepted_by"] == "2396"])

    def test_every_input_is_judged_as_reported_by_check(self):
        for rfc, against, rule in PAIRS:
            with self.subTest(rfc=rfc, against=against, rule=rule):
                status, d = diverge("--rfc", rfc, "--against", against, "--rule", rule, "--limit", "20")
                self.assertEqual(status, 1)
                self.assertEqual(d["grammars"], [rfc, against])
                self.assertTrue(d["disagreements"])
                for f in d["disagreements"]:
                    self.assertEqual(accepted(f["accepted_by"], rule, [f["input"]]), [True], f)
                    r = run("check", "--json", "--rfc", f["rejected_by"], "--rule", rule, "--", f["input"])
                    self.assertEqual(r.returncode, 1, f)
                    self.assertEqual(json.loads(r.stdout), f["rejection"])
                    self.assertEqual({f["accepted_by"], f["rejected_by"]}, {rfc, against})

    def test_each_input_is_locally_minimal(self):
        for rfc, against, rule in PAIRS:
            with self.subTest(rfc=rfc, against=against, rule=rule):
                _, d = diverge("--rfc", rfc, "--against", against, "--rule", rule, "--limit", "20")
                for f in d["disagreements"]:
                    near = characters_removed(f["input"]) + characters_simplified(f["input"])
                    by_accepting = accepted(f["accepted_by"], rule, near)
                    by_rejecting = accepted(f["rejected_by"], rule, near)
                    for n, a, b in zip(near, by_accepting, by_rejecting):
                        self.assertFalse(a and not b, f"{f['input']!r} shrinks further to {n!r}")

    def test_inputs_are_distinct_shortest_first_and_counted(self):
        for rfc, against, rule in PAIRS:
            with self.subTest(rfc=rfc, against=against, rule=rule):
                _, d = diverge("--rfc", rfc, "--against", against, "--rule", rule, "--limit", "20", "-n", "300")
                inputs = [f["input"].encode() for f in d["disagreements"]]
                self.assertEqual(inputs, sorted(set(inputs), key=lambda i: (len(i), i)))
                self.assertLessEqual(len(inputs), 20)
                self.assertLessEqual(len(inputs), d["disagreed"])
                self.assertLessEqual(d["disagreed"], d["judged"])
                self.assertLessEqual(d["judged"], 2 * 4 * 300)
                self.assertEqual((d["draws"], d["seed"], d["production"]), (300, 1, rule))

    def test_the_limit(self):
        _, d = diverge("--rfc", "2396", "--against", "2396+2732", "--limit", "2")
        self.assertEqual(len(d["disagreements"]), 2)
        r = run("diverge", "--rfc", "2396", "--against", "2396+2732", "--limit", "0")
        self.assertEqual(r.returncode, 1)
        self.assertRegex(r.stdout, r"\A\d+ of \d+ candidates disagreed; seed 1\n\Z")


class Reproducible(unittest.TestCase):
    def test_the_same_seed_prints_the_same_bytes(self):
        for args in (["--rule", "host"], ["--rule", "host", "--json"], ["--seed", "7", "-n", "200"]):
            with self.subTest(args=args):
                first = run("diverge", "--rfc", "2396", "--against", "2396+2732", *args)
                self.assertEqual(first.returncode, 1)
                self.assertEqual(run("diverge", "--rfc", "2396", "--against", "2396+2732", *args).stdout,
                                 first.stdout)

    def test_another_seed_searches_other_inputs(self):
        outputs = {run("diverge", "--rfc", "2396", "--against", "3986", "--seed", seed, "-n", "100").stdout
                   for seed in ("1", "2", "3")}
        self.assertGreater(len(outputs), 1)

    def test_the_draws_bound_the_search(self):
        _, few = diverge("--rfc", "2396", "--against", "2396+2732", "-n", "10")
        _, more = diverge("--rfc", "2396", "--against", "2396+2732", "-n", "1000")
        self.assertLess(few["judged"], more["judged"])
        _, none = diverge("--rfc", "2396", "--against", "2396+2732", "-n", "0")
        self.assertEqual((none["judged"], none["disagreed"], none["disagreements"]), (0, 0, []))


class Agreement(unittest.TestCase):
    def test_a_grammar_against_itself_finds_nothing_exit_zero(self):
        for rule in ("URI-reference", "host", "IPv6address"):
            with self.subTest(rule=rule):
                r = run("diverge", "--rfc", "3986", "--against", "3986", "--rule", rule)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertRegex(r.stdout, r"\A0 of [1-9]\d* candidates disagreed; seed 1: no disagreement found, "
                                           r"which proves nothing beyond these candidates\n\Z")
                status, d = diverge("--rfc", "3986", "--against", "3986", "--rule", rule)
                self.assertEqual((status, d["disagreed"], d["disagreements"]), (0, 0, []))


class Text(unittest.TestCase):
    def test_one_line_per_input_as_the_json_says(self):
        args = ["--rfc", "2396", "--against", "3986", "--limit", "8"]
        r = run("diverge", *args)
        self.assertEqual(r.returncode, 1)
        _, d = diverge(*args)
        lines = r.stdout.splitlines()
        self.assertEqual(len(lines), len(d["disagreements"]) + 1)
        for line, f in zip(lines, d["disagreements"]):
            quoted = '"' + f["input"].replace("\\", "\\\\").replace('"', '\\"') + '"'
            error = f["rejection"]["error"]
            self.assertEqual(line, f"{quoted}  accepted by {f['accepted_by']}, rejected by {f['rejected_by']} "
                                   f"at offset {error['offset']}: {error['message']}")
        self.assertEqual(lines[-1], f"{d['disagreed']} of {d['judged']} candidates disagreed; seed 1")

    def test_the_default_rule_is_the_first_grammars(self):
        _, d = diverge("--rfc", "2396", "--against", "2396+2732")
        self.assertEqual(d["production"], "URI-reference")


class Usage(unittest.TestCase):
    def test_errors(self):
        for args, words in [(["--rfc", "no-such-grammar", "--against", "3986"], ["--rfc no-such-grammar", "known: "]),
                            (["--against", "no-such-grammar"], ["--against no-such-grammar", "known: "]),
                            (["--rfc", "3986"], ["needs --against"]),
                            (["--rfc", "3986", "--against", "1738", "--rule", "IPv6address"],
                             ["--rule IPv6address", "RFC 1738", "has no production IPv6address"]),
                            (["--rfc", "3986", "--against", "1738"], ["--rule URI-reference", "RFC 1738"]),
                            (["--against", "3986", "--rule", "no-such-rule"], ["no-such-rule", "no such production"]),
                            (["--against", "3986", "-n", "x"], ["-n x: expected a whole number from 0 to 100000"]),
                            (["--against", "3986", "-n", "-1"], ["-n -1"]),
                            (["--against", "3986", "-n", "100001"], ["-n 100001"]),
                            (["--against", "3986", "--limit", "1001"], ["--limit 1001"]),
                            (["--against", "3986", "--seed", "s"], ["--seed s"]),
                            (["--against", "3986", "http://a/"], ["no arguments"])]:
            with self.subTest(args=args):
                r = run("diverge", *args)
                self.assertEqual(r.returncode, 2)
                for word in words:
                    self.assertIn(word, r.stderr)
                self.assertEqual(r.stdout, "")

    def test_help(self):
        r = run("diverge", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("--against", r.stdout)


if __name__ == "__main__":
    unittest.main()
