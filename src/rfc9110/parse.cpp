// From the spans of the validation run's derivation to the typed tree, and
// the origin (Section 4.3.1).
#include <array>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc9110/ast.hpp>
#include <urlbnf/rfc9110/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc9110::ast {
namespace {

enum component : std::size_t {
  http_URI_span,
  https_URI_span,
  authority_span,
  userinfo_span,
  host_span,
  port_span,
  IP_literal_span,
  IPv6address_span,
  IPvFuture_span,
  IPv4address_span,
  path_abempty_span,
  query_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc9110::http_URI>.name,
    meta_of<rfc9110::https_URI>.name,
    meta_of<rfc3986::authority<G>>.name,
    meta_of<rfc3986::userinfo>.name,
    meta_of<rfc3986::host<G>>.name,
    meta_of<rfc3986::port>.name,
    meta_of<rfc3986::IP_literal>.name,
    meta_of<rfc3986::IPv6address>.name,
    meta_of<rfc3986::IPvFuture>.name,
    meta_of<rfc3986::IPv4address>.name,
    meta_of<rfc3986::path_abempty>.name,
    meta_of<rfc3986::query>.name};
static_assert(detail::all_named(component_names));

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// host, userinfo and port lie within the authority. An IPv4address inside
// an IP-literal is an IPv6 address's ls32, not the host's form.
authority read_authority(const spans& s, const text& raw) {
  authority a;
  a.raw = raw;
  a.userinfo = s[userinfo_span];
  a.port = s[port_span];
  a.host.raw = s[host_span].value_or(text{});
  if (s[IP_literal_span]) {
    a.host.kind = host_kind::IP_literal;
    a.host.IPv6address = s[IPv6address_span];
    a.host.IPvFuture = s[IPvFuture_span];
  } else if (s[IPv4address_span]) {
    a.host.kind = host_kind::IPv4address;
  }
  return a;
}

// Section 4.3.1's triple; the port by Sections 4.2.1 and 4.2.2: "If the
// port subcomponent is empty or not given, TCP port 80 [443] ... is the
// default." Leading zeros go as the number is read.
origin origin_of(const uri& u, bool secure) {
  origin o;
  o.scheme = secure ? "https" : "http";
  o.host = u.authority.host.raw;
  o.kind = u.authority.host.kind;
  const auto port = u.authority.port_number();
  if (!port || port->how() == port_number::reading::empty) {
    o.port = static_cast<std::uint16_t>(secure ? 443 : 80);
    o.port_from = port_source::defaulted;
  } else if (const auto value = port->value()) {
    o.port = *value;
    o.port_from = port_source::given;
  } else {
    o.port_from = port_source::too_large;
  }
  return o;
}

}  // namespace

std::string origin::host_lowercase() const { return detail::ascii_lowered(host.raw); }

uri parse(std::string_view input, const options& opts) {
  uri u;
  detail::derivation_spans derived;
  u.verdict = check(input, std::string_view{}, opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive(input, {}, opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  const bool secure = s[https_URI_span].has_value();
  u.production = secure ? meta_of<rfc9110::https_URI>.name : meta_of<rfc9110::http_URI>.name;
  u.scheme = text{input.substr(0, secure ? 5 : 4), 0};
  u.authority = read_authority(s, s[authority_span].value_or(text{}));
  u.path = s[path_abempty_span].value_or(text{});
  if (!u.path.raw.empty()) {
    u.segments = split(text{u.path.raw.substr(1), u.path.offset + 1}, '/');
  }
  u.query = s[query_span];
  u.origin = origin_of(u, secure);
  return u;
}

}  // namespace urlbnf::rfc9110::ast
