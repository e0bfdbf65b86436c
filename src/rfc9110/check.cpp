// The verdict on one URI by RFC 9110 Section 4: by a production named, or by
// the scheme reading (http-URI or https-URI by the scheme, and Sections
// 4.2.1 and 4.2.2's rejection of an empty host).
#include <algorithm>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc9110/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc9110 {
namespace {

constexpr std::string_view rfc = "9110";

// Whether RFC 3986 has a place for `c` in any production: Section 2's
// unreserved and reserved characters, and "%" for percent-encoding.
bool uri_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~:/?#[]@!$&'()*+,;=%").find(static_cast<char>(c)) != std::string_view::npos;
}

const detail::escape_rules repair_rules{[](unsigned char c) { return !uri_character(c); }};

bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hexdig = std::find(d.expected.begin(), d.expected.end(), "HEXDIG") != d.expected.end();
  return hexdig && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

bool http_scheme(std::string_view scheme) {
  return detail::equal_ignoring_ascii_case(scheme, "http") || detail::equal_ignoring_ascii_case(scheme, "https");
}

// The rejection by the production's ABNF, its reason by the character where
// it failed, as RFC 3986's check() finds it.
diagnostic by_abnf(std::string_view input, const detail::table_entry& entry, const options& opts) {
  const auto failure = detail::furthest_failure_of(entry, input, reading{});
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  // The production's section, or RFC 3986's for a reason about its characters.
  std::string_view section = entry.meta.section;
  std::string_view governing = entry.meta.name;
  const bool scheme_uri = entry.meta.name == "http-URI" || entry.meta.name == "https-URI";
  if (scheme_uri && d.offset == (entry.meta.name == "https-URI" ? 5 : 4)) {
    // The scheme is not followed by "://" ("http:foo"): an RFC 3986 URI
    // without an authority, which the scheme's production requires.
    d.code = diagnostic_code::unexpected;
  } else if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2.5";
    governing = {};
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_escape(input, d)) {
    section = "2.1";
    governing = {};
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      section = "2.5";
      governing = {};
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2.1";
      governing = {};
      d.code = diagnostic_code::bad_escape;
    } else if (!uri_character(c)) {
      section = "2";
      governing = {};
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (c == '[' || c == ']') {
      section = "3.2.2";
      governing = {};
      d.code = diagnostic_code::reserved_character;
    } else if (c == '#' && scheme_uri) {
      // Section 4.2.5: the fragment is no part of the scheme's definition.
      section = "4.2.5";
      d.code = diagnostic_code::no_fragment;
    } else if (std::string_view(":/?#@!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos &&
               d.offset > 0) {
      section = "2.2";
      governing = {};
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, repair_rules, [&](std::string_view repaired) {
    return detail::accepts_entry(&entry, repaired, reading{}, nullptr);
  });
  detail::finish(d, rfc, entry.meta.name, cited(governing, section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  if (!rule.empty()) {
    return by_abnf(input, *production_entry(rule), opts);
  }
  const auto* entry = scheme_entry(input);
  const auto scheme = detail::scheme_text(input);
  diagnostic d;
  if (!http_scheme(scheme) && !detail::at_byte_order_mark(input, 0)) {
    // Section 4.2: RFC 9110 defines the http and https schemes only.
    d.code = diagnostic_code::unknown_scheme;
    d.expected = {"\"http\"", "\"https\""};
    detail::finish(d, rfc, entry->meta.name, "4.2", input, words_or_api(opts.vocabulary));
    return d;
  }
  if (!detail::accepts_entry(entry, input, reading{}, nullptr)) {
    return by_abnf(input, *entry, opts);
  }
  // The ABNF accepts it: the empty-host reading rejects it.
  d.offset = host_offset(input);
  d.expected = {"host"};
  d.code = diagnostic_code::empty_host;
  d.remedy = remedy_kind::rule;
  d.remedy_name = entry->meta.name;
  detail::finish(d, rfc, entry->meta.name, std::string(entry->meta.section), input, words_or_api(opts.vocabulary));
  return d;
}

namespace {

judgement by_production(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return detail::judge_production(
      rfc, production_entry(rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

// The scheme reading: the scheme's production, then the empty-host reading
// of a URI it accepts.
judgement by_scheme(std::string_view input, const options& opts, detail::span_log* log) {
  judgement j;
  j.rfc = rfc;
  j.reading = reading_kind::scheme;
  const auto* entry = scheme_entry(input);
  j.rule = entry->meta.name;
  detail::judge_entry(j, *entry, input, reading{}, log, nullptr,
                      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
  if (j.valid && empty_host(input)) {
    j.valid = false;
    j.match = {};
    j.also = {};
    j.bnf_valid = true;
  }
  if (!j.valid) {
    j.error = detail::defer(input, std::string_view{}, opts, &diagnosis_of);
  }
  return j;
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return rule.empty() ? by_scheme(input, opts, nullptr) : by_production(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return rule.empty() ? by_scheme(input, opts, log) : by_production(input, rule, opts, log);
}

}  // namespace urlbnf::rfc9110
