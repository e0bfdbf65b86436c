// The table of RFC 2397's productions, as Section 3 writes them, with RFC
// 2045's tokens and RFC 2396's uric as a data URL writes them.
#include <algorithm>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/rfc2397/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"

namespace urlbnf::rfc2397 {
namespace {

// The tree reads the parameters by splitting mediatype at ";" and each at
// its first "=", and type and subtype whole: the productions inside them
// are left out of the span log, whose size then does not grow with the
// number of parameters.
constexpr std::array<std::string_view, 11> split_productions{
    meta_of<rfc2397::parameter>.name,       meta_of<rfc2397::attribute>.name,      meta_of<rfc2397::value>.name,
    meta_of<rfc2397::token>.name,           meta_of<rfc2397::quoted_string>.name,  meta_of<rfc2397::discrete_type>.name,
    meta_of<rfc2397::composite_type>.name,  meta_of<rfc2397::extension_token>.name, meta_of<rfc2397::ietf_token>.name,
    meta_of<rfc2397::x_token>.name,         meta_of<rfc2397::iana_token>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table = detail::make_table<detail::rfc2397_choices, split_productions>(productions{});

// dataurl, which check() judges when no rule is named, found at compile
// time, as the other grammars find theirs.
constexpr const detail::table_entry* default_entry = table.exact("dataurl");
static_assert(default_entry->meta.name == "dataurl");

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

}  // namespace urlbnf::rfc2397
