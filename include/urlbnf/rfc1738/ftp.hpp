// RFC 1738 Section 3.2, FTP (see also RFC 959).
#pragma once

#include <urlbnf/rfc1738/common_internet.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
// No "/" and no ";": Section 3.2.2 reserves both within a name or CWD part.
struct fsegment
    : pegtl::star<pegtl::sor<uchar, literal<'?'>, literal<':'>, literal<'@'>, literal<'&'>, literal<'='>>> {};

// fpath          = fsegment *[ "/" fsegment ]
struct fpath : pegtl::seq<fsegment, pegtl::star<literal<'/'>, fsegment>> {};

// ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
struct ftptype
    : pegtl::sor<literal<'A'>, literal<'I'>, literal<'D'>, literal<'a'>, literal<'i'>, literal<'d'>> {};

// ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
struct ftpurl
    : pegtl::seq<scheme_literal<'f', 't', 'p', ':', '/', '/'>, login,
                 pegtl::opt<literal<'/'>, fpath,
                            pegtl::opt<literal<';', 't', 'y', 'p', 'e', '='>, ftptype>>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
