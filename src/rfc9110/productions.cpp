// The table of RFC 9110's URI productions, over the RFC 3986 rules Section
// 4.1 adopts.
#include <algorithm>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/rfc9110/grammar.hpp>

#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../production_table.hpp"
#include "../prose.hpp"

namespace urlbnf::rfc9110 {
namespace {

// The tree reads the segments by splitting their path (parse.cpp).
constexpr std::array<std::string_view, 3> split_productions{
    meta_of<rfc3986::segment>.name, meta_of<rfc3986::segment_nz>.name, meta_of<rfc3986::segment_nz_nc>.name};
static_assert(detail::all_named(split_productions));

// RFC 3986's choices: its productions refine alike here.
constexpr auto table = detail::make_table<detail::rfc3986_choices, split_productions>(productions{});

constexpr const detail::table_entry* http_entry = table.exact("http-URI");
constexpr const detail::table_entry* https_entry = table.exact("https-URI");
static_assert(http_entry->meta.name == "http-URI" && https_entry->meta.name == "https-URI");

const detail::table_entry* find_entry(std::string_view name) noexcept {
  return detail::find_entry(table, name, detail::same_name_ignoring_case);
}

// A production's section as this grammar cites it: RFC 9110's own ("4.2.1"),
// or, for the rules Section 4.1 adopts and those they use, RFC 3986's with
// its name ("RFC 3986 §3.3"; RFC 5234's core rules already name theirs).
const std::string& cited_section(const detail::table_entry& e) {
  static const auto sections = [] {
    std::vector<std::string> out;
    for (const auto& entry : table) {
      out.push_back(cited(entry.meta.name, entry.meta.section));
    }
    return out;
  }();
  return sections[static_cast<std::size_t>(&e - table.begin())];
}

production_info cited_info(const detail::table_entry& e) {
  return {e.meta.name, cited_section(e), e.meta.reshaped};
}

}  // namespace

std::string cited(std::string_view production, std::string_view section) {
  constexpr std::array<std::string_view, 5> own{meta_of<uri_host>.name, meta_of<absolute_path>.name,
                                                meta_of<partial_URI>.name, meta_of<http_URI>.name,
                                                meta_of<https_URI>.name};
  const bool rfc9110 = std::find(own.begin(), own.end(), production) != own.end();
  return rfc9110 || section.rfind("RFC ", 0) == 0 ? std::string(section)
                                                   : detail::joined({"RFC 3986 \xC2\xA7", section});
}

const detail::table_entry* scheme_entry(std::string_view input) noexcept {
  return detail::equal_ignoring_ascii_case(detail::scheme_text(input), "https") ? https_entry : http_entry;
}

const detail::table_entry* production_entry(std::string_view name) noexcept {
  return find_entry(name);
}

std::size_t host_offset(std::string_view uri) noexcept {
  const auto separator = uri.find("://");
  if (separator == std::string_view::npos) {
    return std::string_view::npos;
  }
  const auto start = separator + 3;
  const auto authority = uri.substr(start, uri.find_first_of("/?#", start) - start);
  const auto at = authority.find('@');
  return at == std::string_view::npos ? start : start + at + 1;
}

bool empty_host(std::string_view uri) noexcept {
  const auto at = host_offset(uri);
  return at != std::string_view::npos && (at == uri.size() || std::string_view("/?#:").find(uri[at]) != std::string_view::npos);
}

const std::vector<production_info>& production_list(grammar /*g*/) {
  static const auto list = [] {
    std::vector<production_info> out;
    for (const auto& e : table) {
      out.push_back(cited_info(e));
    }
    return out;
  }();
  return list;
}

std::optional<production_info> find_production(std::string_view name, grammar /*g*/) {
  if (const auto* e = find_entry(name)) {
    return cited_info(*e);
  }
  return std::nullopt;
}

std::string production_shape(std::string_view name, grammar /*g*/) { return detail::shape_of(find_entry(name)); }

bool accepts(std::string_view input, rule_name rule, const options& /*opts*/, furthest_failure* failure) noexcept {
  if (!rule.empty()) {
    return detail::accepts_entry(production_entry(rule.view()), input, reading{}, failure);
  }
  const auto* e = scheme_entry(input);
  if (!detail::accepts_entry(e, input, reading{}, failure)) {
    return false;
  }
  return !empty_host(input);
}

std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule, const options& /*opts*/) {
  return detail::captures_of(rule.empty() ? scheme_entry(input) : production_entry(rule.view()), input, reading{});
}

std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule,
                                                       const options& /*opts*/) {
  return detail::derivation_tree(rule.empty() ? scheme_entry(input) : production_entry(rule.view()), input,
                                 reading{});
}

}  // namespace urlbnf::rfc9110
