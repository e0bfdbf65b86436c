#!/usr/bin/env python3
"""The contract every urlbnf command keeps (issue 26, items 2, 3, 5 and 8):
inputs named with -f, each JSON object of a stream with its line, one record
per input line in input order, bytes escaped in text output, one answer to
a write error and to a closed pipe whatever the command, options as people
type them, and a --help that lists exactly the options the command takes.
Commands are enumerated from `urlbnf --help`, so that a new one is covered
(or fails the test until it is given an invocation below)."""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def run(*args, stdin=b"", **kwargs):
    return subprocess.run([URLBNF, *args], input=stdin, capture_output=True, **kwargs)


def commands():
    out = run("--help").stdout.decode()
    block = out.split("commands:\n")[1].split("\n\n")[0]
    return [line.split()[0] for line in block.splitlines()]


PLAYGROUND_PAGE = tempfile.NamedTemporaryFile("w", suffix=".html", delete=False)
PLAYGROUND_PAGE.write('<html><input id="url" value=""></html>\n')
PLAYGROUND_PAGE.close()
ENV = dict(os.environ, URLBNF_PLAYGROUND_PAGE=PLAYGROUND_PAGE.name)

# Invocations that write to standard output, each command's, with their
# standard input; every command listed by `urlbnf --help` must have one.
INVOCATIONS = {
    "check": [(["check", "--rfc", "3986", "http://a/"], b""),
              (["check", "--rfc", "3986", "--json", "-j", "2"], b"http://a/\n" * 100),
              (["check", "--all", "http://a/"], b"")],
    "parse": [(["parse", "--rfc", "3986", "http://a/"], b""), (["parse", "--rfc", "3986", "--json"], b"http://a/\n")],
    "explain": [(["explain", "--rfc", "3986", "http://a/"], b""), (["explain", "--rfc", "3986", "--rule", "host"], b""),
                (["explain", "--rfc", "3986", "--rule", "host", "--json"], b"")],
    "tree": [(["tree", "--rfc", "3986", "http://a/"], b""),
             (["tree", "--rfc", "3986", "--format", "dot", "http://a/"], b""),
             (["tree", "--rfc", "3986", "--format", "html", "http://a/"], b"")],
    "normalize": [(["normalize", "--rfc", "3986", "HTTP://a/"], b""), (["normalize", "--rfc", "3986", "--json"], b"x\n")],
    "split": [(["split", "--rfc", "3986", "http://a/"], b""), (["split", "--rfc", "3986", "--json"], b"x\n")],
    "extract": [(["extract", "--rfc", "3986"], b"see <http://a/> and http://b/.\n"),
                (["extract", "--rfc", "3986", "--json"], b"see <http://a/>\n")],
    "resolve": [(["resolve", "--rfc", "3986", "http://a/b/c", "../d"], b""),
                (["resolve", "--all", "http://a/b/c", "d"], b""),
                (["resolve", "--all", "--json", "http://a/b/c", "d"], b"")],
    "equivalent": [(["equivalent", "--rfc", "3986", "http://a/", "HTTP://a/"], b"")],
    "rules": [(["rules", "--rfc", "3986"], b"")],
    "grammar": [(["grammar", "--rfc", "3986"], b""), (["grammar", "--rfc", "3986", "--json"], b"")],
    "railroad": [(["railroad", "--rfc", "3986", "--rule", "host"], b""),
                 (["railroad", "--rfc", "3986", "--format", "html"], b""),
                 (["railroad", "--rfc", "3986", "--format", "text"], b""),
                 (["railroad", "--across", "--rule", "host", "--format", "html"], b"")],
    "generate": [(["generate", "--rfc", "3986", "-n", "20"], b"")],
    "diverge": [(["diverge", "--rfc", "2396", "--against", "2396+2732", "--rule", "host"], b""),
                (["diverge", "--rfc", "2396", "--against", "2396+2732", "--json"], b""),
                (["diverge", "--rfc", "3986", "--against", "3986"], b"")],
    "playground": [(["playground", "http://a/"], b"")],
    "iri": [(["iri", "to-uri", "http://r\u00e9sum\u00e9.example.org/"], b""), (["iri", "to-iri"], b"http://a/%C3%A9\n")],
}


