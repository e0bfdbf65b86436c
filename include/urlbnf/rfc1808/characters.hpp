// RFC 1808 Section 2.2: the characters of a URL, as RFC 1738 Section 5
// defines them, with pchar for path segments.
#pragma once

#include <urlbnf/bnf.hpp>

namespace urlbnf::rfc1808 {

namespace pegtl = tao::pegtl;

// clang-format off

// lowalpha    = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
//               "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
//               "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"
struct lowalpha : pegtl::range<'a', 'z'> {};
// hialpha     = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
//               "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
//               "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
struct hialpha : pegtl::range<'A', 'Z'> {};
// alpha       = lowalpha | hialpha
struct alpha : pegtl::sor<lowalpha, hialpha> {};
// digit       = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
//               "8" | "9"
struct digit : pegtl::range<'0', '9'> {};
// safe        = "$" | "-" | "_" | "." | "+"
struct safe : pegtl::one<'$', '-', '_', '.', '+'> {};
// extra       = "!" | "*" | "'" | "(" | ")" | ","
struct extra : pegtl::one<'!', '*', '\'', '(', ')', ','> {};
// national    = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
struct national : pegtl::one<'{', '}', '|', '\\', '^', '~', '[', ']', '`'> {};
// reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="
struct reserved : pegtl::one<';', '/', '?', ':', '@', '&', '='> {};
// punctuation = "<" | ">" | "#" | "%" | <">
struct punctuation : pegtl::one<'<', '>', '#', '%', '"'> {};
// hex         = digit | "A" | "B" | "C" | "D" | "E" | "F" |
//                       "a" | "b" | "c" | "d" | "e" | "f"
struct hex : pegtl::sor<digit, pegtl::range<'A', 'F'>, pegtl::range<'a', 'f'>> {};
// escape      = "%" hex hex
struct escape : pegtl::seq<literal<'%'>, hex, hex> {};
// unreserved  = alpha | digit | safe | extra
struct unreserved : pegtl::sor<alpha, digit, safe, extra> {};
// uchar       = unreserved | escape
struct uchar : pegtl::sor<unreserved, escape> {};
// pchar       = uchar | ":" | "@" | "&" | "="
struct pchar : pegtl::sor<uchar, literal<':'>, literal<'@'>, literal<'&'>, literal<'='>> {};

// clang-format on

}  // namespace urlbnf::rfc1808
