// RFC 1738 Section 3.8, TELNET.
#pragma once

#include <urlbnf/rfc1738/common_internet.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// telneturl      = "telnet://" login [ "/" ]
struct telneturl
    : pegtl::seq<scheme_literal<'t', 'e', 'l', 'n', 'e', 't', ':', '/', '/'>, login, pegtl::opt<literal<'/'>>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
