// The verdict on one URL by RFC 1808 Section 2.2.
#include <algorithm>
#include <urlbnf/rfc1808/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"

namespace urlbnf::rfc1808 {
namespace {

// The input with the character at `offset` encoded, and with it the
// octets beyond US-ASCII that follow it, so that a multi-octet character
// is encoded whole.
std::string with_escape(std::string_view input, std::size_t offset) {
  std::string out(input.substr(0, offset));
  auto end = offset + 1;
  while (end < input.size() && static_cast<unsigned char>(input[offset]) >= 0x80 &&
         static_cast<unsigned char>(input[end]) >= 0x80) {
    ++end;
  }
  for (auto i = offset; i < end; ++i) {
    out += detail::hex_escape(static_cast<unsigned char>(input[i]));
  }
  out += input.substr(end);
  return out;
}

bool one_of(char c, std::string_view set) { return set.find(c) != std::string_view::npos; }

// Section 2.2 lists national and punctuation, which no production of a URL
// uses, beside the characters URLs are made of: a URL holds them only
// encoded ("%" of punctuation only as an escape's). Space and the control
// characters are in no production at all.
std::string_view excluded_category(unsigned char c) {
  if (c == ' ') {
    return "a space";
  }
  if (c < 0x20 || c == 0x7F) {
    return "a control character";
  }
  if (one_of(static_cast<char>(c), "{}|\\^~[]`")) {
    return "national";
  }
  if (one_of(static_cast<char>(c), "<>\"")) {
    return "punctuation";
  }
  return {};
}

constexpr std::string_view bad_escape =
    "a '%' starts an escape, \"%\" hex hex; a literal '%' (punctuation) is encoded as %25";

// Whether the failure is at one of the two hex digits of a "%".
bool in_escape(std::string_view input, const diagnostic& d) {
  const auto hex = std::find(d.expected.begin(), d.expected.end(), "hex") != d.expected.end();
  return hex && ((d.offset >= 1 && input[d.offset - 1] == '%') || (d.offset >= 2 && input[d.offset - 2] == '%'));
}

diagnostic diagnose(std::string_view input, std::string_view rule, const furthest_failure& failure) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(rule);
  std::string section = info ? std::string(info->section) : std::string();
  std::string what;
  if (in_escape(input, d)) {
    section = "2.2";
    d.code = diagnostic_code::bad_escape;
    what = bad_escape;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    const auto category = excluded_category(c);
    if (c >= 0x80) {
      section = "2.2";
      d.code = diagnostic_code::not_ascii;
      what = detail::joined({"the octet ", detail::quoted_char(c),
                             " is not US-ASCII, and no production takes it; encoded, as RFC 1738 \xC2\xA7"
                             "2.2 encodes octets: ",
                             with_escape(input, d.offset)});
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2.2";
      d.code = diagnostic_code::bad_escape;
      what = bad_escape;
    } else if (c == '#' && input.find('#') < d.offset) {
      section = "2.4.1";
      d.code = diagnostic_code::second_fragment;
      what =
          detail::joined({"the fragment identifier is everything after the first '#' and holds no '#' (fragment "
                          "= *( uchar | reserved )); a second '#' is encoded as %23: ",
                          with_escape(input, d.offset)});
    } else if (c == '#') {
      section = "2.1";
      d.code = diagnostic_code::no_fragment;
      what =
          detail::joined({"a '#' sets aside the fragment identifier, which is not part of the URL: only URL takes "
                          "[ \"#\" fragment ], ",
                          rule, " has no '#'; as data, '#' is encoded as %23"});
    } else if (!category.empty()) {
      section = "2.2";
      d.code = c == ' '                ? diagnostic_code::space
               : c < 0x20 || c == 0x7F ? diagnostic_code::control_character
                                       : diagnostic_code::excluded_character;
      what = detail::joined({"the character ", detail::quoted_char(c), " is ", category,
                             ", which no production of a URL takes; encoded: ", with_escape(input, d.offset)});
    } else if (c == '/' && d.offset >= 1 && input[d.offset - 1] == '/') {
      section = "2.2";
      d.code = diagnostic_code::path_form;
      what =
          "no abs_path starts with \"//\": abs_path = \"/\" rel_path, and a rel_path's path starts with fsegment = "
          "1*pchar (a later segment may be empty: \"/a//b\"); only an absoluteURL that is no generic-RL holds "
          "\"//\" anywhere";
    } else if (one_of(static_cast<char>(c), ";/?:@&=")) {
      d.code = diagnostic_code::reserved_character;
      what = detail::reserved_not_allowed(c, d.expected, "encode");
    }
  }
  detail::finish(d, "1808", std::move(section), std::move(what), input);
  return d;
}

}  // namespace

judgement check(std::string_view input, std::string_view rule, const options& opts) {
  return check(input, rule, opts, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* log) {
  judgement j;
  j.rfc = "1808";
  const auto* entry = production_entry(rule);
  if (entry == nullptr) {
    detail::unknown_production(j, rule);
    return j;
  }
  j.rule = entry->meta.name;
  // A URL's fragment is outside both of its alternatives.
  const auto body = j.rule == "URL" ? input.substr(0, input.find('#')) : input;
  furthest_failure failure;
  detail::judge_entry<detail::rfc1808_choices>(j, *entry, input, body, reading{}, log, failure,
                                               [&](std::string_view p) { return accepts(body, p, opts); });
  if (!j.valid) {
    j.error = diagnose(input, j.rule, failure);
  }
  return j;
}

}  // namespace urlbnf::rfc1808
