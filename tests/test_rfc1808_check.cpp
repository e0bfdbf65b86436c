// RFC 1808 registered: check()'s verdicts and diagnostics against the corpus
// tests/corpus/rfc1808-check.tsv, through the API and through the registry,
// and the API's lookups (production names ignore case, URL is the default).
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

std::vector<std::string> names_of(const std::string& column) {
  std::vector<std::string> out;
  if (column == "-") {
    return out;
  }
  std::istringstream split(column);
  for (std::string name; std::getline(split, name, ',');) {
    out.push_back(name);
  }
  return out;
}

}  // namespace

TEST_CASE("rfc1808 check: the corpus's verdicts, matches and diagnostics") {
  const auto lines = test::read_corpus("rfc1808-check.tsv");
  REQUIRE(lines.size() >= 39);
  const auto* registered = find_grammar("1808");
  REQUIRE(registered != nullptr);
  for (const auto& l : lines) {
    INFO("rfc1808-check.tsv:" << l.number);
    REQUIRE(l.columns.size() >= 5);
    const auto rule = l.columns[0] == "-" ? std::string() : l.columns[0];
    const auto input = input_of(l.columns[1]);
    CAPTURE(input);
    const auto j = rfc1808::check(input, urlbnf::rule_name{rule});
    CHECK(j.rfc == "1808");
    const auto by_registry = registered->check(input, rule_name{rule});
    CHECK(by_registry.valid == j.valid);
    CHECK(by_registry.match == j.match);
    if (l.columns[2] == "valid") {
      REQUIRE(j.valid);
      CHECK(j.match == l.columns[3]);
      CHECK(std::vector<std::string>(j.also.begin(), j.also.end()) == names_of(l.columns[4]));
      continue;
    }
    REQUIRE(l.columns[2] == "invalid");
    REQUIRE(l.columns.size() >= 7);
    REQUIRE_FALSE(j.valid);
    REQUIRE(j.error.has_value());
    CAPTURE(j.error->message);
    CHECK(name_of(j.error->code) == l.columns[3]);
    CHECK(j.error->offset == std::stoul(l.columns[4]));
    CHECK(j.error->section == (l.columns[5] == "-" ? std::string() : l.columns[5]));
    if (l.columns[6] != "-") {
      CHECK(j.error->message.find(l.columns[6]) != std::string::npos);
    }
    if (!j.error->section.empty()) {
      CHECK(j.error->message.rfind("RFC 1808 \xC2\xA7" + j.error->section + ": ", 0) == 0);
    }
    CHECK(by_registry.error->code == j.error->code);
    CHECK(by_registry.error->offset == j.error->offset);
  }
}

TEST_CASE("rfc1808 check: a control character is named, and encoded in the message") {
  const auto j = rfc1808::check("a\tb");
  REQUIRE(j.error.has_value());
  CHECK(j.error->code == diagnostic_code::control_character);
  CHECK(j.error->offset == 1);
  CHECK(j.error->message.find("a%09b") != std::string::npos);
  CHECK(rfc1808::check(std::string("a\0b", 3)).error->code == diagnostic_code::control_character);
}

TEST_CASE("rfc1808 check: the productions, looked up ignoring case, URL the default") {
  const auto& list = rfc1808::production_list();
  REQUIRE(list.size() == 30);
  CHECK(list.front().name == "URL");
  CHECK(list.back().name == "punctuation");
  CHECK(rfc1808::find_production("url")->name == "URL");
  CHECK(rfc1808::find_production("GENERIC-RL")->name == "generic-RL");
  CHECK(rfc1808::find_production("generic_RL") == std::nullopt);
  CHECK(rfc1808::find_production("absoluteURL")->reshaped.empty() == false);
  CHECK(rfc1808::production_shape("nosuch").empty());
  CHECK_FALSE(rfc1808::production_shape("relativeURL").empty());
  CHECK(rfc1808::check("g").rule == "URL");
  CHECK(rfc1808::check("g", "relativeurl").rule == "relativeURL");
  CHECK(find_grammar("1808")->default_rule == "URL");
  CHECK(rfc1808::accepts("http://a//b"));
  CHECK_FALSE(rfc1808::accepts("http://a//b", "generic-RL"));
  CHECK_FALSE(rfc1808::accepts("g", "nosuch"));
  const auto spans = rfc1808::derive("http://a/b?q");
  REQUIRE(spans.has_value());
  // Each component as its rule ends: the scheme first, the URL last.
  CHECK(spans->front().name == "scheme");
  CHECK(spans->front().end == 4);
  CHECK(spans->back().name == "URL");
  CHECK_FALSE(rfc1808::derive("a b").has_value());
  const auto tree = rfc1808::derivation("g;x?y#s");
  REQUIRE(tree.has_value());
  CHECK(tree->front().name == "URL");
  CHECK_FALSE(rfc1808::derivation("g#s#t").has_value());
}
