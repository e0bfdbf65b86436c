// What RFC 9110 says of each part of an http or https URI, beyond its
// syntax: the scheme's origin (Section 4.3.1), the default port (Sections
// 4.2.1, 4.2.2), the deprecated userinfo (Section 4.2.4).
#pragma once

#include <string>
#include <urlbnf/rfc9110/ast.hpp>

namespace urlbnf::rfc9110 {

// A reading of a valid URI for people: its production, its parts with what
// RFC 9110 says of each, and its origin. `uri` must hold a valid tree (a
// rejected input's verdict says why it has none).
std::string explain(const ast::uri& uri);

}  // namespace urlbnf::rfc9110
