// The way a derivation went through a production's railroad diagram: which
// of the diagram's boxes (cli/railroad.hpp's leaves: its literals, ranges
// and references, counted in pre-order from 0, as the SVG's data-leaf
// attributes number them) matched which bytes of the input, so that the
// playground can light the path an input took and follow the caret along
// it.
#pragma once

#include <cstddef>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/derivation.hpp>
#include <urlbnf/grammars.hpp>
#include <vector>

namespace urlbnf::cli {

struct railroad_step {
  std::size_t leaf;   // the box
  std::size_t begin;  // the bytes of the input it matched, [begin, end)
  std::size_t end;
};

struct railroad_path {
  // True when the node's children and the bytes between them follow the
  // BNF's definition box by box: `steps` is one way through the diagram,
  // in input order. False when they do not (a rule reshaped from the BNF
  // derives through productions the BNF does not name there): `steps`
  // then lights each box that refers to a child's production, with the
  // child's bytes, which is no single way through.
  bool exact = false;
  std::vector<railroad_step> steps;
};

// The path that `derivation[node]`, a node of `production`, took through
// the production's definition in `model`: its children (nodes whose parent
// is `node`, but for quoted literals) match references by name; the bytes
// between them match literals and ranges, or a reference
// whose production `grammar` accepts them (a character class, which the
// derivation does not record as a node of its own). Linear in the node's
// bytes and children for a given definition: a search over (state of the
// definition, child, offset), no recursion on the input.
railroad_path path_through(const grammar_entry& grammar, const bnf::model& model, const bnf::production& production,
                           std::string_view input, const std::vector<derivation_node>& derivation, std::size_t node);

}  // namespace urlbnf::cli
