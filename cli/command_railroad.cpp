// urlbnf railroad: railroad diagrams of a grammar's productions, drawn from
// the BNF files built into the library (cli/railroad.hpp).
#include <iostream>
#include <urlbnf/bnf/reader.hpp>

#include "cli.hpp"
#include "railroad.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* railroad_help = R"(usage: urlbnf railroad [--rfc 3986|2396|1738|...] [--rule NAME] [--format svg|html|text]

Draws the railroad diagram of every production of the grammar (RFC 3986's
when --rfc is absent), from its BNF files as `urlbnf grammar` prints them:
a sequence left to right, a choice as parallel branches, an optional part
([x]) with a bypass above it, a repetition with a way back below it
labelled with its bounds ("6 times", "at most 4 times") unless it is one
or more; terminals (literals as the RFC writes them, or %x hex, and ranges
of code points) in rounded boxes, productions in square boxes linked to
their own diagrams. Each diagram says which productions use it.

  --rule NAME   that production's diagram, then the diagrams of every
                production it reaches, so that each link has its diagram
  --format svg  one self-contained SVG document (the default): each diagram
                with a title and a description (its text form), every label
                text, nothing told by colour alone
  --format html one page: each production's BNF text with file and line,
                its diagram, its text form and the productions that use it
  --format text the text form alone: each production's definition as
                indented lines ("one of 9:", "optionally:", "6 times:"), for
                a terminal and a screen reader
)";

int run_railroad(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc", "--rule", "--format"}, railroad_help);
  const auto& entry = grammar_option(args, "3986");
  if (!args.operands.empty()) {
    throw usage_error{"railroad takes no arguments"};
  }
  const auto format = args.value("--format", "svg");
  if (format != "svg" && format != "html" && format != "text") {
    throw usage_error{"--format is svg, html or text, not \"" + format + "\""};
  }
  const bnf::model* read = nullptr;
  try {
    read = &bnf::model_of(entry.name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf railroad: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  const auto& model = *read;
  const bnf::production* rule = nullptr;
  if (args.values.count("--rule") != 0) {
    rule = &bnf_rule_option(entry, model, args.value("--rule", ""));
  }
  const auto shown = railroad_productions(model, rule);
  if (format == "text") {
    std::cout << railroad_text(model, shown);
  } else if (format == "html") {
    std::cout << railroad_html(model, shown,
                               std::string(entry.title) + (rule == nullptr ? "" : ": " + rule->name) +
                                   ", railroad diagrams");
  } else {
    std::cout << railroad_svg(model, shown);
  }
  return exit_valid;
}

const bool registered = add_command({"railroad", "draw railroad diagrams of a grammar's productions from its BNF files",
                                     railroad_help, run_railroad});

}  // namespace
}  // namespace urlbnf::cli
