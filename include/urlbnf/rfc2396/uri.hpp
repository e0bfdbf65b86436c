// RFC 2396 Sections 3, 4 and 5: absolute and relative URI references.
#pragma once

#include <urlbnf/rfc2396/path.hpp>
#include <urlbnf/rfc2396/server.hpp>

namespace urlbnf::rfc2396 {

// clang-format off

// scheme        = alpha *( alpha | digit | "+" | "-" | "." )
struct scheme : pegtl::seq<alpha, pegtl::star<pegtl::sor<alpha, digit, literal<'+'>, literal<'-'>, literal<'.'>>>> {};

// query         = *uric
template <typename G>
struct query : pegtl::star<uric<G>> {};

// fragment      = *uric
template <typename G>
struct fragment : pegtl::star<uric<G>> {};

// net_path      = "//" authority [ abs_path ]
template <typename G>
struct net_path : pegtl::seq<literal<'/', '/'>, authority<G>, pegtl::opt<abs_path>> {};

// rel_segment   = 1*( unreserved | escaped |
//                     ";" | "@" | "&" | "=" | "+" | "$" | "," )
// No ":": a first segment holding one would read as a scheme.
struct rel_segment
    : pegtl::plus<pegtl::sor<unreserved, escaped, literal<';'>, literal<'@'>, literal<'&'>, literal<'='>,
                             literal<'+'>, literal<'$'>, literal<','>>> {};

// rel_path      = rel_segment [ abs_path ]
struct rel_path : pegtl::seq<rel_segment, pegtl::opt<abs_path>> {};

// hier_part     = ( net_path | abs_path ) [ "?" query ]
// net_path first: every "//..." that abs_path matches, net_path matches
// too (a segment's characters all fit in a reg_name), so nothing is lost.
template <typename G>
struct hier_part : pegtl::seq<pegtl::sor<net_path<G>, abs_path>, pegtl::opt<literal<'?'>, query<G>>> {};

// absoluteURI   = scheme ":" ( hier_part | opaque_part )
// The alternatives differ in their first character ("/" or not).
template <typename G>
struct absoluteURI : pegtl::seq<scheme, literal<':'>, pegtl::sor<hier_part<G>, opaque_part<G>>> {};

// relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
template <typename G>
struct relativeURI
    : pegtl::seq<pegtl::sor<net_path<G>, abs_path, rel_path>, pegtl::opt<literal<'?'>, query<G>>> {};

// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
// absoluteURI first: a relativeURI can only match the front of an
// absolute one (rel_segment stops at the scheme's ":"). The empty string
// is a URI-reference (Section 4.2: a reference to the current document).
template <typename G>
struct URI_reference
    : pegtl::seq<pegtl::opt<pegtl::sor<absoluteURI<G>, relativeURI<G>>>, pegtl::opt<literal<'#'>, fragment<G>>> {};

// clang-format on

// RFC 2396 as Appendix A writes it.
struct grammar_2396 {
  using reserved = rfc2396::reserved;
  using host = rfc2396::host;
};

}  // namespace urlbnf::rfc2396
