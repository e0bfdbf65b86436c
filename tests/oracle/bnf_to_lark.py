#!/usr/bin/python3
"""Reference oracle: turn an RFC BNF file into a Lark Earley grammar.

The C++ library hand-translates each BNF production into PEGTL rules, and
PEG semantics (ordered choice, greedy repetition, no backtracking into a
repetition) can silently shrink a language.  This module is the independent
yardstick: it reads the BNF text itself, with no hand translation, and
decides membership with an Earley parser, which accepts exactly the
context-free language, ambiguity and all.

Four notations are understood:

* ``1630`` -- RFC 1630's own: ``name  definition`` (no ``=``) with the name
  at the start of a line, continuation lines indented, ``|`` separates
  alternatives, ``[ ]`` is optional, every single character stands for
  itself (``h t t p :`` is "http:"; ``[`` or ``]`` alone between ``|``
  bars, as in ``national``, too), words of more than one letter are
  production names, ``space`` is " ", ``vline`` is "|", a name alone on its
  line (``void``) is defined as the empty string, and ``;`` starts a
  comment only at the start of a line.
* ``1738`` -- RFC 1738 Section 5: RFC 822 conventions, ``|`` separates
  alternatives, ``[x]`` is optional, but directly after a repeat prefix the
  brackets only group (``*[x]`` zero or more, ``1*[x]`` one or more x),
  ``n*m`` prefixes, ``<">`` is the double quote and a bare ``/`` (found in
  ``gopherurl``) is a literal slash.
* ``2396`` -- RFC 2396 Appendix A: as above but ``( )`` groups, and ``[ ]``
  always means optional, so ``n*[x]`` is a repetition of an optional x.
  RFC 1808 Section 2.2 writes the same notation, and its file is read so.

In these two, ``;`` starts a comment (outside quotes), literals are
case-sensitive, a production continues on the following lines until the
next ``name =`` line, and production names are case-insensitive (RFC 822).

* ``abnf`` -- RFC 5234 ABNF (RFC 3986, RFC 6874, RFC 5234's core rules): a
  rule starts in column 1 (``name =`` or ``name =/``, which adds
  alternatives to a rule defined before) and continues on lines that start
  with white space; ``/`` alternatives, white space between the elements
  of a concatenation, ``( )``, ``[ ]``, ``*x`` ``n*mx`` ``nx`` repeats
  written against their element, ``;`` comments.  A ``"string"`` matches
  its letters in either case (a ``Lit`` marked ``caseless``), ``%x41``,
  ``%x41.42`` and ``%x41-5A`` octets exactly; a prose value ``<name>`` is
  the rule it names (``path-empty = 0<pchar>``), as is ``<name, see ...>``
  (RFC 9110's rules adopted from RFC 3986).  Names ignore case.

A grammar can be amended by overlay files, as RFC 2732 amends RFC 2396 and
RFC 1630's errata and imports complete it: each production an overlay
defines replaces the production of that (case-folded) name in its place,
or is appended.  An overlay is read in the base file's notation unless its
header says "in RFC <n> ... notation" (RFC 1630's imports are written in
RFC 2396's).  RFC 2732 also imports RFC 2373 Appendix B, which is ABNF
(RFC 2234); the subset it uses (``|`` as RFC 2373 writes it, ``[ ]``,
``( )``, ``n*m`` prefixes, quoted punctuation) reads the same in RFC 2396
notation, and the ABNF core rules it needs (``DIGIT``, ``HEXDIG``) are
supplied.

Library use::

    membership("hostname", "www.example.com")      # default grammar
    Oracle(Path("grammar/rfc1738.bnf")).verdict(None, "http://h/")  # the scheme reading
    Oracle(Path("grammar/rfc2396.bnf"), overlays=[Path("grammar/rfc2732.bnf")])
    Oracle.named("1630").membership("mailtoaddress", "mailto:a@b@c")

Command line::

    bnf_to_lark.py [--bnf grammar/rfc1738.bnf]     # print the Lark grammar
    bnf_to_lark.py --rule host a.b 1.2.3.4
    bnf_to_lark.py --bnf grammar/rfc2396.bnf --overlay grammar/rfc2732.bnf --rule host '[::1]'
    bnf_to_lark.py --rfc 1630 --rule hostname a.1 1.a
    bnf_to_lark.py --rfc 1630-generic --emit-model  # the grammar model as JSON
    bnf_to_lark.py --rfc 3986+6874 --rule IP-literal '[fe80::1%25eth0]' '[V1.x]'
    printf 'a\\nb.\\n' | bnf_to_lark.py --rule hostname

With ``--rule`` it prints ``valid``/``invalid`` per input and exits 0 when
all are valid and 1 otherwise, like ``urlbnf check``.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple, Union

from lark import Lark
from lark.exceptions import UnexpectedInput

DIALECTS = ("1630", "1738", "2396", "2045", "abnf")
# The dialect of each RFC whose notation the reader knows: a file's header
# names the RFC.  RFC 1808 Section 2.2 writes RFC 822's conventions with "|"
# for alternatives, as RFC 2396 Appendix A does.
NOTATION_RFCS = {"1630": "1630", "1738": "1738", "1808": "2396", "2045": "2045", "2396": "2396", "5234": "abnf"}
GRAMMAR_DIR = Path(__file__).resolve().parents[2] / "grammar"
DEFAULT_BNF = GRAMMAR_DIR / "rfc1738.bnf"

# The grammars as urlbnf's --rfc names them: the base file, then the files
# amending it in order.  src/grammars.cpp lists the same files; the model
# agreement test compares the two readings of each.
GRAMMARS: Dict[str, Tuple[str, ...]] = {
    "1630": ("rfc1630-url.bnf", "rfc1630-url-errata.bnf", "rfc1630-imports.bnf"),
    "1630-generic": ("rfc1630-generic.bnf", "rfc1630-generic-errata.bnf"),
    "1738": ("rfc1738.bnf",),
    "1808": ("rfc1808.bnf",),
    "2396": ("rfc2396.bnf",),
    "2396+2732": ("rfc2396.bnf", "rfc2732.bnf"),
    "3986": ("rfc3986.abnf", "rfc5234-core.abnf"),
    "3986+6874": ("rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"),
    "9110": ("rfc9110.abnf", "rfc3986.abnf", "rfc5234-core.abnf"),
    "2397": ("rfc2397.bnf", "rfc2045-tokens.bnf", "rfc2397-readings.bnf"),
    "8089": ("rfc8089.abnf", "rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"),
    "8089-nonstd": ("rfc8089-appendix-f.abnf", "rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"),
    "6068": ("rfc6068.abnf", "rfc5322-imports.abnf", "rfc6068-imports.abnf", "rfc5234-core.abnf"),
    "3987": ("rfc3987.abnf", "rfc5234-core.abnf"),
}


class BnfError(Exception):
    """The BNF text does not follow the notation of its dialect."""


# ---------------------------------------------------------------------------
# Syntax tree of a production body.  Literals stay whole here (the random
# generator wants them); they are split into characters only for Lark.


@dataclass(frozen=True)
class Lit:
    text: str
    # An ABNF "string" with a letter: its US-ASCII letters match in either
    # case (RFC 5234 Section 2.3).  Everything else matches exactly.
    caseless: bool = False


@dataclass(frozen=True)
class CodeRange:
    """An ABNF range that reaches beyond US-ASCII (RFC 3987's %xA0-D7FF):
    any one character whose code point is in it."""

    first: int
    last: int


@dataclass(frozen=True)
class Ref:
    name: str


@dataclass(frozen=True)
class Seq:
    items: Tuple["Node", ...]


@dataclass(frozen=True)
class Alt:
    items: Tuple["Node", ...]


@dataclass(frozen=True)
class Opt:
    item: "Node"


@dataclass(frozen=True)
class Rep:
    min: int
    max: Optional[int]  # None: unbounded
    item: "Node"


@dataclass(frozen=True)
class Prose:
    """RFC 2045's prose value (``<any (US-ASCII) CHAR except ...>``): no
    language of its own; a later file of the grammar must replace the
    production that holds it."""

    text: str


Node = Union[Lit, Ref, Seq, Alt, Opt, Rep, Prose]
Node = Union[Lit, CodeRange, Ref, Seq, Alt, Opt, Rep]


@dataclass(frozen=True)
class Origin:
    """Where a production is defined."""

    file: str  # the file's name, "rfc1738.bnf"; "RFC 2234" for a supplied core rule
    line: int  # 1-based line where the definition starts; 0 for a supplied core rule
    source: str  # its lines exactly as the file has them, continuation lines included


@dataclass
class Grammar:
    name: str  # as urlbnf's --rfc names it: "1738", "2396+2732", "1630-generic"
    dialect: str  # the base file's notation
    rules: Dict[str, Node]  # keyed by the name as spelled in its definition
    order: List[str]  # definition order, for reports
    added: Tuple[str, ...] = ()  # productions an amending RFC adds (RFC 2732's)
    supplied: Tuple[str, ...] = ()  # ABNF core rules: no file defines them
    origins: Dict[str, Origin] = field(default_factory=dict)

    def canonical(self, name: str) -> str:
        """The defined spelling of a production name (names ignore case)."""
        try:
            return self._by_folded[name.casefold()]
        except KeyError:
            raise KeyError(f"no production named {name!r}") from None

    def __post_init__(self) -> None:
        self._by_folded = {n.casefold(): n for n in self.order}


# ---------------------------------------------------------------------------
# Reading the file.

_PRODUCTION_START = re.compile(r"\s*([A-Za-z][A-Za-z0-9+_-]*)\s*=(.*)$")
# RFC 2045 (and RFC 2397) write "name := definition".
_PRODUCTION_START_2045 = re.compile(r"\s*([A-Za-z][A-Za-z0-9+_-]*)\s*:=(.*)$")
# The RFC 2396 appendix is often pasted with its page breaks; those lines
# would otherwise be read as continuations of the production before them.
_PAGE_ARTIFACT = re.compile(r"^RFC \d+\s|\[Page \d+\]\s*$")
_TOKEN = re.compile(
    r"""\s*(?:
        (?P<dquote><">)
      | "(?P<lit>[^"]*)"
      | (?P<rep>\d*\*\d*|\d+)
      | (?P<name>[A-Za-z][A-Za-z0-9+_-]*)
      | (?P<punct>[|()\[\]/])
    )""",
    re.VERBOSE,
)
# RFC 2045's notation adds prose values, which may run over lines (the
# lines of a production are joined before they are read).
_TOKEN_2045 = re.compile(
    r"""\s*(?:
        (?P<dquote><">)
      | "(?P<lit>[^"]*)"
      | <(?P<prose>[^>]+)>
      | (?P<rep>\d*\*\d*|\d+)
      | (?P<name>[A-Za-z][A-Za-z0-9+_-]*)
      | (?P<punct>[()\[\]/])
    )""",
    re.VERBOSE,
)
# RFC 1630: "All words of more than one letter below are entities"; its
# names (and RFC 822's, which its URL BNF uses) join words with "-".
_NAME_1630 = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")
_WORDS_1630 = {"space": " ", "vline": "|"}


def detect_dialect(text: str) -> str:
    """Pick the notation from the first of RFC 1630, 1738, 1808, 2396 and
    5234 (ABNF) the file mentions."""
    match = re.search(r"RFC\s*(1630|1738|1808|2045|2396|5234)", text)
    if match:
        return NOTATION_RFCS[match.group(1)]
    raise BnfError("cannot tell the dialect from the file; pass --dialect")


def _header(text: str) -> str:
    """The comment lines before the first production."""
    lines = []
    for line in text.splitlines():
        if line.strip() and not line.startswith(";"):
            break
        lines.append(line)
    return "\n".join(lines)


def _named_rfc(text: str, where: str) -> str:
    """The RFC a file transcribes: the first one its header names."""
    match = re.search(r"RFC\s*(\d+)", _header(text))
    if match:
        return match.group(1)
    raise BnfError(f"{where}names no RFC (its header comment should)")


def _stated_notation(text: str, where: str) -> Optional[str]:
    """The notation an overlay's header declares ("in RFC 2396 Appendix A
    notation"), if it declares one."""
    match = re.search(r"\bin RFC\s*(\d+)[A-Za-z ]*? notation\b", _header(text))
    if not match:
        return None
    if match.group(1) not in NOTATION_RFCS:
        raise BnfError(f"{where}is in RFC {match.group(1)}'s notation, which is not understood")
    return NOTATION_RFCS[match.group(1)]


