// Inputs every property test draws on: every column of every corpus, and
// deterministic mutations of an input.
#pragma once

#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace urlbnf::test {

// Deterministic edits of `s`: a character deleted, replaced or inserted
// (from those that end, start or break components), or the tail cut.
inline std::vector<std::string> mutations(const std::string& s, urlbnf::bnf::random_source& r) {
  static const std::string interesting = "%#/?:@;=&+[]. \"<>\\x~-_!*'(),$0aZ\x80\x7f\t";
  std::vector<std::string> out;
  for (int i = 0; i < 4; ++i) {
    std::string m = s;
    const auto at = m.empty() ? 0 : r.below(m.size() + 1);
    const char c = interesting[r.below(interesting.size())];
    switch (r.below(4)) {
      case 0:
        if (at < m.size()) {
          m.erase(at, 1);
        }
        break;
      case 1:
        if (at < m.size()) {
          m[at] = c;
        }
        break;
      case 2:
        m.insert(m.begin() + static_cast<std::ptrdiff_t>(at), c);
        break;
      default:
        m.resize(at);
    }
    out.push_back(m);
  }
  return out;
}

// Every column of every corpus line: the inputs, and much else that makes
// an input as good as any.
inline std::vector<std::string> corpus_inputs() {
  std::vector<std::string> out;
  for (const char* name :
       {"rfc1630-ast.tsv", "rfc1630-equivalent.tsv", "rfc1630-examples.tsv", "rfc1630-partial.tsv",
        "rfc1630-productions.tsv", "rfc1738-examples.tsv", "rfc1738-productions.tsv", "rfc2396-appendix-c.tsv",
        "rfc2396-equivalent.tsv", "rfc2396-examples.tsv", "rfc2396-normalize.tsv", "rfc2396-productions.tsv",
        "rfc2397-productions.tsv", "rfc2397-data.tsv"}) {
    for (const auto& line : test::read_corpus(name)) {
      for (const auto& column : line.columns) {
        out.push_back(column == "<empty>" ? std::string() : column);
      }
    }
  }
  return out;
}

}  // namespace urlbnf::test
