// The command's JSON writer (cli/cli.cpp), for any bytes: a string is
// rendered exactly as nlohmann's dump() with error_handler_t::replace
// writes it, and read back unchanged when it is UTF-8; is_utf8 agrees with
// nlohmann's strict dump, which throws on invalid UTF-8, and with a
// reference decoder of Unicode Table 3-7; base64 decodes back to the bytes;
// a verdict rendered by hand is the dump of its own parse (keys in dump()'s
// order).
#include <urlbnf/rfc1738/check.hpp>

#include "../../cli/cli.hpp"
#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;
using nlohmann::json;

namespace {

// Unicode Table 3-7, row by row: the byte ranges of each well-formed
// sequence.
bool reference_utf8(std::string_view s) {
  struct row {
    unsigned char lead_low, lead_high, second_low, second_high;
    int length;
  };
  static constexpr row rows[] = {{0xC2, 0xDF, 0x80, 0xBF, 2}, {0xE0, 0xE0, 0xA0, 0xBF, 3}, {0xE1, 0xEC, 0x80, 0xBF, 3},
                                 {0xED, 0xED, 0x80, 0x9F, 3}, {0xEE, 0xEF, 0x80, 0xBF, 3}, {0xF0, 0xF0, 0x90, 0xBF, 4},
                                 {0xF1, 0xF3, 0x80, 0xBF, 4}, {0xF4, 0xF4, 0x80, 0x8F, 4}};
  std::size_t i = 0;
  while (i < s.size()) {
    const auto lead = static_cast<unsigned char>(s[i]);
    if (lead < 0x80) {
      ++i;
      continue;
    }
    const row* r = nullptr;
    for (const auto& candidate : rows) {
      if (lead >= candidate.lead_low && lead <= candidate.lead_high) {
        r = &candidate;
      }
    }
    if (r == nullptr || s.size() - i < static_cast<std::size_t>(r->length)) {
      return false;
    }
    const auto second = static_cast<unsigned char>(s[i + 1]);
    if (second < r->second_low || second > r->second_high) {
      return false;
    }
    for (int k = 2; k < r->length; ++k) {
      const auto c = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if (c < 0x80 || c > 0xBF) {
        return false;
      }
    }
    i += static_cast<std::size_t>(r->length);
  }
  return true;
}

// RFC 4648 base64 with padding, decoded; nullopt when malformed.
std::optional<std::string> base64_decode(std::string_view s) {
  static constexpr std::string_view digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  if (s.size() % 4 != 0) {
    return std::nullopt;
  }
  std::string out;
  for (std::size_t i = 0; i < s.size(); i += 4) {
    std::uint32_t group = 0;
    int padding = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const char c = s[i + k];
      const auto value = digits.find(c);
      if (c == '=' && i + 4 == s.size() && k >= 2) {
        ++padding;
      } else if (value == std::string_view::npos || padding > 0) {
        return std::nullopt;
      }
      group = group << 6 | (value == std::string_view::npos ? 0 : static_cast<std::uint32_t>(value));
    }
    out += static_cast<char>(group >> 16 & 0xFF);
    if (padding < 2) {
      out += static_cast<char>(group >> 8 & 0xFF);
    }
    if (padding < 1) {
      out += static_cast<char>(group & 0xFF);
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto bytes = fuzz::as_text(data, size);
  const json j = std::string(bytes);

  cli::output_buffer out;
  cli::render_json_string(out, bytes);
  const auto replaced = j.dump(-1, ' ', false, json::error_handler_t::replace);
  require(out.view() == replaced, "render_json_string == dump() with error_handler_t::replace");

  bool strict = true;
  try {
    (void)j.dump();
  } catch (const json::type_error&) {
    strict = false;
  }
  const bool utf8 = cli::is_utf8(bytes);
  require(utf8 == strict, "is_utf8 agrees with nlohmann's strict dump");
  require(utf8 == reference_utf8(bytes), "is_utf8 agrees with Unicode Table 3-7");
  if (utf8) {
    require(json::parse(out.view()).get<std::string>() == bytes, "a UTF-8 string reads back unchanged");
  }

  const auto encoded = cli::base64(bytes);
  require(encoded.size() == (size + 2) / 3 * 4, "base64 has 4 digits per 3 bytes, padded");
  require(base64_decode(encoded) == std::string(bytes), "base64 decodes back to the bytes");

  cli::output_buffer verdict;
  cli::render_verdict_json(verdict, bytes, rfc1738::check(bytes));
  require(cli::dump(json::parse(verdict.view())) == verdict.view(), "a rendered verdict is the dump of its parse");
  return 0;
}
