// From the spans of the validation run's derivation to the typed tree.
#include <array>
#include <urlbnf/rfc3987/ast.hpp>
#include <urlbnf/rfc3987/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc3987::ast {
namespace {

// The components a tree reads, by the names of their productions.
enum component : std::size_t {
  IRI_span,
  irelative_ref_span,
  scheme_span,
  iauthority_span,
  iuserinfo_span,
  ihost_span,
  port_span,
  IP_literal_span,
  IPv6address_span,
  IPvFuture_span,
  IPv4address_span,
  ipath_abempty_span,
  ipath_absolute_span,
  ipath_noscheme_span,
  ipath_rootless_span,
  ipath_empty_span,
  iquery_span,
  ifragment_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc3987::IRI>.name,           meta_of<rfc3987::irelative_ref>.name,  meta_of<rfc3987::scheme>.name,
    meta_of<rfc3987::iauthority>.name,    meta_of<rfc3987::iuserinfo>.name,      meta_of<rfc3987::ihost>.name,
    meta_of<rfc3987::port>.name,          meta_of<rfc3987::IP_literal>.name,     meta_of<rfc3987::IPv6address>.name,
    meta_of<rfc3987::IPvFuture>.name,     meta_of<rfc3987::IPv4address>.name,    meta_of<rfc3987::ipath_abempty>.name,
    meta_of<rfc3987::ipath_absolute>.name, meta_of<rfc3987::ipath_noscheme>.name, meta_of<rfc3987::ipath_rootless>.name,
    meta_of<rfc3987::ipath_empty>.name,   meta_of<rfc3987::iquery>.name,         meta_of<rfc3987::ifragment>.name};
static_assert(detail::all_named(component_names));
// IP-literal's parts are RFC 3986's rules, logged under the same names.
static_assert(meta_of<rfc3986::IPv6address>.name == meta_of<rfc3987::IPv6address>.name);
static_assert(meta_of<rfc3986::IPvFuture>.name == meta_of<rfc3987::IPvFuture>.name);

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// iuserinfo, ihost and port lie within the iauthority: the grammar derives
// them nowhere else. An IPv4address inside an IP-literal is an IPv6
// address's ls32, not the host's form.
ast::iauthority read_authority(const spans& s, const text& raw) {
  ast::iauthority a;
  a.raw = raw;
  a.iuserinfo = s[iuserinfo_span];
  a.port = s[port_span];
  a.ihost.raw = s[ihost_span].value_or(text{});
  if (s[IP_literal_span]) {
    a.ihost.kind = host_kind::IP_literal;
    a.ihost.IPv6address = s[IPv6address_span];
    a.ihost.IPvFuture = s[IPvFuture_span];
  } else if (s[IPv4address_span]) {
    a.ihost.kind = host_kind::IPv4address;
  }
  return a;
}

// The ipath's production and span: one of the five is in every derivation.
void read_path(iri_reference& u, const spans& s) {
  constexpr std::array<std::pair<component, path_kind>, 5> forms{
      {{ipath_abempty_span, path_kind::ipath_abempty},
       {ipath_absolute_span, path_kind::ipath_absolute},
       {ipath_noscheme_span, path_kind::ipath_noscheme},
       {ipath_rootless_span, path_kind::ipath_rootless},
       {ipath_empty_span, path_kind::ipath_empty}}};
  for (const auto& [span, kind] : forms) {
    if (const auto path = s[span]) {
      u.ipath = *path;
      u.ipath_form = kind;
      break;
    }
  }
  if (u.ipath.raw.empty()) {
    return;
  }
  const bool rooted = u.ipath.raw.front() == '/';
  u.isegments = split(rooted ? text{u.ipath.raw.substr(1), u.ipath.offset + 1} : u.ipath, '/');
}

// The tree of `input` by `rule`, a production whose derivation holds the
// components IRI-reference's does; with a rejection, only `verdict`.
iri_reference parse_by(std::string_view input, std::string_view rule, const options& opts) {
  iri_reference u;
  detail::derivation_spans derived;
  u.verdict = check(input, rule, opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive(input, rule_name{rule}, opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  u.IRI = s[IRI_span];
  u.irelative_ref = s[irelative_ref_span];
  u.scheme = s[scheme_span];
  if (const auto raw = s[iauthority_span]) {
    u.iauthority = read_authority(s, *raw);
  }
  u.iquery = s[iquery_span];
  u.ifragment = s[ifragment_span];
  read_path(u, s);
  return u;
}

}  // namespace

iri_reference parse(std::string_view input, const options& opts) { return parse_by(input, "IRI-reference", opts); }

}  // namespace urlbnf::rfc3987::ast

namespace urlbnf::rfc3987 {
namespace {

result<ast::iri_reference> parse_result(std::string_view input, std::string_view rule, const options& opts) {
  return tree_result(ast::parse_by(input, rule, opts));
}

}  // namespace

result<ast::iri_reference> parse_iri_reference(std::string_view input, const options& opts) {
  return parse_result(input, "IRI-reference", opts);
}
result<ast::iri_reference> parse_iri(std::string_view input, const options& opts) {
  return parse_result(input, "IRI", opts);
}
result<ast::iri_reference> parse_irelative_ref(std::string_view input, const options& opts) {
  return parse_result(input, "irelative-ref", opts);
}
result<ast::iri_reference> parse_absolute_iri(std::string_view input, const options& opts) {
  return parse_result(input, "absolute-IRI", opts);
}

}  // namespace urlbnf::rfc3987
