// RFC 1630, "Telnet, rlogin, tn3270": only telnet has a production.
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// telnetaddress          t e l n e t : / / login
struct telnetaddress : pegtl::seq<literal<'t', 'e', 'l', 'n', 'e', 't', ':', '/', '/'>, login> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
