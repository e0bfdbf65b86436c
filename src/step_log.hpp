// Where a resolver writes its steps when asked (resolve_with_steps), and
// nothing otherwise: one algorithm, a template over its log, serves both,
// and the plain resolution (no_steps) compiles to what it was without.
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/resolution_steps.hpp>

namespace urlbnf::detail {

class step_log {
 public:
  step_log() = default;
  explicit step_log(resolution_steps& steps) : steps_(&steps) {}

  // Whether steps are wanted: test it before building a costly state.
  explicit operator bool() const noexcept { return steps_ != nullptr; }

  // Copies `value` and `input` only when steps are wanted.
  void add(std::string_view section, std::string_view label, std::string_view value) const {
    if (steps_ != nullptr) {
      steps_->push_back({section, label, std::string(value), std::nullopt});
    }
  }
  void add(std::string_view section, std::string_view label, std::string_view value, std::string_view input) const {
    if (steps_ != nullptr) {
      steps_->push_back({section, label, std::string(value), std::string(input)});
    }
  }

 private:
  resolution_steps* steps_ = nullptr;
};

// The plain resolution's log: it writes nothing, and `if (log)` is false
// at compile time, so no state is built for it.
struct no_steps {
  constexpr explicit operator bool() const noexcept { return false; }
  void add(std::string_view, std::string_view, std::string_view) const noexcept {}
  void add(std::string_view, std::string_view, std::string_view, std::string_view) const noexcept {}
};

}  // namespace urlbnf::detail
