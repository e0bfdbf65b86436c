#!/usr/bin/env python3
"""Renders urlbnf_bench's JSON output (--benchmark_out) as markdown tables.

One table per corpus: each row's MB/s (10^6 bytes), URLs/s, allocations and
bytes allocated per URL (the census, bench/README.md), and its speed as a
multiple of each peer's on the same corpus. The linear_* corpora (one URL
of 1 MB, 10 MB, 100 MB) make one table, a column per size. With
repetitions, each row's median is shown.
"""

import argparse
import json
import re
import statistics
import sys

PEERS = [("pegtl_uri_reference", "pegtl"), ("uriparser", "uriparser"), ("boost_url", "boost.url")]


def number(x):
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def medians(benchmarks):
    """{(corpus, row): entry}: the median aggregate when there is one, else
    the repetition whose speed is the median."""
    runs, chosen = {}, {}
    for b in benchmarks:
        # run_name is "corpus/row", with "/iterations:1" and the like after it.
        corpus, row = b["run_name"].split("/")[:2]
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                chosen[(corpus, row)] = b
        else:
            runs.setdefault((corpus, row), []).append(b)
    for key, entries in runs.items():
        if key not in chosen:
            entries.sort(key=lambda e: e["bytes_per_second"])
            chosen[key] = entries[(len(entries) - 1) // 2]
    return chosen


def corpus_table(corpus, rows, out):
    peers = {name: rows[name]["bytes_per_second"] for name, _ in PEERS if name in rows}
    header = ["row", "MB/s", "URLs/s", "allocs/URL", "bytes alloc/URL"]
    header += [f"x {label}" for name, label in PEERS if name in peers]
    out.append(f"### {corpus}\n")
    out.append("| " + " | ".join(header) + " |")
    out.append("|---|" + "---:|" * (len(header) - 1))
    for name, b in rows.items():
        speed = b["bytes_per_second"]
        cells = [f"`{name}`", number(speed / 1e6), f"{b['items_per_second']:,.0f}",
                 number(b["allocs_per_url"]), f"{b['bytes_alloc_per_url']:,.0f}"]
        cells += [f"{speed / peers[p]:.2f}" for p, _ in PEERS if p in peers]
        out.append("| " + " | ".join(cells) + " |")
    out.append("")


def linear_table(corpora, chosen, out):
    sizes = sorted(corpora, key=lambda c: int(re.sub(r"\D", "", c)))
    names = list(dict.fromkeys(row for c in sizes for (k, row) in chosen if k == c))
    out.append("### linear: one http URL of each size (MB/s)\n")
    out.append("| row | " + " | ".join(c.removeprefix("linear_") for c in sizes) + " | allocs/URL at the largest |")
    out.append("|---|" + "---:|" * (len(sizes) + 1))
    for name in names:
        cells = [f"`{name}`"]
        for c in sizes:
            b = chosen.get((c, name))
            cells.append(number(b["bytes_per_second"] / 1e6) if b else "")
        cells.append(number(chosen[(sizes[-1], name)]["allocs_per_url"]) if (sizes[-1], name) in chosen else "")
        out.append("| " + " | ".join(cells) + " |")
    out.append("")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json", help="the file urlbnf_bench wrote with --benchmark_out")
    parser.add_argument("--commit", default="", help="the urlbnf commit measured, to print")
    args = parser.parse_args()
    with open(args.json, encoding="utf-8") as f:
        data = json.load(f)
    context = data["context"]
    chosen = medians(data["benchmarks"])

    out = []
    if context.get("urlbnf_bench_mode") == "smoke":
        out.append("**Smoke run: every row ran once on small corpora; its figures mean nothing.**\n")
    repetitions = max((b.get("repetitions", 1) for b in data["benchmarks"]), default=1)
    out.append(f"- date: {context['date']}; urlbnf commit: {args.commit or 'unknown'}")
    out.append(f"- machine: {context.get('cpu_model', '?')}, {context['num_cpus']} CPUs; "
               f"load average at the start {', '.join(f'{x:.2f}' for x in context.get('load_avg', []))}")
    out.append(f"- compiler: {context.get('compiler', '?')}, flags `{context.get('compiler_flags', '').strip()}`")
    out.append(f"- peers: PEGTL {context.get('pegtl_version', '?')}, uriparser {context.get('uriparser_version', '?')}, "
               f"Boost.URL {context.get('boost_version', '?')}; Google Benchmark {context.get('benchmark_version', '?')}")
    out.append(f"- figures: {'medians of ' + str(repetitions) + ' repetitions' if repetitions > 1 else 'one run'}")
    corpora = list(dict.fromkeys(corpus for corpus, _ in chosen))
    for corpus in corpora:
        out.append(f"- corpus {corpus}: {context.get('corpus_' + corpus, '?')}")
    out.append("")

    for corpus in corpora:
        if not corpus.startswith("linear_"):
            corpus_table(corpus, {row: b for (c, row), b in chosen.items() if c == corpus}, out)
    linear = [c for c in corpora if c.startswith("linear_")]
    if linear:
        linear_table(linear, chosen, out)
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
