// The invariants every grammar keeps, checked on each one the registry
// lists, on the corpora and on generated and mutated inputs:
// - the members the generator draws from a production's BNF are accepted
//   by its rule, as `urlbnf generate` prints them;
// - a derivation tree covers exactly its input, and every node's span lies
//   within its parent's, after its elder siblings';
// - a rejection's offset lies within the input, and its message is the
//   wording of its code and facts by message_of();
// - RFC 1738's and RFC 1630's tree components are views into the input at
//   their offsets (RFC 2396's: test_properties.cpp).
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <vector>

#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

// Whether `t` is `input`'s text at t's offset.
bool is_view(std::string_view input, const std::optional<text>& t) {
  return !t || (t->offset <= input.size() && input.substr(t->offset, t->raw.size()) == t->raw &&
                t->raw.data() == input.data() + t->offset);
}

void tree_nests(const std::vector<derivation_node>& nodes, std::string_view input) {
  REQUIRE_FALSE(nodes.empty());
  CHECK(nodes[0].parent == derivation_node::root);
  CHECK(nodes[0].begin == 0);
  CHECK(nodes[0].end == input.size());
  // The end of the last child seen of each node, so far.
  std::vector<std::size_t> children_end(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const auto& n = nodes[i];
    CHECK(n.begin <= n.end);
    children_end[i] = n.begin;
    if (i == 0) {
      continue;
    }
    REQUIRE(n.parent < i);
    const auto& parent = nodes[n.parent];
    CHECK(parent.begin <= n.begin);
    CHECK(n.end <= parent.end);
    CHECK(children_end[n.parent] <= n.begin);
    children_end[n.parent] = n.end;
  }
}

}  // namespace

TEST_CASE("properties: every grammar accepts what its generator draws, and its trees nest and cover the input") {
  std::size_t drawn = 0;
  std::size_t trees = 0;
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    bnf::generator gen(bnf::model_of(g.name), 21);
    for (const auto& p : g.productions()) {
      for (int i = 0; i < 6; ++i) {
        const auto member = gen.draw(p.name);
        CAPTURE(p.name);
        CAPTURE(member);
        const auto tree = g.derivation(member, rule_name{p.name});
        CHECK(tree.has_value());
        if (tree) {
          tree_nests(*tree, member);
          ++trees;
        }
        ++drawn;
      }
    }
  }
  MESSAGE("drawn members accepted and their trees nested: " << drawn << " members, " << trees << " trees");
}

TEST_CASE(
    "properties: every grammar's trees of corpus inputs nest, and its rejections point into the input and word their "
    "facts") {
  bnf::random_source mutate(23);
  const auto corpus = test::corpus_inputs();
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    for (const auto& input : corpus) {
      std::vector<std::string> cases{input};
      for (auto& m : test::mutations(input, mutate)) {
        cases.push_back(std::move(m));
      }
      for (const auto& c : cases) {
        CAPTURE(c);
        const auto j = g.check(c, rule_name{g.default_rule});
        if (!j.valid) {
          REQUIRE(j.error.has_value());
          CHECK(j.error->offset <= c.size());
          CHECK(j.error->rfc == j.rfc);
          CHECK(message_of(*j.error, c) == j.error->message);
        } else if (const auto tree = g.derivation(c, rule_name{g.default_rule})) {
          tree_nests(*tree, c);
        }
      }
    }
  }
}

TEST_CASE("properties: every component of an RFC 1738 or RFC 1630 tree is a view into the input at its offset") {
  bnf::random_source mutate(29);
  std::size_t read = 0;
  for (const auto& input : test::corpus_inputs()) {
    std::vector<std::string> cases{input};
    for (auto& m : test::mutations(input, mutate)) {
      cases.push_back(std::move(m));
    }
    for (const auto& c : cases) {
      CAPTURE(c);
      const auto u = rfc1738::ast::parse(c);
      CHECK(is_view(c, u.scheme));
      if (u.generic) {
        CHECK(is_view(c, u.generic->scheme));
        CHECK(is_view(c, u.generic->schemepart));
        ++read;
      }
      for (const auto g : {rfc1630::grammar::url, rfc1630::grammar::generic}) {
        rfc1630::options opts;
        opts.grammar = g;
        const auto v = rfc1630::ast::parse(c, opts);
        CHECK(is_view(c, v.scheme));
        CHECK(is_view(c, v.prefix));
        if (v.generic) {
          CHECK(is_view(c, v.generic->uri));
          CHECK(is_view(c, v.generic->scheme));
          CHECK(is_view(c, v.generic->fragmentid));
          for (const auto& segment : v.generic->path.segments) {
            CHECK(is_view(c, segment));
          }
          ++read;
        }
      }
    }
  }
  CHECK(read > 1000);
}
