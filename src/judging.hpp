// Pieces every grammar's check() shares: what a rejection expected, its
// diagnostic completed, and the most specific production found.
// Private to the library.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <urlbnf/detail/names.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/tracking.hpp>
#include <vector>

#include "choices.hpp"
#include "production_table.hpp"
#include "validation_control.hpp"

namespace urlbnf::detail {

std::vector<std::string> expected_names(const furthest_failure& failure);

// The furthest failure of the entry's rule on `input`, by its tracking run:
// what a rejection's diagnostic is worked out from.
inline furthest_failure furthest_failure_of(const table_entry& e, std::string_view input, reading r) noexcept {
  furthest_failure failure;
  e.track(input, r, failure);
  return failure;
}

// Whether the literal "c" is among the productions expected.
bool expects_literal(const std::vector<std::string>& expected, unsigned char c);

// The text before the input's first ':', which a URL's scheme is when it
// has one; empty when there is no ':'. Inline: RFC 1738's and RFC 1630's
// check() ask it of every URL.
inline std::string_view scheme_text(std::string_view input) noexcept {
  const auto colon = input.find(':');
  return colon == std::string_view::npos ? std::string_view{} : input.substr(0, colon);
}

// Whether input[offset] is a '%' followed by two hex digits.
bool starts_escape(std::string_view input, std::size_t offset);

// Completes a rejection's diagnostic, whose code and facts are set, with
// the grammar (`rfc`, as judgement::rfc names it), the rule, the section and
// the message worded from them.
void finish(diagnostic& d, std::string_view rfc, std::string_view rule, std::string section, std::string_view input,
            const vocabulary& words);

// The rejection of an input judged by a rule the grammar has no production
// for: "unknown RFC 2396 production "x"".
void unknown_production(judgement& j, std::string_view rule);

// Sets the verdict's match to the most specific alternative, down the
// choices from `production`, the choice `c` of `Choices` (their number
// when it is none), that accepts the input (`accepts(slot, name)` judges),
// and its `also` to the productions between the two.
template <const auto& Choices, typename Accepts>
void refine(judgement& j, std::string_view production, std::size_t c, Accepts accepts) {
  constexpr std::size_t n = Choices.size();
  static constexpr auto links = links_of(Choices);
  // The alternatives taken, one per choice descended into, so at most n.
  // Only those below `size` are read, and a verdict is made for every input
  // checked: the array is not cleared.
  std::array<const std::string_view*, n> taken;
  std::size_t size = 0;
  while (c != n && size != n) {
    std::size_t a = 0;
    while (a != choice_width && (Choices[c].alternatives[a].empty() ||
                                 !accepts(links.slot[c * choice_width + a], Choices[c].alternatives[a]))) {
      ++a;
    }
    if (a == choice_width) {
      break;
    }
    taken[size++] = &Choices[c].alternatives[a];
    c = links.next[c * choice_width + a];
  }
  j.match = size == 0 ? production : *taken[size - 1];
  if (size > 1) {
    j.also = {};
    for (std::size_t i = 0; i + 1 != size; ++i) {
      j.also.push_back(*taken[i]);
    }
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

// Where a production's alternatives end: at the end of the input, or at
// its first '#' when the production is [ alternatives ] [ "#" fragment ]
// and no alternative matches a '#' or looks at one (RFC 2396's
// URI-reference, RFC 1808's URL).
enum class alternatives_end { input, fragment };

// The part of `input` the alternatives judge.
inline std::string_view alternatives_part(std::string_view input, alternatives_end end) noexcept {
  return end == alternatives_end::fragment ? input.substr(0, input.find('#')) : input;
}

// Judges `input` by the entry's production into `j` (valid or not, the
// furthest failure of a rejection in `failure` and the spans in `log` when
// given), and refines a valid verdict down `Choices`, the choices of the
// table the entry is from: an alternative tried at the start of the input
// by what the run learnt of it, any other by `accepts(name)`, which judges
// the part `end` says.
template <const auto& Choices, typename Accepts>
void judge_entry(judgement& j, const table_entry& e, std::string_view input, alternatives_end end, reading r,
                 span_log* log, furthest_failure* failure, Accepts accepts) {
  // A failure is asked for only when a rejection's diagnostic is wanted now,
  // which check() defers to its first read: the tracking run, which notes
  // the furthest failure, judges first.
  if (failure != nullptr && !e.track(input, r, *failure)) {
    j.valid = false;
    return;
  }
  // A production that is no choice is not refined: the plain run judges it,
  // unless its spans are logged.
  constexpr std::size_t none = Choices.size();
  if (e.choice == none && log == nullptr) {
    j.valid = e.accept(input, r);
    if (j.valid) {
      j.match = e.meta.name;
    }
    return;
  }
  start_probe probe;
  j.valid = probe_entry(&e, input, r, probe, log, nullptr);
  if (!j.valid) {
    return;
  }
  refine<Choices>(j, e.meta.name, e.choice, [&](std::size_t slot, std::string_view name) {
    const auto known = end == alternatives_end::fragment ? probe.accepts_before_fragment(slot, input)
                                                         : probe.accepts_whole(slot, input.size());
    return known ? *known : accepts(name);
  });
}

}  // namespace urlbnf::detail
