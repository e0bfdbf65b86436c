// RFC 9110 Section 4 registered as "9110": check()'s verdicts by each
// production and by the scheme reading against tests/corpus/
// rfc9110-productions.tsv, through the API and the registry; the typed tree
// and its origin (Section 4.3.1); Section 4.2.3's normalization and
// equivalence against tests/corpus/rfc9110-normalize.tsv.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc9110/ast.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/rfc9110/normalize.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

// Every text of the tree lies in the input where its offset says.
void check_view(std::string_view input, const text& t) {
  REQUIRE(t.offset + t.raw.size() <= input.size());
  CHECK(input.substr(t.offset, t.raw.size()) == t.raw);
  CHECK((t.raw.empty() || t.raw.data() == input.data() + t.offset));
}

}  // namespace

TEST_CASE("rfc9110: the corpus's verdicts, by each production and by the scheme reading") {
  const auto lines = test::read_corpus("rfc9110-productions.tsv");
  REQUIRE(lines.size() >= 90);
  const auto* registered = find_grammar("9110");
  REQUIRE(registered != nullptr);
  for (const auto& l : lines) {
    INFO("rfc9110-productions.tsv:" << l.number);
    REQUIRE(l.columns.size() >= 5);
    const auto& section = l.columns[0];
    const auto rule = l.columns[1] == "-" ? std::string() : l.columns[1];
    const bool valid = l.columns[2] == "valid";
    const auto input = input_of(l.columns[3]);
    const auto& code = l.columns[4];
    CAPTURE(input);
    const auto j = rfc9110::check(input, rule_name{rule});
    CHECK(j.valid == valid);
    CHECK(registered->check(input, rule_name{rule}).valid == valid);
    CHECK(rfc9110::accepts(input, rule_name{rule}) == valid);
    CHECK(registered->accepts(input, rule_name{rule}) == valid);
    CHECK(j.rfc == "9110");
    if (rule.empty()) {
      CHECK(j.reading == reading_kind::scheme);
      CHECK(j.rule == (input.rfind("https", 0) == 0 || input.rfind("HTTPS", 0) == 0 ? "https-URI" : "http-URI"));
    } else {
      CHECK(j.rule == registered->find_production(rule)->name);
      CHECK(!j.bnf_valid);
      CHECK(code == "-");
    }
    if (valid) {
      CHECK(!j.error);
      CHECK(registered->derivation(input, rule_name{rule}).has_value());
      continue;
    }
    REQUIRE(j.error);
    CHECK(!j.error->message.empty());
    if (rule.empty()) {
      CHECK(name_of(j.error->code) == code);
      // The scheme's production accepts what the empty-host reading rejects.
      CHECK(j.bnf_valid == (code == "empty_host" ? std::optional<bool>(true) : std::nullopt));
      if (code == "empty_host" || code == "unknown_scheme" || code == "unexpected" || code == "no_fragment") {
        CHECK(j.error->section == section);
      }
    }
  }
}

TEST_CASE("rfc9110: an empty host is rejected naming Section 4.2.1 (4.2.2 for https), at the host") {
  const auto http = rfc9110::check("http:///x");
  REQUIRE(http.error);
  CHECK(http.error->section == "4.2.1");
  CHECK(http.error->offset == 7);
  CHECK(http.error->code == diagnostic_code::empty_host);
  CHECK(http.error->remedy == remedy_kind::rule);
  CHECK(http.error->remedy_name == "http-URI");
  CHECK(http.error->message.rfind("RFC 9110 \xC2\xA7" "4.2.1: the host is empty", 0) == 0);
  CHECK(rfc9110::check("http:///x", "http-URI").valid);
  const auto https = rfc9110::check("https://u@:1/");
  REQUIRE(https.error);
  CHECK(https.error->section == "4.2.2");
  CHECK(https.error->offset == 10);
  CHECK(rfc9110::empty_host("http://"));
  CHECK_FALSE(rfc9110::empty_host("http://a"));
  CHECK_FALSE(rfc9110::empty_host("http:foo"));
  // A rejection by an RFC 3986 rule cites RFC 3986.
  const auto space = rfc9110::check("http://a b/");
  REQUIRE(space.error);
  CHECK(space.error->section == "RFC 3986 \xC2\xA7" "2");
}

