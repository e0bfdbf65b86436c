// urlbnf parse: the typed syntax tree of one URL.
#include <iostream>

#include "rfc1738_json.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* parse_help = R"(usage: urlbnf parse [--rfc 1738] [--json] [--fold-scheme-case] URL

Prints the typed syntax tree of URL: the scheme's own production (ftpurl,
httpurl, ...) and the generic reading (genericurl), each component with its
raw text, its offset in the input and its %-decoded value. Absent components
are shown as absent (null in JSON), which is not the same as empty.

Exit status: 0 valid, 1 invalid, 2 usage error.
)";

int run_parse(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json", "--fold-scheme-case"}, {"--rfc"}, parse_help);
  rfc_option(args);
  if (args.operands.size() != 1) {
    throw usage_error{"parse takes exactly one URL"};
  }
  const std::string& input = args.operands.front();
  rfc1738::options opts;
  opts.fold_scheme_case = args.flag("--fold-scheme-case");
  const auto url = rfc1738::ast::parse(input, opts);
  const json out = rfc1738_tree_json(input, url);
  if (args.flag("--json")) {
    std::cout << dump(out, 2) << '\n';
  } else {
    print_verdict_text(input, url.verdict);
    json tree = out;
    for (const char* key : {"input", "rfc", "rule", "valid", "match", "also", "error"}) {
      tree.erase(key);
    }
    print_tree_text(tree, 1);
  }
  return url.verdict.valid ? exit_valid : exit_invalid;
}

const bool registered = add_command({"parse", "print the typed syntax tree of one URL", parse_help, run_parse});

}  // namespace
}  // namespace urlbnf::cli
