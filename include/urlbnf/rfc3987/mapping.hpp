// RFC 3987 Section 3: an IRI mapped to the URI it stands for (3.1), and a
// URI converted to an IRI (3.2). Both apply to references and components as
// to whole identifiers (Section 3.1's first paragraph); these take IRI and
// URI references.
//
// to_uri (Section 3.1) takes an IRI reference in UTF-8, which Step 1's
// variant c maps without normalizing (no NFC), and replaces every character
// of ucschar and iprivate by the percent-encoded octets of its UTF-8, in
// upper-case hex digits (Step 2). Everything else stays: US-ASCII
// characters, "%" and existing percent-encodings, so the mapping is the
// identity on a URI and idempotent. The result is an RFC 3986
// URI-reference. The ToASCII conversion of ireg-name that Section 3.1
// allows (RFC 3490, a MAY) is not applied: it needs IDNA's tables.
//
// to_iri (Section 3.2) takes an RFC 3986 URI-reference and decodes the
// percent-encodings that its steps decode: those of unreserved US-ASCII
// characters (step 2 keeps "%", reserved characters and characters not
// allowed in URIs encoded), and runs of percent-encoded octets that form
// a well-formed UTF-8 sequence (step 3, RFC 3629) of a character the IRI
// may hold where it stands (step 4): a ucschar anywhere a percent-encoding
// may be, an iprivate only in the query (Section 2.2's iquery), and never
// one of the bidirectional formatting characters Section 4.1 forbids (LRM,
// RLM, LRE, RLE, PDF, LRO, RLO). An octet re-encoded by steps 3 and 4 is
// written with upper-case hex digits, as Section 3.2.1's third example
// shows; one step 2 keeps is kept as written. Section 6.1's further
// restrictions (look-alikes), which the RFC leaves to choice ("results may
// vary"), are not applied. The result is an RFC 3987 IRI-reference, and
// to_uri gives the input back but for the case of those hex digits and the
// unreserved characters decoded (Section 3.2's first paragraph).
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc3987/check.hpp>

namespace urlbnf::rfc3987 {

// The URI of the IRI reference `iri`; or, when the grammar rejects it
// (check(iri), IRI-reference), its diagnostic: where, why, Section 2.2.
result<std::string> to_uri(std::string_view iri, const options& opts = {});

// The IRI of the URI reference `uri`; or, when RFC 3986 rejects it
// (rfc3986::check(uri), URI-reference), its diagnostic. `opts` words it.
result<std::string> to_iri(std::string_view uri, const options& opts = {});

}  // namespace urlbnf::rfc3987
