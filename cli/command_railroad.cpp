// urlbnf railroad: railroad diagrams of a grammar's productions, drawn from
// the BNF files built into the library (cli/railroad.hpp).
#include <iostream>
#include <urlbnf/bnf/reader.hpp>

#include "cli.hpp"
#include "railroad.hpp"
#include "railroad_lineage.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* railroad_help = R"(usage: urlbnf railroad [--rfc 3986|2396|1738|...] [--rule NAME] [--format svg|html|text]
       urlbnf railroad --across --rule NAME [--format svg|html|text | --json]

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
  --across      with --rule NAME and no --rfc: NAME in every grammar that
                defines it (as that grammar compares names), from RFC 1630
                (1994) to RFC 9110 (2022) in the order the RFCs were published
                (an amended grammar right after its base): each grammar's
                diagram of it and what changed from the grammar before that
                defines it: "unchanged" when the two definitions are the same
                expression, else the alternatives added and removed (in one
                canonical BNF: %s"ftp" is a literal whose letters match
                exactly) and the productions it refers to that are new or
                gone. svg: the diagrams one under the other, each headed by
                its grammar; html: a section per grammar with its BNF text,
                file and line, diagram, changes and the definitions the
                diagram links to; text: each grammar's BNF text (not again
                when it is the same line of the same file) and the changes.
                A usage error when no grammar defines NAME
  --json        with --across: what the playground shows, one object
                (docs/schema/railroad.schema.json): {"rule", "grammars":
                [{"rfc", "title", "name", "file", "line", "source", "svg",
                "references", "changes"}]}, "changes" null for the first
                grammar, else {"since", "unchanged", "reordered", "added",
                "removed", "new_references", "gone_references"}
)";

// --across: the lineage of --rule NAME (railroad_lineage.hpp).
int run_across(const parsed_args& args, const std::string& format) {
  if (args.values.count("--rfc") != 0) {
    throw usage_error{"--across draws NAME in every grammar: it takes no --rfc"};
  }
  if (args.values.count("--rule") == 0) {
    throw usage_error{"--across needs --rule NAME, the production to follow across the grammars"};
  }
  const auto name = args.value("--rule", "");
  std::vector<lineage_step> steps;
  try {
    steps = railroad_lineage(name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf railroad: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  if (steps.empty()) {
    std::vector<std::string_view> names;
    for (const auto& g : grammars()) {
      for (const auto& p : bnf::model_of(g.name).productions) {
        names.emplace_back(p.name);
      }
    }
    throw usage_error{"no grammar defines a production named \"" + name + "\"" + did_you_mean(names, name) +
                      " ('urlbnf rules --rfc R' lists a grammar's)"};
  }
  if (args.flag("--json")) {
    std::cout << dump(railroad_lineage_json(name)) << '\n';
  } else if (format == "text") {
    std::cout << railroad_lineage_text(steps);
  } else if (format == "html") {
    std::cout << railroad_lineage_html(name, steps);
  } else {
    std::cout << railroad_lineage_svg(name, steps);
  }
  return exit_valid;
}

int run_railroad(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--across", "--json"}, {"--rfc", "--rule", "--format"}, railroad_help);
  if (!args.operands.empty()) {
    throw usage_error{"railroad takes no arguments"};
  }
  const auto format = args.value("--format", "svg");
  if (format != "svg" && format != "html" && format != "text") {
    throw usage_error{"--format is svg, html or text, not \"" + format + "\""};
  }
  if (args.flag("--json") && (!args.flag("--across") || args.values.count("--format") != 0)) {
    throw usage_error{"--json is --across's object, instead of --format"};
  }
  if (args.flag("--across")) {
    return run_across(args, format);
  }
  const auto& entry = grammar_option(args, "3986");
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
