// RFC 1630, "Gopher".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// gtype                  xalpha
struct gtype : pegtl::seq<xalpha> {};

// gcommand               path
struct gcommand : pegtl::seq<path> {};

// gopheraddress          g o p h e r : / / hostport [/ gtype  [
//                        gcommand ] ]
struct gopheraddress
    : pegtl::seq<literal<'g', 'o', 'p', 'h', 'e', 'r', ':', '/', '/'>, hostport,
                 pegtl::opt<literal<'/'>, gtype, pegtl::opt<gcommand>>> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
