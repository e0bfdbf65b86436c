// The PEGTL control of the validation fast path: PEGTL's plain control (no
// bookkeeping, no actions, no exceptions), except that a character class
// matches by one table lookup and a repetition of one by a tight loop, and
// that on an observed_input it notes how the alternatives of choices fared
// at the start of the input and the spans of the components.
// The rules are the same ones the tracking control runs; only how a class
// is matched differs. Private to the library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>
#include <urlbnf/bnf.hpp>
#include <urlbnf/detail/names.hpp>

#include "character_class.hpp"
#include "choices.hpp"
#include "span_log.hpp"

namespace urlbnf::detail {

// What a validation run learnt of the alternatives of the grammar's choices
// (choices.hpp) it tried at the start of the input: whether each matched,
// and where it stopped, by the alternative's slot (alternative_slot). A
// rule's match at a position of a given input is deterministic, so the run
// also answers whether such a rule accepts the whole input, without
// another parse.
class start_probe {
 public:
  // One bit of tried_ per slot.
  static constexpr std::size_t capacity = 64;

  void record(std::size_t slot, bool matched, std::size_t end) noexcept {
    tried_ |= std::uint64_t{1} << slot;
    tries_[slot] = {matched, end};
  }

  // Whether the alternative in `slot` accepts all `size` bytes of the
  // probed input; nullopt when the run did not try it at the start.
  [[nodiscard]] std::optional<bool> accepts_whole(std::size_t slot, std::size_t size) const noexcept {
    if ((tried_ >> slot & 1U) == 0) {
      return std::nullopt;
    }
    return tries_[slot].matched && tries_[slot].end == size;
  }

  // Whether the alternative in `slot` accepts the part of the probed
  // `input` before its first '#', when the alternative neither matches a
  // '#' nor looks at one (a URI reference's, whose fragment is outside
  // it): then it fares on the whole input as on that part, and a match
  // that takes all of the part ends at the end of input or at a '#'.
  [[nodiscard]] std::optional<bool> accepts_before_fragment(std::size_t slot, std::string_view input) const noexcept {
    if ((tried_ >> slot & 1U) == 0) {
      return std::nullopt;
    }
    const auto end = tries_[slot].end;
    return tries_[slot].matched && (end == input.size() || input[end] == '#');
  }

 private:
  // Plain data, read only where tried_ has a bit: a probe is made for every
  // check, and clearing its array would cost more than most runs.
  struct attempt {
    bool matched;
    std::size_t end;
  };
  std::uint64_t tried_ = 0;
  std::array<attempt, capacity> tries_;
};

// An input that carries what a run observes: the alternatives of
// `Choices` (the grammar's, choices.hpp) in the slots of `Noted` tried at
// its start (with a start_probe), the component spans (with a span_log too)
// but those of the productions named in `Unlogged` (which the trees read by
// splitting their parent), as check() and parse() need. Carried by the
// input rather than passed as parser state, so that the rules' code stays
// that of the plain run, and what is noted is known at compile time.
template <bool Log, const auto& Choices, const auto& Unlogged, std::uint64_t Noted>
class observed_input : public url_input {
 public:
  observed_input(std::string_view text, urlbnf::reading r, start_probe& probe, span_log* log) noexcept
      : url_input(text, r), probe_(&probe), log_(log) {}
  [[nodiscard]] start_probe& probe() const noexcept { return *probe_; }
  [[nodiscard]] span_log& log() const noexcept { return *log_; }

