#!/usr/bin/env python3
"""The command-line contract of `urlbnf explain --rule`: one production of a
grammar taught in five parts (its BNF text with file and line, its section
and users, its PEGTL shape, why that shape differs from the BNF, and judged
examples), for every production of every grammar; and its usage errors."""
import json
import os
import re
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

JSON_FIELDS = {"rfc", "rule", "bnf", "section", "used_by", "pegtl", "reshaped", "examples"}


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def grammars():
    """The registered grammars, as the usage error for an unknown one lists them."""
    r = run("explain", "--rfc", "no-such-grammar", "--rule", "x")
    m = re.search(r"unknown grammar \(known: ([^)]*)\)", r.stderr)
    assert m, r.stderr
    return m.group(1).split(", ")


def productions(grammar):
    r = run("rules", "--rfc", grammar)
    assert r.returncode == 0, r.stderr
    return [line.split()[0] for line in r.stdout.splitlines()]


# Under the sanitizers (tools/sanitize sets URLBNF_SANITIZED), where one run
# of the command costs some twenty times more, the text form is asked of
# every second production and the JSON form of every fifth, offset so that
# the two meet other productions: the Release run asks both of every one,
# and the JSON renderer has contract tests of its own
# (test_cli_json_contract.py).
SANITIZED = bool(os.environ.get("URLBNF_SANITIZED"))
TEXT_STRIDE = 2 if SANITIZED else 1
JSON_FIRST, JSON_STRIDE = (1, 5) if SANITIZED else (0, 1)


def example_lines(stdout):
    return stdout.split(":\n")[-1].splitlines()