def every_invocation():
    yield ["--help"], b""
    yield ["--version"], b""
    for name in commands():
        yield [name, "--help"], b""
        yield from INVOCATIONS.get(name, [])


def prefix_of(args):
    return "urlbnf " + args[0] if args[0] in INVOCATIONS else "urlbnf"


class WriteErrors(unittest.TestCase):
    def test_every_command_has_an_invocation(self):
        self.assertEqual(set(commands()), set(INVOCATIONS))

    def test_every_invocation_writes_something(self):
        # Else the tests below would pass without testing a write.
        for args, stdin in every_invocation():
            with self.subTest(args=args):
                r = run(*args, stdin=stdin, env=ENV)
                self.assertLessEqual(r.returncode, 1, r.stderr)
                self.assertNotEqual(r.stdout, b"")

    @unittest.skipUnless(os.path.exists("/dev/full"), "needs /dev/full")
    def test_a_full_device_is_reported_once_exit_two(self):
        for args, stdin in every_invocation():
            with self.subTest(args=args):
                with open("/dev/full", "wb") as full:
                    r = subprocess.run([URLBNF, *args], input=stdin, stdout=full, stderr=subprocess.PIPE, env=ENV)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stderr.decode(),
                                 prefix_of(args) + ": error writing standard output: No space left on device\n")

    def test_a_closed_descriptor_is_reported_once_exit_two(self):
        for args, stdin in every_invocation():
            with self.subTest(args=args):
                r = subprocess.run([URLBNF, *args], input=stdin, stderr=subprocess.PIPE, env=ENV,
                                   preexec_fn=lambda: os.close(1))
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stderr.decode(),
                                 prefix_of(args) + ": error writing standard output: Bad file descriptor\n")

    def test_a_closed_pipe_ends_the_command_quietly_by_sigpipe(self):
        # As it ends cat: killed by SIGPIPE (status 141 in a shell), nothing
        # said; also when the caller ignores SIGPIPE (restore_signals=False
        # leaves Python's SIG_IGN to the child).
        for restore in (True, False):
            for args, stdin in every_invocation():
                with self.subTest(args=args, restore=restore):
                    read_end, write_end = os.pipe()
                    os.close(read_end)
                    r = subprocess.run([URLBNF, *args], input=stdin, stdout=write_end, stderr=subprocess.PIPE,
                                       env=ENV, restore_signals=restore)
                    os.close(write_end)
                    self.assertEqual(r.returncode, -signal.SIGPIPE)
                    self.assertEqual(r.stderr, b"")

    def test_head_ends_a_stream_quietly(self):
        for jobs in ("1", "3"):
            with self.subTest(jobs=jobs):
                r = subprocess.run(["bash", "-c", f'yes http://a/ | head -200000 | "$0" check --rfc 3986 -j {jobs} | head -1;'
                                    ' echo "${PIPESTATUS[2]}"', URLBNF], capture_output=True, text=True)
                self.assertEqual(r.stdout, "valid    URI  http://a/\n141\n")
                self.assertEqual(r.stderr, "")


URLS = b"http://a/\nhttp://a b\n\nHTTP://A/%7e\r\n%zz\n"
URLS_LINES = [b"http://a/", b"http://a b", b"", b"HTTP://A/%7e", b"%zz"]