def _strip_comment(line: str) -> str:
    # A ';' inside "..." or the <"> token is a literal, not a comment.
    i = 0
    while i < len(line):
        if line.startswith('<">', i):
            i += 3
        elif line[i] == '"':
            end = line.find('"', i + 1)
            if end < 0:
                return line  # the tokenizer reports the unterminated literal
            i = end + 1
        elif line[i] == ";":
            return line[:i]
        else:
            i += 1
    return line


# One production as the file has it: name, body, first and last line.
_Split = Tuple[str, str, int, int]


def _productions(text: str, dialect: str = "2396") -> List[_Split]:
    """Split an RFC 822-style file (``name = body``, in RFC 2045's notation
    ``name := body``) into productions."""
    production_start = _PRODUCTION_START_2045 if dialect == "2045" else _PRODUCTION_START
    found: List[_Split] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = _strip_comment(raw.replace("\f", ""))
        if not line.strip() or _PAGE_ARTIFACT.search(line):
            continue
        start = production_start.match(line)
        if start:
            found.append((start.group(1), start.group(2), lineno, lineno))
        elif found:
            name, body, first, _ = found[-1]
            found[-1] = (name, body + " " + line, first, lineno)
        else:
            raise BnfError(f"line {lineno}: text before the first production: {raw!r}")
    return found


