// The data-driven corpora of RFC 2396 and RFC 2396 + RFC 2732: every URI the
// two RFCs print, and the production-by-production cases (see the headers of
// the two files).
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc2396/check.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

rfc2396::options options_of(const std::string& grammar, const std::string& flags) {
  rfc2396::options opts;
  REQUIRE_MESSAGE((grammar == "2396" || grammar == "2396+2732"), "unknown grammar column: " << grammar);
  opts.grammar = grammar == "2396" ? rfc2396::grammar::rfc2396 : rfc2396::grammar::rfc2396_2732;
  REQUIRE_MESSAGE((flags == "-" || flags == "ipv6-text-forms"), "unknown options column: " << flags);
  opts.ipv6_text_forms = flags == "ipv6-text-forms";
  return opts;
}

bool valid_of(const std::string& verdict) {
  REQUIRE_MESSAGE((verdict == "valid" || verdict == "invalid"), "unknown verdict column: " << verdict);
  return verdict == "valid";
}

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

}  // namespace

TEST_CASE("rfc2396 corpus: every URI printed in RFC 2396 and RFC 2732 gets the BNF's verdict") {
  const auto lines = test::read_corpus("rfc2396-examples.tsv");
  REQUIRE(lines.size() >= 200);
  for (const auto& line : lines) {
    CAPTURE(line.number);
    REQUIRE(line.columns.size() >= 6);
    const auto& section = line.columns[0];
    const auto input = input_of(line.columns[5]);
    CAPTURE(section);
    CAPTURE(line.columns[1]);
    CAPTURE(line.columns[2]);
    CAPTURE(input);
    const auto opts = options_of(line.columns[1], line.columns[2]);
    const bool valid = valid_of(line.columns[3]);
    const auto j = rfc2396::check(input, "URI-reference", opts);
    CHECK(j.valid == valid);
    CHECK(std::string(j.match) == (line.columns[4] == "-" ? "" : line.columns[4]));
    CHECK(rfc2396::accepts(input, "URI-reference", opts) == valid);
    for (std::size_t i = 6; i < line.columns.size(); ++i) {
      const auto& e = line.columns[i];
      CAPTURE(e);
      const auto eq = e.find('=');
      REQUIRE(eq != std::string::npos);
      const auto key = e.substr(0, eq);
      const auto value = e.substr(eq + 1);
      if (key == "error.section") {
        REQUIRE(j.error);
        CHECK(j.error->section == value);
      } else if (key == "error.offset") {
        REQUIRE(j.error);
        CHECK(j.error->offset == std::stoul(value));
      } else {
        FAIL("unknown expectation " << e);
      }
    }
  }
}

TEST_CASE("rfc2396 corpus: each production accepts exactly its BNF language on the decisive inputs") {
  const auto lines = test::read_corpus("rfc2396-productions.tsv");
  REQUIRE(lines.size() >= 400);
  for (const auto& line : lines) {
    CAPTURE(line.number);
    REQUIRE(line.columns.size() >= 6);
    const auto& rule = line.columns[2];
    const auto input = input_of(line.columns[5]);
    CAPTURE(line.columns[0]);
    CAPTURE(line.columns[1]);
    CAPTURE(rule);
    CAPTURE(input);
    const auto opts = options_of(line.columns[0], line.columns[1]);
    const bool valid = valid_of(line.columns[3]);
    REQUIRE(rfc2396::find_production(rule, opts.grammar));
    const auto j = rfc2396::check(input, urlbnf::rule_name{rule}, opts);
    CHECK(j.valid == valid);
    if (line.columns[4] != "-") {
      CHECK(std::string(j.match) == line.columns[4]);
    } else if (!valid) {
      CHECK(j.match.empty());
    }
    if (rule != "URI-reference") {
      CHECK(rfc2396::accepts(input, urlbnf::rule_name{rule}, opts) == valid);
    }
  }
}
