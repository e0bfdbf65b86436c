// urlbnf diverge: the shortest inputs on which two grammars' productions
// of one name disagree (cli/divergence.hpp).
#include <iostream>
#include <stdexcept>
#include <urlbnf/bnf/reader.hpp>

#include "cli.hpp"
#include "divergence.hpp"
#include "tree_render.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* diverge_help =
    R"(usage: urlbnf diverge [--rfc GRAMMAR] --against GRAMMAR [--rule NAME] [--seed S] [-n N] [--limit K] [--json]

Searches for the shortest inputs that the production NAME (default: the
default rule of --rfc's grammar, RFC 3986's when --rfc is absent) of one
grammar accepts and the production of the same name of the --against
grammar rejects, or the other way round. Members of the production's
language are drawn from each grammar's BNF, as 'urlbnf generate' draws
them, N (default 1000) from each; each member, and copies of it with one
character deleted, one duplicated and one of %:/?#[]@!$&'()*+,;=-._~a0
inserted, is judged by both grammars' productions. Each input judged
differently is shrunk: characters are removed, or replaced by '0' or 'a',
while the same grammar accepts it and the same rejects it. The K (default
5) shortest distinct results are printed, one per line, with the grammar
that accepts it, the one that rejects it and where and why that one
rejects it; then how many candidates were judged, and how many disagreed.

The search is bounded by N, not by time: the same seed (default 1) prints
the same inputs. Finding none proves nothing beyond the inputs judged.

  --rfc GRAMMAR       the grammar whose production is compared (RFC 3986's
                      when absent), one of
                      --rfc 1630|1630-generic|1738|1808|2396|2396+2732|2397
                      --rfc 3986|3986+6874|3987|6068|8089|8089-nonstd|9110
  --against GRAMMAR   the grammar to compare it with, named as --rfc names
                      grammars
  --limit K           at most K inputs (0: the counts alone)
  --json              one JSON document: the grammars, the production, the
                      seed, the draws, the counts and each input with the
                      'check --json' object of the grammar that rejects it
Exit status 1 when any input was judged differently, 0 when none was, 2 on
a usage error.
)";

int run_diverge(const std::vector<std::string>& argv) {
  const auto args =
      parse_args(argv, {"--json"}, {"--rfc", "--against", "--rule", "--seed", "-n", "--limit"}, diverge_help);
  if (!args.operands.empty()) {
    throw usage_error{"diverge takes no arguments"};
  }
  const auto& first = grammar_option(args, "3986");
  if (args.values.count("--against") == 0) {
    throw usage_error{"diverge needs --against GRAMMAR, the grammar to compare with --rfc " + std::string(first.name)};
  }
  const auto& second = grammar_option(args, "--against", "");
  constexpr std::uint64_t max_draws = 100000;
  constexpr std::uint64_t max_limit = 1000;
  const auto draws = number_option(args, "-n", 1000, max_draws);
  const auto seed = number_option(args, "--seed", 1, UINT64_MAX);
  const auto limit = number_option(args, "--limit", 5, max_limit);
  const auto rule = args.value("--rule", std::string(first.default_rule));
  const bnf::model* model = nullptr;
  try {
    model = &bnf::model_of(first.name);
    bnf::model_of(second.name);
  } catch (const bnf::reading_error& e) {
    std::cerr << "urlbnf diverge: the built-in grammar files do not read: " << e.what() << '\n';
    return exit_usage;
  }
  const auto& production = bnf_rule_option(first, *model, rule).name;
  const auto d = [&] {
    try {
      return diverge(first, second, production, seed, draws, limit);
    } catch (const std::invalid_argument& e) {
      throw usage_error{"--rule " + production + ": " + e.what()};
    } catch (const std::domain_error& e) {
      throw usage_error{"--rule " + production + ": " + e.what()};
    }
  }();
  if (args.flag("--json")) {
    std::cout << dump(divergence_json(d)) << '\n';
  } else {
    for (const auto& found : d.shortest) {
      std::cout << quoted(escaped(found.input)) << "  accepted by " << found.accepted_by->name << ", rejected by "
                << found.rejected_by->name << " at offset " << found.rejection.error->offset << ": "
                << found.rejection.error->message << '\n';
    }
    std::cout << d.disagreed << " of " << d.judged << " candidates disagreed; seed " << seed
              << (d.disagreed == 0 ? ": no disagreement found, which proves nothing beyond these candidates" : "")
              << '\n';
  }
  return d.disagreed == 0 ? exit_valid : exit_invalid;
}

const bool registered =
    add_command({"diverge", "the shortest inputs on which two grammars' productions of one name disagree", diverge_help,
                 run_diverge});

}  // namespace
}  // namespace urlbnf::cli
