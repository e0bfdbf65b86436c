// A fixed set of production names, indexed by exact spelling: the
// production tables find a grammar's entries by it, and the trees their
// components in a derivation's spans. Private to the library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urlbnf::detail {

// The index's hash of a name: its length and three of its characters,
// which tell apart the names of each grammar nearly always; a lookup costs
// a few instructions, and the rare collision one more comparison.
constexpr std::size_t name_hash(std::string_view name) noexcept {
  if (name.empty()) {
    return 0;
  }
  const auto at = [&](std::size_t i) { return static_cast<std::size_t>(static_cast<unsigned char>(name[i])); };
  return name.size() * 131 + at(0) * 31 + at(name.size() / 2) * 7 + at(name.size() - 1);
}

template <std::size_t N>
class name_index {
 public:
  static constexpr std::size_t none = N;

  constexpr explicit name_index(const std::array<std::string_view, N>& names) : names_(names) {
    for (auto& slot : slots_) {
      slot = empty;
    }
    for (std::size_t i = 0; i < N; ++i) {
      auto s = name_hash(names_[i]) & (slot_count - 1);
      while (slots_[s] != empty) {
        s = (s + 1) & (slot_count - 1);
      }
      slots_[s] = static_cast<std::uint16_t>(i);
    }
  }

  // The position of the name spelt `name`, or `none`; the first of two
  // alike.
  [[nodiscard]] constexpr std::size_t find(std::string_view name) const noexcept {
    for (auto s = name_hash(name) & (slot_count - 1); slots_[s] != empty; s = (s + 1) & (slot_count - 1)) {
      if (names_[slots_[s]] == name) {
        return slots_[s];
      }
    }
    return none;
  }

 private:
  // A power of two at least twice the names: probes stay short.
  static constexpr std::size_t slot_count = [] {
    std::size_t n = 1;
    while (n < 2 * N) {
      n *= 2;
    }
    return n;
  }();
  static constexpr std::uint16_t empty = 0xFFFF;
  static_assert(N < empty);
  std::array<std::string_view, N> names_;
  std::array<std::uint16_t, slot_count> slots_{};
};

}  // namespace urlbnf::detail
