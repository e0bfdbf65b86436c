#!/usr/bin/env python3
"""The command-line contract of `urlbnf resolve` and `urlbnf split` (RFC 2396
Section 5.2 and Appendix B; RFC 1630's partial forms with --rfc 1630): output
lines, JSON keys and exit statuses."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc2396-appendix-c.tsv")
RFC3986_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc3986-resolve.tsv")
PARTIAL_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc1630-partial.tsv")
BASE = "http://a/b/c/d;p?q"
CONTEXT = "magic://a/b/c//d/e/f"


def run(*args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, text=True)


def appendix_c():
    with open(CORPUS, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [(base, "" if ref == "<>" else ref, expected, options) for _, base, ref, expected, options in rows]


def section_5_4():
    """RFC 3986 Section 5.4's examples: (reference, target, reading)."""
    with open(RFC3986_CORPUS, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [("" if ref == "<empty>" else ref, target, reading)
            for section, base, ref, reading, target, *_ in rows if section.startswith("5.4") and base == BASE]


class Rfc3986(unittest.TestCase):
    def test_section_5_4_one_line_per_ref_in_order(self):
        cases = section_5_4()
        self.assertEqual(len(cases), 43)
        for reading, flags in (("strict", []), ("non-strict", ["--compat"])):
            chosen = [c for c in cases if c[2] == reading or (reading == "non-strict" and c[0] != "http:g")]
            r = run("resolve", "--rfc", "3986", *flags, "--", BASE, *[ref for ref, _, _ in chosen])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split("\n"), [target for _, target, _ in chosen] + [""])

    def test_invalid_reference_and_base(self):
        r = run("resolve", "--rfc", "3986", BASE, "g", "a b", "g#s#t")
        self.assertEqual(r.returncode, 1)
        # A record per REF, in place: an invalid REF marked "invalid  ".
        self.assertEqual(r.stdout, "http://a/b/c/g\ninvalid  a b\ninvalid  g#s#t\n")
        self.assertIn("RFC 3986 \u00a72: the character ' ' is in no production", r.stderr)
        self.assertIn("RFC 3986 \u00a73.5: a URI reference has one fragment", r.stderr)
        r = run("resolve", "--rfc", "3986", "/b/c", "g", "h")
        self.assertEqual(r.returncode, 1)
        # An unusable BASE: no REF has a target ("none  "), said once.
        self.assertEqual(r.stdout, "none  g\nnone  h\n")
        self.assertEqual(r.stderr.count("BASE must be a URI"), 1)
        self.assertIn("BASE must be a URI (RFC 3986 \u00a75.1)", r.stderr)

    def test_zone_identifiers_with_rfc_6874(self):
        base = "http://[fe80::1%25en0]/a/b"
        self.assertEqual(run("resolve", "--rfc", "3986", base, "c").returncode, 1)
        r = run("resolve", "--rfc", "3986+6874", base, "../c")
        self.assertEqual((r.returncode, r.stdout), (0, "http://[fe80::1%25en0]/c\n"))


RFC1808_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "rfc1808-resolve.tsv")


class Rfc1808(unittest.TestCase):
    def test_section_5_one_line_per_ref_in_order(self):
        with open(RFC1808_CORPUS, encoding="utf-8") as f:
            rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
        cases = [("" if ref == "<empty>" else ref, target) for section, base, ref, target, *_ in rows
                 if section.startswith("5.")]
        self.assertEqual(len(cases), 39)
        r = run("resolve", "--rfc", "1808", "--", "http://a/b/c/d;p?q#f", *[ref for ref, _ in cases])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.split("\n"), [target for _, target in cases] + [""])

    def test_invalid_and_compat(self):
        r = run("resolve", "--rfc", "1808", BASE, "a b")
        self.assertEqual((r.returncode, r.stdout), (1, "invalid  a b\n"))
        self.assertIn("RFC 1808 \u00a72.2", r.stderr)
        self.assertEqual(run("resolve", "--rfc", "1808", "--compat", BASE, "g").returncode, 2)


