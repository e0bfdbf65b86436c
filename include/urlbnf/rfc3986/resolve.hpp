// RFC 3986 Section 5.2: a URI reference resolved against a base URI to its
// target URI, by the RFC's pseudocode (5.2.2 to 5.3), with its
// remove_dot_segments (5.2.4): unlike RFC 2396, ".." segments that climb
// above the root are removed ("../../../g" against "http://a/b/c/d;p?q" is
// "http://a/g", Section 5.4.2).
//
// Nothing is validated: any two strings resolve (Section 5.2.1 assumes a
// base that is a URI; a caller that needs one checks it first). The target
// is the pseudocode's even where Section 5.3 then writes a path that begins
// with "//" after no authority, which reads back as one: "@@" against
// "e:.///" is "e://@@". The
// components are Appendix B's, whose regular expression is RFC 2396's.
#pragma once

#include <string>
#include <string_view>
#include <urlbnf/rfc2396/split.hpp>

namespace urlbnf::rfc3986 {

using components = rfc2396::components;

struct resolve_options {
  // Section 5.2.2: a strict parser reads a reference with a scheme as an
  // absolute URI; a non-strict one ignores a scheme that is the base's
  // (compared case-insensitively, Section 3.1), "http:g" giving
  // "http://a/b/c/g" (Section 5.4.2). Strict by default, as the RFC
  // recommends.
  bool strict = true;
};

// The target URI of `reference` against `base`.
std::string resolve(std::string_view base, std::string_view reference, const resolve_options& options = {});

// The same, on references already split by Appendix B (Section 5.2.1).
std::string resolve(const components& base, const components& reference, const resolve_options& options = {});

// Section 5.2.4: the "." and ".." segments of `path` interpreted and
// removed, in one left-to-right pass ("/a/b/c/./../../g" is "/a/g").
std::string remove_dot_segments(std::string_view path);

// Section 5.2.3: a relative-path reference merged with the base's path.
std::string merge(const components& base, std::string_view reference_path);

}  // namespace urlbnf::rfc3986
