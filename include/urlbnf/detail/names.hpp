// Comparing production names on the hot path: an internal of the
// library's headers, not part of its API.
#pragma once

#include <cstddef>
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

}  // namespace urlbnf::detail
