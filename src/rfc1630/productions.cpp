// The tables of RFC 1630's productions, for its URL BNF and its generic BNF.
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"
#include "schemes.hpp"

namespace urlbnf::rfc1630 {
namespace {

// What the tree (parse.cpp) reads by splitting its parent: the segments of a path.
// (The URL BNF's segment is xpalphas.)
constexpr std::array<std::string_view, 3> split_productions{meta_of<rfc1630::url::segment>.name,
                                                            meta_of<rfc1630::url::xpalphas>.name,
                                                            meta_of<rfc1630::generic::xpalphas>.name};
static_assert(detail::all_named(split_productions));

constexpr auto url_table = detail::make_table<detail::rfc1630_url_choices, split_productions>(url_productions{});
constexpr auto generic_table = detail::make_table<detail::no_choices, split_productions>(generic_productions{});

// The rule check() judges when none is named, found at compile time: a
// lookup by name costs a tenth of a validation.
constexpr const detail::table_entry* default_url = url_table.exact("url");
constexpr const detail::table_entry* default_generic = generic_table.exact("fragmentaddress");
static_assert(default_url->meta.name == "url" && default_generic->meta.name == "fragmentaddress");

// The alternative of url each of its schemes spells: check() judges a URL
// of that scheme by it alone.
constexpr auto scheme_entries = detail::production_entries(url_table, url_schemes);
static_assert(detail::all_found(scheme_entries));

// RFC 1630's BNF has no convention that folds the case of names.
bool same_name(std::string_view a, std::string_view b) noexcept { return a == b; }

const detail::table_entry* find_entry(grammar g, std::string_view name) noexcept {
  return g == grammar::url ? detail::find_entry(url_table, name, same_name)
                           : detail::find_entry(generic_table, name, same_name);
}

}  // namespace

const detail::table_entry* production_entry(grammar g, std::string_view name) noexcept {
  if (name.empty()) {
    return g == grammar::url ? default_url : default_generic;
  }
  return find_entry(g, name);
}

const detail::table_entry& scheme_entry(std::size_t i) noexcept { return *scheme_entries[i]; }

const std::vector<production_info>& production_list(grammar g) {
  static const auto url_list = detail::production_infos(url_table);
  static const auto generic_list = detail::production_infos(generic_table);
  return g == grammar::url ? url_list : generic_list;
}

std::optional<production_info> find_production(std::string_view name, grammar g) {
  if (const auto* e = find_entry(g, name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar g) { return detail::shape_of(find_entry(g, name)); }

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(opts.grammar, rule.view()), input, reading{}, failure);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(opts.grammar, rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(opts.grammar, rule.view()), input, reading{});
}

bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, urlbnf::detail::span_log* log,
                    furthest_failure* failure) noexcept {
  return urlbnf::detail::probe_entry(find_entry(opts.grammar, rule), input, reading{}, probe, log, failure);
}

}  // namespace urlbnf::rfc1630
