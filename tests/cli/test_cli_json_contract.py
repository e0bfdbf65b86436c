#!/usr/bin/env python3
"""The JSON contract of every urlbnf command (docs/schema/): each command's
objects, on valid, invalid, non-UTF-8 and over-long input, validate against
its schema; the schemas are strict (a wrong object fails); every key is
snake_case, production names made keys without collision; parse gives RFC
3986's and RFC 2396's parts at the top level and the port as a number."""
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import json_schemas  # noqa: E402

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
HERE = pathlib.Path(__file__).resolve().parent
GRAMMARS = ["1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"]

# Valid and invalid by one grammar or another, one not UTF-8, one longer than
# --max-line 5, as lines of standard input.
STREAM = (b"http://u:p@www.example.com:8080/a/b;p?q=1#f\n"
          b"ftp://h/%2Fetc/motd;type=a\n"
          b"http://[::1]:99999/\n"
          b"?y\n"
          b"a b\n"
          b"http://h/\xff\xfe%C3\n"
          b"mailto:joe@example.com\n"
          b"mailto:a@b,c@d?body=x%E9\n")
LONG = b"x:y\n" + b"http://" + b"a" * 40 + b"/\n" + b"x:z\n"

# The production explain --rule teaches by each grammar ("host" by default).
TAUGHT = {"1630": "url", "1630-generic": "uri", "1738": "hostport", "1808": "net_loc", "2397": "mediatype",
          "3987": "ihost", "6068": "domain"}

TEXT = (b'See <URL:ftp://info.cern.ch/pub/www/doc;\n type=d> and "http://www.example.com/a-\n b" or '
        b"http://h/\xff, news:* and ftp://%zz.\n")


def run(args, stdin=None):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True)


def objects_of(args, stdin=None):
    r = run(args, stdin)
    return r, [json.loads(line) for line in r.stdout.decode("utf-8").splitlines()]


def command_lines():
    """(arguments, standard input) of every command that writes JSON."""
    lines = []
    for g in GRAMMARS:
        for stdin in (STREAM, LONG):
            lines.append((["check", "--json", "--rfc", g, "--max-line", "30"], stdin))
            lines.append((["parse", "--json", "--rfc", g, "--max-line", "30"], stdin))
        lines.append((["check", "--json", "--rfc", g, "--max-line", "5", "http://a/"], None))
        lines.append((["explain", "--json", "--rfc", g, "--rule", TAUGHT.get(g, "host")], None))
        lines.append((["grammar", "--json", "--rfc", g], None))
    for stdin in (STREAM, LONG):
        lines.append((["check", "--all", "--json", "--max-line", "30"], stdin))
        lines.append((["split", "--json", "--max-line", "30"], stdin))
        for g in ["2396", "2396+2732", "3986", "3986+6874", "9110"]:
            lines.append((["normalize", "--json", "--rfc", g, "--max-line", "30"], stdin))
    for g in ["1738", "2396", "2396+2732", "3986", "3986+6874"]:
        lines.append((["extract", "--json", "--rfc", g], TEXT))
    lines.append((["resolve", "--all", "--json", "http://a/b/c/d;p?q", "?y", "../../../g", "", "a b", "g:h"], None))
    lines.append((["resolve", "--all", "--json", "e:T", "g"], None))
    lines.append((["resolve", "--all", "--json", "a b", "g"], None))
    lines.append((["diverge", "--json", "--rfc", "2396", "--against", "2396+2732", "--limit", "20"], None))
    lines.append((["diverge", "--json", "--rfc", "3986", "--against", "3986"], None))
    return lines


def keys_of(value):
    """Every key of every object in VALUE."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield key
            yield from keys_of(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from keys_of(inner)


def json_key(name):
    """The rule of common.schema.json: lower case, each run of characters
    other than ASCII letters and digits one "_"."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower())


