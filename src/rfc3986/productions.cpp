// The tables of RFC 3986's productions, as Appendix A writes them and as
// RFC 6874 amends them.
#include <algorithm>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"
#include "../scheme_reading.hpp"

namespace urlbnf::rfc3986 {
namespace {

// The tree reads the segments by splitting their path (parse.cpp).
constexpr std::array<std::string_view, 3> split_productions{
    meta_of<rfc3986::segment>.name, meta_of<rfc3986::segment_nz>.name, meta_of<rfc3986::segment_nz_nc>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table_3986 = detail::make_table<detail::rfc3986_choices, split_productions>(productions_3986{});
constexpr auto table_6874 = detail::make_table<detail::rfc3986_choices, split_productions>(productions_6874{});

// URI-reference, which check() judges when no rule is named, found at
// compile time: a lookup by name costs a tenth of a validation.
constexpr const detail::table_entry* default_3986 = table_3986.exact("URI-reference");
constexpr const detail::table_entry* default_6874 = table_6874.exact("URI-reference");
static_assert(default_3986->meta.name == "URI-reference" && default_6874->meta.name == "URI-reference");

const detail::table_entry* find_entry(grammar g, std::string_view name) noexcept {
  return g == grammar::rfc3986 ? detail::find_entry(table_3986, name, detail::same_name_ignoring_case)
                               : detail::find_entry(table_6874, name, detail::same_name_ignoring_case);
}

}  // namespace

const detail::table_entry* production_entry(grammar g, std::string_view name) noexcept {
  if (name.empty()) {
    return g == grammar::rfc3986 ? default_3986 : default_6874;
  }
  return find_entry(g, name);
}

const std::vector<production_info>& production_list(grammar g) {
  static const auto list_3986 = detail::production_infos(table_3986);
  static const auto list_6874 = detail::production_infos(table_6874);
  return g == grammar::rfc3986 ? list_3986 : list_6874;
}

std::optional<production_info> find_production(std::string_view name, grammar g) {
  if (const auto* e = find_entry(g, name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar g) { return detail::shape_of(find_entry(g, name)); }

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  const auto* entry = production_entry(opts.grammar, rule.view());
  return detail::accepts_entry(entry, input, reading{}, failure) &&
         (!opts.scheme_reading || !detail::reads_schemes(entry->meta.name) || detail::accepted_by_scheme(input));
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(opts.grammar, rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(opts.grammar, rule.view()), input, reading{});
}

}  // namespace urlbnf::rfc3986
