// RFC 1630 "Partial (relative) form": a partial URI resolved against the URI
// of its context by the RFC's own rules, which look at nothing but the
// scheme's colon, runs of slashes and complete path elements:
//
//   (a) "If the scheme parts are different, the whole absolute URI must be
//       given. Otherwise, the scheme is omitted": a partial with a scheme
//       (a colon before any slash) other than the context's is taken whole;
//       one with the context's own scheme has it removed, and the rest is
//       resolved as a partial form (RFC 1630 names no case rule for
//       schemes, so the comparison is exact);
//   (b) a partial that starts with n slashes follows the context up to its
//       first run of exactly n slashes (the scheme's "//" counts: "//g" is
//       "magic://g"); where the context has no such run, only its scheme
//       is kept. Read literally, the rule takes the first run "which has
//       no greater number of consecutive slashes anywhere to the right of
//       it", which makes "/g" against "magic://a/b/c//d/e/f" the
//       "magic://a/b/c//d/g" the RFC's own table contradicts (it prints
//       "magic://a/g"): the table is followed, and the steps say where the
//       literal reading differs;
//   (c) otherwise the last part of the context's path (anything after its
//       rightmost slash, void when the path ends in a slash: "Note:
//       Trailing slashes") is replaced by the partial, which is appended
//       as it is: "?y" gives "magic://a/b/c//d/e/?y" and "#f"
//       "magic://a/b/c//d/e/#f", for RFC 1630 has no same-document
//       reference (RFC 2396 Section 4.2 added it);
//   (d) "and then" (after (c) only, as with RFC 2396 Section 5.2 steps 4
//       and 5: "/./g" stays "magic://a/./g") every "xxx/../" and "/." of
//       the result's path is removed until none is left; see
//       remove_dot_elements.
//
// RFC 1630's generic syntax has no authority: the "//" after the scheme
// and the host are path elements like any other, so a ".." too many
// removes the host ("../../../../../../g" against "magic://a/b/c//d/e/f"
// is "magic://g"). The path of a URI runs from its scheme's colon to the
// first "?" or "#": RFC 1630's search and fragmentid hold no slash.
//
// Nothing is validated: any two strings resolve. A context without a
// scheme (no colon before any slash) is resolved as if its scheme part
// were empty.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf::rfc1630 {

// The scheme of an absolute form: "A partial form can be distinguished from
// an absolute form in that the latter must have a colon and that colon must
// occur before any slash characters." The text before that colon; nullopt
// for a partial form.
std::optional<std::string_view> scheme_of(std::string_view uri);

struct resolution {
  std::string result;
  // The rules applied, in order, one line each: the rule's letter, what it
  // did and the text it left.
  std::vector<std::string> steps;
};

// The full form of `partial` in the context of `context`, with the steps.
resolution resolve_with_steps(std::string_view context, std::string_view partial);

// The full form alone.
std::string resolve(std::string_view context, std::string_view partial);

// Rule (d) on a path: every "/." whose "." is a complete element removed,
// then every "xxx/../" whose xxx is a complete element other than "." and
// ".." (else "../../" would cancel itself), until none is left. Empty
// elements count ("a//../g" is "a/g"); a ".." with no element before it
// stays, and so does a final "..", since the rule removes "xxx/../" only
// with the slash after "..". Removing every "/." first matters only where
// a ".." cancels every element before a "." ("a/../." stays "a/..", where
// removing "a/../" first would leave "."), and it is the order in which no
// "." is left stranded in front ("a/.././g" is "g", not "./g"). Linear in
// the length of the path.
std::string remove_dot_elements(std::string_view path);

}  // namespace urlbnf::rfc1630
