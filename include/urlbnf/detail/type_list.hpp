// Whether a PEGTL type_list holds a type: how a rule named by its type is
// known, at compile time, to be a production of a grammar, and which of a
// grammar's two variants it belongs to. An internal of the library's
// headers, not part of its API.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <type_traits>

namespace urlbnf::detail {

template <typename List, typename T>
inline constexpr bool contains_v = false;

template <typename... Ts, typename T>
inline constexpr bool contains_v<tao::pegtl::type_list<Ts...>, T> = (std::is_same_v<Ts, T> || ...);

// The options a rule named by its type is judged by, in a grammar of two
// variants (`first`, with the productions `First`, and `second`): a rule of
// one variant only is judged by that variant whatever opts.grammar says;
// one of both, by opts.grammar.
template <typename First, typename Second, typename Rule, typename Options, typename Grammar>
constexpr Options options_for_rule(Options opts, Grammar first, Grammar second) {
  constexpr bool in_first = contains_v<First, Rule>;
  constexpr bool in_second = contains_v<Second, Rule>;
  static_assert(in_first || in_second, "not a production of this grammar");
  if constexpr (!in_first) {
    opts.grammar = second;
  } else if constexpr (!in_second) {
    opts.grammar = first;
  }
  return opts;
}

}  // namespace urlbnf::detail
