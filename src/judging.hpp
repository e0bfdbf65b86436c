// Pieces every grammar's check() shares: naming characters in messages,
// listing what was expected, and finding the most specific production.
// Private to the library.
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <urlbnf/detail/names.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/tracking.hpp>
#include <vector>

#include "choices.hpp"
#include "production_table.hpp"
#include "prose.hpp"
#include "validation_control.hpp"

namespace urlbnf::detail {

// "%20" for ' '.
std::string hex_escape(unsigned char c);

// `input` with its character at `offset` escaped ("a%20b" for "a b" at 1),
// as messages show the input corrected.
std::string with_escape(std::string_view input, std::size_t offset);

// "' '" for a graphic character, "0x0A" for any other.
std::string quoted_char(unsigned char c);

// "a, b or c".
std::string expected_list(const std::vector<std::string>& expected);

std::vector<std::string> expected_names(const furthest_failure& failure);

// Whether the literal "c" is among the productions expected.
bool expects_literal(const std::vector<std::string>& expected, unsigned char c);

// Whether input[offset] is a '%' followed by two hex digits.
bool starts_escape(std::string_view input, std::size_t offset);

// "expected X or Y, found 'c'", or "unexpected end of input, expected X or Y".
std::string unexpected(const std::vector<std::string>& expected, std::string_view input, std::size_t offset);

// A verdict's message: "RFC 3986 §3.5: what", "RFC 6874 §2: what" when the
// section cites another RFC itself, "RFC 1738: what" when there is none.
std::string cited(std::string_view rfc, std::string_view section, const std::string& what);

// "the reserved character ';' is not allowed here (expected X or Y); if it
// is data, encode it as %3B", `encode` the RFC's word for it (RFC 2396
// says escape, RFC 3986 percent-encode).
std::string reserved_not_allowed(unsigned char c, const std::vector<std::string>& expected, std::string_view encode);

// Completes a rejection's diagnostic with its section and message; `what`
// empty says only what was expected where.
void finish(diagnostic& d, std::string_view rfc, std::string section, std::string what, std::string_view input);

// The rejection of an input judged by a rule the grammar has no production
// for: "unknown RFC 2396 production "x"".
void unknown_production(judgement& j, std::string_view rule);

// A judge of whether an alternative accepts `input`: from what `probe`
// learnt of that same input when it tried the alternative at its start,
// else by `accepts(name)`.
template <typename Accepts>
auto probed(const start_probe& probe, std::string_view input, Accepts accepts) {
  return [&probe, input, accepts](std::size_t slot, std::string_view name) {
    const auto known = probe.accepts_whole(slot, input.size());
    return known ? *known : accepts(name);
  };
}

// Sets the verdict's match to the most specific alternative, down the
// choices from `production`, that accepts the input (`accepts(slot, name)`
// judges), and its `also` to the productions between the two.
template <const auto& Choices, typename Accepts>
void refine(judgement& j, std::string_view production, Accepts accepts) {
  constexpr std::size_t n = Choices.size();
  static constexpr auto links = links_of(Choices);
  // Each step descends into another choice, so the chain has at most n + 1 links.
  std::array<std::string_view, n + 1> chain{production};
  std::size_t size = 1;
  std::size_t c = static_cast<std::size_t>(
      std::find_if(Choices.begin(), Choices.end(),
                   [&](const choice& ch) { return same_spelling(ch.production, production); }) -
      Choices.begin());
  while (c != n && size != chain.size()) {
    std::size_t a = 0;
    while (a != choice_width && (Choices[c].alternatives[a].empty() ||
                                 !accepts(links.slot[c * choice_width + a], Choices[c].alternatives[a]))) {
      ++a;
    }
    if (a == choice_width) {
      break;
    }
    chain[size++] = Choices[c].alternatives[a];
    c = links.next[c * choice_width + a];
  }
  j.match = chain[size - 1];
  if (size > 2) {
    j.also.assign(chain.begin() + 1, chain.begin() + static_cast<std::ptrdiff_t>(size) - 1);
  }
}

// A valid verdict reached by `production` and reported under a rule above
// it (url judged by a scheme's production): the production joins the
// chain in `also`, unless it is the match itself.
inline void reached_by(judgement& j, std::string_view production) {
  if (j.valid && j.match != production) {
    j.also.push_front(production);
  }
}

// Judges `input` by the entry's production into `j` (valid or not, the
// furthest failure of a rejection in `failure`, the spans in `log` when
// given), and refines a valid verdict down `Choices`, judging the
// alternatives on `body` (a prefix of `input`): by what the run learnt
// when `body` is the whole input, else by `accepts(name)`.
template <const auto& Choices, typename Accepts>
void judge_entry(judgement& j, const table_entry& e, std::string_view input, std::string_view body, reading r,
                 span_log* log, furthest_failure& failure, Accepts accepts) {
  start_probe probe;
  j.valid = probe_entry(&e, input, r, probe, log, &failure);
  if (!j.valid) {
    return;
  }
  if (body.size() == input.size()) {
    refine<Choices>(j, e.meta.name, probed(probe, input, accepts));
  } else {
    refine<Choices>(j, e.meta.name, [&](std::size_t /*slot*/, std::string_view name) { return accepts(name); });
  }
}

}  // namespace urlbnf::detail
