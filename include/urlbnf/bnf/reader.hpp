// Reading BNF files into a model, in the four notations of the RFCs.
//
// - RFC 1738 Section 5: RFC 822 conventions, `name = definition`, `|`
//   between alternatives, `[x]` optional but right after a repeat prefix
//   the brackets only group (`*[x]` zero or more x, `1*[x]` one or more),
//   `n*m` and `n` prefixes, `( )` groups, `<">` the double quote, a bare
//   `/` (gopherurl's) a slash.
// - RFC 2396 Appendix A, and RFC 2732 and RFC 2373 Appendix B's ABNF: as
//   above, but `[ ]` always means optional and a bare `/` is an error.
// - RFC 1630: `name  definition` with the name at the start of a line and
//   no `=`, continued on indented lines; `|`, `[ ]` optional; a word of one
//   character stands for itself, longer words are production names,
//   `space` is a space, `vline` is `|`; a `[` or `]` that is a whole
//   alternative (`| [ | ] |`) is that character; a name alone on its line
//   (`void`) derives the empty string.
//
// - RFC 5234 ABNF (RFC 3986, RFC 6874, RFC 5234's core rules): `=`, `=/`
//   (alternatives added to a rule defined before, in this file or an
//   earlier one: its source gets the added line), `/`, `*` `n*m` `n`
//   repeats written against their element, `[ ]`, `( )`, white space
//   between the elements of a concatenation, "strings" (caseless when
//   they hold a letter), %b/%d/%x values of one octet each, joined by `.`
//   or a range by `-`, and a prose value `<name>` read as the rule it
//   names (RFC 3986's `0<pchar>`). A rule starts in column 1 and continues
//   on lines that start with white space; an empty line or a comment in
//   column 1 ends it.
//
// In the first two, `;` starts a comment anywhere outside a literal and a
// production runs until the next line that starts one (`name =`); in RFC
// 1630's, `;` starts a comment only at the start of a line; in ABNF
// anywhere outside a string. An empty alternative, empty brackets and (but
// in RFC 1630's notation) an empty definition are errors, as is a
// reference to a name no file defines.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <vector>

namespace urlbnf::bnf {

// Where a file breaks its notation, or its grammar is inconsistent, and
// what was expected there; what() is "file:line:column: message".
struct reading_error : std::runtime_error {
  reading_error(std::string file, std::size_t line, std::size_t column, const std::string& message);
  std::string file;
  std::size_t line;
  std::size_t column;
};

struct source_file {
  std::string name;  // "rfc1738.bnf"
  std::string text;
};

// The grammar the files define, the base first. The base file's notation
// is that of the first of RFC 1630, 1738, 2396 and 5234 it names; a later
// file is read in the same notation unless its header comment says "in RFC
// <n> ... notation". A later file's production replaces the earlier one of
// the same name in place; others are appended. When a later file read in
// RFC 822's notation says in its header that it holds ABNF, the RFC 2234
// core rules (DIGIT, HEXDIG) it uses but no file defines are supplied, a
// grammar production named like one must mean the same characters, and it
// may not quote letters (ABNF would match them ignoring case, RFC 2396's
// notation exactly). Names compare ignoring case in RFC 2396's notation
// and in ABNF, exactly in the others.
model read(std::string_view grammar, const std::vector<source_file>& files);

// The text of grammar/<name> as the library was built with it.
std::optional<std::string_view> grammar_file(std::string_view name) noexcept;

}  // namespace urlbnf::bnf
