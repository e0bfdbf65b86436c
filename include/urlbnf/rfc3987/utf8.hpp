// Reading one character from UTF-8 (RFC 3629 Section 3), strictly: RFC
// 3987's terminals are characters, and an input is read as the UTF-8 that
// Section 3.1's Step 1c makes its character sequence.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace urlbnf::rfc3987 {

struct decoded_character {
  char32_t code_point = 0;
  // The octets the character spans; 0 when the octets at the front are no
  // well-formed UTF-8 sequence.
  std::size_t length = 0;
};

// The character at the front of `p` .. `end` (not empty). RFC 3629 Section
// 4's syntax: an overlong form, a surrogate (D800-DFFF), a code point above
// 10FFFF, a continuation octet where a sequence starts and a sequence cut
// short are no character (length 0).
constexpr decoded_character decode_utf8(const char* p, const char* end) noexcept {
  const auto b0 = static_cast<unsigned char>(*p);
  if (b0 < 0x80) {
    return {b0, 1};
  }
  // The length a lead octet announces, its payload bits, and the range its
  // second octet must fall in (Section 4's UTF8-2, UTF8-3, UTF8-4): the
  // bounds rule out overlong forms, surrogates and code points above
  // 10FFFF by the second octet alone.
  std::size_t n = 0;
  char32_t cp = 0;
  unsigned char lo = 0x80;
  unsigned char hi = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
    cp = b0 & 0x1FU;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    cp = b0 & 0x0FU;
    lo = b0 == 0xE0 ? 0xA0 : 0x80;
    hi = b0 == 0xED ? 0x9F : 0xBF;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    cp = b0 & 0x07U;
    lo = b0 == 0xF0 ? 0x90 : 0x80;
    hi = b0 == 0xF4 ? 0x8F : 0xBF;
  } else {
    return {};
  }
  if (static_cast<std::size_t>(end - p) < n) {
    return {};
  }
  for (std::size_t i = 1; i < n; ++i) {
    const auto b = static_cast<unsigned char>(p[i]);
    if (b < (i == 1 ? lo : 0x80) || b > (i == 1 ? hi : 0xBF)) {
      return {};
    }
    cp = cp << 6U | (b & 0x3FU);
  }
  return {cp, n};
}

inline decoded_character decode_utf8(std::string_view s) noexcept {
  return s.empty() ? decoded_character{} : decode_utf8(s.data(), s.data() + s.size());
}

// The offset of the first octet of the first ill-formed sequence of `s`;
// npos when all of it is UTF-8.
inline std::size_t first_malformed_utf8(std::string_view s) noexcept {
  std::size_t i = 0;
  while (i < s.size()) {
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
      continue;
    }
    const auto d = decode_utf8(s.data() + i, s.data() + s.size());
    if (d.length == 0) {
      return i;
    }
    i += d.length;
  }
  return std::string_view::npos;
}

// The offset of the first bidirectional formatting character of `s` that
// RFC 3987 Section 4.1 names (LRM U+200E, RLM U+200F, LRE U+202A, RLE
// U+202B, PDF U+202C, LRO U+202D, RLO U+202E); npos when none. Their UTF-8
// is E2 80 8E, E2 80 8F and E2 80 AA to E2 80 AE, which no other
// character's sequence holds.
inline std::size_t first_bidi_formatting(std::string_view s) noexcept {
  for (auto at = s.find('\xE2'); at != std::string_view::npos; at = s.find('\xE2', at + 1)) {
    if (at + 2 < s.size() && s[at + 1] == '\x80') {
      const auto c = static_cast<unsigned char>(s[at + 2]);
      if (c == 0x8E || c == 0x8F || (c >= 0xAA && c <= 0xAE)) {
        return at;
      }
    }
  }
  return std::string_view::npos;
}

// The UTF-8 octets of code point `cp` (at most 10FFFF, no surrogate).
inline std::string utf8_of(char32_t cp) {
  if (cp < 0x80) {
    return std::string(1, static_cast<char>(cp));
  }
  const std::size_t n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  std::string out(n, '\0');
  for (std::size_t i = n - 1; i > 0; --i) {
    out[i] = static_cast<char>(0x80U | (cp & 0x3FU));
    cp >>= 6U;
  }
  constexpr unsigned char leads[] = {0, 0, 0xC0, 0xE0, 0xF0};
  out[0] = static_cast<char>(leads[n] | cp);
  return out;
}

}  // namespace urlbnf::rfc3987
