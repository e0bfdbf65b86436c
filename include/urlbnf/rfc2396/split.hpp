// RFC 2396 Appendix B: the five components of a URI reference, found the
// way the appendix's regular expression finds them,
//
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//    12            3  4          5       6  7        8 9
//
// scheme = $2, authority = $4, path = $5, query = $7, fragment = $9.
// It does not validate: every string splits.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace urlbnf::rfc2396 {

struct components {
  std::optional<std::string_view> scheme;
  std::optional<std::string_view> authority;
  std::string_view path;
  std::optional<std::string_view> query;
  std::optional<std::string_view> fragment;
};

components split(std::string_view reference) noexcept;

// Section 5.2, step 7: the components joined back into a reference.
std::string recompose(const components& c);

}  // namespace urlbnf::rfc2396
