// RFC 2396 Section 2: the characters of a URI (Appendix A's productions).
#pragma once

#include <urlbnf/bnf.hpp>

namespace urlbnf::rfc2396 {

namespace pegtl = tao::pegtl;

// clang-format off

// lowalpha = "a" | "b" | ... | "z"
struct lowalpha : pegtl::range<'a', 'z'> {};
// upalpha  = "A" | "B" | ... | "Z"
struct upalpha : pegtl::range<'A', 'Z'> {};
// digit    = "0" | "1" | ... | "9"
struct digit : pegtl::range<'0', '9'> {};
// alpha         = lowalpha | upalpha
struct alpha : pegtl::sor<lowalpha, upalpha> {};
// alphanum      = alpha | digit
struct alphanum : pegtl::sor<alpha, digit> {};
// hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
//                         "a" | "b" | "c" | "d" | "e" | "f"
struct hex : pegtl::sor<digit, pegtl::range<'A', 'F'>, pegtl::range<'a', 'f'>> {};
// escaped       = "%" hex hex
struct escaped : pegtl::seq<literal<'%'>, hex, hex> {};
// mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
//                 "(" | ")"
struct mark : pegtl::one<'-', '_', '.', '!', '~', '*', '\'', '(', ')'> {};
// unreserved    = alphanum | mark
struct unreserved : pegtl::sor<alphanum, mark> {};
// reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
//                 "$" | ","
struct reserved : pegtl::one<';', '/', '?', ':', '@', '&', '=', '+', '$', ','> {};
// uric          = reserved | unreserved | escaped
// RFC 2732 changes `reserved`; G names the grammar's own.
template <typename G>
struct uric : pegtl::sor<typename G::reserved, unreserved, escaped> {};
// uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
//                 "&" | "=" | "+" | "$" | ","
struct uric_no_slash
    : pegtl::sor<unreserved, escaped, literal<';'>, literal<'?'>, literal<':'>, literal<'@'>, literal<'&'>,
                 literal<'='>, literal<'+'>, literal<'$'>, literal<','>> {};

// clang-format on

}  // namespace urlbnf::rfc2396
