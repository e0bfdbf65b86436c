// RFC 1808's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc1808/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: one key per production of Section
// 2.2 (absoluteURL, generic-RL, relativeURL, scheme, net_path, net_loc,
// abs_path, rel_path, path with its segment list, params with its param
// list, query, fragment); components carry raw, offset and decoded, absent
// ones are null.
json rfc1808_tree_json(const rfc1808::ast::url& url);

}  // namespace urlbnf::cli
