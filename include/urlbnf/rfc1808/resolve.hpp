// RFC 1808 Section 4: a relative URL resolved against a base URL to its
// absolute form, by the RFC's example algorithm (steps 1 to 7) on URLs
// parsed as Section 2.4 parses them, so that every example of Section 5
// comes out as the RFC prints it: excess ".." segments are kept
// ("../../../g" against "http://a/b/c/d;p?q#f" is "http://a/../g"), and a
// path that begins with "/" is taken as it is ("/./g" is "http://a/./g").
//
// Section 2.4 reads an empty query, params or fragment as none: "g?" and
// "g" have the same components, and the absolute form of either is
// "http://a/b/c/g". Both inputs are validated first: the base must be
// empty (unknown, step 1) or an absoluteURL (Section 3), its fragment set
// aside as Section 2.4.1 parses it off; the embedded URL must be a URL.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/resolution_steps.hpp>
#include <urlbnf/result.hpp>

namespace urlbnf::rfc1808 {

// A URL's parts as Section 2.4 parses them, in the order it takes them off
// the parse string: fragment, scheme, net_loc, query, params, and the path
// with the "/" that may precede it. net_loc is present when the URL has
// "//" there, even if empty ("file:///x"); the others are empty when
// absent, as Section 2.4 defines them.
struct parts {
  std::string_view fragment;
  std::optional<std::string_view> scheme;
  std::optional<std::string_view> net_loc;
  std::string_view query;
  std::string_view params;
  std::string_view path;
};

// Section 2.4's parsing steps, 2.4.1 to 2.4.6.
parts parse_parts(std::string_view url) noexcept;

// Section 4 step 7: the parts recombined into a URL.
std::string recombine(const parts& p);

// The absolute form of `embedded` against `base` (Section 4). An empty
// base (step 1) leaves the embedded URL as it is. When `base` is not an
// absoluteURL or `embedded` not a URL, which one and why.
result<std::string, resolve_error> resolve(std::string_view base, std::string_view embedded);

// The same, with the steps that made the absolute form, labelled as
// Section 4 numbers them: the step that decides ("1", "2a", "2b", "3",
// "4" or "5"), or each of step 6's sub-steps "6a" to "6f" with the buffer
// it leaves; then "7" with the URL recombined.
result<traced_resolution, resolve_error> resolve_with_steps(std::string_view base, std::string_view embedded);

}  // namespace urlbnf::rfc1808
