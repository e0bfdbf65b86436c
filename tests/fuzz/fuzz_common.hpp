// What every fuzz target shares: the input as text, a check that aborts
// (so libFuzzer reports it) instead of a test framework's, and the checks
// of components and derivation trees that several targets make.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/text.hpp>
#include <utility>
#include <vector>

namespace urlbnf::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The two lines of an input that holds two strings (a base and a
// reference, a context and a partial form); nullopt without a newline.
inline std::optional<std::pair<std::string_view, std::string_view>> two_lines(std::string_view input) {
  const auto newline = input.find('\n');
  if (newline == std::string_view::npos) {
    return std::nullopt;
  }
  return std::make_pair(input.substr(0, newline), input.substr(newline + 1));
}

[[noreturn]] inline void fail(const char* what) {
  std::fprintf(stderr, "invariant broken: %s\n", what);
  std::abort();
}

inline void require(bool holds, const char* what) {
  if (!holds) {
    fail(what);
  }
}

// A verdict rejects with a diagnostic whose offset is in the input and
// whose message words its facts.
inline void require_diagnostic(std::string_view input, const judgement& verdict) {
  require(verdict.valid || (verdict.error && verdict.error->offset <= input.size()),
          "a rejection's offset is in the input");
  require(verdict.valid || message_of(*verdict.error, input) == verdict.error->message,
          "a rejection's message is its facts worded by message_of");
}

// A component is the input's own bytes at its offset.
inline void require_view(std::string_view input, const std::optional<text>& t) {
  if (t) {
    require(t->offset + t->raw.size() <= input.size() && t->raw.data() == input.data() + t->offset,
            "a tree component is a view into the input at its offset");
  }
}

// A derivation is a tree of spans of the input: the one root covers all of
// it, every child lies within its parent, and siblings follow one another
// without overlapping.
inline void require_tree(const std::vector<derivation_node>& d, std::string_view input) {
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

}  // namespace urlbnf::fuzz
