// urlbnf generate: random members of a production's language, derived from
// the BNF as written.
#include <iostream>
#include <limits>
#include <stdexcept>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/reader.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* generate_help =
    R"(usage: urlbnf generate [--rfc 3986|2396|1738|...] [--rule NAME] [-n N] [--seed S]

Prints N (default 10) random members of the production's language (default:
the grammar's default rule; the grammar is RFC 3986's when --rfc is absent), one per line, by random derivation of the BNF
as its files write it, not of urlbnf's rules: feed them to 'urlbnf check' to
test the one against the other. The same seed (default 1) prints the same
members. Alternatives not taken yet are preferred, so a few hundred members
take every alternative of the production; derivations are bounded in depth
and length. Members with a line break are skipped.
)";

int run_generate(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc", "--rule", "-n", "--seed"}, generate_help);
  const auto& entry = grammar_option(args, "3986");
  if (!args.operands.empty()) {
    throw usage_error{"generate takes no arguments"};
  }
  constexpr std::uint64_t max_count = 1000000;
  const auto count = number_option(args, "-n", 10, max_count);
  const auto seed = number_option(args, "--seed", 1, std::numeric_limits<std::uint64_t>::max());
  const auto typed = args.value("--rule", std::string(entry.default_rule));
  const bnf::model* model = nullptr;
  try {
    model = &bnf::model_of(entry.name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf generate: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  const auto& rule = bnf_rule_option(entry, *model, typed).name;
  bnf::generator generator(*model, seed);
  std::uint64_t printed = 0;
  try {
    printed = generator.lines(rule, count, [](const std::string& member) { std::cout << member << '\n'; });
  } catch (const std::domain_error& e) {
    throw usage_error{"--rule " + rule + ": " + e.what()};
  }
  if (printed < count) {
    std::cerr << "urlbnf generate: only " << printed << " of " << count << " members of " << rule
              << " drawn had no line break\n";
    return exit_invalid;
  }
  return exit_valid;
}

const bool registered = add_command(
    {"generate", "print random members of a production's language, from its BNF", generate_help, run_generate});

}  // namespace
}  // namespace urlbnf::cli
