// RFC 3986 Sections 3 and 4: URIs, relative references and URI references.
#pragma once

#include <urlbnf/rfc3986/authority.hpp>
#include <urlbnf/rfc3986/path.hpp>

namespace urlbnf::rfc3986 {

// clang-format off

// scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
struct scheme : pegtl::seq<ALPHA, pegtl::star<pegtl::sor<ALPHA, DIGIT, literal<'+'>, literal<'-'>, literal<'.'>>>> {};

// query         = *( pchar / "/" / "?" )
struct query : pegtl::star<pegtl::sor<pchar, literal<'/'>, literal<'?'>>> {};

// fragment      = *( pchar / "/" / "?" )
struct fragment : pegtl::star<pegtl::sor<pchar, literal<'/'>, literal<'?'>>> {};

// hier-part     = "//" authority path-abempty
//               / path-absolute
//               / path-rootless
//               / path-empty
// As written: only the first alternative can span a part that begins with
// "//", the others differ in their first character, and path-empty, last,
// is what is left.
template <typename G>
struct hier_part
    : pegtl::sor<pegtl::seq<literal<'/', '/'>, authority<G>, path_abempty>, path_absolute, path_rootless,
                 path_empty> {};

// relative-part = "//" authority path-abempty
//               / path-absolute
//               / path-noscheme
//               / path-empty
// As hier-part.
template <typename G>
struct relative_part
    : pegtl::sor<pegtl::seq<literal<'/', '/'>, authority<G>, path_abempty>, path_absolute, path_noscheme,
                 path_empty> {};

// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
template <typename G>
struct URI
    : pegtl::seq<scheme, literal<':'>, hier_part<G>, pegtl::opt<literal<'?'>, query>,
                 pegtl::opt<literal<'#'>, fragment>> {};

// absolute-URI  = scheme ":" hier-part [ "?" query ]
template <typename G>
struct absolute_URI : pegtl::seq<scheme, literal<':'>, hier_part<G>, pegtl::opt<literal<'?'>, query>> {};

// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
template <typename G>
struct relative_ref
    : pegtl::seq<relative_part<G>, pegtl::opt<literal<'?'>, query>, pegtl::opt<literal<'#'>, fragment>> {};

// URI-reference = URI / relative-ref
// As written: no string is both. A URI begins with a scheme and ":"; a
// relative-ref that begins with scheme characters begins with a
// path-noscheme, whose first segment holds no ":" and may not be followed
// by one ("this:that" is a URI, "./this:that" a relative-ref).
template <typename G>
struct URI_reference : pegtl::sor<URI<G>, relative_ref<G>> {};

// clang-format on

// RFC 3986 as Appendix A writes it.
struct grammar_3986 {
  using IP_literal = rfc3986::IP_literal;
};

}  // namespace urlbnf::rfc3986
