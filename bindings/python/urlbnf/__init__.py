"""URLs judged exactly by the RFC grammars, with where and why they fail.

urlbnf judges a URL by a production of an RFC's grammar (RFC 3986's
``URI-reference`` unless told otherwise) and, when the URL is not in its
language, says at which offset, citing the RFC section whose rule applies.

Inputs and offsets: a ``str`` is judged as its UTF-8 bytes (a lone
surrogate as the bytes ``"surrogatepass"`` gives it, so that it is judged
and rejected, not an exception; a NUL is judged like any character);
``bytes``, ``bytearray`` and ``memoryview`` are judged exactly as they are.
Offsets are in the input's own units: code points for a ``str``, bytes for
the others.

>>> import urlbnf
>>> urlbnf.accepts("http://example.com/a?b#c")
True
>>> print(urlbnf.check("http://a/b c"))
invalid at offset 10 (RFC 3986 URI-reference, section 2): RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c
>>> urlbnf.check("http://exämple/").error.offset, urlbnf.check("http://exämple/".encode()).error.offset
(9, 9)
>>> urlbnf.extract("é <http://a/b>")[0].span, urlbnf.extract("é <http://a/b>".encode())[0].span
((3, 13), (4, 14))
"""

from collections import namedtuple as _namedtuple
from types import MappingProxyType as _MappingProxyType

from . import _urlbnf as _native

__all__ = [
    "Diagnostic",
    "Extracted",
    "Grammar",
    "InvalidURL",
    "Production",
    "URI",
    "Verdict",
    "Verdicts",
    "accepts",
    "accepts_many",
    "check",
    "check_many",
    "equivalence",
    "equivalent",
    "extract",
    "grammars",
    "normalize",
    "parse",
    "resolve",
    "rules",
    "validate",
]


def __getattr__(name):
    # importlib.metadata costs milliseconds at import: read when asked.
    if name == "__version__":
        from importlib.metadata import version

        return version("urlbnf")
    raise AttributeError(f"module 'urlbnf' has no attribute {name!r}")


Grammar = _namedtuple("Grammar", "name title default_rule")
Grammar.__doc__ = """A grammar of the registry: its name (the ``rfc=`` keyword), title and default rule."""
Production = _namedtuple("Production", "name section reshaped")
Production.__doc__ = """A production of a grammar: its BNF name, the RFC section that governs it, and why
its implementation is not the BNF line as written (empty when it is)."""


def grammars():
    """The registry's grammars, in the order the RFCs were published.

    A grammar added to the library's registry appears here without a change
    to the binding.

    >>> [g.name for g in urlbnf.grammars()]
    ['1630', '1630-generic', '1738', '1808', '2396', '2396+2732', '2397', '3986', '3986+6874', '3987', '6068', '8089', '8089-nonstd', '9110']
    >>> urlbnf.grammars()[7]
    Grammar(name='3986', title='RFC 3986 Appendix A', default_rule='URI-reference')
    """
    return [Grammar(*g) for g in _native.grammars()]


def rules(rfc="3986"):
    """The productions of grammar ``rfc``, in the order its RFC lists them.

    >>> [p for p in urlbnf.rules("3986") if p.name == "IP-literal"]
    [Production(name='IP-literal', section='3.2.2', reshaped='')]
    >>> urlbnf.rules("9999")
    Traceback (most recent call last):
    ...
    ValueError: unknown grammar rfc='9999': the registry has 1630, 1630-generic, 1738, 1808, 2396, 2396+2732, 2397, 3986, 3986+6874, 3987, 6068, 8089, 8089-nonstd, 9110
    """
    _check_rfc(rfc)
    return [Production(*p) for p in _native.rules(rfc)]


def _check_rfc(rfc):
    if not isinstance(rfc, str):
        raise TypeError(f"rfc must be a str such as '3986', not {type(rfc).__name__}")


# Rules looked up once per (rfc, rule) pair: the registry's names are few.
_rule_cache = {}


def _rule(rfc, rule):
    try:
        return _rule_cache[rfc, rule]
    except (KeyError, TypeError):
        pass
    _check_rfc(rfc)
    if rule is not None and not isinstance(rule, str):
        raise TypeError(f"rule must be a str or None, not {type(rule).__name__}")
    found = _native.lookup(rfc, rule)
    _rule_cache[rfc, rule] = found
    return found


