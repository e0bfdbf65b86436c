// RFC 1738 Section 3.5, MAILTO (see also RFC 822).
#pragma once

#include <urlbnf/rfc1738/characters.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// encoded822addr = 1*xchar               ; further defined in RFC822
struct encoded822addr : pegtl::plus<xchar> {};

// mailtourl      = "mailto:" encoded822addr
struct mailtourl : pegtl::seq<scheme_literal<'m', 'a', 'i', 'l', 't', 'o', ':'>, encoded822addr> {};

// clang-format on

}  // namespace urlbnf::rfc1738
