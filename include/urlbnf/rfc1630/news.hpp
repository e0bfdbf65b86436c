// RFC 1630, "News" (message identifiers as in RFC 1036) and "NNTP".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// group                  ialpha [ . group ]
// Every "." is an xalpha (safe has it), so ialpha takes each one and
// ". group" could never follow: the language is that of ialpha.
struct group : pegtl::seq<ialpha> {};

// Where an article's xalphas end: at an "@" after which a host spans the
// rest of the article (host takes "@" too, so the first such "@" will do).
struct article_host_follows : pegtl::seq<pegtl::one<'@'>, host, pegtl::not_at<xalpha>> {};

// The xalphas of an article: one xalpha, then more up to the "@" of its
// host. xalphas and hostname both hold "@" and ".", so a greedy xalphas
// would take the host too.
struct article_xalphas : pegtl::seq<xalpha, pegtl::star<not_ahead<article_host_follows>, xalpha>> {};

// article                xalphas @ host
// Reshaped as article_xalphas says.
struct article : pegtl::seq<article_xalphas, literal<'@'>, host> {};

// groupart               * | group | article
// Reordered: "*" and a group can both be the front of an article ("*@h",
// "comp.x@h"), and an ordered choice would keep the shorter match. No
// article is "*", which needs no "@".
struct groupart : pegtl::sor<article, literal<'*'>, group> {};

// newsaddress            n e w s : groupart
struct newsaddress : pegtl::seq<literal<'n', 'e', 'w', 's', ':'>, groupart> {};

// nntpaddress            n n t p : group /  digits
struct nntpaddress : pegtl::seq<literal<'n', 'n', 't', 'p', ':'>, group, literal<'/'>, digits> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