class _Record:
    """Frozen, compared and hashed by its fields, like a frozen dataclass."""

    __slots__ = ()
    _fields = ()

    def __init__(self, *values):
        for name, value in zip(self._fields, values):
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is immutable")

    def _values(self):
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __reduce__(self):
        return type(self), self._values()

    def __repr__(self):
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({fields})"


class Diagnostic(_Record):
    """Why an input was rejected.

    ``offset`` counts the input's units before the offending one (code
    points for a str, bytes otherwise), ``byte_offset`` the bytes of its
    UTF-8 form; ``code`` names the kind of fault (``"space"``,
    ``"not_ascii"``, ...), ``section`` the RFC section whose rule applies,
    ``message`` says it in one sentence citing the RFC, ``expected`` lists
    what the grammar expected at ``offset``; ``category`` is the RFC's class
    of the offending character (``"unwise"``) or None; ``remedy`` names
    what would accept the input (a grammar, a rule or an option, of kind
    ``remedy_kind``) or None; ``repair`` is the input repaired, or None.

    >>> d = urlbnf.check("http://a/b c").error
    >>> d.offset, d.code, d.section, d.repair
    (10, 'space', '2', 'http://a/b%20c')
    >>> d.expected
    ('pchar', '"/"', '"?"', '"#"')
    """

    __slots__ = _fields = (
        "offset",
        "code",
        "section",
        "message",
        "expected",
        "category",
        "remedy_kind",
        "remedy",
        "repair",
        "byte_offset",
    )

    def __str__(self):
        return f"offset {self.offset}: {self.message}"


def _diagnostic(error):
    offset, byte_offset, code, section, message, expected, category, remedy_kind, remedy, repair = error
    return Diagnostic(offset, code, section, message, expected, category, remedy_kind, remedy, repair, byte_offset)


def _as_given(url, what="url"):
    """The input as a result keeps it: a snapshot of a mutable buffer."""
    if isinstance(url, (str, bytes)):
        return url
    if isinstance(url, (bytearray, memoryview)):
        return _native.as_bytes(url)
    raise TypeError(f"{what} must be str, bytes, bytearray or memoryview, not {type(url).__name__}")


