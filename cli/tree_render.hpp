// urlbnf tree: a derivation tree as shown, and its text, Graphviz and HTML
// renderings.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/tracking.hpp>
#include <vector>

namespace urlbnf::cli {

struct shown_node {
  enum class kind {
    production,
    literal,
    // Consecutive character-class siblings (alpha, digit, uchar, ...) folded
    // into one node: one character each, they would bury the productions.
    classes,
  };
  kind k;
  // The production or the quoted literal; for folded classes, the distinct
  // classes at the top of the run, in order of appearance.
  std::vector<std::string_view> names;
  std::size_t count;  // the nodes folded (1 for a production or a literal)
  std::size_t begin;
  std::size_t end;
  std::vector<std::size_t> children;  // indices into shown_tree::nodes
};

struct shown_tree {
  std::string_view input;
  const grammar_entry* grammar;  // the grammar the tree derives by
  // What the reader must know first: the verdict, and why the root is not
  // the rule asked for when it is not.
  std::vector<std::string> header;
  std::vector<shown_node> nodes;  // pre-order; nodes[0] is the root
};

// A derivation, and the grammar whose production is its root.
struct derived {
  const grammar_entry* grammar;
  std::vector<derivation_node> nodes;
};

// The derivation of `input` by production `rule` of `g`; none when the
// production does not derive the whole input.
std::optional<derived> derive(const grammar_entry& g, std::string_view rule, std::string_view input);

// The tree of what check judged (`j`, `g`'s verdict on `input` by `rule`):
// the rule's, or for a rule judged by the scheme, the matched production's,
// in the grammar that defines it (RFC 1630's url judges a scheme its BNF
// omits by the generic BNF).
std::optional<derived> tree_of(const grammar_entry& g, std::string_view rule, std::string_view input,
                               const judgement& j);

// The derivation (not empty) as shown: every node, or (classes false) runs
// of character-class siblings folded into one node, and left out when they
// are all of their parent's children.
std::vector<shown_node> shown_nodes(const std::vector<derivation_node>& derivation, bool classes);

// "lowalpha", "lowalpha ×3", "alpha|digit ×4".
std::string node_label(const shown_node& n);

// The text in double quotes, '"' and '\' escaped by '\'.
std::string quoted(std::string_view text);

// An indented tree: `name [begin,end) "text"`, a literal as itself and its
// span.
void render_text(std::ostream& out, const shown_tree& tree);

// A Graphviz digraph: productions as boxes, literals as grey ellipses,
// folded classes as dashed boxes, children in order.
void render_dot(std::ostream& out, const shown_tree& tree);

// One self-contained HTML page: the input with a nested span per node, the
// tree, and each production's BNF text (from grammar/, with its file, line
// and RFC section) shown when a node or span is selected; `model` is the
// tree's grammar as grammar/ writes it.
void render_html(std::ostream& out, const shown_tree& tree, const bnf::model& model);

// `s` escaped for HTML text and attribute values: & < > " and '.
std::string html_text(std::string_view s);

}  // namespace urlbnf::cli
