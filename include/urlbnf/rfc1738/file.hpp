// RFC 1738 Section 3.10, FILES.
#pragma once

#include <urlbnf/rfc1738/ftp.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// fileurl        = "file://" [ host | "localhost" ] "/" fpath
// "localhost" is itself a hostname, so `host` always takes it; the literal
// stays to keep the BNF's shape (Section 3.10 gives it its own meaning).
struct fileurl
    : pegtl::seq<scheme_literal<'f', 'i', 'l', 'e', ':', '/', '/'>,
                 pegtl::opt<pegtl::sor<host, literal<'l', 'o', 'c', 'a', 'l', 'h', 'o', 's', 't'>>>,
                 literal<'/'>, fpath> {};

// clang-format on

}  // namespace urlbnf::rfc1738
