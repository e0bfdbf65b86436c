// RFC 3986 Section 6.2.2 (syntax-based) and 6.2.3 (scheme-based)
// normalization of a URI reference, and the equivalence it defines: two
// references are equivalent when their normal forms are the same string.
//
// The input is judged first by URI-reference (check()); one the grammar
// rejects has no normal form, and its verdict says why. The components are
// those of Appendix B's split (which, for a valid reference, are the
// grammar's), and the authority's userinfo, host and port are the spans of
// the grammar's own derivation of it.
//
// Section 6.2.2, for every reference:
//   - 6.2.2.1: the scheme and the host are lower-cased, and the hex digits
//     of every percent-encoding upper-cased. In an IP-literal that is all
//     its letters (IPv6 hex digits, the IPvFuture flag and text: Section
//     3.2.2 makes the whole host case-insensitive); an IPv6 address is not
//     otherwise rewritten ("::" is not introduced or expanded, leading zeros
//     stay), for Section 6 equates no other IPv6 text forms. RFC 6874's
//     ZoneID keeps its case: it names an interface in the host's own naming,
//     and neither RFC makes it case-insensitive. The userinfo, path, query
//     and fragment keep their case.
//   - 6.2.2.2: a percent-encoded unreserved character is decoded ("%7E" is
//     "~", Section 2.3); any other percent-encoding stays, since decoding a
//     reserved character changes the meaning (Section 2.2).
//   - 6.2.2.3: the path's dot-segments are removed by remove_dot_segments
//     (Section 5.2.4), after percent-encoding normalization (so "%2E" is a
//     "."), in a URI and in a reference whose path is absolute, where
//     resolution (Section 5.2.2) does the same. A relative-path reference
//     keeps its dot-segments: Section 5.2.3 merges it with the base's path
//     first, so "../a" and "a" name different targets. Where no authority
//     follows and the path that remains begins with "//", "/." is kept in
//     front of it ("foo:/.//a" stays so), or the path would be read as an
//     authority.
//   - Sections 3.2 and 3.2.3: an empty port is omitted with its ":" in every
//     authority; both sections ask this of all normalizers.
//
// Section 6.2.3, for http and https only: a port that is the scheme's
// default (http 80, the RFC's own example; https 443, RFC 2818 Section
// 2.3) is omitted, its value compared as a decimal number ("080" is 80),
// and an empty path after an authority becomes "/". Both schemes define
// their default port and the empty path's meaning; for a scheme this
// library knows no definition of, Section 6.2.3 leaves both significant.
//
// Nothing else changes: no delimiter of an empty component is removed
// ("?" and "#" stay, Section 6.2.3), a relative reference is not resolved,
// no trailing "/" is added or removed (protocol-based, Section 6.2.4), and
// percent-encoded non-ASCII octets are not case-folded.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc3986/check.hpp>

namespace urlbnf::rfc3986 {

using urlbnf::equivalence_verdict;
using urlbnf::normalization;

// The normal form of a URI reference, in time linear in its length.
normalization normalize(std::string_view input, const options& opts = {});

// Whether `a` and `b` are URI references with the same normal form, and why.
equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts = {});

}  // namespace urlbnf::rfc3986
