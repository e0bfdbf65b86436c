// Building the sentences of messages and reasons. Private to the library.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf::detail {

// The pieces joined into one string, allocated once: a rejection's message
// is made of a dozen pieces, and a chain of std::string's `+` allocates and
// copies anew at each.
std::string joined(std::initializer_list<std::string_view> pieces);

// "a, b and c" with `conjunction` "and"; "a" alone.
std::string series(const std::vector<std::string>& items, std::string_view conjunction);

}  // namespace urlbnf::detail
