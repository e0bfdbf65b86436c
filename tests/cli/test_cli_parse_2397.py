#!/usr/bin/env python3
"""urlbnf parse --rfc 2397: the data URL's media type, parameters, base64 and
decoded length, in text and JSON, for the issue's example and the RFC's."""
import json
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def parse(*args):
    return subprocess.run([URLBNF, "parse", "--rfc", "2397", *args], capture_output=True, text=True)


class Parse2397(unittest.TestCase):
    def test_the_media_type_its_charset_base64_and_decoded_length(self):
        r = parse("--json", "data:text/plain;charset=utf-8;base64,SGk=")
        self.assertEqual(r.returncode, 0, r.stderr)
        tree = json.loads(r.stdout)["tree"]
        self.assertEqual(tree["media_type"], "text/plain")
        self.assertEqual((tree["type"]["raw"], tree["subtype"]["raw"]), ("text", "plain"))
        self.assertEqual([(p["attribute"]["raw"], p["decoded_value"]) for p in tree["parameter"]],
                         [("charset", "utf-8")])
        self.assertEqual(tree["charset"], "utf-8")
        self.assertIs(tree["base64"], True)
        self.assertEqual(tree["decoded_length"], 2)
        self.assertIsNone(tree["base64_error"])

    def test_text_shows_the_same(self):
        r = parse("data:text/plain;charset=utf-8;base64,SGk=")
        self.assertEqual(r.returncode, 0)
        for line in ('  media_type: "text/plain"', "  base64: true", "  decoded_length: 2",
                     '      attribute: "charset" @16', '  charset: "utf-8"'):
            self.assertIn(line + "\n", r.stdout)

    def test_section_2s_default_media_type(self):
        tree = json.loads(parse("--json", "data:,A%20brief%20note").stdout)["tree"]
        self.assertEqual((tree["media_type"], tree["media_type_default"]), ("text/plain", True))
        self.assertEqual((tree["charset"], tree["charset_default"]), ("US-ASCII", True))
        self.assertEqual((tree["type"], tree["decoded_length"]), (None, 12))

    def test_invalid_base64_says_where_and_why(self):
        tree = json.loads(parse("--json", "data:;base64,SGk").stdout)["tree"]
        self.assertIsNone(tree["decoded_length"])
        self.assertEqual((tree["base64_error"]["offset"], tree["base64_error"]["problem"]), (16, "bad_length"))

    def test_the_rfcs_misprinted_example_is_rejected(self):
        r = parse("data:text/plain;charset=iso-8859-7,%be%fg%be")
        self.assertEqual(r.returncode, 1)
        self.assertIn("at offset 40: RFC 2397 \u00a73: a '%' starts an escape", r.stdout)
        tree = json.loads(parse("--json", "data:text/plain;charset=iso-8859-7,%be%fg%be").stdout)["tree"]
        self.assertEqual((tree["media_type"], tree["data"], tree["decoded_length"], tree["base64"]),
                         (None, None, None, False))


if __name__ == "__main__":
    unittest.main()
