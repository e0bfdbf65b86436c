#include "judging.hpp"

#include <urlbnf/text.hpp>

namespace urlbnf::detail {

namespace {
constexpr char hex_digits[] = "0123456789ABCDEF";
}  // namespace

std::string hex_escape(unsigned char c) { return {'%', hex_digits[c >> 4], hex_digits[c & 0xF]}; }

std::string quoted_char(unsigned char c) {
  if (c < 0x20 || c >= 0x7F) {
    return {'0', 'x', hex_digits[c >> 4], hex_digits[c & 0xF]};
  }
  return {'\'', static_cast<char>(c), '\''};
}

std::string expected_list(const std::vector<std::string>& expected) {
  std::string out;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (i > 0) {
      out += i + 1 == expected.size() ? " or " : ", ";
    }
    out += expected[i];
  }
  return out;
}

std::vector<std::string> expected_names(const furthest_failure& failure) { return {failure.begin(), failure.end()}; }

bool starts_escape(std::string_view input, std::size_t offset) {
  return offset + 2 < input.size() && input[offset] == '%' && hex_value(input[offset + 1]) >= 0 &&
         hex_value(input[offset + 2]) >= 0;
}

std::string unexpected(const std::vector<std::string>& expected, std::string_view input, std::size_t offset) {
  if (offset >= input.size()) {
    return "unexpected end of input, expected " + expected_list(expected);
  }
  return "expected " + expected_list(expected) + ", found " + quoted_char(static_cast<unsigned char>(input[offset]));
}

std::string cited(std::string_view rfc, std::string_view section, const std::string& what) {
  if (section.rfind("RFC ", 0) == 0) {
    return std::string(section) + ": " + what;
  }
  if (section.empty()) {
    return "RFC " + std::string(rfc) + ": " + what;
  }
  return "RFC " + std::string(rfc) + " \xC2\xA7" + std::string(section) + ": " + what;
}

std::string reserved_not_allowed(unsigned char c, const std::vector<std::string>& expected, std::string_view encode) {
  return "the reserved character " + quoted_char(c) + " is not allowed here (expected " + expected_list(expected) +
         "); if it is data, " + std::string(encode) + " it as " + hex_escape(c);
}

void finish(diagnostic& d, std::string_view rfc, std::string section, std::string what, std::string_view input) {
  if (what.empty()) {
    what = unexpected(d.expected, input, d.offset);
  }
  d.message = cited(rfc, section, what);
  d.section = std::move(section);
}

void unknown_production(judgement& j, std::string_view rule) {
  j.rule = rule;
  j.error = diagnostic{0,
                       {},
                       "unknown RFC " + std::string(j.rfc) + " production \"" + std::string(rule) + "\"",
                       "",
                       diagnostic_code::unknown_production};
}

}  // namespace urlbnf::detail
