// urlbnf rules: the productions of a grammar.
#include <iostream>
#include <urlbnf/rfc1738/check.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* rules_help = R"(usage: urlbnf rules [--rfc 1738]

Lists the productions of the grammar, in the RFC's order, with the section
whose prose governs each.
)";

int run_rules(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc"}, rules_help);
  rfc_option(args);
  if (!args.operands.empty()) {
    throw usage_error{"rules takes no arguments"};
  }
  for (const auto& p : rfc1738::production_list()) {
    std::cout << p.name << std::string(p.name.size() < 16 ? 16 - p.name.size() : 1, ' ') << "RFC 1738 \xC2\xA7"
              << p.section << '\n';
  }
  return exit_valid;
}

const bool registered =
    add_command({"rules", "list the productions of the grammar and their RFC sections", rules_help, run_rules});

}  // namespace
}  // namespace urlbnf::cli
