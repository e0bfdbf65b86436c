"""Verdict.to_json is `urlbnf check --json`, byte for byte: on the corpus's
inputs for every grammar, and on inputs whose JSON is delicate (not UTF-8,
control characters, lone surrogates, a remedy in the command's words)."""

import pytest
from conftest import CORPUS, command_json

import urlbnf


def corpus_inputs(path):
    """Every tab-separated field of the corpus file's data lines: the inputs
    and the words around them, each a line to judge."""
    fields = []
    for line in path.read_bytes().splitlines():
        if line and not line.startswith(b"#"):
            fields.extend(field for field in line.split(b"\t") if b"\r" not in field)
    return fields


# rfc, rule, corpus file
CORPUS_RUNS = [
    ("3986", None, "rfc3986-examples.tsv"),
    ("3986", "URI", "rfc3986-examples.tsv"),
    ("3986+6874", None, "rfc3986-examples.tsv"),
    ("2396", None, "rfc2396-examples.tsv"),
    ("2396+2732", "absoluteURI", "rfc2396-examples.tsv"),
    ("1808", None, "rfc1808-examples.tsv"),
    ("1738", None, "rfc1738-examples.tsv"),
    ("1630", None, "rfc1630-examples.tsv"),
    ("1630-generic", None, "rfc1630-examples.tsv"),
    ("3986", None, "repairs.tsv"),
]


@pytest.mark.parametrize("rfc, rule, corpus", CORPUS_RUNS)
def test_corpus_verdicts_are_the_commands(command, tmp_path, rfc, rule, corpus):
    inputs = corpus_inputs(CORPUS / corpus)
    assert len(inputs) > 100
    path = tmp_path / "inputs.txt"
    path.write_bytes(b"\n".join(inputs) + b"\n")
    args = ["check", "--json", "--rfc", rfc, *(["--rule", rule] if rule else []), "-f", str(path)]
    expected = command_json(command, args)
    assert len(expected) == len(inputs)
    as_bytes = urlbnf.check_many(inputs, rfc, rule)
    got = [line.encode() for line in as_bytes.to_json_lines(file=str(path))]
    assert got == expected
    # A str judged is its UTF-8 bytes, and its JSON is the same.
    texts = [data.decode("utf-8", "surrogateescape") for data in inputs if data.decode("utf-8", "replace").encode() == data]
    expected_texts = [line for data, line in zip(inputs, expected) if data.decode("utf-8", "replace").encode() == data]
    got = [urlbnf.check(text, rfc, rule).to_json(line=json_line(line), file=str(path)).encode()
           for text, line in zip(texts, expected_texts)]
    assert got == expected_texts


def json_line(line):
    import json

    return json.loads(line)["line"]


# Inputs whose JSON is delicate: each as bytes.
DELICATE = [
    b"http://a/\xff",                    # not UTF-8: U+FFFD and input_base64
    b"http://a/\xf0\x90\x80",            # a truncated 4-byte character: one U+FFFD
    b"http://a/\xed\xa0\x80x",           # an encoded surrogate: three U+FFFD
    b"http://a/\xc0\xaf",                # an overlong form
    b"\xef\xbb\xbfhttp://a/",            # a byte-order mark
    b"http://a/\x00\x01\x08\x09\x0b\x0c\x1f\x7f",  # controls: \u0000, \b, \t, \f, DEL kept raw
    b'http://a/"\\',                     # a quote and a backslash
    "http://ä/日本".encode(),
    b"HTTP://a/",                        # a remedy: the command's --fold-scheme-case
    b"http://[::1]/",                    # a remedy: the command's --rfc 2396+2732
    b"",
]


@pytest.mark.parametrize("rfc", ["3986", "1738", "2396", "1630"])
def test_delicate_json_is_the_commands(command, tmp_path, rfc):
    path = tmp_path / "delicate.txt"
    path.write_bytes(b"\n".join(DELICATE) + b"\n")
    expected = command_json(command, ["check", "--json", "--rfc", rfc], stdin=path.read_bytes())
    got = [line.encode() for line in urlbnf.check_many(DELICATE, rfc).to_json_lines()]
    assert got == expected
    # The same bytes given as str (surrogateescape keeps the bytes that are
    # not UTF-8) have the JSON of their bytes only when they are UTF-8.
    for data, line in zip(DELICATE, expected):
        text = data.decode("utf-8", "surrogatepass") if data.decode("utf-8", "replace").encode() == data else None
        if text is not None:
            assert urlbnf.check(text, rfc).to_json(line=json_line(line)).encode() == line


def test_lone_surrogate_json():
    # A lone surrogate is judged as the bytes "surrogatepass" gives it: its
    # JSON is that of those bytes.
    assert urlbnf.check("http://a/\ud800").to_json() == urlbnf.check(b"http://a/\xed\xa0\x80").to_json()
    assert '"input_base64":"aHR0cDovL2Ev7aCA"' in urlbnf.check("http://a/\ud800").to_json()


def test_command_words_in_json_registry_words_in_python():
    v = urlbnf.check("HTTP://a/", "1738")
    assert "use fold_scheme_case" in v.error.message
    assert "use --fold-scheme-case" in v.to_json()
    # The remedy's name is the option's, in the command's JSON too.
    assert '"remedy":{"kind":"option","name":"fold_scheme_case"}' in v.to_json()
