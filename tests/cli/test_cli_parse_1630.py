#!/usr/bin/env python3
"""The command-line contract of `urlbnf parse --rfc 1630` and `--rfc 1630-generic`:
JSON keys (the verdict's, and the typed tree under "tree"), null (absent)
against empty, the readings the prose gives, the text view and exit statuses."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"

VERDICT_KEYS = {"input", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also", "error", "note"}


def run(*args):
    return subprocess.run([URLBNF, *args], capture_output=True, text=True)


def parse_json(*args):
    r = run("parse", "--rfc", "1738", "--json", *args)
    return r.returncode, json.loads(r.stdout)


def component(raw, offset, decoded=None):
    return {"raw": raw, "offset": offset, "decoded": raw if decoded is None else decoded}


class UrlBnf(unittest.TestCase):
    def test_keys_verdict_and_the_address_under_its_production(self):
        code, o = parse_json("--rfc", "1630", "http://info.cern.ch:8000/imaginary/test")
        self.assertEqual(code, 0)
        self.assertEqual(set(o), VERDICT_KEYS | {"tree"})
        self.assertEqual(set(o["tree"]), {"prefix", "scheme", "httpaddress", "fragmentaddress"})
        self.assertEqual((o["rfc"], o["rule"], o["valid"], o["match"]), ("1630", "url", True, "httpaddress"))
        self.assertIsNone(o["tree"]["prefix"])
        self.assertIsNone(o["tree"]["fragmentaddress"])
        self.assertEqual(o["tree"]["scheme"], component("http", 0))
        http = o["tree"]["httpaddress"]
        self.assertEqual(set(http), {"host", "port", "path", "search"})
        self.assertEqual(http["host"], dict(component("info.cern.ch", 7), production="hostname"))
        self.assertEqual(http["port"], dict(component("8000", 20), number=8000, reading="number"))
        self.assertEqual([s["raw"] for s in http["path"]["segment"]], ["imaginary", "test"])
        self.assertIsNone(http["search"])

    def test_absent_is_null_void_is_empty(self):
        _, o = parse_json("--rfc", "1630", "http://info.cern.ch")
        self.assertIsNone(o["tree"]["httpaddress"]["path"])
        _, o = parse_json("--rfc", "1630", "http://info.cern.ch/")
        self.assertEqual(o["tree"]["httpaddress"]["path"], dict(component("", 20), segment=[]))

    def test_search_words_split_on_plus_and_decoded(self):
        _, o = parse_json("--rfc", "1630", "http://info.cern.ch/db?big+red%2Bblue+")
        self.assertEqual(o["tree"]["httpaddress"]["search"],
                         dict(component("big+red%2Bblue+", 23, "big+red+blue+"), words=["big", "red+blue", ""]))

    def test_gopher_type_one_is_assumed_not_present(self):
        _, o = parse_json("--rfc", "1630", "gopher://gopher.micro.umn.edu")
        g = o["tree"]["gopheraddress"]
        self.assertIsNone(g["gtype"])
        self.assertIsNone(g["gcommand"])
        self.assertEqual(g["type"], "1")
        _, o = parse_json("--rfc", "1630", "gopher://h/0sel")
        g = o["tree"]["gopheraddress"]
        self.assertEqual((g["gtype"]["raw"], g["type"]), ("0", "0"))

    def test_ftp_login_type_and_directory(self):
        _, o = parse_json("--rfc", "1630", "ftp://joe:pw@host.dom/pub/file;type=AN")
        f = o["tree"]["ftpaddress"]
        self.assertEqual((f["user"]["raw"], f["password"]["raw"], f["host"]["raw"]), ("joe", "pw", "host.dom"))
        self.assertEqual(f["ftptype"], dict(component("AN", 36), formcode=component("N", 37), digits=None))
        self.assertIs(f["directory_listing"], False)
        _, o = parse_json("--rfc", "1630", "ftp://host.dom/pub/")
        self.assertIsNone(o["tree"]["ftpaddress"]["user"])
        self.assertIs(o["tree"]["ftpaddress"]["directory_listing"], True)

    def test_wais_document_fields(self):
        _, o = parse_json("--rfc", "1630", "wais://h/db/TEXT/1=a%2Fb;2=;")
        self.assertEqual(o["match"], "waisdoc")
        self.assertEqual(o["also"], ["waisaddress"])
        fields = o["tree"]["waisdoc"]["wpath"]["fields"]
        self.assertEqual([(f["digits"]["raw"], f["path"]["decoded"]) for f in fields], [("1", "a/b"), ("2", "")])

    def test_prefix_span_and_offsets_in_the_whole_input(self):
        code, o = parse_json("--rfc", "1630", "url:news:*")
        self.assertEqual(code, 0)
        self.assertEqual(o["tree"]["prefix"], component("url:", 0))
        self.assertEqual(o["tree"]["scheme"], component("news", 4))
        self.assertEqual(o["tree"]["newsaddress"], {"groupart": component("*", 9), "group": None, "article": None})
        self.assertEqual(o["tree"]["fragmentaddress"]["uri"], component("news:*", 4))

    def test_a_scheme_named_without_a_production_is_a_generic_uri_with_a_note(self):
        code, o = parse_json("--rfc", "1630", "x-foo:bar?a+b#frag")
        self.assertEqual(code, 0)
        self.assertEqual(set(o), VERDICT_KEYS | {"tree"})
        self.assertEqual(set(o["tree"]), {"prefix", "scheme", "fragmentaddress"})
        self.assertEqual(o["match"], "fragmentaddress")
        self.assertIn("experimental prefix", o["note"])
        generic = o["tree"]["fragmentaddress"]
        self.assertEqual(generic["search"]["words"], ["a", "b"])
        self.assertEqual(generic["fragmentid"], component("frag", 14))
        code, o = parse_json("--rfc", "1630", "file://localhost/etc/motd")
        self.assertEqual(code, 1)
        self.assertIn('RFC 1630 names the scheme "file"', o["note"])
        self.assertIsNone(o["tree"]["fragmentaddress"])
        self.assertEqual(o["error"]["offset"], 5)

    def test_invalid_has_the_error_and_no_address(self):
        code, o = parse_json("--rfc", "1630", "http://www.myu.edu/org/admin/people#andy")
        self.assertEqual(code, 1)
        self.assertEqual(set(o), VERDICT_KEYS | {"tree"})
        self.assertEqual(set(o["tree"]), {"prefix", "scheme", "fragmentaddress"})
        self.assertEqual((o["valid"], o["match"], o["error"]["offset"]), (False, None, 35))


class Generic(unittest.TestCase):
    def test_keys_and_the_fragmentaddress(self):
        code, o = parse_json("--rfc", "1630-generic", "g:a/b+c/?x+y%2Bz#f")
        self.assertEqual(code, 0)
        self.assertEqual(set(o), VERDICT_KEYS | {"tree"})
        self.assertEqual(set(o["tree"]), {"scheme", "fragmentaddress"})
        self.assertEqual((o["rfc"], o["rule"], o["match"]), ("1630-generic", "fragmentaddress", "fragmentaddress"))
        g = o["tree"]["fragmentaddress"]
        self.assertEqual(set(g), {"uri", "scheme", "path", "search", "fragmentid"})
        self.assertEqual(g["path"], dict(component("a/b+c/", 2), xpalphas=[component("a", 2), component("b+c", 4)]))
        self.assertEqual(g["search"]["words"], ["x", "y+z"])
        self.assertEqual(g["fragmentid"]["raw"], "f")

    def test_no_prefix_in_the_generic_grammar(self):
        _, o = parse_json("--rfc", "1630-generic", "url:foo")
        self.assertEqual(o["tree"]["scheme"], component("url", 0))
        self.assertEqual(o["tree"]["fragmentaddress"]["path"]["raw"], "foo")

    def test_rejected_is_null(self):
        code, o = parse_json("--rfc", "1630-generic", "http://info.cern.ch/")
        self.assertEqual(code, 1)
        self.assertIsNone(o["tree"]["fragmentaddress"])
        self.assertEqual(o["error"]["offset"], 5)


class Text(unittest.TestCase):
    def test_verdict_line_then_the_tree(self):
        r = run("parse", "--rfc", "1630", "gopher://gopher.micro.umn.edu")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.splitlines(), [
            "valid    gopheraddress  gopher://gopher.micro.umn.edu",
            "  fragmentaddress: (absent)",
            "  gopheraddress:",
            "    gcommand: (absent)",
            "    gtype: (absent)",
            '    host: "gopher.micro.umn.edu" @9',
            '      production: "hostname"',
            "    port: (absent)",
            '    type: "1"',
            "  prefix: (absent)",
            '  scheme: "gopher" @0',
        ])

    def test_note_once_under_the_verdict_not_in_the_tree(self):
        r = run("parse", "--rfc", "1630", "rlogin:info.cern.ch")
        self.assertEqual(r.returncode, 0)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "valid    fragmentaddress  rlogin:info.cern.ch")
        self.assertTrue(lines[1].startswith('  note: RFC 1630 names the scheme "rlogin"'))
        self.assertEqual(sum(1 for l in lines if "note:" in l), 1)
        r = run("parse", "--rfc", "1738", "http://www.joes-hardware.com/")
        self.assertNotIn("note", r.stdout)

    def test_search_words_and_decoded_values(self):
        r = run("parse", "--rfc", "1630", "http://h/a%2Fb?x+y%2B")
        self.assertIn('      -: "a%2Fb" @9 (decoded "a/b")\n', r.stdout)
        self.assertIn('    search: "x+y%2B" @15 (decoded "x+y+")\n      words: [2]\n        -: "x"\n        -: "y+"\n',
                      r.stdout)

    def test_invalid_prints_the_diagnostic_and_exits_1(self):
        r = run("parse", "--rfc", "1630", "gopher://h/")
        self.assertEqual(r.returncode, 1)
        self.assertTrue(r.stdout.startswith("invalid  gopher://h/\n  at offset 11: "))
        self.assertIn("gopher type character", r.stdout)


class Usage(unittest.TestCase):
    def test_errors_name_the_bad_argument(self):
        for args, word in [(["--rfc", "1630", "--fold-scheme-case", "http://h/"], "--fold-scheme-case"),
                           (["--rfc", "1630-generic", "--ipv6-text-forms", "g:h"], "--ipv6-text-forms"),
                           (["--rfc", "1631", "g:h"], "1631")]:
            r = run("parse", "--rfc", "1738", *args)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(word, r.stderr, args)
            self.assertEqual(r.stdout, "", args)

    def test_help_names_both_grammars(self):
        r = run("parse", "--help")
        self.assertEqual(r.returncode, 0)
        self.assertIn("--rfc 1630 ", r.stdout)
        self.assertIn("--rfc 1630-generic", r.stdout)


if __name__ == "__main__":
    unittest.main()
