// RFC 1630, "HTTP".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// httpaddress            h t t p :   / / hostport [  / path ] [ ?
//                        search ]
// No "# fragmentid": the HTTP examples' "people#andy" is not in this
// language (see grammar/README.md).
struct httpaddress
    : pegtl::seq<literal<'h', 't', 't', 'p', ':', '/', '/'>, hostport, pegtl::opt<literal<'/'>, path>,
                 pegtl::opt<literal<'?'>, search>> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
