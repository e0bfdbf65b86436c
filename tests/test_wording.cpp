// The library's messages name options, grammars and rules as the C++ API
// spells them, and in a caller's vocabulary when one is given (the CLI's
// flags are pinned by its own tests).
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/wording.hpp>

namespace {

using namespace urlbnf;

const vocabulary& marked() {
  static constexpr vocabulary words{[](std::string_view n) { return "<option " + std::string(n) + ">"; },
                                    [](std::string_view n) { return "<grammar " + std::string(n) + ">"; },
                                    [](std::string_view n) { return "<rule " + std::string(n) + ">"; }};
  return words;
}

bool says(const judgement& j, std::string_view text) {
  return j.error && j.error->message.find(text) != std::string::npos;
}

struct wording_case {
  std::string_view grammar;  // the registry's name
  std::string_view input;
  std::string_view api;       // what the message says by default
  std::string_view in_words;  // ... and in the vocabulary of marked()
};

}  // namespace

TEST_CASE("wording: messages name options, grammars and rules by the API, or by the caller's vocabulary") {
  const wording_case cases[] = {
      {"1738", "HTTP://h/", "use options::fold_scheme_case to read it that way",
       "use <option fold_scheme_case> to read it that way"},
      {"2396", "http://[::1]/", "use rfc2396::grammar::rfc2396_2732", "use <grammar 2396+2732>"},
      {"2396+2732", "http://[::192.9.5.5]/", "use options::ipv6_text_forms to accept", "use <option ipv6_text_forms>"},
      {"1630", "foo:bar", "the generic BNF (rfc1630::grammar::generic) accepts it",
       "the generic BNF (<grammar 1630-generic>) accepts it"},
      {"1630", "url:http://h/", "use the rule \"prefixedurl\"", "use <rule prefixedurl>"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.input);
    const auto* g = find_grammar(c.grammar);
    REQUIRE(g != nullptr);
    CHECK(says(g->check(c.input, rule_name{g->default_rule}), c.api));
    CHECK(says(g->check_worded(c.input, rule_name{g->default_rule}, api_vocabulary()), c.api));
    CHECK(says(g->check_worded(c.input, rule_name{g->default_rule}, marked()), c.in_words));
    CHECK_FALSE(says(g->check(c.input, rule_name{g->default_rule}), "--"));
    // The facts of the API's rejection, worded anew in other words.
    const auto j = g->check(c.input, rule_name{g->default_rule});
    REQUIRE(j.error.has_value());
    CHECK(message_of(*j.error, c.input, marked()) ==
          g->check_worded(c.input, rule_name{g->default_rule}, marked()).error->message);
  }
}

TEST_CASE("wording: a caller's diagnostic of its own is worded as the grammar's would be") {
  diagnostic d;
  d.offset = 1;
  d.code = diagnostic_code::space;
  d.rfc = "2396";
  d.section = "2.4.3";
  d.category = "space";
  // With a repair the message suggests it; without one, none.
  CHECK(message_of(d, "a b") ==
        "RFC 2396 \xC2\xA7"
        "2.4.3: the character ' ' is excluded from URIs (space)");
  d.repair = "a%20b";
  CHECK(message_of(d, "a b") ==
        "RFC 2396 \xC2\xA7"
        "2.4.3: the character ' ' is excluded from URIs (space); escaped: a%20b");
  d.rfc = "3986";
  d.section = "2";
  CHECK(message_of(d, "a b") ==
        "RFC 3986 \xC2\xA7"
        "2: the character ' ' is in no production: a URI is made of letters, digits and "
        "-._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: a%20b");
  d.repair.reset();
  CHECK(message_of(d, "a b") ==
        "RFC 3986 \xC2\xA7"
        "2: the character ' ' is in no production: a URI is made of letters, digits and "
        "-._~:/?#[]@!$&'()*+,;= and percent-encodings");
  d.code = diagnostic_code::zone_identifier;
  d.section =
      "RFC 6874 \xC2\xA7"
      "2";
  d.remedy = remedy_kind::grammar;
  d.remedy_name = "3986+6874";
  CHECK(message_of(d, "a b", marked())
            .rfind("RFC 6874 \xC2\xA7"
                   "2: an IPv6 address with a zone identifier",
                   0) == 0);
  CHECK(message_of(d, "a b", marked()).find("use <grammar 3986+6874>") != std::string::npos);
}

TEST_CASE("wording: a note names the generic BNF as the vocabulary does") {
  rfc1630::options opts;
  CHECK(rfc1630::check("x-access:foo", {}, opts).note.find("(rfc1630::grammar::generic)") != std::string::npos);
  opts.vocabulary = &marked();
  CHECK(rfc1630::check("x-access:foo", {}, opts).note.find("(<grammar 1630-generic>)") != std::string::npos);
}

TEST_CASE("wording: every grammar of the registry has its API name") {
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    CHECK(api_vocabulary().grammar(g.name) == g.api_name);
    CHECK(!g.api_name.empty());
  }
}
