#!/usr/bin/env python3
"""The command's limits (README "Limits"): a 100 MB URL on standard input is
judged when --max-line admits it, in memory a small multiple of the line;
with the default --max-line (16 MiB) it is reported as too long without
being read into memory; a line longer than the memory the command may use
is an error (status 2), not a crash. URLBNF_SANITIZED, which tools/sanitize
sets, says the command is sanitized: its memory is then not measured (the
sanitizers' shadow memory and quarantine grow with every access), nor
limited (it reserves terabytes of address space)."""
import os
import subprocess
import sys
import tempfile
import time
import unittest

URLBNF = sys.argv.pop(1) if len(sys.argv) > 1 else "build/cli/urlbnf"
SIZE = 100 * 1000 * 1000
SANITIZED = bool(os.environ.get("URLBNF_SANITIZED"))
MIB = 1024 * 1024


def long_url(prefix):
    """A valid URL of SIZE bytes: prefix, then "seg/" segments."""
    body = b"seg/" * ((SIZE - len(prefix)) // 4 + 1)
    return prefix + body[: SIZE - len(prefix)]


# Runs the command and writes its exit status and peak resident set (KiB)
# to a file. A child's peak counts that of the process it was forked from,
# up to its exec: a small python started for it, not this test, which
# holds the URL, is that process.
SPAWN = """
import os, resource, sys
limit, report, *command = sys.argv[1:]
pid = os.fork()
if pid == 0:
    if int(limit):
        resource.setrlimit(resource.RLIMIT_AS, (int(limit), int(limit)))
    os.execv(command[0], command)
_, status, usage = os.wait4(pid, 0)
with open(report, "w") as f:
    f.write(f"{os.waitstatus_to_exitcode(status)} {usage.ru_maxrss}")
"""


def run(args, stdin, limit_bytes=0):
    """The command on `stdin` (bytes, or an open file), its status, its
    output, its errors, its peak resident set in bytes and its time in
    seconds."""
    with tempfile.TemporaryFile() as given, tempfile.NamedTemporaryFile() as report:
        if isinstance(stdin, bytes):
            given.write(stdin)
            given.seek(0)
            stdin = given
        start = time.monotonic()
        r = subprocess.run([sys.executable, "-c", SPAWN, str(limit_bytes), report.name, URLBNF, *args], stdin=stdin,
                           capture_output=True)
        seconds = time.monotonic() - start
        status, peak = (int(n) for n in report.read().split())
        return status, r.stdout, r.stderr, peak * 1024, seconds


class HundredMegabytes(unittest.TestCase):
    def assert_peak_below(self, peak, bound):
        if not SANITIZED:
            self.assertLess(peak, bound)

    def judge(self, rfc, url):
        line = url + b"\n"
        status, out, err, peak, seconds = run(["check", "--rfc", rfc, "--max-line", str(len(line))], line)
        print(f"check --rfc {rfc}: {len(url)} bytes in {seconds:.1f} s, peak resident set "
              f"{peak / MIB:.0f} MiB", file=sys.stderr)
        self.assertEqual((status, err), (0, b""))
        self.assertTrue(out.startswith(b"valid "), out[:100])
        self.assertTrue(out.endswith(url[-100:] + b"\n"))
        # The line and its copy in the output.
        self.assert_peak_below(peak, 3 * len(url) + 64 * MIB)

    def test_rfc2396(self):
        self.judge("2396", long_url(b"http://a/"))

    def test_rfc1738(self):
        self.judge("1738", long_url(b"http://a/"))

    def test_rfc1630(self):
        self.judge("1630", long_url(b"http://a/"))

    def test_default_max_line_reports_the_line_without_reading_it(self):
        url = long_url(b"http://a/")
        status, out, err, peak, seconds = run(["check", "--rfc", "2396"], b"http://x/\n" + url + b"\nhttp://y/\n")
        print(f"check --rfc 2396, default --max-line: a line of {len(url)} bytes skipped in {seconds:.1f} s, peak "
              f"resident set {peak / MIB:.0f} MiB", file=sys.stderr)
        self.assertEqual((status, err), (1, b""))
        lines = out.decode().splitlines()
        self.assertEqual(len(lines), 3)
        self.assertIn(f"a line of {len(url)} bytes, longer than --max-line {16 * MIB}", lines[1])
        self.assertTrue(lines[2].startswith("valid "))
        self.assert_peak_below(peak, 3 * 16 * MIB + 64 * MIB)


class BeyondMemory(unittest.TestCase):
    LIMIT = 256 * MIB

    @unittest.skipIf(SANITIZED, "a sanitized command cannot start under an address space limit")
    def test_a_line_larger_than_the_memory_allowed_is_an_error_not_a_crash(self):
        # /dev/zero: one line without end, which --max-line admits whole.
        with open("/dev/zero", "rb") as endless:
            status, _, err, _, _ = run(["check", "--rfc", "1738", "--max-line", str(2**60)], endless, self.LIMIT)
        self.assertEqual(status, 2, err)
        self.assertIn(b"out of memory", err)


if __name__ == "__main__":
    unittest.main()
