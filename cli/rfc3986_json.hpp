// RFC 3986's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc3986/ast.hpp>

#include "cli.hpp"
#include "typed_tree.hpp"

namespace urlbnf::cli {

// The tree as JSON: one key per production (URI or
// relative-ref, scheme, authority with userinfo, host and port, path and
// its form, segment, query, fragment); components carry raw, offset and
// decoded, absent ones are null.
json rfc3986_tree_json(const rfc3986::ast::uri_reference& uri);

// The parts of a valid URI reference: the host as written (an IP-literal
// with its brackets), the path as Section 3.3 delimits it (present, maybe
// empty); none of an invalid one.
uri_parts rfc3986_parts(const rfc3986::ast::uri_reference& uri);

}  // namespace urlbnf::cli
