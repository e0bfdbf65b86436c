// The verdict on one input by RFC 1630's URL BNF or its generic BNF: which
// production accepts it, and if none, why, quoting the RFC's prose where
// its text and its BNF disagree.
#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc1630/characters.hpp>
#include <urlbnf/rfc1630/check.hpp>

#include "../choices.hpp"
#include "../internal_api.hpp"
#include "../judging.hpp"
#include "../repair.hpp"
#include "schemes.hpp"

namespace urlbnf::rfc1630 {
namespace {

struct prose_scheme {
  std::string_view scheme;
  std::string_view section;
};

// "Specific Schemes" and "URN": schemes the prose names but the URL BNF
// gives no production, and the section that names each.
constexpr std::array<prose_scheme, 4> prose_schemes{
    {{"file", section::file}, {"urn", section::urn}, {"rlogin", section::telnet}, {"tn3270", section::telnet}}};

// Productions whose "%" is RFC 822's, a character of an atom or a quoted
// string, not the start of an escape.
constexpr std::array<std::string_view, 15> rfc822_productions{
    "midaddress", "cidaddress",    "addr-spec", "local-part",     "domain", "sub-domain",  "domain-ref",        "word",
    "atom",       "quoted-string", "qtext",     "domain-literal", "dtext",  "quoted-pair", "content-identifier"};

std::string_view rfc_name(grammar g) { return g == grammar::url ? "1630" : "1630-generic"; }

// The section naming a scheme that has no production, or empty.
std::string_view prose_scheme_section(std::string_view scheme) {
  if (scheme.rfind("x-", 0) == 0) {
    return section::registration;
  }
  const auto* it = std::find_if(prose_schemes.begin(), prose_schemes.end(),
                                [&](const prose_scheme& p) { return p.scheme == scheme; });
  return it == prose_schemes.end() ? std::string_view{} : it->section;
}

bool is_rfc822_context(grammar g, std::string_view production, std::string_view scheme) {
  if (g != grammar::url) {
    return false;
  }
  if (production == "url") {
    return scheme == "mid" || scheme == "cid";
  }
  return std::find(rfc822_productions.begin(), rfc822_productions.end(), production) != rfc822_productions.end();
}

std::size_t first_bad_percent(std::string_view input) {
  for (std::size_t i = input.find('%'); i != std::string_view::npos; i = input.find('%', i + 1)) {
    if (!detail::starts_escape(input, i)) {
      return i;
    }
  }
  return std::string_view::npos;
}

// Why `production` of `g` rejects `input`, as far as `failure` got: the
// code and the facts its message words, quoting the RFC's prose where its
// text and its BNF disagree.
diagnostic find_reason(std::string_view input, std::string_view production, const furthest_failure& failure, grammar g);

// Why the URL BNF's url rejects a URL whose scheme none of its alternatives
// spells, into `d`; false when the scheme is not the reason.
bool unknown_scheme(diagnostic& d, std::string_view input, std::string_view scheme) {
  if (scheme == "url" || scheme == "afs") {
    d.code = diagnostic_code::other_production;
    d.remedy = remedy_kind::rule;
    d.remedy_name = scheme == "url" ? "prefixedurl" : "afsaddress";
    return true;
  }
  options generic;
  generic.grammar = grammar::generic;
  if (scheme.empty() || !accepts(scheme, "scheme", generic)) {
    return false;
  }
  d.code = diagnostic_code::unknown_scheme;
  d.remedy = remedy_kind::grammar;
  d.remedy_name = "1630-generic";
  furthest_failure failure;
  if (!accepts(input, "fragmentaddress", generic, &failure)) {
    d.because.push_back(find_reason(input, "fragmentaddress", failure, grammar::generic));
  }
  return true;
}

diagnostic find_reason(std::string_view input, std::string_view production, const furthest_failure& failure,
                       grammar g) {
  diagnostic f;
  f.offset = failure.offset();
  f.expected = detail::expected_names(failure);
  f.rfc = rfc_name(g);
  f.rule = production;
  const auto info = find_production(production, g);
  f.section = info ? std::string(info->section) : std::string();
  const auto scheme = detail::scheme_text(input);
  const auto lowered = detail::ascii_lowered(scheme);
  const auto upper = std::find_if(scheme.begin(), scheme.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
  const bool rfc822 = is_rfc822_context(g, production, scheme);
  const auto bnf_section = g == grammar::url ? section::url_bnf : section::generic_bnf;

  if (detail::at_byte_order_mark(input, f.offset)) {
    f.section = section::unsafe;
    f.code = diagnostic_code::byte_order_mark;
    return f;
  }
  if (g == grammar::url && upper != scheme.end() && f.offset <= static_cast<std::size_t>(upper - scheme.begin()) &&
      (url_schemes.index_of_scheme(lowered, false) != url_schemes.size() || !prose_scheme_section(lowered).empty())) {
    f.section = section::url_bnf;
    f.code = diagnostic_code::scheme_case;
    return f;
  }
  if (g == grammar::url && production == "url" && unknown_scheme(f, input, scheme)) {
    f.offset = 0;
    f.section = section::url_bnf;
    return f;
  }
  // A literal fails as a whole ("ftp://" against "ftp: //"): point at the
  // first character that departs from it.
  if (f.expected.size() == 1 && f.expected[0].size() > 3 && f.expected[0].front() == '"') {
    const auto text = std::string_view(f.expected[0]).substr(1, f.expected[0].size() - 2);
    const auto rest = input.substr(f.offset);
    f.offset += static_cast<std::size_t>(std::mismatch(text.begin(), text.end(), rest.begin(), rest.end()).first -
                                         text.begin());
  }
  // "Example 3": a '%' always starts an encoding, wherever the BNF stops.
  if (const auto percent = rfc822 ? std::string_view::npos : first_bad_percent(input);
      percent != std::string_view::npos) {
    f.code = diagnostic_code::bad_escape;
    // When the BNF fails before the '%', the input without the '%' and
    // what follows, which holds no other, says why.
    if (f.offset < percent) {
      f.because.push_back(find_reason(input.substr(0, percent), production, failure, g));
    }
    if (percent != f.offset) {
      f.offset = percent;
      f.expected = {"escape"};
    }
    f.section = section::encoding;
    return f;
  }
  if (f.offset >= input.size()) {
    if (production == "gopheraddress" && !input.empty() && input.back() == '/' &&
        input.find('/', std::string_view("gopher://").size()) == input.size() - 1) {
      f.section = section::gopher;
      f.code = diagnostic_code::gopher_type;
    }
    return f;
  }
  const auto c = static_cast<unsigned char>(input[f.offset]);
  const auto type = production == "ftpaddress" ? input.rfind(";type=") : std::string_view::npos;
  if (c >= 0x80) {
    f.section = section::unsafe;
    f.code = diagnostic_code::not_ascii;
  } else if (c < 0x20 || c == 0x7F) {
    f.section = section::unsafe;
    f.code = diagnostic_code::control_character;
  } else if (c == ' ') {
    f.section = section::unsafe;
    f.code = diagnostic_code::space;
  } else if (!rfc822 && std::string_view("{}|[]\\^~<>").find(static_cast<char>(c)) != std::string_view::npos) {
    // Both BNF sections: "The "national" and "punctuation" characters do
    // not appear in any productions and therefore may not appear in URIs."
    f.section = bnf_section;
    f.code = diagnostic_code::excluded_character;
    f.category = c == '<' || c == '>' ? "punctuation" : "national";
  } else if (c == '#' && g == grammar::url && !rfc822) {
    f.section = section::fragment_id;
    f.code = diagnostic_code::no_fragment;
    f.remedy = remedy_kind::grammar;
    f.remedy_name = "1630-generic";
  } else if (c == '/' && g == grammar::generic && f.offset > 0 &&
             (input[f.offset - 1] == '/' || f.offset - 1 == input.find(':'))) {
    f.section = section::generic_bnf;
    f.code = diagnostic_code::path_form;
  } else if (c == '/' && g == grammar::url && !rfc822 && f.offset > 0 && input[f.offset - 1] == '/' &&
             !(f.offset >= 3 && input.substr(f.offset - 3, 3) == "://")) {
    f.section = section::uri_syntax;
    f.code = diagnostic_code::path_form;
  } else if (type != std::string_view::npos && f.offset >= type + 6) {
    f.section = section::ftp;
    f.code = diagnostic_code::ftp_type;
  } else if (!rfc822 && std::string_view("=;/#?:").find(static_cast<char>(c)) != std::string_view::npos &&
             !detail::expects_literal(f.expected, c)) {
    f.section = section::reserved;
    f.code = diagnostic_code::reserved_character;
  }
  return f;
}

// "Unsafe characters" and both BNF sections: a repair encodes the 8-bit
// characters, the controls, space, and the national and punctuation
// characters no production has; a '%' that starts no encoding; a '#' after
// the generic BNF's fragmentid's, which no xalpha is. Where '%' and the
// national characters are RFC 822's (mid and cid), only the first three.
bool in_no_production(unsigned char c) {
  return c <= ' ' || c == 0x7F || std::string_view("{}|[]\\^~<>").find(static_cast<char>(c)) != std::string_view::npos;
}
bool unsafe_in_rfc822(unsigned char c) { return c <= ' ' || c == 0x7F; }

detail::escape_rules repair_rules(grammar g, std::string_view production, std::string_view input) {
  if (is_rfc822_context(g, production, detail::scheme_text(detail::without_byte_order_mark(input)))) {
    return {&unsafe_in_rfc822, false, false};
  }
  return {&in_no_production, true, g == grammar::generic};
}

// accepts() by the productions of `g`: what a verdict's refinement asks of
// an alternative its run did not try.
class accepts_by {
 public:
  explicit accepts_by(grammar g) noexcept { opts_.grammar = g; }
  bool operator()(std::string_view part, std::string_view production) const noexcept {
    return accepts(part, rule_name{production}, opts_);
  }

 private:
  options opts_;
};

// judge() with the rejection's reason worked out now: the tracking run
// judges first.
[[gnu::noinline]] void judge_now(judgement& j, std::string_view input, const detail::table_entry& entry, grammar g,
                                 const vocabulary& words, detail::span_log* log) {
  furthest_failure failure;
  detail::judge_entry(j, entry, input, reading{}, log, &failure, accepts_by(g));
  if (!j.valid) {
    j.error = find_reason(input, entry.meta.name, failure, g);
    detail::suggest_repair(*j.error, input, repair_rules(g, entry.meta.name, input),
                           [&](std::string_view repaired) { return accepts_by(g)(repaired, entry.meta.name); });
    j.error->message = message_of(*j.error, input, words);
  }
}

// Judges `input` by the entry's production of `g` into `j`, whose other
// fields are left as they are; a rejection's diagnostic is worked out only
// `when` it is asked for now. Inlined, as check() is into its overloads:
// the calls they made cost a valid verdict by RFC 1630's generic BNF 59 of
// its 405 instructions.
[[gnu::always_inline]] inline void judge(judgement& j, std::string_view input, const detail::table_entry& entry,
                                         grammar g, const vocabulary& words, detail::diagnosis when,
                                         detail::span_log* log = nullptr) {
  if (when == detail::diagnosis::now) {
    judge_now(j, input, entry, g, words, log);
  } else {
    detail::judge_entry(j, entry, input, reading{}, log, nullptr, accepts_by(g));
  }
}

// judge() by the production `g` names `production`.
void judge(judgement& j, std::string_view input, std::string_view production, grammar g, const vocabulary& words,
           detail::diagnosis when, detail::span_log* log = nullptr) {
  judge(j, input, *production_entry(g, production), g, words, when, log);
}

// The production that judges url by the scheme reading: a URL of a scheme
// the BNF spells by that scheme's production (no other alternative can
// match it, `known` its index), one of a scheme the prose names without a
// production by the generic BNF's fragmentaddress (`named` the prose's
// section), and any other by url, which rejects it.
struct url_reading {
  const detail::table_entry* entry;
  grammar g;
  std::size_t known;
  std::string_view named;
};

url_reading url_reading_of(std::string_view input) noexcept {
  if (const auto known = url_schemes.index_in_url(input, false); known != url_schemes.size()) {
    return {&scheme_entry(known), grammar::url, known, {}};
  }
  if (const auto named = prose_scheme_section(detail::scheme_text(input)); !named.empty()) {
    return {production_entry(grammar::generic, "fragmentaddress"), grammar::generic, url_schemes.size(), named};
  }
  return {production_entry(grammar::url, "url"), grammar::url, url_schemes.size(), {}};
}

// url by the scheme reading (url_reading_of), with a note when the generic
// BNF judged. The logs, when given, receive the component spans of the
// derivation by the URL BNF and by the generic BNF, whichever judged.
void judge_url(judgement& j, std::string_view input, const vocabulary& words, detail::diagnosis when,
               detail::span_log* url_log, detail::span_log* generic_log) {
  const auto by = url_reading_of(input);
  judge(j, input, *by.entry, by.g, words, when, by.g == grammar::generic ? generic_log : url_log);
  if (by.known != url_schemes.size()) {
    detail::reached_by(j, url_schemes[by.known].production);
    return;
  }
  if (const auto named = by.named; !named.empty()) {
    const auto scheme = detail::scheme_text(input);
    j.note = named == section::registration
                 ? "\"" + std::string(scheme) +
                       "\" is an experimental prefix (\"Registration of naming schemes\": experimental prefixes must "
                       "start with the characters \"x-\"); the URL BNF gives it no production: judged by the generic "
                       "BNF's fragmentaddress (" +
                       words.grammar("1630-generic") + ")"
                 : "RFC 1630 names the scheme \"" + std::string(scheme) + "\" (\"" + std::string(named) +
                       "\") but its URL BNF gives it no production: judged by the generic BNF's fragmentaddress (" +
                       words.grammar("1630-generic") + ")";
  }
}

// A rejection of the url after prefixedurl's "url:" `prefix`, worded of
// that url, made a rejection of the whole input: its offset and its repair
// past the prefix. An octet EF there starts no file: it is an 8-bit
// character, which the repair of a byte-order mark, its removal, does not
// mend.
void after_prefix(diagnostic& d, std::string_view prefix, std::string_view url, const vocabulary& words) {
  if (d.code == diagnostic_code::byte_order_mark) {
    d.code = diagnostic_code::not_ascii;
    d.repair.reset();
  }
  if (d.repair) {
    d.repair->insert(0, prefix);
  }
  d.message = message_of(d, url, words);
  d.offset += prefix.size();
}

// prefixedurl: "url:" and then a url, judged as judge_url judges it.
void judge_prefixed(judgement& j, std::string_view input, const vocabulary& words, detail::diagnosis when,
                    detail::span_log* url_log, detail::span_log* generic_log) {
  constexpr std::string_view prefix = "url:";
  if (input.substr(0, prefix.size()) != prefix) {
    judge(j, input, "prefixedurl", grammar::url, words, when);
    return;
  }
  judge_url(j, input.substr(prefix.size()), words, when, url_log, generic_log);
  if (j.valid) {
    j.also.push_front("url");
  } else if (j.error) {
    after_prefix(*j.error, prefix, input.substr(prefix.size()), words);
  }
}

// The BNF's url (or prefixedurl, after its "url:") judged `input` into
// `j`: a URL of a scheme with a production can match only that
// alternative, so the verdict's most specific production is the one that
// production's refinement gives (url's alternatives outnumber a choice's),
// and a rejection's reason the one it gives.
void refine_url(judgement& j, std::string_view input, const vocabulary& words, detail::diagnosis when) {
  const bool prefixed = j.rule == "prefixedurl";
  constexpr std::string_view prefix = "url:";
  if (prefixed && input.substr(0, prefix.size()) != prefix) {
    return;
  }
  const auto url = prefixed ? input.substr(prefix.size()) : input;
  const auto known = url_schemes.index_in_url(url, false);
  if (known == url_schemes.size()) {
    return;
  }
  if (!j.valid && when == detail::diagnosis::deferred) {
    // The reason, the scheme production's, is worked out when read.
    return;
  }
  const auto production = url_schemes[known].production;
  judgement by_scheme;
  if (!j.valid) {
    // url's reason gives way to the scheme production's, released first:
    // each holds a repair and a message as long as the input. url rejects
    // what the production of its scheme rejects; were they ever to differ,
    // url's own reason would be worked out again.
    j.error.reset();
    judge(by_scheme, url, scheme_entry(known), grammar::url, words, when);
    if (by_scheme.valid) {
      judge(j, input, j.rule, grammar::url, words, when);
      return;
    }
    j.error = by_scheme.error;
    if (prefixed) {
      after_prefix(*j.error, prefix, url, words);
    }
    return;
  }
  judge(by_scheme, url, scheme_entry(known), grammar::url, words, when);
  if (by_scheme.valid) {
    j.match = by_scheme.match;
    j.also = by_scheme.also;
    detail::reached_by(j, production);
    if (prefixed) {
      j.also.push_front("url");
    }
  }
}

// Notes the BNF's verdict on `production` when the scheme reading's
// differs. Each of url's alternatives starts with its own scheme, so a
// scheme's production is the only one that can take its URLs, and a URL of
// no known scheme is judged by url itself: the two differ only for the
// schemes the prose names (the verdict's note says so), which url has no
// alternative for. Rejections pay no other run.
void note_bnf_verdict(judgement& j, std::string_view input, std::string_view production) {
  if (!j.note.empty()) {
    options literal;
    if (const bool bnf = accepts(input, rule_name{production}, literal); bnf != j.valid) {
      j.bnf_valid = bnf;
    }
  }
}

// What check()'s and check_prefixed()'s rejections read as their
// diagnostics: their reasons are worked out along with the verdict.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts) {
  return std::move(*check(input, rule, opts, nullptr, nullptr, detail::diagnosis::now).error);
}

diagnostic prefixed_diagnosis_of(std::string_view input, std::string_view /*rule*/, const options& opts) {
  return std::move(*check_prefixed(input, opts, nullptr, nullptr, detail::diagnosis::now).error);
}

// check(), inlined into both of its overloads as judge() is.
[[gnu::always_inline]] inline judgement judged(std::string_view input, std::string_view rule, const options& opts,
                                               detail::span_log* url_log, detail::span_log* generic_log,
                                               detail::diagnosis when) {
  const auto g = opts.grammar;
  const auto& words = words_or_api(opts.vocabulary);
  judgement j;
  j.rfc = rfc_name(g);
  const auto* entry = production_entry(g, rule);
  if (entry == nullptr) {
    detail::unknown_production(j, rule);
    return j;
  }
  j.rule = entry->meta.name;
  if (g == grammar::url && rule.empty()) {
    j.reading = reading_kind::scheme;
    judge_url(j, input, words, when, url_log, generic_log);
    note_bnf_verdict(j, input, "url");
  } else {
    judge(j, input, *entry, g, words, when, g == grammar::generic ? generic_log : url_log);
    if (g == grammar::url && (j.rule == "url" || j.rule == "prefixedurl")) {
      refine_url(j, input, words, when);
    }
  }
  if (!j.valid && !j.error) {
    j.error = detail::defer(input, rule, opts, &diagnosis_of);
  }
  return j;
}

}  // namespace

judgement check_prefixed(std::string_view input, const options& opts, detail::span_log* url_log,
                         detail::span_log* generic_log, detail::diagnosis when) {
  judgement j;
  j.rfc = rfc_name(grammar::url);
  j.rule = "prefixedurl";
  j.reading = reading_kind::scheme;
  judge_prefixed(j, input, words_or_api(opts.vocabulary), when, url_log, generic_log);
  note_bnf_verdict(j, input, "prefixedurl");
  if (!j.valid && !j.error) {
    j.error = detail::defer(input, j.rule, opts, &prefixed_diagnosis_of);
  }
  return j;
}

// judge_url()'s verdict, without its diagnostic.
bool accepts_by_scheme(std::string_view input) noexcept {
  return detail::accepts_entry(url_reading_of(input).entry, input, reading{}, nullptr);
}

judgement check(std::string_view input, rule_name rule, const options& opts) {
  return judged(input, rule.view(), opts, nullptr, nullptr, detail::diagnosis::deferred);
}

judgement check(std::string_view input, std::string_view rule, const options& opts, detail::span_log* url_log,
                detail::span_log* generic_log, detail::diagnosis when) {
  return judged(input, rule, opts, url_log, generic_log, when);
}

}  // namespace urlbnf::rfc1630
