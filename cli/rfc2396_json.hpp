// The JSON view of RFC 2396's typed syntax tree.
#pragma once

#include <urlbnf/rfc2396/ast.hpp>

#include "cli.hpp"
#include "typed_tree.hpp"

namespace urlbnf::cli {

// The tree as JSON: one key per production of the
// derivation (absoluteURI, scheme, authority, segment, query, ...);
// components carry raw, offset and decoded, absent ones are null.
json rfc2396_tree_json(const rfc2396::ast::uri_reference& uri);

// The parts of a valid URI reference, none of an invalid one: userinfo,
// host and port those of a server-based authority (a reg_name has none),
// the path its abs_path, rel_path or opaque_part (all of what follows an
// opaque URI's scheme, "?" included: an opaque_part has no query), empty
// when the reference has none of them.
uri_parts rfc2396_parts(const rfc2396::ast::uri_reference& uri);

}  // namespace urlbnf::cli
