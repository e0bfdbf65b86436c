#!/usr/bin/env python3
"""Renders urlbnf_bench's JSON output (--benchmark_out) as markdown tables.

One table per corpus: each row's MB/s (10^6 bytes), URLs/s, allocations and
bytes allocated per URL (the census, bench/README.md), the share of inputs
a validator accepts, and its speed as a multiple of each peer's on the same
corpus. The valid_* corpora (the inputs of the mix each grammar finds valid)
make one table, and so do the linear_* ones (one URL of 1 MB, 10 MB,
100 MB), a column per size. Then issue 9's targets, as ratios of rows of
the same run. With repetitions, each row's median is shown.
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


def allocations(x):
    """Exact when none: a target asks for 0, and 0.004 is not 0."""
    if x == 0:
        return "0"
    return f"{x:.3g}" if x < 10 else number(x)


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
    header = ["row", "MB/s", "URLs/s", "allocs/URL", "bytes alloc/URL", "accepted"]
    header += [f"x {label}" for name, label in PEERS if name in peers]
    out.append(f"### {corpus}\n")
    out.append("| " + " | ".join(header) + " |")
    out.append("|---|" + "---:|" * (len(header) - 1))
    for name, b in rows.items():
        speed = b["bytes_per_second"]
        cells = [f"`{name}`", number(speed / 1e6), f"{b['items_per_second']:,.0f}",
                 allocations(b["allocs_per_url"]), f"{b['bytes_alloc_per_url']:,.0f}",
                 f"{100 * b['accepted']:.1f} %" if "accepted" in b else ""]
        cells += [f"{speed / peers[p]:.2f}" for p, _ in PEERS if p in peers]
        out.append("| " + " | ".join(cells) + " |")
    out.append("")


def valid_table(corpora, chosen, context, out):
    out.append("### valid: each grammar on the inputs of the mix its check finds valid\n")
    out.append("| row | inputs | MB/s | URLs/s | allocs/URL | bytes alloc/URL | x accepts |")
    out.append("|---|---:|---:|---:|---:|---:|---:|")
    for corpus in corpora:
        grammar = corpus.removeprefix("valid_")
        accepts = chosen.get((corpus, grammar + "_accepts"))
        inputs = context.get("corpus_" + corpus, "?").split(" ")[0]
        for (c, name), b in chosen.items():
            if c != corpus:
                continue
            speed = b["bytes_per_second"]
            cells = [f"`{name}`", f"{int(inputs):,}" if inputs.isdigit() else inputs, number(speed / 1e6),
                     f"{b['items_per_second']:,.0f}", allocations(b["allocs_per_url"]),
                     f"{b['bytes_alloc_per_url']:,.0f}",
                     f"{speed / accepts['bytes_per_second']:.2f}" if accepts else ""]
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
        cells.append(allocations(chosen[(sizes[-1], name)]["allocs_per_url"]) if (sizes[-1], name) in chosen else "")
        out.append("| " + " | ".join(cells) + " |")
    out.append("")


GRAMMARS = ["rfc1738", "rfc2396", "rfc2396_2732", "rfc3986", "rfc1630", "rfc1630_generic"]


def targets_table(chosen, out):
    """Issue 9's targets, as ratios of rows measured in the same run."""

    def speed(corpus, row):
        b = chosen.get((corpus, row))
        return b["bytes_per_second"] if b else None

    lines = []

    def ratio(target, num, den, goal, at_least=True):
        if num and den:
            r = num / den
            if goal is None:
                lines.append(f"| {target} | {r:.2f} | | |")
                return
            met = r >= goal if at_least else r <= goal
            lines.append(f"| {target} | {r:.2f} | {'>=' if at_least else '<='} {goal} | {'yes' if met else 'no'} |")

    # rfc3986_accepts judges the peers' own grammar: the like-for-like row.
    for g in ["rfc2396", "rfc1738", "rfc3986"]:
        for peer, label in PEERS:
            goal = 1.5 if peer == "pegtl_uri_reference" else 2
            ratio(f"mix: `{g}_accepts` / {label}", speed("mix", f"{g}_accepts"), speed("mix", peer), goal)
    for g in GRAMMARS:
        ratio(f"valid: `{g}_check` / `{g}_accepts`", speed(f"valid_{g}", f"{g}_check"),
              speed(f"valid_{g}", f"{g}_accepts"), 0.9)
    for g in GRAMMARS:
        # Inputs of the same lengths: the invalid corpus is the mix's inputs with a defect each.
        ratio(f"`{g}_check`: time per byte, invalid / valid", speed(f"valid_{g}", f"{g}_check"),
              speed("invalid", f"{g}_check"), 2, at_least=False)
    for g in GRAMMARS:
        # No goal: what a caller that reads every rejection's diagnostic pays.
        ratio(f"`{g}_check`, message read: time per byte, invalid / valid", speed(f"valid_{g}", f"{g}_check"),
              speed("invalid", f"{g}_check_message"), None, at_least=False)
    for g in GRAMMARS:
        ratio(f"mix: `{g}_parse` / uriparser", speed("mix", f"{g}_parse"), speed("mix", "uriparser"), 1)
    for g in GRAMMARS:
        # RFC 1630's BNFs reject the long URLs at once, which says nothing of their speed.
        if chosen.get(("long", f"{g}_accepts"), {}).get("accepted", 0) > 0.5:
            ratio(f"`{g}_accepts`: time per byte, long / mix", speed("mix", f"{g}_accepts"),
                  speed("long", f"{g}_accepts"), 1.2, at_least=False)
    for row in ["rfc1738_accepts", "rfc2396_accepts", "rfc2396_check", "rfc2396_parse", "rfc3986_accepts",
                "rfc3986_check", "rfc3986_parse"]:
        ratio(f"`{row}`: time per byte, 100MB / 1MB", speed("linear_1MB", row), speed("linear_100MB", row), 1.2,
              at_least=False)
    for g in GRAMMARS:
        b = chosen.get((f"valid_{g}", f"{g}_parse"))
        if b:
            met = "yes" if b["allocs_per_url"] == 0 else "no"
            lines.append(f"| valid: `{g}_parse` allocations per URL | {allocations(b['allocs_per_url'])} | 0 | {met} |")
    if lines:
        out.append("### targets of issue 9\n")
        out.append("| target | measured | goal | met |")
        out.append("|---|---:|---|---|")
        out.extend(lines)
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
        if not corpus.startswith(("linear_", "valid_")):
            corpus_table(corpus, {row: b for (c, row), b in chosen.items() if c == corpus}, out)
    valid = [c for c in corpora if c.startswith("valid_")]
    if valid:
        valid_table(valid, chosen, context, out)
    linear = [c for c in corpora if c.startswith("linear_")]
    if linear:
        linear_table(linear, chosen, out)
    targets_table(chosen, out)
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
