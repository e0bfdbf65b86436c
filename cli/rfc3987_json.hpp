// RFC 3987's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc3987/ast.hpp>

#include "cli.hpp"
#include "typed_tree.hpp"

namespace urlbnf::cli {

// The tree as JSON: one key per production of Section 2.2 (IRI or
// irelative-ref, scheme, iauthority with iuserinfo, ihost and port, ipath
// and its form, isegment, iquery, ifragment); components carry raw,
// offset (in octets) and decoded, absent ones are null.
json rfc3987_tree_json(const rfc3987::ast::iri_reference& iri);

// The parts of a valid IRI reference, as RFC 3986's are given: the host as
// written, the path present, maybe empty; none of an invalid one.
uri_parts rfc3987_parts(const rfc3987::ast::iri_reference& iri);

}  // namespace urlbnf::cli
