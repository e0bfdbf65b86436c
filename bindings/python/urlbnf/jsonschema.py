"""JSON Schema's URI formats by RFC 3986 exactly, for python-jsonschema.

``format_checker()`` returns a ``jsonschema.FormatChecker`` whose "uri" and
"uri-reference" formats are RFC 3986's ``URI`` and ``URI-reference``
productions (JSON Schema 2020-12, Section 7.3.5, cites RFC 3986 for them),
and whose "iri" and "iri-reference" formats are the registry's grammar
"3987" once it has one; its other formats are jsonschema's own. A failure's
message names the offset and the RFC section:

>>> import jsonschema, urlbnf.jsonschema
>>> schema = {"type": "string", "format": "uri"}
>>> validator = jsonschema.Draft202012Validator(schema, format_checker=urlbnf.jsonschema.format_checker())
>>> validator.is_valid("https://example.com/a?b#c"), validator.is_valid("//example.com/a")
(True, False)
>>> for error in validator.iter_errors("http://a/b c"):
...     print(error.message)
'http://a/b c' is not a 'uri': invalid at offset 10 (RFC 3986 URI, section 2): RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c

Offsets count code points, as JSON strings are text.
"""

import jsonschema as _jsonschema
from jsonschema.exceptions import FormatError as _FormatError

import urlbnf as _urlbnf

__all__ = ["format_checker", "FORMATS"]

# Each format: the grammar and production that define it.
FORMATS = {
    "uri": ("3986", "URI"),
    "uri-reference": ("3986", "URI-reference"),
    "iri": ("3987", "IRI"),
    "iri-reference": ("3987", "IRI-reference"),
}


class _URLFormatChecker(_jsonschema.FormatChecker):
    """jsonschema's FormatChecker, whose message for an InvalidURL is the
    diagnostic's (jsonschema's own says only "... is not a 'uri'")."""

    def check(self, instance, format):
        try:
            super().check(instance, format)
        except _FormatError as error:
            if isinstance(error.cause, _urlbnf.InvalidURL):
                raise _FormatError(f"{error.message}: {error.cause.verdict}", cause=error.cause) from None
            raise


def _format_check(rfc, rule):
    def check(instance):
        # JSON Schema formats apply to strings; other types pass.
        if isinstance(instance, str):
            _urlbnf.validate(instance, rfc, rule)
        return True

    check.__name__ = f"is_{rule}"
    return check


def format_checker():
    """A jsonschema.FormatChecker with every format of jsonschema's own and
    "uri" and "uri-reference" by RFC 3986 (and "iri", "iri-reference" when
    the registry has a grammar named "3987", looked up at each call).

    >>> checker = urlbnf.jsonschema.format_checker()
    >>> checker.conforms("http://a/b", "uri"), checker.conforms("b", "uri"), checker.conforms("b", "uri-reference")
    (True, False, True)
    """
    checker = _URLFormatChecker()
    names = {g.name for g in _urlbnf.grammars()}
    for name, (rfc, rule) in FORMATS.items():
        if rfc in names:
            checker.checks(name, raises=_urlbnf.InvalidURL)(_format_check(rfc, rule))
    return checker
