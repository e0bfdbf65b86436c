#!/usr/bin/python3
"""Differential test: urlbnf's PEGTL rules against the Earley BNF oracle.

For every selected production, generate inputs -- random derivations of
the production and of its neighbours in the grammar, mutations and
crossovers of those, and hand-picked tricky strings -- then ask both the
oracle (bnf_to_lark.py) and ``urlbnf check --rfc R --rule NAME --json``
(one batch per production) and report every input on which they differ.

Exit status: 0 when everything agrees; 1 on any disagreement, on any
protocol error of the tool (usage error, crash, wrong number of answers,
exit status that contradicts its answers) and when the oracle itself gets a
hand-checked fact wrong; 2 when this script is misused (unknown production,
unreadable BNF, no tool).

    differential.py                              # all productions
    differential.py --rules hostname,url --cases 500 --seed 7
    differential.py --oracle-only --rules host   # no tool needed
    differential.py --bnf grammar/rfc2396.bnf --overlay grammar/rfc2732.bnf --rfc 2396+2732
    differential.py --rfc 1630 --cases 2000     # a grammar by urlbnf's name, files from grammar/
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from bnf_to_lark import (
    DEFAULT_BNF,
    GRAMMARS,
    SCHEME_PRODUCTIONS_1738,
    Alt,
    BnfError,
    CodeRange,
    Grammar,
    Lit,
    Node,
    Opt,
    Oracle,
    Ref,
    Seq,
    literal_chars,
    walk,
)

DEFAULT_TOOL = Path(__file__).resolve().parents[2] / "build" / "tools" / "urlbnf"

# Sized so that the whole default run stays well inside a minute on a slow
# two-core machine (see README.md for measurements); --time-budget is the
# safety net when a machine is slower still.
DEFAULT_CASES = 800
DEFAULT_BUDGET = 50.0
ROUND = 50

# Characters and fragments that sit on the edges of the RFC 1738 grammar:
# separators, the characters some productions allow and others do not,
# broken and valid escapes, and a few characters no production allows.
MUTATION_TOKENS = list(".-:/@;?&=%09azAZ+_*!$'(),~# \t\"<>\\{}|^[]`") + [
    "%09",
    "%2F",
    "%2f",
    "%zz",
    "%0",
    "%",
    "//",
    "::",
    "@@",
]

# More, for one grammar: the separators its traps turn on (see TRAPS) and,
# for RFC 1630's URL BNF, schemes its prose names without a production.
# Other grammars' draws stay as they were.
GRAMMAR_TOKENS: Dict[str, List[str]] = {
    "1630": [
        *("%00", "%001", "url:", "@", ".", "?", "/", "=", ";", "/1=a;", "+"),
        *("x-", "file:", "urn:"),
    ],
    "1630-generic": ["/", "//", "+", "?", "#", "%2B"],
    "1808": ["//", "://", "/", "#", ";", "?"],
    # RFC 2397: the mediatype's separators, ";base64", the escapes a token
    # takes or refuses (%2F, %20 and %22 are no token's), a quoted-string's
    # quotes and backslash, the quoted types and "X-".
    "2397": [
        *("data:", ";base64", ";base64,", ",", ";", "=", "/", "%22", "%5C", "%5c", "%2F", "%20", "%3B"),
        *("%25", "%7E", "%7F", "%0D", "%0A", "%80", "text", "texts", "message", "X-", "x%2D", "%58-"),
    ],
    "6068": ["?", "&", "=", ",", "@", '"', "[", "]", "\\", "mailto:", "?a=b", "%22", "%3F"],
    # RFC 3987: characters of ucschar (one of each UTF-8 length, the ends of
    # its ranges), of iprivate, characters of neither (U+009F, U+FDD0,
    # U+FFFE, a tag character) and the bidi formatting characters, which
    # ucschar holds; and octets that are no UTF-8, written as the lone
    # surrogates that stand for them (Oracle.membership): an overlong form,
    # a surrogate, a sequence cut short, a code point above 10FFFF, a stray
    # continuation octet, an octet UTF-8 never has, a lone lead octet.
    "3987": [
        *("\u00e9", "\u00a0", "\u4f8b", "\ud7ff", "\uf900", "\U00010000", "\U000efffd", "\U0001fffd"),
        *("\ue000", "\uf8ff", "\U000f0000", "\U0010fffd"),
        *("\u009f", "\ufdd0", "\ufffe", "\U000e0001", "\u200e", "\u202e"),
        *("\udcc0\udcaf", "\udce0\udc80\udcaf", "\udced\udca0\udc80", "\udce4\udcbe"),
        *("\udcf4\udc90\udc80\udc80", "\udc80", "\udcff", "\udcc3"),
    ],
}

# Schemes a mutation may put in place of an input's scheme: RFC 1630's URL
# BNF spells each of its own (a URL of one scheme must not pass for
# another's); its prose names others without a production, and "afs" and
# "url" have productions that are no alternative of url.
GRAMMAR_SCHEMES: Dict[str, List[str]] = {
    "1630": "http ftp news nntp prospero telnet gopher wais mailto mid cid "
    "file urn rlogin tn3270 x-a x-mailto afs url".split(),
}

# Hand-checked facts about the BNF, each verified by reading the
# productions.  They serve twice: the oracle must reproduce them before its
# verdicts are trusted, and the tool is asked about them like any input.
# ``url`` here means urlbnf's scheme reading (Oracle.verdict(None, ...)),
# what ``urlbnf check`` judges with no --rule.
FACTS_1738: Dict[str, Tuple[List[str], List[str]]] = {
    # rule: (accepted, rejected)
    "hostname": (
        ["www.example.com", "a", "a-b.c", "1a.b", "a--b.c", "A.B"],
        ["a.", "a-.b", "a.1b", "-a", "", "a..b", "www.example.com.", "a_b", "1.2.3.4"],
    ),
    "domainlabel": (["1", "a-1", "a--1", "Z"], ["a-", "-a", "", "a.b"]),
    "toplabel": (["a", "a1", "a-1"], ["1a", "a-", ""]),
    "host": (
        ["1.2.3.4", "999.999.999.999", "a.b", "1.2.3.a"],
        ["1.2.3", "1.2.3.4.", "1.2.3.4a", ""],
    ),
    "hostport": (["h:80", "h:0", "1.2.3.4:1"], ["h:", ":80", "1.2.3.4:"]),
    "article": (["a@b.c", "*@x", "a/b@h", "a;b?c:d&e=f@h"], ["@x", "a@", "a@b@c", "a@-b"]),
    "grouppart": (["*", "comp.infosystems.www.misc", "a@b"], ["", "**", "1abc"]),
    "ftpurl": (
        [
            "ftp://@host.com/",
            "ftp://foo:@host.com/",
            "ftp://h/a;type=d",
            "ftp://h/a;type=D",
            "ftp://h",
            "ftp://h/;type=a",
            "ftp://u:p@h:21/a%20b/c",
        ],
        ["ftp://h/a;type=x", "ftp://h/a;type=", "ftp://h:/", "ftp://h/a;b"],
    ),
    "httpurl": (
        ["http://h", "http://h/", "http://h/p?q", "http://h:80/", "http://h/a;b:c@d"],
        ["http://user@host/", "http://h?q", "http://h/a?b?c", "http://h/a#f", "http://h./"],
    ),
    "gopherurl": (
        [
            "gopher://h",
            "gopher://h/",
            "gopher://h/1",
            "gopher://h//",
            "gopher://h/1a%09b%09c",
            "gopher://h/1a%09b/c",
            "gopher://h/1a%09b%09c%09d",
        ],
        ["gopher://h/1a b", "gopher://h/%0", "gopher://h:/"],
    ),
    "waisurl": (
        ["wais://h/db?x", "wais://h/db/t/p", "wais://h/db", "wais://h/"],
        ["wais://h/db?x/y", "wais://h/db/t", "wais://h"],
    ),
    "genericurl": (["http://user@host/", "a:", "x+y.z-1:any;thing"], [":", "A:b", "a:b c"]),
    "schemepart": (["", "//h", "a;b"], [" "]),
    "scheme": (["a", "1", "+.-"], ["", "A"]),
    "fileurl": (
        ["file:///", "file://localhost/x", "file://h/a/b"],
        ["file://", "file:/x", "file://localhost"],
    ),
    "newsurl": (["news:*", "news:comp.lang", "news:a@b"], ["news:", "news:1x"]),
    "nntpurl": (["nntp://h/g", "nntp://h/g/12"], ["nntp://h/g/", "nntp://h/1g"]),
    "telneturl": (["telnet://h", "telnet://u:p@h:23/"], ["telnet://h/x"]),
    "mailtourl": (["mailto:a@b"], ["mailto:", "mailto:a b"]),
    "prosperourl": (
        ["prospero://h/a;x=y;z=w", "prospero://h/"],
        ["prospero://h", "prospero://h/a;x"],
    ),
    "escape": (["%09", "%aF"], ["%zz", "%0", "%"]),
    "ip-schemepart": (["//h", "//u@h/p"], ["//", "//h:"]),
    "login": (["@h", "u:@h"], ["u@", ""]),
    "password": ([""], [":"]),
    "gopher+_string": (["%09", ""], ["%"]),
    "url": (
        ["http://h/", "foo:bar", "ftp://h/", "news:*", "x-y:", "file:///"],
        ["http://user@host/", "http:foo", "HTTP://h/", "", "ftp:x", "news:"],
    ),
}


# RFC 2396 as RFC 2732 amends it, RFC 2373 Appendix B's ABNF as written
# (not Section 2.2's text forms).  Keys are the defined spellings
# (``ipv6reference`` is RFC 2732's).
FACTS_2732: Dict[str, Tuple[List[str], List[str]]] = {
    "IPv6address": (
        [
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7:8:9",  # hexseq has no length limit
            "::",
            "::1",
            "1::",
            "::FFFF:1.2.3.4",
            ":::1.2.3.4",  # hexpart "::", then ":" IPv4address
            "1::2:3.4.5.6",
            "1:2.3.4.5",
            "aBcD::eF",
            "1:999.999.999.999",
        ],
        [
            "::1.2.3.4",  # the IPv4address needs a ":" after the hexpart
            "1::2.3.4.5",
            "1::2::3",
            "12345::",
            "1:::2",
            ":",
            ":::",
            "1:",
            "g::",
            "1:1234.1.1.1",
            "1:1.2.3",
            "[::1]",
            "",
        ],
    ),
    "ipv6reference": (["[::1]", "[1:2:3:4:5:6:7:8]"], ["::1", "[::1", "[]", "[[::1]]"]),
    "IPv6prefix": (["::/0", "1:2::/64", "1/99"], ["::/", "::/123", "::1.2.3.4/64", "/64"]),
    "hexpart": (["::", "1::", "::1", "1:2::3:4"], ["1::2::3", ":", "1:", ":1", ""]),
    "hexseq": (["1", "1:2", "ffff:FFFF:0"], ["", "1::2", "12345", ":1", "1:"]),
    "hex4": (["0", "aBcD", "ffff"], ["", "12345", "g", ":"]),
    "IPv4address": (["1.2.3.4", "999.999.999.999", "000.0.0.0"], ["1234.1.1.1", "1.2.3", ""]),
    "host": (
        ["[::1]", "1.2.3.4", "a.b", "999.999.999.999"],
        ["1234.1.1.1", "[::1.2.3.4]", "[v1.x]", "::1", "[a.b]"],
    ),
    "hostport": (["[::1]:80", "[::1]:", "[::1]"], ["::1:80", "[::1]80", "[::1]:x"]),
    "server": (["u@[::1]:80", ""], ["[::1]@h", "u@[::1]@h"]),
    "authority": (["[::1]:80", "u@[::1]"], ["[::1]x", "[::1]/"]),
    "reserved": (["[", "]", ";"], ["{", "|", "a"]),
    "unwise": (["{", "\\", "`"], ["[", "]", "<"]),
    "uric": (["[", "]"], ["{", "<"]),
    "query": (["a[b]", "", "[::1]"], ["a b", "#", "{"]),
    "URI-reference": (
        [
            "http://[::FFFF:1.2.3.4]:80/x",
            "//[1::2]/",
            "http://[1:2:3:4:5:6:7:8:9]/",
            "http://h/?a[0]=1",
            "a?[",
            "#[]",
            "http:x[::1]",
            "//[::1]",
            "ftp://u@[::1]:21",
            "http://1234.1.1.1/",  # not a host, but a reg_name
        ],
        [
            "http://[::1.2.3.4]/",
            "http://[1::2/",
            "http://[::1]]/",
            "http://h/a[0]",
            "[::1]",
            "http:[::1]",
            "//[::1]x/",
        ],
    ),
}

# RFC 1630's URL BNF read with its errata (grammar/rfc1630-url-errata.bnf)
# and imports (grammar/rfc1630-imports.bnf).  xalpha takes safe's "@", "."
# and "+", so ialpha and xalphas reach into what looks like structure.
FACTS_1630: Dict[str, Tuple[List[str], List[str]]] = {
    "hostname": (
        ["a", "a.b", "a.1", "a.", "a..b", "a@b", "a+b", "a%20"],  # ialpha holds "." and "@"
        ["", "1a", ".a", "a b", "a/b", "a:b", "%20", "a%2"],
    ),
    "hostnumber": (["1.2.3.4", "1234.1.1.1"], ["1.2.3", "1.2.3.4.5", "1.2.3.a"]),
    "host": (["a", "1.2.3.4", "a.1"], ["1.2.3", ""]),
    "hostport": (["h:80", "1.2.3.4:0"], ["h:", ":80"]),
    "mailtoaddress": (
        ["mailto:a@b", "mailto:a@b@c", "mailto:@@a", "mailto:a.b@c.d"],
        ["mailto:a@", "mailto:@a", "mailto:a@1b", "mailto:a", "MAILTO:a@b"],
    ),
    "article": (
        ["a@b", "a@1.2.3.4", "a@b@c", "@@x", "a@b.1"],
        ["@x", "a@", "a@1.2.3", "a@1.2.3.4.5"],
    ),
    "groupart": (["*", "comp.lang", "a@b"], ["", "1a", "**"]),
    "group": (["a", "a.b", "a.1"], ["", "1", "a/b"]),
    "newsaddress": (
        ["news:*", "news:a.b", "news:a@b"],
        ["news:", "news:12345667123%asdghfh@info.cern.ch"],
    ),
    "nntpaddress": (["nntp:a/1"], ["nntp:a/", "nntp://h/g/1"]),
    "prosperolink": (
        # "%00" is the version separator or, as an escape, part of hsoname
        [
            "prospero://h/",
            "prospero://h/a%001",
            "prospero://h/%00",
            "prospero://h/a%001x",
            "prospero://h/a%00/",
        ],
        ["prospero://h", "prospero://h/%0", "prospero://h/a%00%", "prospero://h/a;x"],
    ),
    "waisaddress": (
        [
            "wais://h/db",
            "wais://h/db?x",
            "wais://h/d/t/1=p;",
            "wais://h/d/t/1=;",
            "wais://h/d/t/1=a/b;2=;",
            "wais://h:80/d",
        ],
        ["wais://h/", "wais://h/db?", "wais://h/d/t", "wais://h/d/t/", "wais://h/d/t/1=a"],
    ),
    "wpath": (["1=;", "1=a;2=b/c;"], ["1=a", "=a;", ""]),
    "httpaddress": (
        ["http://h", "http://h/", "http://h?q", "http://h/a/b?c+d", "http://h/a/"],
        ["http://h/a#f", "http://h/a?", "http://h//", "http://h/a//b", "http://", "HTTP://h"],
    ),
    "ftpaddress": (
        ["ftp://h/", "ftp://u:p@h/a;type=AN", "ftp://h/a;type=I", "ftp://h/a;type=L8"]
        + ["ftp://u@h:21/a"],
        ["ftp://h", "ftp://h/a;type=A", "ftp://h/a;type=i", "ftp://:p@h/", "ftp://u:@h/"]
        + ["ftp://h/aI;"],
    ),
    "ftptype": (["AN", "EC", "I", "L1", "L12"], ["A", "L", "i", "IN", ""]),
    "telnetaddress": (["telnet://h", "telnet://u@h:23"], ["telnet://h/", "telnet://"]),
    "gopheraddress": (
        ["gopher://h", "gopher://h/1", "gopher://h/1a/b", "gopher://h/00/Information"],
        ["gopher://h/", "gopher://h/1 a"],
    ),
    "midaddress": (
        ["mid:a@b", "mid:a.b@c.d", 'mid:"a"@b', "mid:a@[1.2.3.4]", 'mid:"a\\"b"@c'],
        ["mid:@b", "mid:a@b..c", "mid:a", 'mid:"a@b', "mid:a b@c"],
    ),
    "cidaddress": (["cid:a@b"], ["cid:a", "cid:<a@b>"]),
    "afsaddress": (["afs://c/p", "afs://c/"], ["afs://c", "afs:///p"]),
    "prefixedurl": (
        ["url:http://h/", "url:news:*"],
        # url has no production for a scheme the prose names without one
        ["http://h/", "url:", "URL:http://h", "url:url:news:*", "url:x-foo:/bar", "url:x-foo:bar"],
    ),
    "url": (
        ["http://h/", "mailto:a@b@c", "news:*", "wais://h/d/t/1=;", "prospero://h/a%001"]
        # schemes the prose names without a production: the generic BNF's
        + ["x-foo:bar", "file:a"],
        ["url:http://h/", "afs://c/p", "http://h/a#f", ""] + ["file:///a", "urn:/a", "x-foo:b//c"],
    ),
    "path": (["", "a", "a/b", "a/", "a+b"], ["/a", "a//b", "/"]),
    "search": (["a", "a+b", "a++b", "+"], ["", "a b", "a?b"]),  # safe holds "+" here
    "user": (["a-b_c.d+e"], ["a@b", "", "a%20"]),
    "login": (["h", "u@h", "u:p@h:1", "u@"], ["@h", "u:@h", "u:p@", ":h"]),  # "u@" is a hostname
    "escape": (["%2d", "%aF"], ["%g1", "%2", "%"]),
    "digits": (["0", "123"], ["", "1a"]),
    "attributes": (["a", "a1b"], ["", "a b"]),
    "void": ([""], ["a", " "]),
}

# RFC 1630's generic BNF read with its erratum (xpalphas repeats).  Its
# safe has no "+", so "+" separates search words, and a path segment
# cannot be empty, so a path neither starts with "/" nor holds "//".
FACTS_1630_GENERIC: Dict[str, Tuple[List[str], List[str]]] = {
    "fragmentaddress": (
        ["a:", "a:b", "a:b/c", "a:b/", "a:b?c+d", "a:#f", "x-foo:bar", "a.b:c", "a:+", "a:b#c"],
        ["a:/b", "a://h", "a:b//c", "1a:b", ":b", "a:b?", "a:b?c+", "a:b?+c", "a:b#", "a:b#c#d"],
    ),
    "uri": (["a:b?c", "urn:a/b"], ["a:b#c", "urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3"]),
    "xpalphas": (["a", "ab", "abc", "+", "a+b"], ["", "a/b"]),
    "path": (["", "abc/de/f", "a/"], ["/a", "a//b"]),
    "search": (["a", "a+b", "a+b+c"], ["a+", "+a", "a++b", "+", ""]),
    "scheme": (["a", "a.b-c"], ["", "1a", "a:"]),
    "escape": (["%2d"], ["%*", "%as"]),
}

# RFC 3986 Appendix A, ABNF: "strings" ignore case (IPvFuture's "v",
# HEXDIG's "A" to "F"), %x values and ALPHA's ranges do not.
FACTS_3986: Dict[str, Tuple[List[str], List[str]]] = {
    "URI": (
        [
            # a reg-name: IPv4address would leave ".example.com"
            "http://133.105.136.53.example.com",
            "HTTP://a",  # ALPHA is both cases
            "a:",
            "a:b#c?d",
            "http://[::1]:80/p?q#f",
            "http://u@[v1.x]",
            "http://[V1.x]/",
            "http://256.1.1.1/",
            "http://h:/",
            "a:%aF",
            "mailto:a@b",
            "urn:a:b",
        ],
        [
            "1a:b",
            ":b",
            "http://h/a#f#g",
            "http://h/a b",
            "http://%zz",
            "http://[fe80::1%25eth0]/",  # RFC 6874's
            "//h",
            "http://[::1",
            "http://u@h@h",
            "",
        ],
    ),
    "URI-reference": (
        ["", "//h", "/a", "a/b", "?y", "#f", "a:b", "./a:b", "//[::1]", "//u@h:80/p", "?", "#"],
        ["a b", "//h@@", ":", "http://h/%", "//[::1]x", "http://[1:2:3:4:5:6:7:8:9]/"],
    ),
    "relative-ref": (
        ["?", "?y", "#", "", "//h", "./a:b", "a/b:c", "/a:b", "//"],
        ["a:b", "a:", "#a#b"],
    ),
    "IPvFuture": (
        ["v1.x", "V1.x", "vF.:", "vf.!", "v12aB.a:b"],
        ["v.x", "v1.", "v1x", "w1.x", "1.x", "v1.x/", "vg.x"],
    ),
    "IPv6address": (
        [
            "::",
            "1::",
            "::1",
            "::ffff:1.2.3.4",
            "::FFFF:1.2.3.4",
            "::1.2.3.4",  # "::" ls32: RFC 2373's ABNF wanted a ":" first
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7::",
            "::1:2:3:4:5:6:7",
            "1:2:3:4:5:6:1.2.3.4",
            "aBcD::eF",
            "1::2:3",
            "fe80::1",
        ],
        [
            "1:2:3:4:5:6:7:8:9",
            "1:2:3:4:5:6:7::8",
            "1:2:3:4:5:6:7:1.2.3.4",
            "1::2::3",
            "12345::",
            "1:::2",
            ":::",
            ":",
            "1:",
            "g::",
            "::256.1.1.1",
            "::1.2.3",
            "[::1]",
            "",
        ],
    ),
    "h16": (["0", "aBcD", "ffff"], ["", "12345", "g"]),
    "ls32": (["1:2", "1.2.3.4"], ["1", "1:2:3", "1.2.3"]),
    "IPv4address": (
        ["1.2.3.4", "0.0.0.0", "255.255.255.255", "10.99.100.249"],
        ["256.1.1.1", "01.1.1.1", "1.2.3", "1.2.3.4.", "999.999.999.999", ""],
    ),
    "dec-octet": (
        ["0", "9", "10", "99", "100", "199", "200", "249", "250", "255"],
        ["00", "01", "256", "260", "300", "1000", ""],
    ),
    "reg-name": (["", "256.1.1.1", "a.b", "%41", "a!$&'()*+,;=b"], ["a:b", "a@b", "a b", "%4"]),
    "host": (
        ["[::1]", "[v1.x]", "1.2.3.4", "256.1.1.1", "", "a.b"],
        ["[::1", "a:b", "[fe80::1%25eth0]", "[1.2.3.4]", "[]"],
    ),
    "IP-literal": (["[::1]", "[v1.x]", "[V1.x]"], ["[fe80::1%25eth0]", "::1", "[]", "[a.b]"]),
    "authority": (["u@h:80", "", "h:", "[::1]:80", "u:p@h", "@h"], ["u@h@h", "h:x", "[::1]x"]),
    "userinfo": (["", "u:p", "a%41:"], ["a@b", "a/b"]),
    "port": (["", "80", "99999"], ["a", "-1"]),
    "scheme": (["a", "a+b.c-d", "A1", "HTTP"], ["1a", "", "a_b", "+a"]),
    "path-empty": ([""], ["a", "/"]),
    "path-noscheme": (["a", "a/b:c", "a@b"], ["a:b", "/a", "", ":"]),
    "path-absolute": (["/", "/a", "/a/", "/a:b"], ["//a", "", "a"]),
    "path-abempty": (["", "/", "//a", "/a/b"], ["a"]),
    "path-rootless": (["a:b", "a/b"], ["/a", ""]),
    "pct-encoded": (["%41", "%aF", "%Af"], ["%zz", "%4", "%", "%41a"]),
    "query": (["", "a/b?c", "?"], ["#", "a b", "[", "%"]),
    "fragment": (["", "a/b?c"], ["#", "a#b"]),
    "ALPHA": (["a", "Z"], ["1", "", "ab"]),
    "HEXDIG": (["0", "a", "F"], ["g", "G", ""]),
    "DIGIT": (["0", "9"], ["a", ""]),
}

# RFC 3986 as RFC 6874 amends IP-literal: a zone identifier, "%25" then
# ZoneID, after an IPv6address (not an IPvFuture).
FACTS_6874: Dict[str, Tuple[List[str], List[str]]] = {
    **FACTS_3986,
    "IP-literal": (
        ["[fe80::1%25eth0]", "[::1]", "[v1.x]", "[fe80::1%25%41]", "[::1%25a.b~_-]"],
        ["[fe80::1%eth0]", "[fe80::1%25]", "[v1.x%25a]", "[::1%25a:b]", "[::1%25a%]"],
    ),
    "host": (
        ["[fe80::1%25eth0]", "[::1]", "1.2.3.4", ""],
        ["[fe80::1%eth0]", "[::1", "a:b"],
    ),
    "URI": (
        ["http://[fe80::a%25en1]/", "http://[fe80::1%25eth0]:80/p"],
        ["http://[fe80::a%en1]/", "http://[v1.x%25a]/"],
    ),
    "ZoneID": (["eth0", "%41", "a.b~_-1"], ["", "a:b", "a%2", "a/b"]),
    "IPv6addrz": (["fe80::1%25en1", "::%25a"], ["fe80::1%en1", "fe80::1%25", "%25a"]),
}

# RFC 1808 Section 2.2: every absoluteURL is also a relativeURL (a rel_path
# whose first segment holds the scheme and its ":"), and absoluteURL's
# second alternative takes what generic-RL cannot ("//" after a net_loc).
FACTS_1808: Dict[str, Tuple[List[str], List[str]]] = {
    "URL": (
        [
            "http://a/b/c/d;p?q#f",  # Section 5's base
            "g:h",
            "",  # Section 5.2's empty reference
            "#s",
            "g;x?y#s",
            "http://a//b",  # absoluteURL's second alternative
            "g:////h",
            "///g",  # an empty net_loc, then the abs_path /g
            "HTTP://a/",  # scheme = 1*( alpha | ... ), alpha has hialpha
            "1+-.:x",
            ":x",  # no scheme (1*): a rel_path
            "http:#f",
            "%41%2f%3A",
        ],
        [
            *("//a//b", "////g", "g#s#t", "http://a/~u", "http://[::1]/", "a b"),
            *("%4", "a<b", '"', "g:h\\i", "http://a//b c"),
        ],
    ),
    "absoluteURL": (
        ["g:h", "http://a//b", "a:", "a:?"],
        ["g", "g:h#f", ":h", "a_b:c", "http://a//b c"],
    ),
    "generic-RL": (["http://a/b", "http:g", "http:", "a:;x"], ["http://a//b", "g:////h", "http"]),
    "relativeURL": (["", "http://a//b", "//", "/;x", "?", "g;x;y/z?q"], ["#f", "//a//b", "////"]),
    "net_path": (["//", "///a", "//u;p?x@h:1/a"], ["//a//b", "/a", ""]),
    "abs_path": (["/", "/a//b", "/;p", "/?q"], ["//a", "", "a"]),
    "rel_path": (["", "a;p?q", "?q;p", ";p/q", "a:b"], ["/a", "a;p?q#f"]),
    "path": (["a//b/", "a:b", "a/"], ["", "/a", "a;b", "a?b"]),
    "fsegment": ([":", "a@b&c=d"], ["", "a/b", "a;b"]),
    "segment": (["", "a:b@c&d=e"], ["a;b", "a/b"]),
    "params": (["", "a;b/c;", ";"], ["a?b", "a#b"]),
    "param": (["", "a/b"], ["a;b", "a?b"]),
    "scheme": (["http", "A+1", "1", "-"], ["", "a_b", "http:", "a b"]),
    "net_loc": (["", "u;p?x@h:1"], ["a/b", "a#b"]),
    "query": (["", "a?b/c;d:e@f&g=h"], ["a#b", "a b"]),
    "fragment": (["", "s/./x", "?;/"], ["a#b", "~"]),
    "pchar": ([":", "@", "&", "=", "%2f"], [";", "/", "?", "%", "#"]),
    "uchar": (["%41", "a", "$"], [":", "~", "%4"]),
    "unreserved": (["$", "-", "_", ".", "+", "!", "*", "'", "(", ")", ","], ["%41", "~", ";"]),
    "escape": (["%aF", "%00"], ["%g0", "%4", "%"]),
    "hex": (["0", "f", "F"], ["g", "G", ""]),
    "national": (["{", "}", "|", "\\", "^", "~", "[", "]", "`"], ["a", "#"]),
    "reserved": ([";", "/", "?", ":", "@", "&", "="], ["+", "#"]),
    "punctuation": (["<", ">", "#", "%", '"'], ["~", "a"]),
    "safe": (["$", "-", "_", ".", "+"], ["!", "~"]),
    "extra": (["!", "*", "'", "(", ")", ","], ["$", "~"]),
}

# RFC 9110 Section 4 over RFC 3986. http-URI's and https-URI's facts are the
# scheme reading's: by the scheme's production, an empty host rejected
# (Sections 4.2.1, 4.2.2).
FACTS_9110: Dict[str, Tuple[List[str], List[str]]] = {
    **FACTS_3986,
    "http-URI": (
        [
            "http://example.com:80/~smith/home.html",
            "http://EXAMPLE.com:/%7esmith/home.html",
            "HTTP://A/",
            "http://a:99999999/",
            "http://[::1]:8080/p?q",
            "https://a/",  # judged by https-URI
        ],
        ["http:foo", "http:///x", "http://", "http://:80/", "http://u@/", "http://a/#f", "ftp://a/", "httpx://a"],
    ),
    "https-URI": (
        ["https://user@host/", "HTTPS://a", "https://Example.Com/happy.js"],
        ["https:///x", "https://u@:1/", "https:a"],
    ),
    "absolute-path": (["/", "//", "/a/b", "/a/"], ["", "a", "/a?q"]),
    "partial-URI": (["a/b?c", "?q", "", "//h/p?q", "/a"], ["a#f", "a:b"]),
    "uri-host": (["[::1]", "a", "", "1.2.3.4"], ["a:1", "[::1"]),
}

# RFC 2397 Section 3 and the RFC 2045 tokens as a data URL writes them
# (grammar/rfc2397-readings.bnf): checked by hand against the files.
FACTS_2397: Dict[str, Tuple[List[str], List[str]]] = {
    "dataurl": (
        [
            "data:,A%20brief%20note",  # Section 4
            "data:text/plain;charset=utf-8;base64,SGk=",
            "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",  # Section 4
            "data:,",
            "data:;base64,",
            "data:;charset=utf-8,x",  # Section 2's shorthand: no type/subtype
            "data:;base64=x;base64,",  # a parameter named base64, then ";base64"
            "data:texts/x,",  # a token that begins with a quoted type
            "data:a/b;c=%22%3B%2C%5C%22%22,",  # a quoted-string with ; , and a quoted-pair
            "data:,a,b;c=d/e?f",  # the data is *uric: "," ";" "=" "/" "?"
        ],
        [
            "data:text/plain;charset=iso-8859-7,%be%fg%be",  # Section 4, but %fg is no escape
            "data:text,x",  # a type needs its subtype
            "data:text/plain;base64;x=y,",  # ";base64" ends the mediatype
            "data:a/b;c,",  # a parameter has "="
            "data:a/b;c=%22x,",  # an unclosed quoted-string
            "data:a%2Fb/c,",  # "/" is a tspecial: no token holds it
            "data:,a#b",  # no fragment
            "data:,a b",
            "DATA:,x",  # the literal "data:"
            "data:a/b;c=\"x\",",  # a quoted-string's quotes are %22
        ],
    ),
    "token": (["a", "%41", "%21", "x-y", "%7e~", "%5e"], ["", "%20", "%22", "%2F", "%7F", "a/b", "^", "%"]),
    "discrete-type": (["text", "texts", "application", "x-a"], ["", "text/plain"]),
    "x-token": (["X-a", "x-a", "%58-a", "x%2da"], ["x-", "Xa", "y-a"]),
    "quoted-string": (
        ["%22%22", "%22a b%22".replace(" ", "%20"), "%22%5C%22%22", "%22%5c%7F%22", "%22%09%22"],
        ["%22", "%22%0D%22", "%22%5C%22", "%22;%22", "%22a", "%22%80%22"],
    ),
    "tspecials": (["(", "/", '"', "="], ['"/', "a", "-"]),
    "mediatype": (["", "a/b", ";a=b", "a/b;c=d;e=%22f%22"], ["a", "a/", ";base64", ";a"]),
}

# RFC 8089's examples (Appendix B by Section 2's syntax; Appendix E's and F's
# by Appendix F's rules, which Section 2's reject but for
# "file:///c:/path/to/file"), checked by hand against the RFC text.
FACTS_8089: Dict[str, Tuple[List[str], List[str]]] = {
    "file-URI": (
        [
            "file:///path/to/file",
            "file:/path/to/file",
            "file://host.example.com/path/to/file",
            "file:///c:/path/to/file",
            "file://localhost/x",
            "file://localhost.example/x",
            "FILE:///x",
        ],
        [
            "file:c:/path/to/file",
            "file:///c|/path/to/file",
            "file:/c|/path/to/file",
            "file:c|/path/to/file",
            "file:////host.example.com/path/to/file",
            "file://///host.example.com/path/to/file",
            "file://user@host/x",
            "file:///x?q",
            "file://h:80/x",
        ],
    ),
    "file-auth": (["localhost", "localhostx", "", "[::1]"], ["u@h", "h:80"]),
}

FACTS_8089_NONSTD: Dict[str, Tuple[List[str], List[str]]] = {
    "file-URI": (
        [
            "file:///path/to/file",
            "file:/path/to/file",
            "file://host.example.com/path/to/file",
            "file:c:/path/to/file",
            "file:///c:/path/to/file",
            "file:///c|/path/to/file",
            "file:/c|/path/to/file",
            "file:c|/path/to/file",
            "file:////host.example.com/path/to/file",
            "file://///host.example.com/path/to/file",
            "file://user@host/x",
            "file://///x",
            "file://////x",
        ],
        ["file:////", "file:///////x", "file:///c|", "file:c:", "file://u@h@i/x"],
    ),
    "unc-authority": (["//", "///", "//h", "///%5B::1%5D"], ["/", "////", "//h/"]),
    "auth-path": (["///x", "////x", "/c|/x", "h/c:/x"], ["/////x", "//h"]),
}

# RFC 6068 Section 2 with RFC 5322's dot-atom-text and quoted-string (no
# CFWS, no obsolete forms): atext holds "?", "=", "&" and "#", so an address
# may run on over what reads as header fields; hfields holds one "?".
FACTS_6068: Dict[str, Tuple[List[str], List[str]]] = {
    "mailtoURI": (
        [
            "mailto:",
            "MAILTO:a@b",
            "mailto:chris@example.com",
            "mailto:a@b?c=d",
            "mailto:a@b?c",  # an address whose domain is "b?c"
            "mailto:a@b?c=d,e",  # hfields only: "e" is no addr-spec
            "mailto:a@b?c=d,e@f",  # either reading
            "mailto:a?b@c?d=e",
            "mailto:?to=a@b",
            "mailto:?=",
            'mailto:"a,b"@x,c@[d,e]',
            "mailto:%22not%40me%22@example.org",
            "mailto:a@example.org?subject=a#b",
        ],
        [
            "mailto:joe@example.com?cc=bob@example.com?body=hello",  # Section 6.1's WRONG
            "mailto:a@b,",
            "mailto:a@[b]#f",
            "mailto:?subject",
            "mailto:a b@c",
            "mailto:a@b@c",
            "http://a/",
            "mailto:a.@b",
        ],
    ),
    "to": (["a@b", 'a@b,"c"@[d]', "a@b?c=d"], ["", "a@b,", "a"]),
    "hfields": (["?a=b&c=", "?="], ["?", "a=b", "?a=b?c=d"]),
    "addr-spec": (['"a@b"@c', "a@[]"], ["a@b@c", "@b"]),
    "quoted-string": (['""', '"a\\ b"', '"a\\\tb"'], ['"a b"', '"a', '"a\\"']),
    "domain": (["[1.2.3.4]", "a.b", "b?c=d&e"], ["[a]b", "a..b", "[a\\b]"]),
    "dtext-no-obs": (["!", "Z", "^", "~"], ["[", "]", "\\", " "]),
    "qtext": (["!", "#", "[", "]", "~"], ['"', "\\", " "]),
    "atext": (["{", "?", "=", "#", "%"], ["@", ",", ".", "("]),
    "qchar": (["%41", "@", ",", ";"], ["=", "&", "?", "#", "%"]),
}

# RFC 3987 Section 2.2, hand-checked against its ucschar and iprivate
# ranges. An input stands for octets (Oracle.membership): "\udcc0\udcaf"
# is the overlong C0 AF, "\udcc3\udca9" the well-formed C3 A9 ("\u00e9").
FACTS_3987: Dict[str, Tuple[List[str], List[str]]] = {
    "IRI-reference": (
        [
            *("http://r\u00e9sum\u00e9.example.org", "https://\u4f8b\u3048.jp/\u30d1\u30b9"),
            *("http://www.example.org/red%09ros\u00e9#red", "?\ue000", "http://a/?\U00100000", ""),
            *("http://a/\udcc3\udca9", "\u00e9"),
        ],
        [
            *("http://a/\ue000", "http://a/#\ue000", "http://a/\ufffe", "\u00e9:x"),
            *("http://a/\udcc0\udcaf", "http://a/\udced\udca0\udc80", "http://a/\udce4\udcbe"),
            *("http://a/\udc80", "http://a/\udcf4\udc90\udc80\udc80", "http://[::1%25eth0]/"),
        ],
    ),
    "ucschar": (
        [
            *("\u00a0", "\ud7ff", "\uf900", "\ufdcf", "\ufdf0", "\uffef", "\U00010000"),
            *("\U0001fffd", "\U000e1000", "\U000efffd", "\udcc3\udca9"),
        ],
        [
            *("\u009f", "\ue000", "\ufdd0", "\ufff0", "\U0001fffe", "\U000e0fff", "a", ""),
            *("\u00e9\u00e9", "\udcc0\udca9", "\udce0\udc80\udc80", "\udcc3"),
        ],
    ),
    "iprivate": (
        ["\ue000", "\uf8ff", "\U000f0000", "\U0010fffd"],
        ["\uf900", "\U0010fffe", "\udcf4\udc90\udc80\udc80", "\udce0"],
    ),
    "iquery": (["", "\ue000", "a?\U00100000/"], ["#", "\ufffe"]),
    "ifragment": (["", "\u00e9"], ["\ue000", "#"]),
    "ireg-name": (["r\u00e9sum\u00e9.example.org", "\u4f8b\u3048.jp"], ["\ue000", "a b"]),
    "ihost": (["1.2.3.4", "1.2.3.4\u00e9", "[::1]", "\u00e9"], ["[::1%25eth0]", "\ue000"]),
    "isegment-nz-nc": (["\u00e9@"], ["\u00e9:", ""]),
    "iunreserved": (["\u00e9", "~"], ["\ue000", "%41", ":"]),
}

# The rule `urlbnf check` judges by default, by Grammar.name.
DEFAULT_RULES = {
    "1630": "url",
    "1630-generic": "fragmentaddress",
    "1738": "url",
    "1808": "URL",
    "2396": "URI-reference",
    "2396+2732": "URI-reference",
    "3986": "URI-reference",
    "3986+6874": "URI-reference",
    "9110": "http-URI",
    "2397": "dataurl",
    "8089": "file-URI",
    "8089-nonstd": "file-URI",
    "6068": "mailtoURI",
    "3987": "IRI-reference",
}

# Facts by Grammar.name; other grammars have none.
FACTS = {
    "1630": FACTS_1630,
    "1630-generic": FACTS_1630_GENERIC,
    "1738": FACTS_1738,
    "1808": FACTS_1808,
    "2396+2732": FACTS_2732,
    "3986": FACTS_3986,
    "3986+6874": FACTS_6874,
    "9110": FACTS_9110,
    "2397": FACTS_2397,
    "8089": FACTS_8089,
    "8089-nonstd": FACTS_8089_NONSTD,
    "6068": FACTS_6068,
    "3987": FACTS_3987,
}


@dataclass(frozen=True)
class Trap:
    """A place where a wrong translation of the BNF would hide: the run must
    reach it with inputs the oracle accepts and with inputs it rejects."""

    rule: str
    what: str
    pattern: str  # regex searched in an input of ``rule``
    need_valid: bool = True
    need_invalid: bool = True


# RFC 1808: a scheme, "//", a net_loc (no "/" or "#"), then "//".
NET_LOC_THEN_SLASHES = r"^[A-Za-z0-9+.-]+://[^/#]*//"

TRAPS: Dict[str, List[Trap]] = {
    "1630": [
        Trap("mailtoaddress", 'an "@" inside xalphas before "@ hostname"', r"@.*@"),
        Trap("article", 'an "@" inside xalphas before "@ host"', r"@.*@"),
        Trap("url", 'mailto: with an "@" inside xalphas', r"^mailto:.*@.*@"),
        Trap("hostname", 'a "." inside ialpha (no letter after it)', r"\.(?![A-Za-z])"),
        Trap("prosperolink", '"%00": version separator or an escape in hsoname', r"%00"),
        Trap("url", 'prospero: with "%00"', r"^prospero:.*%00"),
        Trap("waisaddress", "waisdoc (a / after the database)", r"^wais://[^/]*/[^/?]*/"),
        Trap("waisaddress", "waisindex with a search", r"\?"),
        Trap("url", "waisdoc", r"^wais://[^/]*/[^/?]*/"),
        Trap("prefixedurl", 'the "url:" prefix', r"^url:"),
        Trap("url", 'the "url:" prefix, which only prefixedurl takes', r"^url:", need_valid=False),
        # No url of the BNF's; the scheme reading (asked on the same inputs)
        # judges them by the generic BNF.
        Trap(
            "url",
            "a scheme the prose names without a production (file, urn, x-...)",
            r"^(file|urn|rlogin|tn3270|x-[^:]*):",
            need_valid=False,
        ),
    ],
    # ABNF strings ignore case: RFC 3986's only letter strings are
    # IPvFuture's "v" and HEXDIG's "A" to "F".
    "3986": [
        Trap("IPvFuture", 'an upper-case "V" (an ABNF string)', r"^V"),
        Trap("IP-literal", 'an IPvFuture with "V"', r"^\[V"),
        Trap("pct-encoded", "an upper-case hex digit", r"[A-F]"),
        Trap("pct-encoded", "a lower-case hex digit", r"[a-f]"),
    ],
    # The scheme reading of http-URI is asked on the same inputs.
    "9110": [
        Trap("http-URI", 'an upper-case scheme (an ABNF string)', r"^HTTP", need_invalid=False),
        Trap("http-URI", "an empty host", r"^[^:]*://([^/?@]*@)?(:|/|\?|$)"),
        Trap("https-URI", "an empty host", r"^[^:]*://([^/?@]*@)?(:|/|\?|$)"),
        Trap("http-URI", "a fragment", r"#", need_valid=False),
        Trap("absolute-path", '"//": empty segments', r"//"),
    ],
    "3986+6874": [
        Trap("IP-literal", 'a zone identifier ("%25" ZoneID)', r"%25"),
        Trap("URI-reference", "an IP-literal with a zone identifier", r"\[[^\]]*%25"),
        Trap("IPvFuture", 'an upper-case "V" (an ABNF string)', r"^V"),
    ],
    # RFC 3987: characters beyond US-ASCII, read from UTF-8.
    "3987": [
        Trap("IRI-reference", "a character of ucschar", r"[\u00a0-\ud7ff\uf900-\ufdcf\U00010000-\U0001fffd]"),
        Trap("iquery", "an iprivate character", r"[\ue000-\uf8ff\U000f0000-\U0010fffd]"),
        Trap("ifragment", "an iprivate character, which only iquery takes", r"[\ue000-\uf8ff]", need_valid=False),
        Trap("IRI-reference", "octets that are no UTF-8", r"[\udc80-\udcff]"),
        Trap("ireg-name", "a character of ucschar", r"[\u00a0-\ud7ff\U00010000-\U000efffd]"),
    ],
    # URL and absoluteURL are ambiguous (include/urlbnf/rfc1808/url.hpp).
    "1808": [
        Trap("URL", 'a ":" after scheme characters: a scheme, or a rel_path', r"^[A-Za-z0-9+.-]+:"),
        Trap("URL", '"//" after a scheme\'s net_loc: only absoluteURL takes it', NET_LOC_THEN_SLASHES),
        Trap("absoluteURL", '"//" after a net_loc: no generic-RL', NET_LOC_THEN_SLASHES),
        Trap("generic-RL", '"//" after a net_loc', NET_LOC_THEN_SLASHES, need_valid=False),
        Trap("relativeURL", '"//" after a net_path\'s net_loc', r"^//[^/#]*//", need_valid=False),
    ],
    # RFC 2397: where a parameter could swallow ";base64", a quoted type a
    # longer token, or a quoted-string end early.
    "2397": [
        Trap("dataurl", '";base64" before the data', r";base64,"),
        Trap("dataurl", "a parameter before the data", r"^data:[^,]*=[^,]*,"),
        Trap("discrete-type", "a token that begins with a quoted type", r"^(text|image|audio|video|application)."),
        Trap("value", "a quoted-string", r"^%22"),
    ],
    # mailtoURI is ambiguous where to ends (include/urlbnf/rfc6068/mailto.hpp).
    "6068": [
        Trap("mailtoURI", 'a "?" then a "=": hfields, or a domain that holds them', r"\?[^?]*="),
        Trap("mailtoURI", 'a "," after "?": hfvalue, or another address', r"\?[^?]*,"),
        Trap("mailtoURI", "two \"?\"", r"\?.*\?"),
    ],
    "1630-generic": [
        Trap("fragmentaddress", 'a "/" in the path', r"^[^?#]*:[^?#]*/"),
        Trap("fragmentaddress", '"+" in the search', r"\?[^#]*\+"),
        Trap("xpalphas", "three or more characters (the erratum)", r"^[^/]{3,}$"),
    ],
}


def facts_for(grammar: Grammar, rule: str) -> Tuple[List[str], List[str]]:
    return FACTS.get(grammar.name, {}).get(rule, ([], []))


class CaseGenerator:
    """Random inputs for one production, reproducible from its seed.

    With overlays (RFC 2396+2732) the amendment is what needs testing; the
    base grammar has its own run.  Uniform choices give only about one
    URI-reference in sixty an IPv6 host, so half of the free choices are
    steered to the alternatives that can lead to a production an overlay
    adds (then about one in five has one), and optional parts that can lead
    there are taken more often (RFC 6874's ZoneID and IPv6addrz likewise).
    Without overlays the draws are exactly as before.  Each letter of an
    ABNF string (a caseless literal) is drawn in either case."""

    def __init__(self, grammar: Grammar, rng: random.Random, max_depth=14, max_len=80):
        self.grammar = grammar
        self.rng = rng
        self.max_depth = max_depth
        self.max_len = max_len
        self.height = _min_heights(grammar)
        self.tokens = (
            MUTATION_TOKENS + GRAMMAR_TOKENS.get(grammar.name, []) + sorted(_grammar_chars(grammar))
        )
        self.leads = _leading_to(grammar, set(grammar.added))
        self.schemes = GRAMMAR_SCHEMES.get(grammar.name, [])

    def derive(self, rule: str) -> Optional[str]:
        out: List[str] = []
        self._derive(Ref(rule), 0, out)
        text = "".join(out)
        return text if len(text) <= self.max_len else None

    def _derive(self, node: Node, depth: int, out: List[str]) -> None:
        # Past max_depth every choice takes the way out that needs the
        # fewest further expansions, so derivation always terminates.
        free = depth < self.max_depth
        if isinstance(node, Lit):
            if node.caseless:  # an ABNF string: each letter in either case
                flip = [c.isalpha() and self.rng.random() < 0.5 for c in node.text]
                out.append("".join(c.swapcase() if f else c for c, f in zip(node.text, flip)))
            else:  # no draw: the other grammars' inputs stay as they were
                out.append(node.text)
        elif isinstance(node, CodeRange):  # one code point; UTF-8 has no surrogates
            code = self.rng.randint(node.first, node.last)
            while 0xD800 <= code <= 0xDFFF:
                code = self.rng.randint(node.first, node.last)
            out.append(chr(code))
        elif isinstance(node, Ref):
            self._derive(self.grammar.rules[node.name], depth + 1, out)
        elif isinstance(node, Seq):
            for item in node.items:
                self._derive(item, depth, out)
        elif isinstance(node, Alt):
            items = node.items
            if not free:
                lowest = min(self._height(i) for i in items)
                items = [i for i in items if self._height(i) == lowest]
            elif self.leads and self.rng.random() < 0.5:  # no draw without overlays
                items = [i for i in items if self._leads(i)] or items
            self._derive(self.rng.choice(items), depth, out)
        elif isinstance(node, Opt):
            if free and self.rng.random() < (0.8 if self._leads(node.item) else 0.6):
                self._derive(node.item, depth, out)
        else:
            count = node.min
            while free and self.rng.random() < 0.6 and count - node.min < 6:
                count += 1
            if node.max is not None:
                count = min(count, node.max)
            for _ in range(count):
                self._derive(node.item, depth, out)

    def _height(self, node: Node) -> float:
        return _node_height(node, self.height)

    def _leads(self, node: Node) -> bool:
        """Can ``node`` lead to a production an overlay adds?"""
        return bool(self.leads) and not self.leads.isdisjoint(_direct_refs(node))

    def mutate(self, text: str) -> str:
        if self.schemes and ":" in text and self.rng.random() < 0.1:  # no draw without schemes
            return self.rng.choice(self.schemes) + text[text.index(":") :]
        for _ in range(self.rng.choice((1, 1, 1, 2, 3))):
            pos = self.rng.randrange(len(text) + 1)
            op = self.rng.randrange(4) if text else 0
            if op == 0:  # insert
                text = text[:pos] + self.rng.choice(self.tokens) + text[pos:]
            elif op == 1 and pos < len(text):  # delete
                text = text[:pos] + text[pos + 1 :]
            elif op == 2 and pos < len(text):  # replace
                text = text[:pos] + self.rng.choice(self.tokens) + text[pos + 1 :]
            else:  # duplicate a stretch: repeated labels, segments, escapes
                end = min(len(text), pos + self.rng.randint(1, 4))
                text = text[:end] + text[pos:end] + text[end:]
        return text

    def crossover(self, a: str, b: str) -> str:
        """A prefix of one input and a suffix of another: grafts one
        production's tail onto another's head (e.g. a scheme swap)."""
        return a[: self.rng.randint(0, len(a))] + b[self.rng.randint(0, len(b)) :]


def _node_height(node: Node, height: Dict[str, float]) -> float:
    """Fewest nested expansions ``node`` needs to derive some string."""
    if isinstance(node, (Lit, CodeRange)):
        return 0
    if isinstance(node, Ref):
        return 1 + height[node.name]
    if isinstance(node, Seq):
        return max((_node_height(i, height) for i in node.items), default=0)
    if isinstance(node, Alt):
        return min(_node_height(i, height) for i in node.items)
    if isinstance(node, Opt) or node.min == 0:
        return 0
    return _node_height(node.item, height)


def _min_heights(grammar: Grammar) -> Dict[str, float]:
    height = {name: float("inf") for name in grammar.order}
    changed = True
    while changed:
        changed = False
        for name in grammar.order:
            h = _node_height(grammar.rules[name], height)
            if h < height[name]:
                height[name], changed = h, True
    stuck = [n for n, h in height.items() if h == float("inf")]
    if stuck:
        raise BnfError(f"productions that derive no finite string: {', '.join(stuck)}")
    return height


def _grammar_chars(grammar: Grammar) -> set:
    return {
        ch
        for rule in grammar.rules.values()
        for node in walk(rule)
        if isinstance(node, Lit)
        for chars in literal_chars(node)
        for ch in chars
    }


def _direct_refs(node: Node) -> set:
    return {n.name for n in walk(node) if isinstance(n, Ref)}


def _leading_to(grammar: Grammar, targets: set) -> set:
    """``targets`` and every production whose derivations can use one."""
    found = set(targets)
    grew = bool(found)
    while grew:
        grew = False
        for name in grammar.order:
            if name not in found and not found.isdisjoint(_direct_refs(grammar.rules[name])):
                found.add(name)
                grew = True
    return found


def neighbours(grammar: Grammar, rule: str) -> List[str]:
    """Productions one step away, either way: their strings are near misses."""
    used_by = {n for n in grammar.order if rule in _direct_refs(grammar.rules[n])}
    return sorted((_direct_refs(grammar.rules[rule]) | used_by) - {rule})


class RuleCases:
    """The growing set of distinct inputs for one production, each with the
    oracle's verdict, in generation order."""

    def __init__(self, oracle: Oracle, rule: str, seed: int):
        self.oracle = oracle
        self.rule = rule
        grammar = oracle.grammar
        # Seeded per rule so a rule's inputs do not depend on the rule list.
        self.gen = CaseGenerator(grammar, random.Random(f"{seed}:{rule}"))
        self.near = neighbours(grammar, rule)
        if rule == "url" and grammar.dialect == "1738":
            self.near = sorted(set(self.near) | set(SCHEME_PRODUCTIONS_1738.values()))
        self.verdicts: Dict[str, bool] = {}
        self.pool: List[str] = []
        self.attempts = 0
        for text in [""] + [t for side in facts_for(grammar, rule) for t in side]:
            self._add(text)

    def _add(self, text: str) -> None:
        # The tool reads one input per line.
        if text not in self.verdicts and "\n" not in text and "\r" not in text:
            self.verdicts[text] = self.oracle.verdict(self.rule, text)

    def fill(self, target: int, deadline: float) -> bool:
        """Grow towards ``target`` inputs; False if the deadline struck.
        Small languages may stay below target: attempts are capped."""
        gen = self.gen
        while len(self.verdicts) < target and self.attempts < 30 * target:
            if time.monotonic() > deadline:
                return False
            self.attempts += 1
            roll = gen.rng.random()
            if roll < 0.35 or not self.pool:
                from_rule = roll < 0.25 or not self.near
                text = gen.derive(self.rule if from_rule else gen.rng.choice(self.near))
                if text is None:
                    continue
                self.pool.append(text)
            elif roll < 0.85:
                text = gen.mutate(gen.rng.choice(self.pool))
            else:
                text = gen.crossover(gen.rng.choice(self.pool), gen.rng.choice(self.pool))
            self._add(text)
        return True


def entry_rules(grammar: Grammar) -> List[str]:
    """The productions that judge a whole URL: the grammar's default rule,
    the productions it is one of (url = httpaddress | ..., and waisaddress =
    waisindex | waisdoc in turn) and those that wrap it (prefixedurl =
    u r l : url).  The traps combine there, so they get more inputs."""
    found = [grammar.canonical(DEFAULT_RULES[grammar.name])]
    for name in found:
        node = grammar.rules[name]
        choices = node.items if isinstance(node, Alt) else (node,)
        if all(isinstance(choice, Ref) for choice in choices):
            found.extend(c.name for c in choices if c.name not in found)
    wrappers = [n for n in grammar.order if found[0] in _direct_refs(grammar.rules[n])]
    return found + [n for n in wrappers if n not in found]


def generate_all(
    oracle: Oracle, targets: Dict[str, int], seed: int, budget: float
) -> Tuple[List[RuleCases], bool]:
    """Inputs for every rule, as many as ``targets`` says (in its order);
    the flag says the time budget ran out.

    Rules grow in rounds of ROUND inputs each, so when the budget runs out
    (slow machine) every rule has about the same share, rather than the
    first rules getting everything or the expensive ones being starved.
    Without a cut the result equals one pass per rule: each rule has its own
    random stream, so its first inputs do not depend on its target."""
    deadline = time.monotonic() + budget
    sets = [RuleCases(oracle, rule, seed) for rule in targets]
    most = max(targets.values(), default=0)
    for target in range(ROUND, most + ROUND, ROUND):
        for rule_cases in sets:
            if not rule_cases.fill(min(target, targets[rule_cases.rule]), deadline):
                return sets, True
    return sets, False


def has_scheme_reading(grammar: Grammar, rule: str) -> bool:
    """Whether ``urlbnf check`` with no --rule judges ``rule`` by the
    scheme reading (RFC 1738's and RFC 1630's url, RFC 9110's http-URI and
    https-URI, which it judges by the scheme with an empty host rejected)."""
    return (grammar.name in ("1738", "1630") and grammar.canonical(rule) == "url") or (
        grammar.name == "9110" and grammar.canonical(rule) in ("http-URI", "https-URI")
    )


def check_facts(oracle: Oracle, rules: List[str]) -> List[str]:
    """Facts the oracle gets wrong, as messages (an oracle bug). The facts
    of url are the scheme reading's."""
    wrong = []
    for rule in rules:
        accepted, rejected = facts_for(oracle.grammar, rule)
        judged = None if has_scheme_reading(oracle.grammar, rule) else rule
        for expected, texts in ((True, accepted), (False, rejected)):
            for text in texts:
                if oracle.verdict(judged, text) != expected:
                    wrong.append(
                        f"ORACLE-FACT rule={rule} input={json.dumps(text)} "
                        f"expected={'valid' if expected else 'invalid'}"
                    )
    return wrong


def check_traps(grammar: Grammar, sets: List[RuleCases]) -> Tuple[List[str], int]:
    """One line per trap of the grammar whose rule was run, with how many
    valid and invalid inputs reached it, and how many traps were missed."""
    by_rule = {rule_cases.rule: rule_cases for rule_cases in sets}
    lines, missed = [], 0
    for trap in TRAPS.get(grammar.name, []):
        rule_cases = by_rule.get(grammar.canonical(trap.rule))
        if rule_cases is None:
            continue
        hits = [ok for text, ok in rule_cases.verdicts.items() if re.search(trap.pattern, text)]
        valid, invalid = sum(hits), len(hits) - sum(hits)
        short = (trap.need_valid and not valid) or (trap.need_invalid and not invalid)
        missed += short
        lines.append(
            f"{'TRAP-MISSED' if short else 'trap'} rule={trap.rule} valid={valid} "
            f"invalid={invalid}: {trap.what}"
        )
    return lines, missed


def run_tool(tool: Path, rfc: str, rule: Optional[str], inputs: List[str]) -> Tuple[List[bool], str]:
    """The tool's verdicts by ``rule``, or with None by its reading with no
    rule named; or an empty list and what went wrong."""
    command = [str(tool), "check", "--rfc", rfc, "--json"] + (["--rule", rule] if rule is not None else [])
    try:
        # The inputs' octets (Oracle.membership): UTF-8, and a lone
        # surrogate U+DC80..U+DCFF the octet it stands for.
        proc = subprocess.run(
            command,
            input="".join(t + "\n" for t in inputs).encode("utf-8", "surrogateescape"),
            capture_output=True,
            timeout=120 + len(inputs) / 1000,  # long runs send 200,000 inputs at once
        )
    except (OSError, subprocess.TimeoutExpired) as err:
        return [], f"cannot run {' '.join(command)}: {err}"
    stdout = proc.stdout.decode("utf-8", "replace")
    stderr = proc.stderr.decode("utf-8", "replace").strip().replace("\n", " | ")[:300]
    if proc.returncode not in (0, 1):
        return [], f"exit status {proc.returncode} (2 is a usage error): {stderr}"
    lines = [line for line in stdout.split("\n") if line.strip()]
    if len(lines) != len(inputs):
        return [], f"{len(lines)} answers for {len(inputs)} inputs: {stderr}"
    verdicts = []
    for number, line in enumerate(lines, 1):
        try:
            valid = json.loads(line)["valid"]
        except (ValueError, KeyError, TypeError):
            return [], f"answer {number} has no JSON 'valid': {line[:200]}"
        if not isinstance(valid, bool):
            return [], f"answer {number}: 'valid' is not a boolean: {line[:200]}"
        verdicts.append(valid)
    if proc.returncode != (0 if all(verdicts) else 1):
        return [], f"exit status {proc.returncode} contradicts the answers"
    return verdicts, ""


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    ap.add_argument("--bnf", type=Path, help=f"default: the files of --rfc, else {DEFAULT_BNF}")
    ap.add_argument(
        "--overlay",
        type=Path,
        action="append",
        default=[],
        help="a BNF file amending --bnf, e.g. grammar/rfc2732.bnf (repeatable)",
    )
    ap.add_argument("--urlbnf", type=Path, default=DEFAULT_TOOL, help="the C++ tool")
    ap.add_argument(
        "--rfc",
        help="passed to urlbnf check --rfc; without --bnf it also names the files "
        f"({', '.join(GRAMMARS)}); if unset, the grammar's name (e.g. 2396+2732)",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=DEFAULT_CASES, help="inputs per rule")
    ap.add_argument(
        "--entry-cases",
        type=int,
        help="inputs for each production that judges a whole URL (the default rule, "
        "the productions it is one of, those wrapping it); default: --cases",
    )
    ap.add_argument("--rules", help="comma-separated productions (default: all)")
    ap.add_argument(
        "--time-budget",
        type=float,
        default=DEFAULT_BUDGET,
        help="seconds for generating inputs and asking the oracle; when it "
        "runs out, every rule is tested with the inputs it has so far",
    )
    ap.add_argument(
        "--oracle-only",
        action="store_true",
        help="print the oracle's verdict for each input; do not run the tool",
    )
    args = ap.parse_args(argv)

    try:
        if args.bnf is None and args.rfc in GRAMMARS:
            if args.overlay:
                ap.error("--overlay needs --bnf (--rfc alone names all the files)")
            oracle = Oracle.named(args.rfc)
        else:
            oracle = Oracle(args.bnf or DEFAULT_BNF, overlays=args.overlay)
        grammar = oracle.grammar
        # The ABNF core rules are RFC 2234's, not productions of the files
        # (nor of the tool).
        names = args.rules.split(",") if args.rules else [
            name for name in grammar.order if name not in grammar.supplied
        ]
        rules = [grammar.canonical(name.strip()) for name in names]
    except (BnfError, KeyError) as err:
        print(f"differential: {err}", file=sys.stderr)
        return 2
    rfc = args.rfc or grammar.name
    if not args.oracle_only and not args.urlbnf.is_file():
        print(f"differential: no tool at {args.urlbnf} (try --oracle-only)", file=sys.stderr)
        return 2

    failures = check_facts(oracle, rules)
    for message in failures:
        print(message)

    start = time.monotonic()
    targets = {rule: args.cases for rule in rules}
    if args.entry_cases is not None:
        if grammar.name not in DEFAULT_RULES:
            print(f"differential: no default rule known for {grammar.name}", file=sys.stderr)
            return 2
        for rule in entry_rules(grammar):
            if rule in targets:
                targets[rule] = max(args.cases, args.entry_cases)
    sets, cut_short = generate_all(oracle, targets, args.seed, args.time_budget)
    total_cases = sum(len(rule_cases.verdicts) for rule_cases in sets)
    trap_lines, traps_missed = check_traps(grammar, sets)
    disagreements = tool_errors = 0
    for rule_cases in sets:
        rule, verdicts = rule_cases.rule, rule_cases.verdicts
        inputs = list(verdicts)
        if args.oracle_only:
            for text in inputs:
                print(f"{rule}\t{'valid' if verdicts[text] else 'invalid'}\t{json.dumps(text)}")
            continue
        # The BNF's production, and for url the scheme reading too, on the
        # same inputs.
        judged = [(rule, verdicts)]
        if has_scheme_reading(grammar, rule):
            judged.append((None, {text: oracle.verdict(None, text) for text in inputs}))
        for asked, expected in judged:
            label = rule if asked is not None else f"{rule}(scheme reading)"
            answers, error = run_tool(args.urlbnf, rfc, asked, inputs)
            if error:
                tool_errors += 1
                print(f"TOOL-ERROR rule={label}: {error}")
                continue
            for text, tool_says in zip(inputs, answers):
                if tool_says != expected[text]:
                    disagreements += 1
                    print(
                        f"DISAGREE rule={label} input={json.dumps(text)} "
                        f"oracle={'valid' if expected[text] else 'invalid'} "
                        f"tool={'valid' if tool_says else 'invalid'}"
                    )

    for line in trap_lines:
        print(line)
    if args.oracle_only:
        valid = sum(sum(rule_cases.verdicts.values()) for rule_cases in sets)
        outcome = f"valid={valid}"
    else:
        outcome = f"disagreements={disagreements} tool-errors={tool_errors}"
    # A budget cut on a slow machine may leave a trap unreached; that is
    # reported, but only a full run fails for it.
    trap_failure = traps_missed and not cut_short
    print(
        f"{'oracle-only' if args.oracle_only else 'differential'}: grammar={grammar.name} "
        f"rules={len(rules)} cases={total_cases} {outcome} oracle-fact-errors={len(failures)} "
        f"traps-missed={traps_missed} budget-cut={'yes' if cut_short else 'no'} "
        f"seconds={time.monotonic() - start:.1f}"
    )
    return 1 if disagreements or tool_errors or failures or trap_failure else 0


if __name__ == "__main__":
    sys.exit(main())
