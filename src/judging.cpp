#include "judging.hpp"

#include <algorithm>
#include <urlbnf/text.hpp>

namespace urlbnf::detail {

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

void finish(diagnostic& d, std::string_view rfc, std::string_view rule, std::string section, std::string_view input,
            const vocabulary& words) {
  d.rfc = rfc;
  d.rule = rule;
  d.section = std::move(section);
  d.message = message_of(d, input, words);
}

void unknown_production(judgement& j, std::string_view rule) {
  j.rule = rule;
  diagnostic d;
  d.code = diagnostic_code::unknown_production;
  d.rfc = j.rfc;
  d.rule = rule;
  d.message = message_of(d, {});
  j.error = std::move(d);
}

}  // namespace urlbnf::detail
