// Productions named by their rules' types: accepts<Rule>(input) judges as
// accepts(name, input) does, and a rule of one grammar only is judged by
// that grammar whatever the options say. (A type that is no production of
// the grammar does not compile: a static_assert says so.)
#include <doctest/doctest.h>

#include <urlbnf/rfc1630/grammar.hpp>
#include <urlbnf/rfc1738/grammar.hpp>
#include <urlbnf/rfc2396/grammar.hpp>

#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

// Every production of a grammar, by type and by name, on every corpus input.
template <typename... Rules, typename ByName, typename ByType>
std::size_t agree(tao::pegtl::type_list<Rules...> /*unused*/, const std::vector<std::string>& inputs, ByName by_name,
                  ByType by_type) {
  std::size_t accepted = 0;
  const auto one = [&](auto rule) {
    for (const auto& input : inputs) {
      CAPTURE(meta_of<decltype(rule)>.name);
      CAPTURE(input);
      const bool typed = by_type(rule, input);
      CHECK(typed == by_name(meta_of<decltype(rule)>.name, input));
      accepted += typed ? 1 : 0;
    }
  };
  (one(Rules{}), ...);
  return accepted;
}

}  // namespace

TEST_CASE("typed rules: accepts<Rule> is accepts of the rule's name, for every production") {
  const auto inputs = test::corpus_inputs();
  CHECK(agree(
            rfc1738::productions{}, inputs,
            [](std::string_view name, const std::string& input) {
              return rfc1738::accepts(input, urlbnf::rule_name{name}, {});
            },
            [](auto rule, const std::string& input) { return rfc1738::accepts<decltype(rule)>(input); }) > 1000);
  CHECK(agree(
            rfc2396::productions_2396{}, inputs,
            [](std::string_view name, const std::string& input) {
              return rfc2396::accepts(input, urlbnf::rule_name{name}, {});
            },
            [](auto rule, const std::string& input) { return rfc2396::accepts<decltype(rule)>(input); }) > 1000);
  rfc1630::options generic;
  generic.grammar = rfc1630::grammar::generic;
  CHECK(agree(
            rfc1630::generic_productions{}, inputs,
            [&](std::string_view name, const std::string& input) {
              return rfc1630::accepts(input, urlbnf::rule_name{name}, generic);
            },
            [&](auto rule, const std::string& input) { return rfc1630::accepts<decltype(rule)>(input, generic); }) >
        1000);
}

TEST_CASE("typed rules: a rule of one grammar only is judged by that grammar") {
  // IPv6 literals are RFC 2732's: its rules judge them under the default
  // options (RFC 2396) too.
  CHECK(rfc2396::accepts<rfc2396::URI_reference<rfc2732::grammar_2732>>("http://[::1]/"));
  CHECK_FALSE(rfc2396::accepts<rfc2396::URI_reference<rfc2396::grammar_2396>>("http://[::1]/"));
  CHECK(rfc2396::accepts<rfc2732::IPv6address>("1080::8:800:200C:417A"));
  CHECK(rfc2396::accepts<rfc2396::hostname>("www.example.com."));
  // RFC 1630: the generic BNF's scheme and the URL BNF's are two rules.
  CHECK(rfc1630::accepts<rfc1630::generic::fragmentaddress>("x:a/b#c"));
  CHECK(rfc1630::accepts<rfc1630::url::httpaddress>("http://info.cern.ch/"));
  CHECK(rfc1738::accepts<rfc1738::httpurl>("http://www.joes-hardware.com:80/index.html"));
  CHECK_FALSE(rfc1738::accepts<rfc1738::httpurl>("http://joe:pw@host/"));
}