class All(unittest.TestCase):
    def test_a_row_per_rfc_for_each_reference(self):
        r = run("resolve", "--all", BASE, "?y", "../../../g", "g;x", "")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "?y",
            "  1630  http://a/b/c/?y",
            "  1808  http://a/b/c/d;p?y",
            "  2396  http://a/b/c/?y  (\"?y\" is not a URI-reference by RFC 2396 Appendix A (a relativeURI has a "
            "path before \"?\"); resolved as Appendix C resolves \"?y\")",
            "  3986  http://a/b/c/d;p?y",
            "../../../g",
            "  1630  http://g",
            "  1808  http://a/../g",
            "  2396  http://a/../g",
            "  3986  http://a/g",
            "g;x",
            "  1630  http://a/b/c/g;x",
            "  1808  http://a/b/c/g;x",
            "  2396  http://a/b/c/g;x",
            "  3986  http://a/b/c/g;x",
            "",
            "  1630  http://a/b/c/",
            "  1808  http://a/b/c/d;p?q",
            "  2396  http://a/b/c/d;p?q",
            "  3986  http://a/b/c/d;p?q",
        ])

    def test_no_target_says_why_and_exits_1(self):
        r = run("resolve", "--all", "mailto:x@y", "g")
        self.assertEqual(r.returncode, 1)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[1], "  1630  mailto:g")
        self.assertEqual(lines[2], "  1808  mailto:g")
        self.assertTrue(lines[3].startswith('  2396  none: "g" is relative, and BASE "mailto:x@y" has an opaque_part'))
        self.assertEqual(lines[4], "  3986  mailto:g")
        r = run("resolve", "--all", BASE, "a b")
        self.assertTrue(r.stdout.splitlines()[4].startswith("  3986  none: REF is invalid at offset 1: RFC 3986"))
        r = run("resolve", "--all", "g", "h")
        self.assertTrue(r.stdout.splitlines()[2].startswith("  1808  none: BASE must be an absolute URL"))

    def test_json_one_object_per_rfc_per_reference(self):
        r = run("resolve", "--all", "--json", BASE, "?y", "a b")
        self.assertEqual(r.returncode, 1)
        objects = [json.loads(line) for line in r.stdout.splitlines()]
        self.assertEqual([(o["reference"], o["rfc"]) for o in objects],
                         [(ref, rfc) for ref in ("?y", "a b") for rfc in ("1630", "1808", "2396", "3986")])
        for o in objects:
            self.assertEqual(set(o), {"base", "reference", "rfc", "target", "refusal", "rejected", "note", "steps"})
        self.assertEqual([o["target"] for o in objects[:4]],
                         ["http://a/b/c/?y", "http://a/b/c/d;p?y", "http://a/b/c/?y", "http://a/b/c/d;p?y"])
        self.assertTrue(objects[2]["note"].startswith('"?y" is not a URI-reference by RFC 2396'))
        self.assertGreater(len(objects[0]["steps"]), 0)
        self.assertIsNone(objects[7]["target"])
        self.assertEqual((objects[7]["rejected"]["input"], objects[7]["rejected"]["error"]["code"]), ("a b", "space"))
        self.assertEqual(run("resolve", "--rfc", "2396", "--json", BASE, "g").returncode, 2)

    def test_all_takes_no_rfc(self):
        r = run("resolve", "--all", "--rfc", "2396", BASE, "g")
        self.assertEqual(r.returncode, 2)
        self.assertIn("--rfc", r.stderr)


