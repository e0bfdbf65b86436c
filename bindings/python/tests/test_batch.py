"""check_many and accepts_many: input order, threads, the input types they
take, diagnostics on demand, and the GIL released while they judge."""

import subprocess
import sys
import threading
import time

import numpy
import pytest

import urlbnf

# A mix whose verdicts are known: (url, valid by RFC 3986 URI-reference)
MIX = [
    ("http://example.com/", True),
    ("http://a/b c", False),
    ("mailto:John.Doe@example.com", True),
    ("http://[::1]:80/", True),
    ("http://exämple/", False),
    ("", True),
    ("http://a/%zz", False),
    ("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", True),
    ("http://a/b\ud800", False),
    ("a\x00b", False),
]
URLS = [url for url, _ in MIX]
EXPECTED = [valid for _, valid in MIX]


def many(n):
    """n inputs cycling through MIX, and their verdicts."""
    return [URLS[i % len(URLS)] for i in range(n)], [EXPECTED[i % len(URLS)] for i in range(n)]


@pytest.mark.parametrize("threads", [0, 1, 2, 3, 8])
# Sizes around a thread's block (1,024) and a chunk read with the GIL held
# (32,768), and several chunks.
@pytest.mark.parametrize("n", [0, 1, 10, 1023, 1024, 1025, 5000, 32767, 32768, 32769, 100_000])
def test_order_kept_on_any_threads(threads, n):
    urls, expected = many(n)
    flags = urlbnf.accepts_many(urls, threads=threads)
    assert flags.dtype == numpy.bool_ and flags.tolist() == expected
    verdicts = urlbnf.check_many(urls, threads=threads)
    assert len(verdicts) == n and [v.valid for v in verdicts] == expected
    assert verdicts.valid.tolist() == expected
    assert verdicts.rejected() == [i for i, valid in enumerate(expected) if not valid]


def test_the_same_verdicts_as_check():
    urls, _ = many(40)
    verdicts = urlbnf.check_many(urls, threads=2)
    assert list(verdicts) == [urlbnf.check(url) for url in urls]
    assert verdicts[-1] == urlbnf.check(urls[-1]) and verdicts[1:3] == [urlbnf.check(u) for u in urls[1:3]]
    by_rule = urlbnf.check_many(["//a", "http://a/"], rule="URI")
    assert [v.valid for v in by_rule] == [False, True] and by_rule[0].rule == "URI"
    assert urlbnf.accepts_many(["http://a/", "HTTP://a/"], rfc="1738").tolist() == [True, False]


# The input types a batch takes: a factory of the batch from a list of str.
INPUT_TYPES = [
    ("list of str", lambda urls: urls),
    ("tuple", tuple),
    ("generator", lambda urls: (u for u in urls)),
    ("list of bytes", lambda urls: [u.encode("utf-8", "surrogatepass") for u in urls]),
    ("mixed buffers", lambda urls: [bytearray(u.encode("utf-8", "surrogatepass")) if i % 2 else
                                    memoryview(u.encode("utf-8", "surrogatepass")) for i, u in enumerate(urls)]),
    ("numpy str array", lambda urls: numpy.array([u for u in urls if "\ud800" not in u])),
    ("numpy object array", lambda urls: numpy.array(urls, dtype=object)),
    ("numpy bytes array", lambda urls: numpy.array([u.encode("utf-8", "surrogatepass").rstrip(b"\0") for u in urls
                                                    if not u.endswith("\0")])),
]


@pytest.mark.parametrize("name, make", INPUT_TYPES, ids=[name for name, _ in INPUT_TYPES])
def test_input_types(name, make):
    batch = make(URLS)
    # What the batch holds, judged one by one (NumPy's fixed-width bytes drop
    # trailing NULs, and its str arrays hold no lone surrogate).
    expected = [urlbnf.accepts(u) for u in make(URLS)]
    assert urlbnf.accepts_many(batch).tolist() == expected
    assert [v.valid for v in urlbnf.check_many(make(URLS))] == expected


def test_pandas_series():
    pandas = pytest.importorskip("pandas")
    series = pandas.Series(URLS)
    assert urlbnf.accepts_many(series).tolist() == EXPECTED
    assert [v.valid for v in urlbnf.check_many(series)] == EXPECTED


