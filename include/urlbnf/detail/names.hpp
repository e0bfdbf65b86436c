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

// Which of 64 buckets a name falls in, by a hash of its spelling (FNV-1a):
// computed at compile time for a rule's name, it lets a list of names be
// searched only when it holds a name of the same bucket.
constexpr std::uint8_t spelling_bucket(std::string_view name) noexcept {
  std::uint32_t h = 2166136261U;
  for (const char c : name) {
    h = (h ^ static_cast<unsigned char>(c)) * 16777619U;
  }
  return static_cast<std::uint8_t>(h & 63U);
}

}  // namespace urlbnf::detail
