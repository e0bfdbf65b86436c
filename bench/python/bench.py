#!/usr/bin/env python3
"""urlbnf's Python package beside the Python URL validators, in one run and
one process (bench/README.md, "Python"; issue 27, item 5).

The corpus is the C++ benchmark's mix (urlbnf_bench --print-corpus=mix), so
that its rows and the C++ row `mix/rfc3986_accepts`, run from here, judge the
same inputs. A line that is not UTF-8 (a defect of the mix: 0xFF, 0x80) is
decoded with "surrogateescape": every validator gets a str, as a Python
caller has one, and urlbnf rejects it as the C++ row rejects its bytes.

Each row judges every URL of its corpus and keeps the verdicts (a list of
bool, or what the batch call returns), timed by the wall clock with the
garbage collector off, as timeit does; the rows take turns, repetition by
repetition (the C++ row too, in a process of its own), so that a change of
the machine's load falls on all of them, and each row's figure is the median
of its repetitions. The process's CPU time is measured too: on a machine
whose other work takes the core now and then, it is the steadier figure
for the rows that run on one thread. `rfc3986`, about ten times slower
than the others, judges the first --sample URLs only, and urlbnf.accepts
is timed on the same sample for its ratio.

--smoke runs every row once on the smoke run's 200-input mix and checks that
urlbnf's verdicts agree among accepts, check, accepts_many and check_many
and with the C++ row's share accepted: it exits non-zero when they do not,
and never judges a time.
"""

import argparse
import gc
import importlib.machinery
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable
from urllib.parse import urlsplit

import rfc3986
import rfc3987
import validators

import urlbnf

# The C++ benchmark's report (bench/report.py) writes numbers as this one's
# tables do.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from report import number  # noqa: E402

CXX_ROW = "mix/rfc3986_accepts"
RFC3986_ACCEPTS = "urlbnf.accepts(s)"


@dataclass
class Row:
    name: str
    run: Callable  # the URLs -> the verdicts, in the form the call returns them
    verdicts: Callable  # that form -> a list of bool
    sample: bool = False  # judges the first --sample URLs only
    peer: bool = False  # a peer: its agreement with urlbnf's verdicts is counted
    wall: list = field(default_factory=list)  # ns, one per repetition
    cpu: list = field(default_factory=list)  # the process's CPU ns
    accepted: list = field(default_factory=list)
    last: list = field(default_factory=list)  # the last repetition's verdicts


def rfc3986_valid(s):
    # rfc3986 encodes the components it validates: a lone surrogate raises
    # UnicodeEncodeError, a ValueError, which is its way of rejecting.
    try:
        return rfc3986.uri_reference(s).is_valid()
    except ValueError:
        return False


def splits(s):
    # urlsplit raises ValueError on what it rejects (a bad IPv6 literal).
    try:
        urlsplit(s)
    except ValueError:
        return False
    return True


def make_rows():
    accepts, check = urlbnf.accepts, urlbnf.check
    accepts_many, check_many = urlbnf.accepts_many, urlbnf.check_many
    match, uri_reference_valid, url = rfc3987.match, rfc3986_valid, validators.url
    same = list
    flags = lambda result: [bool(v) for v in result]  # noqa: E731
    valids = lambda result: [v.valid for v in result]  # noqa: E731
    return [
        Row(RFC3986_ACCEPTS, lambda urls: [accepts(s) for s in urls], same),
        Row("urlbnf.check(s).valid", lambda urls: [check(s).valid for s in urls], same),
        Row("urlbnf.accepts_many(urls, threads=1)", lambda urls: accepts_many(urls, threads=1), flags),
        Row("urlbnf.accepts_many(urls, threads=2)", lambda urls: accepts_many(urls, threads=2), flags),
        Row("urlbnf.check_many(urls, threads=1)", lambda urls: check_many(urls, threads=1), valids),
        Row("urlbnf.check_many(urls, threads=2)", lambda urls: check_many(urls, threads=2), valids),
        Row('rfc3987.match(s, rule="URI_reference")',
            lambda urls: [match(s, rule="URI_reference") is not None for s in urls], same, peer=True),
        Row("validators.url(s)", lambda urls: [bool(url(s)) for s in urls], same, peer=True),
        Row("urllib.parse.urlsplit(s)", lambda urls: [splits(s) for s in urls], same, peer=True),
        Row(RFC3986_ACCEPTS + ", sample", lambda urls: [accepts(s) for s in urls], same, sample=True),
        Row("rfc3986.uri_reference(s).is_valid()",
            lambda urls: [uri_reference_valid(s) for s in urls], same, sample=True, peer=True),
    ]


