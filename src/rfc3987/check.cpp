// The verdict on one IRI reference by RFC 3987.
#include <algorithm>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/grammar.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"

namespace urlbnf::rfc3987 {
namespace {

constexpr std::string_view rfc_name = "3987";

// The category of a character Section 4.1's reading excludes.
constexpr std::string_view bidi_formatting_category = "bidi formatting";

// Whether RFC 3986, and so RFC 3987, has a place for the US-ASCII `c` in
// any production: Section 2's unreserved and reserved characters, and "%"
// for percent-encoding.
bool uri_character(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-._~:/?#[]@!$&'()*+,;=%").find(static_cast<char>(c)) != std::string_view::npos;
}

bool in_ucschar(char32_t cp) { return ucschar::holds(cp); }

// A repair percent-encodes what is in no production, as RFC 3986's does,
// but keeps the characters of ucschar, which an IRI takes as they are; an
// iprivate character is encoded, which iquery takes as well.
const detail::escape_rules repair_rules{[](unsigned char c) { return c < 0x80 && !uri_character(c); }, true, true,
                                        &in_ucschar};

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hexdig = std::find(d.expected.begin(), d.expected.end(), "HEXDIG") != d.expected.end();
  return hexdig && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  std::string section = "2.2";
  const auto malformed = first_malformed_utf8(input);
  const auto bidi = opts.bidi_formatting_excluded ? first_bidi_formatting(input) : std::string_view::npos;
  if (malformed != std::string_view::npos) {
    // Section 2.2's terminals are characters: octets that are no UTF-8
    // sequence are no IRI, wherever the grammar stopped.
    d.offset = malformed;
    d.expected.clear();
    section =
        "RFC 3629 \xC2\xA7"
        "4";
    d.code = diagnostic_code::malformed_utf8;
  } else if (bidi != std::string_view::npos) {
    // Section 4.1's reading: the grammar may accept the input, or stop
    // further on; the character is what is wrong either way.
    d.offset = bidi;
    d.expected.clear();
    section = "4.1";
    d.code = diagnostic_code::excluded_character;
    d.category = bidi_formatting_category;
  } else if (input.substr(0, detail::byte_order_mark.size()) == detail::byte_order_mark &&
             accepts(detail::without_byte_order_mark(input), rule_name{rule}, opts)) {
    // U+FEFF is a ucschar, so the mark may start an irelative-ref's first
    // segment: the grammar then stops further on.
    d.offset = 0;
    d.expected.clear();
    d.code = diagnostic_code::byte_order_mark;
  } else if (in_escape(input, d)) {
    d.code = diagnostic_code::bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      const auto cp = decode_utf8(input.substr(d.offset)).code_point;
      if (iprivate::holds(cp)) {
        d.code = diagnostic_code::excluded_character;
        d.category = "iprivate";
      } else if (!ucschar::holds(cp)) {
        d.code = diagnostic_code::excluded_character;
      }
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#' && input.find('#') < d.offset) {
      d.code = diagnostic_code::second_fragment;
    } else if (!uri_character(c)) {
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
    } else if (std::string_view(":/?#[]@!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos) {
      d.code = diagnostic_code::reserved_character;
    }
  }
  if (d.code == diagnostic_code::byte_order_mark) {
    // The input without the mark is accepted (above): removing it is the
    // whole repair, which keeps what the input spells as it is (an
    // iprivate character in iquery).
    d.repair = std::string(detail::without_byte_order_mark(input));
  } else {
    detail::suggest_repair(d, input, repair_rules,
                           [&](std::string_view repaired) { return accepts(repaired, rule_name{rule}, opts); });
  }
  detail::finish(d, rfc_name, rule, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

}  // namespace

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = production_entry(opts.grammar, rule);
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading{}), opts);
}

namespace {

[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* log) {
  auto j = detail::judge_production(
      rfc_name, production_entry(opts.grammar, rule), input, rule, opts, reading{}, log, &diagnosis_of,
      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
  // Section 4.1's reading rejects what the grammar accepts.
  if (j.valid && opts.bidi_formatting_excluded && first_bidi_formatting(input) != std::string_view::npos) {
    j.valid = false;
    j.match = {};
    j.also = production_names{};
    j.error = detail::defer(input, rule, opts, &diagnosis_of);
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

}  // namespace urlbnf::rfc3987
