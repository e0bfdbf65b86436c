// The table of RFC 6068's productions, as Section 2 writes them, with those
// it imports.
#include <urlbnf/rfc6068/check.hpp>
#include <urlbnf/rfc6068/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"

namespace urlbnf::rfc6068 {
namespace {

// The tree reads addresses and header fields by splitting to and hfields
// (parse.cpp): a mailto URI of many addresses keeps within the span log.
constexpr std::array<std::string_view, 8> split_productions{
    meta_of<rfc6068::addr_spec>.name,     meta_of<rfc6068::local_part>.name, meta_of<rfc6068::domain>.name,
    meta_of<rfc6068::dot_atom_text>.name, meta_of<rfc6068::quoted_string>.name, meta_of<rfc6068::hfield>.name,
    meta_of<rfc6068::hfname>.name,        meta_of<rfc6068::hfvalue>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table = detail::make_table<detail::rfc6068_choices, split_productions>(productions{});

// mailtoURI, which check() judges when no rule is named, found at compile
// time.
constexpr const detail::table_entry* default_entry = table.exact("mailtoURI");
static_assert(default_entry->meta.name == "mailtoURI");

const detail::table_entry* find_entry(std::string_view name) noexcept {
  return detail::find_entry(table, name, detail::same_name_ignoring_case);
}

}  // namespace

const detail::table_entry* production_entry(std::string_view name) noexcept {
  return name.empty() ? default_entry : find_entry(name);
}

const std::vector<production_info>& production_list(grammar /*g*/) {
  static const auto list = detail::production_infos(table);
  return list;
}

std::optional<production_info> find_production(std::string_view name, grammar /*g*/) {
  if (const auto* e = find_entry(name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar /*g*/) { return detail::shape_of(find_entry(name)); }

bool accepts(std::string_view input, rule_name rule, const options& /*opts*/, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(rule.view()), input, reading{}, failure);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& /*opts*/) {
  return detail::captures_of(production_entry(rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule,
                                                       const options& /*opts*/) {
  return detail::derivation_tree(production_entry(rule.view()), input, reading{});
}

}  // namespace urlbnf::rfc6068
