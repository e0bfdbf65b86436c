// Whether a PEGTL type_list holds a type: how a rule named by its type is
// known, at compile time, to be a production of a grammar. An internal of
// the library's headers, not part of its API.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <type_traits>

namespace urlbnf::detail {

template <typename List, typename T>
inline constexpr bool contains_v = false;

template <typename... Ts, typename T>
inline constexpr bool contains_v<tao::pegtl::type_list<Ts...>, T> = (std::is_same_v<Ts, T> || ...);

}  // namespace urlbnf::detail
