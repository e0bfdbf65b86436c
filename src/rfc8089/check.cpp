// The verdict on one file URI by RFC 8089 Section 2, or by Appendix F's
// collected nonstandard rules.
#include <algorithm>
#include <urlbnf/rfc8089/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc8089 {
namespace {

std::string_view rfc_name(grammar g) { return g == grammar::rfc8089 ? "8089" : "8089-nonstd"; }

// Whether RFC 3986, whose characters a file URI is made of, has a place
// for `c` in any production.
bool uri_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~:/?#[]@!$&'()*+,;=%").find(static_cast<char>(c)) != std::string_view::npos;
}

// Appendix F's drive-letter takes a "|" too (Appendix E.2.2).
bool appendix_f_character(unsigned char c) { return c == '|' || uri_character(c); }

// A repair percent-encodes what is in no production of the grammar, and a
// '%' that starts no encoding.
const detail::escape_rules repair_rules{[](unsigned char c) { return !uri_character(c); }};
const detail::escape_rules appendix_f_repair_rules{[](unsigned char c) { return !appendix_f_character(c); }};

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hexdig = std::find(d.expected.begin(), d.expected.end(), "HEXDIG") != d.expected.end();
  return hexdig && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

// Section 2's rules and RFC 5234's core rules are RFC 8089's; a section of
// an imported RFC 3986 rule is RFC 3986's.
std::string section_of(const production_info& p) {
  if (p.section.rfind("RFC ", 0) == 0 || p.section == "2") {
    return std::string(p.section);
  }
  return "RFC 3986 \xC2\xA7" + std::string(p.section);
}

// The Appendix E section whose form Appendix F's derivation of `input` by
// `rule` shows: a UNC string in the path (E.3.2), a drive letter with a
// vertical line (E.2.2) or a colon (E.2), a user name (E.1).
std::string_view appendix_form(std::string_view input, std::string_view rule) {
  options appendix;
  appendix.grammar = grammar::appendix_f;
  const auto spans = derive(input, rule_name{rule}, appendix);
  const auto has = [&](std::string_view name) -> const capture* {
    if (!spans) {
      return nullptr;
    }
    const auto it = std::find_if(spans->begin(), spans->end(), [&](const capture& c) { return c.name == name; });
    return it == spans->end() ? nullptr : &*it;
  };
  if (has("unc-authority") != nullptr) {
    return "E.3.2";
  }
  if (const auto* drive = has("drive-letter")) {
    return input[drive->end - 1] == '|' ? "E.2.2" : "E.2";
  }
  return "E.1";
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto g = grammar_of(opts);
  const auto taken = g == grammar::rfc8089 ? &uri_character : &appendix_f_character;
  const auto info = find_production(rule, g);
  std::string section = info ? section_of(*info) : std::string();
  options appendix = opts;
  appendix.grammar = grammar::appendix_f;
  if (g == grammar::rfc8089 && find_production(rule, grammar::appendix_f) &&
      accepts(input, rule_name{rule}, appendix)) {
    section = "2";
    d.code = diagnostic_code::nonstandard_form;
    d.category = appendix_form(input, rule);
    d.remedy = remedy_kind::option;
    d.remedy_name = "nonstandard_syntax";
  } else if (detail::at_byte_order_mark(input, d.offset)) {
    section = "RFC 3986 \xC2\xA7"
              "2.5";
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_escape(input, d)) {
    section = "RFC 3986 \xC2\xA7"
              "2.1";
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      section = "RFC 3986 \xC2\xA7"
                "2.5";
      d.code = diagnostic_code::not_ascii;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "RFC 3986 \xC2\xA7"
                "2.1";
      d.code = diagnostic_code::bad_escape;
    } else if (!taken(c)) {
      section = "RFC 3986 \xC2\xA7"
                "2";
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (std::string_view("/?#[]@:!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos) {
      // A file URI has no query and no fragment (Section 2's file-URI
      // ends with its path), and its other reserved characters have
      // their places.
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, g == grammar::rfc8089 ? repair_rules : appendix_f_repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  detail::finish(d, rfc_name(opts.grammar), rule, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = production_entry(grammar_of(opts), rule);
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading{}), opts);
}

namespace {

[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* log) {
  return detail::judge_production(
      rfc_name(opts.grammar), production_entry(grammar_of(opts), rule), input, rule, opts, reading{}, log,
      &diagnosis_of, [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

}  // namespace

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  return judged(input, rule, opts, log);
}

}  // namespace urlbnf::rfc8089
