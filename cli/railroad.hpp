// Railroad diagrams of a grammar's productions, drawn from the grammar model
// (the BNF files as the BNF reader reads them, overlays applied), not from
// the PEGTL rules: `urlbnf railroad` writes them as SVG, HTML or text.
//
// Each definition becomes a track: a sequence left to right, a choice as
// parallel branches, [x] (a repetition of 0 to 1) as a track with a bypass
// above it, any other repetition as a track with a way back below it,
// labelled with its bounds ("6 times", "at most 4 times") when they are
// not one-or-more; a terminal in a rounded box (a literal as its RFC
// writes it, quoted, or %x hex for what is not printable US-ASCII, a range
// of code points as %xA0-D7FF), a production's name in a square box
// linking to its diagram. The SVG is self-contained and accessible: a
// title and a description (the text form) for every diagram, every label
// text, nothing told by colour alone, and each element's group names its
// shape (rr-seq, rr-choice, rr-optional, rr-loop, rr-terminal,
// rr-nonterminal, rr-empty) so that a test can read the structure back.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <vector>

namespace urlbnf::cli {

// A literal as the RFCs write them and the diagrams show it: quoted when
// it is printable US-ASCII without a quote, else its octets in ABNF's %x
// notation (%x0D.0A).
std::string literal_text(std::string_view octets);

// A range of code points in ABNF's %x notation: %xA0-D7FF.
std::string range_text(std::size_t first, std::size_t last);

// A coordinate or length as an SVG attribute writes it: "%g".
std::string svg_number(double v);

// The productions to draw for NAME: NAME first, then every production its
// definition reaches, in the model's order; every production when `name`
// is null.
std::vector<const bnf::production*> railroad_productions(const bnf::model& model, const bnf::production* name);

// One SVG document holding a diagram for each production, one under the
// other, each with its "used by" line: every link goes to a diagram in it
// when `shown` holds every production the others reach.
std::string railroad_svg(const bnf::model& model, const std::vector<const bnf::production*>& shown);

// The same diagrams as one <svg> element, without the XML declaration, to
// be put into an HTML page: its links go to "#rr-NAME", which the page
// answers.
std::string railroad_svg_element(const bnf::model& model, const std::vector<const bnf::production*>& shown);

// One HTML page: for each production a heading, its BNF text with file and
// line, the diagram, the text form and "used by", linked to each other.
std::string railroad_html(const bnf::model& model, const std::vector<const bnf::production*>& shown,
                          const std::string& title);

// The text form: a production's definition as indented lines a screen
// reader reads in order ("one of 9:", "optionally:", "6 times:"), then
// "used by".
std::string railroad_text(const bnf::model& model, const std::vector<const bnf::production*>& shown);

}  // namespace urlbnf::cli
