// The regular expression of Appendix B, written out by hand: the same
// groups, found in one pass without backtracking or recursion, so that any
// length of input is safe.
#include <algorithm>
#include <urlbnf/rfc2396/split.hpp>

namespace urlbnf::rfc2396 {

components split(std::string_view reference) noexcept {
  components c;
  auto rest = reference;
  // (([^:/?#]+):)?
  if (const auto stop = rest.find_first_of(":/?#"); stop != std::string_view::npos && stop > 0 && rest[stop] == ':') {
    c.scheme = rest.substr(0, stop);
    rest.remove_prefix(stop + 1);
  }
  // (//([^/?#]*))?
  if (rest.substr(0, 2) == "//") {
    rest.remove_prefix(2);
    const auto stop = std::min(rest.find_first_of("/?#"), rest.size());
    c.authority = rest.substr(0, stop);
    rest.remove_prefix(stop);
  }
  // ([^?#]*)
  const auto path_end = std::min(rest.find_first_of("?#"), rest.size());
  c.path = rest.substr(0, path_end);
  rest.remove_prefix(path_end);
  // (\?([^#]*))?
  if (!rest.empty() && rest.front() == '?') {
    rest.remove_prefix(1);
    const auto stop = std::min(rest.find('#'), rest.size());
    c.query = rest.substr(0, stop);
    rest.remove_prefix(stop);
  }
  // (#(.*))?
  if (!rest.empty() && rest.front() == '#') {
    c.fragment = rest.substr(1);
  }
  return c;
}

std::string recompose(const components& c) {
  std::string out;
  if (c.scheme) {
    out.append(*c.scheme).append(":");
  }
  if (c.authority) {
    out.append("//").append(*c.authority);
  }
  out.append(c.path);
  if (c.query) {
    out.append("?").append(*c.query);
  }
  if (c.fragment) {
    out.append("#").append(*c.fragment);
  }
  return out;
}

}  // namespace urlbnf::rfc2396
