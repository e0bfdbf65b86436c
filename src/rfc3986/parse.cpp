// From the spans of the validation run's derivation to the typed tree.
#include <array>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc3986/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc3986::ast {
namespace {

// The components a tree reads, by the names of their productions, which
// RFC 3986 and RFC 3986+6874 share.
enum component : std::size_t {
  URI_span,
  relative_ref_span,
  scheme_span,
  authority_span,
  userinfo_span,
  host_span,
  port_span,
  IP_literal_span,
  IPv6address_span,
  ZoneID_span,
  IPvFuture_span,
  IPv4address_span,
  path_abempty_span,
  path_absolute_span,
  path_noscheme_span,
  path_rootless_span,
  path_empty_span,
  query_span,
  fragment_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc3986::URI<grammar_3986>>.name,
    meta_of<rfc3986::relative_ref<grammar_3986>>.name,
    meta_of<rfc3986::scheme>.name,
    meta_of<rfc3986::authority<grammar_3986>>.name,
    meta_of<rfc3986::userinfo>.name,
    meta_of<rfc3986::host<grammar_3986>>.name,
    meta_of<rfc3986::port>.name,
    meta_of<rfc3986::IP_literal>.name,
    meta_of<rfc3986::IPv6address>.name,
    meta_of<rfc6874::ZoneID>.name,
    meta_of<rfc3986::IPvFuture>.name,
    meta_of<rfc3986::IPv4address>.name,
    meta_of<rfc3986::path_abempty>.name,
    meta_of<rfc3986::path_absolute>.name,
    meta_of<rfc3986::path_noscheme>.name,
    meta_of<rfc3986::path_rootless>.name,
    meta_of<rfc3986::path_empty>.name,
    meta_of<rfc3986::query>.name,
    meta_of<rfc3986::fragment>.name};
static_assert(detail::all_named(component_names));
static_assert(meta_of<rfc6874::IP_literal>.name == meta_of<rfc3986::IP_literal>.name);

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// host, userinfo and port lie within the authority: the grammar derives
// them nowhere else. An IPv4address inside an IP-literal is an IPv6
// address's ls32, not the host's form.
ast::authority read_authority(const spans& s, const text& raw) {
  ast::authority a;
  a.raw = raw;
  a.userinfo = s[userinfo_span];
  a.port = s[port_span];
  a.host.raw = s[host_span].value_or(text{});
  if (s[IP_literal_span]) {
    a.host.kind = host_kind::IP_literal;
    a.host.IPv6address = s[IPv6address_span];
    a.host.ZoneID = s[ZoneID_span];
    a.host.IPvFuture = s[IPvFuture_span];
  } else if (s[IPv4address_span]) {
    a.host.kind = host_kind::IPv4address;
  }
  return a;
}

// The path's production and span: one of the five is in every derivation.
void read_path(uri_reference& u, const spans& s) {
  constexpr std::array<std::pair<component, path_kind>, 5> forms{{{path_abempty_span, path_kind::path_abempty},
                                                                  {path_absolute_span, path_kind::path_absolute},
                                                                  {path_noscheme_span, path_kind::path_noscheme},
                                                                  {path_rootless_span, path_kind::path_rootless},
                                                                  {path_empty_span, path_kind::path_empty}}};
  for (const auto& [span, kind] : forms) {
    if (const auto path = s[span]) {
      u.path = *path;
      u.path_form = kind;
      break;
    }
  }
  if (u.path.raw.empty()) {
    return;
  }
  const bool rooted = u.path.raw.front() == '/';
  u.segments = split(rooted ? text{u.path.raw.substr(1), u.path.offset + 1} : u.path, '/');
}

// The tree of `input` by `rule`, a production whose derivation holds the
// components URI-reference's does; with a rejection, only `verdict`.
uri_reference parse_by(std::string_view input, std::string_view rule, const options& opts) {
  uri_reference u;
  detail::derivation_spans derived;
  u.verdict = check(input, rule, opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive(input, rule_name{rule}, opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  u.URI = s[URI_span];
  u.relative_ref = s[relative_ref_span];
  u.scheme = s[scheme_span];
  if (const auto raw = s[authority_span]) {
    u.authority = read_authority(s, *raw);
  }
  u.query = s[query_span];
  u.fragment = s[fragment_span];
  read_path(u, s);
  return u;
}

}  // namespace

uri_reference parse(std::string_view input, const options& opts) { return parse_by(input, "URI-reference", opts); }

}  // namespace urlbnf::rfc3986::ast

namespace urlbnf::rfc3986 {
namespace {

result<ast::uri_reference> parse_result(std::string_view input, std::string_view rule, const options& opts) {
  return tree_result(ast::parse_by(input, rule, opts));
}

}  // namespace

result<ast::uri_reference> parse_uri_reference(std::string_view input, const options& opts) {
  return parse_result(input, "URI-reference", opts);
}
result<ast::uri_reference> parse_uri(std::string_view input, const options& opts) {
  return parse_result(input, "URI", opts);
}
result<ast::uri_reference> parse_relative_ref(std::string_view input, const options& opts) {
  return parse_result(input, "relative-ref", opts);
}
result<ast::uri_reference> parse_absolute_uri(std::string_view input, const options& opts) {
  return parse_result(input, "absolute-URI", opts);
}

}  // namespace urlbnf::rfc3986
