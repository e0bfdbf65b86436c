// The names of the facts equivalence verdicts rest on.
#include <array>
#include <urlbnf/equivalence.hpp>

namespace urlbnf {

std::string_view name_of(uri_component c) noexcept {
  static constexpr std::array<std::string_view, 8> names{"scheme", "authority", "userinfo", "host",
                                                         "port",   "path",      "query",    "fragment"};
  return names[static_cast<std::size_t>(c)];
}

std::string_view name_of(normalization_rule r) noexcept {
  static constexpr std::array<std::string_view, 9> names{"scheme_case", "host_case",          "ipv6_case",
                                                         "escape_case", "unreserved_decoded", "dot_segments",
                                                         "empty_port",  "default_port",       "empty_path_as_root"};
  return names[static_cast<std::size_t>(r)];
}

}  // namespace urlbnf
