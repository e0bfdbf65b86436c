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
// Nothing else changes: RFC 2396 defines no other equivalence. The input is
// not validated; every string normalizes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/equivalence.hpp>
#include <vector>

namespace urlbnf::rfc2396 {

// The normal form of a URI reference. Idempotent.
std::string normalize(std::string_view reference);

struct equivalence_verdict {
  bool equivalent = false;
  // When equivalent, the rules that made the two equal, with their sections;
  // otherwise the first component that differs and what each side holds
  // after normalization.
  std::string reason;
  // The same as data: when different, the component in which the normal
  // forms first differ; when equivalent but written differently, the rules
  // that made them equal, in the order `reason` names them.
  std::optional<uri_component> difference;
  std::vector<normalization_rule> rules;
};

// Whether `a` and `b` have the same normal form, and why.
equivalence_verdict equivalence(std::string_view a, std::string_view b);

}  // namespace urlbnf::rfc2396
