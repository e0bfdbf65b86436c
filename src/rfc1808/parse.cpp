// From the spans of the validation run's derivation to the typed tree.
#include <array>
#include <urlbnf/rfc1808/ast.hpp>
#include <urlbnf/rfc1808/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc1808::ast {
namespace {

enum component : std::size_t {
  absoluteURL_span,
  generic_RL_span,
  relativeURL_span,
  scheme_span,
  net_path_span,
  net_loc_span,
  abs_path_span,
  rel_path_span,
  path_span,
  params_span,
  query_span,
  fragment_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc1808::absoluteURL>.name, meta_of<rfc1808::generic_RL>.name, meta_of<rfc1808::relativeURL>.name,
    meta_of<rfc1808::scheme>.name,      meta_of<rfc1808::net_path>.name,   meta_of<rfc1808::net_loc>.name,
    meta_of<rfc1808::abs_path>.name,    meta_of<rfc1808::rel_path>.name,   meta_of<rfc1808::path>.name,
    meta_of<rfc1808::params>.name,      meta_of<rfc1808::query>.name,      meta_of<rfc1808::fragment>.name};
static_assert(detail::all_named(component_names));

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

}  // namespace

url parse(std::string_view input, const options& opts) {
  url u;
  detail::derivation_spans derived;
  u.verdict = check(input, "URL", opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive(input, "URL", opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  u.absoluteURL = s[absoluteURL_span];
  u.generic_RL = s[generic_RL_span];
  u.relativeURL = s[relativeURL_span];
  u.scheme = s[scheme_span];
  u.net_path = s[net_path_span];
  u.net_loc = s[net_loc_span];
  u.abs_path = s[abs_path_span];
  u.rel_path = s[rel_path_span];
  u.path = s[path_span];
  u.params = s[params_span];
  u.query = s[query_span];
  u.fragment = s[fragment_span];
  if (u.path) {
    u.segments = split(*u.path, '/');
  }
  if (u.params) {
    u.param = split(*u.params, ';');
  }
  return u;
}

}  // namespace urlbnf::rfc1808::ast