class NamedInputs(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.a = os.path.join(cls.dir.name, "a.txt")
        cls.b = os.path.join(cls.dir.name, "b.txt")
        with open(cls.a, "wb") as f:
            f.write(URLS)
        with open(cls.b, "wb") as f:
            f.write(b"x:y\n?q")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def test_every_filter_reads_a_file_as_standard_input(self):
        for command in (["check"], ["check", "--all"], ["parse"], ["explain"], ["tree"], ["normalize"], ["split"]):
            rfc = [] if "--all" in command else ["--rfc", "3986"]
            expected = run(*command, *rfc, stdin=URLS)
            self.assertNotEqual(expected.stdout, b"")
            for how in (["-f", self.a], ["--file", self.a], ["--file=" + self.a], ["-f", "-"], ["-"], ["-j", "2", "-f", self.a]):
                with self.subTest(command=command, how=how):
                    r = run(*command, *rfc, *how, stdin=URLS)
                    self.assertEqual((r.returncode, r.stdout, r.stderr), (expected.returncode, expected.stdout, expected.stderr))

    def test_extract_reads_files_named(self):
        text = b"see <http://a/> and <http://b c/>\n"
        expected = run("extract", "--rfc", "3986", stdin=text)
        for how in (["-f", "-"], ["-"], ["--file=-"]):
            with self.subTest(how=how):
                self.assertEqual(run("extract", "--rfc", "3986", *how, stdin=text).stdout, expected.stdout)
        r = run("extract", "--rfc", "3986", "--json", "-f", self.a, self.b)
        self.assertEqual([json.loads(l)["file"] for l in r.stdout.splitlines()], [self.a] * 3 + [self.b])

    def lines_and_files(self, *args, stdin=b""):
        r = run("check", "--rfc", "3986", "--json", *args, stdin=stdin)
        objects = [json.loads(l) for l in r.stdout.splitlines()]
        return [(o["input"], o.get("line"), o.get("file")) for o in objects]

    def test_lines_are_numbered_in_each_stream_and_files_named(self):
        a, b = self.a, self.b
        inputs = [l.decode() for l in URLS_LINES]
        cases = [
            ([], URLS, [(i, n + 1, None) for n, i in enumerate(inputs)]),
            (["-f", "-"], URLS, [(i, n + 1, "-") for n, i in enumerate(inputs)]),
            (["-"], URLS, [(i, n + 1, "-") for n, i in enumerate(inputs)]),
            (["-f", a, "-f", b], b"", [(i, n + 1, a) for n, i in enumerate(inputs)] + [("x:y", 1, b), ("?q", 2, b)]),
            (["u:1", "-f", b, "u:2"], b"", [("u:1", None, None), ("x:y", 1, b), ("?q", 2, b), ("u:2", None, None)]),
            (["u:1", "u:2"], b"", [("u:1", None, None), ("u:2", None, None)]),
        ]
        for args, stdin, expected in cases:
            for jobs in ("1", "2"):
                with self.subTest(args=args, jobs=jobs):
                    self.assertEqual(self.lines_and_files("-j", jobs, *args, stdin=stdin), expected)

    def test_line_numbers_with_threads_over_many_batches(self):
        # Lines long enough for several read blocks of 256 KiB in a few
        # thousand lines (each object is validated against its schema under
        # with_schemas.py): each batch is numbered from its first line.
        def data(count, width):
            return b"".join((f"http://h/{n}/" + "p" * width + ("" if n % 5 else " x")).encode() +
                            (b"\r\n" if n % 7 == 0 else b"\n") for n in range(count))
        lines = data(3000, 160)
        self.assertGreater(len(lines), 2 * 2 ** 18)
        for command in (["check", "--rfc", "3986"], ["parse", "--rfc", "3986"], ["normalize", "--rfc", "3986"],
                        ["split", "--rfc", "3986"]):
            with self.subTest(command=command):
                r = run(*command, "--json", "-j", "4", stdin=lines)
                numbers = [json.loads(l)["line"] for l in r.stdout.splitlines()]
                self.assertEqual(numbers, list(range(1, 3001)))
        lines = data(1200, 500)
        self.assertGreater(len(lines), 2 * 2 ** 18)
        r = run("check", "--all", "--json", "-j", "3", stdin=lines)
        objects = [json.loads(l) for l in r.stdout.splitlines()]
        per_input = len(objects) // 1200
        self.assertEqual(len(objects), per_input * 1200)
        self.assertEqual([o["line"] for o in objects[::per_input]], list(range(1, 1201)))

    def test_a_file_that_cannot_be_read_exits_two(self):
        for args, message in [(["-f", "/nonexistent/u.txt"], "urlbnf check: cannot open /nonexistent/u.txt: No such file"),
                              (["-f", self.dir.name], f"urlbnf check: error reading {self.dir.name}: Is a directory")]:
            with self.subTest(args=args):
                r = run("check", "--rfc", "3986", *args)
                self.assertEqual(r.returncode, 2)
                self.assertIn(message, r.stderr.decode())

    def test_an_operand_naming_a_file_is_a_url_with_a_note(self):
        r = run("check", "--rfc", "3986", self.a)
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout.decode(), f"valid    relative-ref  {self.a}\n")
        self.assertEqual(r.stderr.decode(), f'urlbnf check: note: the operand "{self.a}", judged as a URL, names a file;'
                                            f" to read URLs from it, one a line: urlbnf check -f {self.a}\n")
        r = run("normalize", "--rfc", "3986", self.dir.name)
        self.assertEqual(r.stderr.decode(), f'urlbnf normalize: note: the operand "{self.dir.name}", judged as a URL,'
                                            " names a directory\n")
        self.assertEqual(run("check", "--rfc", "3986", "no/such/file").stderr, b"")

    def test_the_operand_dash_is_standard_input_in_every_filter(self):
        for command in ("check", "parse", "explain", "tree", "normalize", "split"):
            with self.subTest(command=command):
                self.assertEqual(run(command, "--rfc", "3986", "-", stdin=b"http://a/\n").stdout,
                                 run(command, "--rfc", "3986", "http://a/").stdout)


