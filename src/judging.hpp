// Pieces every grammar's check() shares: naming characters in messages,
// listing what was expected, and finding the most specific production.
// Private to the library.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <urlbnf/tracking.hpp>
#include <vector>

namespace urlbnf::detail {

// "%20" for ' '.
std::string hex_escape(unsigned char c);

// "' '" for a graphic character, "0x0A" for any other.
std::string quoted_char(unsigned char c);

// "a, b or c".
std::string expected_list(const std::vector<std::string>& expected);

std::vector<std::string> expected_names(const furthest_failure& failure);

// Whether input[offset] is a '%' followed by two hex digits.
bool starts_escape(std::string_view input, std::size_t offset);

// "expected X or Y, found 'c'", or "unexpected end of input, expected X or Y".
std::string unexpected(const std::vector<std::string>& expected, std::string_view input, std::size_t offset);

// A production that is a choice between other productions.
struct choice {
  std::string_view production;
  std::array<std::string_view, 4> alternatives;
};

// The chain from `production` down to the most specific alternative that
// accepts the input, `production` itself first; `accepts(name)` judges.
template <std::size_t N, typename Accepts>
std::vector<std::string_view> refine(std::string_view production, const std::array<choice, N>& choices,
                                     Accepts accepts) {
  std::vector<std::string_view> chain{production};
  for (;;) {
    const auto* c =
        std::find_if(choices.begin(), choices.end(), [&](const choice& ch) { return ch.production == chain.back(); });
    if (c == choices.end()) {
      return chain;
    }
    const auto* alt = std::find_if(c->alternatives.begin(), c->alternatives.end(),
                                   [&](std::string_view a) { return !a.empty() && accepts(a); });
    if (alt == c->alternatives.end()) {
      return chain;
    }
    chain.push_back(*alt);
  }
}

}  // namespace urlbnf::detail