def timed(run, urls):
    gc.collect()
    gc.disable()
    try:
        wall, cpu = time.perf_counter_ns(), time.process_time_ns()
        result = run(urls)
        cpu, wall = time.process_time_ns() - cpu, time.perf_counter_ns() - wall
    finally:
        gc.enable()
    return result, wall, cpu


def load_mix(cxx_bench, smoke):
    command = [str(cxx_bench), "--print-corpus=mix"] + (["--smoke"] if smoke else [])
    lines = subprocess.run(command, check=True, stdout=subprocess.PIPE).stdout.split(b"\n")
    if lines[-1] != b"":
        sys.exit(f"bench.py: {' '.join(command)} did not end its last line")
    lines.pop()
    return lines


def run_cxx(cxx_bench, smoke):
    """One run of the C++ benchmark's row of RFC 3986 accepts on the mix
    (Google Benchmark's own repetition of it for at least 0.5 s): its entry,
    and its context, which names the corpus."""
    command = [str(cxx_bench), f"--benchmark_filter=^{CXX_ROW}(/|$)", "--benchmark_format=json"]
    command += ["--smoke"] if smoke else []
    report = json.loads(subprocess.run(command, check=True, stdout=subprocess.PIPE).stdout)
    entries = report["benchmarks"]
    if len(entries) != 1:
        sys.exit(f"bench.py: {' '.join(command)} gave {len(entries)} entries for {CXX_ROW}, not one")
    return entries[0], report["context"]


def import_times(python, runs):
    """`import urlbnf` in a fresh interpreter, in ms, the median of `runs`:
    -X importtime's cumulative figure for the package, and the wall time of
    `python -c 'import urlbnf'` less that of `python -c 'pass'`, the two run
    in turn."""
    cumulative, with_import, without = [], [], []
    for _ in range(runs):
        lines = subprocess.run([python, "-X", "importtime", "-c", "import urlbnf"], check=True,
                               stderr=subprocess.PIPE, text=True).stderr.splitlines()
        # "import time: self [us] | cumulative | imported package"
        own = [line.split("|") for line in lines if line.split("|")[-1].strip() == "urlbnf"]
        cumulative.append(int(own[-1][1]) / 1000)
        for command, times in (("import urlbnf", with_import), ("pass", without)):
            start = time.perf_counter_ns()
            subprocess.run([python, "-c", command], check=True)
            times.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(cumulative), statistics.median(with_import) - statistics.median(without)


def extensions():
    """The package's compiled modules: {path: size in bytes}."""
    package = Path(urlbnf.__file__).parent
    return {str(p): p.stat().st_size for p in sorted(package.rglob("*"))
            if p.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))}


def example(urls, indexes):
    """The shortest of the inputs at `indexes`: where RFC 3986 rejects it,
    the 60 characters around the offset urlbnf names, with the offset marked
    by a "^" before the character."""
    if not indexes:
        return ""
    text = min((urls[i] for i in indexes), key=len)
    verdict = urlbnf.check(text)
    if not verdict.valid:
        at = verdict.error.offset
        before, after = ascii(text[max(0, at - 30): at])[1:-1], ascii(text[at: at + 30])[1:-1]
        return ("..." if at > 30 else "") + before + "^" + after + ("..." if at + 30 < len(text) else "")
    shown = ascii(text)[1:-1]
    return shown if len(shown) <= 60 else shown[:57] + "..."


def cell(text):
    return "`" + text.replace("|", "\\|").replace("`", "'") + "`" if text else ""


