// urlbnf explain: what one URL means by its RFC.
#include <iostream>
#include <urlbnf/rfc1738/semantics.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* explain_help = R"(usage: urlbnf explain [--rfc 1738] [--fold-scheme-case] URL

Says what URL means by RFC 1738: which parts of the general form
<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag> it
has, which defaults apply (ports, anonymous FTP, gopher type "1"), the
scheme's reading (the FTP command sequence, the gopher selector/search
split, ...) and where RFC 1738 departs from the general form.

Exit status: 0 valid, 1 invalid, 2 usage error.
)";

int run_explain(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--fold-scheme-case"}, {"--rfc"}, explain_help);
  rfc_option(args);
  if (args.operands.size() != 1) {
    throw usage_error{"explain takes exactly one URL"};
  }
  const std::string& input = args.operands.front();
  rfc1738::options opts;
  opts.fold_scheme_case = args.flag("--fold-scheme-case");
  const auto url = rfc1738::ast::parse(input, opts);
  print_verdict_text(input, url.verdict);
  if (!url.verdict.valid) {
    return exit_invalid;
  }
  std::cout << rfc1738::explain(url);
  return exit_valid;
}

const bool registered = add_command(
    {"explain", "say what one URL means: its parts, the defaults, the RFC's reading", explain_help, run_explain});

}  // namespace
}  // namespace urlbnf::cli
