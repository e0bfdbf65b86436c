// What every fuzz target shares: the input as text, and a check that
// aborts (so libFuzzer reports it) instead of a test framework's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <urlbnf/text.hpp>
#include <utility>

namespace urlbnf::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The two lines of an input that holds two strings (a base and a
// reference, a context and a partial form); nullopt without a newline.
inline std::optional<std::pair<std::string_view, std::string_view>> two_lines(std::string_view input) {
  const auto newline = input.find('\n');
  if (newline == std::string_view::npos) {
    return std::nullopt;
  }
  return std::make_pair(input.substr(0, newline), input.substr(newline + 1));
}

[[noreturn]] inline void fail(const char* what) {
  std::fprintf(stderr, "invariant broken: %s\n", what);
  std::abort();
}

inline void require(bool holds, const char* what) {
  if (!holds) {
    fail(what);
  }
}

// A component is the input's own bytes at its offset.
inline void require_view(std::string_view input, const std::optional<text>& t) {
  if (t) {
    require(t->offset + t->raw.size() <= input.size() && t->raw.data() == input.data() + t->offset,
            "a tree component is a view into the input at its offset");
  }
}

}  // namespace urlbnf::fuzz
