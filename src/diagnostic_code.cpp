// The names of the diagnostic codes and remedy kinds, as JSON output spells
// them.
#include <array>
#include <urlbnf/judgement.hpp>

namespace urlbnf {

std::string_view name_of(diagnostic_code code) noexcept {
  static constexpr std::array<std::string_view, 24> names{
      "unexpected",         "unknown_production", "not_ascii",       "control_character", "space",
      "excluded_character", "bad_escape",         "second_fragment", "no_fragment",       "reserved_character",
      "scheme_case",        "login_not_allowed",  "ftp_type",        "ipv6_text_form",    "query_without_path",
      "unknown_scheme",     "other_production",   "path_form",       "gopher_type",       "zone_identifier",
      "byte_order_mark",
      "empty_host",
      "nonstandard_form",
      "malformed_utf8"};
  static_assert(static_cast<std::size_t>(diagnostic_code::malformed_utf8) + 1 == names.size(),
                "a name for every code");
  return names[static_cast<std::size_t>(code)];
}

std::string_view name_of(remedy_kind kind) noexcept {
  static constexpr std::array<std::string_view, 4> names{"none", "option", "grammar", "rule"};
  return names[static_cast<std::size_t>(kind)];
}

}  // namespace urlbnf
