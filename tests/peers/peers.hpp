// The URL libraries urlbnf is compared with (README.md): each judges RFC
// 3986's URI-reference, and two resolve references (Section 5).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace urlbnf_peers {

// uriParseSingleUriExA.
bool uriparser_accepts(std::string_view input);
// boost::urls::parse_uri_reference.
bool boost_url_accepts(std::string_view input);
// tao/pegtl/contrib/uri.hpp's URI_reference, then eof; a parse_error
// (its if_must rules) is a rejection.
bool pegtl_accepts(std::string_view input);

// The target of `reference` against `base` (an absolute URI), or nullopt
// when the library refuses either: uriAddBaseUriExA with
// URI_RESOLVE_STRICTLY, then uriToStringA.
std::optional<std::string> uriparser_resolve(std::string_view base, std::string_view reference);
// boost::urls::resolve.
std::optional<std::string> boost_url_resolve(std::string_view base, std::string_view reference);

// The versions the program was compiled against.
std::string uriparser_version();
std::string boost_version();
std::string pegtl_version();

}  // namespace urlbnf_peers
