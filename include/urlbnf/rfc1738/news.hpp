// RFC 1738 Section 3.6, NEWS (see also RFC 1036).
#pragma once

#include <urlbnf/rfc1738/common_internet.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
struct group
    : pegtl::seq<alpha, pegtl::star<pegtl::sor<alpha, digit, literal<'-'>, literal<'.'>, literal<'+'>, literal<'_'>>>> {};

// article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
// The repeated part has no "@", so it stops at the one "@" that must follow.
struct article
    : pegtl::seq<pegtl::plus<pegtl::sor<uchar, literal<';'>, literal<'/'>, literal<'?'>, literal<':'>, literal<'&'>, literal<'='>>>,
                 literal<'@'>, host> {};

// grouppart      = "*" | group | article
// Reordered: "*" and a group can both be the front of an article
// ("*@host", "comp.x@host"), and PEG would commit to the shorter match.
// An article needs an "@", which neither of the others contains.
struct grouppart : pegtl::sor<article, literal<'*'>, group> {};

// newsurl        = "news:" grouppart
struct newsurl : pegtl::seq<scheme_literal<'n', 'e', 'w', 's', ':'>, grouppart> {};

// clang-format on

}  // namespace urlbnf::rfc1738
