// The PEGTL control that finds how far a rejected input got: the tracking
// control (tracking.hpp), except that a character class that matches is
// matched by its table, and a repetition of one by a loop over it.
// Private to the library.
//
// Its furthest failure is the tracking control's, but that a class that
// matched expects nothing: the failures of its alternatives where it
// matched are forgotten, not reported as what was expected there (before,
// "expected digit" at a hex letter of an IPv6 address). A class that fails
// where no escape starts fails as one production, as the tracking
// control's replacing of its alternatives' failures by its own makes it.
#pragma once

#include <urlbnf/tracking.hpp>

#include "character_class.hpp"

namespace urlbnf::detail {

template <typename Rule>
struct diagnostic_control : tracking_control<Rule> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in, furthest_failure& f) {
    using rule_t = typename Rule::rule_t;
    if constexpr (class_of<Rule>.is_class) {
      if (const auto n = class_match<class_of<Rule>>(in.current(), in.end())) {
        in.bump(n);
        return true;
      }
      // Where no escape starts, every alternative fails where a named
      // class starts, and the class's failure stands for theirs: it fails
      // as one production. An escape's may fail further on; the production
      // judged is no expectation, so its alternatives are; and a choice of
      // no name of its own leaves its alternatives' names.
      if (is_named_v<Rule> && (!class_of<Rule>.escape || in.empty() || in.peek_char() != '%') && f.depth() != 0) {
        Control<Rule>::start(static_cast<const ParseInput&>(in), f);
        Control<Rule>::failure(static_cast<const ParseInput&>(in), f);
        return false;
      }
    } else if constexpr (repeated_class<rule_t>::value) {
      using element = typename repeated_class<rule_t>::element;
      const char* end = class_run<class_of<element>>(in.current(), in.end());
      if (end != in.current() || !repeated_class<rule_t>::at_least_one) {
        // The rule's own start and success frame its members' failures,
        // as PEGTL's match() would.
        Control<Rule>::start(static_cast<const ParseInput&>(in), f);
        in.bump(static_cast<std::size_t>(end - in.current()));
        // The member that ends the run, tried through this control, notes
        // what was expected there: a named class that fails where no
        // escape starts notes itself without trying its alternatives.
        while (Control<element>::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, f)) {
        }
        Control<Rule>::success(static_cast<const ParseInput&>(in), f);
        return true;
      }
    } else if constexpr (run_ending_in_class<rule_t>::value) {
      // Every repetition but the last, failing, one ends before the run's
      // end, and so does every failure it notes: the last one's, tried
      // through this control, lies further and stands for them all.
      using element = typename run_ending_in_class<rule_t>::element;
      Control<Rule>::start(static_cast<const ParseInput&>(in), f);
      in.bump(
          static_cast<std::size_t>(run_ending_in<run_ending_in_class<rule_t>>(in.current(), in.end()) - in.current()));
      while (Control<element>::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, f)) {
      }
      Control<Rule>::success(static_cast<const ParseInput&>(in), f);
      return true;
    }
    return tracking_control<Rule>::template match<A, M, Action, Control>(in, f);
  }
};

}  // namespace urlbnf::detail
