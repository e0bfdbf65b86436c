// RFC 6874 Section 2: RFC 3986 with IPv6 zone identifiers in IP-literal.
// Every rule not defined here is RFC 3986's, shared through the grammar
// policy at the end.
#pragma once

#include <urlbnf/rfc3986/uri.hpp>

namespace urlbnf::rfc6874 {

namespace pegtl = tao::pegtl;
using rfc3986::IPv6address;
using rfc3986::IPvFuture;

// clang-format off

// ZoneID = 1*( unreserved / pct-encoded )
struct ZoneID : pegtl::plus<pegtl::sor<rfc3986::unreserved, rfc3986::pct_encoded>> {};

// IPv6addrz = IPv6address "%25" ZoneID
struct IPv6addrz : pegtl::seq<IPv6address, literal<'%', '2', '5'>, ZoneID> {};

// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
// IPv6addrz first: it is an IPv6address and more, and PEG would commit to
// the IPv6address, leaving "%25" where "]" must be. IPvFuture differs from
// both in its first character.
struct IP_literal : pegtl::seq<literal<'['>, pegtl::sor<IPv6addrz, IPv6address, IPvFuture>, literal<']'>> {};

// clang-format on

// RFC 3986 as RFC 6874 amends it.
struct grammar_6874 {
  using IP_literal = rfc6874::IP_literal;
};

}  // namespace urlbnf::rfc6874
