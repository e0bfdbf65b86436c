// urlbnf normalize: the normal form of each URI, by RFC 2396 Section 6 or
// RFC 3986 Sections 6.2.2 and 6.2.3.
#include <urlbnf/grammars.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* normalize_help =
    R"(usage: urlbnf normalize [--rfc 2396|2396+2732|3986|3986+6874|3987|9110] [--json] [-j N]
                         [--max-line BYTES] [-f FILE]... [URL...]

Prints the normal form of each URL (a URI reference), one per line, in order,
or of each line of standard input when no URL is given.

By RFC 2396 (--rfc 2396 or 2396+2732), the equivalence rules of its common syntax:

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

By RFC 3986 (the default, or --rfc 3986+6874), Section 6.2.2's syntax-based and
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

By RFC 3987 (--rfc 3987), Section 5.3's normalization of an IRI: the IRI is
mapped to its URI (Section 3.1), normalized by RFC 3986 as above, and
converted back to an IRI (Section 3.2), so that a percent-encoded character
an IRI may hold is decoded ("ros%C3%A9" and "rosé" are both "rosé"). Letters
beyond US-ASCII keep their case, and no NFC is applied (Section 5.3.2.2).

By RFC 9110 (--rfc 9110), Section 4.2.3: an http or https URI (judged by the
scheme reading, an empty host rejected) normalized by RFC 3986's rules above,
whose scheme-based ones are Section 4.2.3's own.

Every input has its line of output, in order, so that 'paste' lines them
up: an input that is not a URI reference prints "invalid  " and the input
(no normal form holds two spaces), and its diagnostic goes to standard
error. Bytes no terminal should get raw are escaped as check escapes them.

  --rfc 2396            validate by RFC 2396 Appendix A
  --rfc 2396+2732       validate by RFC 2396 as RFC 2732 amends it
  --rfc 3986            validate and normalize by RFC 3986
  --rfc 3986+6874       the same, with RFC 6874's IPv6 zone identifiers
  --rfc 3987            validate and normalize IRIs by RFC 3987
  --rfc 9110            validate by RFC 9110, normalize by Section 4.2.3
  --json                one JSON object per input, on one line: the verdict's
                        keys (as check --json) and "normalized", the normal
                        form or null
  -f FILE, --file FILE  read the URLs of FILE, one a line ("-": standard
                        input, as is the operand "-"); may be given again;
                        with --json each object has "line" and "file" as
                        check --json has them
  -j N                  normalize on N threads; output in input order
  --max-line BYTES      longest input line taken (default 16777216)

Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage
error.
)";

int run_normalize(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "--max-line", "-j", "-f"}, normalize_help);
  // Offered only grammars that normalize: normalize() gives a value.
  const auto chosen = grammar_chosen(args, "3986", &normalizes);
  const bool as_json = args.flag("--json");
  const judged_by by{chosen.entry->name, chosen.entry->default_rule};
  return judge_inputs(args, "normalize", {by}, [&](const input_line& input, output_buffer& out) {
    const auto n = *normalize(chosen.options, input.text);
    if (as_json) {
      auto object = normalization_json(input.text, n);
      add_position(object, input);
      out << dump(object) << '\n';
    } else if (n.normal_form) {
      render_escaped(out, *n.normal_form);
      out << '\n';
    } else {
      // In place, so that the output's lines are the input's: no normal
      // form holds two spaces.
      out << "invalid  ";
      render_escaped(out, input.text);
      out << '\n';
      print_rejection("normalize", input.text, n.verdict);
    }
    return n.verdict.valid;
  });
}

const bool registered =
    add_command({"normalize", "print the RFC 2396 or RFC 3986 normal form of each URL", normalize_help, run_normalize});

}  // namespace
}  // namespace urlbnf::cli