class Records(unittest.TestCase):
    def test_every_streaming_json_object_has_its_line(self):
        for command in (["check", "--rfc", "3986"], ["check", "--all"], ["parse", "--rfc", "3986"],
                        ["normalize", "--rfc", "3986"], ["split", "--rfc", "3986"]):
            with self.subTest(command=command):
                r = run(*command, "--json", stdin=URLS)
                objects = [json.loads(l) for l in r.stdout.splitlines()]
                per_input = len(objects) // len(URLS_LINES)
                self.assertEqual([o["line"] for o in objects], [n // per_input + 1 for n in range(len(objects))])
                self.assertTrue(all("file" not in o for o in objects))
                r = run(*command, "--json", "http://a/")
                self.assertTrue(all("line" not in json.loads(l) for l in r.stdout.splitlines()))

    LONG = b"http://example.com/" + "é".encode() * 100

    def long_line_objects(self, *args, max_line="30", stdin=None):
        r = run(*args, "--json", "--max-line", max_line, stdin=b"http://a/\n" + (stdin or self.LONG) + b"\nhttp://b/\n")
        self.assertEqual(r.returncode, 1)
        return [json.loads(l) for l in r.stdout.splitlines()]

    def test_the_object_of_an_over_long_line(self):
        verdict_error_keys = set(json.loads(run("check", "--rfc", "3986", "--json", "a b").stdout)["error"])
        objects = self.long_line_objects("check", "--rfc", "3986")
        self.assertEqual(len(objects), 3)
        o = objects[1]
        self.assertEqual(set(o), {"input", "truncated", "rfc", "rule", "line", "length", "valid", "error"})
        # The first 30 bytes but the first byte of an "é" cut in two.
        self.assertEqual(o["input"], "http://example.com/" + "é" * 5)
        self.assertEqual((o["truncated"], o["rfc"], o["rule"], o["line"], o["length"], o["valid"]),
                         (True, "3986", "URI-reference", 2, len(self.LONG), False))
        self.assertEqual(set(o["error"]), verdict_error_keys)
        self.assertEqual((o["error"]["code"], o["error"]["offset"]), ("line_too_long", 30))
        self.assertEqual(o["error"]["message"], f"the line is {len(self.LONG)} bytes, longer than --max-line (30); not read")
        # At most 64 bytes shown (63: the 64th starts an "é"); bytes that
        # are not UTF-8 kept in base64, as in a verdict.
        o = self.long_line_objects("check", "--rfc", "3986", max_line="100")[1]
        self.assertEqual(o["input"].encode(), self.LONG[:63])
        o = self.long_line_objects("check", "--rfc", "3986", max_line="100", stdin=b"http://a/" + b"b" * 100)[1]
        self.assertEqual(o["input"], "http://a/" + "b" * 55)
        o = self.long_line_objects("check", "--rfc", "3986", stdin=b"\xff" * 40)[1]
        self.assertEqual(o["input_base64"], "////////////////////////////////////////")

    def test_the_over_long_line_names_what_would_have_judged_it(self):
        for args, rfc_rules in [(["check", "--rfc", "1738", "--rule", "HTTPURL"], [("1738", "httpurl")]),
                                (["parse", "--rfc", "2396"], [("2396", "URI-reference")]),
                                (["normalize", "--rfc", "3986+6874"], [("3986+6874", "URI-reference")]),
                                (["split", "--rfc", "3986"], [("3986", None)]),
                                (["check", "--all"], None)]:
            with self.subTest(args=args):
                objects = [o for o in self.long_line_objects(*args) if o.get("truncated")]
                if rfc_rules is None:
                    rfc_rules = [(o["rfc"], o["rule"]) for o in
                                 map(json.loads, run("check", "--all", "--json", "x").stdout.splitlines())]
                self.assertEqual([(o["rfc"], o["rule"]) for o in objects], rfc_rules)
                self.assertTrue(all(o["line"] == 2 for o in objects))

    def test_paste_lines_up_normal_forms_with_their_inputs(self):
        with tempfile.NamedTemporaryFile("wb", suffix=".txt") as f:
            f.write(b"HTTP://A/%7e\nhttp://a b\n\n%zz\nhttp://a/./b/../c\n")
            f.flush()
            for jobs in ("1", "2"):
                r = subprocess.run(["bash", "-c", f'paste "$1" <("$0" normalize --rfc 3986 -j {jobs} < "$1")',
                                    URLBNF, f.name], capture_output=True, text=True)
                self.assertEqual(r.stdout.splitlines(), ["HTTP://A/%7e\thttp://a/~", "http://a b\tinvalid  http://a b",
                                                         "\t", "%zz\tinvalid  %zz", "http://a/./b/../c\thttp://a/c"])

    def test_one_record_per_input_in_text(self):
        # (command, lines per record): each record starts as the table says.
        inputs = ["http://a/", "a b", "%zz", "x:y"]
        cases = [(["normalize", "--rfc", "3986"], ["http://a/", "invalid  a b", "invalid  %zz", "x:y"]),
                 (["normalize", "--rfc", "2396"], ["http://a/", "invalid  a b", "invalid  %zz", "x:y"]),
                 (["resolve", "--rfc", "3986", "http://h/b"], ["http://a/", "invalid  a b", "invalid  %zz", "x:y"]),
                 (["resolve", "--rfc", "1808", "http://h/b"], ["http://a/", "invalid  a b", "invalid  %zz", "x:y"]),
                 (["resolve", "--rfc", "3986", "b"], ["none  http://a/", "none  a b", "none  %zz", "none  x:y"])]
        for args, expected in cases:
            with self.subTest(args=args):
                r = run(*args, *inputs)
                self.assertEqual(r.returncode, 1)
                self.assertEqual(r.stdout.decode().splitlines(), expected)
        r = run("split", "--rfc", "3986", *inputs)
        self.assertEqual(r.stdout.decode().splitlines()[::6], inputs)
        r = run("extract", "--rfc", "3986", stdin=b"<http://a/> <http://a/%zz> <x:%zz> x:y\n")
        self.assertEqual(r.stdout.decode().splitlines(), ["http://a/", "invalid  http://a/%zz", "invalid  x:%zz", "x:y"])
        self.assertEqual(r.stderr.decode().count("invalid  "), 2)


# Inputs, and how text output shows them: C0, DEL, C1 and bytes that are
# not well-formed UTF-8 as \xNN, a backslash as \\, UTF-8 as it is.
ESCAPES = [
    (b"a\x00b", "a\\x00b"),
    (b"a\x1fb\x7f", "a\\x1Fb\\x7F"),
    (b"a\\b", "a\\\\b"),
    (b"\\x41", "\\\\x41"),
    (b"h\xffi", "h\\xFFi"),
    (b"caf\xc3\xa9 x", "caf\u00e9 x"),
    (b"\xc2\x85nel", "\\xC2\\x85nel"),
    (b"\xed\xa0\x80", "\\xED\\xA0\\x80"),
    (b"\xe2\x82", "\\xE2\\x82"),
    (b"\xf0\x9f\x98\x80 ", "\U0001F600 "),
]


def caret_shown(data):
    """The caret view's escape: every byte outside printable ASCII as \\xNN."""
    out = ""
    for byte in data:
        out += "\\\\" if byte == 0x5C else chr(byte) if 0x20 <= byte < 0x7F else "\\x%02X" % byte
    return out


class Escapes(unittest.TestCase):
    def test_verdict_lines_and_carets(self):
        for data, shown in ESCAPES:
            with self.subTest(data=data):
                r = run("check", "--rfc", "3986", stdin=data)
                self.assertEqual(r.returncode, 1)
                lines = r.stdout.decode("utf-8").splitlines()
                self.assertEqual(lines[0], "invalid  " + shown)
                offset = json.loads(run("check", "--rfc", "3986", "--json", stdin=data).stdout)["error"]["offset"]
                self.assertEqual(lines[2], "  " + caret_shown(data))
                self.assertEqual(lines[3], "  " + " " * len(caret_shown(data[:offset])) + "^")

    def test_no_control_byte_reaches_text_output(self):
        data = b"".join(d + b"\n" for d, _ in ESCAPES)
        for args in (["check", "--rfc", "3986"], ["check", "--all"], ["normalize", "--rfc", "3986"],
                     ["split", "--rfc", "3986"], ["parse", "--rfc", "3986"], ["explain", "--rfc", "3986"],
                     ["tree", "--rfc", "3986"]):
            with self.subTest(args=args):
                r = run(*args, stdin=data)
                text = r.stdout.decode("utf-8")  # well-formed, or this raises
                self.assertFalse(re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f]", text), args)
        r = run("normalize", "--rfc", "3986", stdin=data)
        self.assertEqual(r.stdout.decode().splitlines(), ["invalid  " + shown for _, shown in ESCAPES])


class Options(unittest.TestCase):
    def test_name_equals_value_is_name_value(self):
        for joined, apart in [
            (["check", "--rfc=1738", "--rule=httpurl", "http://a/"], ["check", "--rfc", "1738", "--rule", "httpurl", "http://a/"]),
            (["check", "--rfc=3986", "--max-line=3", "http://a/"], ["check", "--rfc", "3986", "--max-line", "3", "http://a/"]),
            (["parse", "--rfc=2396", "http://a/"], ["parse", "--rfc", "2396", "http://a/"]),
            (["tree", "--rfc=3986", "--format=dot", "http://a/"], ["tree", "--rfc", "3986", "--format", "dot", "http://a/"]),
            (["generate", "--rfc=1738", "--rule=url", "-n", "3", "--seed=7"],
             ["generate", "--rfc", "1738", "--rule", "url", "-n", "3", "--seed", "7"]),
            (["explain", "--rfc=2396", "--rule=hostname"], ["explain", "--rfc", "2396", "--rule", "hostname"]),
            (["grammar", "--rfc=1808", "--rule=URL"], ["grammar", "--rfc", "1808", "--rule", "URL"]),
            (["rules", "--rfc=3986"], ["rules", "--rfc", "3986"]),
            (["resolve", "--rfc=2396", "http://a/b", "c"], ["resolve", "--rfc", "2396", "http://a/b", "c"]),
            (["equivalent", "--rfc=3986", "http://a", "http://a/"], ["equivalent", "--rfc", "3986", "http://a", "http://a/"]),
            (["normalize", "--rfc=2396", "HTTP://a"], ["normalize", "--rfc", "2396", "HTTP://a"]),
            (["split", "--rfc=2396", "http://a"], ["split", "--rfc", "2396", "http://a"]),
            (["extract", "--rfc=1738"], ["extract", "--rfc", "1738"]),
            (["check", "--rfc", "3986", "--rule=", "a:b"], ["check", "--rfc", "3986", "a:b"]),
        ]:
            with self.subTest(joined=joined):
                a, b = run(*joined, stdin=b"<http://a/>\n"), run(*apart, stdin=b"<http://a/>\n")
                self.assertEqual((a.returncode, a.stdout, a.stderr), (b.returncode, b.stdout, b.stderr))
                self.assertLessEqual(a.returncode, 1, a.stderr)

    def test_a_flag_takes_no_value(self):
        r = run("check", "--json=yes", "a:b")
        self.assertEqual(r.returncode, 2)
        self.assertIn("urlbnf check: --json takes no value", r.stderr.decode())

    # (grammar, name typed, the production found or the error's end).
    RULES = [
        ("1738", "httpurl", "httpurl"), ("1738", "HTTPURL", "httpurl"), ("1738", "HostName", "hostname"),
        ("1630", "HTTPADDRESS", "httpaddress"), ("1808", "generic-rl", "generic-RL"),
        ("2396", "uri-reference", "URI-reference"), ("3986", "uri-REFERENCE", "URI-reference"),
        ("3986", "ipv6address", "IPv6address"), ("3986+6874", "zoneid", "ZoneID"),
        ("1738", "hostnme", "; did you mean hostname? ('urlbnf rules --rfc 1738' lists them)"),
        ("3986", "URI-referense", "; did you mean URI-reference? ('urlbnf rules --rfc 3986' lists them)"),
        ("2396", "hostnam", "; did you mean hostname? ('urlbnf rules --rfc 2396' lists them)"),
        ("3986", "hsot", "; did you mean host? ('urlbnf rules --rfc 3986' lists them)"),
        ("1738", "uri", "; did you mean url? ('urlbnf rules --rfc 1738' lists them)"),
        ("3986", "zzzzzz", " ('urlbnf rules --rfc 3986' lists them)"),
    ]

    def test_rule_names_are_found_alike_in_every_grammar(self):
        for rfc, typed, found in self.RULES:
            with self.subTest(rfc=rfc, typed=typed):
                r = run("check", "--rfc", rfc, "--json", "--rule", typed, "x")
                if found.startswith((";", " ")):
                    self.assertEqual(r.returncode, 2)
                    self.assertIn(f"--rule {typed}: ", r.stderr.decode())
                    self.assertIn(f"has no such production{found}\n", r.stderr.decode())
                    continue
                self.assertEqual(json.loads(r.stdout)["rule"], found)
                for command in (["tree", "x"], ["explain"], ["grammar"], ["generate", "-n", "1"]):
                    c = run(command[0], "--rfc", rfc, "--rule", typed, *command[1:])
                    self.assertLessEqual(c.returncode, 1, (command, c.stderr))

    def test_no_grammar_has_two_names_differing_only_in_case(self):
        # Were there, a name in another case would find neither.
        grammars = [json.loads(l)["rfc"] for l in run("check", "--all", "--json", "x").stdout.splitlines()]
        self.assertEqual(len(grammars), 14)
        for rfc in grammars:
            with self.subTest(rfc=rfc):
                names = [l.split()[0] for l in run("rules", "--rfc", rfc).stdout.decode().splitlines()]
                bnf = [p["name"] for p in json.loads(run("grammar", "--rfc", rfc, "--json").stdout)["productions"]]
                for listed in (names, bnf):
                    self.assertGreater(len(listed), 10)
                    self.assertEqual(len({n.lower() for n in listed}), len(listed))

    def test_usage_errors_point_to_the_command_help(self):
        for args in (["check", "--rfc", "1999"], ["check", "--jsn"], ["parse", "--rfc"], ["tree", "--format", "svg", "a"],
                     ["rules", "x"], ["generate", "--rule", "nosuch"], ["resolve", "a"], ["equivalent", "a"],
                     ["extract", "--bogus"], ["normalize", "--rfc", "1738"], ["split", "-j", "0"],
                     ["grammar", "--rule", "nosuch"], ["explain", "--rule", "host", "a"], ["playground", "a", "b"]):
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stdout, b"")
                self.assertTrue(r.stderr.decode().startswith(f"urlbnf {args[0]}: "))
                self.assertTrue(r.stderr.decode().endswith(f"\nRun 'urlbnf {args[0]} --help' for usage.\n"))

    def test_near_misses_are_named(self):
        for args, message in [
            (["chek"], "urlbnf: unknown command 'chek'; did you mean check?"),
            (["check", "--jsn"], "urlbnf check: unknown option --jsn; did you mean --json? (the options: --all --bidi-formatting-excluded -f --file"),
            (["check", "--jsno"], "urlbnf check: unknown option --jsno; did you mean --json?"),
            (["check", "--rfx=1"], "urlbnf check: unknown option --rfx; did you mean --rfc? (the options:"),
            (["check", "--qqqqq"], "urlbnf check: unknown option --qqqqq (the options:"),
            (["parse", "--rfcc=3986"], "urlbnf parse: unknown option --rfcc; did you mean --rfc?"),
            (["normalize", "--flie", "x"], "urlbnf normalize: unknown option --flie; did you mean --file?"),
        ]:
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 2)
                self.assertTrue(r.stderr.decode().startswith(message), r.stderr)
        self.assertTrue(run("chek").stderr.decode().endswith("\nRun 'urlbnf --help' for usage.\n"))