def _productions_1630(text: str) -> List[_Split]:
    """Split an RFC 1630 file: a name at the start of a line, its
    definition after white space, continued on indented lines."""
    found: List[_Split] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        if raw.startswith(";") or not raw.strip():
            continue
        if raw[0].isspace():
            if not found:
                raise BnfError(f"line {lineno}: indented text before the first production")
            name, body, first, _ = found[-1]
            found[-1] = (name, body + " " + raw, first, lineno)
            continue
        name, body = re.match(r"(\S+)(.*)", raw).groups()
        if len(name) < 2 or not _NAME_1630.fullmatch(name):
            raise BnfError(f"line {lineno}: {name!r} is not a production name")
        found.append((name, body, lineno, lineno))
    return found


def _tokens_822(body: str, where: str, pattern: "re.Pattern[str]" = _TOKEN) -> List[Tuple[str, str]]:
    tokens = []
    pos = 0
    while body[pos:].strip():
        match = pattern.match(body, pos)
        if not match:
            raise BnfError(f"{where}: cannot read {body[pos:].strip()!r}")
        kind = match.lastgroup
        value = match.group(kind)
        if kind == "dquote":
            kind, value = "lit", '"'
        tokens.append((kind, value))
        pos = match.end()
    return tokens


def _tokens_1630(body: str, where: str) -> List[Tuple[str, str]]:
    # "|", "[" and "]" need no spaces around them ("0 |1", "[/ gtype").
    words = re.findall(r"[|\[\]]|[^\s|\[\]]+", body)
    tokens = []
    for i, word in enumerate(words):
        if word == "|":
            tokens.append(("punct", word))
        elif word in "[]":
            # national's "| [ | ] |": a bracket that is a whole alternative
            # cannot open or close an option, so it is the character.
            alone = (i == 0 or words[i - 1] == "|") and (i + 1 == len(words) or words[i + 1] == "|")
            tokens.append(("lit" if alone else "punct", word))
        elif len(word) == 1:
            tokens.append(("lit", word))
        elif word in _WORDS_1630:
            tokens.append(("lit", _WORDS_1630[word]))
        elif _NAME_1630.fullmatch(word):
            tokens.append(("name", word))
        else:
            raise BnfError(f"{where}: cannot read {word!r}: neither one character nor a name")
    return tokens


# RFC 5234 ABNF.  A rule starts in column 1 with ``name =`` or ``name =/``
# (white space and comments may come between); it continues on lines that
# start with white space (c-nl WSP), so an empty line or a comment in
# column 1 ends it, and an indented comment under it is part of it.
_ABNF_RULE_START = re.compile(r"([A-Za-z][A-Za-z0-9-]*)((?:[ \t\n]|;[^\n]*)*)(=/|=)")
_ABNF_TOKEN = re.compile(
    r"""(?P<space>(?:[ \t\n]|;[^\n]*)*)(?:
        "(?P<lit>[ !#-~]*)"
      | %(?P<num>[bB][01]+(?:(?:\.[01]+)+|-[01]+)?
               |[dD][0-9]+(?:(?:\.[0-9]+)+|-[0-9]+)?
               |[xX][0-9A-Fa-f]+(?:(?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?)
      | <(?P<prose>[ -=?-~]*)>
      | (?P<rep>[0-9]*\*[0-9]*|[0-9]+)
      | (?P<name>[A-Za-z][A-Za-z0-9-]*)
      | (?P<punct>[/()\[\]])
    )""",
    re.VERBOSE,
)
_ABNF_NAME = re.compile(r"[A-Za-z][A-Za-z0-9-]*")
_ABNF_BLANK = re.compile(r"(?:[ \t\n]|;[^\n]*)*")
_ABNF_KINDS = ("lit", "num", "prose", "rep", "name", "punct")


def _productions_abnf(text: str) -> List[Tuple[str, str, int, int, bool]]:
    """Split an ABNF file into rules: name, elements, first and last line
    (the last that holds more than white space) and whether it is ``=/``."""
    found: List[Tuple[str, str, int, int, bool]] = []
    lines: List[str] = []  # the rule under way, its lines joined later
    first = last = 0
    open_rule = False  # may an indented line still continue a rule?

    def finish() -> None:
        joined = "\n".join(lines)
        start = _ABNF_RULE_START.match(joined)
        if not start:
            raise BnfError(f"line {first}: expected '=' or '=/' after the rule name: {lines[0]!r}")
        body = joined[start.end() :]
        found.append((start.group(1), body, first, last, start.group(3) == "=/"))
        lines.clear()

    for lineno, raw in enumerate(text.splitlines(), 1):
        if raw[:1] in (" ", "\t"):
            if open_rule:
                lines.append(raw)
                last = lineno if raw.strip() else last
            elif _strip_abnf_comment(raw).strip():
                raise BnfError(
                    f"line {lineno}: an indented line continues a rule, but not past an empty "
                    "line or a comment in column 1"
                )
            continue
        if lines:
            finish()
        open_rule = False
        if not raw or raw.startswith(";"):
            continue
        if not _ABNF_NAME.match(raw):
            raise BnfError(
                f"line {lineno}: expected a rule 'name = elements' in column 1 "
                f"or a comment: {raw!r}"
            )
        lines.append(raw)
        first = last = lineno
        open_rule = True
    if lines:
        finish()
    return found


