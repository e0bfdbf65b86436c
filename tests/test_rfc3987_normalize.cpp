// RFC 3987 Section 5.3 normalization and equivalence: the two corpora (see
// their headers), the properties normalization promises on each of their
// inputs and on those of the mapping corpus, and the reasons equivalence
// gives.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/normalize.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using urlbnf::normalization_rule;
using urlbnf::rfc3987::equivalent;
using urlbnf::rfc3987::normalize;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

TEST_CASE("rfc3987 normalize: every line of the corpus") {
  const auto lines = urlbnf::test::read_corpus("rfc3987-normalize.tsv");
  REQUIRE(lines.size() >= 20);
  for (const auto& l : lines) {
    INFO("rfc3987-normalize.tsv:" << l.number);
    REQUIRE(l.columns.size() == 4);
    CHECK(normalize(l.columns[0]).normal_form == l.columns[1]);
  }
}

TEST_CASE("rfc3987 equivalent: every line of the corpus, both ways") {
  const auto lines = urlbnf::test::read_corpus("rfc3987-equivalent.tsv");
  REQUIRE(lines.size() >= 15);
  for (const auto& l : lines) {
    REQUIRE(l.columns.size() == 5);
    const auto verdict = equivalent(l.columns[0], l.columns[1]);
    INFO("rfc3987-equivalent.tsv:" << l.number << ": " << verdict.reason);
    REQUIRE((l.columns[2] == "equivalent" || l.columns[2] == "different"));
    CHECK(verdict.equivalent == (l.columns[2] == "equivalent"));
    CHECK(equivalent(l.columns[1], l.columns[0]).equivalent == verdict.equivalent);
    CHECK(verdict.difference.has_value() == !verdict.equivalent);
    CHECK(verdict.rules.empty() == (!verdict.equivalent || l.columns[0] == l.columns[1]));
  }
}

TEST_CASE("rfc3987 normalize: a normal form is an IRI reference, its own normal form, and equivalent to its input") {
  std::vector<std::string> inputs;
  for (const char* corpus : {"rfc3987-normalize.tsv", "rfc3987-equivalent.tsv"}) {
    for (const auto& l : urlbnf::test::read_corpus(corpus)) {
      inputs.push_back(l.columns.at(0));
      inputs.push_back(l.columns.at(1));
    }
  }
  for (const auto& l : urlbnf::test::read_corpus("rfc3987-mapping.tsv")) {
    inputs.push_back(input_of(l.columns.at(2)));
    inputs.push_back(input_of(l.columns.at(3)));
  }
  std::size_t valid = 0;
  for (const auto& input : inputs) {
    INFO(input);
    const auto n = normalize(input);
    CHECK(n.verdict.valid == urlbnf::rfc3987::accepts(input));
    CHECK(n.normal_form.has_value() == n.verdict.valid);
    const auto self = equivalent(input, input);
    CHECK(self.equivalent == n.verdict.valid);
    if (!n.normal_form) {
      CHECK(self.reason == "A (\"" + input + "\") is not an IRI reference: " + n.verdict.error->message);
      continue;
    }
    ++valid;
    CHECK(urlbnf::rfc3987::accepts(*n.normal_form));
    CHECK(normalize(*n.normal_form).normal_form == n.normal_form);
    CHECK(equivalent(input, *n.normal_form).equivalent);
  }
  CHECK(valid > 100);
}

TEST_CASE("rfc3987 equivalent: the reasons name the rules, RFC 3987's first") {
  auto v = equivalent("http://a/ros%c3%a9", "http://a/rosé");
  CHECK(v.reason ==
        "equal after decoding the percent-encoded character %c3%a9 to \"\xC3\xA9\" (RFC 3987 \xC2\xA7"
        "5.3.2.3, \xC2\xA7"
        "3.2), then upper-casing the hex digits of %c3 and %a9 (RFC 3986 \xC2\xA7"
        "6.2.2.1, \xC2\xA7"
        "2.1)");
  CHECK(v.rules == std::vector<normalization_rule>{normalization_rule::unreserved_decoded,
                                                   normalization_rule::escape_case});
  v = equivalent("HTTP://\xC3\xA9.example/", "http://\xC3\xA9.example/");
  CHECK(v.reason == "equal after lower-casing the scheme (RFC 3986 \xC2\xA7"
                    "6.2.2.1, \xC2\xA7"
                    "3.1)");
  CHECK(v.rules == std::vector<normalization_rule>{normalization_rule::scheme_case});
  v = equivalent("http://a/r%E9", "http://a/r\xC3\xA9");
  CHECK(v.reason == "as the URIs they map to (RFC 3987 \xC2\xA7"
                    "3.1, \xC2\xA7"
                    "5.3.2.3), the paths differ after normalization: A has \"/r%E9\", B has \"/r%C3%A9\"");
  CHECK(v.difference == urlbnf::uri_component::path);
  v = equivalent("http://a/b", "http://a/B");
  CHECK(v.reason.rfind("the paths differ after normalization", 0) == 0);
  v = equivalent("http://a/", "http://a b/");
  CHECK(!v.equivalent);
  CHECK(v.reason.rfind("B (\"http://a b/\") is not an IRI reference: ", 0) == 0);
}

}  // namespace
