// RFC 2396 Appendix A and its RFC 2732 variant: the production lists, and
// the table that names each rule after its production.
#pragma once

#include <urlbnf/detail/type_list.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/uri.hpp>
#include <urlbnf/rfc2732/ipv6.hpp>

namespace urlbnf::rfc2396 {

// Appendix A's productions, in its order, for grammar G.
template <typename G, typename IPv4, typename... Added>
using appendix_a =
    tao::pegtl::type_list<URI_reference<G>, absoluteURI<G>, relativeURI<G>, hier_part<G>, opaque_part<G>, uric_no_slash,
                          net_path<G>, abs_path, rel_path, rel_segment, scheme, authority<G>, reg_name, server<G>,
                          userinfo, hostport<G>, typename G::host, hostname, domainlabel, toplabel, IPv4, port, path<G>,
                          path_segments, segment, param, pchar, query<G>, fragment<G>, uric<G>, typename G::reserved,
                          unreserved, mark, escaped, hex, alphanum, alpha, lowalpha, upalpha, digit, Added...>;

using productions_2396 = appendix_a<grammar_2396, IPv4address>;

// RFC 2396 with RFC 2732's host, IPv4address and reserved in place of
// Appendix A's, then what RFC 2732 adds from RFC 2373 Appendix B.
using productions_2732 =
    appendix_a<rfc2732::grammar_2732, rfc2732::IPv4address, rfc2732::IPv6reference, rfc2732::IPv6address,
               rfc2732::IPv6prefix, rfc2732::hexpart, rfc2732::hexseq, rfc2732::hex4, rfc2732::unwise>;

// A production named by its rule's type, checked at compile time:
// accepts<hostname>(text) is accepts(text, "hostname"). A rule of one
// grammar only (URI_reference<rfc2732::grammar_2732>, IPv6address) is
// judged by that grammar whatever opts.grammar says; one of both, by
// opts.grammar.
template <typename Rule>
bool accepts(std::string_view input, const options& opts = {}, furthest_failure* failure = nullptr) noexcept {
  return accepts(
      input, rule_name{meta_of<Rule>.name},
      detail::options_for_rule<productions_2396, productions_2732, Rule>(opts, grammar::rfc2396, grammar::rfc2396_2732),
      failure);
}

}  // namespace urlbnf::rfc2396