class Verdict:
    """The verdict on one input by one production of one grammar.

    ``valid`` says whether the input is in the production's language (a
    Verdict is true when it is); ``match`` is the most specific production
    that accepted it and ``also`` the others that accept it too; ``rfc`` and
    ``rule`` name the grammar and production that judged; ``reading`` is
    ``"bnf"``, or ``"scheme"`` for RFC 1738's and RFC 1630's scheme
    productions, and ``bnf_valid`` the literal BNF's verdict when it
    disagrees (else None); ``note`` says how the verdict was reached when
    that is not plain from ``rule``; ``error`` is the Diagnostic of a
    rejection, None when valid. Immutable; compared by its fields.

    >>> v = urlbnf.check("http://example.com/")
    >>> v.valid, v.match, v.rfc, v.rule, v.error
    (True, 'URI', '3986', 'URI-reference', None)
    >>> urlbnf.check("http://a/b c")
    Verdict(input='http://a/b c', valid=False, rfc='3986', rule='URI-reference', match=None, also=(), reading='bnf', bnf_valid=None, note=None, error=Diagnostic(offset=10, code='space', section='2', message="RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c", expected=('pchar', '"/"', '"?"', '"#"'), category=None, remedy_kind=None, remedy=None, repair='http://a/b%20c', byte_offset=10))
    """

    # A verdict from check_many knows `valid` only; the rest is worked out
    # by urlbnf_check when first read.
    __slots__ = ("_rule", "_input", "_valid", "_details")
    _fields = ("input", "valid", "rfc", "rule", "match", "also", "reading", "bnf_valid", "note", "error")

    def __init__(self, rule, url, valid, details=None):
        object.__setattr__(self, "_rule", rule)
        object.__setattr__(self, "_input", url)
        object.__setattr__(self, "_valid", valid)
        object.__setattr__(self, "_details", details)

    def __setattr__(self, name, value):
        raise AttributeError("Verdict is immutable")

    def _detail(self, index):
        details = self._details
        if details is None:
            details = _native.check(self._rule, self._input)
            object.__setattr__(self, "_details", details)
        return details[index]

    input = property(lambda self: self._input, doc="The input judged, as given (a bytes copy of a mutable buffer)")
    valid = property(lambda self: self._valid, doc="Whether the input is in the rule's language")
    rfc = property(lambda self: self._rule.rfc, doc="The grammar that judged (its registry name)")
    rule = property(lambda self: self._rule.name, doc="The production judged by")
    match = property(lambda self: self._detail(3), doc="The most specific production that accepted; None when rejected")
    also = property(lambda self: self._detail(4), doc="Other productions that accept it too")
    reading = property(lambda self: self._detail(5), doc='"bnf", or "scheme" (RFC 1738, RFC 1630)')
    bnf_valid = property(lambda self: self._detail(6), doc="The literal BNF's verdict when it disagrees, else None")
    note = property(lambda self: self._detail(7), doc="How the verdict was reached, when not plain; else None")

    @property
    def error(self):
        """The Diagnostic of a rejection; None when the input is valid."""
        if self._valid:
            return None
        error = self._detail(8)
        return _diagnostic(error)

    def __bool__(self):
        return self._valid

    def __reduce__(self):
        # The rule is a handle into the library: looked up again by name.
        return _verdict, (self.rfc, self.rule, self._input, self._valid)

    def _values(self):
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other):
        if type(other) is not Verdict:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return "Verdict(" + ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields) + ")"

    def __str__(self):
        where = f"RFC {self.rfc} {self.rule}"
        if self._valid:
            return f"valid {self.match} ({where})"
        e = self.error
        # A section of another RFC (RFC 6874's) is named with its RFC.
        section = "" if not e.section else f", {e.section}" if e.section.startswith("RFC ") else f", section {e.section}"
        return f"invalid at offset {e.offset} ({where}{section}): {e.message}"

    def to_json(self, line=None, file=None):
        """The verdict as one line of ``urlbnf check --json``, exactly.

        Its keys sorted, compact; offsets in bytes and the messages in the
        command's words (``--rule`` where this package says ``rule=``), as
        the command prints them, whatever the input's type; "input" holds
        the input's text (U+FFFD for bytes that are not UTF-8, its bytes
        then in "input_base64"); "line" and "file" when given.

        >>> print(urlbnf.check("http://example.com/").to_json(line=2))
        {"also":[],"bnf_valid":null,"error":null,"input":"http://example.com/","line":2,"match":"URI","note":null,"reading":"bnf","rfc":"3986","rule":"URI-reference","valid":true}
        >>> print(urlbnf.check("/é b").to_json())  # doctest: +ELLIPSIS
        {"also":[],"bnf_valid":null,"error":{"category":null,"code":"not_ascii",...,"offset":1,...,"valid":false}
        """
        import json

        # The command's words: its messages name flags (--rule) where this
        # package names keywords (rule=).
        details = _native.check(self._rule, self._input, command_words=True)
        valid, rfc, rule, match, also, reading, bnf_valid, note, error = details
        data = _native.as_bytes(self._input)
        text = data.decode("utf-8", "replace")
        record = {
            "also": list(also),
            "bnf_valid": bnf_valid,
            "error": None,
            "input": text,
            "match": match,
            "note": note,
            "reading": reading,
            "rfc": rfc,
            "rule": rule,
            "valid": valid,
        }
        if error is not None:
            e = _diagnostic(error)
            record["error"] = {
                "category": e.category,
                "code": e.code,
                "expected": list(e.expected),
                "message": e.message,
                "offset": e.byte_offset,
                "remedy": None if e.remedy_kind is None else {"kind": e.remedy_kind, "name": e.remedy},
                "repair": e.repair,
                "section": e.section,
            }
        if text.encode("utf-8") != data:
            import base64

            record["input_base64"] = base64.b64encode(data).decode("ascii")
        if line is not None:
            record["line"] = line
        if file is not None:
            record["file"] = file
        return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _verdict(rfc, rule, url, valid):
    return Verdict(_rule(rfc, rule), url, valid)


class InvalidURL(ValueError):
    """An input that is not in the production's language.

    ``verdict`` is its Verdict and ``diagnostic`` the Verdict's error (where
    and why); the message names the input, the offset and the RFC section.

    >>> try:
    ...     urlbnf.validate("http://a/b c")
    ... except urlbnf.InvalidURL as e:
    ...     print(e.diagnostic.offset, e.diagnostic.section)
    10 2
    """

    def __init__(self, verdict, what="url"):
        self.verdict = verdict
        self.diagnostic = verdict.error
        super().__init__(f"{what} {verdict.input!r}: {verdict}")


