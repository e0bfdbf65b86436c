// The verdict on one URL by RFC 1808 Section 2.2.
#include <algorithm>
#include <urlbnf/rfc1808/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc1808 {
namespace {

bool one_of(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

// Section 2.2 lists national and punctuation, which no production of a URL
// uses, beside the characters URLs are made of: a URL holds them only
// encoded ("%" of punctuation only as an escape's). Space and the control
// characters are in no production at all.
std::string_view excluded_category(unsigned char c) {
  if (c == ' ') {
    return "space";
  }
  if (c < 0x20 || c == 0x7F) {
    return "control";
  }
  if (one_of(static_cast<char>(c), "{}|\\^~[]`")) {
    return "national";
  }
  if (one_of(static_cast<char>(c), "<>\"")) {
    return "punctuation";
  }
  return {};
}

// A repair escapes space, the controls, national and punctuation but '#',
// which is escaped after the fragment's, and '%', which is escaped when it
// starts no escape.
const detail::escape_rules repair_rules{[](unsigned char c) { return !excluded_category(c).empty(); }};

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hex = std::find(d.expected.begin(), d.expected.end(), "hex") != d.expected.end();
  return hex && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule);
  std::string section = info ? std::string(info->section) : std::string();
  if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2.2";
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_escape(input, d)) {
    section = "2.2";
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    const auto category = excluded_category(c);
    if (c >= 0x80) {
      section = "2.2";
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2.2";
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#' && input.find('#') < d.offset) {
      section = "2.4.1";
      d.code = diagnostic_code::second_fragment;
    } else if (c == '#') {
      section = "2.1";
      d.code = diagnostic_code::no_fragment;
    } else if (!category.empty()) {
      section = "2.2";
      d.category = category;
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (c == '/' && d.offset >= 1 && input[d.offset - 1] == '/') {
      section = "2.2";
      d.code = diagnostic_code::path_form;
    } else if (one_of(static_cast<char>(c), ";/?:@&=")) {
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  detail::finish(d, "1808", rule, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = production_entry(rule);
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading{}), opts);
}

namespace {

[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* log) {
  return detail::judge_production(
      "1808", production_entry(rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc1808
