// The verdict on one input by RFC 6068 Section 2.
#include <algorithm>
#include <urlbnf/rfc6068/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc6068 {
namespace {

bool one_of(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

// The US-ASCII characters that cannot appear in a URI (RFC 3986), which
// Section 2 item 1 says an address or header field holds percent-encoded.
bool outside_uri(unsigned char c) { return c <= ' ' || c == 0x7F || one_of(static_cast<char>(c), "\"<>\\^`{|}"); }

// A repair percent-encodes only what no production takes as it stands: a
// space or tab (which only a quoted-pair holds, and holds as "\%20" too)
// and the other controls. The others the ABNF takes somewhere (atext holds
// "%", "#" and "{", qtext '"'), where an escape would change a valid input.
const detail::escape_rules repair_rules{[](unsigned char c) { return c <= ' ' || c == 0x7F; }, false, false};

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hex = std::find(d.expected.begin(), d.expected.end(), "HEXDIG") != d.expected.end();
  return hex && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

constexpr std::string_view scheme_prefix = "mailto:";

// Whether a "?" comes before `offset` and another after that one.
bool second_question(std::string_view input, std::size_t offset) {
  const auto first = input.find('?');
  return first < offset && input.find('?', first + 1) != std::string_view::npos;
}

// Whether the failure is inside the "mailto:" that starts a mailtoURI.
bool in_prefix(std::string_view rule, const diagnostic& d) {
  return rule == "mailtoURI" && d.offset < scheme_prefix.size();
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule);
  std::string section = info ? std::string(info->section) : std::string();
  if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2";
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_prefix(rule, d)) {
    section = "2";
    d.code = diagnostic_code::unknown_scheme;
  } else if (in_escape(input, d)) {
    section = "2";
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      section = "2";
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2";
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#') {
      section = "2";
      d.code = diagnostic_code::no_fragment;
    } else if (outside_uri(c)) {
      section = "2";
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (one_of(static_cast<char>(c), "?&=/[]")) {
      section = "2";
      d.code = diagnostic_code::reserved_character;
    }
  }
  // Section 6.1's "using "?" twice": no reading spans the input, and the
  // furthest one stops inside what the writer meant as header fields.
  if (d.code == diagnostic_code::unexpected && rule == "mailtoURI" && second_question(input, d.offset)) {
    section = "2";
    d.code = diagnostic_code::reserved_character;
  }
  detail::suggest_repair(d, input, repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  detail::finish(d, "6068", rule, std::move(section), input, words_or_api(opts.vocabulary));
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
      "6068", production_entry(rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc6068
