#include "prose.hpp"

#include <algorithm>

namespace urlbnf::detail {

std::string joined(std::initializer_list<std::string_view> pieces) {
  std::size_t size = 0;
  for (const auto piece : pieces) {
    size += piece.size();
  }
  std::string out(size, '\0');
  char* at = out.data();
  for (const auto piece : pieces) {
    at = std::copy(piece.begin(), piece.end(), at);
  }
  return out;
}

std::string series(const std::vector<std::string>& items, std::string_view conjunction) {
  std::size_t size = 0;
  for (const auto& item : items) {
    size += item.size() + conjunction.size() + 2;
  }
  std::string out;
  out.reserve(size);
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0 && i + 1 == items.size()) {
      out += ' ';
      out += conjunction;
      out += ' ';
    } else if (i > 0) {
      out += ", ";
    }
    out += items[i];
  }
  return out;
}

}  // namespace urlbnf::detail
