// A character class over UCS code points read from UTF-8 (RFC 3987's
// ucschar and iprivate): ABNF's ranges of characters (%xA0-D7FF) for a
// grammar whose terminals are characters, not octets.
#pragma once

#include <array>
#include <cstddef>
#include <tao/pegtl.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

namespace urlbnf {

struct code_point_span {
  char32_t first;
  char32_t last;
};

// %x<First>-<Last>, a range of code points.
template <char32_t First, char32_t Last>
struct code_points {
  static_assert(0x80 <= First && First <= Last && Last <= 0x10FFFF, "non-ASCII code points");
  static constexpr code_point_span span{First, Last};
};

// One well-formed UTF-8 sequence (rfc3987::decode_utf8) whose code point is
// in one of `Ranges`, all beyond US-ASCII: an ill-formed sequence never
// matches, and nor does an octet that starts none.
template <typename... Ranges>
struct code_point_in {
  using rule_t = code_point_in;
  using subs_t = tao::pegtl::empty_list;

  static constexpr std::array<code_point_span, sizeof...(Ranges)> spans{Ranges::span...};

  static constexpr bool holds(char32_t cp) noexcept {
    for (const auto& s : spans) {
      if (s.first <= cp && cp <= s.last) {
        return true;
      }
    }
    return false;
  }

  // The octets the character at the front of `p` .. `end` spans when it is
  // one of the class, else 0.
  static std::size_t length(const char* p, const char* end) noexcept {
    if (p == end || static_cast<unsigned char>(*p) < 0x80) {
      return 0;
    }
    const auto d = rfc3987::decode_utf8(p, end);
    return d.length != 0 && holds(d.code_point) ? d.length : 0;
  }

  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) noexcept {
    const auto n = length(in.current(), in.end());
    in.bump(n);
    return n != 0;
  }
};

}  // namespace urlbnf

template <typename Name, typename... Ranges>
struct tao::pegtl::analyze_traits<Name, urlbnf::code_point_in<Ranges...>> : analyze_any_traits<> {};
