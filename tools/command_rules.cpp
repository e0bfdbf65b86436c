// urlbnf rules: the productions of a grammar.
#include <iostream>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* rules_help = R"(usage: urlbnf rules [--rfc 1630|1630-generic|1738|2396|2396+2732]

Lists the productions of the grammar, in the RFC's order, with the section
whose prose governs each.
)";

// A section is a number ("3.3"), another RFC's section ("RFC 2732 §3"), or,
// in RFC 1630, which numbers none, a title.
template <typename Productions>
void print_productions(const Productions& list, std::string_view rfc) {
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
  const auto rfc = std::string(grammar_option(args, "1738").name);
  if (!args.operands.empty()) {
    throw usage_error{"rules takes no arguments"};
  }
  if (rfc == "1630" || rfc == "1630-generic") {
    print_productions(rfc1630::production_list(rfc == "1630" ? rfc1630::grammar::url : rfc1630::grammar::generic),
                      "1630");
  } else if (rfc == "1738") {
    print_productions(rfc1738::production_list(), "1738");
  } else {
    print_productions(
        rfc2396::production_list(rfc == "2396" ? rfc2396::grammar::rfc2396 : rfc2396::grammar::rfc2396_2732), "2396");
  }
  return exit_valid;
}

const bool registered =
    add_command({"rules", "list the productions of the grammar and their RFC sections", rules_help, run_rules});

}  // namespace
}  // namespace urlbnf::cli
