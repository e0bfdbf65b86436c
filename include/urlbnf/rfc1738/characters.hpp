// RFC 1738 Section 5, "Miscellaneous definitions": the character classes.
// Section 2.2 gives their meaning: only unreserved characters, escapes and
// reserved characters used for their reserved purpose may appear unencoded;
// national and punctuation characters never may.
#pragma once

#include <urlbnf/bnf.hpp>

namespace urlbnf::rfc1738 {

namespace pegtl = tao::pegtl;

// clang-format off

// lowalpha       = "a" | "b" | ... | "z"
struct lowalpha : pegtl::range<'a', 'z'> {};
// hialpha        = "A" | "B" | ... | "Z"
struct hialpha : pegtl::range<'A', 'Z'> {};
// alpha          = lowalpha | hialpha
struct alpha : pegtl::sor<lowalpha, hialpha> {};
// digit          = "0" | "1" | ... | "9"
struct digit : pegtl::range<'0', '9'> {};
// safe           = "$" | "-" | "_" | "." | "+"
struct safe : pegtl::one<'$', '-', '_', '.', '+'> {};
// extra          = "!" | "*" | "'" | "(" | ")" | ","
struct extra : pegtl::one<'!', '*', '\'', '(', ')', ','> {};
// national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
struct national : pegtl::one<'{', '}', '|', '\\', '^', '~', '[', ']', '`'> {};
// punctuation    = "<" | ">" | "#" | "%" | <">
struct punctuation : pegtl::one<'<', '>', '#', '%', '"'> {};
// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="
struct reserved : pegtl::one<';', '/', '?', ':', '@', '&', '='> {};
// hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
//                  "a" | "b" | "c" | "d" | "e" | "f"
struct hex : pegtl::sor<digit, pegtl::range<'A', 'F'>, pegtl::range<'a', 'f'>> {};
// escape         = "%" hex hex
struct escape : pegtl::seq<literal<'%'>, hex, hex> {};
// unreserved     = alpha | digit | safe | extra
struct unreserved : pegtl::sor<alpha, digit, safe, extra> {};
// uchar          = unreserved | escape
struct uchar : pegtl::sor<unreserved, escape> {};
// xchar          = unreserved | reserved | escape
struct xchar : pegtl::sor<unreserved, reserved, escape> {};
// digits         = 1*digit
struct digits : pegtl::plus<digit> {};

// clang-format on

}  // namespace urlbnf::rfc1738