class EveryCommand(unittest.TestCase):
    def test_every_object_validates_against_its_command_schema(self):
        total = 0
        for args, stdin in command_lines():
            with self.subTest(args=args):
                r = run(args, stdin)
                self.assertIn(r.returncode, (0, 1), r.stderr)
                count, problems = json_schemas.output_problems(args, r.stdout)
                self.assertEqual(problems, [])
                self.assertGreater(count, 0)
                total += count
        self.assertGreater(total, 300)

    def test_streamed_objects_have_their_line_and_file(self):
        with tempfile.NamedTemporaryFile(suffix=".txt") as f:
            f.write(LONG)
            f.flush()
            for command in (["check"], ["check", "--all"], ["parse"], ["normalize"], ["split"]):
                with self.subTest(command=command):
                    args = [*command, "--json", "--rfc", "3986", "--max-line", "30", "-f", f.name]
                    if command == ["split"] or command == ["check", "--all"]:
                        args.remove("--rfc")
                        args.remove("3986")
                    r, objects = objects_of(args)
                    self.assertEqual(json_schemas.output_problems(args, r.stdout)[1], [])
                    self.assertEqual(sorted({o["line"] for o in objects}), [1, 2, 3])
                    self.assertEqual({o["file"] for o in objects}, {f.name})
                    long = [o for o in objects if o.get("truncated")]
                    self.assertTrue(long)
                    self.assertTrue(all(o["line"] == 2 and o["length"] == 48 for o in long))

    def test_only_snake_case_keys(self):
        snake = re.compile(r"^[a-z0-9_]+$")
        for args, stdin in command_lines():
            with self.subTest(args=args):
                _, objects = objects_of(args, stdin)
                self.assertEqual([k for k in keys_of(objects) if not snake.match(k)], [])


class Schemas(unittest.TestCase):
    def test_every_schema_names_only_snake_case_keys(self):
        snake = re.compile(r"^[a-z0-9_]+$")

        def names(schema):
            if isinstance(schema, dict):
                for word in ("properties",):
                    yield from schema.get(word, {})
                yield from schema.get("required", [])
                for value in schema.values():
                    yield from names(value)
            elif isinstance(schema, list):
                for value in schema:
                    yield from names(value)

        for uri, schema in json_schemas.STORE.items():
            with self.subTest(schema=uri):
                self.assertEqual([n for n in names(schema) if not snake.match(n)], [])

    def test_every_command_has_its_schema(self):
        self.assertEqual(sorted(json_schemas.SCHEMA_OF_COMMAND.values()),
                         sorted(p.name for p in json_schemas.SCHEMA_DIR.glob("*.schema.json")
                                if p.name != "common.schema.json"))

    def test_a_wrong_object_fails(self):
        _, (verdict,) = objects_of(["check", "--json", "--rfc", "3986", "http://a/"])
        _, (parsed,) = objects_of(["parse", "--json", "--rfc", "3986", "http://[::1]:80/"])
        _, (long,) = objects_of(["check", "--json", "--rfc", "3986", "--max-line", "5"], b"http://a/\n")
        _, (split,) = objects_of(["split", "--json", "http://a/"])
        _, (found,) = objects_of(["extract", "--json", "--rfc", "3986"], b"http://a/\n")
        _, (answer, *_) = objects_of(["resolve", "--all", "--json", "http://a/", "b"])
        _, (grammar,) = objects_of(["grammar", "--json", "--rfc", "3986", "--rule", "port"])
        _, (diverged,) = objects_of(["diverge", "--json", "--rfc", "2396", "--against", "2396+2732", "--limit", "1"])

        def changed(o, edit):
            o = json.loads(json.dumps(o))
            edit(o)
            return o

        wrong = [
            ("check", changed(verdict, lambda o: o.update({"input-position": 1}))),
            ("check", changed(verdict, lambda o: o.pop("rfc"))),
            ("check", changed(verdict, lambda o: o.update(valid=False))),
            ("check", changed(verdict, lambda o: o.update(line=0))),
            ("check", changed(verdict, lambda o: o.update(rfc="9999"))),
            ("check", changed(long, lambda o: o.pop("rule"))),
            ("check", changed(long, lambda o: o.update(truncated=False))),
            ("parse", changed(parsed, lambda o: o.update(port="80"))),
            ("parse", changed(parsed, lambda o: o.update(port=70000))),
            ("parse", changed(parsed, lambda o: o.update(port_reading="too_large"))),
            ("parse", changed(parsed, lambda o: o.pop("scheme"))),
            ("parse", changed(parsed, lambda o: o["tree"]["authority"]["host"].update({"IPv6address": None}))),
            ("parse", changed(parsed, lambda o: o["tree"]["authority"]["port"].update(number="80"))),
            ("parse", changed(parsed, lambda o: o["tree"].update({"relative-ref": None}))),
            ("parse", changed(parsed, lambda o: o.update(rfc="1738"))),
            ("normalize", changed(verdict, lambda o: o.update(normalized=None))),
            ("split", changed(split, lambda o: o.update(path=None))),
            ("extract", changed(found, lambda o: o.update({"input-position": o.pop("input_position")}))),
            ("resolve", changed(answer, lambda o: o.update(rfc="1738"))),
            ("grammar", changed(grammar, lambda o: o["productions"][0]["expr"].update(min="0"))),
            ("diverge", changed(diverged, lambda o: o["disagreements"][0]["rejection"].update(valid=True))),
            ("diverge", changed(diverged, lambda o: o.update(grammars=["2396"]))),
        ]
        for command, o in wrong:
            with self.subTest(command=command, object=o):
                self.assertNotEqual(json_schemas.problems(f"{command}.schema.json", o), [])
        # And the objects themselves validate.
        for command, o in [("check", verdict), ("parse", parsed), ("check", long), ("split", split),
                           ("extract", found), ("resolve", answer), ("grammar", grammar), ("diverge", diverged)]:
            self.assertEqual(json_schemas.problems(f"{command}.schema.json", o), [], command)

    def test_the_wrapper_fails_a_test_whose_command_writes_a_wrong_object(self):
        with tempfile.TemporaryDirectory() as directory:
            module = pathlib.Path(directory, "test_fake.py")
            module.write_text("import subprocess, sys, unittest\n"
                              "PROGRAM = sys.argv.pop(1)\n"
                              "class T(unittest.TestCase):\n"
                              "    def test(self):\n"
                              "        subprocess.run([PROGRAM, 'check', '--json', 'x'], capture_output=True)\n"
                              "unittest.main()\n")
            for printed, status in [('{"also": [], "valid": "yes"}', 1), (json.dumps(
                    {"also": [], "bnf_valid": None, "error": None, "input": "x", "match": "URI", "note": None,
                     "reading": "bnf", "rfc": "3986", "rule": "URI-reference", "valid": True}), 0)]:
                program = pathlib.Path(directory, "urlbnf")
                program.write_text(f"#!/bin/sh\necho '{printed}'\n")
                program.chmod(0o755)
                r = subprocess.run([sys.executable, str(HERE / "with_schemas.py"), str(module), str(program)],
                                   capture_output=True, text=True)
                self.assertEqual(r.returncode, status, r.stderr)
                if status:
                    self.assertIn("fails docs/schema/check.schema.json", r.stderr)
                    self.assertIn("'yes' is not of type 'boolean'", r.stderr)


