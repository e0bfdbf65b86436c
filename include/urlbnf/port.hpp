// A port's digits read as a number. The grammars give a port as digits
// without a bound (RFC 3986 Section 3.2.3 and RFC 2396 Section 3.2.2:
// port = *DIGIT; RFC 1738 Section 5: port = digits), so a valid URL's port
// may be empty or exceed 65535, TCP's and UDP's range: the number is read
// without wrapping, and a port beyond the range says so.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace urlbnf {

class port_number {
 public:
  enum class reading : std::uint8_t {
    number,     // 0 to 65535: value() holds it
    empty,      // no digits ("http://a:/"): RFC 3986 Section 3.2.3 says to omit it
    too_large,  // more than 65535, however many digits
    not_digits, // text that is not *DIGIT: no grammar's port
  };

  // `digits` as the URL spells it; leading zeros are allowed ("080" is 80).
  static constexpr port_number of(std::string_view digits) noexcept {
    port_number p;
    p.digits_ = digits;
    if (digits.empty()) {
      p.reading_ = reading::empty;
      return p;
    }
    std::uint32_t n = 0;
    for (const char c : digits) {
      if (c < '0' || c > '9') {
        p.reading_ = reading::not_digits;
        return p;
      }
      // Once past 65535 it stays past it: the value is no longer kept.
      if (p.reading_ == reading::number) {
        n = n * 10 + static_cast<std::uint32_t>(c - '0');
        if (n > 65535) {
          p.reading_ = reading::too_large;
        }
      }
    }
    p.value_ = static_cast<std::uint16_t>(p.reading_ == reading::number ? n : 0);
    return p;
  }

  [[nodiscard]] constexpr reading how() const noexcept { return reading_; }
  // The number, when it is one from 0 to 65535.
  [[nodiscard]] constexpr std::optional<std::uint16_t> value() const noexcept {
    return reading_ == reading::number ? std::optional<std::uint16_t>(value_) : std::nullopt;
  }
  [[nodiscard]] constexpr bool exceeds_range() const noexcept { return reading_ == reading::too_large; }
  [[nodiscard]] constexpr std::string_view digits() const noexcept { return digits_; }

 private:
  port_number() = default;
  std::string_view digits_;
  std::uint16_t value_ = 0;
  reading reading_ = reading::number;
};

// The name of a reading, as JSON output spells it ("too_large").
constexpr std::string_view name_of(port_number::reading r) noexcept {
  switch (r) {
    case port_number::reading::number:
      return "number";
    case port_number::reading::empty:
      return "empty";
    case port_number::reading::too_large:
      return "too_large";
    case port_number::reading::not_digits:
      return "not_digits";
  }
  return "";
}

}  // namespace urlbnf
