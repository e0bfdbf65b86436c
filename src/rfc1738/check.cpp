// The verdict on one input: which production accepts it, and if none, why.
#include <algorithm>
#include <array>
#include <string>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc1738/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"
#include "schemes.hpp"

namespace urlbnf::rfc1738 {
namespace {

// The production of predefined_schemes[i]; empty when i is their number.
std::string_view production_of(std::size_t i) {
  return i == predefined_schemes.size() ? std::string_view{} : predefined_schemes[i].production;
}

bool is_unsafe(unsigned char c) {
  return std::string_view(" <>\"#%{}|\\^~[]`").find(static_cast<char>(c)) != std::string_view::npos;
}

bool is_reserved(unsigned char c) {
  return std::string_view(";/?:@&=").find(static_cast<char>(c)) != std::string_view::npos;
}

// A repair escapes the controls and the unsafe characters but '%', which is
// escaped when it starts no escape, and '#', which no URL holds: it sets
// aside a fragment, which escaping would make part of the URL.
const detail::escape_rules repair_rules{
    [](unsigned char c) { return c < 0x20 || c == 0x7F || (is_unsafe(c) && c != '%' && c != '#'); }, true, false};

// The text between "//" and the next "/", when the URL has one.
std::optional<std::pair<std::size_t, std::size_t>> authority_span(std::string_view input) {
  const auto start = input.find("://");
  if (start == std::string_view::npos) {
    return std::nullopt;
  }
  const auto begin = start + 3;
  const auto end = input.find('/', begin);
  return std::make_pair(begin, end == std::string_view::npos ? input.size() : end);
}

// The section that says a scheme's BNF has a hostport where others have a
// login; empty for a production with room for a login.
std::string_view no_login_section(std::string_view production) {
  if (production == "httpurl") {
    return "3.3";
  }
  if (production == "prosperourl") {
    return "3.11";
  }
  for (std::string_view p : {"gopherurl", "nntpurl", "waisurl", "waisdatabase", "waisindex", "waisdoc"}) {
    if (production == p) {
      return "5";
    }
  }
  return {};
}

diagnostic diagnose(std::string_view input, std::string_view production, const furthest_failure& failure,
                    const options& opts) {
  diagnostic d;
  d.offset = failure.offset();
  d.expected = detail::expected_names(failure);
  const auto info = find_production(production);
  std::string section = info ? std::string(info->section) : std::string();

  const auto scheme = detail::scheme_text(input);
  const auto upper = std::find_if(scheme.begin(), scheme.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  const auto authority = authority_span(input);
  const auto login_section = no_login_section(production);

  if (detail::at_byte_order_mark(input, d.offset)) {
    section = "2.2";
    d.code = diagnostic_code::byte_order_mark;
  } else if (!opts.fold_scheme_case && upper != scheme.end() &&
             d.offset <= static_cast<std::size_t>(upper - scheme.begin())) {
    section = "2.1";
    d.code = diagnostic_code::scheme_case;
    d.remedy = remedy_kind::option;
    d.remedy_name = "fold_scheme_case";
  } else if (!login_section.empty() && authority &&
             input.substr(authority->first, authority->second - authority->first).find('@') != std::string_view::npos) {
    section = login_section;
    d.code = diagnostic_code::login_not_allowed;
  } else if (d.offset < input.size()) {
    const auto c = static_cast<unsigned char>(input[d.offset]);
    if (c >= 0x80) {
      section = "2.2";
      d.code = diagnostic_code::not_ascii;
    } else if (c < 0x20 || c == 0x7F) {
      section = "2.2";
      d.code = diagnostic_code::control_character;
    } else if (c == '%' && !detail::starts_escape(input, d.offset)) {
      section = "2.2";
      d.code = diagnostic_code::bad_escape;
    } else if (c == '#') {
      section = "2.2";
      d.code = diagnostic_code::no_fragment;
    } else if (is_unsafe(c)) {
      section = "2.2";
      d.category = "unsafe";
      d.code = c == ' ' ? diagnostic_code::space : diagnostic_code::excluded_character;
    } else if (production == "ftpurl" && d.offset >= 6 && input.substr(d.offset - 6, 6) == ";type=") {
      section = "3.2.2";
      d.code = diagnostic_code::ftp_type;
    } else if (is_reserved(c) && !detail::expects_literal(d.expected, c)) {
      d.code = diagnostic_code::reserved_character;
    }
  }
  detail::suggest_repair(d, input, repair_rules,
                         [&](std::string_view repaired) { return accepts(repaired, rule_name{production}, opts); });
  detail::finish(d, "1738", production, std::move(section), input, words_or_api(opts.vocabulary));
  return d;
}

// Judges `input` by the entry's production into `j`, whose other fields
// are left as they are; a rejection's diagnostic is left to check().
void judge(judgement& j, std::string_view input, const detail::table_entry& entry, const options& opts,
           detail::span_log* log) {
  detail::judge_entry(j, entry, input, reading_of(opts), log, nullptr,
                      [&](std::string_view part, std::string_view p) { return accepts(part, rule_name{p}, opts); });
}

// The production check() judges `input` by: with no rule, the scheme's, or
// genericurl for a scheme the BNF has no production for; nullptr for an
// unknown rule.
const detail::table_entry* judging_entry(std::string_view input, std::string_view rule, const options& opts) {
  if (!rule.empty()) {
    return production_entry(rule);
  }
  return &scheme_entry(predefined_schemes.index_in_url(input, opts.fold_scheme_case));
}

// The verdict of check(), but a rejection's diagnostic.
judgement verdict(std::string_view input, std::string_view rule, const options& opts, detail::span_log* specific_log,
                  detail::span_log* generic_log) {
  judgement j;
  j.rfc = "1738";
  const bool by_scheme = rule.empty();
  const auto* entry = production_entry(rule);
  if (entry == nullptr) {
    detail::unknown_production(j, rule);
    return j;
  }
  j.rule = entry->meta.name;
  const auto known = predefined_schemes.index_in_url(input, opts.fold_scheme_case);
  const auto specific = production_of(known);
  if (by_scheme) {
    j.reading = reading_kind::scheme;
    if (specific.empty()) {
      // genericurl is the whole of url but the schemes' productions, which
      // take no other scheme: the reading is the BNF's.
      judge(j, input, scheme_entry(known), opts, generic_log);
      if (j.valid) {
        j.match = "otherurl";
        j.also = {"genericurl"};
      }
      return j;
    }
    judge(j, input, scheme_entry(known), opts, specific_log);
    detail::reached_by(j, specific);
    detail::start_probe unused;
    // A scheme matched as spelt, not folded, is in lower case already.
    const bool generic =
        generic_log != nullptr
            ? accepts_probed("genericurl", input, opts, unused, generic_log, nullptr)
            : (j.valid && (!opts.fold_scheme_case || spelt_as_genericurl(detail::scheme_text(input)))) ||
                  accepts_genericurl(input, opts);
    if (generic) {
      j.also.push_back("genericurl");
    }
    // url is every scheme's production and genericurl: it accepts what
    // genericurl does, and otherwise what the scheme's production does.
    if (!j.valid && generic) {
      j.bnf_valid = true;
    }
    return j;
  }
  judge(j, input, *entry, opts, nullptr);
  if (!j.valid) {
    return j;
  }
  if (j.rule == "url") {
    // url's alternatives: the scheme's production, refined down its
    // choices (url's alternatives outnumber a choice's), else otherurl.
    judgement by_scheme;
    if (!specific.empty()) {
      judge(by_scheme, input, scheme_entry(known), opts, nullptr);
    }
    if (by_scheme.valid) {
      j.match = by_scheme.match;
      j.also = by_scheme.also;
      detail::reached_by(j, specific);
    } else {
      j.match = "otherurl";
    }
    if (!by_scheme.valid || accepts_genericurl(input, opts)) {
      j.also.push_back("genericurl");
    }
  } else if ((j.rule == "genericurl" || j.rule == "otherurl") && !specific.empty() &&
             accepts(input, rule_name{specific}, opts)) {
    j.also.push_back(specific);
  }
  return j;
}

}  // namespace

bool accepts_by_scheme(std::string_view input, const options& opts) noexcept {
  return detail::accepts_entry(judging_entry(input, {}, opts), input, reading_of(opts), nullptr);
}

bool spelt_as_genericurl(std::string_view scheme) noexcept {
  return std::none_of(scheme.begin(), scheme.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::string_view scheme_production(std::string_view scheme, const options& opts) {
  return production_of(predefined_schemes.index_of_scheme(scheme, opts.fold_scheme_case));
}

diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  const auto* entry = judging_entry(input, rule, opts);
  return diagnose(input, entry->meta.name, detail::furthest_failure_of(*entry, input, reading_of(opts)), opts);
}

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return check(input, rule.view(), opts, nullptr, nullptr);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* specific_log,
                detail::span_log* generic_log) {
  auto j = verdict(input, rule, opts, specific_log, generic_log);
  if (!j.valid && !j.error) {
    j.error = detail::defer(input, rule, opts, &diagnosis_of);
  }
  return j;
}

}  // namespace urlbnf::rfc1738
