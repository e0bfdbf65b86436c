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
#include "pending_diagnostic.hpp"
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

// A valid verdict reached by `production` and reported under a rule above
// it (url judged by a scheme's production): the production joins the
// chain in `also`, unless it is the match itself.
inline void reached_by(judgement& j, std::string_view production) {
  if (j.valid && j.match != production) {
    j.also.push_front(production);
  }
}

// Judges `input` by the entry's production into `j` (valid or not, the
// furthest failure of a rejection in `failure` and the spans in `log` when
// given), and refines a valid verdict down the choices of the entry's
// table (refinement.hpp): an alternative tried at the start of the input
// by what the run learnt of it, any other by `accepts(part, name)`.
template <typename Accepts>
void judge_entry(judgement& j, const table_entry& e, std::string_view input, reading r, span_log* log,
                 furthest_failure* failure, const Accepts& accepts) {
  // A failure is asked for only when a rejection's diagnostic is wanted now,
  // which check() defers to its first read: the tracking run, which notes
  // the furthest failure, judges first.
  if (failure != nullptr && !e.track(input, r, *failure)) {
    j.valid = false;
    return;
  }
  e.judge(j, input, r, log, alternative_judge(accepts));
}

// check() of a grammar that judges by the named production alone (RFC
// 2396, RFC 3986, RFC 1808): the verdict by `entry`, the production `rule`
// names (nullptr when none), with a rejection's diagnostic worked out by
// `diagnose` when first read. `accepts(part, name)` is the grammar's.
// Inlined into both of check()'s overloads: a call more costs a tenth of
// what a verdict adds to a validation.
template <typename Options, typename Accepts>
[[gnu::always_inline]] inline judgement judge_production(std::string_view rfc, const table_entry* entry,
                                                         std::string_view input, std::string_view rule,
                                                         const Options& opts, reading r, span_log* log,
                                                         diagnosis_function<Options> diagnose, const Accepts& accepts) {
  judgement j;
  j.rfc = rfc;
  if (entry == nullptr) {
    unknown_production(j, rule);
    return j;
  }
  j.rule = entry->meta.name;
  judge_entry(j, *entry, input, r, log, nullptr, accepts);
  if (!j.valid) {
    j.error = defer(input, rule, opts, diagnose);
  }
  return j;
}

}  // namespace urlbnf::detail
