"""urlbnf.jsonschema.format_checker() with Debian's python3-jsonschema: the
"uri" and "uri-reference" formats are RFC 3986's productions exactly, and a
failure's message names the offset and the RFC section."""

import jsonschema
import pytest

import urlbnf
import urlbnf.jsonschema

# instance, format, valid by RFC 3986, offset and section of the rejection
FORMATS = [
    ("https://example.com/a?b#c", "uri", True, None, None),
    ("urn:isbn:0451450523", "uri", True, None, None),
    ("//example.com/a", "uri", False, 0, "2.2"),
    ("//example.com/a", "uri-reference", True, None, None),
    ("../a", "uri-reference", True, None, None),
    ("http://a/b c", "uri", False, 10, "2"),
    ("http://a/b c", "uri-reference", False, 10, "2"),
    ("http://exämple/", "uri", False, 9, "2.5"),
    ("http://[fe80::1%25eth0]/", "uri", False, 15, "RFC 6874 §2"),
    ("http://a/b#c#d", "uri-reference", False, 12, "3.5"),
    ("", "uri-reference", True, None, None),
    ("", "uri", False, 0, "3"),
]


@pytest.mark.parametrize("instance, format, valid, offset, section", FORMATS)
def test_formats(instance, format, valid, offset, section):
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "string", "format": format}
    validator = jsonschema.Draft202012Validator(schema, format_checker=urlbnf.jsonschema.format_checker())
    errors = list(validator.iter_errors(instance))
    assert (not errors) is valid
    if not valid:
        (error,) = errors
        assert f"is not a {format!r}: invalid at offset {offset} " in error.message
        assert (section if section.startswith("RFC ") else f"section {section}") + "): " in error.message
        assert isinstance(error.cause, urlbnf.InvalidURL) and error.cause.diagnostic.offset == offset


def test_other_types_and_formats_are_jsonschemas():
    checker = urlbnf.jsonschema.format_checker()
    assert isinstance(checker, jsonschema.FormatChecker)
    # Formats apply to strings only.
    assert checker.conforms(12, "uri")
    # jsonschema's own formats are kept.
    assert set(jsonschema.FormatChecker().checkers) <= set(checker.checkers)
    assert checker.conforms("a@example.com", "email") and not checker.conforms("nope", "email")
    schema = {"type": "object", "properties": {"home": {"type": "string", "format": "uri"}}}
    validator = jsonschema.Draft7Validator(schema, format_checker=checker)
    assert [e.path[0] for e in validator.iter_errors({"home": "http://a/b c"})] == ["home"]


def test_iri_formats_follow_the_registry():
    names = {g.name for g in urlbnf.grammars()}
    checker = urlbnf.jsonschema.format_checker()
    for iri in ("iri", "iri-reference"):
        ours = checker.checkers.get(iri, (None, None))[1] is urlbnf.InvalidURL
        assert ours is ("3987" in names)


def test_where_jsonschemas_own_checker_differs_from_rfc_3986():
    # jsonschema's default "uri" is rfc3987's regular expression (when the
    # rfc3987 package is installed: Debian's python3-rfc3987).
    pytest.importorskip("rfc3987")
    theirs = jsonschema.FormatChecker()
    ours = urlbnf.jsonschema.format_checker()
    # RFC 3986 Section 3.2.2: an IPv4address in an IPv6 literal is four
    # dec-octets, none with a leading zero; rfc3987's expression takes them.
    for uri in ("http://[::01.2.3.4]/", "http://[::1.2.3.04]/"):
        assert theirs.conforms(uri, "uri") and not ours.conforms(uri, "uri")
        with pytest.raises(jsonschema.FormatError, match=r"invalid at offset \d+ \(RFC 3986 URI, section [0-9.]+\): RFC 3986 §"):
            ours.check(uri, "uri")
