// RFC 9110's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc9110/ast.hpp>

#include "cli.hpp"
#include "typed_tree.hpp"

namespace urlbnf::cli {

// The tree as JSON: the production that derived it (http-URI or https-URI),
// scheme, authority with userinfo, host and port, path (path-abempty) with
// its segment list, query, and the origin (Section 4.3.1: scheme and host
// lower-cased, the port as a number with the scheme's default applied and
// how it was found); components carry raw, offset and decoded, absent ones
// are null.
json rfc9110_tree_json(const rfc9110::ast::uri& uri);

// The parts of a valid URI, as parse --json gives them at the top level.
uri_parts rfc9110_parts(const rfc9110::ast::uri& uri);

}  // namespace urlbnf::cli