def test_diagnostics_on_demand():
    verdicts = urlbnf.check_many(URLS)
    item = verdicts[1]
    # Only the verdict is known until a detail is read: urlbnf_check has not run.
    assert item._details is None and item.valid is False
    assert item.error.offset == 10 and item._details is not None
    assert verdicts[0]._details is None and verdicts[0].match == "URI"
    # The result keeps the inputs: a bytearray changed afterwards is not re-read.
    data = bytearray(b"http://a/b c")
    kept = urlbnf.check_many([data])
    data[:] = b"http://ok/"
    assert kept[0].input == b"http://a/b c" and kept[0].error.offset == 10


def test_compact_result_without_numpy():
    # Without NumPy, accepts_many gives bytes of 0 and 1.
    program = (
        "import sys; sys.modules['numpy'] = None\n"
        "import urlbnf\n"
        "print(urlbnf.accepts_many(['http://a/', 'http://a/b c', '']))\n"
        "print(urlbnf.check_many(['x y']).valid)\n"
    )
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True).stdout
    assert out == "b'\\x01\\x00\\x01'\nb'\\x00'\n"


def test_bad_item_is_named():
    with pytest.raises(TypeError, match=r"urls\[2\] must be str, bytes, bytearray or memoryview, not NoneType"):
        urlbnf.check_many(["http://a/", b"x", None])
    # In a later chunk, by its index in the whole batch.
    with pytest.raises(TypeError, match=r"urls\[70000\] must be str, bytes, bytearray or memoryview, not int"):
        urlbnf.accepts_many(["http://a/"] * 70_000 + [7])


def longest_pause_during(call):
    """How long, at most, a second Python thread could not run while
    `call()` ran, and how long the call took, in seconds.

    The thread notes the time and sleeps, again and again, handing the GIL
    back each time: it runs during the call only if the call releases the
    GIL. A call that keeps it stops the thread for (almost) all its length;
    one that releases it, only for the moments it is not scheduled."""
    ticks = []
    stop = threading.Event()

    def counter():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.0005)

    thread = threading.Thread(target=counter)
    thread.start()
    while not ticks:
        time.sleep(0.001)
    try:
        started = time.perf_counter()
        call()
        ended = time.perf_counter()
        # A tick after the call closes the last pause.
        while ticks[-1] <= ended:
            time.sleep(0.001)
    finally:
        stop.set()
        thread.join()
    pause = max(min(b, ended) - max(a, started) for a, b in zip(ticks, ticks[1:]) if b > started and a < ended)
    return pause, ended - started


@pytest.mark.parametrize("function", [urlbnf.accepts_many, urlbnf.check_many])
def test_another_thread_runs_during_a_batch(function):
    # Long enough to tell on an idle machine too, where 1.2 million of these
    # took 40 ms: 9.6 million, about a third of a second there.
    urls = [u.encode() for u in ("http://example.com/a/b?c=d#e", "http://a/b c", "mailto:x@y.z")] * 3_200_000
    pause, elapsed = longest_pause_during(lambda: function(urls, threads=1))
    assert elapsed > 0.05, "the batch is too short to tell"
    # The inputs are read with the GIL held: the judging, most of the time, without.
    assert pause < elapsed / 2, f"the other thread was stopped {pause:.3f} s of a batch of {elapsed:.3f} s"


def test_a_call_that_holds_the_gil_is_detected():
    # The measure can fail: a native call that keeps the GIL (bytes.count)
    # stops the other thread for all its length.
    # 500 MB: bytes.count scans some 1.75 GB/s here, 2.5 times the 50 ms
    # the measure needs.
    data = b"a" * 500_000_000
    pause, elapsed = longest_pause_during(lambda: data.count(b"b"))
    assert elapsed > 0.05, "the call is too short to tell"
    assert pause > elapsed / 2


@pytest.mark.parametrize("function", [urlbnf.accepts, urlbnf.check])
def test_another_thread_runs_during_a_long_input(function):
    # 500 MB: check() judged 200 MB in 78 ms on an idle machine, too near
    # the 50 ms the measure needs.
    url = "http://a/" + "a" * 500_000_000
    pause, elapsed = longest_pause_during(lambda: function(url))
    assert elapsed > 0.05, "the call is too short to tell"
    assert pause < elapsed / 2, f"the other thread was stopped {pause:.3f} s of a call of {elapsed:.3f} s"
