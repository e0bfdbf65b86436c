// RFC 1630, "BNF for specific URL schemes": the character productions and
// the path and search of the URL BNF. Its safe set has the "+" that the
// generic BNF's lacks, so xalpha and everything built on it differ from the
// generic BNF's namesakes.
#pragma once

#include <urlbnf/rfc1630/characters.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// safe                   $ | - | _ | @ | . | &  | + | -
// The set as listed: "-" twice is "-" once.
struct safe : pegtl::one<'$', '-', '_', '@', '.', '&', '+'> {};

// xalpha                 alpha | digit | safe | extra | escape
struct xalpha : pegtl::sor<alpha, digit, safe, extra, escape> {};

// xalphas                xalpha [ xalphas ]
// Right recursion as an iteration: one or more xalpha.
struct xalphas : pegtl::plus<xalpha> {};

// xpalpha                xalpha | +
// "+" is an xalpha already (safe has it), so the second alternative adds
// nothing; both are single characters, so the order is free.
struct xpalpha : pegtl::sor<xalpha, literal<'+'>> {};

// xpalphas               xpalpha [ xpalphas ]
// Right recursion as an iteration: one or more xpalpha.
struct xpalphas : pegtl::plus<xpalpha> {};

// ialpha                 alpha [ xalphas ]
struct ialpha : pegtl::seq<alpha, pegtl::opt<xalphas>> {};

// scheme                 ialpha
struct scheme : pegtl::seq<ialpha> {};

// digits                 digit [ digits ]
// Right recursion as an iteration: one or more digit.
struct digits : pegtl::plus<digit> {};

// alphanum               alpha | digit
struct alphanum : pegtl::sor<alpha, digit> {};

// alphanums              alphanum [ alphanums ]
// Right recursion as an iteration: one or more alphanum.
struct alphanums : pegtl::plus<alphanum> {};

// alphanum2              alpha | digit | - | _ | . | +
struct alphanum2 : pegtl::sor<alpha, digit, literals<'-', '_', '.', '+'>> {};

// segment                xpalphas
struct segment : pegtl::seq<xpalphas> {};

// path                   void |  segment  [  / path ]
// Right recursion as an iteration: segments separated by "/", then a "/"
// when the innermost path is void; or void alone, tried last since it
// always matches. Neither a leading "/" nor "//" is in this language.
struct path
    : pegtl::sor<pegtl::seq<segment, pegtl::star<literal<'/'>, segment>, pegtl::opt<literal<'/'>>>, void_> {};

// search                 xalphas [ + search ]
// Every "+" is an xalpha here (safe has it), so xalphas takes each one and
// "+ search" could never follow: the language is that of xalphas. That a
// "+" in a search stands for a space ("QUERY STRINGS") is its meaning, not
// its syntax.
struct search : pegtl::seq<xalphas> {};

// fragmentid             xalphas
struct fragmentid : pegtl::seq<xalphas> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
