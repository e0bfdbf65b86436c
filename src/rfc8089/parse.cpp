// From the spans of the validation run's derivation to the typed tree.
#include <array>
#include <urlbnf/rfc8089/ast.hpp>
#include <urlbnf/rfc8089/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc8089::ast {
namespace {

// The components a tree reads, by the names of their productions, which
// Section 2 and Appendix F share.
enum component : std::size_t {
  file_scheme_span,
  auth_path_span,
  local_path_span,
  file_auth_span,
  userinfo_span,
  host_span,
  IP_literal_span,
  IPv4address_span,
  path_absolute_span,
  drive_letter_span,
  unc_authority_span,
  file_host_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc8089::file_scheme>.name,
    meta_of<rfc8089::auth_path>.name,
    meta_of<rfc8089::local_path>.name,
    meta_of<rfc8089::file_auth>.name,
    meta_of<rfc3986::userinfo>.name,
    meta_of<rfc8089::host>.name,
    meta_of<rfc3986::IP_literal>.name,
    meta_of<rfc3986::IPv4address>.name,
    meta_of<rfc3986::path_absolute>.name,
    meta_of<appendix_f::drive_letter>.name,
    meta_of<appendix_f::unc_authority>.name,
    meta_of<appendix_f::file_host>.name};
static_assert(detail::all_named(component_names));
static_assert(meta_of<appendix_f::auth_path>.name == meta_of<rfc8089::auth_path>.name &&
              meta_of<appendix_f::local_path>.name == meta_of<rfc8089::local_path>.name &&
              meta_of<appendix_f::file_auth>.name == meta_of<rfc8089::file_auth>.name);

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// What a file-auth names: "localhost" when it has no host (the literal
// alternative), else its host's form. An IPv4address inside an IP-literal
// is an IPv6 address's ls32, not the host's form.
host_kind kind_of(const spans& s, const text& host, bool literal_localhost) {
  if (literal_localhost) {
    return host_kind::localhost;
  }
  if (host.raw.empty()) {
    return host_kind::empty;
  }
  if (s[IP_literal_span]) {
    return host_kind::IP_literal;
  }
  return s[IPv4address_span] ? host_kind::IPv4address : host_kind::reg_name;
}

// The text of `input` from `from` to its end.
text rest_of(std::string_view input, std::size_t from) { return text{input.substr(from), from}; }

}  // namespace

file_uri parse(std::string_view input, const options& opts) {
  file_uri u;
  detail::derivation_spans derived;
  u.verdict = check(input, "file-URI", opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive(input, "file-URI", opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  u.file_scheme = s[file_scheme_span];
  u.unc_authority = s[unc_authority_span];
  u.unc_host = s[file_host_span];
  if (!u.unc_authority) {
    u.file_auth = s[file_auth_span];
  }
  if (u.file_auth) {
    u.userinfo = s[userinfo_span];
    const auto host = s[host_span];
    u.host = host ? *host : *u.file_auth;
    u.host_kind = kind_of(s, *u.host, !host);
  }
  // The path follows the authority, or begins the auth-path when it has
  // none, or is the local-path.
  if (u.unc_authority) {
    u.path = rest_of(input, u.unc_authority->offset + u.unc_authority->raw.size());
  } else if (u.file_auth) {
    u.path = rest_of(input, u.file_auth->offset + u.file_auth->raw.size());
  } else if (const auto auth_path = s[auth_path_span]) {
    u.path = rest_of(input, auth_path->offset);
  } else {
    u.path = s[local_path_span];
  }
  u.path_absolute = s[path_absolute_span];
  u.drive_letter = s[drive_letter_span];
  if (u.drive_letter) {
    u.drive = text{u.drive_letter->raw.substr(0, 1), u.drive_letter->offset};
  }
  if (u.unc_authority && u.path_absolute && u.path_absolute->raw.size() > 1) {
    const auto share = u.path_absolute->raw.substr(1, u.path_absolute->raw.find('/', 1) - 1);
    u.unc_share = text{share, u.path_absolute->offset + 1};
  }
  return u;
}

}  // namespace urlbnf::rfc8089::ast
