#include <urlbnf/judgement.hpp>

#include "pending_diagnostic.hpp"

namespace urlbnf {

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
    value_ = pending_.use_count() == 1 ? std::move(d) : d;
    pending_.reset();
  }
  return value_.value();
}

lazy_diagnostic::operator std::optional<diagnostic>() const {
  return has_value() ? std::optional<diagnostic>(value()) : std::nullopt;
}

}  // namespace urlbnf
