// urlbnf rules: the productions of a grammar.
#include <iostream>
#include <urlbnf/grammars.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* rules_help =
    R"(usage: urlbnf rules [--rfc 1630|1630-generic|1738|1808|2396|2396+2732|2397|3986|
                          3986+6874|3987|6068|8089|8089-nonstd|9110]

Lists the productions of the grammar (RFC 3986's when --rfc is absent), in
the RFC's order, with the section whose prose governs each.
)";

// A section is a number ("3.3"), another RFC's section ("RFC 2732 §3"), or,
// in RFC 1630, which numbers none, a title.
void print_productions(const std::vector<production_info>& list, std::string_view rfc) {
  for (const auto& p : list) {
    const bool cites_rfc = p.section.rfind("RFC ", 0) == 0;
    const bool numbered = !p.section.empty() && p.section[0] >= '0' && p.section[0] <= '9';
    std::cout << p.name << std::string(p.name.size() < 16 ? 16 - p.name.size() : 1, ' ');
    if (cites_rfc) {
      std::cout << p.section << '\n';
    } else if (numbered) {
      std::cout << "RFC " << rfc << " \xC2\xA7" << p.section << '\n';
    } else {
      std::cout << "RFC " << rfc << ", \"" << p.section << "\"\n";
    }
  }
}

int run_rules(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc"}, rules_help);
  const auto& g = grammar_option(args, "3986");
  const auto rfc = std::string(g.name);
  if (!args.operands.empty()) {
    throw usage_error{"rules takes no arguments"};
  }
  // The RFC the grammar's sections number: "1630" of "1630-generic", "2396" of "2396+2732".
  print_productions(g.productions(), rfc.substr(0, 4));
  return exit_valid;
}

const bool registered =
    add_command({"rules", "list the productions of the grammar and their RFC sections", rules_help, run_rules});

}  // namespace
}  // namespace urlbnf::cli
