// urlbnf grammar: the grammar as the RFCs write it, read from the BNF files
// built into the library.
#include <iostream>
#include <urlbnf/bnf/reader.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* grammar_help = R"(usage: urlbnf grammar [--rfc 3986|2396|1738|...] [--json] [--rule NAME]

Prints the productions of the grammar (RFC 3986's when --rfc is absent) as
its BNF files define them, in order, the files that amend a grammar applied: each production's text as
its file has it, after a comment line with the file and line where it is
defined ("RFC 2234" for an ABNF core rule no file defines).

  --rule NAME  only that production
  --json       {"grammar", "productions": [{"name", "file", "line", "source",
               "expr"}]}, where expr is {"empty": true}, {"lit": "..."},
               {"ref": "name"}, {"seq": [...]}, {"alt": [...]} or
               {"rep": expr, "min": n, "max": n or null}; [x] is a rep
               from 0 to 1, and an ABNF "string" with letters, which
               match in either case, is {"lit": "...", "caseless": true};
               a range of code points beyond US-ASCII (RFC 3987's
               %xA0-D7FF) is {"range": [first, last]}, one character
)";

json expr_json(const bnf::expr& e) {
  using kind = bnf::expr::kind;
  switch (e.k) {
    case kind::empty:
      return {{"empty", true}};
    case kind::literal:
      if (e.caseless) {
        return {{"lit", e.text}, {"caseless", true}};
      }
      return {{"lit", e.text}};
    case kind::ref:
      return {{"ref", e.text}};
    case kind::range:
      return {{"range", {e.min, e.max}}};
    case kind::repeat:
      return {{"rep", expr_json(e.items.front())},
              {"min", e.min},
              {"max", e.max == bnf::expr::unbounded ? json(nullptr) : json(e.max)}};
    case kind::seq:
    case kind::alt:
      break;
  }
  json items = json::array();
  for (const auto& item : e.items) {
    items.push_back(expr_json(item));
  }
  return {{e.k == kind::seq ? "seq" : "alt", items}};
}

int run_grammar(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "--rule"}, grammar_help);
  const auto& entry = grammar_option(args, "3986");
  if (!args.operands.empty()) {
    throw usage_error{"grammar takes no arguments"};
  }
  const bnf::model* read = nullptr;
  try {
    read = &bnf::model_of(entry.name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf grammar: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  const auto& model = *read;
  std::vector<const bnf::production*> shown;
  if (args.values.count("--rule") != 0) {
    shown.push_back(&bnf_rule_option(entry, model, args.value("--rule", "")));
  } else {
    for (const auto& p : model.productions) {
      shown.push_back(&p);
    }
  }
  if (args.flag("--json")) {
    json productions = json::array();
    for (const auto* p : shown) {
      productions.push_back({{"name", p->name},
                             {"file", p->file},
                             {"line", p->line},
                             {"source", p->source},
                             {"expr", expr_json(p->definition)}});
    }
    std::cout << dump({{"grammar", model.grammar}, {"productions", productions}}) << '\n';
    return exit_valid;
  }
  for (const auto* p : shown) {
    std::cout << (p == shown.front() ? "" : "\n") << "; " << p->file;
    if (p->line != 0) {
      std::cout << ':' << p->line;
    }
    std::cout << '\n' << p->source << '\n';
  }
  return exit_valid;
}

const bool registered = add_command(
    {"grammar", "print the productions of a grammar as its BNF files define them", grammar_help, run_grammar});

}  // namespace
}  // namespace urlbnf::cli
