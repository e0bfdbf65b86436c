// RFC 1808 Sections 2.1 and 2.2: absolute and relative URLs, their
// components, and the generic-RL syntax a base URL must follow.
//
// Within a generic-RL or a relativeURL, what may follow a component is a
// character the component cannot hold: a scheme is followed by ":", a
// net_loc by "/", a path by ";" or "?", params by "?", and, in a URL, the
// last of them by "#". So each has at most one derivation of a string,
// and PEG's greedy repetitions find it; URL and absoluteURL, which are
// ambiguous, say how they are read.
#pragma once

#include <urlbnf/rfc1808/characters.hpp>

namespace urlbnf::rfc1808 {

// clang-format off

// fragment    =  *( uchar | reserved )
struct fragment : pegtl::star<pegtl::sor<uchar, reserved>> {};

// query       =  *( uchar | reserved )
struct query : pegtl::star<pegtl::sor<uchar, reserved>> {};

// net_loc     =  *( pchar | ";" | "?" )
struct net_loc : pegtl::star<pegtl::sor<pchar, literal<';'>, literal<'?'>>> {};

// scheme      = 1*( alpha | digit | "+" | "-" | "." )
struct scheme : pegtl::plus<pegtl::sor<alpha, digit, literal<'+'>, literal<'-'>, literal<'.'>>> {};

// param       = *( pchar | "/" )
struct param : pegtl::star<pegtl::sor<pchar, literal<'/'>>> {};

// params      = param *( ";" param )
struct params : pegtl::seq<param, pegtl::star<literal<';'>, param>> {};

// segment     =  *pchar
struct segment : pegtl::star<pchar> {};

// fsegment    = 1*pchar
struct fsegment : pegtl::plus<pchar> {};

// path        = fsegment *( "/" segment )
struct path : pegtl::seq<fsegment, pegtl::star<literal<'/'>, segment>> {};

// rel_path    = [ path ] [ ";" params ] [ "?" query ]
// A rel_path never starts with "/": its path starts with a pchar.
struct rel_path : pegtl::seq<pegtl::opt<path>, pegtl::opt<literal<';'>, params>, pegtl::opt<literal<'?'>, query>> {};

// abs_path    = "/"  rel_path
// So an abs_path never starts with "//", nor does the path after a
// net_loc: "//a//b" is no relativeURL, "http://a//b" no generic-RL.
struct abs_path : pegtl::seq<literal<'/'>, rel_path> {};

// net_path    = "//" net_loc [ abs_path ]
struct net_path : pegtl::seq<literal<'/', '/'>, net_loc, pegtl::opt<abs_path>> {};

// relativeURL = net_path | abs_path | rel_path
// The alternatives start differently ("//", one "/", anything else), so
// PEG's first match is the only one.
struct relativeURL : pegtl::sor<net_path, abs_path, rel_path> {};

// generic-RL  = scheme ":" relativeURL
// scheme holds no ":", so it is everything up to the first one.
struct generic_RL : pegtl::seq<scheme, literal<':'>, relativeURL> {};

// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
// Every generic-RL matches the second alternative too, which also takes
// what generic-RL cannot ("http://a//b"), where PEG would keep generic-RL's
// shorter match ("http://a"). So generic-RL is kept only when no character
// of *( uchar | reserved ) follows it; the language is the second
// alternative's, and a URL that has the generic-RL syntax is read as one.
struct absoluteURL
    : pegtl::sor<pegtl::seq<generic_RL, pegtl::not_at<pegtl::sor<uchar, reserved>>>,
                 pegtl::seq<scheme, literal<':'>, pegtl::star<pegtl::sor<uchar, reserved>>>> {};

// URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
// Ambiguous: every absoluteURL is also a relativeURL, a rel_path whose
// first segment holds the scheme and its ":" (pchar has ":"), as "g:h"
// or "http://a//b". Section 2.4.2 reads a scheme whenever a colon follows
// scheme characters, and so does PEG's ordered choice: absoluteURL is tried
// first, and when it matches it spans every character a relativeURL could
// (both are made of uchar and reserved). The order decides only the
// derivation, not the language. The empty string is a URL (Section 5.2's
// empty reference). The fragment is kept although Section 2.4.1 sets
// it aside as "not part of the URL".
struct URL : pegtl::seq<pegtl::sor<absoluteURL, relativeURL>, pegtl::opt<literal<'#'>, fragment>> {};

// clang-format on

}  // namespace urlbnf::rfc1808
