"""The urlbnf package's functions, one data table each: what a call returns,
and the RFC section a rejection cites."""

import pickle

import pytest

import urlbnf

# url, rfc, rule, valid, match, offset, code, section (of the rejection)
CHECKS = [
    ("http://example.com/", "3986", None, True, "URI", None, None, None),
    ("//example.com/a", "3986", None, True, "relative-ref", None, None, None),
    ("//example.com/a", "3986", "URI", False, None, 0, "reserved_character", "2.2"),
    ("", "3986", None, True, "relative-ref", None, None, None),
    ("", "3986", "URI", False, None, 0, "unexpected", "3"),
    ("http://[::1]:8080/", "3986", None, True, "URI", None, None, None),
    ("http://[fe80::1%25eth0]/", "3986", None, False, None, 15, "zone_identifier", "RFC 6874 §2"),
    ("http://[fe80::1%25eth0]/", "3986+6874", None, True, "URI", None, None, None),
    ("http://a/b c", "3986", None, False, None, 10, "space", "2"),
    ("http://a/%zz", "3986", None, False, None, 10, "bad_escape", "2.1"),
    ("http://a/b#c#d", "3986", None, False, None, 12, "second_fragment", "3.5"),
    ("http://a/\x00", "3986", None, False, None, 9, "control_character", "2"),
    ("\ufeffhttp://a/b", "3986", None, False, None, 0, "byte_order_mark", "2.5"),
    ("example.com", "3986", "host", True, "reg-name", None, None, None),
    ("exa mple.com", "3986", "host", False, None, 3, "space", "2"),
    ("exa mple.com", "3986", "HOST", False, None, 3, "space", "2"),
    ("http://a/", "1738", None, True, "httpurl", None, None, None),
    ("HTTP://a/", "1738", None, False, None, 0, "scheme_case", "2.1"),
    ("http://a/b|c", "2396", None, False, None, 10, "excluded_character", "2.4.3"),
    ("http://[::1]/", "2396", None, False, None, 7, "excluded_character", "2.4.3"),
    ("http://[::1]/", "2396+2732", None, True, "absoluteURI", None, None, None),
    ("mailto:a@b", "1630", None, True, "mailtoaddress", None, None, None),
    ("http://a/b?c", "1808", None, True, "generic-RL", None, None, None),
]


@pytest.mark.parametrize("url, rfc, rule, valid, match, offset, code, section", CHECKS)
def test_check(url, rfc, rule, valid, match, offset, code, section):
    v = urlbnf.check(url, rfc, rule)
    assert (v.valid, bool(v), v.match, v.rfc) == (valid, valid, match, rfc)
    assert urlbnf.accepts(url, rfc, rule) is valid
    assert urlbnf.check(url.encode(), rfc, rule).valid is valid
    if valid:
        assert v.error is None
        assert urlbnf.validate(url, rfc, rule) is None
        return
    e = v.error
    assert (e.offset, e.code, e.section) == (offset, code, section)
    assert e.message and e.expected is not None
    # str() names the offset and the section, as the issue asks of print(check(...)).
    cited = section if section.startswith("RFC ") else f"section {section}"
    assert f"offset {offset} (RFC {rfc} {v.rule}, {cited}): " in str(v)
    assert f"offset={offset}" in repr(v) and f"section={section!r}" in repr(v)
    with pytest.raises(urlbnf.InvalidURL) as raised:
        urlbnf.validate(url, rfc, rule)
    assert isinstance(raised.value, ValueError)
    assert raised.value.diagnostic == e and raised.value.verdict == v
    assert f"offset {offset}" in str(raised.value)


def test_verdict_fields_and_immutability():
    v = urlbnf.check("http://a/b c")
    assert v.rule == "URI-reference" and v.reading == "bnf" and v.also == () and v.bnf_valid is None
    assert v.input == "http://a/b c" and v.note is None
    assert v.error.repair == "http://a/b%20c" and v.error.expected == ("pchar", '"/"', '"?"', '"#"')
    assert v == urlbnf.check("http://a/b c") and hash(v) == hash(urlbnf.check("http://a/b c"))
    assert v != urlbnf.check("http://a/b  c")
    with pytest.raises(AttributeError):
        v.valid = True
    with pytest.raises(AttributeError):
        v.error.offset = 3
    # The registry's words: a remedy names the package's keyword.
    e = urlbnf.check("HTTP://a/", "1738").error
    assert (e.remedy_kind, e.remedy) == ("option", "fold_scheme_case")
    e = urlbnf.check("http://[::1]/", "2396").error
    assert (e.remedy_kind, e.remedy, e.category) == ("grammar", "2396+2732", "unwise")
    assert 'rfc="2396+2732"' in e.message


