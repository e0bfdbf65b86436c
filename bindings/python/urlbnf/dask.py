"""A text file of URLs, one a line, judged on a Dask cluster.

``check_text(path)`` reads the file with ``dask.bag.read_text`` in blocks,
one partition each, judges every partition with ``urlbnf.check_many`` on
the worker that holds it, and gives the verdicts as ``urlbnf check --json``
prints them, line for line: the same JSON objects, with the line numbers of
the file (each partition's first line is counted from the partitions before
it). ``check_file(path, output)`` writes them to ``output`` in order.

On a cluster of several machines, connect a Client to its scheduler first;
the file's path must be readable by every worker (a shared file system, or
an fsspec URL such as s3://):

    from distributed import Client
    import urlbnf.dask
    client = Client("tcp://scheduler:8786")
    lines, invalid = urlbnf.dask.check_file("/shared/urls.txt", "/shared/verdicts.jsonl")

Without a Client, Dask's default scheduler runs it in this process.
"""

import dask.bag as _bag

import urlbnf as _urlbnf

__all__ = ["check_text", "check_file"]

# 32 MiB blocks: large enough that a partition's judging outweighs its
# scheduling, small enough to spread a file of some hundred MB.
BLOCKSIZE = 1 << 25


def _read(path, blocksize):
    # Lines split at "\n" only (the command's lines; a lone "\r" stays in its
    # line), and bytes that are not UTF-8 kept as surrogate escapes, so that
    # each line's exact bytes are judged.
    return _bag.read_text(path, blocksize=blocksize, linedelimiter="\n", encoding="utf-8", errors="surrogateescape")


def _line_bytes(line):
    """A line's bytes as the command judges them: without its "\\n" and a
    "\\r" before it."""
    data = line.encode("utf-8", "surrogateescape")
    if data.endswith(b"\n"):
        data = data[:-1]
    if data.endswith(b"\r"):
        data = data[:-1]
    return data


def _count(lines):
    return [sum(1 for _ in lines)]


def _judge(lines, first, rfc, rule, name, threads):
    (first_line,) = first
    verdicts = _urlbnf.check_many([_line_bytes(line) for line in lines], rfc, rule, threads=threads)
    return list(verdicts.to_json_lines(first_line=first_line, file=name))


def check_text(path, rfc="3986", rule=None, name=None, blocksize=BLOCKSIZE, threads=1):
    """A dask.bag of the verdicts on each line of the file at ``path``, as
    the JSON Lines of ``urlbnf check --json --rfc RFC [--rule RULE]``: one
    str per line, in the file's order, each with its "line" (from 1), and
    its "file" when ``name`` is given (the command's ``-f NAME``; without
    it, as the command reads standard input). ``threads`` is check_many's,
    for each partition on its worker.

    Counting each partition's lines runs first (a cheap pass over the
    file); the bag's judging runs when it is computed. A line is judged
    whole, however long: the command reports one longer than its
    --max-line (16 MiB) as too long instead."""
    lines = _read(path, blocksize)
    counts = lines.map_partitions(_count).compute()
    starts, first = [], 1
    for count in counts:
        starts.append(first)
        first += count
    first_lines = _bag.from_sequence(starts, npartitions=len(starts))
    if first_lines.npartitions != lines.npartitions:
        raise RuntimeError(f"{lines.npartitions} partitions of lines, {first_lines.npartitions} of line numbers")
    return lines.map_partitions(_judge, first_lines, rfc, rule, name, threads)


def check_file(path, output, rfc="3986", rule=None, name=None, blocksize=BLOCKSIZE, threads=1):
    """Writes check_text's JSON Lines to the file ``output`` (UTF-8, "\\n"
    after each), partitions computed in parallel and written in order as
    they come; returns (lines, invalid lines). With a distributed Client,
    on its cluster.

    >>> import pathlib, tempfile
    >>> directory = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (directory / "urls.txt").write_text("http://a/\\nhttp://a/b c\\n")
    >>> urlbnf.dask.check_file(directory / "urls.txt", directory / "verdicts.jsonl")
    (2, 1)
    >>> print((directory / "verdicts.jsonl").read_text().splitlines()[1][:60])
    {"also":[],"bnf_valid":null,"error":{"category":null,"code":
    """
    parts = check_text(str(path), rfc, rule, name, blocksize, threads).to_delayed()
    try:
        from distributed import default_client

        client = default_client()
    except (ImportError, ValueError):
        client = None
    total = invalid = 0
    with open(output, "w", encoding="utf-8", newline="\n") as out:

        def write(verdicts):
            nonlocal total, invalid
            for verdict in verdicts:
                out.write(verdict)
                out.write("\n")
                total += 1
                invalid += verdict.endswith('"valid":false}')

        if client is None:
            import dask

            for verdicts in dask.compute(*parts):
                write(verdicts)
        else:
            for future in client.compute(parts):
                write(future.result())
                future.release()
    return total, invalid
