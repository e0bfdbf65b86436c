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
#include <optional>
#include <string_view>
#include <type_traits>
#include <urlbnf/bnf.hpp>
#include <urlbnf/detail/names.hpp>

#include "character_class.hpp"
#include "choices.hpp"
#include "span_log.hpp"

namespace urlbnf::detail {

// What a validation run learnt of the alternatives of choices (choices.hpp)
// it tried at the start of the input: whether each matched, and where it
// stopped. A rule's match at a position of a given input is deterministic,
// so the run also answers whether such a rule accepts the whole input,
// without another parse.
class start_probe {
 public:
  static constexpr std::size_t capacity = 32;

  // A rule tried at the start again matches as it did the first time: the
  // lookup finds the first record, so later ones need no check.
  [[gnu::noinline]] void record(std::string_view name, bool matched, std::size_t end) noexcept {
    if (size_ < capacity) {
      tries_[size_++] = {name.data(), name.size(), matched, end};
    }
  }

  // Whether `name` accepts all `size` bytes of the probed input; nullopt
  // when the run did not try it at the start.
  [[nodiscard]] std::optional<bool> accepts_whole(std::string_view name, std::size_t size) const noexcept {
    for (std::size_t i = 0; i < size_; ++i) {
      if (same_spelling(std::string_view(tries_[i].name, tries_[i].name_size), name)) {
        return tries_[i].matched && tries_[i].end == size;
      }
    }
    return std::nullopt;
  }

 private:
  // Plain data, read only below size_: a probe is made for every check,
  // and clearing its array would cost more than most runs.
  struct attempt {
    const char* name;
    std::size_t name_size;
    bool matched;
    std::size_t end;
  };
  std::array<attempt, capacity> tries_;
  std::size_t size_ = 0;
};

// An input that carries what a run observes: the rules tried at its start
// (with a start_probe), the component spans (with a span_log too), as
// check() and parse() need. Carried by the input rather than passed as
// parser state, so that the rules' code stays that of the plain run.
template <bool Log>
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

template <bool Log>
struct observes<observed_input<Log>> {
  static constexpr bool probe = true;
  static constexpr bool log = Log;
};

template <typename Rule>
inline constexpr bool is_alternative_v = is_alternative(meta_of<Rule>.name);

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
    } else {
      return tao::pegtl::normal<Rule>::template match<A, M, Action, Control>(in, st...);
    }
  }

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool probed(ParseInput& in, States&&... st) {
    // Only how the alternatives of choices fared is asked of a probe.
    constexpr bool noted = observes<ParseInput>::probe && is_alternative_v<Rule>;
    const bool at_start = noted && in.current() == in.begin();
    const bool matched = plain<A, M, Action, Control>(in, st...);
    if constexpr (noted) {
      if (__builtin_expect(at_start, 0)) {
        in.probe().record(meta_of<Rule>.name, matched, static_cast<std::size_t>(in.current() - in.begin()));
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
    } else if constexpr (is_component_v<Rule>) {
      log.add(meta_of<Rule>.name, begin, static_cast<std::size_t>(in.current() - in.begin()));
    }
    return matched;
  }
};

}  // namespace urlbnf::detail