def test_print_shows_offset_and_section():
    assert str(urlbnf.check("http://a/b c")).startswith("invalid at offset 10 (RFC 3986 URI-reference, section 2): ")
    assert str(urlbnf.check("http://a/b")) == "valid URI (RFC 3986 URI-reference)"


# Offsets in the input's units: code points for a str, bytes for the
# bytes types. text, rfc, str offset, bytes offset, code
OFFSETS = [
    ("http://exämple/", "3986", 9, 9, "not_ascii"),
    ("http://a/b\ud800c", "3986", 10, 10, "not_ascii"),
    ("http://a/b#c#é", "1630", 10, 10, "no_fragment"),
    ("é b", "3986", 0, 0, "not_ascii"),
]


@pytest.mark.parametrize("text, rfc, units, byte_offset, code", OFFSETS)
def test_offsets_in_the_inputs_units(text, rfc, units, byte_offset, code):
    as_str = urlbnf.check(text, rfc).error
    data = text.encode("utf-8", "surrogatepass")
    assert (as_str.offset, as_str.byte_offset, as_str.code) == (units, byte_offset, code)
    for given in (data, bytearray(data), memoryview(data)):
        e = urlbnf.check(given, rfc).error
        assert (e.offset, e.byte_offset, e.code) == (byte_offset, byte_offset, code)


# text, spans (str), spans (bytes): where code points and bytes differ
EXTRACT_OFFSETS = [
    ("é <http://a/b>", [(3, 13)], [(4, 14)]),
    ("日本 http://a/ and ü <http://b/>", [(3, 12), (20, 29)], [(7, 16), (25, 34)]),
]


@pytest.mark.parametrize("text, str_spans, byte_spans", EXTRACT_OFFSETS)
def test_extract_offsets_in_the_inputs_units(text, str_spans, byte_spans):
    found = urlbnf.extract(text)
    assert [e.span for e in found] == str_spans
    assert [text[s:e] for s, e in str_spans] == [e.uri for e in found]
    data = text.encode()
    found = urlbnf.extract(data)
    assert [e.span for e in found] == byte_spans
    assert [data[s:e] for s, e in byte_spans] == [e.uri for e in found]


def test_lone_surrogate_nul_and_non_utf8_are_judged():
    v = urlbnf.check("http://a/\ud800")
    assert (v.valid, v.error.offset, v.error.code) == (False, 9, "not_ascii")
    assert urlbnf.accepts("\udcff") is False
    assert urlbnf.check("a\x00b").error.offset == 1
    v = urlbnf.check(b"http://a/\xff\xfe")
    assert (v.valid, v.error.offset, v.error.code) == (False, 9, "not_ascii")
    assert v.input == b"http://a/\xff\xfe"


def test_accepts_tells_rules_apart_by_value_not_by_identity():
    # accepts keeps the (rfc, rule) pairs it has looked up: a name built at
    # run time (another object, the same value) finds the same rule, and
    # pairs that differ in either name are not confused.
    made = "".join(["relative", "-ref"])
    for _ in range(3):
        assert urlbnf.accepts("//a/b", rule="URI") is False
        assert urlbnf.accepts("//a/b", rule=made) is True
        assert urlbnf.accepts("//a/b", "".join(["39", "86"]), "URI") is False
        assert urlbnf.accepts("//a/b") is True
        assert urlbnf.accepts("HTTP://a/", rfc="1738") is False
        assert urlbnf.accepts("HTTP://a/", rfc="2396") is True