class Keys(unittest.TestCase):
    # The tool's own keys in parse's trees, beside the productions' names.
    TOOL_KEYS = {"raw", "offset", "decoded", "production", "number", "reading", "reading_code", "words", "type",
                 "form", "all_groups", "local_machine", "directory_listing", "fields", "prefix"}
    # RFC 2397's tree: "type" there is its production's key (the tool's own
    # "type" is in RFC 1630's and RFC 1738's trees), beside the tool's keys
    # for what it reads of the data URL.
    TOOL_KEYS_2397 = (TOOL_KEYS - {"type"}) | {"media_type", "media_type_default", "decoded_value", "charset",
                                               "charset_default", "base64", "decoded_length", "base64_error",
                                               "problem", "message"}

    def test_production_names_as_keys_do_not_collide(self):
        for g in GRAMMARS:
            with self.subTest(grammar=g):
                r = run(["rules", "--rfc", g])
                names = [line.split()[0] for line in r.stdout.decode().splitlines()]
                self.assertGreater(len(names), 10)
                keys = {}
                for name in names:
                    keys.setdefault(json_key(name), []).append(name)
                self.assertEqual({k: v for k, v in keys.items() if len(v) > 1}, {})
                self.assertEqual(set(keys) & (self.TOOL_KEYS_2397 if g == "2397" else self.TOOL_KEYS), set())

    def test_tree_keys_by_the_rule_and_production_values_as_the_bnf_spells_them(self):
        for rfc, url, path, key, production in [
                ("3986", "http://[v1.x]/", ["authority", "host"], "ipvfuture", "IP-literal"),
                ("3986+6874", "http://[fe80::1%25en0]/", ["authority", "host"], "zoneid", "IP-literal"),
                ("3986", "a/b", ["path"], None, "path-noscheme"),
                ("3986", "?y", [], "relative_ref", None),
                ("1808", "http://a/b", [], "generic_rl", None),
                ("2396", "http://a/", [], "absoluteuri", None),
                ("1738", "gopher://h/1x%09y%09z", ["gopherurl"], "gopher_string", None),
                ("1738", "http://h/", ["genericurl"], "ip_schemepart", None),
                ("1630", "mid:a@b", ["midaddress", "addr_spec"], "local_part", None),
                ("1630", "cid:a@b", ["cidaddress"], "content_identifier", None)]:
            with self.subTest(rfc=rfc, url=url):
                _, (o,) = objects_of(["parse", "--json", "--rfc", rfc, url])
                node = o["tree"]
                for step in path:
                    node = node[step]
                if key:
                    self.assertIn(key, node)
                if production:
                    self.assertEqual(node["production"], production)


PARTS = ["scheme", "authority", "userinfo", "host", "port", "port_text", "port_reading", "path", "query", "fragment"]