def _strip_abnf_comment(line: str) -> str:
    # A ';' inside a "string" or a <prose value> is part of it.
    i = 0
    while i < len(line):
        if line[i] in "\"<":
            end = line.find('"' if line[i] == '"' else ">", i + 1)
            if end < 0:
                return line  # the tokenizer reports the unterminated value
            i = end + 1
        elif line[i] == ";":
            return line[:i]
        else:
            i += 1
    return line


def _tokens_abnf(body: str, where: str) -> List[Tuple[str, str]]:
    """ABNF tokens; a ("space", "") token marks white space (or a comment,
    or a line break) between two tokens, which a concatenation needs."""
    tokens = []
    pos = 0
    while not _ABNF_BLANK.fullmatch(body, pos):
        match = _ABNF_TOKEN.match(body, pos)
        if not match:
            rest = body[pos:].lstrip(" \t\n")
            line = rest.splitlines()[0]
            if rest.startswith('"'):
                raise BnfError(f"{where}: a string is never closed on its line: {line!r}")
            if rest.startswith("<"):
                raise BnfError(f"{where}: a prose value is never closed on its line: {line!r}")
            if rest.startswith("%"):
                raise BnfError(f"{where}: expected b, d or x and digits after '%': {line!r}")
            raise BnfError(f"{where}: cannot read {line!r}")
        if match.group("space") and tokens:
            tokens.append(("space", ""))
        kind = next(k for k in _ABNF_KINDS if match.group(k) is not None)
        tokens.append((kind, match.group(kind)))
        pos = match.end()
    return tokens


def _abnf_numeric(value: str, where: str) -> Node:
    """%x41 one character, %x0D.0A a string of them, %x30-39 any of the
    range: exact, unlike a "string".  A character is a UCS code point (RFC
    3987: "Terminals in the ABNF are characters, not bytes"): a range within
    US-ASCII is the Alt of its characters, one that reaches beyond it a
    CodeRange; above 10FFFF is no code point, and a surrogate no
    character."""
    base = {"b": 2, "d": 10, "x": 16}[value[0].lower()]
    joint = "-" if "-" in value else "."
    numbers = [int(part, base) for part in value[1:].split(joint)]
    if max(numbers) > 0x10FFFF:
        raise BnfError(f"{where}: %{value} holds a value above 10FFFF, which is no UCS code point")
    if joint == ".":
        if any(0xD800 <= n <= 0xDFFF for n in numbers):
            raise BnfError(f"{where}: %{value} is a surrogate code point, which UTF-8 does not encode")
        return Lit("".join(map(chr, numbers)))
    low, high = numbers
    if low > high:
        raise BnfError(f"{where}: the range %{value} is empty")
    if high >= 0x80:
        return CodeRange(low, high)
    if low == high:
        return Lit(chr(low))
    return Alt(tuple(Lit(chr(n)) for n in range(low, high + 1)))


_NOTHING = Seq(())  # an empty sequence: the empty string
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


class _BodyParser:
    """Recursive descent over one production body."""

    def __init__(self, body: str, dialect: str, where: str):
        self.dialect = dialect
        self.where = where
        tokenize = {
            "1630": _tokens_1630,
            "abnf": _tokens_abnf,
            "2045": lambda text, at: _tokens_822(text, at, _TOKEN_2045),
        }.get(dialect, _tokens_822)
        self.tokens = tokenize(body, where)
        self.pos = 0
        self.bar = ("punct", "/" if dialect in ("abnf", "2045") else "|")

    def parse(self) -> Node:
        node = self._alternation()
        if self.pos != len(self.tokens):
            raise BnfError(f"{self.where}: unexpected {self.tokens[self.pos][1]!r}")
        if node == _NOTHING and self.dialect != "1630":  # RFC 1630's void is a name alone
            raise BnfError(f"{self.where}: empty definition")
        return node

    def _peek(self) -> Tuple[str, str]:
        # ABNF's white space matters only between two elements (_sequence).
        if self._spaced():
            self.pos += 1
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("end", "")

    def _spaced(self) -> bool:
        return self.pos < len(self.tokens) and self.tokens[self.pos][0] == "space"

    def _take(self, value: str) -> None:
        if self._peek() != ("punct", value):
            raise BnfError(f"{self.where}: expected {value!r}, found {self._peek()[1]!r}")
        self.pos += 1

    def _alternation(self) -> Node:
        items = [self._sequence()]
        while self._peek() == self.bar:
            self.pos += 1
            items.append(self._sequence())
        if len(items) > 1 and _NOTHING in items:
            raise BnfError(f"{self.where}: an empty alternative")
        return items[0] if len(items) == 1 else Alt(tuple(items))

    def _group(self, close: str) -> Node:
        item = self._alternation()
        self._take(close)
        if item == _NOTHING:
            raise BnfError(f"{self.where}: nothing inside the brackets")
        return item

    def _sequence(self) -> Node:
        items = []
        while True:
            # ABNF: concatenation = repetition *(1*c-wsp repetition)
            apart = self._spaced()
            if self._peek() in (("end", ""), self.bar, ("punct", ")"), ("punct", "]")):
                break
            if items and self.dialect == "abnf" and not apart:
                kind, value = self._peek()
                shown = f'"{value}"' if kind == "lit" else value
                raise BnfError(
                    f"{self.where}: white space must separate {shown} from the element before it"
                )
            items.append(self._element())
        return items[0] if len(items) == 1 else Seq(tuple(items))

    def _element(self) -> Node:
        kind, value = self._peek()
        if kind != "rep":
            return self._primary()
        self.pos += 1
        if "*" in value:
            low, high = value.split("*")
            bounds = (int(low or 0), int(high) if high else None)
        else:  # RFC 822 "<n>element": exactly n
            bounds = (int(value), int(value))
        if bounds[1] is not None and bounds[1] < bounds[0]:
            raise BnfError(f"{self.where}: repetition {value} can never match")
        if self.dialect == "abnf":  # no white space between a repeat and its element
            follows = self.tokens[self.pos] if self.pos < len(self.tokens) else ("end", "")
            if follows[0] not in ("lit", "num", "prose", "name") and follows[1] not in ("(", "["):
                raise BnfError(
                    f"{self.where}: expected what repetition {value} repeats, right after it"
                )
        if self.dialect == "1738" and self._peek() == ("punct", "["):
            # RFC 1738: "*[x]" repeats x; the brackets only group.
            self.pos += 1
            item = self._group("]")
        else:
            item = self._primary()
        return Rep(bounds[0], bounds[1], item)

    def _primary(self) -> Node:
        kind, value = self._peek()
        self.pos += 1
        if kind == "lit":
            # ABNF strings match their US-ASCII letters in either case.
            caseless = self.dialect == "abnf" and any(c in _ASCII_LETTERS for c in value)
            return Lit(value, caseless)
        if kind == "name":
            return Ref(value)
        if kind == "num":
            return _abnf_numeric(value, self.where)
        if kind == "prose" and self.dialect == "2045":
            return Prose(value)
        if kind == "prose":
            # RFC 3986's path-empty = 0<pchar>: prose that names a rule is
            # read as that rule, as is RFC 9110's <host, see [URI], Section
            # 3.2.2> (the name before ", see "); other prose has no reading.
            value = value.split(", see ", 1)[0]
            if not _ABNF_NAME.fullmatch(value):
                raise BnfError(f"{self.where}: the prose value <{value}> names no rule")
            return Ref(value)
        if value == "[":
            return Opt(self._group("]"))
        if value == "(":
            return self._group(")")
        if value == "/" and self.dialect == "1738":
            return Lit("/")  # gopherurl's unquoted slash
        raise BnfError(f"{self.where}: unexpected {value or 'end of production'!r}")


