// RFC 2396 Section 3.3: the path component.
#pragma once

#include <urlbnf/rfc2396/characters.hpp>

namespace urlbnf::rfc2396 {

// clang-format off

// pchar         = unreserved | escaped |
//                 ":" | "@" | "&" | "=" | "+" | "$" | ","
struct pchar
    : pegtl::sor<unreserved, escaped, literal<':'>, literal<'@'>, literal<'&'>, literal<'='>, literal<'+'>,
                 literal<'$'>, literal<','>> {};

// param         = *pchar
struct param : pegtl::star<pchar> {};

// segment       = *pchar *( ";" param )
struct segment : pegtl::seq<pegtl::star<pchar>, pegtl::star<literal<';'>, param>> {};

// path_segments = segment *( "/" segment )
struct path_segments : pegtl::seq<segment, pegtl::star<literal<'/'>, segment>> {};

// abs_path      = "/"  path_segments
struct abs_path : pegtl::seq<literal<'/'>, path_segments> {};

// opaque_part   = uric_no_slash *uric
template <typename G>
struct opaque_part : pegtl::seq<uric_no_slash, pegtl::star<uric<G>>> {};

// path          = [ abs_path | opaque_part ]
// The two alternatives differ in their first character ("/" or not).
template <typename G>
struct path : pegtl::opt<pegtl::sor<abs_path, opaque_part<G>>> {};

// clang-format on

}  // namespace urlbnf::rfc2396
