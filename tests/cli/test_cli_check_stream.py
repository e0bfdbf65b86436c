#!/usr/bin/env python3
"""`urlbnf check` on a stream: standard input read in blocks and, with -j N,
judged by N threads; the output must be byte for byte that of -j 1, in input
order, whatever the lines hold."""
import json
import os
import signal
import subprocess
import sys
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"


def run(*args, stdin=b""):
    # --all judges by every grammar: it takes no --rfc.
    rfc = [] if "--all" in args else ["--rfc", "1738"]
    return subprocess.run([URLBNF, "check", *rfc, *args], input=stdin, capture_output=True)


# check --all's objects per input: one per registered grammar.
GRAMMAR_COUNT = len(run("--all", "--json", "x:y").stdout.splitlines())


def mixed_input():
    """About 6,000 lines, 1.3 MB: valid and invalid URLs of every kind, LF
    and CRLF endings, empty lines, NUL, control and non-UTF-8 bytes, lines
    longer than a read block, and a last line without a newline."""
    kinds = [b"http://www.example.com/a/b.html?x={}", b"ftp://anon:pw@ftp.funet.fi/pub/f{};type=i",
             b"mailto:joe{}@example.com", b"news:comp.infosystems.www.{}", b"file://host/etc/motd{}",
             b"gopher://h:70/1/x{}", b"telnet://u@h:23/{}", b"../up/{}.html", b"#frag{}", b"//net/path{}",
             b"http://[::192.9.5.5]/{}", b"HTTP://UPPER/{}", b"http://a/b c{}", b"http://h/\xff\xfe{}",
             b"http://h/caf\xc3\xa9/{}", b"http://h/\xe2\x82{}", b"x-y:\x00nul{}", b"http://h/\"q\\\t{}",
             b"", b"%zz{}", b"http://h/\xed\xa0\x80{}", b"wais://h/db?{}", b"prospero://h/p;x={}"]
    lines = []
    for i in range(6000):
        kind = kinds[i % len(kinds)]
        line = kind.replace(b"{}", str(i).encode())
        lines.append(line + (b"\r\n" if i % 7 == 0 else b"\n"))
    for at, length in [(1000, 300_000), (3000, 700_000)]:
        lines[at] = b"http://h/" + b"p" * length + b"\n"
    lines[4000] = b"http://h/" + b"q" * 200_000 + b" invalid\r\n"
    return b"".join(lines) + b"http://no.newline/at/the/end"


def expected_inputs(data):
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    return [(line[:-1] if line.endswith(b"\r") else line).decode("utf-8", "replace") for line in lines]


class Jobs(unittest.TestCase):
    DATA = mixed_input()

    def test_jobs_change_no_byte_nor_exit_status(self):
        for options in [[], ["--json"], ["--rfc", "2396"], ["--rfc", "2396+2732", "--json"], ["--rfc", "1630"],
                        ["--all"], ["--all", "--json"]]:
            with self.subTest(options=options):
                one = run(*options, stdin=self.DATA)
                self.assertEqual(one.returncode, 1)
                self.assertEqual(one.stderr, b"")
                for jobs in ["1", "2", "4"]:
                    r = run(*options, "-j", jobs, stdin=self.DATA)
                    self.assertEqual(r.returncode, one.returncode, jobs)
                    self.assertEqual(r.stderr, one.stderr, jobs)
                    self.assertTrue(r.stdout == one.stdout, f"-j {jobs} output differs from -j 1")

    def test_output_in_input_order(self):
        inputs = expected_inputs(self.DATA)
        for options in [["--json"], ["--all", "--json"]]:
            with self.subTest(options=options):
                r = run(*options, "-j", "4", stdin=self.DATA)
                objects = [json.loads(line) for line in r.stdout.decode("utf-8").split("\n")[:-1]]
                per_input = GRAMMAR_COUNT if "--all" in options else 1
                self.assertEqual([o["input"] for o in objects[::per_input]], inputs)

    def test_text_one_verdict_per_input_in_order(self):
        inputs = expected_inputs(self.DATA)
        r = run("-j", "3", stdin=self.DATA)
        verdicts = [line for line in r.stdout.decode("utf-8", "replace").split("\n")
                    if line.startswith(("valid    ", "invalid  "))]
        self.assertEqual(len(verdicts), len(inputs))
        self.assertTrue(verdicts[-1].endswith("http://no.newline/at/the/end"))

    def test_exit_status_with_jobs(self):
        valid = b"http://a/\n" * 20_000
        self.assertEqual(run("-j", "2", stdin=valid).returncode, 0)
        self.assertEqual(run("-j", "2", stdin=valid + b"http://a b/\n" + valid).returncode, 1)
        self.assertEqual(run("-j", "2", stdin=b"").returncode, 0)
        self.assertEqual(run("-j", "2", stdin=b"").stdout, b"")

    def test_operands_with_jobs(self):
        r = run("-j", "2", "http://a/", "news:*")
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stdout, run("http://a/", "news:*").stdout)


class UsageErrors(unittest.TestCase):
    def test_bad_thread_counts(self):
        for value in ["0", "x", "-1", "2x", "257", ""]:
            with self.subTest(value=value):
                r = run("-j", value, stdin=b"http://a/\n")
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stdout, b"")
                self.assertIn(f"-j {value}: expected a number of threads from 1 to 256".encode(), r.stderr)

    def test_missing_value(self):
        r = run("-j", stdin=b"http://a/\n")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stdout, b"")
        self.assertIn(b"-j needs a value", r.stderr)

    def test_help_documents_jobs(self):
        self.assertIn(b"-j N", run("--help").stdout)


class WriteErrors(unittest.TestCase):
    def test_closed_pipe_ends_the_command_quietly(self):
        # As it ends cat: by SIGPIPE, nothing said (test_cli_contract.py
        # checks every command).
        for jobs in ["1", "2"]:
            with self.subTest(jobs=jobs):
                p = subprocess.Popen([URLBNF, "check", "--rfc", "1738", "-j", jobs], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
                p.stdout.close()
                _, err = p.communicate(b"http://a/\n" * 100_000)
                self.assertEqual(p.returncode, -signal.SIGPIPE)
                self.assertEqual(err, b"")

    @unittest.skipUnless(os.path.exists("/dev/full"), "needs /dev/full")
    def test_full_device_is_reported(self):
        with open("/dev/full", "wb") as full:
            r = subprocess.run([URLBNF, "check", "--rfc", "1738", "-j", "2"], input=b"http://a/\n", stdout=full,
                               stderr=subprocess.PIPE)
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"urlbnf check: error writing standard output", r.stderr)


if __name__ == "__main__":
    unittest.main()
