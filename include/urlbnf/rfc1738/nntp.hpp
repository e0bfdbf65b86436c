// RFC 1738 Section 3.7, NNTP (see also RFC 977).
#pragma once

#include <urlbnf/rfc1738/news.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
struct nntpurl
    : pegtl::seq<scheme_literal<'n', 'n', 't', 'p', ':', '/', '/'>, hostport, literal<'/'>, group,
                 pegtl::opt<literal<'/'>, digits>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
