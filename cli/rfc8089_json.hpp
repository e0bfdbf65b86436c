// RFC 8089's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc8089/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: file-scheme, file-auth with its userinfo (Appendix
// E.1), the host and what it names ("host-kind": absent, empty,
// localhost, IP-literal, IPv4address or reg-name), the path and the
// path-absolute that ends it, and with Appendix F's rules the drive-letter
// and its drive (E.2), and a UNC string's unc-authority, file-host and
// share (E.3.2). Components carry raw, offset and decoded; absent ones are
// null.
json rfc8089_tree_json(const rfc8089::ast::file_uri& uri);

}  // namespace urlbnf::cli
