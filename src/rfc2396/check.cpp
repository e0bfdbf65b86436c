// The verdict on one URI reference by RFC 2396 (or RFC 2396 + RFC 2732).
#include <algorithm>
#include <cctype>
#include <urlbnf/rfc2396/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc2396 {
namespace {

std::string_view rfc_name(grammar g) { return g == grammar::rfc2396 ? "2396" : "2396+2732"; }

// Section 2.4.3: the US-ASCII characters excluded from URIs, by category.
std::string_view excluded_category(unsigned char c, grammar g) {
  if (c < 0x20 || c == 0x7F) {
    return "control";
  }
  if (c == ' ') {
    return "space";
  }
  if (std::string_view("<>#%\"").find(static_cast<char>(c)) != std::string_view::npos) {
    return "delims";
  }
  // RFC 2732 moves "[" and "]" from unwise to reserved.
  const std::string_view unwise = g == grammar::rfc2396 ? "{}|\\^[]`" : "{}|\\^`";
  if (unwise.find(static_cast<char>(c)) != std::string_view::npos) {
    return "unwise";
  }
  return {};
}

// A repair escapes the excluded characters of Section 2.4.3 but '%', which
// is escaped when it starts no escape, and '#', which is escaped after the
// fragment's.
detail::escape_rules repair_rules(grammar g) {
  if (g == grammar::rfc2396) {
    return {[](unsigned char c) { return c != '%' && c != '#' && !excluded_category(c, grammar::rfc2396).empty(); }};
  }
  return {[](unsigned char c) { return c != '%' && c != '#' && !excluded_category(c, grammar::rfc2396_2732).empty(); }};
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule, opts.grammar);
  std::string section = info ? std::string(info->section) : std::string();

  options text_forms = opts;
  text_forms.ipv6_text_forms = true;
  if (opts.grammar == grammar::rfc2396_2732 && !opts.ipv6_text_forms && accepts(input, rule_name{rule}, text_forms)) {
    section = "RFC 2373 Appendix B";
    d.code = diagnostic_code::ipv6_text_form;
    d.remedy = remedy_kind::option;
    d.remedy_name = "ipv6_text_forms";
  } else if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2.4";
    d.code = diagnostic_code::byte_order_mark;
  } else if (d.offset == 0 && !input.empty() && input.front() == '?' && rule == "URI-reference") {
    section = "5";
    d.code = diagnostic_code::query_without_path;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    // A '%' that starts an escape is no excluded delimiter.
    const auto category =
        detail::starts_escape(input, d.offset) ? std::string_view{} : excluded_category(c, opts.grammar);
    if (c >= 0x80) {
      section = "2.4";
      d.code = diagnostic_code::not_ascii;
    } else if (c == '#' && input.find('#') < d.offset) {
      section = "4.1";
      d.code = diagnostic_code::second_fragment;
    } else if (std::find(d.expected.begin(), d.expected.end(), "hex") != d.expected.end()) {
      section = "2.4.1";
      d.code = diagnostic_code::bad_escape;
    } else if (!category.empty()) {
      section = "2.4.3";
      d.category = category;
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
               : c == '%'              ? diagnostic_code::bad_escape
                                       : diagnostic_code::excluded_character;
      if ((c == '[' || c == ']') && opts.grammar == grammar::rfc2396) {
        d.remedy = remedy_kind::grammar;
        d.remedy_name = "2396+2732";
      }
    } else if (std::string_view(";/?:@&=+$,[]").find(static_cast<char>(c)) != std::string_view::npos) {
      section = "2.2";
      d.code = diagnostic_code::reserved_character;
    }
  }
  // Brackets around an IPv6 address escaped would make it a reg_name: the
  // remedy is RFC 2732, not a repair.
  if (d.remedy == remedy_kind::none) {
    detail::suggest_repair(d, input, repair_rules(opts.grammar),
                           [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  }
  detail::finish(d, rfc_name(opts.grammar), rule, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = production_entry(opts.grammar, rule);
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading_of(opts)), opts);
}

namespace {

[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* log) {
  return detail::judge_production(
      rfc_name(opts.grammar), production_entry(opts.grammar, rule), input, rule, opts, reading_of(opts), log,
      &diagnosis_of, [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc2396
