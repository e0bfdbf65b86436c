// The JSON view of RFC 1738's typed syntax tree.
#pragma once

#include <urlbnf/rfc1738/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: "scheme", the scheme's own production
// under its name ("ftpurl", ...) and "genericurl"; components carry raw,
// offset and decoded, absent ones are null.
json rfc1738_tree_json(const rfc1738::ast::url& url);

}  // namespace urlbnf::cli
