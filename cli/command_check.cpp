// urlbnf check: judge inputs against a production.
#include <functional>
#include <variant>

#include "check_all.hpp"
#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* check_help =
    R"(usage: urlbnf check [--rfc 1630|1630-generic|1738|1808|2396|2396+2732|2397|3986|
                          3986+6874|3987|6068|8089|8089-nonstd|9110]
                    [--rule PRODUCTION] [--json] [-j N] [--max-line BYTES]
                    [-f FILE]...
                    [--fold-scheme-case] [--ipv6-text-forms] [--scheme-reading]
                    [--nonstandard-syntax] [--bidi-formatting-excluded]
                    [URL...]
       urlbnf check --all [--json] [URL...]

Judges each URL against a production of the grammar. With no URL arguments,
reads standard input, one input per line (a trailing CR is stripped); the
operand "-" reads standard input in its place. An operand is always a URL,
even when a file has that name (a note on standard error says so): -f reads
a file. Text output shows control characters (C0, DEL, C1) and bytes that
are not UTF-8 as \xNN and a backslash as \\, never raw; JSON keeps the
input exactly ("input", and "input_base64" when it is not UTF-8).

  --rfc 1630            RFC 1630's BNF for specific URL schemes
  --rfc 1630-generic    RFC 1630's BNF of Generic URI Syntax
  --rfc 1738            RFC 1738 Section 5
  --rfc 1808            RFC 1808 Section 2.2 (relative URLs)
  --rfc 2396            RFC 2396 Appendix A
  --rfc 2396+2732       RFC 2396 as RFC 2732 amends it (IPv6 literal hosts)
  --rfc 2397            RFC 2397 Section 3 (data URLs), with the RFC 2045
                        tokens it takes as a URL writes them
  --rfc 3986            RFC 3986 Appendix A, with RFC 5234's core rules (the
                        default: STD 66, the standard in force)
  --rfc 3986+6874       RFC 3986 as RFC 6874 amends it (IPv6 zone identifiers)
  --rfc 3987            RFC 3987 Section 2.2 (IRIs): characters beyond
                        US-ASCII read from UTF-8
  --rfc 6068            RFC 6068 Section 2 (mailto URIs), with the RFC 5322
                        and RFC 3986 productions it imports
  --rfc 8089            RFC 8089 Section 2 (file URIs), with the RFC 3986 and
                        RFC 6874 rules it imports
  --rfc 8089-nonstd     RFC 8089 with Appendix F's rules: Appendix E's
                        nonstandard syntax variations (drive letters, UNC
                        paths, user information)
  --rfc 9110            RFC 9110 Section 4: http and https URIs (http-URI,
                        https-URI, absolute-path, partial-URI) over RFC 3986
  --rule PRODUCTION     judge by the BNF production PRODUCTION, its language
                        exactly ('urlbnf rules --rfc N' lists them): RFC 1738
                        url, genericurl, httpurl, ...; RFC 2396 URI-reference
                        (the default), absoluteURI, hostname, ...; RFC 1630 url,
                        prefixedurl, httpaddress, ...; RFC 1630-generic
                        fragmentaddress (the default), uri, path, ...; RFC 1808
                        URL (the default), absoluteURL, relativeURL, generic-RL,
                        ...; RFC 3986 URI-reference (the default), URI,
                        relative-ref, host, ... (RFC 1808, 2396 and 3986 names:
                        case-insensitive)
                        Without --rule, RFC 1738 and RFC 1630 judge by the
                        scheme reading of url ("reading": "scheme"): a URL of a
                        scheme with a production of its own (RFC 1738: ftp,
                        file, http, gopher, mailto, news, nntp, telnet, wais,
                        prospero) by that production, any other as an otherurl
                        (RFC 1738) or, when RFC 1630's prose names the scheme
                        without a production (file, urn, rlogin, tn3270, x-...),
                        by the generic BNF, with a note; when the BNF's url
                        disagrees, the verdict says so ("bnf_valid").
                        Without --rule, RFC 9110 judges by the scheme reading
                        too: https-URI for an "https" scheme, http-URI for any
                        other, and an empty host rejected as Sections 4.2.1
                        and 4.2.2 require ("bnf_valid": true when http-URI or
                        https-URI alone accepts it).
  --all                 judge by every grammar (1630, 1630-generic, 1738, 1808,
                        2396, 2396+2732, 2397, 3986, 3986+6874, 8089,
                        8089-nonstd, 9110), each at its default
                        rule and strict reading:
                        one row per grammar, or with --json one object per
                        grammar per input (its "rfc" names the grammar); not
                        with --rfc, --rule, --fold-scheme-case,
                        --ipv6-text-forms or --nonstandard-syntax
  --json                one JSON object per input line; read from a stream
                        (standard input or -f), each has "line", the input's
                        line in it (from 1), and read with -f, "file", FILE
                        as given ("-" for standard input): lines are numbered
                        in each file
  -f FILE, --file FILE  read the URLs of FILE, one a line, as standard input
                        is read ("-": standard input); may be given again,
                        the files read in order, among the URL operands
  -j N                  judge standard input and -f files on N threads (1 to 256; 1, the
                        default, judges on the main thread), with or without
                        --all; the output is the same, in input order
  --max-line BYTES      longest input line judged (default 16777216); a longer
                        one is reported as such, counts as invalid, and the
                        stream goes on
  --fold-scheme-case    RFC 1738: read scheme names case-insensitively (Section 2.1)
  --ipv6-text-forms     RFC 2396+2732: accept every IPv6 text form of RFC 2373
                        Section 2.2, not only those of its Appendix B ABNF
  --scheme-reading      RFC 3986 (and 3986+6874): judge a URI whose scheme has
                        an RFC of its own (http and https: RFC 9110, mailto:
                        RFC 6068, file: RFC 8089, data: RFC 2397) by that
                        RFC's production too, without its fragment: valid
                        when both accept; the "note" says how the scheme's
                        RFC judged, "bnf_valid" the generic verdict when the
                        two differ
  --bidi-formatting-excluded
                        RFC 3987: reject the bidirectional formatting
                        characters Section 4.1 forbids (U+200E, U+200F,
                        U+202A to U+202E), which Section 2.2's ABNF takes
  --nonstandard-syntax  RFC 8089: accept Appendix E's nonstandard syntax
                        variations, by Appendix F's rules (as 8089-nonstd)

