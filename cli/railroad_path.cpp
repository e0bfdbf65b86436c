#include "railroad_path.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

namespace urlbnf::cli {
namespace {

// The definition as a nondeterministic automaton (Thompson's construction):
// a leaf state matches one literal, range or reference and goes on to
// `next[0]`; a split state goes on to each of `next` without matching,
// in order (a choice's branches in the BNF's order, a repetition's "once
// more" before "no more").
struct state {
  enum class kind { split, leaf, accept };
  kind k = kind::split;
  const bnf::expr* e = nullptr;  // leaf: the literal, range or reference
  std::size_t leaf = 0;          // leaf: its number in the diagram
  std::vector<std::size_t> next;
};

// Bounded repetitions up to this many times are unrolled; beyond it, a
// repetition is taken as unbounded above, which lights the same boxes.
constexpr std::size_t unrolled = 64;

class automaton {
 public:
  explicit automaton(const bnf::expr& definition) {
    number(definition);
    states_.push_back({state::kind::accept, nullptr, 0, {}});
    start_ = compile(definition, 0);
  }

  [[nodiscard]] std::size_t start() const noexcept { return start_; }
  [[nodiscard]] const state& at(std::size_t s) const { return states_[s]; }
  // The leaves, by number.
  [[nodiscard]] const std::vector<const bnf::expr*>& leaves() const noexcept { return order_; }

 private:
  // The leaves in pre-order, as cli/railroad.cpp numbers the boxes it
  // draws (and those of a repetition of at most 0 times, which it does
  // not draw).
  void number(const bnf::expr& e) {
    using kind = bnf::expr::kind;
    if (e.k == kind::literal || e.k == kind::range || e.k == kind::ref) {
      leaves_.emplace(&e, order_.size());
      order_.push_back(&e);
    }
    for (const auto& item : e.items) {
      number(item);
    }
  }

  std::size_t add(state s) {
    states_.push_back(std::move(s));
    return states_.size() - 1;
  }

  // The entry of `e`'s states, which go on to `next` once `e` has matched.
  std::size_t compile(const bnf::expr& e, std::size_t next) {
    using kind = bnf::expr::kind;
    switch (e.k) {
      case kind::empty:
        return next;
      case kind::literal:
      case kind::range:
      case kind::ref:
        return add({state::kind::leaf, &e, leaves_.at(&e), {next}});
      case kind::seq:
        for (auto item = e.items.rbegin(); item != e.items.rend(); ++item) {
          next = compile(*item, next);
        }
        return next;
      case kind::alt: {
        state split;
        for (const auto& item : e.items) {
          split.next.push_back(compile(item, next));
        }
        return add(std::move(split));
      }
      case kind::repeat: {
        const auto& item = e.items.front();
        std::size_t entry = next;
        if (e.max == bnf::expr::unbounded || e.max > unrolled) {
          const auto loop = add({});
          const auto body = compile(item, loop);
          states_[loop].next = {body, next};
          entry = loop;
        } else {
          for (std::size_t i = e.min; i < e.max; ++i) {
            entry = add({state::kind::split, nullptr, 0, {compile(item, entry), next}});
          }
        }
        for (std::size_t i = 0; i < e.min; ++i) {
          entry = compile(item, entry);
        }
        return entry;
      }
    }
    return next;
  }

