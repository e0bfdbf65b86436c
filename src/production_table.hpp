// A grammar's productions as a runtime table: each BNF name bound to its
// PEGTL rule, matched against the whole input. Private to the library.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/detail/names.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/shape.hpp>
#include <urlbnf/tracking.hpp>
#include <vector>

#include "diagnostic_control.hpp"
#include "name_index.hpp"
#include "refinement.hpp"
#include "validation_control.hpp"

namespace urlbnf::detail {

template <typename Rule>
using whole = tao::pegtl::seq<Rule, tao::pegtl::eof>;

// The fast path: no state, no actions, classes by table.
template <typename Rule>
bool accept_whole(std::string_view input, reading r) noexcept {
  url_input in(input, r);
  return tao::pegtl::parse<whole<Rule>, tao::pegtl::nothing, validation_control>(in);
}

// The fast path, noting in `probe` how the alternatives of `Choices`
// fared at the start of the input and, with `Log`, the component spans of
// the derivation in `log` but those of `Unlogged`.
template <bool Log, const auto& Choices, const auto& Unlogged, typename Rule>
[[gnu::always_inline]] inline bool observe_whole(std::string_view input, reading r, start_probe& probe,
                                                 span_log* log) noexcept {
  constexpr std::uint64_t noted = refinement_slots(Choices, meta_of<Rule>.name);
  observed_input<Log, Choices, Unlogged, noted> in(input, r, probe, log);
  return tao::pegtl::parse<whole<Rule>, tao::pegtl::nothing, validation_control>(in);
}

// The validation run of a table's production, noting what a verdict on it
// is refined by (a few instructions a run). Not inlined: accepts() and
// check() run this one copy of the rules, so that a verdict costs what a
// validation does and its refinement wherever the code is placed; two
// copies ran up to ten per cent apart by their placement alone. A
// production whose verdict is refined by nothing runs on the plain input:
// the observed one, with nothing to note, ran RFC 1738's url 12 % slower
// in the same instructions.
template <const auto& Choices, const auto& Unlogged, typename Rule>
[[gnu::noinline]] bool validate_whole(std::string_view input, reading r, start_probe& probe) noexcept {
  if constexpr (refinement_slots(Choices, meta_of<Rule>.name) == 0) {
    return accept_whole<Rule>(input, r);
  } else {
    return observe_whole<false, Choices, Unlogged, Rule>(input, r, probe, nullptr);
  }
}

// accepts(): the validation run, its notes unread.
template <const auto& Choices, const auto& Unlogged, typename Rule>
bool accept_validated(std::string_view input, reading r) noexcept {
  start_probe unused;
  return validate_whole<Choices, Unlogged, Rule>(input, r, unused);
}

// The validation run noting the component spans of the derivation in `log`.
template <const auto& Choices, const auto& Unlogged, typename Rule>
[[gnu::noinline]] bool log_whole(std::string_view input, reading r, start_probe& probe, span_log& log) noexcept {
  log.start();
  return observe_whole<true, Choices, Unlogged, Rule>(input, r, probe, &log);
}

// validate_whole, or log_whole when a log is given. Inlined into
// judge_whole: a call more cost a valid verdict a tenth of what the verdict
// adds to a validation.
template <const auto& Choices, const auto& Unlogged, typename Rule>
[[gnu::always_inline]] inline bool probe_whole(std::string_view input, reading r, start_probe& probe,
                                               span_log* log) noexcept {
  return log == nullptr ? validate_whole<Choices, Unlogged, Rule>(input, r, probe)
                        : log_whole<Choices, Unlogged, Rule>(input, r, probe, *log);
}

// The verdict on `input` by Rule into `j`: whether it accepts, and when it
// does, the most specific alternative down the choices of `Choices` from
// Rule (refinement.hpp), with those between in `also`; with a log, the
// component spans of the derivation but those of `Unlogged`. `other`
// judges an alternative the run did not try at the start of the input.
template <const auto& Choices, const auto& Unlogged, typename Rule>
void judge_whole(judgement& j, std::string_view input, reading r, span_log* log, alternative_judge other) noexcept {
  constexpr std::size_t c = choice_named(Choices, meta_of<Rule>.name);
  start_probe probe;
  j.valid = probe_whole<Choices, Unlogged, Rule>(input, r, probe, log);
  if constexpr (c != Choices.size()) {
    if (j.valid && refine_from<Choices, Choices[c].end, c>(j, input, probe, other)) {
      return;
    }
  }
  if (j.valid) {
    j.match = meta_of<Rule>.name;
  }
}

// The same rules with the furthest-failure bookkeeping, for diagnostics:
// classes still by table where they match.
template <typename Rule>
bool track_whole(std::string_view input, reading r, furthest_failure& failure) noexcept {
  url_input in(input, r);
  return tao::pegtl::parse<whole<Rule>, tao::pegtl::nothing, diagnostic_control>(in, failure);
}

template <typename Rule>
bool derive_whole(std::string_view input, reading r, capture_log& log) {
  url_input in(input, r);
  furthest_failure failure;
  return tao::pegtl::parse<whole<Rule>, capture_action, tracking_control>(in, failure, log);
}

template <typename Rule>
bool tree_whole(std::string_view input, reading r, derivation_log& log) {
  url_input in(input, r);
  furthest_failure failure;
  return tao::pegtl::parse<whole<Rule>, tao::pegtl::nothing, tracking_control>(in, failure, log);
}

struct table_entry {
  production_meta meta;
  // The production's place among the choices of the table's grammar
  // (choices.hpp), their number when it is none of them.
  std::size_t choice;
  bool (*accept)(std::string_view, reading) noexcept;
  bool (*probe)(std::string_view, reading, start_probe&, span_log*) noexcept;
  void (*judge)(judgement&, std::string_view, reading, span_log*, alternative_judge) noexcept;
  bool (*track)(std::string_view, reading, furthest_failure&) noexcept;
  bool (*derive)(std::string_view, reading, capture_log&);
  bool (*tree)(std::string_view, reading, derivation_log&);
  std::string (*shape)();
};

// A grammar's entries, indexed by the exact spelling of their names: every
// check() and parse() looks its productions up, and a scan of a grammar's
// sixty-odd names cost more than a short validation.
template <std::size_t N>
class production_table {
 public:
  template <typename... Entries>
  constexpr explicit production_table(Entries... entries)
      : entries_{{entries...}}, index_(std::array<std::string_view, N>{{entries.meta.name...}}) {}

