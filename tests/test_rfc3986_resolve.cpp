// RFC 3986 Section 5.2 reference resolution against every example of
// Section 5.4, the traced examples of remove_dot_segments (5.2.4) and the
// cases of the pseudocode they leave out (tests/corpus/rfc3986-resolve.tsv).
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf::rfc3986;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

TEST_CASE("rfc3986 resolve: every line of the corpus, Section 5.4's examples included") {
  const auto lines = urlbnf::test::read_corpus("rfc3986-resolve.tsv");
  std::size_t examples = 0;
  for (const auto& l : lines) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 5);
    const auto& base = l.columns[1];
    const auto reference = input_of(l.columns[2]);
    const auto target = input_of(l.columns[4]);
    if (base == "-") {
      CHECK(remove_dot_segments(reference) == target);
      continue;
    }
    resolve_options options;
    options.strict = l.columns[3] == "strict";
    REQUIRE((options.strict || l.columns[3] == "non-strict"));
    CHECK(resolve(base, reference, options) == target);
    examples += l.columns[0].rfind("5.4", 0) == 0 ? 1 : 0;
  }
  // 23 normal, 18 abnormal and "http:g" read both ways.
  CHECK(examples == 43);
}

// Not every base: a path that begins with "//" after no authority reads
// back as one (the corpus's Section 5.3 line).
TEST_CASE("rfc3986 resolve: against these bases, every URI reference of the corpus resolves to a URI") {
  const std::vector<std::string> bases{
      "http://a/b/c/d;p?q",      "http://a", "a:b/c",         "mailto:x@y", "a:/b/c/../d",
      "foo://u@[::1]:8/p/q?x#f", "urn:a:b",  "file:///etc/x/"};
  std::vector<std::string> references;
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-examples.tsv")) {
    const auto& rule = l.columns.at(2);
    if (l.columns.at(3) == "valid" && (rule == "URI-reference" || rule == "URI" || rule == "relative-ref")) {
      references.push_back(input_of(l.columns.at(4)));
    }
  }
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-resolve.tsv")) {
    if (l.columns.at(1) != "-") {
      references.push_back(input_of(l.columns.at(2)));
    }
  }
  // Dot-segments in every place a reference can hold them.
  for (const std::string dots : {"..", ".", "../..", "./..", "..//.."}) {
    references.push_back(dots);
    references.push_back(dots + "/g");
    references.push_back("/" + dots + "/g");
    references.push_back("g/" + dots);
    references.push_back("//h/" + dots + "/g");
  }
  std::size_t resolved = 0;
  for (const auto& base : bases) {
    REQUIRE(accepts(base, "URI"));
    for (const auto& reference : references) {
      if (!accepts(reference)) {
        continue;
      }
      for (const bool strict : {true, false}) {
        CAPTURE(base);
        CAPTURE(reference);
        resolve_options options;
        options.strict = strict;
        CHECK(accepts(resolve(base, reference, options).value(), "URI"));
        ++resolved;
      }
    }
  }
  MESSAGE("references resolved to URIs: " << resolved);
  CHECK(resolved > 1000);
}

TEST_CASE("rfc3986 resolve: remove_dot_segments takes any length in one pass") {
  std::string climbing;
  std::string expected;
  for (int i = 0; i < 200000; ++i) {
    climbing += "/a/b/../c/./..";
    expected += "/a";
  }
  CHECK(remove_dot_segments(climbing) == expected + "/");
  std::string up;
  for (int i = 0; i < 200000; ++i) {
    up += "../";
  }
  CHECK(remove_dot_segments(up + "g") == "g");
  CHECK(resolve("http://a/b", up + "g") == "http://a/g");
}

}  // namespace