Exit status: 0 when every input is valid (with --all: under every grammar), 1
when any is invalid, 2 on a usage or I/O error.
)";

// The grammar and rule on the command line, and their judge: the input to
// its judgement.
struct chosen_judge {
  judged_by by;
  std::function<judgement(std::string_view)> judge;
};

chosen_judge judge_for(const parsed_args& args) {
  const auto chosen = grammar_chosen(args, "3986");
  const auto typed = args.value("--rule", "");
  // The rule as the RFC spells it, which every grammar's check() takes.
  const std::string_view rule = typed.empty() ? std::string_view{} : rule_option(*chosen.entry, typed).name;
  return {{chosen.entry->name, rule.empty() ? chosen.entry->default_rule : rule},
          [options = chosen.options, rule](std::string_view input) {
            return std::visit([&](const auto& o) { return check(input, rule_name{rule}, o); }, options);
          }};
}

int run_check(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, with_reading_flags({"--json", "--all"}),
                               {"--rfc", "--rule", "-j", "--max-line", "-f"}, check_help);
  if (args.flag("--all")) {
    return check_all(args);
  }
  const auto chosen = judge_for(args);
  const bool as_json = args.flag("--json");
  return judge_inputs(args, "check", {chosen.by}, [&](const input_line& input, output_buffer& out) {
    const auto j = chosen.judge(input.text);
    if (as_json) {
      render_verdict_json(out, input, j);
      out << '\n';
    } else {
      render_verdict_text(out, input.text, j);
    }
    return j.valid;
  });
}

const bool registered = add_command(
    {"check", "judge each URL (or each line of standard input) against a production", check_help, run_check});

}  // namespace
}  // namespace urlbnf::cli