TEST_CASE("rfc9110: the typed tree, views into its input, and the origin (Section 4.3.1)") {
  const auto lines = test::read_corpus("rfc9110-origin.tsv");
  REQUIRE(lines.size() >= 10);
  for (const auto& l : lines) {
    INFO("rfc9110-origin.tsv:" << l.number);
    REQUIRE(l.columns.size() == 10);
    const auto& input = l.columns[1];
    const auto u = rfc9110::ast::parse(input);
    REQUIRE(u.verdict.valid);
    CHECK(u.production == l.columns[2]);
    CHECK(u.origin.scheme == l.columns[3]);
    CHECK(u.origin.host_lowercase() == l.columns[4]);
    CHECK(rfc3986::ast::name_of(u.origin.kind) == l.columns[5]);
    CHECK((u.origin.port ? std::to_string(*u.origin.port) : "-") == l.columns[6]);
    CHECK(rfc9110::ast::name_of(u.origin.port_from) == l.columns[7]);
    CHECK(u.path.raw == input_of(l.columns[8]));
    CHECK((u.query ? std::string(u.query->raw) : "-") == (l.columns[9] == "<empty>" ? "" : l.columns[9]));
    check_view(input, u.scheme);
    check_view(input, u.authority.raw);
    check_view(input, u.authority.host.raw);
    check_view(input, u.origin.host);
    check_view(input, u.path);
    if (u.query) {
      check_view(input, *u.query);
    }
    if (u.authority.port) {
      check_view(input, *u.authority.port);
    }
    for (const auto& segment : u.segments) {
      check_view(input, segment);
    }
  }
  const auto rejected = rfc9110::ast::parse("http:///x");
  CHECK_FALSE(rejected.verdict.valid);
  CHECK(rejected.production.empty());
  CHECK_FALSE(rfc9110::parse_uri("http:foo").has_value());
}

TEST_CASE("rfc9110: Section 4.2.3's normalization and equivalence") {
  const auto lines = test::read_corpus("rfc9110-normalize.tsv");
  REQUIRE(lines.size() >= 10);
  std::map<std::string, std::vector<std::string>> by_form;
  const auto* registered = find_grammar("9110");
  REQUIRE(registered != nullptr);
  CHECK(normalizes(registered->options));
  for (const auto& l : lines) {
    INFO("rfc9110-normalize.tsv:" << l.number);
    const auto& input = l.columns.at(1);
    const auto& expected = l.columns.at(2);
    const auto n = rfc9110::normalize(input);
    const auto by_registry = normalize(registered->options, input);
    REQUIRE(by_registry.has_value());
    if (expected == "invalid") {
      CHECK_FALSE(n.verdict.valid);
      CHECK_FALSE(n.normal_form.has_value());
      const auto e = rfc9110::equivalent(input, input);
      CHECK_FALSE(e.equivalent);
      CHECK(e.reason.find("is not an http or https URI") != std::string::npos);
      continue;
    }
    REQUIRE(n.normal_form.has_value());
    CHECK(*n.normal_form == expected);
    CHECK(by_registry->normal_form == n.normal_form);
    CHECK(rfc9110::normalize(*n.normal_form).normal_form == n.normal_form);
    by_form[expected].push_back(input);
  }
  // "For example, the following three URIs are equivalent" (Section 4.2.3).
  const auto& three = by_form.at("http://example.com/~smith/home.html");
  REQUIRE(three.size() == 3);
  for (const auto& a : three) {
    for (const auto& b : three) {
      const auto v = rfc9110::equivalent(a, b);
      CHECK(v.equivalent);
      CHECK(v.a.rfc == "9110");
      const auto by_registry = equivalent(registered->options, a, b);
      REQUIRE(by_registry.has_value());
      CHECK(by_registry->equivalent);
    }
  }
  CHECK_FALSE(rfc9110::equivalent("http://a/", "https://a/").equivalent);
}
