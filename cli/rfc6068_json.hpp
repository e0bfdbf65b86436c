// RFC 6068's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc6068/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: mailtoURI, to with its addr-spec list (each with its
// local-part and domain), hfields with its hfield list (each with its
// hfname and hfvalue), components {raw, offset, decoded} and absent ones
// null; then what Section 2 reads from them: "recipients", the decoded
// addresses of to and of every "to" field, and "subject" and "body", the
// hfvalue of the first field of that name in any case. A decoded value
// whose octets are not UTF-8 has "utf8_error", the offset in them where
// the first ill-formed sequence starts ("decoded" shows such octets as
// U+FFFD).
json rfc6068_tree_json(const rfc6068::ast::mailto& m);

}  // namespace urlbnf::cli
