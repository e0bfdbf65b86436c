// Production coverage: which productions of each registered grammar the
// corpora exercise. A production is covered when it is a node of the
// derivation tree of a valid corpus entry, derived from the entry's rule
// under the entry's grammar. The report goes to standard output (ctest -R
// coverage -V shows it); coverage below a grammar's floor fails.
#include <doctest/doctest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <urlbnf/grammars.hpp>

#include "corpus_reader.hpp"
#include "derivation_shape.hpp"

namespace {

using namespace urlbnf;

// Productions covered now, per grammar; raise a floor when a corpus line
// covers more, never lower it.
const std::map<std::string_view, std::size_t> floors{{"1630", 77}, {"1630-generic", 21}, {"1738", 67},
                                                     {"1808", 30}, {"2396", 40},         {"2396+2732", 47},
                                                     {"3986", 39}, {"3986+6874", 41},
                                                     {"9110", 44},
                                                     {"2397", 35},
                                                     {"8089", 47}, {"8089-nonstd", 52},
                                                     {"6068", 28}, {"3987", 42}};


struct entry {
  std::string where;  // file:line
  std::string grammar;
  std::string rule;
  std::string input;
};

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

// Every valid entry of the corpora that give verdicts, at the strict
// reading the registry judges by (entries that need an option are left
// out). RFC 2396 Appendix C gives none: some of its references are not
// URI-references by Appendix A ("?y").
std::vector<entry> valid_entries() {
  std::vector<entry> out;
  auto read = [&](const std::string& file, auto each) {
    for (const auto& l : test::read_corpus(file)) {
      each(file + ":" + std::to_string(l.number), l.columns);
    }
  };
  using columns = std::vector<std::string>;
  read("rfc1738-examples.tsv", [&](const std::string& where, const columns& c) {
    const bool widened =
        std::any_of(c.begin() + 4, c.end(), [](const std::string& x) { return x.rfind("options=", 0) == 0; });
    if (c.at(1) == "valid" && !widened) {
      out.push_back({where, "1738", "url", input_of(c.at(3))});
    }
  });
  read("rfc1738-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(1) == "valid") {
      out.push_back({where, "1738", c.at(0), input_of(c.at(3))});
    }
  });
  read("rfc2396-examples.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(3) == "valid" && c.at(2) == "-") {
      out.push_back({where, c.at(1), "URI-reference", input_of(c.at(5))});
    }
  });
  read("rfc2396-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(3) == "valid" && c.at(1) == "-") {
      out.push_back({where, c.at(0), c.at(2), input_of(c.at(5))});
    }
  });
  // Rule "-": check's scheme reading of url.
  read("rfc1630-examples.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(3) == "valid") {
      out.push_back({where, c.at(1), c.at(2) == "-" ? "url" : c.at(2), input_of(c.at(5))});
    }
  });
  read("rfc1630-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      out.push_back({where, c.at(0), c.at(1), input_of(c.at(4))});
    }
  });
  read("rfc1808-examples.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      out.push_back({where, "1808", c.at(1), input_of(c.at(4))});
    }
  });
  read("rfc2397-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      out.push_back({where, "2397", c.at(1), input_of(c.at(0))});
    }
  });
  // Column 2 lists the grammars the verdict holds in.
  read("rfc3986-examples.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(3) != "valid") {
      return;
    }
    std::istringstream names(c.at(1));
    for (std::string name; std::getline(names, name, ',');) {
      out.push_back({where, name, c.at(2), input_of(c.at(4))});
    }
  });
  // Rule "-": check's scheme reading, by http-URI or https-URI.
  read("rfc9110-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      out.push_back({where, "9110", c.at(1) == "-" ? std::string() : c.at(1), input_of(c.at(3))});
    }
  });
  // The reading column names the grammar: Section 2's, or Appendix F's
  // (nonstandard_syntax, which the registry names 8089-nonstd).
  read("rfc8089-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(3) == "valid") {
      out.push_back({where, c.at(2) == "2" ? "8089" : "8089-nonstd", c.at(1), input_of(c.at(0))});
    }
  });
  // <TAB> stands for a tab, which a tab-separated column cannot hold.
  read("rfc6068-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      std::string input = input_of(c.at(0));
      for (auto at = input.find("<TAB>"); at != std::string::npos; at = input.find("<TAB>", at + 1)) {
        input.replace(at, 5, "\t");
      }
      out.push_back({where, "6068", c.at(1), input});
    }
  });
  read("rfc3987-productions.tsv", [&](const std::string& where, const columns& c) {
    if (c.at(2) == "valid") {
      out.push_back({where, "3987", c.at(1), test::octets_of(c.at(0))});
    }
  });
  return out;
}

TEST_SUITE("coverage") {
  TEST_CASE("every grammar's productions are covered by the corpora") {
    std::map<std::string_view, std::set<std::string_view>> covered;
    for (const auto& e : valid_entries()) {
      CAPTURE(e.where);
      CAPTURE(e.input);
      const auto* g = find_grammar(e.grammar);
      REQUIRE(g != nullptr);
      const auto tree = g->derivation(e.input, rule_name{e.rule});
      if (!tree) {
        // Valid by a reading of the prose that no derivation of the rule
        // shows (RFC 1630's url of a scheme judged by the generic BNF):
        // check's scheme reading says so in its note.
        const auto j = g->check(e.input, {});
        CHECK(j.valid);
        CHECK(!j.note.empty());
        continue;
      }
      CHECK(test::malformed(*g, *tree, e.input) == "");
      CHECK(test::off_the_bnf(*g, *tree) == "");
      for (const auto& n : *tree) {
        if (!n.literal) {
          covered[g->name].insert(n.name);
        }
      }
    }
    std::cout << "production coverage by the valid entries of tests/corpus:\n";
    std::size_t width = 0;
    for (const auto& g : grammars()) {
      width = std::max(width, g.name.size());
    }
    for (const auto& g : grammars()) {
      std::string uncovered;
      for (const auto& p : g.productions()) {
        if (covered[g.name].count(p.name) == 0) {
          uncovered += ' ' + std::string(p.name);
        }
      }
      const auto count = covered[g.name].size();
      std::cout << "  " << g.name << std::string(width + 2 - g.name.size(), ' ') << count << '/'
                << g.productions().size() << (uncovered.empty() ? "" : "  uncovered:" + uncovered) << '\n';
      CAPTURE(g.name);
      REQUIRE(floors.count(g.name) == 1);
      CHECK(count >= floors.at(g.name));
    }
  }
}

}  // namespace