class Resolve(unittest.TestCase):
    def test_relative_against_an_opaque_base_is_refused(self):
        # Section 5: relative references need a base with the <hier_part> syntax.
        r = run("resolve", "--rfc", "2396", "e:T", ".", "x:y", "#f")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout.splitlines(), ["none  .", "x:y", "e:T#f"])
        self.assertIn('"." is relative, and BASE "e:T" has an opaque_part', r.stderr)
        self.assertIn("RFC 2396 \u00a75", r.stderr)

    def test_appendix_c_one_line_per_ref_in_order(self):
        cases = appendix_c()
        self.assertEqual(len(cases), 43)
        for options in ("-", "compat"):
            chosen = [c for c in cases if c[3] == options]
            flags = ["--compat"] if options == "compat" else []
            r = run("resolve", "--rfc", "2396", *flags, "--", BASE, *[ref for _, ref, _, _ in chosen])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout.split("\n"), [expected for _, _, expected, _ in chosen] + [""])

    def test_http_g_both_readings(self):
        self.assertEqual(run("resolve", "--rfc", "2396", BASE, "http:g").stdout, "http:g\n")
        self.assertEqual(run("resolve", "--rfc", "2396", "--compat", BASE, "http:g").stdout, "http://a/b/c/g\n")
        self.assertEqual(run("resolve", "--rfc", "2396", "--compat", BASE, "http:g").stdout, "http://a/b/c/g\n")

    def test_excess_dot_dot_segments_are_kept(self):
        r = run("resolve", "--rfc", "2396", BASE, "../../../g", "../../../../g")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://a/../g\nhttp://a/../../g\n")

    def test_same_document_drops_only_the_base_fragment(self):
        r = run("resolve", "--rfc", "2396", "http://a/b?q#f", "", "#t")
        self.assertEqual(r.stdout, "http://a/b?q\nhttp://a/b?q#t\n")

    def test_usage_errors_name_the_bad_argument(self):
        for args, word in [(["resolve", "--rfc", "2396"], "BASE"), (["resolve", "--rfc", "2396", BASE], "REF"), (["resolve", "--rfc", "2396", "--compat", BASE], "REF"),
                           (["resolve", "--rfc", "2396", "--bogus", BASE, "g"], "--bogus"),
                           (["resolve", "--rfc", "1738", BASE, "g"], "1738"), (["resolve", "--rfc"], "--rfc")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        r = run("resolve", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf resolve", r.stdout)
        self.assertIn("--compat", r.stdout)


def partial_forms():
    with open(PARTIAL_CORPUS, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]
    return [(source, context, "" if partial == "<>" else partial, expected)
            for source, context, partial, expected in rows]


class Resolve1630(unittest.TestCase):
    def test_the_rfc_table_in_both_contexts_one_line_per_partial_in_order(self):
        table = [c for c in partial_forms() if c[0] == "table"]
        self.assertEqual(len(table), 10)
        for context in (CONTEXT, "magic://a/b/c//d/e/"):
            r = run("resolve", "--rfc", "1630", context, "g", "/g", "//g", "../g", "g:h")
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout, "magic://a/b/c//d/e/g\nmagic://a/g\nmagic://g\nmagic://a/b/c//d/g\ng:h\n")
            self.assertEqual(r.stdout.splitlines(), [expected for _, c, _, expected in table if c == context])

    def test_every_partial_of_the_corpus(self):
        cases = partial_forms()
        for context in dict.fromkeys(c[1] for c in cases):
            chosen = [c for c in cases if c[1] == context]
            # The partial form rules are RFC 1630's, whichever of its BNFs --rfc names.
            for rfc in ("1630", "1630-generic"):
                r = run("resolve", "--rfc", rfc, "--", context, *[partial for _, _, partial, _ in chosen])
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stdout.split("\n"), [expected for _, _, _, expected in chosen] + [""], context)

    def test_steps_follow_each_result_indented(self):
        r = run("resolve", "--rfc", "1630", "--steps", CONTEXT, "/g", "g:h")
        self.assertEqual(r.returncode, 0)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "magic://a/g")
        self.assertEqual([line[:6] for line in lines[1:5]], ["  (a) ", "  (b) ", "  (b) ", "  (d) "])
        self.assertIn('would take the run after "magic://a/b/c//d" and give "magic://a/b/c//d/g"', lines[3])
        self.assertEqual(lines[5], "g:h")
        self.assertTrue(lines[6].startswith('  (a) "g:h" is an absolute form'), lines[6])
        self.assertEqual(len(lines), 7)

    def test_no_steps_without_the_flag(self):
        r = run("resolve", "--rfc", "1630", CONTEXT, "/g")
        self.assertEqual(r.stdout, "magic://a/g\n")

    def test_notes_for_a_base_or_result_neither_bnf_accepts(self):
        r = run("resolve", "--rfc", "1630", CONTEXT, "g")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "magic://a/b/c//d/e/g\n")
        notes = r.stderr.splitlines()
        self.assertEqual(len(notes), 2, r.stderr)
        self.assertTrue(notes[0].startswith('urlbnf resolve: note: BASE "magic://a/b/c//d/e/f" is not a URI by '
                                            "RFC 1630's BNFs: at offset "), notes[0])
        self.assertTrue(notes[1].startswith('urlbnf resolve: note: the result "magic://a/b/c//d/e/g"'), notes[1])

    def test_no_note_when_base_and_results_are_urls(self):
        r = run("resolve", "--rfc", "1630", "http://info.cern.ch/albert/bertram/marie-claude", "../x", "?a+b")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://info.cern.ch/albert/x\nhttp://info.cern.ch/albert/bertram/?a+b\n")
        self.assertEqual(r.stderr, "")
        r = run("resolve", "--rfc", "1630", "http://info.cern.ch/a/b", "c d")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "http://info.cern.ch/a/c d\n")
        self.assertIn('the result "http://info.cern.ch/a/c d"', r.stderr)
        self.assertIn("%20", r.stderr)

    def test_base_must_be_an_absolute_form(self):
        for base in ("a/b:c", "/g", ""):
            r = run("resolve", "--rfc", "1630", "--", base, "g")
            self.assertEqual(r.returncode, 1, base)
            self.assertEqual(r.stdout, "none  g\n", base)
            self.assertIn("BASE must be an absolute URI", r.stderr)
            self.assertIn("no colon before any slash", r.stderr)

    def test_usage_errors(self):
        for args, word in [(["resolve", "--rfc", "1630", "--compat", CONTEXT, "g"], "--compat"),
                           (["resolve", "--rfc", "1630", CONTEXT], "REF"),
                           (["resolve", "--rfc", "1631", CONTEXT, "g"], "1630")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help(self):
        r = run("resolve", "--help")
        self.assertIn("--rfc 1630", r.stdout)
        self.assertIn("--steps", r.stdout)


# RFC 3986 Section 5.2.4's two tables, row for row as the RFC prints them
# (the RFC indents them by six spaces; --steps by two, after "5.2.4  ").
SECTION_5_2_4_TABLES = {
    "/a/b/c/./../../g": """\
STEP   OUTPUT BUFFER         INPUT BUFFER

 1 :                         /a/b/c/./../../g
 2E:   /a                    /b/c/./../../g
 2E:   /a/b                  /c/./../../g
 2E:   /a/b/c                /./../../g
 2B:   /a/b/c                /../../g
 2C:   /a/b                  /../g
 2C:   /a                    /g
 2E:   /a/g
""",
    "mid/content=5/../6": """\
STEP   OUTPUT BUFFER         INPUT BUFFER

 1 :                         mid/content=5/../6
 2E:   mid                   /content=5/../6
 2E:   mid/content=5         /../6
 2C:   mid                   /6
 2E:   mid/6
""",
}


class Steps(unittest.TestCase):
    """--steps: the steps each RFC's algorithm took, labelled as the RFC
    labels them."""

    def table(self, lines):
        """The rows of Section 5.2.4's table among --steps lines, with the
        RFC's own indentation of each row under its heading."""
        at = next(i for i, line in enumerate(lines) if line.startswith("  5.2.4  STEP"))
        rows = [lines[at][len("  5.2.4  "):], ""]
        for line in lines[at + 1:]:
            if not line.startswith("          "):
                break
            rows.append(line[len("  5.2.4  "):].rstrip())
        return "\n".join(rows) + "\n"

    def test_rfc_3986_section_5_2_4_tables_as_printed(self):
        # "/a/b/c/./../../g" is an absolute-path reference; "mid/content=5/../6"
        # merged with a base path without a slash is itself.
        for base, reference, path, target in [("http://x", "/a/b/c/./../../g", "/a/b/c/./../../g", "http://x/a/g"),
                                              ("foo:bar", "mid/content=5/../6", "mid/content=5/../6", "foo:mid/6")]:
            with self.subTest(reference=reference):
                r = run("resolve", "--rfc", "3986", "--steps", base, reference)
                self.assertEqual(r.returncode, 0, r.stderr)
                lines = r.stdout.splitlines()
                self.assertEqual(lines[0], target)
                self.assertEqual(self.table(lines), SECTION_5_2_4_TABLES[path])
                self.assertEqual(lines[-1], "  5.3    recomposition: " + target)

    def test_rfc_3986_merge_then_remove_dot_segments(self):
        r = run("resolve", "--steps", BASE, "../../g", "g?y", "")
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[:3], ["http://a/g",
                                     "  5.2.2  else: T.path = merge(Base.path, R.path); "
                                     "T.path = remove_dot_segments(T.path)",
                                     "  5.2.3  merge: /b/c/../../g"])
        self.assertEqual(lines[3][:len("  5.2.4  STEP")], "  5.2.4  STEP")
        self.assertIn("http://a/b/c/g?y", lines)
        at = lines.index("http://a/b/c/d;p?q")
        self.assertEqual(lines[at + 1:], ['  5.2.2  R.path == "": T.path = Base.path; T.query = Base.query',
                                          "  5.3    recomposition: http://a/b/c/d;p?q"])

    def test_rfc_3986_non_strict_reading_is_a_step(self):
        r = run("resolve", "--compat", "--steps", BASE, "http:g")
        self.assertEqual(r.stdout.splitlines()[:2],
                         ["http://a/b/c/g", "  5.2.2  (not strict) and (R.scheme == Base.scheme): undefine(R.scheme)"])

    def test_rfc_2396_step_6_sub_steps(self):
        r = run("resolve", "--rfc", "2396", "--steps", BASE, "../../../g", "/g")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "http://a/../g",
            "  5.2    6a: /b/c/",
            "  5.2    6b: /b/c/../../../g",
            "  5.2    6c: /b/c/../../../g",
            "  5.2    6d: /b/c/../../../g",
            "  5.2    6e: /../g",
            "  5.2    6f: /../g",
            "  5.2    7: http://a/../g",
            "http://a/g",
            "  5.2    5: http://a/g",
        ])

    def test_rfc_1808_steps(self):
        r = run("resolve", "--rfc", "1808", "--steps", "http://a/b/c/d;p?q#f", "g;x", "//g", "")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "http://a/b/c/g;x",
            "  4      6a: /b/c/",
            "  4      6b: /b/c/g",
            "  4      6c: /b/c/g",
            "  4      6d: /b/c/g",
            "  4      6e: /b/c/g",
            "  4      6f: /b/c/g",
            "  4      7: http://a/b/c/g;x",
            "http://g",
            "  4      3: g",
            "  4      7: http://g",
            "http://a/b/c/d;p?q#f",
            "  4      2a: http://a/b/c/d;p?q#f",
        ])

    def test_every_rfc_with_all(self):
        r = run("resolve", "--all", "--steps", BASE, "./g")
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stdout.splitlines()
        rows = [i for i, line in enumerate(lines) if line.startswith("  ") and not line.startswith("    ")]
        self.assertEqual([lines[i].split()[0] for i in rows], ["1630", "1808", "2396", "3986"])
        for i, j in zip(rows, rows[1:] + [len(lines)]):
            self.assertGreater(j - i, 1, lines[i])
        r = run("resolve", "--all", "--json", "--steps", BASE, "./g")
        self.assertTrue(all(json.loads(line)["steps"] for line in r.stdout.splitlines()))
        r = run("resolve", "--all", "--json", BASE, "./g")
        self.assertEqual([bool(json.loads(line)["steps"]) for line in r.stdout.splitlines()],
                         [True, False, False, False])

    def test_no_steps_without_the_flag(self):
        for rfc in ("3986", "3987", "2396", "1808"):
            r = run("resolve", "--rfc", rfc, BASE, "../g")
            self.assertEqual(r.stdout, "http://a/b/g\n", rfc)


