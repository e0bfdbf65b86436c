// The spans of the components of a derivation, in place: what the typed
// trees are read from. A component's span is added when its rule succeeds
// and dropped when a rule around it fails, so that backtracking leaves no
// trace. Productions that a tree reads by splitting their parent (a path's
// segments) are left out by the run (validation_control.hpp), which keeps
// the number of spans bounded; a derivation that still holds more than
// `capacity` reports it, and its tree is read from the allocating
// capture_log instead. Private to the library.
#pragma once

#include <array>
#include <cstddef>
#include <new>
#include <string_view>
#include <type_traits>
#include <urlbnf/tracking.hpp>

namespace urlbnf::detail {

class span_log {
 public:
  static constexpr std::size_t capacity = 64;

  span_log() noexcept {}

  // A validation run begins: the log holds its spans from now on.
  void start() noexcept {
    size_ = 0;
    overflowed_ = false;
    ran_ = true;
  }
  // Whether a run filled the log: a verdict reached by another run leaves
  // it empty.
  [[nodiscard]] bool ran() const noexcept { return ran_; }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  void truncate(std::size_t size) noexcept { size_ = size; }

  void add(std::string_view name, std::size_t begin, std::size_t end) noexcept {
    if (size_ == capacity) {
      overflowed_ = true;
      return;
    }
    new (&items_[size_++].item) capture{name, begin, end};
  }

  [[nodiscard]] bool overflowed() const noexcept { return overflowed_; }
  [[nodiscard]] const capture* begin() const noexcept { return &items_[0].item; }
  [[nodiscard]] const capture* end() const noexcept { return begin() + size_; }

 private:
  // Storage constructed only below size_: a parse makes a log, and
  // clearing all of it would cost more than most derivations.
  union slot {
    slot() noexcept {}
    capture item;
  };
  static_assert(sizeof(slot) == sizeof(capture) && std::is_trivially_destructible_v<capture>);
  std::array<slot, capacity> items_;
  std::size_t size_ = 0;
  bool overflowed_ = false;
  bool ran_ = false;
};

}  // namespace urlbnf::detail
