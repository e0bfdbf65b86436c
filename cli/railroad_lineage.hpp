// A production's lineage: the production of one name in every grammar that
// defines it, from RFC 1630 (1994) to RFC 9110 (2022), each with its
// railroad diagram and what changed from the grammar before it that
// defines it (`urlbnf railroad --across`, the playground). The changes are
// told as a learner reads them: the alternatives added and removed, in one
// canonical BNF whichever notation the RFC wrote, and the productions the
// definition refers to that are new or gone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/grammars.hpp>
#include <vector>

#include "json_render.hpp"

namespace urlbnf::cli {

// What changed in a production's definition from the grammar before.
struct lineage_change {
  std::string since;  // the registry name of that grammar
  // The two definitions are the same expression: the same literals (their
  // case-insensitivity too), ranges, repetitions, and references to the
  // same names as the later grammar compares names.
  bool unchanged = false;
  // The top-level alternatives (the definition itself when it is no
  // choice) of the later definition that the earlier has not, and of the
  // earlier that the later has not, each in canonical BNF (bnf_text).
  std::vector<std::string> added;
  std::vector<std::string> removed;
  // Neither added nor removed, but not unchanged: the same alternatives in
  // another order.
  bool reordered = false;
  // The productions the later definition refers to and the earlier does
  // not, and those the earlier referred to and the later does not.
  std::vector<std::string> new_references;
  std::vector<std::string> gone_references;
};

struct lineage_step {
  const grammar_entry* grammar;
  const bnf::model* model;
  const bnf::production* production;
  std::optional<lineage_change> change;  // none for the first grammar that defines it
};

// Every registered grammar whose model defines `name` (as that grammar
// compares names: RFC 2396's and the ABNF grammars' ignore case), in the
// registry's order, which is the RFCs' publication order with an amended
// grammar right after its base; empty when none defines it. Throws
// bnf::reading_error when the built-in grammar files do not read.
std::vector<lineage_step> railroad_lineage(std::string_view name);

// Whether `a` and `b` are the same expression: the same literals (their
// case-insensitivity too), ranges and repetitions, and references to the
// same names, compared ignoring case or not.
bool same_definition(const bnf::expr& a, const bnf::expr& b, bool ignore_case);

// An expression in one canonical BNF: a sequence space-separated, a choice
// as ( a / b ), [x], a repetition as ABNF writes it (*x, 1*x, 6x, *4x,
// 2*4x), the item in parentheses when it is a sequence or a choice; a
// literal quoted (%s"ftp" when its letters match exactly, ABNF's notation
// of RFC 7405) or in %x hex when it is not printable US-ASCII, a range as
// %xA0-D7FF, the empty string as "". A top-level choice has no
// parentheses.
std::string bnf_text(const bnf::expr& e);

// The diagrams one under the other, each headed by its grammar's title and
// name and followed by what changed and the definitions of the productions
// it refers to, which its links go to: one self-contained SVG document.
std::string railroad_lineage_svg(std::string_view name, const std::vector<lineage_step>& steps);

// One HTML page: per grammar a heading, the BNF text with file and line,
// the diagram, what changed, and the definitions the diagram links to.
std::string railroad_lineage_html(std::string_view name, const std::vector<lineage_step>& steps);

// Per grammar the BNF text and what changed, as lines.
std::string railroad_lineage_text(const std::vector<lineage_step>& steps);

// For the playground: {"rule": NAME, "grammars": [{"rfc", "title", "name"
// (as that grammar spells it), "file", "line", "source", "svg" (the
// diagram as the HTML page has it: a bare <svg> whose ids and links begin
// "rfcRFC-"), "references": [{"name", "id", "file", "line", "source"}]
// (the productions its links go to), "changes": null for the first, else
// {"since", "unchanged", "reordered", "added", "removed",
// "new_references", "gone_references"}}]}; "grammars" is empty when no
// grammar defines NAME. Throws bnf::reading_error as railroad_lineage.
json railroad_lineage_json(std::string_view name);

}  // namespace urlbnf::cli
