// Rule names are a type of their own (urlbnf/rule_name.hpp): for every
// grammar, accepts(), check(), derive() and derivation() take a string
// literal or a rule_name as the rule, and an input and a rule name passed
// in each other's place do not compile (checked here at compile time),
// where two std::string_views once judged the rule name by the input's
// production, silently rejecting everything.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <type_traits>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc2397/check.hpp>
#include <utility>

namespace {

using urlbnf::rule_name;

// Whether `ns::fn(Input, Rule)` compiles, for each grammar's namespace and
// each function that takes a rule.
#define URLBNF_CALLABLE(ns, fn)                                                                                     \
  template <typename Input, typename Rule, typename = void>                                                         \
  struct ns##_##fn : std::false_type {};                                                                            \
  template <typename Input, typename Rule>                                                                          \
  struct ns##_##fn<Input, Rule, std::void_t<decltype(urlbnf::ns::fn(std::declval<Input>(), std::declval<Rule>()))>> \
      : std::true_type {};                                                                                          \
  static_assert(ns##_##fn<std::string_view, rule_name>::value);                                                     \
  static_assert(ns##_##fn<std::string_view, const char(&)[4]>::value);                                              \
  static_assert(ns##_##fn<const std::string&, rule_name>::value);                                                   \
  static_assert(!ns##_##fn<std::string_view, std::string_view>::value);                                             \
  static_assert(!ns##_##fn<const std::string&, const std::string&>::value);                                         \
  static_assert(!ns##_##fn<std::string_view, const char*>::value);                                                  \
  static_assert(!ns##_##fn<rule_name, std::string_view>::value);

#define URLBNF_CALLABLE_ALL(ns) \
  URLBNF_CALLABLE(ns, accepts)  \
  URLBNF_CALLABLE(ns, check)    \
  URLBNF_CALLABLE(ns, derive)   \
  URLBNF_CALLABLE(ns, derivation)

URLBNF_CALLABLE_ALL(rfc1630)
URLBNF_CALLABLE_ALL(rfc1738)
URLBNF_CALLABLE_ALL(rfc1808)
URLBNF_CALLABLE_ALL(rfc2396)
URLBNF_CALLABLE_ALL(rfc3986)
URLBNF_CALLABLE_ALL(rfc2397)

#undef URLBNF_CALLABLE_ALL
#undef URLBNF_CALLABLE

// The registry's grammar_entry (urlbnf/grammars.hpp) takes rules alike.
template <typename Input, typename Rule, typename = void>
struct entry_check : std::false_type {};
template <typename Input, typename Rule>
struct entry_check<Input, Rule,
                   std::void_t<decltype(std::declval<const urlbnf::grammar_entry&>().check(std::declval<Input>(),
                                                                                            std::declval<Rule>()))>>
    : std::true_type {};
template <typename Input, typename Rule, typename = void>
struct entry_derivation : std::false_type {};
template <typename Input, typename Rule>
struct entry_derivation<Input, Rule,
                        std::void_t<decltype(std::declval<const urlbnf::grammar_entry&>().derivation(
                            std::declval<Input>(), std::declval<Rule>()))>> : std::true_type {};
static_assert(entry_check<std::string_view, rule_name>::value);
static_assert(entry_check<std::string_view, const char (&)[4]>::value);
static_assert(!entry_check<std::string_view, std::string_view>::value);
static_assert(!entry_check<rule_name, std::string_view>::value);
static_assert(entry_derivation<std::string_view, rule_name>::value);
static_assert(!entry_derivation<std::string_view, std::string_view>::value);
static_assert(!entry_derivation<rule_name, std::string_view>::value);

// Costs what a std::string_view does: passed in registers, copied freely.
static_assert(sizeof(rule_name) == sizeof(std::string_view));
static_assert(std::is_trivially_copyable_v<rule_name>);
static_assert(rule_name("URI").view() == "URI");
static_assert(rule_name().empty());
// A rule name is never made from an input implicitly.
static_assert(!std::is_convertible_v<std::string_view, rule_name>);
static_assert(!std::is_convertible_v<const char*, rule_name>);
static_assert(!std::is_convertible_v<std::string, rule_name>);
static_assert(std::is_constructible_v<rule_name, std::string_view>);

}  // namespace

TEST_CASE("rule names: a literal, a rule_name of a string and none name the same productions") {
  const std::string named = "absolute-URI";
  CHECK(urlbnf::rfc3986::accepts("http://h/?q", "absolute-URI"));
  CHECK(urlbnf::rfc3986::accepts("http://h/?q", rule_name{named}));
  CHECK_FALSE(urlbnf::rfc3986::accepts("http://h/#f", rule_name{named}));
  CHECK(urlbnf::rfc3986::check("/p", rule_name{}).rule == "URI-reference");
  CHECK(urlbnf::rfc2396::check("http://h/", rule_name{std::string_view("absoluteURI")}).valid);
  // A literal held in a larger array names the text before its end.
  const char buffer[16] = "URI";
  CHECK(rule_name(buffer).view() == "URI");
  CHECK(urlbnf::rfc3986::accepts("a:b", buffer));
}
