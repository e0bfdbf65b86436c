// The grammars as the RFCs write them: each file of grammar/ read by its
// RFC's notation into one model per registered grammar, overlays applied.
// This is the BNF itself, not the PEGTL rules: the traceability check
// compares the two, `urlbnf grammar` prints it, `urlbnf generate` derives
// random members from it, and `explain --rule` shows its productions.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf::bnf {

// A production's definition in canonical form: a seq or alt has at least
// two members (a single member is the member itself, an empty seq is
// `empty`), no seq directly inside a seq nor alt inside an alt, each quoted
// literal (each RFC 1630 single character, `space`, `vline`) its own
// literal, `<">` the literal `"`, and `[x]` the repeat 0..1 of x. In ABNF
// (RFC 5234), a "quoted string" is a literal that is `caseless` when it
// has a letter; a numeric value (%x41, %x0D.0A) is an exact literal, and
// a range within US-ASCII (%x30-39) the alt of its characters, each an
// exact literal. ABNF's terminals are characters: a value beyond US-ASCII
// is a UCS code point (RFC 3987's "characters, not bytes"), a literal of
// its UTF-8 octets, and a range that reaches beyond US-ASCII (%xA0-D7FF)
// is a `range` of code points, matched by one character's UTF-8 sequence.
struct expr {
  enum class kind { empty, literal, ref, seq, alt, repeat, range };
  kind k = kind::empty;
  std::string text;         // literal: the octets; ref: the production name as defined
  std::vector<expr> items;  // seq/alt members; repeat: exactly one
  // repeat bounds; max == unbounded for no upper bound; [x] is repeat 0..1.
  // range: its first and last code points.
  std::size_t min = 0;
  std::size_t max = 0;
  // literal: its US-ASCII letters match in either case (an ABNF string);
  // otherwise every octet matches exactly.
  bool caseless = false;
  static constexpr std::size_t unbounded = static_cast<std::size_t>(-1);
};

struct production {
  std::string name;
  std::string file;      // "rfc1738.bnf"; "RFC 2234" for a supplied core rule
  std::size_t line = 0;  // 1-based line of the definition; 0 for supplied rules
  // The production's text exactly as in the file, continuation lines
  // included; an ABNF rule's `=/` additions follow it, a line break apart.
  std::string source;
  expr definition;
};

struct model {
  std::string grammar;                  // registry name
  std::vector<production> productions;  // file order, overlays applied
  // RFC 822 and ABNF names ignore case (RFC 2396, RFC 2732's ABNF, RFC
  // 3986); RFC 1738's and RFC 1630's are compared exactly, as their tables
  // are.
  bool ignore_case = false;
  const production* find(
      std::string_view name) const noexcept;  // as the grammar compares names (2396: case-insensitive)
  std::vector<std::string> used_by(std::string_view name) const;  // productions whose definition refers to name
};

// The model of a registered grammar ("1738", "2396+2732", ...), read once
// from the grammar files embedded in the library. Throws
// std::invalid_argument for an unknown grammar and bnf::reading_error
// (reader.hpp) when a file does not follow its notation.
const model& model_of(std::string_view grammar);

}  // namespace urlbnf::bnf
