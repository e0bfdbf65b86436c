// RFC 1630, "BNF of Generic URI Syntax": a URI "at the level at which
// specific schemes are not considered", read with
// grammar/rfc1630-generic-errata.bnf. Its safe set lacks the "+" of the URL
// BNF's, so most of its productions differ from their namesakes there.
#pragma once

#include <urlbnf/rfc1630/characters.hpp>

namespace urlbnf::rfc1630::generic {

// clang-format off

// safe                   $ | - | _ | @ | . | &
struct safe : pegtl::one<'$', '-', '_', '@', '.', '&'> {};

// xalpha                 alpha | digit | safe | extra | escape
struct xalpha : pegtl::sor<alpha, digit, safe, extra, escape> {};

// xalphas                xalpha [ xalphas ]
// Right recursion as an iteration: one or more xalpha.
struct xalphas : pegtl::plus<xalpha> {};

// xpalpha                xalpha | +
struct xpalpha : pegtl::sor<xalpha, literal<'+'>> {};

// xpalphas               xpalpha [ xpalpha ]
// Read as "xpalpha [ xpalphas ]" (grammar/rfc1630-generic-errata.bnf), as
// an iteration: one or more xpalpha.
struct xpalphas : pegtl::plus<xpalpha> {};

// ialpha                 alpha [ xalphas ]
struct ialpha : pegtl::seq<alpha, pegtl::opt<xalphas>> {};

// scheme                 ialpha
struct scheme : pegtl::seq<ialpha> {};

// path                   void |  xpalphas  [  / path ]
// Right recursion as an iteration: xpalphas separated by "/", then a "/"
// when the innermost path is void; or void alone, tried last since it
// always matches. Neither a leading "/" nor "//" is in this language.
struct path
    : pegtl::sor<pegtl::seq<xpalphas, pegtl::star<literal<'/'>, xpalphas>, pegtl::opt<literal<'/'>>>, void_> {};

// search                 xalphas [ + search ]
// Right recursion as an iteration: xalphas separated by "+" (no xalpha is
// a "+" here).
struct search : pegtl::seq<xalphas, pegtl::star<literal<'+'>, xalphas>> {};

// fragmentid             xalphas
struct fragmentid : pegtl::seq<xalphas> {};

// uri                    scheme :  path [ ? search ]
struct uri : pegtl::seq<scheme, literal<':'>, path, pegtl::opt<literal<'?'>, search>> {};

// fragmentaddress        uri [ # fragmentid ]
struct fragmentaddress : pegtl::seq<uri, pegtl::opt<literal<'#'>, fragmentid>> {};

// clang-format on

}  // namespace urlbnf::rfc1630::generic
