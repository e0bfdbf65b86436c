// A valid verdict refined to the most specific alternative, down the
// choices of the grammar (choices.hpp) from the production judged. The
// production is known at compile time, so the descent is unrolled: each
// alternative tried at the start of the input is answered by a fixed slot
// of the probe. Private to the library.
#pragma once

#include <cstddef>
#include <string_view>
#include <urlbnf/judgement.hpp>

#include "choices.hpp"
#include "validation_control.hpp"

namespace urlbnf::detail {

// The part of `input` a choice's alternatives judge.
inline std::string_view alternatives_part(std::string_view input, alternatives_end end) noexcept {
  return end == alternatives_end::fragment ? input.substr(0, input.find('#')) : input;
}

// Whether a production, by name, accepts a part of the input: asked of an
// alternative the probe did not try at the start of the input. Refers to a
// callable of the caller's, which outlives it.
class alternative_judge {
 public:
  template <typename Accepts>
  explicit alternative_judge(const Accepts& accepts) noexcept
      : accepts_(&accepts), call_([](const void* f, std::string_view part, std::string_view name) noexcept {
          return (*static_cast<const Accepts*>(f))(part, name);
        }) {}

  bool operator()(std::string_view part, std::string_view name) const noexcept { return call_(accepts_, part, name); }

 private:
  const void* accepts_;
  bool (*call_)(const void*, std::string_view, std::string_view) noexcept;
};

// Whether alternative `A` of choice `C` accepts the part of `input` that
// `End` says.
template <const auto& Choices, alternatives_end End, std::size_t C, std::size_t A>
[[gnu::always_inline]] inline bool alternative_accepts(std::string_view input, const start_probe& probe,
                                                       const alternative_judge& other) noexcept {
  constexpr std::string_view alternative = Choices[C].alternatives[A];
  constexpr std::size_t slot = alternative_slot(Choices, alternative);
  const auto known = End == alternatives_end::fragment ? probe.accepts_before_fragment(slot, input)
                                                       : probe.accepts_whole(slot, input.size());
  return known ? *known : other(alternatives_part(input, End), alternative);
}

// Sets the verdict's match to the most specific alternative from choice
// `C` on (its first that accepts, then down the choice that alternative
// is) and puts those between in front of its `also`; false when no
// alternative of `C`, from `A` on, accepts.
template <const auto& Choices, alternatives_end End, std::size_t C, std::size_t A = 0>
[[gnu::always_inline]] inline bool refine_from(judgement& j, std::string_view input, const start_probe& probe,
                                               const alternative_judge& other) noexcept {
  if constexpr (A == choice_width) {
    return false;
  } else {
    constexpr std::string_view alternative = Choices[C].alternatives[A];
    if constexpr (!alternative.empty()) {
      if (alternative_accepts<Choices, End, C, A>(input, probe, other)) {
        constexpr std::size_t next = choice_named(Choices, alternative);
        if constexpr (next != Choices.size()) {
          if (refine_from<Choices, End, next>(j, input, probe, other)) {
            j.also.push_front(alternative);
            return true;
          }
        }
        j.match = alternative;
        return true;
      }
    }
    return refine_from<Choices, End, C, A + 1>(j, input, probe, other);
  }
}

}  // namespace urlbnf::detail
