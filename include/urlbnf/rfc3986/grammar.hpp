// RFC 3986 Appendix A and its RFC 6874 variant: the production lists, and
// the table that names each rule after its production.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc3986/uri.hpp>
#include <urlbnf/rfc6874/ip_literal.hpp>

namespace urlbnf::rfc3986 {

// Appendix A's productions, in its order, for grammar G, then RFC 5234's
// core rules it uses.
template <typename G, typename... Added>
using appendix_a =
    tao::pegtl::type_list<URI<G>, hier_part<G>, URI_reference<G>, absolute_URI<G>, relative_ref<G>, relative_part<G>,
                          scheme, authority<G>, userinfo, host<G>, port, typename G::IP_literal, IPvFuture, IPv6address,
                          h16, ls32, IPv4address, dec_octet, reg_name, path, path_abempty, path_absolute, path_noscheme,
                          path_rootless, path_empty, segment, segment_nz, segment_nz_nc, pchar, query, fragment,
                          pct_encoded, unreserved, reserved, gen_delims, sub_delims, ALPHA, DIGIT, HEXDIG, Added...>;

using productions_3986 = appendix_a<grammar_3986>;

// RFC 3986 with RFC 6874's IP-literal in place of Appendix A's, then the
// rules RFC 6874 adds.
using productions_6874 = appendix_a<rfc6874::grammar_6874, rfc6874::ZoneID, rfc6874::IPv6addrz>;

}  // namespace urlbnf::rfc3986

namespace urlbnf {

// clang-format off
namespace r3986 = rfc3986;
template <typename G> inline constexpr production_meta meta_of<r3986::URI<G>>{"URI", "3"};
template <typename G> inline constexpr production_meta meta_of<r3986::hier_part<G>>{"hier-part", "3"};
template <typename G> inline constexpr production_meta meta_of<r3986::URI_reference<G>>{"URI-reference", "4.1"};
template <typename G> inline constexpr production_meta meta_of<r3986::absolute_URI<G>>{"absolute-URI", "4.3"};
template <typename G> inline constexpr production_meta meta_of<r3986::relative_ref<G>>{"relative-ref", "4.2"};
template <typename G> inline constexpr production_meta meta_of<r3986::relative_part<G>>{"relative-part", "4.2"};
template <> inline constexpr production_meta meta_of<r3986::scheme>{"scheme", "3.1"};
template <typename G> inline constexpr production_meta meta_of<r3986::authority<G>>{"authority", "3.2"};
template <> inline constexpr production_meta meta_of<r3986::userinfo>{"userinfo", "3.2.1"};
template <typename G> inline constexpr production_meta meta_of<r3986::host<G>>{"host", "3.2.2", false, "IPv4address is kept only when no reg-name character follows it: every IPv4address is also a reg-name, and the front of longer ones (\"133.105.136.53.example.com\"), where ordered choice would commit to it; Section 3.2.2's first-match-wins reads a host as an IPv4address when the whole host is one"};
template <> inline constexpr production_meta meta_of<r3986::port>{"port", "3.2.3"};
template <> inline constexpr production_meta meta_of<r3986::IP_literal>{"IP-literal", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::IPvFuture>{"IPvFuture", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::IPv6address>{"IPv6address", "3.2.2", false, "each *N( h16 \":\" ) before \"::\" takes an h16 \":\" only when no \":\" follows it: greedy, it would take the first colon of \"::\" (\"a::b\")"};
template <> inline constexpr production_meta meta_of<r3986::h16>{"h16", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::ls32>{"ls32", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::IPv4address>{"IPv4address", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::dec_octet>{"dec-octet", "3.2.2", false, "reordered longest first: ordered choice would take the \"2\" of \"25\" by the first alternative, DIGIT"};
template <> inline constexpr production_meta meta_of<r3986::reg_name>{"reg-name", "3.2.2"};
template <> inline constexpr production_meta meta_of<r3986::path>{"path", "3.3", false, "each alternative is kept only when no pchar or \"/\" follows it, so that the first, in the ABNF's order, that spans the whole path is taken (Section 4.1's first-match-wins): ordered choice would commit to path-abempty's empty match at the front of \"a\""};
template <> inline constexpr production_meta meta_of<r3986::path_abempty>{"path-abempty", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::path_absolute>{"path-absolute", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::path_noscheme>{"path-noscheme", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::path_rootless>{"path-rootless", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::path_empty>{"path-empty", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::segment>{"segment", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::segment_nz>{"segment-nz", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::segment_nz_nc>{"segment-nz-nc", "3.3"};
template <> inline constexpr production_meta meta_of<r3986::pchar>{"pchar", "3.3", true};
template <> inline constexpr production_meta meta_of<r3986::query>{"query", "3.4"};
template <> inline constexpr production_meta meta_of<r3986::fragment>{"fragment", "3.5"};
template <> inline constexpr production_meta meta_of<r3986::pct_encoded>{"pct-encoded", "2.1", true};
template <> inline constexpr production_meta meta_of<r3986::unreserved>{"unreserved", "2.3", true};
template <> inline constexpr production_meta meta_of<r3986::reserved>{"reserved", "2.2", true};
template <> inline constexpr production_meta meta_of<r3986::gen_delims>{"gen-delims", "2.2", true};
template <> inline constexpr production_meta meta_of<r3986::sub_delims>{"sub-delims", "2.2", true};
template <> inline constexpr production_meta meta_of<r3986::ALPHA>{"ALPHA", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r3986::DIGIT>{"DIGIT", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r3986::HEXDIG>{"HEXDIG", "RFC 5234 Appendix B.1", true};
namespace r6874 = rfc6874;
template <> inline constexpr production_meta meta_of<r6874::IP_literal>{"IP-literal", "RFC 6874 \xC2\xA7" "2", false, "IPv6addrz is tried before IPv6address: it is an IPv6address and more, and ordered choice would commit to the IPv6address, leaving \"%25\" where \"]\" must be"};
template <> inline constexpr production_meta meta_of<r6874::ZoneID>{"ZoneID", "RFC 6874 \xC2\xA7" "2"};
template <> inline constexpr production_meta meta_of<r6874::IPv6addrz>{"IPv6addrz", "RFC 6874 \xC2\xA7" "2"};
// clang-format on

}  // namespace urlbnf
