// What every derivation tree must be, whatever the grammar: one root that
// spans the input, in pre-order, each node's children in order and tiling
// its span, literals matching their text, every other node a production of
// the grammar.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/grammars.hpp>
#include <vector>

namespace urlbnf::test {

namespace detail {

// Whether the definition writes `text` as an ABNF quoted string, whose
// letters match in either case.
inline bool writes_caseless(const bnf::expr& e, std::string_view text) {
  if (e.k == bnf::expr::kind::literal) {
    return e.caseless && e.text == text;
  }
  return std::any_of(e.items.begin(), e.items.end(),
                     [&](const bnf::expr& item) { return writes_caseless(item, text); });
}

// Whether a literal node named `name` ("v", quoted) matches `text`:
// exactly, or ignoring case when the grammar writes it as a quoted string
// of ABNF.
inline bool literal_matches(const grammar_entry& g, std::string_view name, std::string_view text) {
  if (name.size() < 2) {
    return false;
  }
  const auto quoted = name.substr(1, name.size() - 2);
  if (quoted == text) {
    return true;
  }
  const bool alike = std::equal(quoted.begin(), quoted.end(), text.begin(), text.end(), [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
  });
  const auto& m = bnf::model_of(g.name);
  return alike && std::any_of(m.productions.begin(), m.productions.end(),
                              [&](const bnf::production& p) { return writes_caseless(p.definition, quoted); });
}

}  // namespace detail

// Empty when well formed, else the first defect found.
inline std::string malformed(const grammar_entry& g, const std::vector<derivation_node>& d, std::string_view input) {
  auto at = [&](std::size_t i) {
    return "node " + std::to_string(i) + " (" + std::string(d[i].name) + " [" + std::to_string(d[i].begin) + "," +
           std::to_string(d[i].end) + ")): ";
  };
  if (d.empty()) {
    return "no nodes";
  }
  if (d[0].parent != derivation_node::root || d[0].begin != 0 || d[0].end != input.size()) {
    return at(0) + "the root must span the whole input";
  }
  std::vector<std::size_t> last_child(d.size(), derivation_node::root);
  std::vector<std::size_t> open{0};  // the path from the root to the node before
  for (std::size_t i = 1; i < d.size(); ++i) {
    const auto& n = d[i];
    if (n.parent == derivation_node::root) {
      return at(i) + "a second root";
    }
    while (!open.empty() && open.back() != n.parent) {
      open.pop_back();
    }
    if (open.empty()) {
      return at(i) + "not in pre-order: its parent is not on the path to the node before";
    }
    const auto& p = d[n.parent];
    const auto previous = last_child[n.parent];
    const auto expected_begin = previous == derivation_node::root ? p.begin : d[previous].end;
    if (n.begin != expected_begin || n.end < n.begin || n.end > p.end) {
      return at(i) + "does not continue its parent's span where its previous sibling ends";
    }
    if (p.literal) {
      return at(i) + "a literal has no children";
    }
    last_child[n.parent] = i;
    open.push_back(i);
  }
  for (std::size_t i = 0; i < d.size(); ++i) {
    const auto& n = d[i];
    if (last_child[i] != derivation_node::root && d[last_child[i]].end != n.end) {
      return at(i) + "its children leave its end uncovered";
    }
    const auto text = input.substr(n.begin, n.end - n.begin);
    if (n.literal && !detail::literal_matches(g, n.name, text)) {
      return at(i) + "the literal does not match its text";
    }
    if (!n.literal && !g.find_production(n.name)) {
      return at(i) + "not a production of grammar " + std::string(g.name);
    }
  }
  return {};
}

namespace detail {

// Whether the definition names `child`: a production it refers to, or a
// literal it writes (child quoted, as a derivation names literals). RFC
// 1630 spells a literal character by character ("h t t p : / /"), which
// the rule matches as one string: consecutive literals of a sequence count
// as one. A core rule of RFC 2234 that the grammar's files use but do not
// define (HEXDIG) is no production of the grammar: a character class of
// the same language stands for it.
inline bool mentions(const grammar_entry& g, const bnf::model& m, const bnf::expr& e, const derivation_node& child) {
  using kind = bnf::expr::kind;
  if (e.k == kind::ref) {
    const auto* p = m.find(e.text);
    if (p != nullptr && p->line == 0 && !g.find_production(p->name)) {
      return child.character_class;
    }
    return !child.literal && p != nullptr && p == m.find(child.name);
  }
  if (e.k == kind::literal) {
    return child.literal && child.name == '"' + e.text + '"';
  }
  if (e.k == kind::seq && child.literal) {
    for (std::size_t i = 0; i < e.items.size(); ++i) {
      std::string run = "\"";
      for (std::size_t j = i; j < e.items.size() && e.items[j].k == kind::literal; ++j) {
        run += e.items[j].text;
        if (run + '"' == child.name) {
          return true;
        }
      }
    }
  }
  return std::any_of(e.items.begin(), e.items.end(),
                     [&](const bnf::expr& item) { return mentions(g, m, item, child); });
}

}  // namespace detail

// Empty when every edge of the tree is one of the BNF: each node's children
// are productions or literals its definition in grammar/ names. Else the
// first edge that is not.
inline std::string off_the_bnf(const grammar_entry& g, const std::vector<derivation_node>& d) {
  const auto& m = bnf::model_of(g.name);
  for (const auto& n : d) {
    if (n.parent == derivation_node::root) {
      continue;
    }
    const auto& p = d[n.parent];
    const auto* definition = m.find(p.name);
    if (definition == nullptr) {
      return std::string(p.name) + " is not a production of grammar/";
    }
    if (!detail::mentions(g, m, definition->definition, n)) {
      return std::string(p.name) + " -> " + std::string(n.name) + ": its definition names no " + std::string(n.name);
    }
  }
  return {};
}

}  // namespace urlbnf::test
