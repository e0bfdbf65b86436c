// The components of a derivation a typed tree reads, found in one pass over
// its spans: a tree reads a dozen, and a scan of the spans for each cost
// more than the validation run. Private to the library.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/text.hpp>

#include "name_index.hpp"

namespace urlbnf::detail {

// Which span of a name a tree reads: the first in the derivation's order
// (a part's span comes before its production's), or the outermost, the
// last.
enum class span_pick { first, outermost };

// `Index` names the components (name_index); a component is asked for by
// its position there.
template <std::size_t N, const name_index<N>& Index, span_pick Pick>
class component_spans {
 public:
  component_spans(std::string_view input, const capture* begin, const capture* end) : input_(input), end_(end) {
    for (const auto* c = begin; c != end; ++c) {
      const auto k = Index.find(c->name);
      if (k != Index.none && (Pick == span_pick::outermost || picked_[k] == nullptr)) {
        picked_[k] = c;
      }
    }
  }

  // The span of component `k` Pick chooses, when the derivation has one.
  [[nodiscard]] std::optional<text> operator[](std::size_t k) const { return text_of(picked_[k]); }

  // The first span of a component that begins at `from` or after.
  [[nodiscard]] std::optional<text> first_from(std::size_t k, std::size_t from) const {
    static_assert(Pick == span_pick::first, "spans are searched forward from the first");
    for (const auto* c = picked_[k]; c != nullptr && c != end_; ++c) {
      if (Index.find(c->name) == k && c->begin >= from) {
        return text_of(c);
      }
    }
    return std::nullopt;
  }

  [[nodiscard]] std::string_view input() const { return input_; }

 private:
  [[nodiscard]] std::optional<text> text_of(const capture* c) const {
    if (c == nullptr) {
      return std::nullopt;
    }
    return text{input_.substr(c->begin, c->end - c->begin), c->begin};
  }

  std::string_view input_;
  const capture* end_;
  std::array<const capture*, N> picked_{};
};

}  // namespace urlbnf::detail
