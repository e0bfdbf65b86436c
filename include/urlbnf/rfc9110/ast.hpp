// The typed syntax tree of an http or https URI by RFC 9110 (Sections
// 4.2.1 and 4.2.2), with its origin (Section 4.3.1). Every text is a view
// into the parsed input, which must outlive the tree; on valid input
// nothing is allocated. Absent (std::nullopt) is not empty: "http://h?"
// has an empty query, "http://h" none.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/port.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc9110::ast {

using rfc3986::ast::authority;
using rfc3986::ast::host_kind;

// How the origin's port was found (Section 4.3.1).
enum class port_source : std::uint8_t {
  given,      // the port's digits, a number from 0 to 65535
  defaulted,  // no port, or an empty one: the scheme's default (Sections 4.2.1, 4.2.2)
  too_large,  // digits beyond 65535, which the ABNF's *DIGIT allows but no TCP port is
};

// The name JSON output spells it by ("defaulted").
constexpr std::string_view name_of(port_source s) noexcept {
  constexpr std::string_view names[] = {"given", "defaulted", "too_large"};
  return names[static_cast<int>(s)];
}

// Section 4.3.1: "the triple of scheme, host, and port after normalizing
// the scheme and host to lowercase and normalizing the port to remove any
// leading zeros. If port is elided from the URI, the default port for that
// scheme is used."
struct origin {
  // "http" or "https", lower case whatever the URI's case.
  std::string_view scheme;
  // As written; host_lowercase() gives it lower-cased.
  text host;
  host_kind kind = host_kind::reg_name;
  // The number, the scheme's default (80, 443) when the URI gives none or
  // an empty one; none when too_large.
  std::optional<std::uint16_t> port;
  port_source port_from = port_source::defaulted;

  // The host with its ASCII letters lower-cased (allocates).
  [[nodiscard]] std::string host_lowercase() const;
};

// http-URI  = "http" "://" authority path-abempty [ "?" query ]
// https-URI = "https" "://" authority path-abempty [ "?" query ]
struct uri {
  judgement verdict;
  // The production that derived it: "http-URI" or "https-URI".
  std::string_view production;
  text scheme;  // as written ("HTTP")
  rfc3986::ast::authority authority;
  text path;  // path-abempty, maybe empty
  // Its segments, split at "/" after the first; none when the path is empty.
  text_list segments;
  std::optional<text> query;
  ast::origin origin;
};

// The tree of `input` by the scheme reading (check() with no rule): the
// empty-host reading applied; with a rejection, only `verdict`.
uri parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc9110::ast

namespace urlbnf::rfc9110 {

// The tree of an http or https URI, or why there is none: result::error()
// is check()'s diagnostic, worked out when it is first read.
inline result<ast::uri> parse_uri(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc9110
