// RFC 1738 Section 3.9, WAIS (see also RFC 1625).
#pragma once

#include <urlbnf/rfc1738/http.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// database       = *uchar
struct database : pegtl::star<uchar> {};
// wtype          = *uchar
struct wtype : pegtl::star<uchar> {};
// wpath          = *uchar
struct wpath : pegtl::star<uchar> {};

using wais_prefix = scheme_literal<'w', 'a', 'i', 's', ':', '/', '/'>;

// waisdatabase   = "wais://" hostport "/" database
struct waisdatabase : pegtl::seq<wais_prefix, hostport, literal<'/'>, database> {};

// waisindex      = "wais://" hostport "/" database "?" search
struct waisindex : pegtl::seq<wais_prefix, hostport, literal<'/'>, database, literal<'?'>, search> {};

// waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
struct waisdoc
    : pegtl::seq<wais_prefix, hostport, literal<'/'>, database, literal<'/'>, wtype, literal<'/'>, wpath> {};

// waisurl        = waisdatabase | waisindex | waisdoc
// Reordered longest first: a waisdatabase is the front of every waisindex
// and waisdoc, and PEG would commit to it. The three are otherwise
// disjoint (a database is followed by nothing, "?" or "/").
struct waisurl : pegtl::sor<waisdoc, waisindex, waisdatabase> {};

// clang-format on

}  // namespace urlbnf::rfc1738
