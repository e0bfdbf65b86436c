#include <urlbnf/judgement.hpp>

#include "pending_diagnostic.hpp"

namespace urlbnf {

namespace detail {

void retain(pending_diagnostic& pending) noexcept { pending.references_.fetch_add(1, std::memory_order_relaxed); }

void release(pending_diagnostic* pending) noexcept {
  if (pending != nullptr && pending->references_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    pending->destroy();
  }
}

}  // namespace detail

const diagnostic& lazy_diagnostic::value() const {
  if (pending_ != nullptr) {
    return pending_->get();
  }
  return value_.value();
}

diagnostic& lazy_diagnostic::value() {
  if (pending_ != nullptr) {
    // Worked out into this verdict's own value, which the caller may
    // change: moved when no copy shares it.
    auto& d = pending_->get();
    value_ = pending_->sole() ? std::move(d) : d;
    detail::release(std::exchange(pending_, nullptr));
  }
  return value_.value();
}

lazy_diagnostic::operator std::optional<diagnostic>() const {
  return has_value() ? std::optional<diagnostic>(value()) : std::nullopt;
}

}  // namespace urlbnf
