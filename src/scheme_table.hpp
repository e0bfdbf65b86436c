// A grammar's schemes that have a production of their own, and the
// production of each: check() judges a URL of such a scheme by its
// production alone. Private to the library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <urlbnf/detail/ascii_case.hpp>

namespace urlbnf::detail {

struct scheme_production {
  std::string_view scheme;
  std::string_view production;
};

// Looked up for every URL checked, so by the URL's first character, then
// a scheme of up to eight characters as one 64-bit word: a search through
// the list, character by character, cost as much as a twentieth of a URL's
// validation.
template <std::size_t N>
class scheme_table {
  static_assert(N <= 32, "a candidate set is a 32-bit mask");

 public:
  static constexpr std::size_t word_size = sizeof(std::uint64_t);

  constexpr explicit scheme_table(const std::array<scheme_production, N>& schemes) : schemes_(schemes) {
    for (std::size_t i = 0; i < N; ++i) {
      const auto scheme = schemes[i].scheme;
      const char first = scheme.at(0);
      spelt_.at(static_cast<unsigned char>(first)) |= std::uint32_t{1} << i;
      folded_.at(static_cast<unsigned char>(ascii_lower(first))) |= std::uint32_t{1} << i;
      folded_.at(static_cast<unsigned char>(ascii_upper(first))) |= std::uint32_t{1} << i;
      for (std::size_t k = 0; k < scheme.size() && k < word_size; ++k) {
        words_.at(i).text.at(k) = scheme[k];
        words_.at(i).mask.at(k) = '\xFF';
        words_.at(i).fold.at(k) = scheme[k] >= 'a' && scheme[k] <= 'z' ? '\x20' : '\0';
      }
    }
  }

  [[nodiscard]] static constexpr std::size_t size() noexcept { return N; }
  [[nodiscard]] constexpr const scheme_production& operator[](std::size_t i) const noexcept { return schemes_[i]; }

  // Whether every scheme fits a word and is spelt in lower case, as the
  // lookup needs, and holds no ':', which would end it: a URL that starts
  // with a scheme and ':' then has that scheme before its first ':'.
  [[nodiscard]] constexpr bool well_formed() const noexcept {
    for (const auto& s : schemes_) {
      if (s.scheme.empty() || s.scheme.size() > word_size || s.scheme.find(':') != std::string_view::npos) {
        return false;
      }
      for (const char c : s.scheme) {
        if (c >= 'A' && c <= 'Z') {
          return false;
        }
      }
    }
    return true;
  }

  // The index of `scheme`, spelt as the table spells it or, with `fold`,
  // in either case of its letters; N when none.
  [[nodiscard]] std::size_t index_of_scheme(std::string_view scheme, bool fold) const noexcept {
    return find(scheme, fold, false);
  }

  // The index of the scheme before the first ':' of `url`, as
  // index_of_scheme() finds it, without searching the URL for its ':'.
  [[nodiscard]] std::size_t index_in_url(std::string_view url, bool fold) const noexcept {
    return find(url, fold, true);
  }

 private:
  // A scheme's characters, the bytes of a word they take, and the bit
  // that folds each letter's case: an ASCII byte ORed with 0x20 equals a
  // lower-case letter only when it is that letter in either case.
  struct packed_scheme {
    std::array<char, word_size> text{};
    std::array<char, word_size> mask{};
    std::array<char, word_size> fold{};
  };

  // Bytes as one word, in the machine's order, whichever it is: the
  // scheme's and the URL's are read alike.
  static std::uint64_t word(const char* bytes) noexcept {
    std::uint64_t w = 0;
    std::memcpy(&w, bytes, word_size);
    return w;
  }

  // A text shorter than a word, padded with zeros: a copy of a length
  // known only at run time costs a call.
  static std::uint64_t short_word(std::string_view text) noexcept {
    std::array<char, word_size> padded{};
    std::memcpy(padded.data(), text.data(), text.size());
    return word(padded.data());
  }

  [[nodiscard]] std::size_t find(std::string_view text, bool fold, bool in_url) const noexcept {
    if (text.empty()) {
      return N;
    }
    std::uint32_t candidates = (fold ? folded_ : spelt_)[static_cast<unsigned char>(text[0])];
    if (candidates == 0) {
      return N;
    }
    const auto start = text.size() >= word_size ? word(text.data()) : short_word(text);
    for (std::size_t i = 0; candidates != 0; ++i, candidates >>= 1U) {
      if ((candidates & 1U) == 0) {
        continue;
      }
      const auto length = schemes_[i].scheme.size();
      const bool fits = in_url ? text.size() > length && text[length] == ':' : text.size() == length;
      if (!fits) {
        continue;
      }
      const auto& packed = words_[i];
      if (((fold ? start | word(packed.fold.data()) : start) & word(packed.mask.data())) == word(packed.text.data())) {
        return i;
      }
    }
    return N;
  }

  std::array<scheme_production, N> schemes_;
  std::array<packed_scheme, N> words_{};
  std::array<std::uint32_t, 256> spelt_{};
  std::array<std::uint32_t, 256> folded_{};
};

// The entry of each scheme's production in a grammar's production table
// (production_table.hpp), found at compile time: check() judges most URLs by
// one of them.
template <typename Table, std::size_t N>
constexpr auto production_entries(const Table& table, const scheme_table<N>& schemes) {
  std::array<decltype(table.exact("")), N> entries{};
  for (std::size_t i = 0; i < N; ++i) {
    entries.at(i) = table.exact(schemes[i].production);
  }
  return entries;
}

// Whether every production was found.
template <typename Entry, std::size_t N>
constexpr bool all_found(const std::array<Entry, N>& entries) {
  for (const auto& e : entries) {
    if (e == nullptr) {
      return false;
    }
  }
  return true;
}

}  // namespace urlbnf::detail