namespace urlbnf {

// clang-format off
namespace u = rfc2396;
template <typename G> inline constexpr production_meta meta_of<u::URI_reference<G>>{"URI-reference", "4"};
template <typename G> inline constexpr production_meta meta_of<u::absoluteURI<G>>{"absoluteURI", "3"};
template <typename G> inline constexpr production_meta meta_of<u::relativeURI<G>>{"relativeURI", "5"};
template <typename G> inline constexpr production_meta meta_of<u::hier_part<G>>{"hier_part", "3"};
template <typename G> inline constexpr production_meta meta_of<u::opaque_part<G>>{"opaque_part", "3"};
template <> inline constexpr production_meta meta_of<u::uric_no_slash>{"uric_no_slash", "3", true};
template <typename G> inline constexpr production_meta meta_of<u::net_path<G>>{"net_path", "3"};
template <> inline constexpr production_meta meta_of<u::abs_path>{"abs_path", "3"};
template <> inline constexpr production_meta meta_of<u::rel_path>{"rel_path", "5"};
template <> inline constexpr production_meta meta_of<u::rel_segment>{"rel_segment", "5"};
template <> inline constexpr production_meta meta_of<u::scheme>{"scheme", "3.1"};
template <typename G> inline constexpr production_meta meta_of<u::authority<G>>{"authority", "3.2", false, "server can match the empty string or just the front of a reg_name (\"a@b@c\"), so it is kept only when no reg_name character follows it, else reg_name is taken: Section 3.2 reads an authority as a server when it is one"};
template <> inline constexpr production_meta meta_of<u::reg_name>{"reg_name", "3.2.1"};
template <typename G> inline constexpr production_meta meta_of<u::server<G>>{"server", "3.2.2"};
template <> inline constexpr production_meta meta_of<u::userinfo>{"userinfo", "3.2.2"};
template <typename G> inline constexpr production_meta meta_of<u::hostport<G>>{"hostport", "3.2.2"};
template <> inline constexpr production_meta meta_of<u::host>{"host", "3.2.2"};
template <> inline constexpr production_meta meta_of<u::hostname>{"hostname", "3.2.2", false, "an iteration of *( domainlabel \".\" ) is taken only when a label follows its dot: a greedy star would eat the last label and its trailing dot (\"www.example.com.\") and leave nothing for toplabel"};
template <> inline constexpr production_meta meta_of<u::domainlabel>{"domainlabel", "3.2.2", false, "ordered choice would stop after the first alphanum; alphanum then (hyphens, alphanum) repeated is the same language, matched greedily"};
template <> inline constexpr production_meta meta_of<u::toplabel>{"toplabel", "3.2.2", false, "ordered choice would stop after the first alpha; alpha then (hyphens, alphanum) repeated is the same language, matched greedily"};
template <> inline constexpr production_meta meta_of<u::IPv4address>{"IPv4address", "3.2.2"};
template <> inline constexpr production_meta meta_of<u::port>{"port", "3.2.2"};
template <typename G> inline constexpr production_meta meta_of<u::path<G>>{"path", "3.3"};
template <> inline constexpr production_meta meta_of<u::path_segments>{"path_segments", "3.3"};
template <> inline constexpr production_meta meta_of<u::segment>{"segment", "3.3"};
template <> inline constexpr production_meta meta_of<u::param>{"param", "3.3"};
template <> inline constexpr production_meta meta_of<u::pchar>{"pchar", "3.3", true};
template <typename G> inline constexpr production_meta meta_of<u::query<G>>{"query", "3.4"};
template <typename G> inline constexpr production_meta meta_of<u::fragment<G>>{"fragment", "4.1"};
template <typename G> inline constexpr production_meta meta_of<u::uric<G>>{"uric", "2", true};
template <> inline constexpr production_meta meta_of<u::reserved>{"reserved", "2.2", true};
template <> inline constexpr production_meta meta_of<u::unreserved>{"unreserved", "2.3", true};
template <> inline constexpr production_meta meta_of<u::mark>{"mark", "2.3", true};
template <> inline constexpr production_meta meta_of<u::escaped>{"escaped", "2.4.1", true};
template <> inline constexpr production_meta meta_of<u::hex>{"hex", "2.4.1", true};
template <> inline constexpr production_meta meta_of<u::alphanum>{"alphanum", "1.6", true};
template <> inline constexpr production_meta meta_of<u::alpha>{"alpha", "1.6", true};
template <> inline constexpr production_meta meta_of<u::lowalpha>{"lowalpha", "1.6", true};
template <> inline constexpr production_meta meta_of<u::upalpha>{"upalpha", "1.6", true};
template <> inline constexpr production_meta meta_of<u::digit>{"digit", "1.6", true};
namespace v6 = rfc2732;
template <> inline constexpr production_meta meta_of<v6::host>{"host", "RFC 2732 \xC2\xA7" "3"};
template <> inline constexpr production_meta meta_of<v6::IPv4address>{"IPv4address", "RFC 2732 \xC2\xA7" "3"};
template <> inline constexpr production_meta meta_of<v6::reserved>{"reserved", "RFC 2732 \xC2\xA7" "3", true};
template <> inline constexpr production_meta meta_of<v6::unwise>{"unwise", "RFC 2732 \xC2\xA7" "3", true};
template <> inline constexpr production_meta meta_of<v6::IPv6reference>{"IPv6reference", "RFC 2732 \xC2\xA7" "3"};
template <> inline constexpr production_meta meta_of<v6::IPv6address>{"IPv6address", "RFC 2373 Appendix B", false, "as written, unless --ipv6-text-forms, which accepts every text form of RFC 2373 Section 2.2 instead"};
template <> inline constexpr production_meta meta_of<v6::IPv6prefix>{"IPv6prefix", "RFC 2373 Appendix B"};
template <> inline constexpr production_meta meta_of<v6::hexpart>{"hexpart", "RFC 2373 Appendix B", false, "reordered longest first: the first alternative, hexseq, is the front of the second, and PEG would commit to it"};
template <> inline constexpr production_meta meta_of<v6::hexseq>{"hexseq", "RFC 2373 Appendix B", false, "an iteration of *( \":\" hex4 ) is not taken when a \".\" follows it: its hex4 is then the first part of the IPv4address that ends an IPv6address, and a greedy star would keep it"};
template <> inline constexpr production_meta meta_of<v6::hex4>{"hex4", "RFC 2373 Appendix B"};
// clang-format on

}  // namespace urlbnf
