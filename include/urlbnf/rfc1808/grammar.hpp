// RFC 1808 Section 2.2, every production as a PEGTL rule, and the table
// that names each rule after its production and the section whose prose
// governs it (Section 2.4 parses each component).
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc1808/url.hpp>

namespace urlbnf::rfc1808 {

// Every production of Section 2.2, in the RFC's order.
using productions =
    tao::pegtl::type_list<URL, absoluteURL, generic_RL, relativeURL, net_path, abs_path, rel_path, path, fsegment,
                          segment, params, param, scheme, net_loc, query, fragment, pchar, uchar, unreserved, escape,
                          hex, alpha, lowalpha, hialpha, digit, safe, extra, national, reserved, punctuation>;

}  // namespace urlbnf::rfc1808

namespace urlbnf {

// clang-format off
namespace r1808 = rfc1808;
template <> inline constexpr production_meta meta_of<r1808::URL>{"URL", "2.1"};
template <> inline constexpr production_meta meta_of<r1808::absoluteURL>{"absoluteURL", "2.2", false, "generic-RL is kept only when no character of *( uchar | reserved ) follows it, else the second alternative is taken: every generic-RL matches that one too, which also takes what generic-RL cannot (\"http://a//b\"), where PEG would keep generic-RL's shorter match; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r1808::generic_RL>{"generic-RL", "2.1"};
template <> inline constexpr production_meta meta_of<r1808::relativeURL>{"relativeURL", "2"};
template <> inline constexpr production_meta meta_of<r1808::net_path>{"net_path", "2.4.3"};
template <> inline constexpr production_meta meta_of<r1808::abs_path>{"abs_path", "2.4.6"};
template <> inline constexpr production_meta meta_of<r1808::rel_path>{"rel_path", "2.4.6"};
template <> inline constexpr production_meta meta_of<r1808::path>{"path", "2.4.6"};
template <> inline constexpr production_meta meta_of<r1808::fsegment>{"fsegment", "2.4.6"};
template <> inline constexpr production_meta meta_of<r1808::segment>{"segment", "2.4.6"};
template <> inline constexpr production_meta meta_of<r1808::params>{"params", "2.4.5"};
template <> inline constexpr production_meta meta_of<r1808::param>{"param", "2.4.5"};
template <> inline constexpr production_meta meta_of<r1808::scheme>{"scheme", "2.4.2"};
template <> inline constexpr production_meta meta_of<r1808::net_loc>{"net_loc", "2.4.3"};
template <> inline constexpr production_meta meta_of<r1808::query>{"query", "2.4.4"};
template <> inline constexpr production_meta meta_of<r1808::fragment>{"fragment", "2.4.1"};
template <> inline constexpr production_meta meta_of<r1808::pchar>{"pchar", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::uchar>{"uchar", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::unreserved>{"unreserved", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::escape>{"escape", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::hex>{"hex", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::alpha>{"alpha", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::lowalpha>{"lowalpha", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::hialpha>{"hialpha", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::digit>{"digit", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::safe>{"safe", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::extra>{"extra", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::national>{"national", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::reserved>{"reserved", "2.2", true};
template <> inline constexpr production_meta meta_of<r1808::punctuation>{"punctuation", "2.2", true};
// clang-format on

}  // namespace urlbnf
