// RFC 1738 Section 3.11, PROSPERO.
#pragma once

#include <urlbnf/rfc1738/common_internet.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
struct psegment
    : pegtl::star<pegtl::sor<uchar, literal<'?'>, literal<':'>, literal<'@'>, literal<'&'>, literal<'='>>> {};

// ppath          = psegment *[ "/" psegment ]
struct ppath : pegtl::seq<psegment, pegtl::star<literal<'/'>, psegment>> {};

// fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
struct fieldname : pegtl::star<pegtl::sor<uchar, literal<'?'>, literal<':'>, literal<'@'>, literal<'&'>>> {};

// fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
struct fieldvalue : pegtl::star<pegtl::sor<uchar, literal<'?'>, literal<':'>, literal<'@'>, literal<'&'>>> {};

// fieldspec      = ";" fieldname "=" fieldvalue
struct fieldspec : pegtl::seq<literal<';'>, fieldname, literal<'='>, fieldvalue> {};

// prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
// hostport, not login: Section 3.11 allows no user name or password.
struct prosperourl
    : pegtl::seq<scheme_literal<'p', 'r', 'o', 's', 'p', 'e', 'r', 'o', ':', '/', '/'>, hostport, literal<'/'>,
                 ppath, pegtl::star<fieldspec>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
