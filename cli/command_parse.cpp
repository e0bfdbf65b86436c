// urlbnf parse: the typed syntax tree of each URL.

#include "cli.hpp"
#include "line_stream.hpp"
#include "typed_tree.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* parse_help =
    R"(usage: urlbnf parse [--rfc 1630|1630-generic|1738|1808|2396|2396+2732|2397|3986|
                          3986+6874|3987|6068|8089|8089-nonstd|9110] [--json]
                    [-j N] [--max-line BYTES] [-f FILE]... [--fold-scheme-case]
                    [--ipv6-text-forms] [--scheme-reading] [--nonstandard-syntax]
                    [--bidi-formatting-excluded] [URL...]

Prints the typed syntax tree of each URL, each component with its raw text,
its offset in the input and its %-decoded value. Absent components are shown
as absent (null in JSON), which is not the same as empty. With no URL
arguments, reads standard input, one URL per line (a trailing CR stripped).

  --rfc 1630         RFC 1630's URL BNF: the "url:" prefix (prefixedurl),
                     the scheme's address production (httpaddress, waisdoc,
                     ...) and the generic BNF's reading (fragmentaddress);
                     a scheme the RFC names without a production (file,
                     urn, rlogin, tn3270, x-...) has the generic reading
                     alone, and a note says so
  --rfc 1630-generic RFC 1630's generic BNF: the fragmentaddress (scheme,
                     path, search, fragmentid); a search's words are split
                     on "+", which stands for a space
  --rfc 1738         the scheme's own production (ftpurl, httpurl, ...) and
                     the generic reading (genericurl)
  --rfc 1808         the URL: absoluteURL (as a generic-RL when it has that
                     syntax) or relativeURL, the net_loc, the path with its
                     segments, the params with each param, the query and
                     the fragment
  --rfc 2396         the URI-reference: absoluteURI or relativeURI, the
                     authority as a server (userinfo, host, port) or a
                     reg_name and why, the path's segments with their
                     params, the query and the fragment
  --rfc 2396+2732    the same, with IPv6 literal hosts
  --rfc 2397         the data URL: the media type (and its default), its
                     parameters, base64, the data and its decoded length
  --rfc 3986         (the default) the URI-reference: URI or relative-ref,
                     the authority's userinfo, host (its production:
                     IP-literal, IPv4address or reg-name, and an IP
                     literal's IPv6address or IPvFuture) and port, the
                     path's production and segments, the query and the
                     fragment
  --rfc 3986+6874    the same, with IPv6 zone identifiers (ZoneID)
  --rfc 3987         the IRI-reference as RFC 3986's, with RFC 3987's names
                     (iauthority, ihost, ipath, isegment, iquery, ifragment)
  --rfc 6068         the mailtoURI: to with each address (addr-spec, its
                     local-part and domain), hfields with each header field
                     (hfname, hfvalue), the recipients (the addresses of to
                     and of every "to" field, decoded) and the decoded
                     subject and body; a decoded value whose octets are not
                     UTF-8 says where they stop being so (utf8_error)
  --rfc 8089         the file URI: its file-auth and host (host-kind:
                     absent, empty, localhost, IP-literal, IPv4address or
                     reg-name), the path and the path-absolute it ends with
  --rfc 8089-nonstd  the same, with Appendix F's rules: the userinfo, the
                     drive-letter and its drive, and a UNC string's
                     unc-authority, file-host and share
  --rfc 9110         an http or https URI by the scheme reading: its
                     production (http-URI or https-URI), the authority's
                     userinfo, host and port, the path's segments, the
                     query, and the origin (Section 4.3.1): scheme and
                     host lower-cased, the port as a number with the
                     scheme's default applied, or too_large past 65535
  --fold-scheme-case RFC 1738: read scheme names case-insensitively
  --ipv6-text-forms  RFC 2396+2732: accept every RFC 2373 Section 2.2 form
  --scheme-reading   RFC 3986: judge a URI by its scheme's own RFC too, as
                     'urlbnf check --scheme-reading' does
  --nonstandard-syntax
                     RFC 8089: Appendix F's rules (as 8089-nonstd)
  --bidi-formatting-excluded
                     RFC 3987: reject Section 4.1's bidirectional
                     formatting characters (U+200E, U+200F, U+202A-U+202E)
  --json             one JSON object per input, on one line (JSON Lines);
                     read from a stream, with "line" (and with -f, "file")
                     as check --json has them
  -f FILE, --file FILE
                     read the URLs of FILE, one a line ("-": standard
                     input, as is the operand "-"); may be given again
  -j N               parse standard input on N threads; output in input order
  --max-line BYTES   longest input line taken (default 16777216); a longer
                     one is reported as such and the stream goes on

Exit status: 0 when every URL is valid, 1 when any is not, 2 on a usage or
I/O error.
)";

int run_parse(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, with_reading_flags({"--json"}),
                               {"--rfc", "-j", "--max-line", "-f"}, parse_help);
  const auto chosen = grammar_chosen(args, "3986");
  const auto options = chosen.options;
  const bool as_json = args.flag("--json");
  const judged_by by{chosen.entry->name, chosen.entry->default_rule};
  return judge_inputs(args, "parse", {by}, [&](const input_line& input, output_buffer& out) {
    const auto parsed = parse_typed(input.text, options);
    if (as_json) {
      auto object = parse_json(input.text, parsed);
      add_position(object, input);
      out << dump(object) << '\n';
    } else {
      render_verdict_text(out, input.text, parsed.verdict);
      render_tree_text(out, parsed.tree, 1);
    }
    return parsed.verdict.valid;
  });
}

const bool registered = add_command(
    {"parse", "print the typed syntax tree of each URL (or each line of standard input)", parse_help, run_parse});

}  // namespace
}  // namespace urlbnf::cli