class ParseParts(unittest.TestCase):
    def test_parts_at_the_top_level(self):
        # rfc, input: scheme, authority, userinfo, host, port, port_text, port_reading, path, query, fragment
        for rfc, url, expected in [
                ("3986", "https://user@Example.com:8443/a/./b?x=1&y#top",
                 ("https", "user@Example.com:8443", "user", "Example.com", 8443, "8443", "number", "/a/./b", "x=1&y",
                  "top")),
                ("3986", "http://a:080/", ("http", "a:080", None, "a", 80, "080", "number", "/", None, None)),
                ("3986", "http://a:65535", ("http", "a:65535", None, "a", 65535, "65535", "number", "", None, None)),
                ("3986", "http://a:65536/",
                 ("http", "a:65536", None, "a", None, "65536", "too_large", "/", None, None)),
                ("3986", "http://a:99999999999999999999/",
                 ("http", "a:99999999999999999999", None, "a", None, "99999999999999999999", "too_large", "/", None,
                  None)),
                ("3986", "http://a:/", ("http", "a:", None, "a", None, "", "empty", "/", None, None)),
                ("3986", "//[::1]/x", (None, "[::1]", None, "[::1]", None, None, None, "/x", None, None)),
                ("3986+6874", "http://[fe80::1%25en0]:8/",
                 ("http", "[fe80::1%25en0]:8", None, "[fe80::1%25en0]", 8, "8", "number", "/", None, None)),
                ("3986", "?y", (None, None, None, None, None, None, None, "", "y", None)),
                ("3986", "mailto:a?x", ("mailto", None, None, None, None, None, None, "a", "x", None)),
                ("3986", "a%2Fb#%20", (None, None, None, None, None, None, None, "a%2Fb", None, "%20")),
                ("3986", "http://a b/", (None,) * 10),
                ("2396", "http://u@a:8080/x;p?q#f",
                 ("http", "u@a:8080", "u", "a", 8080, "8080", "number", "/x;p", "q", "f")),
                ("2396", "http://a", ("http", "a", None, "a", None, None, None, "", None, None)),
                ("2396", "mailto:a?x", ("mailto", None, None, None, None, None, None, "a?x", None, None)),
                ("2396", "//a@b@c/x", (None, "a@b@c", None, None, None, None, None, "/x", None, None)),
                ("2396", "a/b?c", (None, None, None, None, None, None, None, "a/b", "c", None)),
                ("2396", "http://a:99999/",
                 ("http", "a:99999", None, "a", None, "99999", "too_large", "/", None, None)),
                ("2396+2732", "http://[::1]:80/", ("http", "[::1]:80", None, "[::1]", 80, "80", "number", "/", None,
                                                   None)),
                ("2396", "a b", (None,) * 10)]:
            with self.subTest(rfc=rfc, url=url):
                _, (o,) = objects_of(["parse", "--json", "--rfc", rfc, url])
                self.assertEqual(tuple(o[k] for k in PARTS), expected)

    def test_jq_scheme_gives_the_scheme(self):
        # README: urlbnf parse --json < urls.txt | jq .scheme
        _, objects = objects_of(["parse", "--json", "--rfc", "3986"], b"https://a/\n?y\nurn:x\na b\n")
        self.assertEqual([o["scheme"] for o in objects], ["https", None, "urn", None])

    def test_other_grammars_have_the_tree_alone(self):
        for rfc in ["1630", "1630-generic", "1738", "1808"]:
            with self.subTest(rfc=rfc):
                _, (o,) = objects_of(["parse", "--json", "--rfc", rfc, "http://a:80/"])
                self.assertEqual(set(PARTS) & set(o), set())
                self.assertIn("tree", o)

    def test_every_port_in_a_tree_is_read_as_a_number(self):
        for rfc, url, path in [("1738", "http://h:99999/", ["httpurl", "port"]),
                               ("1738", "http://h:99999/", ["genericurl", "ip_schemepart", "port"]),
                               ("1630", "http://h:99999/", ["httpaddress", "port"]),
                               ("2396", "http://h:99999/", ["authority", "server", "port"]),
                               ("3986", "http://h:99999/", ["authority", "port"])]:
            with self.subTest(rfc=rfc, path=path):
                _, (o,) = objects_of(["parse", "--json", "--rfc", rfc, url])
                node = o["tree"]
                for step in path:
                    node = node[step]
                self.assertEqual(node, {"raw": "99999", "offset": 9, "decoded": "99999", "number": None,
                                        "reading": "too_large"})
        _, (o,) = objects_of(["parse", "--json", "--rfc", "1738", "http://h:8080/"])
        self.assertEqual((o["tree"]["httpurl"]["port"]["number"], o["tree"]["httpurl"]["port"]["reading"]),
                         (8080, "number"))


if __name__ == "__main__":
    unittest.main()
