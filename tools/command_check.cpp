// urlbnf check: judge inputs against a production.
#include <iostream>
#include <urlbnf/rfc1738/check.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* check_help =
    R"(usage: urlbnf check [--rfc 1738] [--rule PRODUCTION] [--json] [--fold-scheme-case] [URL...]

Judges each URL against a production of the grammar. With no URL arguments,
reads standard input, one input per line (a trailing CR is stripped).

  --rfc 1738            the grammar (RFC 1738 is the only one so far)
  --rule PRODUCTION     a BNF production name: url (default), genericurl,
                        ip-schemepart, httpurl, gopher+_string, ... ('urlbnf rules')
                        'url' judges a URL of a predefined scheme (ftp, file, http,
                        gopher, mailto, news, nntp, telnet, wais, prospero) by that
                        scheme's production, and any other as an otherurl
  --json                one JSON object per input line
  --fold-scheme-case    read scheme names case-insensitively (RFC 1738 Section 2.1)

Exit status: 0 when every input is valid, 1 when any is invalid, 2 on a usage
or I/O error.
)";

int run_check(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json", "--fold-scheme-case"}, {"--rfc", "--rule"}, check_help);
  rfc_option(args);
  const auto rule = args.value("--rule", "url");
  if (!rfc1738::find_production(rule)) {
    throw usage_error{"--rule " + rule + ": RFC 1738 has no such production (see 'urlbnf rules')"};
  }
  rfc1738::options opts;
  opts.fold_scheme_case = args.flag("--fold-scheme-case");
  const bool as_json = args.flag("--json");
  bool all_valid = true;
  auto judge_one = [&](std::string_view input) {
    const auto j = rfc1738::check(input, rule, opts);
    all_valid = all_valid && j.valid;
    if (as_json) {
      std::cout << dump(verdict_json(input, j)) << '\n';
    } else {
      print_verdict_text(input, j);
    }
  };
  if (args.operands.empty()) {
    std::string line;
    while (std::getline(std::cin, line)) {
      if (!line.empty() && line.back() == '\r') {
        line.pop_back();
      }
      judge_one(line);
    }
    if (std::cin.bad()) {
      std::cerr << "urlbnf check: error reading standard input\n";
      return exit_usage;
    }
  } else {
    for (const auto& u : args.operands) {
      judge_one(u);
    }
  }
  return all_valid ? exit_valid : exit_invalid;
}

const bool registered = add_command(
    {"check", "judge each URL (or each line of standard input) against a production", check_help, run_check});

}  // namespace
}  // namespace urlbnf::cli
