// The generator: deterministic random members of a production's language,
// taken from the BNF model, which every alternative is reached by and
// which the PEGTL rules accept: a cross-check of the rules against the BNF
// as written.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>
#include <vector>

namespace {

using namespace urlbnf;

std::vector<std::string> draws(const bnf::model& m, std::string_view rule, std::size_t n, std::uint64_t seed) {
  bnf::generator g(m, seed);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(g.draw(rule));
  }
  return out;
}

bnf::expr lit(std::string text) {
  bnf::expr e;
  e.k = bnf::expr::kind::literal;
  e.text = std::move(text);
  return e;
}

}  // namespace

TEST_CASE("generate: splitmix64's published first outputs for seed 0") {
  bnf::random_source r(0);
  CHECK(r.next() == 0xe220a8397b1dcdafULL);
  CHECK(r.next() == 0x6e789e6aa1b965f4ULL);
  CHECK(r.next() == 0x06c45d188009454fULL);
}

TEST_CASE("generate: the same seed draws the same members, another seed others") {
  const auto& m = bnf::model_of("2396");
  const auto a = draws(m, "URI-reference", 50, 1);
  CHECK(a == draws(m, "URI-reference", 50, 1));
  CHECK(a != draws(m, "URI-reference", 50, 2));
  CHECK(std::set<std::string>(a.begin(), a.end()).size() >= 30);
}

TEST_CASE("generate: over 300 draws, every alternative of a production is taken") {
  // Each production is an alternation of productions whose languages do
  // not overlap, so the PEGTL derivation tree's first child under the root
  // says which alternative a member came from.
  const std::vector<std::pair<std::string_view, std::string_view>> cases{
      {"1738", "url"},       {"1738", "host"},        {"1738", "xchar"}, {"1738", "waisurl"},        {"2396", "host"},
      {"2396+2732", "host"}, {"2396", "relativeURI"}, {"1630", "url"},   {"1630-generic", "xalpha"},
  };
  for (const auto& [grammar, rule] : cases) {
    CAPTURE(grammar);
    CAPTURE(rule);
    const auto& m = bnf::model_of(grammar);
    const auto* entry = find_grammar(grammar);
    const auto& definition = m.find(rule)->definition;
    const auto& alternation = definition.k == bnf::expr::kind::seq ? definition.items.front() : definition;
    REQUIRE(alternation.k == bnf::expr::kind::alt);
    // The productions of the alternatives, by the model's name comparison
    // (RFC 2732's ipv6reference is the rules' IPv6reference).
    std::set<const bnf::production*> wanted;
    for (const auto& item : alternation.items) {
      REQUIRE(item.k == bnf::expr::kind::ref);
      wanted.insert(m.find(item.text));
    }
    std::set<const bnf::production*> taken;
    for (const auto& member : draws(m, rule, 300, 7)) {
      const auto tree = entry->derivation(member, rule_name{rule});
      CAPTURE(member);
      REQUIRE(tree.has_value());
      // The first node below the root that is one of the alternatives.
      for (std::size_t i = 1; i < tree->size(); ++i) {
        if (const auto* p = m.find((*tree)[i].name); wanted.count(p) != 0) {
          taken.insert(p);
          break;
        }
      }
    }
    CHECK(taken == wanted);
  }
}

TEST_CASE("generate: the PEGTL rules accept every member the BNF derives, for every production of every grammar") {
  constexpr std::size_t per_production = 2000;
  for (const auto& g : grammars()) {
    const auto& m = bnf::model_of(g.name);
    for (const auto& p : m.productions) {
      // RFC 1738's url judges a URL of a known scheme by that scheme's
      // production only (Section 3): not the BNF's plain alternation. The
      // supplied core rules have no PEGTL rule of their own.
      if ((g.name == "1738" && p.name == "url") || p.file == "RFC 2234") {
        continue;
      }
      bnf::generator generator(m, 1);
      std::set<std::string> members;
      for (std::size_t i = 0; i < per_production; ++i) {
        members.insert(generator.draw(p.name));
      }
      for (const auto& member : members) {
        const auto verdict = g.check(member, rule_name{p.name});
        CHECK_MESSAGE(verdict.valid, "grammar ", g.name, ", production ", p.name, ": the BNF derives \"", member,
                      "\", which the rule rejects: ", verdict.error ? verdict.error->message : "");
      }
    }
  }
}

TEST_CASE("generate: deep or long derivations take the shortest way out, so every member is finite and bounded") {
  // Uniform choices would derive an infinite string with probability 2/3.
  const auto m = bnf::read("test", {{"test.bnf", "; RFC 2396\na = a a a | \"x\"\n"}});
  bnf::generator g(m, 1);
  std::size_t longest = 0;
  for (int i = 0; i < 200; ++i) {
    const auto member = g.draw("a");
    CHECK(member.find_first_not_of('x') == std::string::npos);
    longest = std::max(longest, member.size());
  }
  CHECK(longest >= bnf::generator::max_length);
  CHECK(longest <= bnf::generator::max_length + 2 * bnf::generator::max_depth + 2);
}

TEST_CASE("generate: members with a line break are skipped, and a production without a finite member refused") {
  bnf::model m;
  m.grammar = "test";
  bnf::production p;
  p.name = "a";
  p.definition.k = bnf::expr::kind::alt;
  p.definition.items = {lit("x"), lit("\n"), lit("y\r")};
  m.productions.push_back(p);
  p.name = "b";
  p.definition = lit("\r\n");
  m.productions.push_back(p);
  p.name = "c";
  p.definition.k = bnf::expr::kind::seq;
  p.definition.items = {lit("x"), bnf::expr{bnf::expr::kind::ref, "c", {}, 0, 0}};
  m.productions.push_back(p);

  bnf::generator g(m, 1);
  std::vector<std::string> lines;
  CHECK(g.lines("a", 20, [&](const std::string& s) { lines.push_back(s); }) == 20);
  CHECK(lines == std::vector<std::string>(20, "x"));
  CHECK(g.lines("b", 3, [&](const std::string& s) { lines.push_back(s); }) == 0);
  CHECK(lines.size() == 20);
  CHECK_THROWS_AS(g.draw("c"), std::domain_error);
  CHECK_THROWS_AS(g.draw("d"), std::invalid_argument);
}

TEST_CASE("generate: an ABNF string's letters come in either case, an exact literal's as written") {
  const auto m = bnf::read("test", {{"test.abnf", "; RFC 5234\na = \"v1\" %x76.31 \"-\"\n"}});
  std::set<std::string> seen;
  for (const auto& member : draws(m, "a", 100, 1)) {
    seen.insert(member);
  }
  CHECK(seen == std::set<std::string>{"v1v1-", "V1v1-"});
}
