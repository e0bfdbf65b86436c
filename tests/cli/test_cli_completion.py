#!/usr/bin/env python3
"""Bash completion (cli/completion/urlbnf.bash): commands, options, --rfc
values and --rule names, asked of the urlbnf under test."""
import os
import subprocess
import sys
import unittest

URLBNF = os.path.abspath(sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf")
SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cli", "completion", "urlbnf.bash")


def complete(*words):
    """The completions bash offers for the last word of `urlbnf WORDS...`."""
    script = ('source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _urlbnf; '
              'printf "%s\\n" "${COMPREPLY[@]}"')
    env = dict(os.environ, PATH=os.path.dirname(URLBNF) + os.pathsep + os.environ.get("PATH", ""))
    r = subprocess.run(["bash", "-c", script, "complete", SCRIPT, "urlbnf", *words],
                       capture_output=True, text=True, env=env, check=True)
    return [w for w in r.stdout.splitlines() if w]


class Completion(unittest.TestCase):
    def test_commands(self):
        self.assertEqual(complete("ch"), ["check"])
        self.assertIn("normalize", complete(""))
        self.assertIn("--version", complete("--"))
        self.assertEqual(complete("pl"), ["playground"])
        self.assertEqual(complete("playground", "--"), ["--help"])

    def test_options_of_a_command(self):
        options = complete("parse", "--")
        for option in ("--rfc", "--json", "--max-line", "--help"):
            self.assertIn(option, options)

    def test_rfc_values(self):
        self.assertEqual(complete("check", "--rfc", ""),
                         ["1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"])
        self.assertEqual(complete("parse", "--rfc", ""),
                         ["1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"])
        # diverge's --against names a grammar as --rfc does.
        for option in ("--rfc", "--against"):
            self.assertEqual(complete("diverge", option, ""), complete("check", "--rfc", ""))
        # resolve's usage spreads its grammars over several lines.
        self.assertEqual(sorted(complete("resolve", "--rfc", "")),
                         ["1630", "1630-generic", "1808", "2396", "2396+2732", "3986", "3986+6874", "3987"])

    def test_rule_names_of_the_chosen_grammar(self):
        self.assertEqual(sorted(complete("check", "--rfc", "2396", "--rule", "abs")), ["abs_path", "absoluteURI"])
        self.assertIn("httpurl", complete("check", "--rfc", "1738", "--rule", "http"))
        self.assertEqual(sorted(complete("check", "--rfc", "3986", "--rule", "path-a")), ["path-abempty", "path-absolute"])
        self.assertEqual(sorted(complete("check", "--rfc", "1808", "--rule", "abs")), ["abs_path", "absoluteURL"])


if __name__ == "__main__":
    unittest.main()
