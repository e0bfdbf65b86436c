// RFC 1738 Section 3.3, HTTP.
#pragma once

#include <urlbnf/rfc1738/common_internet.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// The characters of an hsegment and of a search: the BNF gives both the
// same set.
struct hsegment_char : pegtl::sor<uchar, literal<';'>, literal<':'>, literal<'@'>, literal<'&'>, literal<'='>> {};

// hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
struct hsegment : pegtl::star<hsegment_char> {};

// search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
struct search : pegtl::star<hsegment_char> {};

// hpath          = hsegment *[ "/" hsegment ]
struct hpath : pegtl::seq<hsegment, pegtl::star<literal<'/'>, hsegment>> {};

// httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
// hostport, not login: Section 3.3 allows no user name or password.
struct httpurl
    : pegtl::seq<scheme_literal<'h', 't', 't', 'p', ':', '/', '/'>, hostport,
                 pegtl::opt<literal<'/'>, hpath, pegtl::opt<literal<'?'>, search>>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
