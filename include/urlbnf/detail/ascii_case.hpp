// ASCII case, as the RFCs fold it (schemes, hosts, rule names, hex digits
// in escapes): letters A to Z only, whatever the C locale. An internal of
// the library and the command, not part of the API.
#pragma once

#include <string>
#include <string_view>

namespace urlbnf::detail {

constexpr char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

constexpr char ascii_upper(char c) noexcept { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

inline std::string ascii_lowered(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = ascii_lower(c);
  }
  return out;
}

constexpr bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (ascii_lower(a[i]) != ascii_lower(b[i])) {
      return false;
    }
  }
  return true;
}

}  // namespace urlbnf::detail