def walk(node: Node):
    """``node`` and every node inside it."""
    yield node
    if isinstance(node, (Seq, Alt)):
        for item in node.items:
            yield from walk(item)
    elif isinstance(node, (Opt, Rep)):
        yield from walk(node.item)


def _resolve(node: Node, canonical) -> Node:
    """Rewrite references to the defined spelling of each name."""
    if isinstance(node, Ref):
        return Ref(canonical(node.name))
    if isinstance(node, Seq):
        return Seq(tuple(_resolve(i, canonical) for i in node.items))
    if isinstance(node, Alt):
        return Alt(tuple(_resolve(i, canonical) for i in node.items))
    if isinstance(node, Opt):
        return Opt(_resolve(node.item, canonical))
    if isinstance(node, Rep):
        return Rep(node.min, node.max, _resolve(node.item, canonical))
    return node


# RFC 2234 Appendix A's core rules that RFC 2373 Appendix B uses:
# DIGIT = %x30-39, HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F", and
# ABNF strings are case-insensitive, so a-f are hex digits too.
ABNF_CORE_RULES = {
    "DIGIT": frozenset("0123456789"),
    "HEXDIG": frozenset("0123456789ABCDEFabcdef"),
}


# RFC 2234 Appendix A's text of those rules, for reports.
ABNF_CORE_SOURCES = {
    "DIGIT": "DIGIT          =  %x30-39",
    "HEXDIG": 'HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"',
}
ABNF_CORE_ORIGIN = "RFC 2234"


@dataclass(frozen=True)
class _Read:
    """One production as a file defines it."""

    name: str
    node: Node
    origin: Origin
    incremental: bool = False  # ABNF's "name =/ ...": alternatives added to a rule defined before


def _read_rules(text: str, dialect: str, file: str) -> List[_Read]:
    """One file's productions, in file order, and where each is defined;
    references are checked once all files are in."""
    read: List[_Read] = []
    folded = set()
    lines = text.splitlines()
    where = f"{file}, " if file else ""
    try:
        if dialect == "abnf":
            productions = _productions_abnf(text)
        else:
            found_all = _productions_1630(text) if dialect == "1630" else _productions(text, dialect)
            productions = [(*found, False) for found in found_all]
    except BnfError as err:
        raise BnfError(f"{where}{err}") from None
    for name, body, first, last, incremental in productions:
        if not incremental:
            if name.casefold() in folded:
                raise BnfError(f"{where}line {first}: {name} is defined twice")
            folded.add(name.casefold())
        node = _BodyParser(body, dialect, f"{where}line {first} ({name})").parse()
        origin = Origin(file, first, "\n".join(lines[first - 1 : last]))
        read.append(_Read(name, node, origin, incremental))
    return read


def _merge(
    rules: Dict[str, Node], origins: Dict[str, Origin], read: List[_Read], where: str
) -> Tuple[Dict[str, Node], List[str]]:
    """``rules`` as one file's productions amend it, in their order (a
    production replaces the one of the same case-folded name in its place,
    or is appended; ``=/`` adds alternatives to the rule, whose origin
    gets its lines), and the names it adds."""
    new: List[str] = []
    for r in read:
        replaced = [known for known in rules if known.casefold() == r.name.casefold()]
        if r.incremental:
            if not replaced:
                raise BnfError(
                    f"{where}line {r.origin.line}: {r.name} =/ adds alternatives to a rule, but no "
                    f"rule {r.name} is defined before it"
                )
            known = replaced[0]
            rules[known] = Alt((rules[known], r.node))
            old = origins[known]
            origins[known] = Origin(old.file, old.line, old.source + "\n" + r.origin.source)
            continue
        if not replaced:
            new.append(r.name)
        for known in replaced:
            del origins[known]
        origins[r.name] = r.origin
        rules = _replace_or_add(rules, r.name, r.node)
    return rules, new


def _refuse_letter_literals(name: str, node: Node, where: str) -> None:
    # An overlay mixes RFC 2396 notation (case-sensitive strings) with
    # RFC 2373's ABNF (case-insensitive strings, RFC 2234 Section 2.3) and
    # does not mark which production is which.  Punctuation reads the same
    # either way; a letter would not, so rather than guess, refuse it.
    for lit in walk(node):
        if isinstance(lit, Lit) and any(ch.isalpha() for ch in lit.text):
            raise BnfError(f"{where}{name}: letters in {lit.text!r} may be ABNF, case-insensitive")


def _replace_or_add(rules: Dict[str, Node], name: str, node: Node) -> Dict[str, Node]:
    """``rules`` with ``name`` defined as ``node``: in the place of the
    production of the same case-folded name (reports keep the base order),
    or appended."""
    merged = {}
    for known, body in rules.items():
        if known.casefold() == name.casefold():
            merged[name] = node
        else:
            merged[known] = body
    merged.setdefault(name, node)
    return merged


