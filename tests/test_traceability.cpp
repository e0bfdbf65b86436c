// Traceability: for every registered grammar, the BNF files read completely
// in their notation, and the productions they define are exactly the
// productions the PEGTL rules implement, name for name. A production added
// to a file without a rule, or a rule without a production, fails here.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>
#include <vector>

namespace {

using namespace urlbnf;

// The RFC 2234 core rules no file defines (RFC 2373 Appendix B's HEXDIG):
// the reader supplies them, and the PEGTL rules inline them as character
// classes, so they have no rule of their own.
bool supplied(const bnf::production& p) { return p.file == "RFC 2234"; }

const bnf::model* read_model(const grammar_entry& g) {
  try {
    return &bnf::model_of(g.name);
  } catch (const bnf::reading_error& e) {
    FAIL_CHECK(std::string(e.what()));
  }
  return nullptr;
}

}  // namespace

TEST_CASE("traceability: every grammar's BNF files read completely, and are the files the library embeds") {
  REQUIRE(grammars().size() >= 5);
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    const auto* m = read_model(g);
    REQUIRE(m != nullptr);
    CHECK(m->grammar == g.name);
    for (const auto file : g.bnf_files) {
      CAPTURE(file);
      std::ifstream in(std::string(URLBNF_GRAMMAR_DIR) + "/" + std::string(file), std::ios::binary);
      REQUIRE(in);
      std::stringstream on_disk;
      on_disk << in.rdbuf();
      const auto embedded = bnf::grammar_file(file);
      REQUIRE(embedded.has_value());
      CHECK(*embedded == on_disk.str());
      const auto defines = std::count_if(m->productions.begin(), m->productions.end(),
                                         [&](const bnf::production& p) { return p.file == file; });
      CHECK(defines > 0);
    }
  }
}

TEST_CASE("traceability: every BNF production has a PEGTL rule of its name, and every rule a production") {
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    const auto* m = read_model(g);
    REQUIRE(m != nullptr);
    const auto& rules = g.productions();
    std::size_t traced = 0;
    for (const auto& p : m->productions) {
      if (supplied(p)) {
        continue;
      }
      CAPTURE(p.name);
      const auto rule = g.find_production(p.name);
      CHECK_MESSAGE(rule.has_value(), p.file, ":", p.line, ": ", p.name, " has no PEGTL rule in grammar ", g.name);
      ++traced;
    }
    for (const auto& rule : rules) {
      const auto* p = m->find(rule.name);
      CHECK_MESSAGE(p != nullptr, "the PEGTL rule ", rule.name, " has no production in ", g.name, "'s BNF files");
    }
    CHECK(traced == rules.size());
  }
}

TEST_CASE("traceability: every reference in every grammar names a production, spelled as it is defined") {
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    const auto* m = read_model(g);
    REQUIRE(m != nullptr);
    for (const auto& p : m->productions) {
      CAPTURE(p.name);
      std::vector<const bnf::expr*> pending{&p.definition};
      while (!pending.empty()) {
        const auto* e = pending.back();
        pending.pop_back();
        if (e->k == bnf::expr::kind::ref) {
          const auto* target = m->find(e->text);
          REQUIRE_MESSAGE(target != nullptr, p.name, " uses ", e->text, ", which no production defines");
          CHECK(target->name == e->text);
        }
        for (const auto& item : e->items) {
          pending.push_back(&item);
        }
      }
    }
  }
}
