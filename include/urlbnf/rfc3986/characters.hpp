// RFC 3986 Section 2: the characters of a URI, with the RFC 5234 core rules
// (Appendix B.1) that Section 1.3 imports.
#pragma once

#include <cstddef>
#include <urlbnf/bnf.hpp>
#include <utility>

namespace urlbnf::rfc3986 {

namespace pegtl = tao::pegtl;

// An ABNF quoted string with a letter (RFC 5234 Section 2.3): the letters
// match in either case. One without letters ("::", "%25") is a literal.
template <char... Cs>
struct caseless : pegtl::istring<Cs...> {};

// A value range outside a character class (%x31-39 in dec-octet): as RFC
// 5234 Section 3.4 defines it, the alternation of its characters, each an
// exact literal, so that a derivation names the character matched.
template <char Lo, typename Offsets>
struct value_range_of;

template <char Lo, std::size_t... Offsets>
struct value_range_of<Lo, std::index_sequence<Offsets...>> {
  using type = pegtl::sor<literal<static_cast<char>(Lo + Offsets)>...>;
};

template <char Lo, char Hi>
using value_range = typename value_range_of<Lo, std::make_index_sequence<Hi - Lo + 1>>::type;

// clang-format off

// ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z
struct ALPHA : pegtl::sor<pegtl::range<'A', 'Z'>, pegtl::range<'a', 'z'>> {};

// DIGIT          =  %x30-39
//                        ; 0-9
struct DIGIT : pegtl::range<'0', '9'> {};

// HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
// Quoted strings: "A" is A or a. Written as ranges so that the table of
// the validation fast path holds it.
struct HEXDIG : pegtl::sor<DIGIT, pegtl::range<'A', 'F'>, pegtl::range<'a', 'f'>> {};

// pct-encoded   = "%" HEXDIG HEXDIG
struct pct_encoded : pegtl::seq<literal<'%'>, HEXDIG, HEXDIG> {};

// unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
struct unreserved : pegtl::sor<ALPHA, DIGIT, literal<'-'>, literal<'.'>, literal<'_'>, literal<'~'>> {};

// gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
struct gen_delims : pegtl::one<':', '/', '?', '#', '[', ']', '@'> {};

// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
//               / "*" / "+" / "," / ";" / "="
struct sub_delims : pegtl::one<'!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '='> {};

// reserved      = gen-delims / sub-delims
struct reserved : pegtl::sor<gen_delims, sub_delims> {};

// pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
struct pchar : pegtl::sor<unreserved, pct_encoded, sub_delims, literal<':'>, literal<'@'>> {};

// clang-format on

}  // namespace urlbnf::rfc3986

namespace urlbnf {

template <char... Cs>
inline constexpr production_meta meta_of<rfc3986::caseless<Cs...>>{quoted_v<Cs...>, ""};

}  // namespace urlbnf
