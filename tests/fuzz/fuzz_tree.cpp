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
using fuzz::require_tree;

namespace {

void judge(const grammar_entry& g, std::string_view rule, std::string_view input) {
  const auto verdict = g.check(input, rule_name{rule});
  const auto tree = g.derivation(input, rule_name{rule});
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
