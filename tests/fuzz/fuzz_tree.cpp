// Derivation trees, for every grammar of the registry: an input check()
// accepts has one, a rejected input has none, and the tree is a tree of
// spans of the input: the root covers all of it, every child lies within
// its parent, and siblings follow one another without overlapping. The
// default rule is judged, and one more production, picked by the input's
// size, so that every production's tree is reached without spending the
// input's bytes on choosing.
//
// A rule named is its BNF production's language in check() as in the
// derivation, so the two agree exactly.
#include <urlbnf/grammars.hpp>
#include <vector>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

void require_tree(const std::vector<derivation_node>& d, std::string_view input) {
  require(!d.empty(), "a derivation has a root");
  require(d[0].parent == derivation_node::root && d[0].begin == 0 && d[0].end == input.size(),
          "the root covers exactly the whole input");
  // The end of the last child seen of each node, which its next child
  // must not start before.
  std::vector<std::size_t> children_end(d.size());
  for (std::size_t i = 0; i < d.size(); ++i) {
    const auto& n = d[i];
    require(n.begin <= n.end && n.end <= input.size(), "a node's span is within the input");
    children_end[i] = n.begin;
    if (i == 0) {
      continue;
    }
    require(n.parent != derivation_node::root, "a derivation has one root");
    require(n.parent < i, "a parent comes before its children (pre-order)");
    const auto& p = d[n.parent];
    require(p.begin <= n.begin && n.end <= p.end, "a child's span lies within its parent's");
    require(children_end[n.parent] <= n.begin, "siblings are in order and do not overlap");
    children_end[n.parent] = n.end;
  }
}

void judge(const grammar_entry& g, std::string_view rule, std::string_view input) {
  const auto verdict = g.check(input, rule);
  const auto tree = g.derivation(input, rule);
  require(tree.has_value() == verdict.valid, "an input check() accepts, and only such, has a derivation");
  if (tree) {
    require_tree(*tree, input);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  for (const auto& g : grammars()) {
    judge(g, g.default_rule, input);
    const auto& productions = g.productions();
    judge(g, productions[size % productions.size()].name, input);
  }
  return 0;
}
