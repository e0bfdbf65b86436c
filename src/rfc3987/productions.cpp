// The table of RFC 3987's productions (Section 2.2).
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/grammar.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"

namespace urlbnf::rfc3987 {
namespace {

// The tree reads the segments by splitting their path (parse.cpp).
constexpr std::array<std::string_view, 3> split_productions{
    meta_of<isegment>.name, meta_of<isegment_nz>.name, meta_of<isegment_nz_nc>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table_3987 = detail::make_table<detail::rfc3987_choices, split_productions>(productions_3987{});

// IRI-reference, which check() judges when no rule is named, found at
// compile time, as RFC 3986's URI-reference is.
constexpr const detail::table_entry* default_3987 = table_3987.exact("IRI-reference");
static_assert(default_3987->meta.name == "IRI-reference");

const detail::table_entry* find_entry(std::string_view name) noexcept {
  return detail::find_entry(table_3987, name, detail::same_name_ignoring_case);
}

}  // namespace

const detail::table_entry* production_entry(grammar /*g*/, std::string_view name) noexcept {
  return name.empty() ? default_3987 : find_entry(name);
}

const std::vector<production_info>& production_list(grammar /*g*/) {
  static const auto list = detail::production_infos(table_3987);
  return list;
}

std::optional<production_info> find_production(std::string_view name, grammar /*g*/) {
  if (const auto* e = find_entry(name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar /*g*/) { return detail::shape_of(find_entry(name)); }

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(opts.grammar, rule.view()), input, reading{}, failure) &&
         !(opts.bidi_formatting_excluded && first_bidi_formatting(input) != std::string_view::npos);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(opts.grammar, rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(opts.grammar, rule.view()), input, reading{});
}

}  // namespace urlbnf::rfc3987