def _supply_core_rules(rules: Dict[str, Node]) -> List[str]:
    """Add the ABNF core rules that are used but not defined."""
    used = {
        ref.name.casefold() for node in rules.values() for ref in walk(node) if isinstance(ref, Ref)
    }
    missing = used - {name.casefold() for name in rules}
    supplied = []
    for name, chars in ABNF_CORE_RULES.items():
        if name.casefold() in missing:
            rules[name] = Alt(tuple(Lit(ch) for ch in sorted(chars)))
            supplied.append(name)
    return supplied


def _check_core_rules(grammar: Grammar) -> None:
    """Names ignore case, so RFC 2373's DIGIT is RFC 2396's digit: that is
    only right when the base production means the same characters."""
    char_sets = _LarkWriter(grammar).char_sets
    for name, chars in ABNF_CORE_RULES.items():
        try:
            defined = grammar.canonical(name)
        except KeyError:
            continue  # neither defined nor used
        if char_sets[defined] != chars:
            raise BnfError(f"{defined} is not the ABNF core rule {name}")


def grammar_name(files: Sequence[str], rfcs: Sequence[str]) -> str:
    """The name urlbnf gives the grammar of these files (base first), or
    else the base RFC followed by each amending RFC: "2396+2732"."""
    for name, known in GRAMMARS.items():
        if tuple(files) == known:
            return name
    return "+".join(dict.fromkeys(rfcs))


def parse_bnf(sources: Sequence[Tuple[str, str]], dialect: Optional[str] = None) -> Grammar:
    """The grammar of the first (file name, text) of ``sources`` as the
    others amend it, in order; ``dialect`` is the first file's notation (by
    default from its header)."""
    (base_file, text), overlays = sources[0], sources[1:]
    dialect = dialect or detect_dialect(text)
    if dialect not in DIALECTS:
        raise BnfError(f"unknown dialect {dialect!r}")
    base_where = f"{base_file}, " if base_file else ""
    rfcs = [_named_rfc(text, base_where)]
    origins: Dict[str, Origin] = {}
    rules, _ = _merge({}, origins, _read_rules(text, dialect, base_file), base_where)
    added: List[str] = []
    mixes_abnf = False
    for number, (file, overlay) in enumerate(overlays, 1):
        where = f"{file or f'overlay {number}'}, "
        rfc = _named_rfc(overlay, where)
        notation = _stated_notation(overlay, where) or dialect
        # ABNF inside a file of RFC 822's notation (RFC 2373's in rfc2732.bnf).
        abnf = notation != "abnf" and re.search(r"\bABNF\b", _header(overlay)) is not None
        mixes_abnf |= abnf
        read = _read_rules(overlay, notation, file or f"overlay {number}")
        if abnf:
            for r in read:
                _refuse_letter_literals(r.name, r.node, where)
        rules, new = _merge(rules, origins, read, where)
        # Productions an amending RFC adds; RFC 5234's core rules are the
        # notation's own, no amendment (RFC 3986 uses them, RFC 6874 adds).
        if rfc not in (rfcs[0], "5234"):
            added.extend(new)
        rfcs.append(rfc)
    supplied = _supply_core_rules(rules) if mixes_abnf else []
    for name in supplied:
        origins[name] = Origin(ABNF_CORE_ORIGIN, 0, ABNF_CORE_SOURCES[name])
    for name, node in rules.items():
        if any(isinstance(part, Prose) for part in walk(node)):
            raise BnfError(
                f"{origins[name].file}, line {origins[name].line}: {name} holds a prose value, which has no "
                "reading, and no later file of the grammar replaces it with one"
            )
    folded = {name.casefold() for name in rules}
    label = grammar_name([file for file, _ in sources], rfcs)
    grammar = Grammar(label, dialect, {}, list(rules), tuple(added), tuple(supplied), origins)
    for name, node in rules.items():
        for ref in walk(node):
            if isinstance(ref, Ref) and ref.name.casefold() not in folded:
                raise BnfError(f"{name} uses {ref.name}, which is never defined")
        grammar.rules[name] = _resolve(node, grammar.canonical)
    if mixes_abnf:
        _check_core_rules(grammar)
    return grammar


# ---------------------------------------------------------------------------
# Lark translation.  Literals are split into characters and every terminal
# matches exactly one character, so the dynamic lexer cannot swallow, split
# or fold anything: case is kept because nothing is declared
# case-insensitive, and a letter of an ABNF string becomes the terminal of
# its two cases.  A production (or a group of alternatives) whose every
# derivation is a single character becomes one terminal for the whole
# character set; the language is unchanged, but Earley no longer predicts
# dozens of one-letter rules at every position (lowalpha alone has 26),
# which made long inputs about ten times slower.  Likewise a bounded
# repetition gets a helper rule of its own: Lark expands ``x ~ 1..3`` into
# alternatives and multiplies them out with those of its neighbours, and
# RFC 2373's IPv4address (four 1*3DIGIT) became 81 expansions that Earley
# predicted after every ":" of an IPv6 address.

_EMPTY_RULE = "empty_"  # cannot clash: production rules all start with "r_"


def literal_chars(lit: Lit) -> List[frozenset]:
    """What each character of a literal matches: itself, or for an ABNF
    string both cases of a US-ASCII letter."""
    return [
        frozenset((ch.lower(), ch.upper()) if lit.caseless and ch in _ASCII_LETTERS else ch)
        for ch in lit.text
    ]


def lark_rule_name(name: str) -> str:
    """Injective map from a (case-folded) BNF name to a Lark rule name."""
    out = ["r_"]
    for ch in name.lower():
        if ch.isalnum():
            out.append(ch)
        else:  # '_' -> '__', '-' -> '_2d', '+' -> '_2b': decodable, so no clashes
            out.append("__" if ch == "_" else f"_{ord(ch):02x}")
    return "".join(out)


