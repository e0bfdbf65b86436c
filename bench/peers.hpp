// The peers: the URL validators a user would pick instead of urlbnf, each
// judging RFC 3986's URI-reference. Each is defined in its own translation
// unit, so that it is one call the optimizer cannot inline into the
// benchmark loop, as urlbnf's functions are.
#pragma once

#include <string_view>

namespace urlbnf_bench {

// PEGTL's contrib/uri.hpp: seq<URI_reference, eof> on a lazy-tracking
// memory_input, no actions (its if_must rules throw on some inputs).
bool pegtl_uri_reference(std::string_view input) noexcept;
// uriparser: uriParseSingleUriExA, then uriFreeUriMembersA.
bool uriparser_uri_reference(std::string_view input) noexcept;
// Boost.URL: parse_uri_reference(input).has_value().
bool boost_url_uri_reference(std::string_view input) noexcept;

}  // namespace urlbnf_bench
