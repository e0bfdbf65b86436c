#include "check_all.hpp"

#include <algorithm>
#include <iostream>
#include <urlbnf/grammars.hpp>

namespace urlbnf::cli {
namespace {

// The input on a line of its own, then one row per grammar: its name, valid
// and the production matched, or invalid and the diagnostic; and how the
// verdict was reached when check notes it.
void print_rows(std::string_view input, const std::vector<std::pair<const grammar_entry*, judgement>>& verdicts) {
  std::size_t width = 0;
  for (const auto& g : grammars()) {
    width = std::max(width, g.name.size());
  }
  std::cout << input << '\n';
  for (const auto& [g, j] : verdicts) {
    std::cout << "  " << g->name << std::string(width + 2 - g->name.size(), ' ');
    if (j.valid) {
      std::cout << "valid    " << match_text(j);
    } else {
      std::cout << "invalid  at offset " << j.error->offset << ": " << j.error->message;
    }
    std::cout << '\n';
    if (!j.note.empty()) {
      std::cout << std::string(width + 4, ' ') << "note: " << j.note << '\n';
    }
  }
}

}  // namespace

int check_all(const parsed_args& args) {
  for (const auto* option : {"--rfc", "--rule"}) {
    if (args.values.count(option) != 0) {
      throw usage_error{std::string("--all judges by every grammar at its default rule: it takes no ") + option};
    }
  }
  for (const auto* option : {"--fold-scheme-case", "--ipv6-text-forms"}) {
    if (args.flag(option)) {
      throw usage_error{std::string("--all judges by every grammar's strict reading: it takes no ") + option};
    }
  }
  const bool as_json = args.flag("--json");
  bool all_valid = true;
  auto judge_one = [&](std::string_view input) {
    std::vector<std::pair<const grammar_entry*, judgement>> verdicts;
    for (const auto& g : grammars()) {
      auto j = g.check(input, g.default_rule);
      all_valid = all_valid && j.valid;
      verdicts.emplace_back(&g, std::move(j));
    }
    if (as_json) {
      for (const auto& [g, j] : verdicts) {
        std::cout << dump(verdict_json(input, j)) << '\n';
      }
    } else {
      print_rows(input, verdicts);
    }
  };
  if (for_each_input(args, "check", judge_one) == exit_usage) {
    return exit_usage;
  }
  return all_valid ? exit_valid : exit_invalid;
}

}  // namespace urlbnf::cli
