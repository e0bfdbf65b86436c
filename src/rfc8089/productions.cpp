// The tables of RFC 8089's productions, as Section 2 writes them and as
// Appendix F collects Appendix E's.
#include <urlbnf/rfc8089/check.hpp>
#include <urlbnf/rfc8089/grammar.hpp>

#include "../internal_api.hpp"
#include "../production_table.hpp"

namespace urlbnf::rfc8089 {
namespace {

// The tree reads no segment but the share, which it splits off its path:
// the span log leaves them out, so that a long path does not fill it.
constexpr std::array<std::string_view, 3> split_productions{
    meta_of<rfc3986::segment>.name, meta_of<rfc3986::segment_nz>.name, meta_of<rfc3986::segment_nz_nc>.name};
static_assert(detail::all_named(split_productions));

constexpr auto table_8089 = detail::make_table<detail::rfc8089_choices, split_productions>(productions_8089{});
constexpr auto table_appendix_f =
    detail::make_table<detail::rfc8089_choices, split_productions>(productions_appendix_f{});

// file-URI, which check() judges when no rule is named, found at compile
// time: a lookup by name costs a tenth of a validation.
constexpr const detail::table_entry* default_8089 = table_8089.exact("file-URI");
constexpr const detail::table_entry* default_appendix_f = table_appendix_f.exact("file-URI");
static_assert(default_8089->meta.name == "file-URI" && default_appendix_f->meta.name == "file-URI");

const detail::table_entry* find_entry(grammar g, std::string_view name) noexcept {
  return g == grammar::rfc8089 ? detail::find_entry(table_8089, name, detail::same_name_ignoring_case)
                               : detail::find_entry(table_appendix_f, name, detail::same_name_ignoring_case);
}

}  // namespace

grammar grammar_of(const options& opts) noexcept {
  return opts.nonstandard_syntax ? grammar::appendix_f : opts.grammar;
}

const detail::table_entry* production_entry(grammar g, std::string_view name) noexcept {
  if (name.empty()) {
    return g == grammar::rfc8089 ? default_8089 : default_appendix_f;
  }
  return find_entry(g, name);
}

const std::vector<production_info>& production_list(grammar g) {
  static const auto list_8089 = detail::production_infos(table_8089);
  static const auto list_appendix_f = detail::production_infos(table_appendix_f);
  return g == grammar::rfc8089 ? list_8089 : list_appendix_f;
}

std::optional<production_info> find_production(std::string_view name, grammar g) {
  if (const auto* e = find_entry(g, name)) {
    return detail::info_of(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar g) { return detail::shape_of(find_entry(g, name)); }

bool accepts(std::string_view input, rule_name rule, const options& opts, furthest_failure* failure) noexcept {
  return detail::accepts_entry(production_entry(grammar_of(opts), rule.view()), input, reading{}, failure);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& opts) {
  return detail::captures_of(production_entry(grammar_of(opts), rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule, const options& opts) {
  return detail::derivation_tree(production_entry(grammar_of(opts), rule.view()), input, reading{});
}

}  // namespace urlbnf::rfc8089
