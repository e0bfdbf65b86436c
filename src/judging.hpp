// Pieces every grammar's check() shares: naming characters in messages,
// listing what was expected, and finding the most specific production.
// Private to the library.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <urlbnf/detail/names.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/tracking.hpp>
#include <vector>

#include "choices.hpp"
#include "validation_control.hpp"

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

// A judge of whether a production accepts `input`: from what `probe`
// learnt of that same input when it tried the production at its start,
// else by `accepts(name)`.
template <typename Accepts>
auto probed(const start_probe& probe, std::string_view input, Accepts accepts) {
  return [&probe, input, accepts](std::string_view name) {
    const auto known = probe.accepts_whole(name, input.size());
    return known ? *known : accepts(name);
  };
}

// Sets the verdict's match to the most specific alternative, down the
// choices from `production`, that accepts the input (`accepts(name)`
// judges), and its `also` to the productions between the two.
template <std::size_t N, typename Accepts>
void refine(judgement& j, std::string_view production, const std::array<choice, N>& choices, Accepts accepts) {
  // Each step descends into another choice, so the chain has at most N + 1 links.
  std::array<std::string_view, N + 1> chain{production};
  std::size_t size = 1;
  for (;;) {
    const auto* c = std::find_if(choices.begin(), choices.end(),
                                 [&](const choice& ch) { return same_spelling(ch.production, chain[size - 1]); });
    if (c == choices.end() || size == chain.size()) {
      break;
    }
    const auto* alt = std::find_if(c->alternatives.begin(), c->alternatives.end(),
                                   [&](std::string_view a) { return !a.empty() && accepts(a); });
    if (alt == c->alternatives.end()) {
      break;
    }
    chain[size++] = *alt;
  }
  j.match = chain[size - 1];
  if (size > 2) {
    j.also.assign(chain.begin() + 1, chain.begin() + static_cast<std::ptrdiff_t>(size) - 1);
  }
}

}  // namespace urlbnf::detail
