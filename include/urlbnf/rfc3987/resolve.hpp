// RFC 3987 Section 6.5: a relative IRI reference resolved against a base
// IRI by RFC 3986's algorithms (Section 5.2), "treating the characters
// additionally allowed in IRI references in the same way that unreserved
// characters are in URI references". RFC 3986's own resolution does so on
// the components of Appendix B's split, whose delimiters are US-ASCII and
// so never an octet of a UTF-8 sequence: the target is RFC 3986's
// (urlbnf/rfc3986/resolve.hpp), characters beyond US-ASCII kept as they are
// written, neither mapped to a URI nor normalized.
//
// The base must be an IRI (Section 2.2's IRI, its fragment set aside as RFC
// 3986 Section 5.1 sets it aside), the reference an IRI-reference.
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc3987/check.hpp>

namespace urlbnf::rfc3987 {

struct resolve_options {
  // RFC 3986 Section 5.2.2: strict by default; non-strict ignores a scheme
  // that is the base's ("http:g" is "http://a/b/c/g").
  bool strict = true;
  // The grammar base and reference are validated by.
  urlbnf::rfc3987::grammar grammar = grammar::rfc3987;
};

// The target IRI of `reference` against `base`; or, when `base` is not an
// IRI or `reference` not an IRI-reference, which one and why.
result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options = {});

}  // namespace urlbnf::rfc3987
