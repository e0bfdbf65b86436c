// urlbnf tree: the derivation tree of a URL, as text, Graphviz or HTML.
#include <iostream>
#include <optional>
#include <sstream>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>

#include "cli.hpp"
#include "line_stream.hpp"
#include "tree_render.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* tree_help = R"(usage: urlbnf tree [--rfc GRAMMAR] [--rule PRODUCTION] [--classes] [-j N]
                   [--max-line BYTES] [-f FILE]... [URL...]
       urlbnf tree [--rfc GRAMMAR] [--rule PRODUCTION] [--classes] --format dot|html URL

Prints the derivation tree of each URL (as text; with no URL, of each line of
standard input), or of one URL as a Graphviz graph or an HTML page: every
production of the grammar that
took part in its derivation, with the span of the input it matched
([begin,end) offsets and the text), and the quoted literals as leaves.
Character classes (alpha, digit, uchar, ...) are folded: a run of them is
one node ("lowalpha ×3"), left out when it is all of its parent.

  --rfc GRAMMAR        1630, 1630-generic, 1738, 1808, 2396, 2396+2732, 2397,
                       3986 (the default), 3986+6874, 3987, 6068, 8089,
                       8089-nonstd or 9110
  --rule PRODUCTION    the root, as check names it (the grammar's default
                       rule when absent). RFC 1738's and RFC 1630's url judge
                       a URL by its scheme's production: the tree is that of
                       the production check matched, and the output says so.
  --format text        an indented tree (the default)
  --format dot         a Graphviz digraph (dot -Tsvg)
  --format html        one self-contained page: the input with a coloured span
                       per node, the tree, and the BNF text of the production
                       selected
  --classes            show every character class
  -f FILE, --file FILE (text) read the URLs of FILE, one a line ("-":
                       standard input, as is the operand "-"); may be given
                       again
  -j N                 (text) derive on N threads; output in input order
  --max-line BYTES     (text) longest input line taken (default 16777216)

Exit status: 0 when every input is valid, the trees on standard output; 1
when one is invalid, the diagnostic as check gives it (on standard output for text,
on standard error for dot and html, which then write nothing), or when no
production derives the whole input though check accepts it (RFC 1630's
prefixedurl of a scheme judged by the generic BNF); 2 on a usage error.
)";

std::vector<std::string> header(const grammar_entry& g, std::string_view rule, const judgement& j, const derived& d) {
  std::string verdict = std::string(g.title) + ", rule " + std::string(rule) + ": valid " + std::string(j.match);
  if (!j.also.empty()) {
    verdict += " (also";
    for (auto a : j.also) {
      verdict += ' ' + std::string(a);
    }
    verdict += ')';
  }
  std::vector<std::string> out{verdict};
  if (!j.note.empty()) {
    out.push_back("note: " + j.note);
  }
  const auto root = d.nodes.front().name;
  if (root != rule || d.grammar != &g) {
    std::string why = "tree of " + std::string(root);
    if (d.grammar != &g) {
      why += " by " + std::string(d.grammar->title) + " (--rfc " + std::string(d.grammar->name) + ")";
    }
    out.push_back(why + ", the production check matched: rule " + std::string(rule) +
                  " judges a URL by its scheme's production");
  }
  return out;
}

int run_tree(const std::vector<std::string>& argv) {
  const auto args =
      parse_args(argv, {"--classes"}, {"--rfc", "--rule", "--format", "--max-line", "-j", "-f"}, tree_help);
  const auto& g = grammar_option(args, "3986");
  const auto format = args.value("--format", "text");
  if (format != "text" && format != "dot" && format != "html") {
    throw usage_error{"--format " + format + ": expected text, dot or html"};
  }
  const auto info = rule_option(g, args.value("--rule", std::string(g.default_rule)));
  const bool classes = args.flag("--classes");
  // With no --rule, check's reading (the scheme's production), as check judges.
  const std::string_view judged = args.value("--rule", "").empty() ? std::string_view{} : info.name;
  // The tree of a valid input, or nullopt after saying why there is none.
  const auto shown = [&](std::string_view input, const judgement& j) -> std::optional<shown_tree> {
    const auto d = tree_of(g, info.name, input, j);
    if (!d) {
      std::cerr << "urlbnf tree: " << quoted(input) << " is valid by check (" << j.match
                << "), but no production of the grammar derives it as a whole"
                << (j.note.empty() ? std::string() : ": " + j.note) << '\n';
      return std::nullopt;
    }
    return shown_tree{input, d->grammar, header(g, info.name, j, *d), shown_nodes(d->nodes, classes)};
  };
  if (format == "text") {
    return judge_inputs(args, "tree", {{g.name, info.name}}, [&](const input_line& input, output_buffer& out) {
      const auto j = g.check_worded(input.text, rule_name{judged}, command_vocabulary());
      if (!j.valid) {
        render_verdict_text(out, input.text, j);
        return false;
      }
      const auto tree = shown(input.text, j);
      if (!tree) {
        // A record in place, as for every input; why is on standard error.
        out << "no tree  ";
        render_escaped(out, input.text);
        out << '\n';
        return false;
      }
      std::ostringstream text;
      render_text(text, *tree);
      out << text.str();
      return true;
    });
  }
  // A Graphviz graph or an HTML page is one document: one URL.
  if (args.sources.size() != 1 || args.sources.front().is_stream) {
    throw usage_error{"tree --format " + format + " takes one URL operand (not -f, nor \"-\")"};
  }
  const std::string_view input = args.operands.front();
  const auto j = g.check_worded(input, rule_name{judged}, command_vocabulary());
  if (!j.valid) {
    print_rejection("tree", input, j);
    return exit_invalid;
  }
  const auto tree = shown(input, j);
  if (!tree) {
    return exit_invalid;
  }
  if (format == "dot") {
    render_dot(std::cout, *tree);
    return exit_valid;
  }
  const bnf::model* model = nullptr;
  try {
    model = &bnf::model_of(tree->grammar->name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf tree: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  render_html(std::cout, *tree, *model);
  return exit_valid;
}

const bool registered =
    add_command({"tree", "print the derivation tree of each URL (text, Graphviz dot or HTML)", tree_help, run_tree});

}  // namespace
}  // namespace urlbnf::cli
