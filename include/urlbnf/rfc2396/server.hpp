// RFC 2396 Section 3.2: the authority component, server-based (3.2.2) or
// registry-based (3.2.1).
#pragma once

#include <urlbnf/rfc2396/characters.hpp>

namespace urlbnf::rfc2396 {

// clang-format off

// A label's tail: any number of hyphens-then-alphanum runs, so that it
// always ends on an alphanum, as both label productions require.
struct label_tail : pegtl::star<pegtl::star<literal<'-'>>, alphanum> {};

// domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum
// Reshaped: in PEG the first alternative would win after one character.
struct domainlabel : pegtl::seq<alphanum, label_tail> {};

// toplabel      = alpha | alpha *( alphanum | "-" ) alphanum
// Reshaped like domainlabel.
struct toplabel : pegtl::seq<alpha, label_tail> {};

// hostname      = *( domainlabel "." ) toplabel [ "." ]
// An iteration of the star is taken only when another label follows its
// dot: a greedy star would eat the last label and its trailing dot
// ("www.example.com.") and leave nothing for toplabel.
struct hostname
    : pegtl::seq<pegtl::star<domainlabel, literal<'.'>, pegtl::at<alphanum>>, toplabel, pegtl::opt<literal<'.'>>> {};

// IPv4address   = 1*digit "." 1*digit "." 1*digit "." 1*digit
struct IPv4address
    : pegtl::seq<pegtl::plus<digit>, literal<'.'>, pegtl::plus<digit>, literal<'.'>, pegtl::plus<digit>,
                 literal<'.'>, pegtl::plus<digit>> {};

// host          = hostname | IPv4address
// A hostname ends in a toplabel, which holds a letter, and an IPv4address
// has none, so neither can match a prefix of the other's match.
struct host : pegtl::sor<hostname, IPv4address> {};

// port          = *digit
struct port : pegtl::star<digit> {};

// hostport      = host [ ":" port ]
// G::host is RFC 2396's host or RFC 2732's.
template <typename G>
struct hostport : pegtl::seq<typename G::host, pegtl::opt<literal<':'>, port>> {};

// userinfo      = *( unreserved | escaped |
//                    ";" | ":" | "&" | "=" | "+" | "$" | "," )
struct userinfo
    : pegtl::star<pegtl::sor<unreserved, escaped, literal<';'>, literal<':'>, literal<'&'>, literal<'='>,
                             literal<'+'>, literal<'$'>, literal<','>>> {};

// server        = [ [ userinfo "@" ] hostport ]
// userinfo stops at the first "@", the only place it can end.
template <typename G>
struct server : pegtl::opt<pegtl::opt<userinfo, literal<'@'>>, hostport<G>> {};

// The characters of a reg_name: what an authority of either kind is made of.
struct reg_name_char
    : pegtl::sor<unreserved, escaped, literal<'$'>, literal<','>, literal<';'>, literal<':'>, literal<'@'>,
                 literal<'&'>, literal<'='>, literal<'+'>> {};

// reg_name      = 1*( unreserved | escaped | "$" | "," |
//                     ";" | ":" | "@" | "&" | "=" | "+" )
struct reg_name : pegtl::plus<reg_name_char> {};

// authority     = server | reg_name
// Both may match, and server may match the empty string or only the front
// of a reg_name ("a@b@c" starts like userinfo "a" and host "b"). Section
// 3.2 reads an authority as a server when it is one, so server is tried
// first but kept only when it spans the whole authority; otherwise the
// reg_name reading is taken.
template <typename G>
struct authority : pegtl::sor<pegtl::seq<server<G>, pegtl::not_at<reg_name_char>>, reg_name> {};

// clang-format on

}  // namespace urlbnf::rfc2396
