// RFC 1738 Section 3.4, GOPHER (see also RFC 1436).
#pragma once

#include <urlbnf/rfc1738/http.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// gtype          = xchar
// (A seq, not a subclass, keeps xchar a node of the derivation tree.)
struct gtype : pegtl::seq<xchar> {};

// selector       = *xchar
struct selector : pegtl::star<xchar> {};

// gopher+_string = *xchar
struct gopher_plus_string : pegtl::star<xchar> {};

// The encoded tab that introduces the search and the gopher+ string: the
// BNF's literal "%09", a node of the derivation as every literal is.
using gopher_tab = literal<'%', '0', '9'>;

// A selector or search that stops before the first encoded tab. Section
// 3.4.1: a Gopher selector never contains a tab, so the first "%09" is the
// delimiter; the BNF's `selector = *xchar` alone would swallow it.
struct selector_before_tab : pegtl::star<pegtl::not_at<gopher_tab>, xchar> {};
struct search_before_tab : pegtl::star<pegtl::not_at<gopher_tab>, hsegment_char> {};

// <selector>%09<search>%09<gopher+_string>, split at the tabs (Section 3.4),
// when that split covers the whole rest of the URL.
struct gopher_path_split
    : pegtl::seq<selector_before_tab,
                 pegtl::opt<gopher_tab, search_before_tab, pegtl::opt<gopher_tab, gopher_plus_string>>,
                 pegtl::not_at<xchar>> {};

// gopherurl      = "gopher://" hostport [ / [ gtype [ selector
//                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
// Everything after gtype is *xchar in the BNF (selector may hold any
// escape). The tab split is tried first; when the text after a tab is not
// a valid search (it holds "/" or "?"), the BNF's only reading is a
// selector that contains the "%09", and the second alternative takes it.
struct gopherurl
    : pegtl::seq<scheme_literal<'g', 'o', 'p', 'h', 'e', 'r', ':', '/', '/'>, hostport,
                 pegtl::opt<literal<'/'>, pegtl::opt<gtype, pegtl::sor<gopher_path_split, selector>>>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
