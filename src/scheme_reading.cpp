// The scheme reading of the generic grammars.
#include "scheme_reading.hpp"

#include <algorithm>
#include <urlbnf/detail/ascii_case.hpp>

#include "judging.hpp"

namespace urlbnf::detail {
namespace {

struct definition {
  const grammar_entry* grammar = nullptr;
  std::string_view production;
};

// The registered grammar that defines the scheme of `uri`, compared
// ignoring case (RFC 3986 Section 3.1), and its production; none when no
// grammar defines it or `uri` has no ':'.
definition definition_of(std::string_view uri) noexcept {
  const auto scheme = scheme_text(uri);
  if (scheme.empty()) {
    return {};
  }
  for (const auto& g : grammars()) {
    for (const auto& s : g.schemes) {
      if (equal_ignoring_ascii_case(s.scheme, scheme)) {
        return {&g, s.production};
      }
    }
  }
  return {};
}

// A scheme's grammar judges an absolute URI: a fragment (RFC 3986 Section
// 3.5) belongs to the reference, not to the URI the scheme defines. It
// judges as its check() does with no rule named: by its entry production
// and the prose rules it reads by default (RFC 9110's http-URI or
// https-URI by the scheme, an empty host rejected).
std::string_view without_fragment(std::string_view uri) noexcept { return uri.substr(0, uri.find('#')); }

}  // namespace

bool reads_schemes(std::string_view rule) noexcept {
  return rule == "URI-reference" || rule == "URI" || rule == "absolute-URI";
}

bool accepted_by_scheme(std::string_view uri) noexcept {
  const auto d = definition_of(uri);
  return d.grammar == nullptr || d.grammar->accepts(without_fragment(uri), rule_name{});
}

void judge_by_scheme(judgement& j, std::string_view uri, const vocabulary& words) {
  const auto d = definition_of(uri);
  if (d.grammar == nullptr) {
    return;
  }
  auto by_scheme = d.grammar->check_worded(without_fragment(uri), rule_name{}, words);
  j.reading = reading_kind::scheme;
  j.note = "scheme reading: \"" + std::string(scheme_text(uri)) + "\" is defined by " + std::string(d.grammar->title) +
           ", whose " + std::string(d.production) + (by_scheme.valid ? " accepts" : " rejects") + " it (" +
           words.grammar(d.grammar->name) + ", " + words.rule(d.production) + ")";
  if (j.valid && !by_scheme.valid) {
    j.valid = false;
    j.bnf_valid = true;
    j.match = {};
    j.also = {};
    j.error = std::move(by_scheme.error);
  }
}

std::optional<diagnostic> scheme_diagnosis(std::string_view uri, const vocabulary& words) {
  const auto d = definition_of(uri);
  if (d.grammar == nullptr) {
    return std::nullopt;
  }
  auto by_scheme = d.grammar->check_worded(without_fragment(uri), rule_name{}, words);
  return by_scheme.valid ? std::nullopt : std::optional<diagnostic>(*by_scheme.error);
}

}  // namespace urlbnf::detail