# An option in a help text: in the usage synopsis, or at the start of a
# line of the option list ("  --rfc 2396, --rfc 2396+2732", "  -f FILE,
# --file FILE"). --help, which every command takes, is left out.
OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][a-zA-Z0-9-]*)")


def options_listed(help_text):
    usage = help_text.split("\n\n")[0]
    listed = set(OPTION.findall(usage))
    for line in help_text.splitlines():
        term = re.match(r"^\s+(-\S.*?)(?:\s{2,}|$)", line)
        if term:
            listed |= set(OPTION.findall(term.group(1)))
    return listed - {"--help"}


def options_taken(command):
    r = run(command, "--no-such-option")
    return set(re.search(r"\(the options: ([^)]*)\)", r.stderr.decode()).group(1).split()) - {"--help"}


class Help(unittest.TestCase):
    def test_help_lists_exactly_the_options_taken(self):
        for command in commands():
            with self.subTest(command=command):
                r = run(command, "--help")
                self.assertEqual(r.returncode, 0)
                self.assertEqual(options_listed(r.stdout.decode()), options_taken(command))

    def test_every_listed_option_is_accepted(self):
        # The other way round, without the error's list: no listed option is unknown.
        for command in commands():
            for option in options_listed(run(command, "--help").stdout.decode()):
                with self.subTest(command=command, option=option):
                    self.assertNotIn(b"unknown option", run(command, option).stderr)

    def test_filters_document_files_and_threads(self):
        for command in ("check", "parse", "explain", "tree", "normalize", "split"):
            with self.subTest(command=command):
                self.assertTrue({"-f", "--file", "-j", "--max-line"} <= options_taken(command))


if __name__ == "__main__":
    unittest.main()
