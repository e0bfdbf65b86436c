// The table of RFC 1738 productions: each BNF name bound to its PEGTL rule,
// matched against the whole input.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"
#include "schemes.hpp"

namespace urlbnf::rfc1738 {
namespace {

// What the tree (parse.cpp) reads by splitting its parent: path segments and
// fieldspecs.
constexpr std::array<std::string_view, 6> split_productions{
    meta_of<rfc1738::fsegment>.name,  meta_of<rfc1738::hsegment>.name,  meta_of<rfc1738::psegment>.name,
    meta_of<rfc1738::fieldspec>.name, meta_of<rfc1738::fieldname>.name, meta_of<rfc1738::fieldvalue>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table = detail::make_table<detail::rfc1738_choices, split_productions>(productions{});

// url, which check() judges when no rule is named, found at compile time:
// a lookup by name costs a tenth of a validation.
constexpr const detail::table_entry* default_entry = table.exact("url");
static_assert(default_entry->meta.name == "url");

// The productions check() judges a URL by: its predefined scheme's, and
// genericurl for any other scheme.
constexpr auto scheme_entries = detail::production_entries(table, predefined_schemes);
static_assert(detail::all_found(scheme_entries));
constexpr const detail::table_entry* genericurl_entry = table.exact("genericurl");
static_assert(genericurl_entry->meta.name == "genericurl");

const detail::table_entry* find_entry(std::string_view name) noexcept {
  return detail::find_entry(table, name, [](std::string_view a, std::string_view b) { return a == b; });
}

}  // namespace

const detail::table_entry* production_entry(std::string_view name) noexcept {
  return name.empty() ? default_entry : find_entry(name);
}

const detail::table_entry& scheme_entry(std::size_t i) noexcept {
  return i == scheme_entries.size() ? *genericurl_entry : *scheme_entries[i];
}

reading reading_of(const options& opts) noexcept { return reading{opts.fold_scheme_case, false}; }

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

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(rule.view()), input, reading_of(opts), failure);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(rule.view()), input, reading_of(opts));
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(rule.view()), input, reading_of(opts));
}

bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, urlbnf::detail::span_log* log,
                    furthest_failure* failure) noexcept {
  return urlbnf::detail::probe_entry(find_entry(rule), input, reading_of(opts), probe, log, failure);
}

namespace {
// genericurl's language, as the comment on schemepart shows it:
// schemepart = *xchar | ip-schemepart, and every ip-schemepart is *xchar.
struct generic_form : pegtl::seq<scheme, literal<':'>, pegtl::star<xchar>> {};
}  // namespace

bool accepts_genericurl(std::string_view input, const options& opts) noexcept {
  return detail::accept_whole<generic_form>(input, reading_of(opts));
}

}  // namespace urlbnf::rfc1738
