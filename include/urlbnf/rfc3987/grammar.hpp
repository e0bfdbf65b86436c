// RFC 3987 Section 2.2: the production list, and the table that names each
// rule after its production.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc3986/grammar.hpp>
#include <urlbnf/rfc3987/iri.hpp>

namespace urlbnf::rfc3987 {

// Section 2.2's productions, in its order (the rules that differ from RFC
// 3986's, then those that are the same), then RFC 5234's core rules.
using productions_3987 =
    tao::pegtl::type_list<IRI, ihier_part, IRI_reference, absolute_IRI, irelative_ref, irelative_part, iauthority,
                          iuserinfo, ihost, ireg_name, ipath, ipath_abempty, ipath_absolute, ipath_noscheme,
                          ipath_rootless, ipath_empty, isegment, isegment_nz, isegment_nz_nc, ipchar, iquery,
                          ifragment, iunreserved, ucschar, iprivate, scheme, port, IP_literal, IPvFuture, IPv6address,
                          h16, ls32, IPv4address, dec_octet, pct_encoded, unreserved, reserved, gen_delims, sub_delims,
                          ALPHA, DIGIT, HEXDIG>;

}  // namespace urlbnf::rfc3987

namespace urlbnf {

// clang-format off
namespace r3987 = rfc3987;
template <> inline constexpr production_meta meta_of<r3987::IRI>{"IRI", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ihier_part>{"ihier-part", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::IRI_reference>{"IRI-reference", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::absolute_IRI>{"absolute-IRI", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::irelative_ref>{"irelative-ref", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::irelative_part>{"irelative-part", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::iauthority>{"iauthority", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::iuserinfo>{"iuserinfo", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ihost>{"ihost", "2.2", false, "IPv4address is kept only when no ireg-name character follows it, as RFC 3986's host: every IPv4address is also an ireg-name, and the front of longer ones (\"1.2.3.4.example\"), where ordered choice would commit to it"};
template <> inline constexpr production_meta meta_of<r3987::ireg_name>{"ireg-name", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipath>{"ipath", "2.2", false, "each alternative is kept only when no ipchar or \"/\" follows it, so that the first, in the ABNF's order, that spans the whole ipath is taken (\"first-match-wins\"), as RFC 3986's path: ordered choice would commit to ipath-abempty's empty match at the front of \"a\""};
template <> inline constexpr production_meta meta_of<r3987::ipath_abempty>{"ipath-abempty", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipath_absolute>{"ipath-absolute", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipath_noscheme>{"ipath-noscheme", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipath_rootless>{"ipath-rootless", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipath_empty>{"ipath-empty", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::isegment>{"isegment", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::isegment_nz>{"isegment-nz", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::isegment_nz_nc>{"isegment-nz-nc", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ipchar>{"ipchar", "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::iquery>{"iquery", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::ifragment>{"ifragment", "2.2"};
template <> inline constexpr production_meta meta_of<r3987::iunreserved>{"iunreserved", "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::ucschar>{"ucschar", "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::iprivate>{"iprivate", "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::scheme>{"scheme", "RFC 3986 \xC2\xA7" "3.1"};
template <> inline constexpr production_meta meta_of<r3987::port>{"port", "RFC 3986 \xC2\xA7" "3.2.3"};
template <> inline constexpr production_meta meta_of<r3987::IP_literal>{"IP-literal", "RFC 3986 \xC2\xA7" "3.2.2"};
template <> inline constexpr production_meta meta_of<r3987::IPvFuture>{"IPvFuture", "RFC 3986 \xC2\xA7" "3.2.2"};
template <> inline constexpr production_meta meta_of<r3987::IPv6address>{"IPv6address", "RFC 3986 \xC2\xA7" "3.2.2", false, meta_of<rfc3986::IPv6address>.reshaped};
template <> inline constexpr production_meta meta_of<r3987::h16>{"h16", "RFC 3986 \xC2\xA7" "3.2.2"};
template <> inline constexpr production_meta meta_of<r3987::ls32>{"ls32", "RFC 3986 \xC2\xA7" "3.2.2"};
template <> inline constexpr production_meta meta_of<r3987::IPv4address>{"IPv4address", "RFC 3986 \xC2\xA7" "3.2.2"};
template <> inline constexpr production_meta meta_of<r3987::dec_octet>{"dec-octet", "RFC 3986 \xC2\xA7" "3.2.2", false, meta_of<rfc3986::dec_octet>.reshaped};
template <> inline constexpr production_meta meta_of<r3987::pct_encoded>{"pct-encoded", "RFC 3986 \xC2\xA7" "2.1", true};
template <> inline constexpr production_meta meta_of<r3987::unreserved>{"unreserved", "RFC 3986 \xC2\xA7" "2.3", true};
template <> inline constexpr production_meta meta_of<r3987::reserved>{"reserved", "RFC 3986 \xC2\xA7" "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::gen_delims>{"gen-delims", "RFC 3986 \xC2\xA7" "2.2", true};
template <> inline constexpr production_meta meta_of<r3987::sub_delims>{"sub-delims", "RFC 3986 \xC2\xA7" "2.2", true};
// clang-format on

}  // namespace urlbnf
