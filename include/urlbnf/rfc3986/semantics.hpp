// What RFC 3986's prose says of each part of a URI reference, beyond its
// syntax, and the default ports of the schemes whose RFCs give one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/rfc3986/ast.hpp>

namespace urlbnf::rfc3986 {

// A scheme's default port, and the RFC section that gives it. RFC 3986
// defines no scheme (Section 3.2.3: "the type of port ... is defined by the
// URI scheme"); these come from the schemes' own RFCs.
struct scheme_port {
  std::uint16_t port;
  std::string_view source;  // "RFC 9110 §4.2.1"
};

// The default port of `scheme` (compared ignoring case, Section 3.1), when
// one of the schemes' RFCs urlbnf knows gives it: http, https, ws, wss,
// ftp, gopher, nntp, telnet.
std::optional<scheme_port> default_port(std::string_view scheme) noexcept;

// A reading of a valid reference for people: its parts, each with what the
// RFC says of it, the default port where the scheme is known, and how a
// relative reference is resolved. `ref` must hold a valid tree (a rejected
// input's verdict says why it has none).
std::string explain(const ast::uri_reference& ref);

}  // namespace urlbnf::rfc3986
