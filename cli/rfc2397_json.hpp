// RFC 2397's typed tree as JSON, for urlbnf parse.
#pragma once

#include <urlbnf/rfc2397/ast.hpp>

#include "cli.hpp"

namespace urlbnf::cli {

// The tree as JSON: mediatype, type and subtype as components (null when
// absent), media_type with Section 2's default applied and
// media_type_default saying whether it was, the parameters (attribute,
// value, decoded_value), charset (the parameter's decoded value, or
// US-ASCII when the mediatype is omitted, charset_default true), base64,
// data as a component, decoded_length (null when the data is not valid
// base64) and base64_error (offset, problem, message; null when none). A
// rejected input has every component and string null, every flag false and
// no parameter.
json rfc2397_tree_json(const rfc2397::ast::dataurl& url);

}  // namespace urlbnf::cli