# Whether ``url`` is in the language of a production: the native function
# itself (its docstring and examples are in bindings/python/src/_urlbnf.cpp),
# called per URL in loops, where a Python wrapper would double its cost.
accepts = _native.accepts


def check(url, rfc="3986", rule=None):
    """The Verdict on ``url`` by production ``rule`` of grammar ``rfc``
    (its default rule when None), with the Diagnostic of a rejection.

    >>> v = urlbnf.check("http://[::1]:8080/")
    >>> v.valid, v.match
    (True, 'URI')
    >>> v = urlbnf.check("http://a/%zz")
    >>> v.valid, v.error.offset, v.error.code, v.error.section
    (False, 10, 'bad_escape', '2.1')
    >>> urlbnf.check("mailto:a@b", rule="nope")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: RFC 3986 has no rule 'nope': its rules are URI, hier-part, ...
    >>> urlbnf.check(42)
    Traceback (most recent call last):
    ...
    TypeError: url must be str, bytes, bytearray or memoryview, not int
    """
    found = _rule(rfc, rule)
    details = _native.check(found, url)
    return Verdict(found, _as_given(url), details[0], details)


def validate(url, rfc="3986", rule=None):
    """None when ``url`` is valid; else raises InvalidURL carrying the
    Verdict and its Diagnostic.

    >>> urlbnf.validate("https://example.com/")
    >>> urlbnf.validate("https://exa mple.com/")
    Traceback (most recent call last):
    ...
    urlbnf.InvalidURL: url 'https://exa mple.com/': invalid at offset 11 (RFC 3986 URI-reference, section 2): RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: https://exa%20mple.com/
    """
    if accepts(url, rfc, rule):
        return
    found = _rule(rfc, rule)
    details = _native.check(found, url)
    raise InvalidURL(Verdict(found, _as_given(url), details[0], details))


class URI(_Record):
    """A URI reference's components, by RFC 3986 (or RFC 2396).

    Each component is a str, or None when the input has none (absent is not
    empty: ``"http://h?"`` has an empty query, ``"http://h"`` none); the
    path is always there, maybe empty. ``spans`` maps each present
    component's name to its (start, end) offsets in the input's units.
    ``port`` is the port as an int when it is a number from 0 to 65535,
    else None, with ``port_text`` the digits as written and
    ``port_reading`` one of "none", "number", "empty", "too_large";
    ``host_kind`` is "ip-literal", "ipv4", "reg-name", or None without an
    authority; ``path_form`` names the path's production.

    >>> u = urlbnf.parse("https://user@example.com:8443/a/b?x=1&y#top")
    >>> u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment
    ('https', 'user', 'example.com', 8443, '/a/b', 'x=1&y', 'top')
    >>> u.spans["host"], u.host_kind, u.path_form, u.segments
    ((13, 24), 'reg-name', 'path-abempty', ('a', 'b'))
    """

    __slots__ = _fields = (
        "input",
        "scheme",
        "authority",
        "userinfo",
        "host",
        "port",
        "port_text",
        "path",
        "query",
        "fragment",
        "host_kind",
        "port_reading",
        "path_form",
        "spans",
    )

    def __hash__(self):
        return hash(self._values()[:-1])

    def __reduce__(self):
        return _uri, self._values()[:-1] + (dict(self.spans),)

    @property
    def segments(self):
        """The path's segments, split at "/": a path that begins with "/"
        has its first segment after it; an empty path has none.

        >>> urlbnf.parse("a/b/").segments, urlbnf.parse("/").segments, urlbnf.parse("").segments
        (('a', 'b', ''), ('',), ())
        """
        path = self.path
        if not path:
            return ()
        return tuple((path[1:] if path.startswith("/") else path).split("/"))

    def params(self, semicolon=False, decode=False, plus_is_space=False):
        """The query's key=value pairs, as HTML forms and most web APIs
        give them (no RFC defines them): pieces split at "&" (and at ";"
        when ``semicolon``), each split at its first "="; the value is None
        when a piece has no "=". Nothing is dropped: "a&&b" has three
        pieces; no query has none. With ``decode``, %XX escapes are decoded
        (UTF-8, U+FFFD for what is not) and, with ``plus_is_space``, "+"
        too.

        >>> list(urlbnf.parse("http://h/?a=1&b&c=x%20y+z").params())
        [('a', '1'), ('b', None), ('c', 'x%20y+z')]
        >>> list(urlbnf.parse("http://h/?c=x%20y+z").params(decode=True, plus_is_space=True))
        [('c', 'x y z')]
        """
        if self.query is None:
            return
        from urllib.parse import unquote, unquote_plus

        pieces = self.query.replace(";", "&") if semicolon else self.query
        for piece in pieces.split("&"):
            key, equals, value = piece.partition("=")
            value = value if equals else None
            if decode:
                unquoted = unquote_plus if plus_is_space else unquote
                key = unquoted(key, errors="replace")
                value = None if value is None else unquoted(value, errors="replace")
            yield key, value

    def __str__(self):
        return self.input if isinstance(self.input, str) else self.input.decode("ascii", "replace")


