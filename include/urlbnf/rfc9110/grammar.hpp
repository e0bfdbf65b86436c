// RFC 9110 Section 4: the URI productions of HTTP (Section 4.1's
// absolute-path and partial-URI, Section 4.2.1's http-URI and Section
// 4.2.2's https-URI), every one a PEGTL rule, over the rules Section 4.1
// adopts from RFC 3986, which are RFC 3986's own rules here; and the table
// that names each rule after its production.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc3986/grammar.hpp>

namespace urlbnf::rfc9110 {

namespace pegtl = tao::pegtl;

// RFC 3986 as Appendix A writes it: RFC 9110 cites RFC 3986 ("[URI]"), not
// RFC 6874.
using G = rfc3986::grammar_3986;

// clang-format off

// uri-host      = <host, see [URI], Section 3.2.2>
// The other rules of Section 4.1's list are adopted under their own names
// (RFC 3986's rules below); this one is renamed.
struct uri_host : pegtl::seq<rfc3986::host<G>> {};

// absolute-path = 1*( "/" segment )
// segment holds no "/", so each repetition ends where the next "/" begins.
struct absolute_path : pegtl::plus<literal<'/'>, rfc3986::segment> {};

// partial-URI   = relative-part [ "?" query ]
// relative-part holds no "?" (RFC 3986's relative-ref is relative-part
// [ "?" query ] [ "#" fragment ] by the same rules).
struct partial_URI : pegtl::seq<rfc3986::relative_part<G>, pegtl::opt<literal<'?'>, rfc3986::query>> {};

// http-URI = "http" "://" authority path-abempty [ "?" query ]
// "http" is an ABNF string: either case (RFC 5234 Section 2.3, and RFC 3986
// Section 3.1 makes the scheme case-insensitive). As RFC 3986's hier-part:
// authority stops at the first "/", "?" or end, and path-abempty at "?".
struct http_URI
    : pegtl::seq<rfc3986::caseless<'h', 't', 't', 'p'>, literal<':', '/', '/'>, rfc3986::authority<G>,
                 rfc3986::path_abempty, pegtl::opt<literal<'?'>, rfc3986::query>> {};

// https-URI = "https" "://" authority path-abempty [ "?" query ]
struct https_URI
    : pegtl::seq<rfc3986::caseless<'h', 't', 't', 'p', 's'>, literal<':', '/', '/'>, rfc3986::authority<G>,
                 rfc3986::path_abempty, pegtl::opt<literal<'?'>, rfc3986::query>> {};

// clang-format on

namespace r3986 = rfc3986;

// The productions of grammar/rfc9110.abnf in its order (Section 4.1's
// adopted rules first), then the RFC 3986 and RFC 5234 rules they use that
// it does not list, in RFC 3986 Appendix A's order.
using productions =
    tao::pegtl::type_list<r3986::URI_reference<G>, r3986::absolute_URI<G>, r3986::relative_part<G>,
                          r3986::authority<G>, uri_host, r3986::port, r3986::path_abempty, r3986::segment,
                          r3986::query, absolute_path, partial_URI, http_URI, https_URI, r3986::URI<G>,
                          r3986::hier_part<G>, r3986::relative_ref<G>, r3986::scheme, r3986::userinfo, r3986::host<G>,
                          r3986::IP_literal, r3986::IPvFuture, r3986::IPv6address, r3986::h16, r3986::ls32,
                          r3986::IPv4address, r3986::dec_octet, r3986::reg_name, r3986::path, r3986::path_absolute,
                          r3986::path_noscheme, r3986::path_rootless, r3986::path_empty, r3986::segment_nz,
                          r3986::segment_nz_nc, r3986::pchar, r3986::fragment, r3986::pct_encoded,
                          r3986::unreserved, r3986::reserved, r3986::gen_delims, r3986::sub_delims, r3986::ALPHA,
                          r3986::DIGIT, r3986::HEXDIG>;

}  // namespace urlbnf::rfc9110

namespace urlbnf {

// clang-format off
namespace r9110 = rfc9110;
template <> inline constexpr production_meta meta_of<r9110::uri_host>{"uri-host", "4.1"};
template <> inline constexpr production_meta meta_of<r9110::absolute_path>{"absolute-path", "4.1"};
template <> inline constexpr production_meta meta_of<r9110::partial_URI>{"partial-URI", "4.1"};
template <> inline constexpr production_meta meta_of<r9110::http_URI>{"http-URI", "4.2.1"};
template <> inline constexpr production_meta meta_of<r9110::https_URI>{"https-URI", "4.2.2"};
// clang-format on

}  // namespace urlbnf