# call, exception, words in its message
BAD_CALLS = [
    (lambda: urlbnf.check(42), TypeError, "url must be str, bytes, bytearray or memoryview, not int"),
    (lambda: urlbnf.accepts(None), TypeError, "not NoneType"),
    (lambda: urlbnf.check(["http://a/"]), TypeError, "not list"),
    (lambda: urlbnf.check("http://a/", rfc=3986), TypeError, "rfc must be a str"),
    (lambda: urlbnf.check("http://a/", rule=1), TypeError, "rule must be a str or None"),
    (lambda: urlbnf.check("http://a/", rfc="9999"), ValueError, "the registry has 1630, 1630-generic, 1738"),
    (lambda: urlbnf.accepts("http://a/", rule="nope"), ValueError, "RFC 3986 has no rule 'nope': its rules are URI,"),
    # accepts is a native function of its own (_urlbnf.cpp): its arguments
    # are checked as a Python function's are.
    (lambda: urlbnf.accepts("http://a/", rfc=None), TypeError, "rfc must be a str"),
    (lambda: urlbnf.accepts("http://a/", rfc="9999"), ValueError, "the registry has 1630, 1630-generic, 1738"),
    (lambda: urlbnf.accepts("http://a/", rule=1), TypeError, "rule must be a str or None"),
    (lambda: urlbnf.accepts(), TypeError, "missing required argument 'url'"),
    (lambda: urlbnf.accepts("http://a/", "3986", None, 1), TypeError, "from 1 to 3 positional arguments but 4"),
    (lambda: urlbnf.accepts("http://a/", rules="URI"), TypeError, "unexpected keyword argument 'rules'"),
    (lambda: urlbnf.accepts("http://a/", "3986", rfc="3986"), TypeError, "multiple values for argument 'rfc'"),
    (lambda: urlbnf.rules("9999"), ValueError, "unknown grammar rfc='9999'"),
    (lambda: urlbnf.parse("http://a/", rfc="1738"), ValueError, "parse reads those of the grammars 2396, 2396+2732, 3986, 3986+6874"),
    (lambda: urlbnf.normalize("http://a/", rfc="1738"), ValueError, "normalize works by the grammars"),
    (lambda: urlbnf.equivalent("http://a/", "http://a/", rfc="1738"), ValueError, "equivalent works by the grammars"),
    (lambda: urlbnf.resolve("http://a/", "b", rfc="1738"), ValueError, "resolve works by the grammars"),
    (lambda: urlbnf.resolve("http://a/", 3), TypeError, "reference must be str"),
    (lambda: urlbnf.extract(3.5), TypeError, "text must be str"),
    (lambda: urlbnf.check(memoryview(b"abcd")[::2]), TypeError, "C-contiguous"),
    (lambda: urlbnf.check_many("http://a/"), TypeError, "not a single str"),
    (lambda: urlbnf.check_many(5), TypeError, "urls must be an iterable of str or bytes, not int"),
    (lambda: urlbnf.accepts_many(["http://a/", 5]), TypeError, "urls[1] must be str, bytes, bytearray or memoryview, not int"),
    (lambda: urlbnf.accepts_many(["http://a/"], threads=-1), ValueError, "threads must be 0"),
    (lambda: urlbnf.accepts_many(["http://a/"], threads=1.5), TypeError, "threads must be an int"),
]


@pytest.mark.parametrize("call, exception, words", BAD_CALLS)
def test_bad_input_gets_pythons_conventions(call, exception, words):
    with pytest.raises(exception) as raised:
        call()
    assert words in str(raised.value)


def test_unknown_rule_names_the_valid_ones():
    with pytest.raises(ValueError) as raised:
        urlbnf.check("x", rule="URl-reference")
    for name in ("URI-reference", "absolute-URI", "IP-literal", "path-abempty"):
        assert name in str(raised.value)


def test_registry():
    names = [g.name for g in urlbnf.grammars()]
    assert names == ["1630", "1630-generic", "1738", "1808", "2396", "2396+2732", "2397", "3986", "3986+6874", "3987", "6068", "8089", "8089-nonstd", "9110"]
    assert urlbnf.grammars()[7] == urlbnf.Grammar("3986", "RFC 3986 Appendix A", "URI-reference")
    for g in urlbnf.grammars():
        productions = urlbnf.rules(g.name)
        assert g.default_rule in [p.name for p in productions]
        # Every production of the registry can be judged by, by name.
        for p in productions:
            assert isinstance(urlbnf.accepts("x", g.name, p.name), bool)
    by_name = {p.name: p for p in urlbnf.rules("3986")}
    assert by_name["IP-literal"].section == "3.2.2" and by_name["URI"].section == "3"


