// The steps of RFC 3987 Section 3.1 and 3.2 on text already judged, which
// the mappings (urlbnf/rfc3987/mapping.hpp) and normalization share.
// Private to the library.
#pragma once

#include <string>
#include <string_view>

#include "../escape_rewrites.hpp"

namespace urlbnf::rfc3987::detail {

// Section 3.1 Step 2: every octet beyond US-ASCII percent-encoded, with
// upper-case hex digits. On an IRI reference, those are the octets of its
// ucschar and iprivate characters.
std::string percent_encode_beyond_ascii(std::string_view iri);

// Section 3.2 steps 2 to 5 on a reference whose "%"s each start a
// pct-encoded (an RFC 3986 URI-reference, or an RFC 3987 IRI-reference:
// its characters beyond US-ASCII are kept as they are). Each run of
// percent-encoded octets decoded to a character beyond US-ASCII is noted in
// `changes.decoded` ("%C3%A9" to "é"); the unreserved US-ASCII characters
// decoded are not.
std::string decode_to_iri(std::string_view reference, urlbnf::detail::escape_rewrites& changes);

}  // namespace urlbnf::rfc3987::detail