class _LarkWriter:
    def __init__(self, grammar: Grammar):
        self.grammar = grammar
        self.terminals: Dict[frozenset, str] = {}
        self.repeats: Dict[str, str] = {}  # bounded repetition -> helper rule
        self.char_sets: Dict[str, Optional[frozenset]] = {}
        for name in grammar.order:
            self._rule_chars(name, set())

    def _rule_chars(self, name: str, visiting: set) -> Optional[frozenset]:
        if name not in self.char_sets:
            if name in visiting:  # recursion: not a plain character set
                return None
            visiting.add(name)
            self.char_sets[name] = self._node_chars(self.grammar.rules[name], visiting)
        return self.char_sets[name]

    def _node_chars(self, node: Node, visiting: set) -> Optional[frozenset]:
        """The characters ``node`` derives if it derives only single ones:
        each a character, or a (first, last) pair of code points for a
        CodeRange."""
        if isinstance(node, Lit):
            return literal_chars(node)[0] if len(node.text) == 1 else None
        if isinstance(node, CodeRange):
            return frozenset({(node.first, node.last)})
        if isinstance(node, Ref):
            return self._rule_chars(node.name, visiting)
        if isinstance(node, Alt):
            sets = [self._node_chars(i, visiting) for i in node.items]
            return None if None in sets else frozenset().union(*sets)
        return None

    def _terminal(self, chars: frozenset) -> str:
        if chars not in self.terminals:
            if len(chars) == 1 and isinstance(next(iter(chars)), str):
                self.terminals[chars] = f"C_{ord(next(iter(chars))):02X}"
            else:
                self.terminals[chars] = f"S_{len(self.terminals)}"
        return self.terminals[chars]

    def expr(self, node: Node) -> str:
        chars = self._node_chars(node, set())
        if chars is not None:
            return self._terminal(chars)
        if isinstance(node, Lit):
            return " ".join(self._terminal(chars) for chars in literal_chars(node)) or _EMPTY_RULE
        if isinstance(node, Ref):
            return lark_rule_name(node.name)
        if isinstance(node, Seq):
            return " ".join(self.expr(i) for i in node.items) or _EMPTY_RULE
        if isinstance(node, Alt):
            singles = [self._node_chars(i, set()) for i in node.items]
            parts = [self.expr(i) for i, c in zip(node.items, singles) if c is None]
            merged = frozenset().union(*(c for c in singles if c is not None))
            if merged:
                parts.insert(0, self._terminal(merged))
            return "(" + " | ".join(parts) + ")"
        if isinstance(node, Opt):
            return f"({self.expr(node.item)})?"
        item = f"({self.expr(node.item)})"
        if node.max is None:
            if node.min == 0:
                return item + "*"
            if node.min == 1:
                return item + "+"
            return f"{item} ~ {node.min} {item}*"
        if node.max == 0:
            return _EMPTY_RULE
        body = f"{item} ~ {node.min}..{node.max}"
        # "rep<n>_" cannot clash with "r_..." or "empty_" either.
        return self.repeats.setdefault(body, f"rep{len(self.repeats)}_")

    def text(self) -> str:
        lines = [f"// generated from an RFC {self.grammar.name} BNF by bnf_to_lark.py"]
        for name in self.grammar.order:
            lines.append(f"{lark_rule_name(name)}: {self.expr(self.grammar.rules[name])}")
        lines.extend(f"{helper}: {body}" for body, helper in self.repeats.items())
        lines.append(f"{_EMPTY_RULE}:")
        for chars, terminal in sorted(self.terminals.items(), key=lambda kv: kv[1]):
            if any(isinstance(c, tuple) for c in chars):
                # Ranges of code points: one regular expression class,
                # every member written as a \U escape.
                members = "".join(
                    f"\\U{c[0]:08x}-\\U{c[1]:08x}" if isinstance(c, tuple) else f"\\U{ord(c):08x}"
                    for c in sorted(chars, key=lambda c: c if isinstance(c, tuple) else (ord(c), ord(c)))
                )
                lines.append(f"{terminal}: /[{members}]/")
                continue
            # Hex escapes in string literals: no quoting or regex pitfalls.
            alternatives = " | ".join(f'"\\x{ord(c):02x}"' for c in sorted(chars))
            lines.append(f"{terminal}: {alternatives}")
        return "\n".join(lines) + "\n"


def to_lark(grammar: Grammar) -> str:
    return _LarkWriter(grammar).text()


# ---------------------------------------------------------------------------
# The grammar model: the reading of the files as JSON, in the canonical form
# `urlbnf grammar --json` prints from its own (C++) reader, so that the two
# readings can be compared (model_agreement.py).  Canonical: a seq or alt
# has two or more members (one member is the member itself, no member is
# "empty"), a seq holds no seq and an alt no alt (they are flattened), and
# [x] is a repetition of x from 0 to 1.  An ABNF string with a letter is
# {"lit": ..., "caseless": true}; a %x value is an exact lit, a %x range
# the alt of its characters.


def model_expr(node: Node) -> dict:
    if isinstance(node, Lit):
        return {"lit": node.text, "caseless": True} if node.caseless else {"lit": node.text}
    if isinstance(node, CodeRange):
        return {"range": [node.first, node.last]}
    if isinstance(node, Ref):
        return {"ref": node.name}
    if isinstance(node, Opt):
        return {"rep": model_expr(node.item), "min": 0, "max": 1}
    if isinstance(node, Rep):
        return {"rep": model_expr(node.item), "min": node.min, "max": node.max}
    kind = "seq" if isinstance(node, Seq) else "alt"
    items = []
    for item in node.items:
        expr = model_expr(item)
        items.extend(expr[kind] if kind in expr else [expr])
    if not items:
        return {"empty": True}
    return items[0] if len(items) == 1 else {kind: items}


def model(grammar: Grammar) -> dict:
    productions = []
    for name in grammar.order:
        origin = grammar.origins[name]
        productions.append(
            {
                "name": name,
                "file": origin.file,
                "line": origin.line,
                "source": origin.source,
                "expr": model_expr(grammar.rules[name]),
            }
        )
    return {"grammar": grammar.name, "productions": productions}


# ---------------------------------------------------------------------------
# The oracle.

# RFC 1738 lists these schemes with their own productions; urlbnf judges a
# URL with one of them only by that production, and any other scheme by
# genericurl (pure BNF "url" would let e.g. http://user@host/ through via
# otherurl).
SCHEME_PRODUCTIONS_1738 = {
    "ftp": "ftpurl",
    "file": "fileurl",
    "http": "httpurl",
    "gopher": "gopherurl",
    "mailto": "mailtourl",
    "news": "newsurl",
    "nntp": "nntpurl",
    "telnet": "telneturl",
    "wais": "waisurl",
    "prospero": "prosperourl",
}


# RFC 1630's prose names these schemes (and "x-" experimental prefixes)
# without giving them a production; urlbnf judges a url with one of them by
# the generic BNF's fragmentaddress, and says so in a note.
PROSE_SCHEMES_1630 = {"file", "urn", "rlogin", "tn3270"}


