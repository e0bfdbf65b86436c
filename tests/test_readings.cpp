// One name, one language: a rule named is its BNF production's language in
// check() as in accepts(); with no rule, check() gives the scheme reading
// of url, says so, and says when the BNF's url disagrees.
#include <doctest/doctest.h>

#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc3987/check.hpp>

#include "test_inputs.hpp"

using namespace urlbnf;

TEST_CASE("readings: RFC 1738's url by the scheme, and by the BNF") {
  // httpurl takes no login; url's otherurl (genericurl) does.
  const auto reading = rfc1738::check("http://joe:pw@host/");
  CHECK_FALSE(reading.valid);
  CHECK(reading.reading == reading_kind::scheme);
  CHECK(reading.rule == "url");
  CHECK(reading.bnf_valid == true);
  const auto bnf = rfc1738::check("http://joe:pw@host/", "url");
  CHECK(bnf.valid);
  CHECK(bnf.reading == reading_kind::bnf);
  CHECK(bnf.match == "otherurl");
  CHECK(!bnf.bnf_valid);
  CHECK(rfc1738::accepts("http://joe:pw@host/", "url", {}));

  const auto agreed = rfc1738::check("http://h/a");
  CHECK(agreed.valid);
  CHECK(agreed.match == "httpurl");
  CHECK(!agreed.bnf_valid);
  const auto by_bnf = rfc1738::check("http://h/a", "url");
  CHECK(by_bnf.match == "httpurl");
  CHECK(std::vector<std::string_view>(by_bnf.also.begin(), by_bnf.also.end()) ==
        std::vector<std::string_view>{"genericurl"});

  // Rejected by both: the reading's verdict stands alone.
  const auto both = rfc1738::check("http://h/a b");
  CHECK_FALSE(both.valid);
  CHECK(!both.bnf_valid);
}

TEST_CASE("readings: RFC 1630's url of a scheme the prose names without a production") {
  const auto reading = rfc1630::check("x-access:foo");
  CHECK(reading.valid);
  CHECK(reading.reading == reading_kind::scheme);
  CHECK(reading.match == "fragmentaddress");
  CHECK(reading.bnf_valid == false);
  CHECK_FALSE(rfc1630::check("x-access:foo", "url").valid);
  CHECK_FALSE(rfc1630::accepts("x-access:foo", "url", {}));

  const auto wais = rfc1630::check("wais://h/db/t/1=a;", "url");
  CHECK(wais.valid);
  CHECK(wais.match == "waisdoc");
  CHECK(rfc1630::check("wais://h/db/t/1=a;").match == "waisdoc");

  // A rejection by the BNF's url explains it by the scheme's production.
  const auto gopher = rfc1630::check("gopher://h/", "url");
  CHECK_FALSE(gopher.valid);
  REQUIRE(gopher.error);
  CHECK(gopher.error->message == rfc1630::check("gopher://h/").error->message);
}

TEST_CASE("readings: RFC 2396 has none; no rule is URI-reference") {
  for (const auto* input : {"http://a/b?c#d", "?y", "a b"}) {
    const auto none = rfc2396::check(input);
    const auto named = rfc2396::check(input, "URI-reference");
    CHECK(none.valid == named.valid);
    CHECK(none.rule == named.rule);
    CHECK(none.reading == reading_kind::bnf);
  }
}

TEST_CASE("one API shape: the input first, the rule defaulting to the grammar's entry production") {
  CHECK(rfc2396::accepts("http://a/b"));
  CHECK_FALSE(rfc2396::accepts("http://a/b c"));
  CHECK(rfc2396::derivation("g").value().front().name == "URI-reference");
  CHECK(rfc1738::accepts("x-y:z"));
  CHECK(rfc1738::derivation("x-y:z").value().front().name == "url");
  CHECK(rfc1630::accepts("http://h/a"));
  rfc1630::options generic;
  generic.grammar = rfc1630::grammar::generic;
  CHECK(rfc1630::accepts("g:h", {}, generic));
  CHECK(rfc1630::derivation("g:h", {}, generic).value().front().name == "fragmentaddress");
  // An unknown rule is no language at all.
  CHECK_FALSE(rfc2396::accepts("http://a/b", "no-such-rule"));
  CHECK(rfc2396::check("http://a/b", "no-such-rule").error->message.find("unknown") != std::string::npos);
}

TEST_CASE("diagnostic codes: the reason a rejection gives, for callers to act on") {
  struct expectation {
    judgement j;
    diagnostic_code code;
  };
  rfc2396::options with_2732;
  with_2732.grammar = rfc2396::grammar::rfc2396_2732;
  const expectation cases[] = {
      {rfc2396::check("http://a/b c"), diagnostic_code::space},
      {rfc2396::check("http://a/\xC3\xA9"), diagnostic_code::not_ascii},
      {rfc2396::check("http://a/%zz"), diagnostic_code::bad_escape},
      {rfc2396::check("http://a/#b#c"), diagnostic_code::second_fragment},
      {rfc2396::check("?y"), diagnostic_code::query_without_path},
      {rfc2396::check("http://[::192.9.5.5]/", {}, with_2732), diagnostic_code::ipv6_text_form},
      {rfc2396::check("a", "no-such-rule"), diagnostic_code::unknown_production},
      {rfc1738::check("HTTP://h/"), diagnostic_code::scheme_case},
      {rfc1738::check("http://joe:pw@host/"), diagnostic_code::login_not_allowed},
      {rfc1738::check("http://h/a#b"), diagnostic_code::no_fragment},
      {rfc1738::check("ftp://h/f;type=x"), diagnostic_code::ftp_type},
      {rfc1630::check("foo:bar"), diagnostic_code::unknown_scheme},
      {rfc1630::check("url:http://h/"), diagnostic_code::other_production},
      {rfc1630::check("gopher://h/"), diagnostic_code::gopher_type},
      {rfc1630::check("http://h/a b"), diagnostic_code::space},
      {rfc3987::check("http://a/\xC0\xAF"), diagnostic_code::malformed_utf8},
      {rfc3987::check("http://a/\xEF\xBF\xBE"), diagnostic_code::excluded_character},
  };
  for (const auto& c : cases) {
    REQUIRE(c.j.error);
    CAPTURE(c.j.error->message);
    CHECK(c.j.error->code == c.code);
    CHECK(!name_of(c.code).empty());
  }
  CHECK(name_of(diagnostic_code::not_ascii) == "not_ascii");
}

TEST_CASE("readings: bnf_valid, or else the reading's verdict, is the BNF's url on every corpus input") {
  std::size_t differing = 0;
  for (const auto& input : test::corpus_inputs()) {
    CAPTURE(input);
    const auto by_1738 = rfc1738::check(input);
    CHECK(by_1738.bnf_valid.value_or(by_1738.valid) == rfc1738::accepts(input, "url"));
    const auto by_1630 = rfc1630::check(input);
    CHECK(by_1630.bnf_valid.value_or(by_1630.valid) == rfc1630::accepts(input, "url"));
    differing += by_1738.bnf_valid.has_value() + by_1630.bnf_valid.has_value();
  }
  CHECK(differing > 10);
}
