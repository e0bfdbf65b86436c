// RFC 3987 Section 5.3: normalization of an IRI reference, and the
// equivalence it defines: two IRI references are equivalent when their
// normal forms are the same string.
//
// The input is judged first by IRI-reference (check()); one the grammar
// rejects has no normal form, and its verdict says why. The normal form is
// the comparison Section 5.1 allows "after IRI-to-URI conversion": the IRI
// is mapped to its URI (Section 3.1, urlbnf/rfc3987/mapping.hpp), which RFC
// 3986 Sections 6.2.2 and 6.2.3 normalize (urlbnf/rfc3986/normalize.hpp),
// and that URI is converted back to an IRI (Section 3.2). So, in Section
// 5.3.2's terms:
//   - 5.3.2.1: the scheme is lower-cased, and the ASCII letters of the
//     host, also in a host with characters beyond US-ASCII (RFC 3986
//     Section 3.2.2 makes the host case-insensitive), whose other letters
//     keep their case: folding them is Nameprep's (5.3.3, RFC 3491), which
//     needs Unicode's tables. Percent-encodings that stay have upper-case
//     hex digits.
//   - 5.3.2.3: a percent-encoded unreserved character is decoded, and so is
//     a percent-encoded character beyond US-ASCII that Section 3.2 decodes
//     (a ucschar, an iprivate in the query; no bidirectional formatting
//     character): "ros%C3%A9" and "ros&#xE9;" have one normal form, as the
//     section's example asks. Any other percent-encoding stays.
//   - 5.3.2.4: dot-segments are removed as RFC 3986 Section 6.2.2.3 removes
//     them (not in a relative-path reference).
//   - 5.3.3: for http and https, the default port is omitted and an empty
//     path after an authority becomes "/"; an empty port is omitted.
//
// Not done: 5.3.2.2's character normalization (NFC, NFKC). The section
// itself says equivalence "MUST rely on the assumption that IRIs are
// appropriately pre-character-normalized rather than apply character
// normalization when comparing", and Section 3.1's Step 1c maps UTF-8
// without normalizing; telling whether an input is in NFC would need
// Unicode's character database, which this library does not carry. Nor
// 5.3.3's IDN conversions (Nameprep, punycode), for the same reason.
#pragma once

#include <string_view>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/rfc3987/check.hpp>

namespace urlbnf::rfc3987 {

using urlbnf::equivalence_verdict;
using urlbnf::normalization;

// The normal form of an IRI reference, in time linear in its length.
normalization normalize(std::string_view input, const options& opts = {});

// Whether `a` and `b` are IRI references with the same normal form, and
// why: the rules that made them equal, or the first component in which
// their URIs differ after normalization.
equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts = {});

}  // namespace urlbnf::rfc3987