 private:
  start_probe* probe_;
  span_log* log_;
};

template <typename ParseInput>
struct observes {
  static constexpr bool probe = false;
  static constexpr bool log = false;
};

// Whether every name is a production's: a type of the same name in
// another namespace (an AST's "segment") has no meta_of of its own, and its
// empty name would skip nothing.
template <std::size_t N>
constexpr bool all_named(const std::array<std::string_view, N>& names) {
  for (const auto name : names) {
    if (name.empty()) {
      return false;
    }
  }
  return true;
}

template <std::size_t N>
constexpr bool names_contain(const std::array<std::string_view, N>& names, std::string_view name) {
  for (const auto n : names) {
    if (n == name) {
      return true;
    }
  }
  return false;
}

template <bool Log, const auto& Choices, const auto& Unlogged, std::uint64_t Noted>
struct observes<observed_input<Log, Choices, Unlogged, Noted>> {
  static_assert(Choices.size() * choice_width <= start_probe::capacity, "every slot fits the probe");
  static constexpr bool probe = true;
  static constexpr bool log = Log;
  template <typename Rule>
  static constexpr std::size_t slot = alternative_slot(Choices, meta_of<Rule>.name);
  template <typename Rule>
  static constexpr bool noted = slot<Rule> != no_slot && (Noted >> slot<Rule> & 1U) != 0;
  template <typename Rule>
  static constexpr bool logged = is_component_v<Rule> && !names_contain(Unlogged, meta_of<Rule>.name);
};

template <typename ParseInput, typename Rule>
constexpr bool is_noted() {
  if constexpr (observes<ParseInput>::probe) {
    return observes<ParseInput>::template noted<Rule>;
  } else {
    return false;
  }
}

template <typename ParseInput, typename Rule>
inline constexpr bool noted_v = is_noted<ParseInput, Rule>();

// Whether a run logs one of `Parts`, the named rules a loop over a
// separated run does not enter: their spans would be missing.
template <typename ParseInput, typename... Parts>
constexpr bool logs_part(tao::pegtl::type_list<Parts...> /*parts*/) {
  if constexpr (observes<ParseInput>::log) {
    return (observes<ParseInput>::template logged<Parts> || ...);
  } else {
    return false;
  }
}

// Whether a rule is a separated run (character_class.hpp) none of whose
// parts a run over `ParseInput` logs: then one loop matches it.
template <typename ParseInput, typename RuleT>
constexpr bool separated_run_unlogged() {
  if constexpr (separated_run<RuleT>::value) {
    return !logs_part<ParseInput>(typename run_parts<RuleT>::type{});
  } else {
    return false;
  }
}

template <typename Rule>
struct validation_control : tao::pegtl::normal<Rule> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
    if constexpr (observes<ParseInput>::log) {
      return logged<A, M, Action, Control>(in, st...);
    } else {
      return probed<A, M, Action, Control>(in, st...);
    }
  }

 private:
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool plain(ParseInput& in, States&&... st) {
    using rule_t = typename Rule::rule_t;
    if constexpr (class_of<Rule>.is_class) {
      const auto n = class_match<class_of<Rule>>(in.current(), in.end());
      in.bump(n);
      return n != 0;
    } else if constexpr (repeated_class<rule_t>::value) {
      using element = typename repeated_class<rule_t>::element;
      const char* end = class_run<class_of<element>>(in.current(), in.end());
      const auto n = static_cast<std::size_t>(end - in.current());
      in.bump(n);
      return !repeated_class<rule_t>::at_least_one || n != 0;
    } else if constexpr (run_ending_in_class<rule_t>::value) {
      in.bump(
          static_cast<std::size_t>(run_ending_in<run_ending_in_class<rule_t>>(in.current(), in.end()) - in.current()));
      return true;
    } else if constexpr (separated_run_unlogged<ParseInput, rule_t>()) {
      in.bump(static_cast<std::size_t>(class_run<longest_run<rule_t>::run>(in.current(), in.end()) - in.current()));
      return true;
    } else {
      return tao::pegtl::normal<Rule>::template match<A, M, Action, Control>(in, st...);
    }
  }

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool probed(ParseInput& in, States&&... st) {
    // Only how the alternatives of the grammar's choices fared is asked of
    // a probe: every other rule runs as in the plain run.
    constexpr bool noted = noted_v<ParseInput, Rule>;
    const bool at_start = noted && in.current() == in.begin();
    const bool matched = plain<A, M, Action, Control>(in, st...);
    if constexpr (noted) {
      if (__builtin_expect(at_start, 0)) {
        in.probe().record(observes<ParseInput>::template slot<Rule>, matched,
                          static_cast<std::size_t>(in.current() - in.begin()));
      }
    }
    return matched;
  }

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool logged(ParseInput& in, States&&... st) {
    auto& log = in.log();
    const auto begin = static_cast<std::size_t>(in.current() - in.begin());
    const auto mark = log.size();
    const bool matched = probed<A, M, Action, Control>(in, st...);
    // A lookahead's match is no part of the derivation either.
    if (!matched || is_lookahead_v<Rule>) {
      log.truncate(mark);
    } else if constexpr (observes<ParseInput>::template logged<Rule>) {
      log.add(meta_of<Rule>.name, begin, static_cast<std::size_t>(in.current() - in.begin()));
    }
    return matched;
  }
};

}  // namespace urlbnf::detail