def main():
    root = Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cxx-bench", default=root / "build-bench" / "bench" / "urlbnf_bench",
                        help="the C++ benchmark (default: build-bench/bench/urlbnf_bench, built by tools/bench)")
    parser.add_argument("--repetitions", type=int, default=5, help="timed runs of each row (median); default 5")
    parser.add_argument("--sample", type=int, default=10_000, help="URLs rfc3986 judges (the first of the mix)")
    parser.add_argument("--import-runs", type=int, default=11, help="fresh interpreters timed for the import")
    parser.add_argument("--smoke", action="store_true", help="every row once on 200 URLs; checks verdicts only")
    parser.add_argument("--out", type=Path, help="also write the figures as JSON to this file")
    args = parser.parse_args()
    if not Path(args.cxx_bench).exists():
        sys.exit(f"bench.py: no C++ benchmark at {args.cxx_bench}: build it with tools/bench, or name it "
                 "with --cxx-bench")
    repetitions, import_runs = (1, 1) if args.smoke else (args.repetitions, args.import_runs)
    if repetitions < 1 or args.sample < 1 or import_runs < 1:
        sys.exit("bench.py: --repetitions, --sample and --import-runs must be at least 1")

    lines = load_mix(args.cxx_bench, args.smoke)
    urls = [line.decode("utf-8", "surrogateescape") for line in lines]
    sample = urls[: args.sample]
    size = {False: sum(map(len, lines)), True: sum(map(len, lines[: args.sample]))}
    count = {False: len(urls), True: len(sample)}

    rows = make_rows()
    if not args.smoke:
        # Untimed: a first call's costs (NumPy imported by accepts_many, a
        # peer's regular expressions compiled) are no URL's.
        for row in rows:
            row.run(urls[:100])
    expected = f"{len(lines)} inputs, {size[False]} bytes"
    cxx_runs = []
    for _ in range(repetitions):
        # The C++ row takes its turn too: a process of its own, which
        # generates every corpus of the benchmark first (8 s).
        cxx, context = run_cxx(args.cxx_bench, args.smoke)
        if context.get("corpus_mix") != expected:
            sys.exit(f"bench.py: the C++ row ran on a mix of {context.get('corpus_mix')}, "
                     f"this run's has {expected}")
        cxx_runs.append(cxx)
        for row in rows:
            result, wall, cpu = timed(row.run, sample if row.sample else urls)
            row.wall.append(wall)
            row.cpu.append(cpu)
            verdicts = row.verdicts(result)
            row.accepted.append(sum(verdicts))
            row.last = verdicts
            del result

    failures = []
    reference = rows[0].last
    for row in rows:
        if len(set(row.accepted)) != 1:
            failures.append(f"{row.name} accepted {row.accepted} in its repetitions")
        if len(row.last) != count[row.sample]:
            failures.append(f"{row.name} gave {len(row.last)} verdicts for {count[row.sample]} URLs")
        elif not row.peer:
            differ = [i for i, (a, b) in enumerate(zip(row.last, reference)) if a != b]
            if differ:
                failures.append(f"{row.name} disagrees with {RFC3986_ACCEPTS} on {len(differ)} of "
                                f"{len(row.last)} URLs, e.g. {example(urls, differ)}")
    cxx_accepted = round(cxx_runs[0]["accepted"] * len(urls))
    if cxx_accepted != rows[0].accepted[0]:
        failures.append(f"the C++ row accepted {cxx_accepted} URLs, {RFC3986_ACCEPTS} {rows[0].accepted[0]}")

    cumulative_ms, difference_ms = import_times(sys.executable, import_runs)
    modules = extensions()

    def per_url(row):
        return statistics.median(row.wall) / (count[True] if row.sample else count[False])

    def cpu_per_url(row):
        return statistics.median(row.cpu) / count[row.sample]

    def megabytes(row):
        return size[row.sample] * 1e3 / statistics.median(row.wall)

    by_name = {row.name: row for row in rows}
    base = {False: per_url(by_name[RFC3986_ACCEPTS]), True: per_url(by_name[RFC3986_ACCEPTS + ", sample"])}
    # The row's times are per iteration, in ms.
    cxx_ns = statistics.median(c["real_time"] for c in cxx_runs) * 1e6 / len(urls)
    cxx_cpu_ns = statistics.median(c["cpu_time"] for c in cxx_runs) * 1e6 / len(urls)
    one, two = by_name["urlbnf.accepts_many(urls, threads=1)"], by_name["urlbnf.accepts_many(urls, threads=2)"]

    out = []
    commit = subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
                            stdout=subprocess.PIPE, text=True).stdout.strip() or "unknown"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    out.append(f"- date: {time.strftime('%Y-%m-%dT%H:%M:%S%z')}; urlbnf commit: {commit}")
    out.append(f"- machine: {context.get('cpu_model', platform.processor())}, {os.cpu_count()} CPUs; "
               f"load average at the end {load}")
    out.append(f"- Python {platform.python_version()} ({sys.executable}); rfc3987 {rfc3987.__version__}, "
               f"rfc3986 {rfc3986.__version__}, validators {validators.__version__}")
    out.append(f"- corpus: the mix, {len(urls):,} URLs, {size[False]:,} bytes; "
               f"rfc3986 on its first {count[True]:,} ({size[True]:,} bytes)")
    runs = "one run (smoke), whose times say nothing" if args.smoke else f"medians of {repetitions} repetitions"
    out.append(f"- figures: {runs}, the garbage collector off; ns/URL, MB/s and x by the wall clock, "
               "CPU ns/URL by the process's CPU time (both threads' for threads=2)")
    out.append("")
    out.append("| row | URLs | ns/URL | MB/s | accepted | x urlbnf.accepts | CPU ns/URL |")
    out.append("|---|---:|---:|---:|---:|---:|---:|")
    out.append(f"| C++ `rfc3986::accepts` (`{CXX_ROW}`) | {len(urls):,} | {number(cxx_ns)} | "
               f"{number(size[False] * 1e3 / (cxx_ns * len(urls)))} | {100 * cxx_runs[0]['accepted']:.2f} % | "
               f"{base[False] / cxx_ns:.2f} | {number(cxx_cpu_ns)} |")
    for row in rows:
        n = count[row.sample]
        out.append(f"| `{row.name.replace('|', chr(92) + '|')}` | {n:,} | {number(per_url(row))} | "
                   f"{number(megabytes(row))} | {100 * row.accepted[-1] / n:.2f} % | "
                   f"{base[row.sample] / per_url(row):.2f} | "
                   f"{number(cpu_per_url(row))} |")
    out.append("")

    out.append("Agreement with urlbnf's RFC 3986 verdict (`urlbnf.accepts(s)`, rule URI-reference):\n")
    out.append("| peer | URLs | accepts, RFC 3986 rejects | example | rejects, RFC 3986 accepts | example |")
    out.append("|---|---:|---:|---|---:|---|")
    agreement = {}
    for row in rows:
        if not row.peer:
            continue
        exact = reference[: len(row.last)]
        more = [i for i, (a, b) in enumerate(zip(row.last, exact)) if a and not b]
        fewer = [i for i, (a, b) in enumerate(zip(row.last, exact)) if b and not a]
        agreement[row.name] = {"urls": len(row.last), "accepts_rfc3986_rejects": len(more),
                               "rejects_rfc3986_accepts": len(fewer)}
        out.append(f"| `{row.name}` | {len(row.last):,} | {len(more):,} | {cell(example(urls, more))} | "
                   f"{len(fewer):,} | {cell(example(urls, fewer))} |")
    out.append("")

    rfc3987_row = by_name['rfc3987.match(s, rule="URI_reference")']
    rfc3986_row = by_name["rfc3986.uri_reference(s).is_valid()"]
    targets = [
        ("`accepts_many`, 1 thread / C++ `accepts`, wall clock", cxx_ns / per_url(one), ">= 0.5"),
        ("`accepts_many`, 1 thread / C++ `accepts`, CPU time", cxx_cpu_ns / cpu_per_url(one), ">= 0.5"),
        ("`accepts_many`, 2 threads / 1 thread", per_url(one) / per_url(two), ">= 1.6"),
        ("`urlbnf.accepts` / `rfc3987.match`, wall clock", per_url(rfc3987_row) / base[False], ">= 10"),
        ("`urlbnf.accepts` / `rfc3987.match`, CPU time",
         cpu_per_url(rfc3987_row) / cpu_per_url(by_name[RFC3986_ACCEPTS]), ">= 10"),
        ("`urlbnf.accepts` / `rfc3986` (sample), wall clock", per_url(rfc3986_row) / base[True], ">= 100"),
        ("`urlbnf.accepts` / `rfc3986` (sample), CPU time",
         cpu_per_url(rfc3986_row) / cpu_per_url(by_name[RFC3986_ACCEPTS + ", sample"]), ">= 100"),
    ]
    out.append("| target | measured | goal |")
    out.append("|---|---:|---:|")
    for name, value, goal in targets:
        out.append(f"| {name} | {value:.2f} | {goal} |")
    out.append(f"| `import urlbnf`, ms: -X importtime cumulative; python -c, less `pass` "
               f"(medians of {import_runs}) | {cumulative_ms:.1f}; {difference_ms:.1f} | < 50 |")
    for path, bytes_ in modules.items():
        out.append(f"| extension `{Path(path).name}`, bytes | {bytes_:,} | < 10,000,000 |")
    print("\n".join(out))

    if args.out:
        figures = {
            "commit": commit, "smoke": args.smoke, "repetitions": repetitions, "python": platform.python_version(),
            "corpus": {"urls": len(urls), "bytes": size[False], "sample_urls": count[True],
                       "sample_bytes": size[True]},
            "cxx": {"row": CXX_ROW, "real_ns_per_url": cxx_ns, "cpu_ns_per_url": cxx_cpu_ns,
                    "accepted": cxx_runs[0]["accepted"]},
            "rows": [{"name": r.name, "sample": r.sample, "urls": count[r.sample], "wall_ns": r.wall,
                      "cpu_ns": r.cpu, "accepted": r.accepted[-1]} for r in rows],
            "agreement": agreement,
            "targets": {name: value for name, value, _ in targets},
            "import_ms": {"importtime_cumulative": cumulative_ms, "subprocess_difference": difference_ms},
            "extensions": modules,
        }
        args.out.write_text(json.dumps(figures, indent=1) + "\n")

    for failure in failures:
        print(f"bench.py: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
