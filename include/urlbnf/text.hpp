// A component of a parsed URL: a view into the input, never a copy.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace urlbnf {

struct text {
  std::string_view raw;
  std::size_t offset = 0;

  // The octets the component stands for: every %XX escape decoded.
  [[nodiscard]] std::string decoded() const;
};

// The value of a hex digit (either case), or -1 for any other character.
int hex_value(char c);

// %XX escapes decoded; a "%" not followed by two hex digits is kept as is.
std::string percent_decode(std::string_view raw);

}  // namespace urlbnf