  [[nodiscard]] constexpr const table_entry* begin() const noexcept { return entries_.data(); }
  [[nodiscard]] constexpr const table_entry* end() const noexcept { return entries_.data() + N; }

  // The entry named exactly `name`, or nullptr.
  [[nodiscard]] constexpr const table_entry* exact(std::string_view name) const noexcept {
    const auto i = index_.find(name);
    return i == index_.none ? nullptr : &entries_[i];
  }

 private:
  std::array<table_entry, N> entries_;
  name_index<N> index_;
};

// `Choices`: the grammar's choices (choices.hpp), whose alternatives a
// probe notes; `Unlogged`: the productions its trees read by splitting
// their parent, which the span log leaves out.
template <const auto& Choices, const auto& Unlogged, typename... Rules>
constexpr production_table<sizeof...(Rules)> make_table(tao::pegtl::type_list<Rules...> /*unused*/) {
  return production_table<sizeof...(Rules)>{table_entry{
      meta_of<Rules>, choice_named(Choices, meta_of<Rules>.name), &accept_validated<Choices, Unlogged, Rules>,
      &probe_whole<Choices, Unlogged, Rules>, &judge_whole<Choices, Unlogged, Rules>, &track_whole<Rules>,
      &derive_whole<Rules>, &tree_whole<Rules>, &pegtl_shape<Rules>}...};
}

// RFC 822's and ABNF's rule names ignore case (RFC 1808, RFC 2396, RFC
// 2234's and RFC 5234's ABNF); RFC 1738's and RFC 1630's are compared
// exactly.
inline bool same_name_ignoring_case(std::string_view a, std::string_view b) noexcept {
  return equal_ignoring_ascii_case(a, b);
}

// Lookup by BNF name; `same` compares names (RFC 1738 exactly, RFC 2396's
// BNF ignoring case as RFC 822 and RFC 2234 do).
// The exact spelling is looked for first, in the index: it is what callers
// pass nearly always.
template <std::size_t N, typename Same>
const table_entry* find_entry(const production_table<N>& table, std::string_view name, Same same) noexcept {
  if (const auto* e = table.exact(name)) {
    return e;
  }
  const auto* it =
      std::find_if(table.begin(), table.end(), [&](const table_entry& e) { return same(e.meta.name, name); });
  return it == table.end() ? nullptr : it;
}

// A rejection: `failure`, when given, receives its furthest failure, found
// by a second, tracking run of the same rule. Always false.
inline bool rejected(const table_entry& e, std::string_view input, reading r, furthest_failure* failure) noexcept {
  if (failure != nullptr) {
    e.track(input, r, *failure);
  }
  return false;
}

// Whether the entry's rule accepts all of `input` (false for a missing
// entry), with the diagnostic facts of a rejection in `failure`.
inline bool accepts_entry(const table_entry* e, std::string_view input, reading r, furthest_failure* failure) noexcept {
  return e != nullptr && (e->accept(input, r) || rejected(*e, input, r, failure));
}

// accepts_entry, noting in `probe` how the alternatives of choices fared at
// the start of the input and, with a span_log, the component spans of the
// derivation.
inline bool probe_entry(const table_entry* e, std::string_view input, reading r, start_probe& probe, span_log* log,
                        furthest_failure* failure) noexcept {
  return e != nullptr && (e->probe(input, r, probe, log) || rejected(*e, input, r, failure));
}

// The component spans of the derivation of `input` from the entry's rule;
// nullopt when the entry is missing or the input rejected.
inline std::optional<std::vector<capture>> captures_of(const table_entry* e, std::string_view input, reading r) {
  capture_log log;
  if (e == nullptr || !e->derive(input, r, log)) {
    return std::nullopt;
  }
  return log.items();
}

// The derivation tree of `input` from the entry's rule; nullopt when the
// entry is missing or the input rejected.
inline std::optional<std::vector<derivation_node>> derivation_tree(const table_entry* e, std::string_view input,
                                                                   reading r) {
  derivation_log log;
  if (e == nullptr || !e->tree(input, r, log)) {
    return std::nullopt;
  }
  return log.nodes();
}

inline production_info info_of(const table_entry& e) { return {e.meta.name, e.meta.section, e.meta.reshaped}; }

template <typename Table>
std::vector<production_info> production_infos(const Table& table) {
  std::vector<production_info> out;
  for (const auto& e : table) {
    out.push_back(info_of(e));
  }
  return out;
}

// The entry's PEGTL shape; empty when the entry is missing.
inline std::string shape_of(const table_entry* e) { return e == nullptr ? std::string() : e->shape(); }

}  // namespace urlbnf::detail
