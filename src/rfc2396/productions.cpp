// The tables of RFC 2396's productions, as Appendix A writes them and as
// RFC 2732 amends them.
#include <algorithm>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"

namespace urlbnf::rfc2396 {
namespace {

// Segments and params are read by splitting their abs_path (parse.cpp).
constexpr std::array<std::string_view, 2> split_productions{meta_of<rfc2396::segment>.name,
                                                            meta_of<rfc2396::param>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table_2396 = detail::make_table<detail::rfc2396_choices, split_productions>(productions_2396{});
constexpr auto table_2732 = detail::make_table<detail::rfc2396_choices, split_productions>(productions_2732{});

// URI-reference, which check() judges when no rule is named, found at
// compile time: a lookup by name costs a tenth of a validation.
constexpr const detail::table_entry* default_2396 = table_2396.exact("URI-reference");
constexpr const detail::table_entry* default_2732 = table_2732.exact("URI-reference");
static_assert(default_2396->meta.name == "URI-reference" && default_2732->meta.name == "URI-reference");

const detail::table_entry* find_entry(grammar g, std::string_view name) noexcept {
  return g == grammar::rfc2396 ? detail::find_entry(table_2396, name, detail::same_name_ignoring_case)
                               : detail::find_entry(table_2732, name, detail::same_name_ignoring_case);
}

}  // namespace

const detail::table_entry* production_entry(grammar g, std::string_view name) noexcept {
  if (name.empty()) {
    return g == grammar::rfc2396 ? default_2396 : default_2732;
  }
  return find_entry(g, name);
}

reading reading_of(const options& opts) noexcept { return reading{false, opts.ipv6_text_forms}; }

const std::vector<production_info>& production_list(grammar g) {
  static const auto list_2396 = detail::production_infos(table_2396);
  static const auto list_2732 = detail::production_infos(table_2732);
  return g == grammar::rfc2396 ? list_2396 : list_2732;
}

std::optional<production_info> find_production(std::string_view name, grammar g) {
  if (const auto* e = find_entry(g, name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar g) { return detail::shape_of(find_entry(g, name)); }

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(opts.grammar, rule.view()), input, reading_of(opts), failure);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(opts.grammar, rule.view()), input, reading_of(opts));
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(opts.grammar, rule.view()), input, reading_of(opts));
}

}  // namespace urlbnf::rfc2396