def test_registry_matches_the_command(command):
    from conftest import command_json

    for g in urlbnf.grammars():
        listed = [line.split()[0].decode() for line in command_json(command, ["rules", "--rfc", g.name])]
        assert listed == [p.name for p in urlbnf.rules(g.name)], g.name


# url, rfc, scheme, authority, userinfo, host, port, port_text, path, query, fragment, host_kind, path_form
PARSES = [
    ("https://user@example.com:8443/a/b?x=1&y#top", "3986", "https", "user@example.com:8443", "user",
     "example.com", 8443, "8443", "/a/b", "x=1&y", "top", "reg-name", "path-abempty"),
    ("http://[::1]:80/p", "3986", "http", "[::1]:80", None, "[::1]", 80, "80", "/p", None, None, "ip-literal", "path-abempty"),
    ("http://10.0.0.1", "3986", "http", "10.0.0.1", None, "10.0.0.1", None, None, "", None, None, "ipv4", "path-abempty"),
    ("http://h:/?", "3986", "http", "h:", None, "h", None, "", "/", "", None, "reg-name", "path-abempty"),
    ("mailto:a@b", "3986", "mailto", None, None, None, None, None, "a@b", None, None, None, "path-rootless"),
    ("../a?q#f", "3986", None, None, None, None, None, None, "../a", "q", "f", None, "path-noscheme"),
    ("", "3986", None, None, None, None, None, None, "", None, None, None, "path-empty"),
    ("http://a:99999/", "3986", "http", "a:99999", None, "a", None, "99999", "/", None, None, "reg-name", "path-abempty"),
    ("http://a/b;p?q", "2396", "http", "a", None, "a", None, None, "/b;p", "q", None, "reg-name", "abs_path"),
]


@pytest.mark.parametrize(
    "url, rfc, scheme, authority, userinfo, host, port, port_text, path, query, fragment, host_kind, path_form", PARSES
)
def test_parse(url, rfc, scheme, authority, userinfo, host, port, port_text, path, query, fragment, host_kind, path_form):
    for given in (url, url.encode()):
        u = urlbnf.parse(given, rfc)
        assert (u.scheme, u.authority, u.userinfo, u.host, u.port, u.port_text) == (
            scheme, authority, userinfo, host, port, port_text)
        assert (u.path, u.query, u.fragment, u.host_kind, u.path_form) == (path, query, fragment, host_kind, path_form)
        for name, (start, end) in u.spans.items():
            assert url[start:end] == getattr(u, "port_text" if name == "port" else name)
        assert set(u.spans) == {n for n in ("scheme", "authority", "userinfo", "host", "path", "query", "fragment")
                                if getattr(u, n) is not None} | ({"port"} if port_text is not None else set())


def test_parse_components_and_errors():
    u = urlbnf.parse("http://h/a/b/?k=v&k2&=x&k3=a%20b+c")
    assert u.segments == ("a", "b", "")
    assert list(u.params()) == [("k", "v"), ("k2", None), ("", "x"), ("k3", "a%20b+c")]
    assert list(u.params(decode=True))[-1] == ("k3", "a b+c")
    assert list(u.params(decode=True, plus_is_space=True))[-1] == ("k3", "a b c")
    assert list(urlbnf.parse("http://h/?a=1;b=2").params(semicolon=True)) == [("a", "1"), ("b", "2")]
    assert list(urlbnf.parse("http://h/").params()) == []
    assert list(urlbnf.parse("http://h/?").params()) == [("", None)]
    assert urlbnf.parse("http://a:99999/").port_reading == "too_large"
    assert urlbnf.parse("http://a:/").port_reading == "empty"
    assert urlbnf.parse("//a", rule="relative-ref").host == "a"
    with pytest.raises(urlbnf.InvalidURL) as raised:
        urlbnf.parse("http://a/b c")
    assert raised.value.diagnostic.offset == 10
    with pytest.raises(urlbnf.InvalidURL):
        urlbnf.parse("//a", rule="URI")
    with pytest.raises(ValueError, match="has no components"):
        urlbnf.parse("a", rule="host")
    with pytest.raises(AttributeError):
        u.host = "b"
    assert u == urlbnf.parse("http://h/a/b/?k=v&k2&=x&k3=a%20b+c") and hash(u) == hash(urlbnf.parse(u.input))


