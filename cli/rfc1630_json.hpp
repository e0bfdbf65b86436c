// The JSON view of RFC 1630's typed syntax tree.
#pragma once

#include <urlbnf/rfc1630/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: (URL BNF only) "prefix", then
// "scheme", the address under its production's name ("httpaddress",
// "waisdoc", ...) when the URL BNF derived one, and "fragmentaddress", the
// generic BNF's reading; components carry raw, offset and decoded, absent
// ones are null.
json rfc1630_tree_json(const rfc1630::ast::url& url, rfc1630::grammar g);

}  // namespace urlbnf::cli
