#!/usr/bin/env python3
"""The command-line contract of `urlbnf generate`: N members of a
production's language, one per line, the same for the same seed, each
accepted by `urlbnf check`; and its usage errors."""
import re
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True, input=stdin)


def members(*args):
    r = run("generate", "--rfc", "1738", *args)
    assert r.returncode == 0, r.stderr
    assert r.stdout.endswith("\n") or r.stdout == "", r.stdout
    return r.stdout.split("\n")[:-1]


class Output(unittest.TestCase):
    def test_ten_members_of_the_default_rule_by_default(self):
        self.assertEqual(len(members()), 10)
        self.assertEqual(members(), members("--rfc", "1738", "--rule", "url", "-n", "10", "--seed", "1"))

    def test_n_members(self):
        self.assertEqual(members("-n", "0"), [])
        self.assertEqual(len(members("--rfc", "2396", "--rule", "host", "-n", "257")), 257)

    def test_same_seed_same_members_other_seed_others(self):
        a = members("--rfc", "2396", "--rule", "URI-reference", "-n", "40", "--seed", "5")
        self.assertEqual(a, members("--rfc", "2396", "--rule", "URI-reference", "-n", "40", "--seed", "5"))
        self.assertNotEqual(a, members("--rfc", "2396", "--rule", "URI-reference", "-n", "40", "--seed", "6"))
        self.assertEqual(len(members("--seed", "18446744073709551615")), 10)

    def test_a_longer_run_begins_with_the_shorter_one(self):
        self.assertEqual(members("-n", "50")[:10], members("-n", "10"))

    def test_members_are_accepted_by_check(self):
        for rfc, rule in [("1738", "ftpurl"), ("1738", "hostport"), ("2396", "URI-reference"),
                          ("2396+2732", "host"), ("1630-generic", "fragmentaddress")]:
            lines = members("--rfc", rfc, "--rule", rule, "-n", "200", "--seed", "3")
            r = run("check", "--rfc", rfc, "--rule", rule, stdin="".join(m + "\n" for m in lines))
            self.assertEqual(r.returncode, 0, (rfc, rule, r.stdout))
            self.assertEqual(len(r.stdout.splitlines()), 200)

    def test_rule_names_compare_alike_in_every_grammar(self):
        # The name exactly, else the one name equal to it ignoring case.
        self.assertEqual(members("--rfc", "2396", "--rule", "uri-reference"),
                         members("--rfc", "2396", "--rule", "URI-reference"))
        self.assertEqual(members("--rfc", "1738", "--rule", "URL"), members("--rfc", "1738", "--rule", "url"))

    def test_every_alternative_over_a_few_hundred(self):
        lines = members("--rfc", "1738", "--rule", "ftptype", "-n", "300")
        self.assertEqual(set(lines), set("AIDaid"))
        schemes = {m.split(":")[0] for m in members("--rfc", "1738", "--rule", "url", "-n", "300")}
        self.assertTrue({"http", "ftp", "news", "nntp", "telnet", "gopher", "wais", "mailto", "file",
                         "prospero"} < schemes, schemes)


class Errors(unittest.TestCase):
    def test_usage_errors_name_the_bad_argument(self):
        for args, word in [(["--rfc", "9999"], "9999"), (["--rule", "nosuch"], "nosuch"),
                           (["--rfc", "2396", "--rule", "url"], "url"), (["-n", "ten"], "ten"),
                           (["-n", "-1"], "-1"), (["-n", ""], "-n"), (["-n", "1000001"], "1000001"),
                           (["--seed", "18446744073709551616"], "18446744073709551616"),
                           (["--seed", "0x10"], "0x10"), (["url"], "arguments"), (["--bogus"], "--bogus"),
                           (["-n"], "-n")]:
            r = run("generate", "--rfc", "1738", *args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_unknown_grammar_lists_the_known_ones(self):
        r = run("generate", "--rfc", "9999")
        known = re.search(r"known: ([^)]*)\)", r.stderr).group(1).split(", ")
        self.assertTrue({"1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"}
                        <= set(known), known)

    def test_help(self):
        r = run("generate", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf generate", r.stdout)
        self.assertIn("--seed", r.stdout)


if __name__ == "__main__":
    unittest.main()
