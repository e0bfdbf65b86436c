// The verdict on one URI reference by RFC 3986 (or RFC 3986 + RFC 6874).
#include <algorithm>
#include <urlbnf/rfc3986/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"
#include "../scheme_reading.hpp"

namespace urlbnf::rfc3986 {
namespace {

std::string_view rfc_name(grammar g) { return g == grammar::rfc3986 ? "3986" : "3986+6874"; }

// Whether RFC 3986 has a place for `c` in any production: Section 2's
// unreserved and reserved characters, and "%" for percent-encoding.
bool uri_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~:/?#[]@!$&'()*+,;=%").find(static_cast<char>(c)) != std::string_view::npos;
}

// A repair escapes what is in no production; a '%' that starts no escape and
// a second '#' are escaped as well.
const detail::escape_rules repair_rules{[](unsigned char c) { return !uri_character(c); }};

// Whether the failure is at one of the two hex digits of a "%": a HEXDIG
// expected there, one or two characters after a '%'.
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hexdig = std::find(d.expected.begin(), d.expected.end(), "HEXDIG") != d.expected.end();
  return hexdig && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule, opts.grammar);
  std::string section = info ? std::string(info->section) : std::string();
  options zones = opts;
  zones.grammar = grammar::rfc3986_6874;
  // A zone identifier begins "%25": only then can RFC 6874's grammar differ.
  if (opts.grammar == grammar::rfc3986 && input.find("%25") != std::string_view::npos &&
      accepts(input, rule_name{rule}, zones)) {
    section =
        "RFC 6874 \xC2\xA7"
        "2";
    d.code = diagnostic_code::zone_identifier;
    d.remedy = remedy_kind::grammar;
    d.remedy_name = "3986+6874";
  } else if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2.5";
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_escape(input, d)) {
    section = "2.1";
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      section = "2.5";
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2.1";
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#' && input.find('#') < d.offset) {
      section = "3.5";
      d.code = diagnostic_code::second_fragment;
    } else if (!uri_character(c)) {
      section = "2";
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (c == '[' || c == ']') {
      section = "3.2.2";
      d.code = diagnostic_code::reserved_character;
    } else if (std::string_view(":/?#@!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos) {
      section = "2.2";
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  detail::finish(d, rfc_name(opts.grammar), rule, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = production_entry(opts.grammar, rule);
  // A rejection by the scheme reading alone is the scheme's grammar's.
  if (opts.scheme_reading && detail::reads_schemes(entry->meta.name) &&
      detail::accepts_entry(entry, input, reading{}, nullptr)) {
    if (auto by_scheme = detail::scheme_diagnosis(input, words_or_api(opts.vocabulary))) {
      return std::move(*by_scheme);
    }
  }
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading{}), opts);
}

namespace {

[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* log) {
  auto j = detail::judge_production(
      rfc_name(opts.grammar), production_entry(opts.grammar, rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) {
        // The alternatives are the generic grammar's: the scheme reading
        // judges the whole verdict below.
        auto generic = opts;
        generic.scheme_reading = false;
        return accepts(part, rule_name{p}, generic);
      });
  if (opts.scheme_reading && detail::reads_schemes(j.rule)) {
    detail::judge_by_scheme(j, input, words_or_api(opts.vocabulary));
  }
  return j;
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc3986
