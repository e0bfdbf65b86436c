// Comparing production names on the hot path: an internal of the
// library's headers, not part of its API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urlbnf::detail {

// Whether two names are spelt alike. Names are short, and most compared
// are one name, often at one address (a rule's meta_of name, passed on):
// a loop inline costs less than a call to memcmp.
constexpr bool same_spelling(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) {
    return false;
  }
  if (a.data() == b.data()) {
    return true;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] != b[i]) {
      return false;
    }
  }
  return true;
}

// A hash of a name's spelling (FNV-1a), computed at compile time for a
// rule's name: names of different hashes are spelt differently, so a list
// of names is searched by comparing hashes, and spellings only where two
// hashes agree.
constexpr std::uint32_t spelling_hash(std::string_view name) noexcept {
  std::uint32_t h = 2166136261U;
  for (const char c : name) {
    h = (h ^ static_cast<unsigned char>(c)) * 16777619U;
  }
  return h;
}

}  // namespace urlbnf::detail
