// The verdict on one URL by RFC 2397 Section 3.
#include <algorithm>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/text.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc2397 {
namespace {

bool one_of(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

// The US-ASCII characters no production of a data URL takes as they stand
// (RFC 2396's uric has none of them): a space, the controls, and RFC 2396
// Section 2.4.3's delims and unwise but "%" and "#".
std::string_view excluded_category(unsigned char c) {
  if (c == ' ') {
    return "space";
  }
  if (c < 0x20 || c == 0x7F) {
    return "control";
  }
  if (one_of(static_cast<char>(c), "<>\"")) {
    return "delims";
  }
  if (one_of(static_cast<char>(c), "{}|\\^[]`")) {
    return "unwise";
  }
  return {};
}

// A repair escapes those, a '#' (a data URL has no fragment: data is
// *urlchar) and a '%' that starts no escape.
bool repaired_by_escaping(unsigned char c) { return !excluded_category(c).empty() || c == '#'; }
const detail::escape_rules repair_rules{&repaired_by_escaping, true, false};

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, std::size_t offset) {
  return (offset >= 1 && input[offset - 1] == '%') || (offset >= 2 && input[offset - 2] == '%');
}

// Where the well-formed escape "%" hex hex that the failure at `offset`
// is inside starts, or npos: a token or a quoted-string refuses the octet
// it stands for, not its form.
std::size_t escape_around(std::string_view input, std::size_t offset) {
  for (const std::size_t back : {1U, 2U}) {
    if (offset >= back && offset - back + 2 < input.size() && input[offset - back] == '%' &&
        detail::starts_escape(input, offset - back)) {
      return offset - back;
    }
  }
  return std::string_view::npos;
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule);
  std::string section = info ? std::string(info->section) : std::string();
  if (detail::at_byte_order_mark(input, d.offset)) {
    d.code = diagnostic_code::byte_order_mark;
  } else if (const auto at = escape_around(input, d.offset); at != std::string_view::npos) {
    d.offset = at;
    const auto octet = static_cast<unsigned char>(hex_value(input[at + 1]) * 16 + hex_value(input[at + 2]));
    d.code = octet >= 0x80                     ? diagnostic_code::not_ascii
             : octet == ' '                    ? diagnostic_code::space
             : octet < 0x20 || octet == 0x7F ? diagnostic_code::control_character
                                               : diagnostic_code::reserved_character;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    const auto category = excluded_category(c);
    if (c >= 0x80) {
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      d.code = diagnostic_code::bad_escape;
    } else if (in_escape(input, d.offset) && hex_value(static_cast<char>(c)) < 0) {
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#') {
      d.code = diagnostic_code::no_fragment;
    } else if (!category.empty()) {
      d.category = category;
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (one_of(static_cast<char>(c), "()<>@,;:\\\"/[]?=") && d.offset > 5) {
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  detail::finish(d, "2397", rule, std::move(section), input, words_or_api(opts.vocabulary));
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
      "2397", production_entry(rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc2397
