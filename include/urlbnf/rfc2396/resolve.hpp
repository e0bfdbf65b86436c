// RFC 2396 Section 5.2: a URI reference resolved against a base URI to its
// absolute form, by the RFC's own example algorithm (steps 1 to 7), so that
// every example of Appendix C comes out as RFC 2396 prints it, abnormal
// ones included: excess ".." segments are kept ("../../../g" against
// "http://a/b/c/d;p?q" is "http://a/../g"), unlike RFC 3986's
// remove_dot_segments.
//
// resolve() of two strings validates them first: the base must be an
// absoluteURI (Section 5.1), with a fragment allowed and set aside (Section
// 5.2 step 2 keeps only the reference's), the reference a URI-reference.
// Appendix C's "?y" is not one (a relativeURI has a path before "?"): it
// is resolved by resolve() of components, which validates nothing. Nor is
// it checked that a relative reference's base has the <hier_part> syntax
// Section 5 asks of it: "g" against "foo:bar" is "foo:g".
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/resolution_steps.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/split.hpp>

namespace urlbnf::rfc2396 {

struct resolve_options {
  // Section 5.2 step 3's "backwards compatibility" reading: a reference
  // whose scheme is the base's (case-insensitively, Section 3.1) is read as
  // relative, "http:g" giving "http://a/b/c/g" (Appendix C.2). The RFC
  // allows it only for a scheme "known to always use the <hier_part>
  // syntax"; lacking a list of such schemes, it applies when the base itself
  // has that syntax (an authority, or a path that begins with "/").
  // The default is the validating parsers' reading: "http:g" stays "http:g".
  // The reading needs what follows the scheme to be a relative reference:
  // empty, a relativeURI of `grammar` (RFC 2732 admits "[" and "]" in a
  // host only), or a "?" query as Appendix C resolves "?y". Any other
  // reference, such as "h:n]" (an opaque_part by RFC 2732), is the absolute
  // URI step 3 otherwise reads it as, and stays as it is.
  bool compat = false;
  urlbnf::rfc2396::grammar grammar = grammar::rfc2396;
};

// The absolute form of `reference` against `base`. A same-document
// reference (Section 4.2: empty, or only a fragment) gives the base without
// its fragment, followed by the reference's fragment if it has one. When
// `base` is not an absoluteURI or `reference` not a URI-reference, which
// one and why. `grammar` is the grammar they are validated by.
result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options = {});

// The absolute form, on references already split by Appendix B (Section
// 5.2 step 1), whatever their text: nothing is validated.
std::string resolve(const components& base, const components& reference, const resolve_options& options = {});

// The same target, with the steps that made it, labelled as Section 5.2
// numbers them: the step that decides ("2" to "5"), or each of step 6's
// sub-steps "6a" to "6f" with the buffer it leaves, then "7" with the
// target.
traced_resolution resolve_with_steps(const components& base, const components& reference,
                                     const resolve_options& options = {});

// Section 5.2 step 6: a relative path merged with the base path, "." and
// ".." segments removed as sub-steps a to h say; leading ".." segments that
// climb above the root are kept (step 6g's first choice, the one Appendix C
// shows).
std::string merge_paths(std::string_view base_path, std::string_view reference_path);

}  // namespace urlbnf::rfc2396
