// RFC 3986's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc3986/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: verdict keys, then one key per production (URI or
// relative-ref, scheme, authority with userinfo, host and port, path and
// its form, segment, query, fragment); components carry raw, offset and
// decoded, absent ones are null.
json rfc3986_tree_json(std::string_view input, const rfc3986::ast::uri_reference& uri);

}  // namespace urlbnf::cli
