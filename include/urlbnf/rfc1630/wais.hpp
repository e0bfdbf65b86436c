// RFC 1630, "WAIS".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// database               xalphas
struct database : pegtl::seq<xalphas> {};

// wtype                  xalphas
struct wtype : pegtl::seq<xalphas> {};

// wpath                  digits = path ;  [ wpath ]
// Right recursion as an iteration: one or more fields. A path never holds
// ";", so each field ends at its ";".
struct wpath : pegtl::plus<digits, literal<'='>, path, literal<';'>> {};

// waisindex              w a i s : / / hostport / database [ ? search
//                        ]
struct waisindex
    : pegtl::seq<literal<'w', 'a', 'i', 's', ':', '/', '/'>, hostport, literal<'/'>, database,
                 pegtl::opt<literal<'?'>, search>> {};

// waisdoc                w a i s : / / hostport / database / wtype  /
//                        wpath
struct waisdoc
    : pegtl::seq<literal<'w', 'a', 'i', 's', ':', '/', '/'>, hostport, literal<'/'>, database, literal<'/'>, wtype,
                 literal<'/'>, wpath> {};

// waisaddress            waisindex | waisdoc
// Reordered: every waisdoc starts with a waisindex ("wais://h/db"), and an
// ordered choice would keep the shorter match. A waisindex has no "/"
// after its database, so a waisdoc never matches a waisindex's front.
struct waisaddress : pegtl::sor<waisdoc, waisindex> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
