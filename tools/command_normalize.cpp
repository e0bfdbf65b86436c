// urlbnf normalize: the RFC 2396 Section 6 normal form of each URI.
#include <urlbnf/rfc2396/normalize.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* normalize_help =
    R"(usage: urlbnf normalize [--rfc 2396|2396+2732] [--json] [--max-line BYTES] [URL...]

Prints the normal form of each URL (a URI reference), one per line, in order,
or of each line of standard input when no URL is given,
by the equivalence rules of RFC 2396's common syntax:

  - the scheme's case is folded to lower (Section 3.1);
  - in a server-based authority ([userinfo@]host[:port], Section 3.2.2, or
    an RFC 2732 [IPv6] host) the host's case is folded to lower, and an empty
    port or the scheme's default port (RFC 1738: http 80, ftp 21, gopher 70,
    nntp 119, telnet 23, wais 210, prospero 1525) is elided (Section 6);
    the userinfo keeps its case, a registry-based authority is kept as is;
  - escaped unreserved characters are decoded ("%7E" becomes "~", Section
    2.3) and the hex digits of the other escapes upper-cased ("%2f" becomes
    "%2F", Section 2.4.1); escaped reserved characters ("%2F", "%3F") stay
    escaped, since decoding them changes the meaning (Section 2.2).

Nothing else changes: "." and ".." segments stay, an empty path stays empty.
An input that is not a URI reference is reported on standard error, with
nothing printed for it; with --json, every input has its line.

  --rfc 2396            validate by RFC 2396 Appendix A (the default)
  --rfc 2396+2732       validate by RFC 2396 as RFC 2732 amends it
  --json                one JSON object per input, on one line: the verdict's
                        keys (as check --json) and "normalized", the normal
                        form or null
  --max-line BYTES      longest input line taken (default 16777216)

Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage
error.
)";

int run_normalize(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "--max-line"}, normalize_help);
  const auto grammar = rfc2396_option(args);
  const bool as_json = args.flag("--json");
  return judge_inputs(args, "normalize", [&](std::string_view input, output_buffer& out) {
    const auto j = rfc2396::check(input, "URI-reference", grammar);
    if (as_json) {
      auto o = verdict_json(input, j);
      o["normalized"] = j.valid ? json(rfc2396::normalize(input)) : json(nullptr);
      out << dump(o) << '\n';
    } else if (j.valid) {
      out << rfc2396::normalize(input) << '\n';
    } else {
      print_rejection("normalize", input, j);
    }
    return j.valid;
  });
}

const bool registered =
    add_command({"normalize", "print the RFC 2396 normal form of each URL", normalize_help, run_normalize});

}  // namespace
}  // namespace urlbnf::cli
