"""urlbnf.dask on a distributed.LocalCluster of worker processes: a file of
a few thousand URLs, partitioned in blocks, judged on the workers, written
as JSON Lines identical, line for line, to `urlbnf check --json`."""

import random

import pytest
from conftest import command_json

distributed = pytest.importorskip("distributed")

import urlbnf  # noqa: E402
import urlbnf.dask  # noqa: E402

# Lines that make the file: valid, invalid, non-ASCII, not UTF-8, control
# characters, empty, a CR before the newline (the command strips it), a CR
# alone inside a line (kept).
LINES = [
    b"http://example.com/a/b?c=d#e",
    b"http://a/b c",
    b"mailto:John.Doe@example.com",
    "http://exämple.com/日本".encode(),
    b"http://a/\xff\xfe",
    b"http://[::1]:8080/",
    b"",
    b"http://a/%zz",
    b"urn:isbn:0451450523\r",
    b"http://a/\rb",
    b"//relative/ref",
    b"http://a/b#c#d",
    b"\xef\xbb\xbfhttp://bom/",
    b"ftp://ftp.is.co.za/rfc/rfc1808.txt",
    b"http://a/\x00\x01",
]


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            yield client


@pytest.fixture(scope="module")
def urls_file(tmp_path_factory):
    generator = random.Random(27)
    path = tmp_path_factory.mktemp("dask") / "urls.txt"
    lines = [generator.choice(LINES) + str(generator.randrange(100)).encode() * generator.randrange(2)
             for _ in range(4000)]
    # The last line has no newline: the command reads it as a line.
    path.write_bytes(b"\n".join(lines))
    return path


# rfc, rule, the "file" key
RUNS = [("3986", None, True), ("3986", None, False), ("2396", "absoluteURI", True), ("1738", None, True)]


@pytest.mark.parametrize("rfc, rule, with_name", RUNS)
def test_the_commands_json_lines(client, urls_file, tmp_path, command, rfc, rule, with_name):
    assert len(client.scheduler_info()["workers"]) == 2
    output = tmp_path / "verdicts.jsonl"
    name = str(urls_file) if with_name else None
    # Blocks of 16 KiB: the file's 4,000 lines fall into several partitions.
    lines, invalid = urlbnf.dask.check_file(urls_file, output, rfc, rule, name=name, blocksize=1 << 14)
    args = ["check", "--json", "--rfc", rfc, *(["--rule", rule] if rule else [])]
    if with_name:
        expected = command_json(command, [*args, "-f", str(urls_file)])
    else:
        expected = command_json(command, args, stdin=urls_file.read_bytes())
    assert output.read_bytes().splitlines() == expected
    assert lines == 4000 and invalid == sum(line.endswith(b'"valid":false}') for line in expected) > 0


def test_partitions_and_workers(client, urls_file):
    bag = urlbnf.dask.check_text(str(urls_file), blocksize=1 << 14)
    assert bag.npartitions > 3
    # The work ran on the cluster's processes.
    assert client.run(lambda: __import__("urlbnf").accepts("http://a/"))
    assert len(bag.compute()) == 4000