class ExactExplanations(unittest.TestCase):
    """The parts that do not depend on the generator, exactly; the examples
    by their form and by an independent `urlbnf check` of each."""

    def explain(self, grammar, rule, head):
        r = run("explain", "--rfc", grammar, "--rule", rule)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        self.assertEqual(r.stdout[:len(head)], head)
        examples = example_lines(r.stdout)
        self.assertEqual(len(examples), 5, r.stdout)
        for line in examples:
            m = re.fullmatch(r'  valid    (\S+)  (".*")', line)
            self.assertIsNotNone(m, line)
            check = run("check", "--rfc", grammar, "--rule", rule, "--", json.loads(m.group(2)))
            self.assertEqual(check.returncode, 0, check.stdout)
            self.assertIn(f"valid    {m.group(1)}", check.stdout)
        return r.stdout

    def test_rfc_1738_domainlabel(self):
        self.explain("1738", "domainlabel", """\
domainlabel in RFC 1738 Section 5
bnf: grammar/rfc1738.bnf:32
  domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
section: RFC 1738 \u00a73.1
used by: hostname
pegtl: alphadigit *( *"-" alphadigit )
reshaped: ordered choice would stop after the first alphadigit; alphadigit then (hyphens, alphadigit) repeated is \
the same language, matched greedily
examples, generated from the BNF (seed 1) and judged by 'urlbnf check --rfc 1738 --rule domainlabel':
""")

    def test_rfc_2396_authority(self):
        self.explain("2396", "authority", """\
authority in RFC 2396 Appendix A
bnf: grammar/rfc2396.bnf:23
  authority     = server | reg_name
section: RFC 2396 \u00a73.2
used by: net_path
pegtl: server !( unreserved / escaped / "$" / "," / ";" / ":" / "@" / "&" / "=" / "+" ) / reg_name
reshaped: server can match the empty string or just the front of a reg_name ("a@b@c"), so it is kept only when no \
reg_name character follows it, else reg_name is taken: Section 3.2 reads an authority as a server when it is one
examples, generated from the BNF (seed 1) and judged by 'urlbnf check --rfc 2396 --rule authority':
""")

    def test_rfc_2396_2732_host_as_written_and_its_alternatives_as_matches(self):
        out = self.explain("2396+2732", "host", """\
host in RFC 2396 Appendix A as RFC 2732 amends it
bnf: grammar/rfc2732.bnf:8
  host          = hostname | IPv4address | IPv6reference
section: RFC 2732 \u00a73
used by: hostport
pegtl: hostname / IPv4address / IPv6reference
transcribed as written
examples, generated from the BNF (seed 1) and judged by 'urlbnf check --rfc 2396+2732 --rule host':
""")
        matches = {line.split()[1] for line in example_lines(out)}
        self.assertLessEqual(matches, {"hostname", "IPv4address", "IPv6reference"})

    def test_a_production_that_is_another_and_one_continued_over_lines(self):
        r = run("explain", "--rfc", "1738", "--rule", "port")
        self.assertIn("\npegtl: digits\ntranscribed as written\n", r.stdout)
        r = run("explain", "--rfc", "1738", "--rule", "url", "-n", "1")
        self.assertIn("""\
bnf: grammar/rfc1738.bnf:11
  url            = httpurl | ftpurl | newsurl |
                   nntpurl | telneturl | gopherurl |
                   waisurl | mailtourl | fileurl |
                   prosperourl | otherurl
section: RFC 1738 \u00a75
used by: (no other production)
""", r.stdout)

    def test_rule_names_of_rfc_2396_ignore_case_and_are_shown_as_defined(self):
        r = run("explain", "--rfc", "2396+2732", "--rule", "ipv6ADDRESS", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        j = json.loads(r.stdout)
        self.assertEqual(j["rule"], "IPv6address")
        self.assertEqual(j["bnf"]["source"], 'IPv6address = hexpart [ ":" IPv4address ]')
        self.assertEqual(j["used_by"], ["ipv6reference"])


class Json(unittest.TestCase):
    def test_the_same_content_as_one_object(self):
        r = run("explain", "--rfc", "2396", "--rule", "hostname", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(len(r.stdout.splitlines()), 1)
        j = json.loads(r.stdout)
        self.assertEqual(set(j), JSON_FIELDS)
        self.assertEqual(j["rfc"], "2396")
        self.assertEqual(j["rule"], "hostname")
        self.assertEqual(j["bnf"], {"file": "rfc2396.bnf", "line": 34,
                                    "source": 'hostname      = *( domainlabel "." ) toplabel [ "." ]'})
        self.assertEqual(j["section"], "3.2.2")
        self.assertEqual(j["used_by"], ["host"])
        self.assertEqual(j["pegtl"], '*( domainlabel "." &alphanum ) toplabel [ "." ]')
        self.assertTrue(j["reshaped"].startswith("an iteration of *( domainlabel \".\" ) is taken only when"))
        self.assertEqual(len(j["examples"]), 5)
        for e in j["examples"]:
            self.assertEqual(set(e), {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note"})
            self.assertEqual((e["rfc"], e["rule"], e["valid"], e["error"]), ("2396", "hostname", True, None))

    def test_reshaped_is_null_when_transcribed_as_written(self):
        j = json.loads(run("explain", "--rfc", "1738", "--rule", "hostport", "--json").stdout)
        self.assertIsNone(j["reshaped"])
        self.assertEqual(j["rfc"], "1738")

    def test_text_and_json_agree(self):
        text = run("explain", "--rfc", "2396+2732", "--rule", "hexseq", "--seed", "9").stdout
        j = json.loads(run("explain", "--rfc", "2396+2732", "--rule", "hexseq", "--seed", "9", "--json").stdout)
        self.assertIn(f"\npegtl: {j['pegtl']}\nreshaped: {j['reshaped']}\n", text)
        self.assertEqual([json.loads(line.split("  ")[-1]) for line in example_lines(text)],
                         [e["input"] for e in j["examples"]])


class EveryProduction(unittest.TestCase):
    """Every production of every registered grammar is explained, with all
    five parts, and every example is accepted."""

    def test_every_production_of_every_grammar(self):
        for grammar in grammars():
            for rule in productions(grammar)[::TEXT_STRIDE]:
                with self.subTest(grammar=grammar, rule=rule):
                    r = run("explain", "--rfc", grammar, "--rule", rule)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    lines = r.stdout.splitlines()
                    self.assertEqual(lines[0].split(" in ")[0], rule)
                    self.assertRegex(lines[1], r"^bnf: grammar/\S+\.a?bnf:[1-9][0-9]*$")
                    self.assertTrue(lines[2].lower().startswith("  " + rule.lower()), lines[2])
                    parts = [next((line for line in lines if line.startswith(p)), None)
                             for p in ("section: RFC ", "used by: ", "pegtl: ", "examples, ")]
                    self.assertNotIn(None, parts, r.stdout)
                    self.assertTrue(any(line.startswith("reshaped: ") or line == "transcribed as written"
                                        for line in lines))
                    examples = example_lines(r.stdout)
                    self.assertTrue(1 <= len(examples) <= 5, r.stdout)
                    self.assertTrue(all(line.startswith("  valid    ") for line in examples), r.stdout)

    def test_every_production_in_json(self):
        for grammar in grammars():
            for rule in productions(grammar)[JSON_FIRST::JSON_STRIDE]:
                with self.subTest(grammar=grammar, rule=rule):
                    r = run("explain", "--rfc", grammar, "--rule", rule, "--json", "-n", "2")
                    self.assertEqual(r.returncode, 0, r.stderr)
                    j = json.loads(r.stdout)
                    self.assertEqual(set(j), JSON_FIELDS)
                    self.assertEqual((j["rfc"], j["rule"]), (grammar, rule))
                    self.assertTrue(j["pegtl"] and j["section"] and j["bnf"]["source"])
                    self.assertTrue(all(e["valid"] for e in j["examples"]), j["examples"])


class Reshaped(unittest.TestCase):
    """Exactly the rules that are not literal transcriptions carry a note."""

    def reshaped(self, grammar):
        return {rule for rule in productions(grammar)
                if json.loads(run("explain", "--rfc", grammar, "--rule", rule, "--json", "-n", "0").stdout)["reshaped"]}

    def test_rfc_1738(self):
        self.assertEqual(self.reshaped("1738"), {"url", "scheme", "schemepart", "hostname", "domainlabel", "toplabel",
                                                 "gopherurl", "grouppart", "waisurl"})

    def test_rfc_2396_and_2732(self):
        self.assertEqual(self.reshaped("2396"), {"authority", "hostname", "domainlabel", "toplabel"})
        self.assertEqual(self.reshaped("2396+2732"), {"authority", "hostname", "domainlabel", "toplabel",
                                                      "IPv6address", "hexpart", "hexseq"})

    def test_rfc_1630_readings_of_the_bnf_errors(self):
        for grammar, rule, quoted in [("1630-generic", "xpalphas", '"xpalpha [ xpalpha ]"'),
                                      ("1630", "ftpaddress", '"path [ ftptype ]"'),
                                      ("1630", "safe", '"-" twice')]:
            with self.subTest(rule=rule):
                r = run("explain", "--rfc", grammar, "--rule", rule)
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertRegex(r.stdout, "\nreshaped: .*" + re.escape(quoted))


class Examples(unittest.TestCase):
    def test_deterministic_per_seed(self):
        a = run("explain", "--rfc", "1738", "--rule", "hostname", "--seed", "42")
        b = run("explain", "--rfc", "1738", "--rule", "hostname", "--seed", "42")
        c = run("explain", "--rfc", "1738", "--rule", "hostname", "--seed", "43")
        self.assertEqual(a.stdout, b.stdout)
        self.assertNotEqual(example_lines(a.stdout), example_lines(c.stdout))
        self.assertIn("(seed 42)", a.stdout)

    def test_default_seed_is_1_and_default_rfc_is_1738(self):
        self.assertEqual(run("explain", "--rfc", "1738", "--rule", "hpath").stdout,
                         run("explain", "--rfc", "1738", "--rule", "hpath", "--seed", "1", "-n", "5").stdout)

    def test_count_and_distinctness(self):
        self.assertEqual(len(example_lines(run("explain", "--rfc", "1738", "--rule", "hsegment", "-n", "12").stdout)), 12)
        self.assertEqual(example_lines(run("explain", "--rfc", "1738", "--rule", "hsegment", "-n", "0").stdout), [])
        # ftptype has six members: asked for more, it gives each once.
        lines = example_lines(run("explain", "--rfc", "1738", "--rule", "ftptype", "-n", "20").stdout)
        self.assertEqual(sorted(lines), sorted(f'  valid    ftptype  "{c}"' for c in "AIDaid"))


class Stream(unittest.TestCase):
    def test_each_line_of_standard_input_is_explained_in_order(self):
        lines = "ftp://myname@host.dom//etc/motd\nhttp://u:p@h/\ngopher://h/0a\n"
        r = subprocess.run([URLBNF, "explain", "--rfc", "1738"], input=lines, capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, "".join(run("explain", "--rfc", "1738", line).stdout for line in lines.splitlines()))


class Usage(unittest.TestCase):
    def usage_error(self, *args):
        r = run("explain", "--rfc", "1738", *args)
        self.assertEqual(r.returncode, 2, r.stdout)
        self.assertEqual(r.stdout, "")
        return r.stderr

    def test_unknown_grammar_lists_the_known(self):
        err = self.usage_error("--rfc", "1739", "--rule", "url")
        self.assertIn("--rfc 1739: unknown grammar (known: ", err)
        self.assertIn("2396+2732", err)

    def test_unknown_production_names_the_grammar(self):
        self.assertIn("--rule hostnames: RFC 1738 Section 5 has no such production; did you mean hostname? "
                      "('urlbnf rules --rfc 1738' lists them)", self.usage_error("--rule", "hostnames"))
        self.assertIn("--rule ipv6reference: RFC 2396 Appendix A has no such production",
                      self.usage_error("--rfc", "2396", "--rule", "ipv6reference"))

    def test_bad_counts_and_seeds(self):
        for args in (["-n", "x"], ["-n", "101"], ["-n", "-1"], ["--seed", "1e3"], ["--seed", "18446744073709551616"],
                     ["--seed", ""], ["--seed", "+1"]):
            with self.subTest(args=args):
                self.assertIn("expected a whole number from 0 to", self.usage_error("--rule", "host", *args))
        self.assertEqual(run("explain", "--rfc", "1738", "--rule", "host", "--seed", "18446744073709551615", "-n", "100").returncode, 0)

    def test_options_that_do_not_go_together(self):
        self.assertIn("explain --rule takes no URL", self.usage_error("--rule", "host", "http://h/"))
        self.assertIn("--fold-scheme-case applies to a URL", self.usage_error("--rule", "scheme",
                                                                              "--fold-scheme-case"))
        for option in (["--json"], ["-n", "3"], ["--seed", "2"]):
            with self.subTest(option=option):
                self.assertIn(f"{option[0]} applies to --rule only", self.usage_error(*option, "http://h/"))
        self.assertIn("--rule needs a value", self.usage_error("--rule"))

    def test_the_url_form_is_unchanged(self):
        r = run("explain", "--rfc", "1738", "ftp://myname@host.dom//etc/motd")
        self.assertEqual(r.returncode, 0)
        self.assertTrue(r.stdout.startswith("valid    ftpurl (also genericurl)  ftp://myname@host.dom//etc/motd\n"))
        self.assertIn("  USER myname\n", r.stdout)


if __name__ == "__main__":
    unittest.main()