def _uri(*values):
    """A URI from its fields, `spans` a dict (a mapping proxy does not pickle)."""
    return URI(*values[:-1], _MappingProxyType(values[-1]))


_COMPONENTS = ("scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment")


def _which(probe):
    """The registry's grammars for which `probe(grammar)` is supported."""
    return [g.name for g in grammars() if probe(g) != "unsupported"]


def parse(url, rfc="3986", rule=None):
    """The components of ``url`` by production ``rule`` of grammar ``rfc``
    (RFC 3986's and RFC 2396's URI-reference, URI or absolute-URI,
    relative-ref, ...): a URI. Raises InvalidURL when ``url`` is not in the
    production's language, ValueError for a grammar or production without
    these components.

    >>> u = urlbnf.parse("http://[::1]:80/p")
    >>> u.host, u.host_kind, u.port, u.spans["port"]
    ('[::1]', 'ip-literal', 80, (13, 15))
    >>> urlbnf.parse("http://a:99999/").port, urlbnf.parse("http://a:99999/").port_reading
    (None, 'too_large')
    >>> urlbnf.parse("http://a/b c")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    urlbnf.InvalidURL: url 'http://a/b c': invalid at offset 10 (RFC 3986 URI-reference, section 2): ...
    """
    found = _rule(rfc, rule)
    status, parsed = _native.parse(found, url)
    if status == "rejected":
        raise InvalidURL(check(url, rfc, rule))
    if status == "unsupported":
        readable = _which(lambda g: _native.parse(_rule(g.name, None), "")[0])
        raise ValueError(
            f"RFC {found.rfc}'s {found.name} has no components to parse: parse reads those of the grammars "
            + ", ".join(readable)
        )
    if parsed is None:
        raise RuntimeError(f"urlbnf_parse: {status}")
    spans, host_kind, port_reading, port_number, path_form = parsed
    given = _as_given(url)
    if isinstance(given, str):
        text = given
    else:
        text = given.decode("utf-8", "replace")
        if len(text) != len(given):
            text = None
    values = {}
    for name, span in zip(_COMPONENTS, spans):
        if span is None:
            values[name] = None
        elif text is not None:
            values[name] = text[span[0] : span[1]]
        else:
            values[name] = given[span[0] : span[1]].decode("utf-8", "replace")
    present = _MappingProxyType({name: span for name, span in zip(_COMPONENTS, spans) if span is not None})
    return URI(
        given,
        values["scheme"],
        values["authority"],
        values["userinfo"],
        values["host"],
        port_number if port_reading == "number" else None,
        values["port"],
        values["path"],
        values["query"],
        values["fragment"],
        None if host_kind == "none" else host_kind,
        port_reading,
        path_form,
        present,
    )


