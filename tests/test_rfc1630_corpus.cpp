// The data-driven corpora: every URI RFC 1630 prints, and the production-
// by-production cases of its two BNFs (see the headers of the two files).
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <urlbnf/rfc1630/check.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

rfc1630::options options_for(const std::string& grammar) {
  REQUIRE((grammar == "1630" || grammar == "1630-generic"));
  rfc1630::options opts;
  opts.grammar = grammar == "1630" ? rfc1630::grammar::url : rfc1630::grammar::generic;
  return opts;
}

std::string joined(const urlbnf::production_names& names) {
  std::string out;
  for (auto n : names) {
    out += (out.empty() ? "" : ",") + std::string(n);
  }
  return out;
}

bool has_prefix(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("every URI printed in RFC 1630 gets its verdict under each BNF, and a reason when rejected") {
  const auto lines = test::read_corpus("rfc1630-examples.tsv");
  REQUIRE(lines.size() >= 55);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 7);
    const auto& grammar = line.columns[1];
    const auto& input = line.columns[5];
    const auto& why = line.columns[6];
    CAPTURE(line.number);
    CAPTURE(input);
    // "-": no rule named, check's reading (the scheme reading of url).
    const bool by_reading = line.columns[2] == "-";
    const auto j = rfc1630::check(input, urlbnf::rule_name{by_reading ? std::string_view() : line.columns[2]},
                                  options_for(grammar));
    CHECK(std::string(j.rfc) == grammar);
    CHECK(std::string(j.rule) == (by_reading ? "url" : line.columns[2]));
    CHECK((j.reading == reading_kind::scheme) == by_reading);
    CHECK(j.valid == (line.columns[3] == "valid"));
    CHECK(std::string(j.match) == (line.columns[4] == "-" ? "" : line.columns[4]));
    if (!j.valid) {
      CHECK(why != "-");
      REQUIRE(j.error);
      CHECK_FALSE(j.error->message.empty());
    }
    for (std::size_t i = 7; i < line.columns.size(); ++i) {
      const auto& e = line.columns[i];
      CAPTURE(e);
      if (e == "note:absent") {
        CHECK(j.note.empty());
      } else if (has_prefix(e, "note~=")) {
        CHECK(j.note.find(e.substr(6)) != std::string::npos);
      } else if (has_prefix(e, "error.message~=")) {
        REQUIRE(j.error);
        CHECK(j.error->message.find(e.substr(15)) != std::string::npos);
      } else if (has_prefix(e, "error.section=")) {
        REQUIRE(j.error);
        CHECK(j.error->section == e.substr(14));
      } else if (has_prefix(e, "error.offset=")) {
        REQUIRE(j.error);
        CHECK(j.error->offset == std::stoul(e.substr(13)));
      } else if (has_prefix(e, "also=")) {
        CHECK(joined(j.also) == e.substr(5));
      } else {
        FAIL("unknown expectation " << e);
      }
    }
  }
}

TEST_CASE("each production of both BNFs accepts exactly its BNF language on the decisive inputs") {
  const auto lines = test::read_corpus("rfc1630-productions.tsv");
  REQUIRE(lines.size() >= 300);
  // For each grammar and production: whether a valid and an invalid input were seen.
  std::map<std::pair<std::string, std::string>, std::pair<bool, bool>> seen;
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 5);
    const auto& grammar = line.columns[0];
    const auto& rule = line.columns[1];
    const auto input = line.columns[4] == "<empty>" ? std::string() : line.columns[4];
    CAPTURE(line.number);
    CAPTURE(rule);
    CAPTURE(input);
    const auto opts = options_for(grammar);
    REQUIRE(rfc1630::find_production(rule, opts.grammar));
    const auto j = rfc1630::check(input, urlbnf::rule_name{rule}, opts);
    const bool valid = line.columns[2] == "valid";
    CHECK(j.valid == valid);
    if (line.columns[3] != "-") {
      CHECK(std::string(j.match) == line.columns[3]);
    }
    if (!j.valid) {
      REQUIRE(j.error);
      CHECK_FALSE(j.error->message.empty());
    }
    // A rule named is its BNF language.
    CHECK(rfc1630::accepts(input, urlbnf::rule_name{rule}, opts) == j.valid);
    auto& s = seen[{grammar, rule}];
    (valid ? s.first : s.second) = true;
  }
  for (const auto& [grammar, g] :
       {std::pair{"1630", rfc1630::grammar::url}, std::pair{"1630-generic", rfc1630::grammar::generic}}) {
    for (const auto& p : rfc1630::production_list(g)) {
      CAPTURE(grammar);
      CAPTURE(p.name);
      const auto s = seen[{grammar, std::string(p.name)}];
      CHECK(s.first);
      CHECK(s.second);
    }
  }
}
