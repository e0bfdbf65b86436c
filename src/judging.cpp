#include "judging.hpp"

#include <algorithm>
#include <urlbnf/text.hpp>

namespace urlbnf::detail {

namespace {
constexpr char hex_digits[] = "0123456789ABCDEF";
}  // namespace

std::string hex_escape(unsigned char c) { return {'%', hex_digits[c >> 4], hex_digits[c & 0xF]}; }

std::string with_escape(std::string_view input, std::size_t offset) {
  return joined(
      {input.substr(0, offset), hex_escape(static_cast<unsigned char>(input[offset])), input.substr(offset + 1)});
}

std::string quoted_char(unsigned char c) {
  if (c < 0x20 || c >= 0x7F) {
    return {'0', 'x', hex_digits[c >> 4], hex_digits[c & 0xF]};
  }
  return {'\'', static_cast<char>(c), '\''};
}

std::string expected_list(const std::vector<std::string>& expected) { return series(expected, "or"); }

std::vector<std::string> expected_names(const furthest_failure& failure) { return {failure.begin(), failure.end()}; }

bool expects_literal(const std::vector<std::string>& expected, unsigned char c) {
  return std::any_of(expected.begin(), expected.end(), [c](const std::string& name) {
    return name.size() == 3 && name[0] == '"' && name[1] == static_cast<char>(c) && name[2] == '"';
  });
}

bool starts_escape(std::string_view input, std::size_t offset) {
  return offset + 2 < input.size() && input[offset] == '%' && hex_value(input[offset + 1]) >= 0 &&
         hex_value(input[offset + 2]) >= 0;
}

std::string unexpected(const std::vector<std::string>& expected, std::string_view input, std::size_t offset) {
  if (offset >= input.size()) {
    return joined({"unexpected end of input, expected ", expected_list(expected)});
  }
  return joined(
      {"expected ", expected_list(expected), ", found ", quoted_char(static_cast<unsigned char>(input[offset]))});
}

std::string cited(std::string_view rfc, std::string_view section, const std::string& what) {
  if (section.rfind("RFC ", 0) == 0) {
    return joined({section, ": ", what});
  }
  if (section.empty()) {
    return joined({"RFC ", rfc, ": ", what});
  }
  return joined({"RFC ", rfc, " \xC2\xA7", section, ": ", what});
}

std::string reserved_not_allowed(unsigned char c, const std::vector<std::string>& expected, std::string_view encode) {
  return joined({"the reserved character ", quoted_char(c), " is not allowed here (expected ", expected_list(expected),
                 "); if it is data, ", encode, " it as ", hex_escape(c)});
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