# base, reference, rfc, target (RFC 3986 Section 5.4; RFC 2396 Appendix C keeps ".." above the root)
RESOLVES = [
    ("http://a/b/c/d;p?q", "g:h", "3986", "g:h"),
    ("http://a/b/c/d;p?q", "g", "3986", "http://a/b/c/g"),
    ("http://a/b/c/d;p?q", "//g", "3986", "http://g"),
    ("http://a/b/c/d;p?q", "?y", "3986", "http://a/b/c/d;p?y"),
    ("http://a/b/c/d;p?q", "#s", "3986", "http://a/b/c/d;p?q#s"),
    ("http://a/b/c/d;p?q", "", "3986", "http://a/b/c/d;p?q"),
    ("http://a/b/c/d;p?q", "../..", "3986", "http://a/"),
    ("http://a/b/c/d;p?q", "../../../g", "3986", "http://a/g"),
    ("http://a/b/c/d;p?q", "../../../g", "2396", "http://a/../g"),
    (b"http://a/b/c/d;p?q", b"./g", "3986", "http://a/b/c/g"),
]


@pytest.mark.parametrize("base, reference, rfc, target", RESOLVES)
def test_resolve(base, reference, rfc, target):
    assert urlbnf.resolve(base, reference, rfc) == target


def test_resolve_errors_name_base_or_reference():
    with pytest.raises(urlbnf.InvalidURL) as raised:
        urlbnf.resolve("b/c", "g")
    assert str(raised.value).startswith("base 'b/c': invalid at offset ")
    with pytest.raises(urlbnf.InvalidURL) as raised:
        urlbnf.resolve("http://a/", "g h")
    assert str(raised.value).startswith("reference 'g h': invalid at offset 1 ")
    assert raised.value.diagnostic.code == "space"


# url, rfc, normal form (RFC 3986 Section 6.2.2)
NORMALIZES = [
    ("HTTP://Example.COM/a/./b/../c/%7e", "3986", "http://example.com/a/c/~"),
    ("http://a/%7Ea%2fb", "3986", "http://a/~a%2Fb"),
    ("example://a/b/../c", "3986", "example://a/c"),
    # Section 6.2.3: http's empty path is "/".
    ("http://a", "3986", "http://a/"),
]


@pytest.mark.parametrize("url, rfc, normal", NORMALIZES)
def test_normalize(url, rfc, normal):
    assert urlbnf.normalize(url, rfc) == normal
    assert urlbnf.normalize(normal, rfc) == normal


def test_normalize_rejects():
    with pytest.raises(urlbnf.InvalidURL) as raised:
        urlbnf.normalize("http://a/b c")
    assert raised.value.diagnostic.section == "2"


# a, b, rfc, equivalent
EQUIVALENTS = [
    ("http://a/%7e", "HTTP://A/~", "3986", True),
    ("http://example.com:80/", "http://EXAMPLE.com/", "3986", True),
    ("http://a/x", "http://a/y", "3986", False),
    ("http://a/b c", "http://a/b c", "3986", False),
    ("http://a/b", "http://a/b", "2396", True),
]


@pytest.mark.parametrize("a, b, rfc, same", EQUIVALENTS)
def test_equivalent(a, b, rfc, same):
    assert urlbnf.equivalent(a, b, rfc) is same
    verdict, reason = urlbnf.equivalence(a, b, rfc)
    assert verdict is same and isinstance(reason, str) and reason


# text, [(uri, form, valid)]
EXTRACTS = [
    ('See <http://a/b> and "http://c/d".', [("http://a/b", "angle", True), ("http://c/d", "quoted", True)]),
    ("<URL:http://a/b>", [("http://a/b", "angle-url-prefix", True)]),
    ("go to http://a/b. now", [("http://a/b", "bare", True)]),
    ("nothing here", []),
]


