// urlbnf equivalent: whether two URIs are equivalent by RFC 2396 Section 6.
#include <iostream>
#include <urlbnf/rfc2396/normalize.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* equivalent_help = R"(usage: urlbnf equivalent [--rfc 2396|2396+2732] A B

Says whether the URI references A and B are equivalent by the rules of RFC
2396's common syntax, that is whether their normal forms ('urlbnf normalize
--help' lists the rules) are the same, and why: the rules that made them
equal, or the first component that differs and what each holds after
normalization. Prints one line, "equivalent: REASON" or "different: REASON".

A or B that is not a URI reference is reported on standard error, and the
answer is "invalid: ..." (exit status 1: not shown to be equivalent).

  --rfc 2396            validate by RFC 2396 Appendix A (the default)
  --rfc 2396+2732       validate by RFC 2396 as RFC 2732 amends it

Exit status: 0 when equivalent, 1 when different or invalid, 2 on a usage
error.
)";

int run_equivalent(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc"}, equivalent_help);
  const auto grammar = rfc2396_option(args);
  if (args.operands.size() != 2) {
    throw usage_error{"equivalent takes exactly two URLs, A and B (got " + std::to_string(args.operands.size()) + ")"};
  }
  const std::string& a = args.operands[0];
  const std::string& b = args.operands[1];
  for (const auto* input : {&a, &b}) {
    if (const auto j = rfc2396::check(*input, "URI-reference", grammar); !j.valid) {
      print_rejection("equivalent", *input, j);
      std::cout << "invalid: \"" << *input << "\" is not a URI reference\n";
      return exit_invalid;
    }
  }
  const auto verdict = rfc2396::equivalence(a, b);
  std::cout << (verdict.equivalent ? "equivalent: " : "different: ") << verdict.reason << '\n';
  return verdict.equivalent ? exit_valid : exit_invalid;
}

const bool registered = add_command(
    {"equivalent", "say whether two URLs are equivalent by RFC 2396 Section 6", equivalent_help, run_equivalent});

}  // namespace
}  // namespace urlbnf::cli
