// What a run of a grammar's rules records, without PEGTL: the furthest
// failure of a rejected input, and the spans and tree of an accepted one.
// The headers that check and parse include this, not tracking.hpp, so that
// a program that only checks URLs does not compile PEGTL.
//
// furthest_failure records, without allocating, how far a rejected input
// got and which productions were expected there: the outermost named rules
// that started at the furthest position and failed. Rejection is a normal
// outcome, so nothing throws.
//
// capture_log, used only when an AST is wanted, collects the spans of the
// component productions that took part in the final derivation: the action
// appends a span when a production succeeds, and the control drops the
// spans of every rule that fails later, so backtracking leaves no trace.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <string_view>
#include <urlbnf/detail/names.hpp>
#include <vector>

namespace urlbnf {

class furthest_failure {
 public:
  static constexpr std::size_t max_expected = 32;
  static constexpr std::size_t max_depth = 64;

  void enter(std::size_t start) noexcept {
    if (depth_ < max_depth) {
      frames_[depth_] = {start, expected_size_, furthest_};
    }
    ++depth_;
  }

  void succeed() noexcept { --depth_; }

  // `hash` is detail::spelling_hash(name), which the caller knows at
  // compile time.
  void fail(std::string_view name, std::uint32_t hash) noexcept {
    --depth_;
    // The production being judged is not an expectation: "expected
    // genericurl" says nothing when judging genericurl. Most failures are
    // behind the furthest one and change nothing: they return here, inline.
    if (depth_ == 0 || depth_ >= max_depth || (reached_ && frames_[depth_].start < furthest_)) {
      return;
    }
    expect(name, hash);
  }

  // The end of input after the judged production failed: the input goes
  // on past what the production matched. That is expected there only when
  // no production failed as far: otherwise the failure further on says
  // more.
  void fail_end(std::string_view name, std::uint32_t hash) noexcept {
    if (depth_ != 1) {
      fail(name, hash);
      return;
    }
    --depth_;
    const frame& f = frames_[0];
    if (!reached_ || f.start > furthest_) {
      restart_at(f.start);
      add(name, hash);
    }
  }

  [[nodiscard]] std::size_t offset() const noexcept { return furthest_; }
  // How many named rules are being matched: 0 before the judged one starts.
  [[nodiscard]] std::size_t depth() const noexcept { return depth_; }
  [[nodiscard]] const std::string_view* begin() const noexcept { return &expected_[0].name; }
  [[nodiscard]] const std::string_view* end() const noexcept { return begin() + expected_size_; }

 private:
  struct frame {
    std::size_t start;
    std::size_t expected_size;
    std::size_t furthest;
  };
  // The arrays are left uninitialized (the frames, the names and their
  // hashes are read only below their sizes, and the first hash bits are
  // cleared when the first failure is noted): checking an input that is
  // accepted should not pay for clearing them.
  std::array<frame, max_depth> frames_;
  union slot {
    slot() noexcept {}
    std::string_view name;
  };
  static_assert(sizeof(slot) == sizeof(std::string_view));
  // A failure at or past the furthest.
  void expect(std::string_view name, std::uint32_t hash) noexcept {
    const frame& f = frames_[depth_];
    if (f.start > furthest_ || !reached_) {
      restart_at(f.start);
    } else if (f.furthest == furthest_) {
      // Replace what the rule's own sub-rules expected here by the rule.
      expected_size_ = std::min(expected_size_, f.expected_size);
    } else {
      expected_size_ = 0;
    }
    // The same names fail again and again at one position, through
    // different paths: a name is added once. The list is searched only
    // when a name before has the name's hash bit.
    if ((hashes_before_[expected_size_] & hash_bit(hash)) != 0) {
      for (std::size_t i = 0; i < expected_size_; ++i) {
        if (hash_of_[i] == hash && detail::same_spelling(expected_[i].name, name)) {
          return;
        }
      }
    }
    if (expected_size_ < max_expected) {
      add(name, hash);
    }
  }
  static constexpr std::uint64_t hash_bit(std::uint32_t hash) noexcept { return std::uint64_t{1} << (hash & 63U); }
  // A failure further than any before: what was expected before is not.
  void restart_at(std::size_t offset) noexcept {
    reached_ = true;
    expected_size_ = 0;
    hashes_before_[0] = 0;
    furthest_ = offset;
  }
  void add(std::string_view name, std::uint32_t hash) noexcept {
    new (&expected_[expected_size_].name) std::string_view(name);
    hash_of_[expected_size_] = hash;
    hashes_before_[expected_size_ + 1] = hashes_before_[expected_size_] | hash_bit(hash);
    ++expected_size_;
  }

  std::array<slot, max_expected> expected_;
  std::array<std::uint32_t, max_expected> hash_of_;
  // hashes_before_[k]: the hash bits of the first k names, so that cutting
  // the list short keeps its bits right.
  std::array<std::uint64_t, max_expected + 1> hashes_before_;
  std::size_t expected_size_ = 0;
  std::size_t furthest_ = 0;
  std::size_t depth_ = 0;
  bool reached_ = false;
};

struct capture {
  std::string_view name;
  std::size_t begin;
  std::size_t end;
};

class capture_log {
 public:
  void open() { marks_.push_back(items_.size()); }
  void keep() { marks_.pop_back(); }
  void drop() {
    items_.resize(marks_.back());
    marks_.pop_back();
  }
  void add(std::string_view name, std::size_t begin, std::size_t end) { items_.push_back({name, begin, end}); }
  [[nodiscard]] const std::vector<capture>& items() const noexcept { return items_; }

 private:
  std::vector<capture> items_;
  std::vector<std::size_t> marks_;
};

// The derivation tree of an accepted input: one node per named rule (BNF
// production, literal or character class) that took part in the final
// derivation, in pre-order, each pointing to its parent. Built by the
// control, which drops the nodes of every rule that fails.
struct derivation_node {
  static constexpr std::size_t root = static_cast<std::size_t>(-1);
  std::string_view name;
  std::size_t begin;
  std::size_t end;
  std::size_t parent;  // index into the node vector, or root
  bool character_class;
  bool literal;  // a quoted BNF literal such as "http://"
};

class derivation_log {
 public:
  void start(std::size_t offset, std::string_view name, bool character_class, bool literal) {
    marks_.push_back(nodes_.size());
    if (!name.empty()) {
      nodes_.push_back(
          {name, offset, offset, open_.empty() ? derivation_node::root : open_.back(), character_class, literal});
      open_.push_back(nodes_.size() - 1);
    }
  }
  void succeed(std::size_t offset, bool named) {
    if (named) {
      nodes_[open_.back()].end = offset;
      open_.pop_back();
    }
    marks_.pop_back();
  }
  void fail(bool named) {
    if (named) {
      open_.pop_back();
    }
    nodes_.resize(marks_.back());
    marks_.pop_back();
  }
  [[nodiscard]] const std::vector<derivation_node>& nodes() const noexcept { return nodes_; }

 private:
  std::vector<derivation_node> nodes_;
  std::vector<std::size_t> open_;
  std::vector<std::size_t> marks_;
};

}  // namespace urlbnf
