// RFC 2397 Section 3: the characters of a data URL. urlchar is RFC 2396's
// uric, whose productions are RFC 2396's rules; the escapes and characters
// of RFC 2045's tokens and RFC 822's quoted-string as a URL writes them
// are rfc2397-readings.bnf's reading of "represented using URL escaped
// encoding of [RFC2396] as necessary".
#pragma once

#include <urlbnf/bnf.hpp>
#include <urlbnf/rfc2396/characters.hpp>

namespace urlbnf::rfc2397 {

namespace pegtl = tao::pegtl;

// clang-format off

// lowalpha = "a" | "b" | ... | "z"
struct lowalpha : rfc2396::lowalpha {};
// upalpha  = "A" | "B" | ... | "Z"
struct upalpha : rfc2396::upalpha {};
// digit    = "0" | "1" | ... | "9"
struct digit : rfc2396::digit {};
// alpha         = lowalpha | upalpha
struct alpha : rfc2396::alpha {};
// alphanum      = alpha | digit
struct alphanum : rfc2396::alphanum {};
// hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
//                         "a" | "b" | "c" | "d" | "e" | "f"
struct hex : rfc2396::hex {};
// escaped       = "%" hex hex
struct escaped : rfc2396::escaped {};
// mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
//                 "(" | ")"
struct mark : rfc2396::mark {};
// unreserved    = alphanum | mark
struct unreserved : rfc2396::unreserved {};
// reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
//                 "$" | ","
struct reserved : rfc2396::reserved {};
// uric          = reserved | unreserved | escaped
struct uric : pegtl::sor<reserved, unreserved, escaped> {};
// urlchar       = uric
struct urlchar : pegtl::seq<uric> {};

// tspecials :=  "(" / ")" / "<" / ">" / "@" /
//               "," / ";" / ":" / "\" / <">
//               "/" / "[" / "]" / "?" / "="
// Read with the "/" RFC 2045 leaves out after <"> (rfc2397-readings.bnf):
// tspecials     = "(" | ")" | "<" | ">" | "@" |
//                 "," | ";" | ":" | "\" | <"> |
//                 "/" | "[" | "]" | "?" | "="
struct tspecials : pegtl::one<'(', ')', '<', '>', '@', ',', ';', ':', '\\', '"', '/', '[', ']', '?', '='> {};

// One of the quoted characters, each its own literal, as the BNF writes
// them: a derivation names the one that matched.
template <char... Cs>
struct quoted_chars : pegtl::sor<literal<Cs>...> {};

// token-char    = alphanum | "!" | "$" | "&" | "'" | "*" | "+" | "-" | "." | "_" | "~"
struct token_char : pegtl::sor<alphanum, quoted_chars<'!', '$', '&', '\'', '*', '+', '-', '.', '_', '~'>> {};

// token-escape  = "%" ( "2" ( "1" | "3" | "4" | "5" | "6" | "7" |
//                             "A" | "B" | "D" | "E" | "a" | "b" | "d" | "e" ) |
//                       "3" digit |
//                       "4" ( "1" | ... | "9" | "A" | ... | "F" | "a" | ... | "f" ) |
//                       "5" ( digit | "A" | "E" | "F" | "a" | "e" | "f" ) |
//                       "6" hex |
//                       "7" ( digit | "A" | "B" | "C" | "D" | "E" |
//                                     "a" | "b" | "c" | "d" | "e" ) )
// An escape of a token's octet: a printable US-ASCII character but a tspecial.
struct token_escape
    : pegtl::seq<literal<'%'>,
                 pegtl::sor<pegtl::seq<literal<'2'>, quoted_chars<'1', '3', '4', '5', '6', '7', 'A', 'B', 'D', 'E', 'a', 'b', 'd', 'e'>>,
                            pegtl::seq<literal<'3'>, digit>,
                            pegtl::seq<literal<'4'>, quoted_chars<'1', '2', '3', '4', '5', '6', '7', '8', '9',
                                                           'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'>>,
                            pegtl::seq<literal<'5'>, pegtl::sor<digit, quoted_chars<'A', 'E', 'F', 'a', 'e', 'f'>>>,
                            pegtl::seq<literal<'6'>, hex>,
                            pegtl::seq<literal<'7'>, pegtl::sor<digit, quoted_chars<'A', 'B', 'C', 'D', 'E', 'a', 'b', 'c', 'd', 'e'>>>>> {};

// qtext-escape  = "%" ( "0" ( digit | "A" | "B" | "C" | "E" | "F" | "a" | "b" | "c" | "e" | "f" ) |
//                       "1" hex |
//                       "2" ( "0" | "1" | "3" | ... | "9" | "A" | ... | "F" | "a" | ... | "f" ) |
//                       "3" hex | "4" hex |
//                       "5" ( digit | "A" | "B" | "D" | "E" | "F" | "a" | "b" | "d" | "e" | "f" ) |
//                       "6" hex | "7" hex )
// An escape of RFC 822's qtext: a US-ASCII octet but '"', '\' and CR.
struct qtext_escape
    : pegtl::seq<literal<'%'>,
                 pegtl::sor<pegtl::seq<literal<'0'>, pegtl::sor<digit, quoted_chars<'A', 'B', 'C', 'E', 'F', 'a', 'b', 'c', 'e', 'f'>>>,
                            pegtl::seq<literal<'1'>, hex>,
                            pegtl::seq<literal<'2'>, quoted_chars<'0', '1', '3', '4', '5', '6', '7', '8', '9',
                                                           'A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'>>,
                            pegtl::seq<literal<'3'>, hex>,
                            pegtl::seq<literal<'4'>, hex>,
                            pegtl::seq<literal<'5'>, pegtl::sor<digit, quoted_chars<'A', 'B', 'D', 'E', 'F', 'a', 'b', 'd', 'e', 'f'>>>,
                            pegtl::seq<literal<'6'>, hex>,
                            pegtl::seq<literal<'7'>, hex>>> {};

// char-escape   = "%" ( "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" ) hex
struct char_escape : pegtl::seq<literal<'%'>, quoted_chars<'0', '1', '2', '3', '4', '5', '6', '7'>, hex> {};

// qtext         = token-char | qtext-escape
struct qtext : pegtl::sor<token_char, qtext_escape> {};

// quoted-pair   = ( "%5C" | "%5c" ) ( token-char | char-escape )
struct quoted_pair : pegtl::seq<pegtl::sor<literal<'%', '5', 'C'>, literal<'%', '5', 'c'>>, pegtl::sor<token_char, char_escape>> {};

// clang-format on

}  // namespace urlbnf::rfc2397