  std::vector<state> states_;
  std::unordered_map<const bnf::expr*, std::size_t> leaves_;
  std::vector<const bnf::expr*> order_;
  std::size_t start_ = 0;
};

bool same_text(std::string_view input, std::string_view literal, bool caseless) {
  return caseless ? detail::equal_ignoring_ascii_case(input, literal) : input == literal;
}

// A reference names the production of a node as the grammar compares
// names; a name the files do not define, by its spelling.
bool names(const bnf::model& model, std::string_view reference, std::string_view node) {
  const auto* defined = model.find(reference);
  return defined != nullptr ? defined == model.find(node) : reference == node;
}

// The longest run of bytes between children that a reference may match by
// the grammar's own check of its production: a character class, which a
// derivation records as no node, is one character.
constexpr std::size_t gap_reference_bytes = 16;

}  // namespace

railroad_path path_through(const grammar_entry& grammar, const bnf::model& model, const bnf::production& production,
                           std::string_view input, const std::vector<derivation_node>& derivation, std::size_t node) {
  const auto& whole = derivation.at(node);
  std::vector<std::size_t> children;
  // The node's descendants follow it (pre-order): each has a parent at or
  // after it.
  for (std::size_t i = node + 1;
       i < derivation.size() && derivation[i].parent != derivation_node::root && derivation[i].parent >= node; ++i) {
    // A quoted literal's node is only its text, which the BNF may spell
    // as several literals (RFC 1630's "h t t p :"): its bytes are left to
    // the literals between children.
    if (derivation[i].parent == node && !derivation[i].literal) {
      children.push_back(i);
    }
  }
  const automaton a(production.definition);

  // Breadth first over (state, children matched, offset); each item
  // remembers the one it came from and the step that led to it.
  using item = std::tuple<std::size_t, std::size_t, std::size_t>;
  struct arrival {
    item from;
    bool stepped;
    railroad_step step;
  };
  std::map<item, arrival> seen;
  std::deque<item> pending;
  const auto reach = [&](const item& to, const item& from, bool stepped, railroad_step step) {
    if (seen.emplace(to, arrival{from, stepped, step}).second) {
      pending.push_back(to);
    }
  };
  const item first{a.start(), 0, whole.begin};
  seen.emplace(first, arrival{first, false, {}});
  pending.push_back(first);
  std::optional<item> done;
  while (!pending.empty() && !done) {
    const auto current = pending.front();
    pending.pop_front();
    const auto [s, matched, offset] = current;
    const auto& st = a.at(s);
    // The bytes up to the next child (or the node's end) are between
    // children: literals, ranges and character classes match there.
    const std::size_t gap_end = matched < children.size() ? derivation[children[matched]].begin : whole.end;
    const derivation_node* child = matched < children.size() ? &derivation[children[matched]] : nullptr;
    switch (st.k) {
      case state::kind::accept:
        if (matched == children.size() && offset == whole.end) {
          done = current;
        }
        break;
      case state::kind::split:
        for (const auto n : st.next) {
          reach({n, matched, offset}, current, false, {});
        }
        break;
      case state::kind::leaf: {
        const auto& e = *st.e;
        const auto next = st.next.front();
        if (e.k == bnf::expr::kind::ref) {
          if (child != nullptr && child->begin == offset && names(model, e.text, child->name)) {
            reach({next, matched + 1, child->end}, current, true, {st.leaf, child->begin, child->end});
          }
          const auto room = std::min(gap_end - offset, gap_reference_bytes);
          for (std::size_t n = 1; n <= room; ++n) {
            if (grammar.accepts(input.substr(offset, n), rule_name{e.text})) {
              reach({next, matched, offset + n}, current, true, {st.leaf, offset, offset + n});
            }
          }
        } else if (e.k == bnf::expr::kind::literal) {
          if (offset + e.text.size() <= gap_end && same_text(input.substr(offset, e.text.size()), e.text, e.caseless)) {
            reach({next, matched, offset + e.text.size()}, current, true, {st.leaf, offset, offset + e.text.size()});
          }
        } else if (offset < gap_end) {
          const auto d = rfc3987::decode_utf8(input.data() + offset, input.data() + gap_end);
          if (d.length != 0 && e.min <= d.code_point && d.code_point <= e.max) {
            reach({next, matched, offset + d.length}, current, true, {st.leaf, offset, offset + d.length});
          }
        }
        break;
      }
    }
  }

  railroad_path out;
  if (done) {
    out.exact = true;
    for (auto at = *done; at != first;) {
      const auto& how = seen.at(at);
      if (how.stepped) {
        out.steps.push_back(how.step);
      }
      at = how.from;
    }
    std::reverse(out.steps.begin(), out.steps.end());
    return out;
  }
  // No way through: every box that refers to a child's production, with
  // the child's bytes.
  for (std::size_t leaf = 0; leaf < a.leaves().size(); ++leaf) {
    const auto& e = *a.leaves()[leaf];
    for (const auto c : children) {
      if (e.k == bnf::expr::kind::ref && names(model, e.text, derivation[c].name)) {
        out.steps.push_back({leaf, derivation[c].begin, derivation[c].end});
      }
    }
  }
  return out;
}

}  // namespace urlbnf::cli
