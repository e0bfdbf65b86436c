// From the spans the grammar's actions captured to the typed tree.
#include <array>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/grammar.hpp>

#include "../character_class.hpp"
#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc2396::ast {
namespace {

// The components a tree reads. Their rules have the same names in RFC 2396
// and in RFC 2396+2732, and are found by those names.
enum component : std::size_t {
  absoluteURI_span,
  relativeURI_span,
  scheme_span,
  opaque_part_span,
  net_path_span,
  authority_span,
  server_span,
  userinfo_span,
  host_span,
  port_span,
  IPv4address_span,
  IPv6reference_span,
  rel_path_span,
  rel_segment_span,
  abs_path_span,
  query_span,
  fragment_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc2396::absoluteURI<grammar_2396>>.name,
    meta_of<rfc2396::relativeURI<grammar_2396>>.name,
    meta_of<rfc2396::scheme>.name,
    meta_of<rfc2396::opaque_part<grammar_2396>>.name,
    meta_of<rfc2396::net_path<grammar_2396>>.name,
    meta_of<rfc2396::authority<grammar_2396>>.name,
    meta_of<rfc2396::server<grammar_2396>>.name,
    meta_of<rfc2396::userinfo>.name,
    meta_of<grammar_2396::host>.name,
    meta_of<rfc2396::port>.name,
    meta_of<rfc2396::IPv4address>.name,
    meta_of<rfc2732::IPv6reference>.name,
    meta_of<rfc2396::rel_path>.name,
    meta_of<rfc2396::rel_segment>.name,
    meta_of<rfc2396::abs_path>.name,
    meta_of<rfc2396::query<grammar_2396>>.name,
    meta_of<rfc2396::fragment<grammar_2396>>.name};
static_assert(detail::all_named(component_names));
static_assert(meta_of<rfc2732::grammar_2732::host>.name == meta_of<grammar_2396::host>.name &&
              meta_of<rfc2732::IPv4address>.name == meta_of<rfc2396::IPv4address>.name);

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// reg_name = 1*( reg_name_char ): a run of a class, matched as the
// validation run matches it, by its table.
bool is_reg_name(std::string_view text) {
  constexpr auto& chars = detail::class_of<reg_name_char>;
  static_assert(chars.is_class);
  return !text.empty() && detail::class_run<chars>(text.data(), text.data() + text.size()) == text.data() + text.size();
}

// A server's parts all lie within the authority: the grammar derives
// userinfo, host and port nowhere else.
ast::authority read_authority(const spans& s, const text& raw) {
  ast::authority a{raw, std::nullopt, std::nullopt, {}};
  if (s[server_span]) {
    ast::server server;
    server.userinfo = s[userinfo_span];
    server.host = s[host_span];
    server.port = s[port_span];
    if (s[IPv6reference_span]) {
      server.kind = host_kind::IPv6reference;
    } else if (s[IPv4address_span]) {
      server.kind = host_kind::IPv4address;
    }
    a.server = server;
    a.reading = is_reg_name(raw.raw) ? authority_reading::server_and_reg_name : authority_reading::server;
  } else {
    a.reg_name = raw;
    a.reading = authority_reading::reg_name;
  }
  return a;
}

void read(uri_reference& u, const spans& s) {
  u.absoluteURI = s[absoluteURI_span];
  u.relativeURI = s[relativeURI_span];
  u.scheme = s[scheme_span];
  u.opaque_part = s[opaque_part_span];
  u.net_path = s[net_path_span];
  if (const auto raw = s[authority_span]) {
    u.authority = read_authority(s, *raw);
  }
  u.rel_path = s[rel_path_span];
  u.rel_segment = s[rel_segment_span];
  u.abs_path = s[abs_path_span];
  u.query = s[query_span];
  u.fragment = s[fragment_span];
}

}  // namespace

segment segment_of(const text& raw) {
  const auto semicolon = raw.raw.find(';');
  if (semicolon == std::string_view::npos) {
    return {raw, {}};
  }
  return {raw, split(text{raw.raw.substr(semicolon + 1), raw.offset + semicolon + 1}, ';')};
}

namespace {

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
  read(u, spans(input, derived.begin(), derived.end()));
  if (u.abs_path) {
    // abs_path = "/" path_segments
    u.segments = segment_list(text{u.abs_path->raw.substr(1), u.abs_path->offset + 1}, '/', &segment_of);
  }
  return u;
}

}  // namespace

uri_reference parse(std::string_view input, const options& opts) { return parse_by(input, "URI-reference", opts); }

}  // namespace urlbnf::rfc2396::ast

namespace urlbnf::rfc2396 {
namespace {

result<ast::uri_reference> parse_result(std::string_view input, std::string_view rule, const options& opts) {
  return tree_result(ast::parse_by(input, rule, opts));
}

}  // namespace

result<ast::uri_reference> parse_uri_reference(std::string_view input, const options& opts) {
  return parse_result(input, "URI-reference", opts);
}
result<ast::uri_reference> parse_absolute_uri(std::string_view input, const options& opts) {
  return parse_result(input, "absoluteURI", opts);
}
result<ast::uri_reference> parse_relative_uri(std::string_view input, const options& opts) {
  return parse_result(input, "relativeURI", opts);
}

}  // namespace urlbnf::rfc2396
