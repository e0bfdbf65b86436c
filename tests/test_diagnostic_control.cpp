// The diagnostic control (classes by table where they match) finds the
// furthest failure of its definition: the tracking control's, every class
// tried through its alternatives, except that a class that matched expects
// nothing (the failures of its alternatives there are forgotten). The same
// verdict, offset and expected productions, in the same order, for every
// production of every grammar, on generated and mutated members and on
// every corpus input.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/rfc1630/grammar.hpp>
#include <urlbnf/rfc1738/grammar.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <vector>

#include "../src/production_table.hpp"
#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

std::string joined(const furthest_failure& f) {
  std::string out;
  for (const auto name : f) {
    out += std::string(name) + " ";
  }
  return out;
}

// The definition: the tracking control, with what a class that matched
// noted undone.
template <typename Rule>
struct reference_control : tracking_control<Rule> {
  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in, furthest_failure& f) {
    if constexpr (detail::class_of<Rule>.is_class) {
      const furthest_failure before = f;
      const bool matched = tracking_control<Rule>::template match<A, M, Action, Control>(in, f);
      if (matched) {
        f = before;
      }
      return matched;
    } else {
      return tracking_control<Rule>::template match<A, M, Action, Control>(in, f);
    }
  }
};

template <typename Rule>
void same_failure(const std::string& input, reading r) {
  furthest_failure tracked;
  url_input in(input, r);
  const bool by_tracking = tao::pegtl::parse<detail::whole<Rule>, tao::pegtl::nothing, reference_control>(in, tracked);
  furthest_failure diagnosed;
  const bool by_diagnostic = detail::track_whole<Rule>(input, r, diagnosed);
  CAPTURE(meta_of<Rule>.name);
  CAPTURE(input);
  REQUIRE(by_tracking == by_diagnostic);
  if (!by_tracking) {
    CHECK(tracked.offset() == diagnosed.offset());
    CHECK(joined(tracked) == joined(diagnosed));
  }
}

// Each production's generated members and their mutations, and the corpus
// inputs, judged by each production.
template <typename... Rules>
std::size_t compare_all(tao::pegtl::type_list<Rules...> /*unused*/, std::string_view grammar, reading r,
                        const std::vector<std::string>& corpus) {
  bnf::generator gen(bnf::model_of(grammar), 5);
  bnf::random_source mutate(5);
  std::size_t cases = 0;
  const auto one = [&](auto rule) {
    using Rule = decltype(rule);
    std::vector<std::string> inputs = corpus;
    for (int i = 0; i < 8; ++i) {
      const auto member = gen.draw(meta_of<Rule>.name);
      inputs.push_back(member);
      for (const auto& m : test::mutations(member, mutate)) {
        inputs.push_back(m);
      }
    }
    for (const auto& input : inputs) {
      same_failure<Rule>(input, r);
    }
    cases += inputs.size();
  };
  (one(Rules{}), ...);
  return cases;
}

}  // namespace

TEST_CASE("diagnostic control: the furthest failure of its definition, for every production") {
  const auto corpus = test::corpus_inputs();
  std::size_t cases = 0;
  cases += compare_all(rfc1630::url_productions{}, "1630", reading{}, corpus);
  cases += compare_all(rfc1630::generic_productions{}, "1630-generic", reading{}, corpus);
  cases += compare_all(rfc1738::productions{}, "1738", reading{}, corpus);
  cases += compare_all(rfc1738::productions{}, "1738", reading{true, false}, corpus);
  cases += compare_all(rfc2396::productions_2396{}, "2396", reading{}, corpus);
  cases += compare_all(rfc2396::productions_2732{}, "2396+2732", reading{}, corpus);
  cases += compare_all(rfc2396::productions_2732{}, "2396+2732", reading{false, true}, corpus);
  MESSAGE("diagnostic control agreement: " << cases << " inputs and productions");
}
