// urlbnf normalize: the normal form of each URI, by RFC 2396 Section 6 or
// RFC 3986 Sections 6.2.2 and 6.2.3.
#include <functional>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/normalize.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* normalize_help =
    R"(usage: urlbnf normalize [--rfc 2396|2396+2732|3986|3986+6874] [--json] [--max-line BYTES] [URL...]

Prints the normal form of each URL (a URI reference), one per line, in order,
or of each line of standard input when no URL is given.

By RFC 2396 (the default), the equivalence rules of its common syntax:

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

By RFC 3986 (--rfc 3986 or 3986+6874), Section 6.2.2's syntax-based and
6.2.3's scheme-based normalization:

  - the scheme and the host are lower-cased, IP literals included (their
    IPv6 text is not otherwise rewritten; an RFC 6874 zone ID keeps its
    case), and the hex digits of percent-encodings upper-cased (6.2.2.1);
  - percent-encoded unreserved characters are decoded ("%7E" becomes "~"),
    other percent-encodings stay (6.2.2.2);
  - dot-segments are removed by remove_dot_segments (6.2.2.3), except in a
    relative-path reference, whose dot-segments refer to its base ("/." is
    kept before a path that would otherwise begin with "//" after no
    authority);
  - an empty port is omitted with its ":" (Sections 3.2, 3.2.3);
  - for http and https only, the schemes whose definitions say so: the
    default port (http 80, https 443) is omitted and an empty path after an
    authority becomes "/" (6.2.3).

Nothing else changes: "?" and "#" stay, no trailing "/" is added or removed.

An input that is not a URI reference is reported on standard error, with
nothing printed for it; with --json, every input has its line.

  --rfc 2396            validate by RFC 2396 Appendix A (the default)
  --rfc 2396+2732       validate by RFC 2396 as RFC 2732 amends it
  --rfc 3986            validate and normalize by RFC 3986
  --rfc 3986+6874       the same, with RFC 6874's IPv6 zone identifiers
  --json                one JSON object per input, on one line: the verdict's
                        keys (as check --json) and "normalized", the normal
                        form or null
  --max-line BYTES      longest input line taken (default 16777216)

Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage
error.
)";

// Normalization by the grammar --rfc names.
using normalizer = std::function<normalization(std::string_view)>;

normalizer normalizer_option(const parsed_args& args) {
  const auto by_rfc = overloaded{[](const rfc2396::options& opts) -> normalizer {
                                   return [opts](std::string_view input) { return rfc2396::normalize(input, opts); };
                                 },
                                 [](const rfc3986::options& opts) -> normalizer {
                                   return [opts](std::string_view input) { return rfc3986::normalize(input, opts); };
                                 }};
  return call_with<normalizer>(by_rfc, grammar_chosen(args, "2396", takes<decltype(by_rfc)>));
}

int run_normalize(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "--max-line"}, normalize_help);
  const auto normalized = normalizer_option(args);
  const bool as_json = args.flag("--json");
  return judge_inputs(args, "normalize", [&](std::string_view input, output_buffer& out) {
    const auto n = normalized(input);
    if (as_json) {
      out << dump(normalization_json(input, n)) << '\n';
    } else if (n.normal_form) {
      out << *n.normal_form << '\n';
    } else {
      print_rejection("normalize", input, n.verdict);
    }
    return n.verdict.valid;
  });
}

const bool registered =
    add_command({"normalize", "print the RFC 2396 or RFC 3986 normal form of each URL", normalize_help, run_normalize});

}  // namespace
}  // namespace urlbnf::cli