class Oracle:
    def __init__(
        self, bnf: Path = DEFAULT_BNF, dialect: Optional[str] = None, overlays: Sequence[Path] = ()
    ):
        sources = [(path.name, path.read_text(encoding="utf-8")) for path in [bnf, *overlays]]
        self.grammar = parse_bnf(sources, dialect)
        self.lark_text = to_lark(self.grammar)

    @classmethod
    def named(cls, name: str) -> "Oracle":
        """The grammar urlbnf calls ``name`` ("1630", "2396+2732", ...)."""
        base, *overlays = (GRAMMAR_DIR / file for file in GRAMMARS[name])
        return cls(base, overlays=overlays)

    @functools.cached_property
    def _parser(self) -> Lark:
        # One Earley parser serving every production as a start symbol: it
        # is built once and reused for all rules.  The dynamic lexer tries
        # only the terminals Earley expects at each position, so overlapping
        # character-set terminals are fine; "forest" skips building a parse
        # tree that membership never looks at.
        return Lark(
            self.lark_text,
            start=[lark_rule_name(n) for n in self.grammar.order],
            parser="earley",
            lexer="dynamic",
            ambiguity="forest",
        )

    def membership(self, rule: str, text: str) -> bool:
        """Does the whole of ``text`` derive from production ``rule``?

        ``text`` stands for octets: its characters' UTF-8, and a lone
        surrogate U+DC80..U+DCFF for the octet 80..FF (Python's
        "surrogateescape"), as the tool is sent them.  The octets are read
        as UTF-8, strictly (RFC 3629: no overlong form, surrogate, code
        point above 10FFFF or cut sequence); octets that are not UTF-8 are
        no string of characters, and derive from nothing."""
        start = lark_rule_name(self.grammar.canonical(rule))
        try:
            text = text.encode("utf-8", "surrogateescape").decode("utf-8")
        except UnicodeError:
            return False
        try:
            self._parser.parse(text, start=start)
        except UnexpectedInput:
            return False
        return True

    def verdict(self, rule: str, text: str) -> bool:
        """Membership as urlbnf's check judges it with no rule named (the
        scheme reading) when ``rule`` is None: RFC 1738's url dispatches on
        the scheme; RFC 1630's url judges a scheme its prose names without
        a production by the generic BNF. A named rule is plain membership."""
        if rule is not None:
            return self.membership(rule, text)
        if self.grammar.dialect == "1738":
            scheme, colon, _ = text.partition(":")
            specific = SCHEME_PRODUCTIONS_1738.get(scheme) if colon else None
            return self.membership(specific or "genericurl", text)
        if self.grammar.name == "1630":
            scheme, colon, _ = text.partition(":")
            if colon and (scheme.startswith("x-") or scheme in PROSE_SCHEMES_1630):
                return _named_oracle("1630-generic").membership("fragmentaddress", text)
            return self.membership("url", text)
        if self.grammar.name == "9110":
            # RFC 9110 has no production of http and https URIs both:
            # https-URI judges an "https" scheme (either case), http-URI any
            # other; and Sections 4.2.1 and 4.2.2 reject an empty host.
            scheme = text.partition(":")[0]
            rule = "https-URI" if scheme.lower() == "https" else "http-URI"
            return self.membership(rule, text) and not _empty_host_9110(text)
        raise ValueError(f"{self.grammar.name} has no scheme reading")


def _empty_host_9110(uri: str) -> bool:
    """Whether an http-URI or https-URI has an empty host: its authority,
    after "://" up to the first "/" or "?", is empty once the userinfo and
    its "@" are taken off, or begins with the ":" of a port."""
    authority = re.split(r"[/?]", uri.partition("://")[2], maxsplit=1)[0]
    host_and_port = authority.rpartition("@")[2]
    return host_and_port == "" or host_and_port.startswith(":")


@functools.lru_cache(maxsize=None)
def _named_oracle(name: str) -> Oracle:
    return Oracle.named(name)


@functools.lru_cache(maxsize=None)
def _default_oracle() -> Oracle:
    return Oracle(DEFAULT_BNF)


def membership(rule_name: str, text: str) -> bool:
    """Pure BNF membership in the project's RFC 1738 grammar."""
    return _default_oracle().membership(rule_name, text)


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--rfc",
        choices=GRAMMARS,
        help="a grammar as urlbnf names it; its files are read from grammar/",
    )
    ap.add_argument("--bnf", type=Path, help=f"default: {DEFAULT_BNF}")
    ap.add_argument("--dialect", choices=DIALECTS, help="default: from the file header")
    ap.add_argument(
        "--overlay",
        type=Path,
        action="append",
        default=[],
        help="a BNF file amending --bnf (repeatable, applied in order)",
    )
    ap.add_argument("--rule", help="check inputs against this production")
    ap.add_argument(
        "--emit-model",
        action="store_true",
        help="print the grammar model as JSON, as `urlbnf grammar --json` does",
    )
    ap.add_argument(
        "--scheme-reading",
        action="store_true",
        help="judge as urlbnf check does with no --rule (RFC 1738, RFC 1630: url by the scheme)",
    )
    ap.add_argument("inputs", nargs="*", help="strings to check (default: stdin lines)")
    args = ap.parse_args(argv)
    if args.rfc and (args.bnf or args.overlay or args.dialect):
        ap.error("--rfc names the files; it does not go with --bnf, --overlay or --dialect")
    if args.emit_model and (args.rule or args.inputs):
        ap.error("--emit-model prints the grammar; it judges no inputs")
    try:
        if args.rfc:
            oracle = Oracle.named(args.rfc)
        else:
            oracle = Oracle(args.bnf or DEFAULT_BNF, args.dialect, args.overlay)
    except (BnfError, OSError) as err:
        print(f"bnf_to_lark: {err}", file=sys.stderr)
        return 2
    if args.emit_model:
        json.dump(model(oracle.grammar), sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    if not args.rule:
        if args.inputs:
            ap.error("inputs given without --rule")
        sys.stdout.write(oracle.lark_text)
        return 0
    try:
        oracle.grammar.canonical(args.rule)
    except KeyError as err:
        print(err.args[0], file=sys.stderr)
        return 2
    judge = (lambda _, text: oracle.verdict(None, text)) if args.scheme_reading else oracle.membership
    inputs = args.inputs or [line.rstrip("\r\n") for line in sys.stdin]
    all_valid = True
    for text in inputs:
        ok = judge(args.rule, text)
        all_valid &= ok
        print(f"{'valid' if ok else 'invalid'}\t{text}")
    return 0 if all_valid else 1


if __name__ == "__main__":
    sys.exit(main())
