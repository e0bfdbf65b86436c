// The JSON view of RFC 2396's typed syntax tree.
#pragma once

#include <urlbnf/rfc2396/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: verdict keys, then one key per production of the
// derivation (absoluteURI, scheme, authority, segment, query, ...);
// components carry raw, offset and decoded, absent ones are null.
json rfc2396_tree_json(std::string_view input, const rfc2396::ast::uri_reference& uri);

}  // namespace urlbnf::cli