@pytest.mark.parametrize("text, found", EXTRACTS)
def test_extract(text, found):
    assert [(e.uri, e.form, e.valid) for e in urlbnf.extract(text)] == found
    for e in urlbnf.extract(text):
        assert text[e.span[0]:e.span[1]] == e.uri
        assert e.delimited[0] <= e.span[0] <= e.span[1] <= e.delimited[1]
        assert not e.wrapped


def test_results_pickle_and_compare():
    d = urlbnf.check("http://a/b c").error
    assert pickle.loads(pickle.dumps(d)) == d
    v = urlbnf.check("http://a/b c")
    assert pickle.loads(pickle.dumps(v)) == v
    u = urlbnf.parse("http://a:1/b?c")
    assert pickle.loads(pickle.dumps(u)) == u and pickle.loads(pickle.dumps(u)).spans["port"] == (9, 10)


# corpus file, rfc: the command's extract --json on the RFCs' own examples
EXTRACT_CORPUS = [
    ("rfc3986-appendix-c.txt", "3986"),
    ("rfc2396-appendix-e.txt", "2396"),
    # The "#fragment" RFC 1738's appendix carries inside the wrapper is no
    # part of the URL: the command and urlbnf_extract judge the URL before it.
    ("rfc1738-appendix.txt", "1738"),
]


@pytest.mark.parametrize("corpus, rfc", EXTRACT_CORPUS)
def test_extract_is_the_commands(command, corpus, rfc):
    import json

    from conftest import CORPUS, command_json

    path = CORPUS / "extract" / corpus
    expected = [json.loads(line) for line in command_json(command, ["extract", "--json", "--rfc", rfc, "-f", str(path)])]
    data = path.read_bytes()
    found = urlbnf.extract(data, rfc)
    assert len(found) == len(expected) > 0
    for ours, theirs in zip(found, expected):
        start, end = ours.delimited
        assert (start, end - start) == (theirs["span"]["offset"], theirs["span"]["length"])
        assert ours.span[0] == theirs["input_position"]["offset"]
        assert b"".join(ours.uri.split()).decode() == theirs["uri"]
        assert (ours.form, ours.valid) == (theirs["form"], theirs["verdict"]["valid"])
        assert ours.wrapped == (ours.uri.split() != [ours.uri])


# rfc, corpus file: parse's components against the command's parse --json
PARSE_CORPUS = [
    ("3986", "rfc3986-examples.tsv"),
    ("3986+6874", "rfc3986-examples.tsv"),
    ("3986", "rfc3986-ast.tsv"),
    ("2396", "rfc2396-examples.tsv"),
    ("2396+2732", "rfc2396-examples.tsv"),
]


@pytest.mark.parametrize("rfc, corpus", PARSE_CORPUS)
def test_parse_is_the_commands(command, tmp_path, rfc, corpus):
    import json

    from conftest import CORPUS, command_json
    from test_json import corpus_inputs

    inputs = [i for i in corpus_inputs(CORPUS / corpus) if urlbnf.accepts(i, rfc)]
    assert len(inputs) > 50
    path = tmp_path / "inputs.txt"
    path.write_bytes(b"\n".join(inputs) + b"\n")
    expected = [json.loads(line) for line in command_json(command, ["parse", "--json", "--rfc", rfc, "-f", str(path)])]
    assert len(expected) == len(inputs)
    fields = ("scheme", "authority", "userinfo", "host", "port", "port_text", "path", "query", "fragment")
    for data, theirs in zip(inputs, expected):
        u = urlbnf.parse(data, rfc)
        assert tuple(getattr(u, f) for f in fields) == tuple(theirs[f] for f in fields), data
        assert u.port_reading == (theirs["port_reading"] or "none"), data
        if rfc.startswith("3986"):
            tree = theirs["tree"]
            assert u.segments == tuple(s["raw"] for s in tree["segment"]), data
            assert u.path_form == tree["path"]["production"], data
            host = (tree["authority"] or {}).get("host")
            assert u.host_kind == (None if host is None else host["production"].lower().replace("ipv4address", "ipv4"))
            for name in ("scheme", "query", "fragment", "path"):
                if tree[name] is not None:
                    assert u.spans[name][0] == tree[name]["offset"], data
