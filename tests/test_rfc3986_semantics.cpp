// What rfc3986::explain says of a URI reference, against
// tests/corpus/rfc3986-explain.tsv, and the default ports it knows.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc3986/semantics.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

bool holds_line(const std::string& text, const std::string& line) {
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    if (text.compare(start, end - start, line) == 0 && (end - start) == line.size()) {
      return true;
    }
    start = end == std::string::npos ? text.size() : end + 1;
  }
  return false;
}

TEST_CASE("rfc3986::explain states the RFC's prose for each part (tests/corpus/rfc3986-explain.tsv)") {
  const auto corpus = test::read_corpus("rfc3986-explain.tsv");
  REQUIRE(corpus.size() >= 30);
  for (const auto& c : corpus) {
    REQUIRE(c.columns.size() == 3);
    const auto& input = c.columns[1];
    auto line = c.columns[2];
    const bool absent = !line.empty() && line[0] == '!';
    if (absent) {
      line.erase(0, 1);
    }
    const auto ref = rfc3986::ast::parse(input);
    INFO("line " << c.number << ": " << input);
    REQUIRE(ref.verdict.valid);
    const auto text = rfc3986::explain(ref);
    INFO(text);
    CHECK(holds_line(text, line) != absent);
  }
}

TEST_CASE("rfc3986::default_port: the schemes' own RFCs, case-insensitive") {
  struct expected {
    const char* scheme;
    int port;  // 0: none known
  };
  for (const auto& e : {expected{"http", 80}, expected{"HTTPS", 443}, expected{"ws", 80}, expected{"wss", 443},
                        expected{"ftp", 21}, expected{"gopher", 70}, expected{"nntp", 119}, expected{"telnet", 23},
                        expected{"file", 0}, expected{"mailto", 0}, expected{"", 0}, expected{"httpx", 0}}) {
    INFO(e.scheme);
    const auto p = rfc3986::default_port(e.scheme);
    CHECK(p.has_value() == (e.port != 0));
    if (p) {
      CHECK(p->port == e.port);
      CHECK(!p->source.empty());
    }
  }
}

}  // namespace