class Split(unittest.TestCase):
    KEYS = {"scheme", "authority", "path", "query", "fragment"}

    def split_json(self, *urls):
        r = run("split", "--json", *urls)
        self.assertEqual(r.returncode, 0, r.stderr)
        return [json.loads(line) for line in r.stdout.splitlines()]

    def test_json_one_object_per_url_absent_is_null(self):
        objects = self.split_json("http://www.ics.uci.edu/pub/ietf/uri/#Related", "", "?#", "//", ":a")
        self.assertEqual(len(objects), 5)
        for o in objects:
            self.assertEqual(set(o), self.KEYS)
        self.assertEqual(objects[0], {"scheme": "http", "authority": "www.ics.uci.edu", "path": "/pub/ietf/uri/",
                                      "query": None, "fragment": "Related"})
        self.assertEqual(objects[1], {"scheme": None, "authority": None, "path": "", "query": None, "fragment": None})
        self.assertEqual(objects[2], {"scheme": None, "authority": None, "path": "", "query": "", "fragment": ""})
        self.assertEqual(objects[3], {"scheme": None, "authority": "", "path": "", "query": None, "fragment": None})
        self.assertEqual(objects[4]["scheme"], None)
        self.assertEqual(objects[4]["path"], ":a")

    def test_text_one_line_per_component(self):
        r = run("split", "a:b?", "(absent)")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines(), [
            "a:b?",
            '  scheme: "a"',
            "  authority: (absent)",
            '  path: "b"',
            '  query: ""',
            "  fragment: (absent)",
            "(absent)",
            "  scheme: (absent)",
            "  authority: (absent)",
            '  path: "(absent)"',
            "  query: (absent)",
            "  fragment: (absent)",
        ])

    def test_usage_errors(self):
        for args, word in [(["split", "--max-line", "x"], "--max-line"), (["split", "--bogus", "x"], "--bogus")]:
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)

    def test_help(self):
        r = run("split", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("usage: urlbnf split", r.stdout)



class ReferencesFromFiles(unittest.TestCase):
    """-f FILE and "-" give REFs, one a line, after BASE, in command-line
    order; each REF has its record, an invalid one marked in place."""

    def test_operands_then_file_lines_in_order(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("g\n../../../g\r\nhttp://a b\n")
        try:
            r = run("resolve", BASE, "?y", "-f", f.name, "--file", "-", stdin="#s\n")
            self.assertEqual(r.returncode, 1, r.stderr)
            self.assertEqual(r.stdout.splitlines(),
                             ["http://a/b/c/d;p?y", "http://a/b/c/g", "http://a/g", "invalid  http://a b",
                              "http://a/b/c/d;p?q#s"])
        finally:
            os.unlink(f.name)

    def test_base_first_and_unreadable_files(self):
        for args, word in [(["-f", "-", BASE], "BASE comes first"), ([BASE, "-f", "/nonexistent/refs"], "cannot open")]:
            with self.subTest(args=args):
                r = run("resolve", *args, stdin="")
                self.assertEqual(r.returncode, 2)
                self.assertIn(word, r.stderr)


if __name__ == "__main__":
    unittest.main()
