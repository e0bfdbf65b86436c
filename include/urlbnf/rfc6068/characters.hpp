// RFC 6068 Section 2: the characters of a mailto URI, with what Section 2
// imports: RFC 3986's unreserved and pct-encoded, RFC 5322's atext, qtext,
// quoted-pair and qcontent (grammar/rfc5322-imports.abnf), and the RFC 5234
// core rules they use.
#pragma once

#include <urlbnf/rfc3986/characters.hpp>
#include <urlbnf/rfc3986/grammar.hpp>

namespace urlbnf::rfc6068 {

namespace pegtl = tao::pegtl;

// RFC 5234's ALPHA, DIGIT and HEXDIG are RFC 3986's rules
// (grammar/rfc5234-core.abnf, a file both grammars read), named by
// rfc3986/grammar.hpp.
using rfc3986::ALPHA;
using rfc3986::DIGIT;
using rfc3986::HEXDIG;

// clang-format off

// DQUOTE         =  %x22
//                        ; " (Double Quote)
struct DQUOTE : pegtl::one<'"'> {};

// HTAB           =  %x09
//                        ; horizontal tab
struct HTAB : pegtl::one<'\t'> {};

// SP             =  %x20
struct SP : pegtl::one<' '> {};

// VCHAR          =  %x21-7E
//                        ; visible (printing) characters
struct VCHAR : pegtl::range<'!', '~'> {};

// WSP            =  SP / HTAB
//                        ; white space
struct WSP : pegtl::sor<SP, HTAB> {};

// pct-encoded   = "%" HEXDIG HEXDIG
struct pct_encoded : pegtl::seq<literal<'%'>, HEXDIG, HEXDIG> {};

// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
struct unreserved : pegtl::sor<ALPHA, DIGIT, literal<'-'>, literal<'.'>, literal<'_'>, literal<'~'>> {};

// some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
//              / "+" / "," / ";" / ":" / "@"
struct some_delims : pegtl::one<'!', '$', '\'', '(', ')', '*', '+', ',', ';', ':', '@'> {};

// qchar        = unreserved / pct-encoded / some-delims
struct qchar : pegtl::sor<unreserved, pct_encoded, some_delims> {};

// dtext-no-obs = %d33-90 / ; Printable US-ASCII
//                %d94-126  ; characters not including
//                          ; "[", "]", or "\"
struct dtext_no_obs : pegtl::sor<pegtl::range<'!', 'Z'>, pegtl::range<'^', '~'>> {};

// atext           =   ALPHA / DIGIT /    ; Printable US-ASCII
//                     "!" / "#" /        ;  characters not including
//                     "$" / "%" /        ;  specials.  Used for atoms.
//                     "&" / "'" /
//                     "*" / "+" /
//                     "-" / "/" /
//                     "=" / "?" /
//                     "^" / "_" /
//                     "`" / "{" /
//                     "|" / "}" /
//                     "~"
struct atext : pegtl::sor<ALPHA, DIGIT, pegtl::one<'!', '#', '$', '%', '&', '\'', '*', '+', '-', '/', '=', '?', '^', '_',
                                                   '`', '{', '|', '}', '~'>> {};

// qtext           =   %d33 /             ; Printable US-ASCII
//                     %d35-91 /          ;  characters not including
//                     %d93-126           ;  "\" or the quote character
// (RFC 5322's "/ obs-qtext" left out: grammar/rfc5322-imports.abnf.)
struct qtext : pegtl::sor<pegtl::one<'!'>, pegtl::range<'#', '['>, pegtl::range<']', '~'>> {};

// quoted-pair     =   ("\" (VCHAR / WSP))
// (RFC 5322's "/ obs-qp" left out.)
struct quoted_pair : pegtl::seq<literal<'\\'>, pegtl::sor<VCHAR, WSP>> {};

// qcontent        =   qtext / quoted-pair
struct qcontent : pegtl::sor<qtext, quoted_pair> {};

// clang-format on

}  // namespace urlbnf::rfc6068
