// RFC 3986 Section 5.2: a URI reference resolved against a base URI to its
// target URI, by the RFC's pseudocode (5.2.2 to 5.3), with its
// remove_dot_segments (5.2.4): unlike RFC 2396, ".." segments that climb
// above the root are removed ("../../../g" against "http://a/b/c/d;p?q" is
// "http://a/g", Section 5.4.2).
//
// resolve() of two strings validates them first, as Section 5.1 asks: the
// base must be a URI (Section 4.3 names absolute-URI, without a fragment;
// the pseudocode never reads the base's fragment, so one is allowed and set
// aside, as Section 5.1 sets aside that of a base taken from a reference),
// the reference a URI-reference. resolve() of components, already split,
// validates nothing: any two resolve. The target is the pseudocode's even where Section 5.3 then writes a path that begins
// with "//" after no authority, which reads back as one: "@@" against
// "e:.///" is "e://@@". The
// components are Appendix B's, whose regular expression is RFC 2396's.
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/resolution_steps.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/check.hpp>

namespace urlbnf::rfc3986 {

using components = rfc2396::components;

struct resolve_options {
  // Section 5.2.2: a strict parser reads a reference with a scheme as an
  // absolute URI; a non-strict one ignores a scheme that is the base's
  // (compared case-insensitively, Section 3.1), "http:g" giving
  // "http://a/b/c/g" (Section 5.4.2). Strict by default, as the RFC
  // recommends.
  bool strict = true;
  // The grammar base and reference are validated by.
  urlbnf::rfc3986::grammar grammar = grammar::rfc3986;
};

// The target URI of `reference` against `base`; or, when `base` is not a
// URI or `reference` not a URI-reference, which one and why.
result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options = {});

// The target, on references already split by Appendix B (Section 5.2.1),
// whatever their text: nothing is validated.
std::string resolve(const components& base, const components& reference, const resolve_options& options = {});

// The same target, with the steps that made it: the condition of Section
// 5.2.2's pseudocode that held, the merge of Section 5.2.3, each row of
// Section 5.2.4's table (as the RFC prints it for "/a/b/c/./../../g"), and
// the recomposition of Section 5.3.
traced_resolution resolve_with_steps(const components& base, const components& reference,
                                     const resolve_options& options = {});

// Section 5.2.4: the "." and ".." segments of `path` interpreted and
// removed, in one left-to-right pass ("/a/b/c/./../../g" is "/a/g").
std::string remove_dot_segments(std::string_view path);

// Section 5.2.3: a relative-path reference merged with the base's path.
std::string merge(const components& base, std::string_view reference_path);

}  // namespace urlbnf::rfc3986
