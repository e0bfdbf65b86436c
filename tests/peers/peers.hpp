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

// curl_url_set(CURLUPART_URL), which is no validator (README.md): nullopt
// when it takes `input`, otherwise its reason (curl_url_strerror). With
// `any_scheme`, CURLU_NON_SUPPORT_SCHEME: any scheme, not only curl's own.
// Compiled when curl is found (URLBNF_PEERS_CURL).
std::optional<std::string> curl_refusal(std::string_view input, bool any_scheme);

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
std::string curl_version();

}  // namespace urlbnf_peers