def resolve(base, reference, rfc="3986"):
    """The target of ``reference`` resolved against ``base`` by grammar
    ``rfc``'s resolution (RFC 3986 Section 5.2, RFC 2396 Section 5.2, RFC
    1808 Section 4), a str. Raises InvalidURL naming the base or the
    reference when it is not what the grammar resolves, ValueError for a
    grammar without resolution.

    >>> urlbnf.resolve("http://a/b/c/d;p?q", "../g")
    'http://a/b/g'
    >>> urlbnf.resolve("http://a/b/c/d;p?q", "../../../g"), urlbnf.resolve("http://a/b/c/d;p?q", "../../../g", rfc="2396")
    ('http://a/g', 'http://a/../g')
    >>> urlbnf.resolve("b/c", "g")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    urlbnf.InvalidURL: base 'b/c': ...
    """
    _check_rfc(rfc)
    status, target = _native.resolve(rfc, base, reference)
    if status == "ok":
        return target
    if status in ("base_rejected", "reference_rejected"):
        what, given = ("base", base) if status == "base_rejected" else ("reference", reference)
        raise InvalidURL(_resolution_verdict(rfc, what, given), what)
    if status == "unsupported":
        raise ValueError(
            f"RFC {rfc} has no resolution: resolve works by the grammars "
            + ", ".join(_which(lambda g: _native.resolve(g.name, "", "")[0]))
        )
    raise RuntimeError(f"urlbnf_resolve: {status}")


def _resolution_verdict(rfc, what, given):
    """Why `given` is no base (an absolute URI) or no reference: the verdict
    of the first production of absolute-URI, URI, absoluteURI, absoluteURL,
    url that rejects it, else of the grammar's default rule."""
    if what == "base":
        names = {p.name for p in rules(rfc)}
        for name in ("absolute-URI", "URI", "absoluteURI", "absoluteURL", "url"):
            if name in names:
                verdict = check(given, rfc, name)
                if not verdict.valid:
                    return verdict
    return check(given, rfc)


def normalize(url, rfc="3986"):
    """The normal form of URI reference ``url`` (RFC 3986 Section 6.2.2:
    case, percent-encoding and dot-segments; RFC 2396's equivalence rules),
    a str. Raises InvalidURL when ``url`` is no URI reference, ValueError
    for a grammar without normalization.

    >>> urlbnf.normalize("HTTP://Example.COM/a/./b/../c/%7e")
    'http://example.com/a/c/~'
    """
    _check_rfc(rfc)
    status, normal = _native.normalize(rfc, url)
    if status == "ok":
        return normal
    if status == "rejected":
        raise InvalidURL(check(url, rfc))
    if status == "unsupported":
        raise ValueError(
            f"RFC {rfc} has no normalization: normalize works by the grammars "
            + ", ".join(_which(lambda g: _native.normalize(g.name, "")[0]))
        )
    raise RuntimeError(f"urlbnf_normalize: {status}")


def equivalence(a, b, rfc="3986"):
    """Whether ``a`` and ``b`` are URI references with the same normal form,
    and why: (bool, reason), the reason naming the rules that made them
    equal, or the first component that differs, or which input is no URI
    reference (then False). ValueError for a grammar without normalization.

    >>> urlbnf.equivalence("http://a/%7e", "HTTP://A/~")[0]
    True
    >>> urlbnf.equivalence("http://a/x", "http://a/y")[0]
    False
    """
    _check_rfc(rfc)
    status, same, reason = _native.equivalent(rfc, a, b)
    if status in ("ok", "rejected"):
        return same, reason
    if status == "unsupported":
        raise ValueError(
            f"RFC {rfc} has no normalization: equivalent works by the grammars "
            + ", ".join(_which(lambda g: _native.equivalent(g.name, "", "")[0]))
        )
    raise RuntimeError(f"urlbnf_equivalent: {status}")


def equivalent(a, b, rfc="3986"):
    """Whether ``a`` and ``b`` are URI references with the same normal form
    (equivalence() also says why).

    >>> urlbnf.equivalent("http://example.com:80/", "http://EXAMPLE.com/")
    True
    """
    return equivalence(a, b, rfc)[0]


class Extracted(_Record):
    """A URI found in text: ``uri`` as written (a slice of the text, of its
    type), ``span`` its (start, end) offsets and ``delimited`` those of the
    text it was read from, delimiters included, in the text's units;
    ``form`` is "angle-url-prefix" (<URL:...>), "angle" (<...>), "quoted" ("...")
    or "bare"; ``wrapped`` says whether ``uri`` holds whitespace (a line
    break, no part of the URI); ``valid`` is the production's verdict on the
    URI, its whitespace removed."""

    __slots__ = _fields = ("uri", "span", "delimited", "form", "wrapped", "valid")


