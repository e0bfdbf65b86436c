// RFC 2396 Section 6: URI normalization and equivalence by the rules of the
// common syntax, on the components Appendix B finds:
//
//   - the scheme's case is folded to lower (Section 3.1);
//   - in a server-based authority ([userinfo "@"] host [":" port], Section
//     3.2.2, with RFC 2732's "[" IPv6address "]" host) the host's case is
//     folded to lower, and a port that is empty or the scheme's default
//     (RFC 1738 Sections 3.2-3.11) is elided (Section 6); the userinfo keeps
//     its case and a registry-based authority (Section 3.2.1) is left as is;
//   - in every component but the scheme, an escaped unreserved character is
//     decoded (Sections 2.3 and 2.4.2) and the hex digits of every other
//     escape are upper-cased (Section 2.4.1); an escaped reserved character
//     stays escaped, since decoding it changes the meaning (Section 2.2).
//
// Nothing else changes: RFC 2396 defines no other equivalence. Only a URI
// reference (check() by URI-reference) has a normal form.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/rfc2396/check.hpp>

namespace urlbnf::rfc2396 {

using urlbnf::equivalence_verdict;
using urlbnf::normalization;

// The normal form of a URI reference, in time linear in its length.
normalization normalize(std::string_view input, const options& opts = {});

// Whether `a` and `b` are URI references with the same normal form, and why.
equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts = {});

}  // namespace urlbnf::rfc2396
