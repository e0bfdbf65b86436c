#include "repair.hpp"

#include <algorithm>
#include <urlbnf/rfc3987/utf8.hpp>
#include <vector>

#include "judging.hpp"

namespace urlbnf::detail {
namespace {

constexpr char hex_digits[] = "0123456789ABCDEF";

// The offset of the ':' that ends the input's scheme, when it has one.
std::size_t scheme_end(std::string_view input) noexcept {
  const auto colon = input.find(':');
  return colon != std::string_view::npos && input.substr(0, colon).find_first_of("/?#") == std::string_view::npos
             ? colon
             : 0;
}

}  // namespace

bool at_byte_order_mark(std::string_view input, std::size_t offset) noexcept {
  return offset == 0 && input.substr(0, byte_order_mark.size()) == byte_order_mark;
}

std::string_view without_byte_order_mark(std::string_view input) noexcept {
  return at_byte_order_mark(input, 0) ? input.substr(byte_order_mark.size()) : input;
}

std::optional<std::string> escaped_throughout(std::string_view input, const escape_rules& rules) {
  const bool marked = at_byte_order_mark(input, 0);
  input = without_byte_order_mark(input);
  const auto first_hash = input.find('#');
  // The octets of the characters `rules.kept` keeps, marked where each
  // sequence starts and ends.
  std::vector<bool> kept;
  if (rules.kept != nullptr) {
    kept.assign(input.size(), false);
    for (std::size_t i = 0; i < input.size();) {
      const auto d = static_cast<unsigned char>(input[i]) >= 0x80
                         ? rfc3987::decode_utf8(input.data() + i, input.data() + input.size())
                         : rfc3987::decoded_character{};
      if (d.length != 0 && rules.kept(d.code_point)) {
        std::fill_n(kept.begin() + static_cast<std::ptrdiff_t>(i), d.length, true);
        i += d.length;
      } else {
        ++i;
      }
    }
  }
  const auto escaped = [&](std::size_t i) {
    const auto c = static_cast<unsigned char>(input[i]);
    return (c >= 0x80 && (kept.empty() || !kept[i])) || rules.excluded(c) ||
           (c == '%' && rules.percent && !starts_escape(input, i)) || (c == '#' && rules.fragments && i > first_hash);
  };
  // Counted first, so that the repair, as long as the input, is allocated
  // once and exactly: a 10 MB input's diagnostic holds it.
  std::size_t escapes = 0;
  const auto scheme = scheme_end(input);
  for (std::size_t i = 0; i < input.size(); ++i) {
    if (escaped(i)) {
      if (i < scheme) {
        return std::nullopt;
      }
      ++escapes;
    }
  }
  if (escapes == 0 && !marked) {
    return std::nullopt;
  }
  std::string out(input.size() + 2 * escapes, '\0');
  auto* at = out.data();
  for (std::size_t i = 0; i < input.size(); ++i) {
    const auto c = static_cast<unsigned char>(input[i]);
    if (escaped(i)) {
      *at++ = '%';
      *at++ = hex_digits[c >> 4];
      *at++ = hex_digits[c & 0xF];
    } else {
      *at++ = static_cast<char>(c);
    }
  }
  return out;
}

bool mended_by_escaping(diagnostic_code code) noexcept {
  switch (code) {
    case diagnostic_code::not_ascii:
    case diagnostic_code::control_character:
    case diagnostic_code::space:
    case diagnostic_code::excluded_character:
    case diagnostic_code::bad_escape:
    case diagnostic_code::second_fragment:
    case diagnostic_code::byte_order_mark:
    case diagnostic_code::malformed_utf8:
      return true;
    default:
      return false;
  }
}

}  // namespace urlbnf::detail