def extract(text, rfc="3986", rule=None):
    """The URIs in ``text``, as ``urlbnf extract`` finds them (RFC 3986
    Appendix C, RFC 2396 Appendix E, RFC 1738's appendix), in the order
    found, each judged by production ``rule`` of grammar ``rfc``.

    >>> [(e.uri, e.span, e.form, e.valid) for e in urlbnf.extract('See <http://a/b> and "http://c/d".')]
    [('http://a/b', (5, 15), 'angle', True), ('http://c/d', (22, 32), 'quoted', True)]
    """
    found = _rule(rfc, rule)
    given = _as_given(text, "text")
    return [
        Extracted(given[uri[0] : uri[1]], uri, delimited, form, wrapped, valid)
        for delimited, uri, wrapped, form, valid in _native.extract(found, given)
    ]


def _flags(flags):
    """accepts_many's result: a NumPy bool array when NumPy is there, else
    bytes of 0 and 1."""
    try:
        import numpy
    except ImportError:
        return bytes(flags)
    return numpy.frombuffer(flags, dtype=numpy.bool_)


def accepts_many(urls, rfc="3986", rule=None, threads=0):
    """Whether each of ``urls`` (any iterable of str, bytes, bytearray or
    memoryview: a list, a generator, a NumPy array of strings, a pandas
    Series) is in the production's language, in input order: a NumPy bool
    array, or bytes of 0 and 1 without NumPy.

    The inputs are taken 32,768 at a time: each chunk's bytes are read while
    the GIL is held, then judged with the GIL released, on ``threads``
    threads (0: one per core; 1: the calling thread), so that other Python
    threads run meanwhile.

    >>> urlbnf.accepts_many(["http://a/", "http://a/b c", b"//h"]).tolist()
    [True, False, True]
    """
    flags, _ = _native.accepts_many(_rule(rfc, rule), urls, _threads(threads), False)
    return _flags(flags)


def _threads(threads):
    if isinstance(threads, bool) or not isinstance(threads, int):
        raise TypeError(f"threads must be an int, not {type(threads).__name__}")
    return threads


class Verdicts:
    """check_many's result: a read-only sequence of Verdicts, in input order.

    It keeps the inputs and each one's verdict; the details of an item (its
    match, its Diagnostic) are worked out when that item's are first read,
    so a batch costs the judging alone. ``valid`` is the verdicts as
    accepts_many gives them, ``rejected()`` the indexes of the invalid
    inputs.

    >>> vs = urlbnf.check_many(["http://a/", "http://a/b c", "mailto:x@y"])
    >>> len(vs), vs.rejected(), vs[1].error.offset
    (3, [1], 10)
    >>> [v.valid for v in vs]
    [True, False, True]
    """

    __slots__ = ("_rule", "_inputs", "_flags")

    def __init__(self, rule, inputs, flags):
        self._rule = rule
        self._inputs = inputs
        self._flags = flags

    def __len__(self):
        return len(self._inputs)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self._inputs)
        return Verdict(self._rule, _as_given(self._inputs[index]), self._flags[index] == 1)

    def __iter__(self):
        return (self[i] for i in range(len(self._inputs)))

    def __repr__(self):
        return f"<Verdicts: {len(self)} inputs, {len(self.rejected())} rejected, by RFC {self._rule.rfc} {self._rule.name}>"

    @property
    def valid(self):
        """Each input's verdict: a NumPy bool array, or bytes of 0 and 1."""
        return _flags(bytes(self._flags))

    def rejected(self):
        """The indexes of the invalid inputs, in order."""
        flags = self._flags
        return [i for i in range(len(flags)) if not flags[i]]

    def to_json_lines(self, first_line=1, file=None):
        """Each verdict as ``urlbnf check --json`` prints it for the lines
        of a file, the first numbered ``first_line``: an iterator of str."""
        for i in range(len(self._inputs)):
            yield self[i].to_json(line=first_line + i, file=file)


def check_many(urls, rfc="3986", rule=None, threads=0):
    """The Verdicts on each of ``urls`` (as accepts_many takes them), in
    input order, judged with the GIL released on ``threads`` threads (0: one
    per core; 1: the calling thread). A rejected item's Diagnostic is worked
    out when it is read.

    >>> vs = urlbnf.check_many(iter(["http://a/b c", "http://a/"]), threads=1)
    >>> print(vs[0])
    invalid at offset 10 (RFC 3986 URI-reference, section 2): RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c
    """
    found = _rule(rfc, rule)
    flags, inputs = _native.accepts_many(found, urls, _threads(threads), True)
    return Verdicts(found, inputs, bytes(flags))
