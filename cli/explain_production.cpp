#include "explain_production.hpp"

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr std::uint64_t max_examples = 100;

}  // namespace

int explain_production(const parsed_args& args) {
  const auto& grammar = grammar_option(args, "3986");
  const auto info = rule_option(grammar, args.value("--rule", ""));
  const auto n = number_option(args, "-n", 5, max_examples);
  const auto seed = number_option(args, "--seed", 1, UINT64_MAX);

  const bnf::model* model = nullptr;
  try {
    model = &bnf::model_of(grammar.name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf explain: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  const auto* production = model->find(info.name);
  if (production == nullptr) {
    std::cerr << "urlbnf explain: the grammar files of " << grammar.title << " do not define " << info.name << '\n';
    return exit_usage;
  }
  const auto explained = explain(grammar, info, *model, *production, n, seed);
  if (args.flag("--json")) {
    std::cout << dump(explained_json(explained)) << '\n';
    return exit_valid;
  }

  const auto rule = std::string(info.name);
  const auto& used_by = explained.used_by;
  const auto& shape = explained.shape;
  const auto& judged = explained.examples;

  std::cout << rule << " in " << grammar.title << "\nbnf: grammar/" << production->file << ':' << production->line
            << '\n';
  std::string_view source = production->source;
  while (!source.empty()) {
    const auto end = std::min(source.find('\n'), source.size());
    std::cout << "  " << source.substr(0, end) << '\n';
    source.remove_prefix(std::min(end + 1, source.size()));
  }
  std::cout << "section: " << cited(grammar.name, info.section) << "\nused by:";
  for (const auto& user : used_by) {
    std::cout << ' ' << user;
  }
  std::cout << (used_by.empty() ? " (no other production)\n" : "\n") << "pegtl: " << shape << '\n'
            << (info.reshaped.empty() ? "transcribed as written" : "reshaped: " + std::string(info.reshaped))
            << "\nexamples, generated from the BNF (seed " << seed << ") and judged by 'urlbnf check --rfc "
            << grammar.name << " --rule " << rule << "':\n";
  for (const auto& [example, verdict] : judged) {
    std::cout << (verdict.valid ? "  valid    " + std::string(verdict.match) + "  " : "  invalid  ") << dump(example);
    if (!verdict.valid) {
      std::cout << "  at offset " << verdict.error->offset << ": " << verdict.error->message;
    }
    std::cout << '\n';
  }
  return exit_valid;
}

}  // namespace urlbnf::cli
