// RFC 1808 Section 4 resolution against every example of Section 5, and
// Section 2.4's parsing it stands on (tests/corpus/rfc1808-resolve.tsv).
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc1808/resolve.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf::rfc1808;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

// The parts as the corpus writes them: fragment|scheme|net_loc|query|params|path.
std::string written(const parts& p) {
  return std::string(p.fragment) + "|" + (p.scheme ? std::string(*p.scheme) : "-") + "|" +
         (p.net_loc ? std::string(*p.net_loc) : "-") + "|" + std::string(p.query) + "|" + std::string(p.params) + "|" +
         std::string(p.path);
}

TEST_CASE("rfc1808 resolve: Section 5's examples, Section 4's other cases and Section 2.4's parts") {
  std::size_t examples = 0;
  std::size_t parsed = 0;
  for (const auto& l : urlbnf::test::read_corpus("rfc1808-resolve.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 4);
    const auto url = input_of(l.columns[2]);
    if (l.columns[1] == "-") {
      const auto p = parse_parts(url);
      CHECK(written(p) == l.columns[3]);
      // Recombined, the parts are the URL but for the empty parts Section
      // 2.4 reads as none.
      CHECK(parse_parts(recombine(p)).path == p.path);
      ++parsed;
      continue;
    }
    CHECK(resolve(input_of(l.columns[1]), url) == input_of(l.columns[3]));
    examples += l.columns[0].rfind("5.", 0) == 0 ? 1 : 0;
  }
  // 24 normal and 15 abnormal examples.
  CHECK(examples == 39);
  CHECK(parsed >= 9);
}

TEST_CASE("rfc1808 resolve: a long relative path in linear time") {
  std::string up;
  for (int i = 0; i < 100000; ++i) {
    up += "a/../";
  }
  CHECK(resolve("http://h/b/c", up + "g") == "http://h/b/g");
}

}  // namespace
