// urlbnf iri: RFC 3987 Section 3's mappings, an IRI to its URI (3.1) and a
// URI to an IRI (3.2), of each input.
#include <urlbnf/rfc3987/mapping.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* iri_help =
    R"(usage: urlbnf iri to-uri [-j N] [--max-line BYTES] [-f FILE]... [IRI...]
       urlbnf iri to-iri [-j N] [--max-line BYTES] [-f FILE]... [URI...]

Maps each IRI to its URI, or each URI to an IRI, by RFC 3987 Section 3, one
per line, in order; or each line of standard input when none is given.

  to-uri    Section 3.1: each IRI reference (RFC 3987 Section 2.2, in UTF-8)
            with every character beyond US-ASCII percent-encoded, octet by
            octet of its UTF-8, in upper-case hex ("résumé" becomes
            "r%C3%A9sum%C3%A9"); nothing else changes, so a URI stays as it
            is. No NFC is applied (Step 1c), nor ToASCII to the host.
  to-iri    Section 3.2: each URI reference (RFC 3986) with its
            percent-encoded unreserved characters decoded, and each run of
            percent-encoded octets that is well-formed UTF-8 of a character
            an IRI may hold there (a ucschar; an iprivate in the query only)
            decoded. Octets that are not UTF-8 ("%FC"), reserved characters
            ("%2F"), "%25", and the bidirectional formatting characters of
            Section 4.1 ("%E2%80%AE") stay percent-encoded.

Every input has its line of output, in order, so that 'paste' lines them
up: an input that is not an IRI reference (to-uri) or not a URI reference
(to-iri) prints "invalid  " and the input (no output holds two spaces), and
its diagnostic goes to standard error. Bytes no terminal should get raw are
escaped as check escapes them.

  -f FILE, --file FILE  read the inputs of FILE, one a line ("-": standard
                        input, as is the operand "-"); may be given again
  -j N                  map on N threads; output in input order
  --max-line BYTES      longest input line taken (default 16777216)

Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage
error.
)";

int run_iri(const std::vector<std::string>& argv) {
  auto args = parse_args(argv, {}, {"--max-line", "-j", "-f"}, iri_help);
  if (args.sources.empty() || args.sources.front().is_stream ||
      (args.sources.front().name != "to-uri" && args.sources.front().name != "to-iri")) {
    throw usage_error{"iri needs a mapping first: to-uri (RFC 3987 \xC2\xA7" "3.1) or to-iri (\xC2\xA7" "3.2)"};
  }
  const bool to_a_uri = args.sources.front().name == "to-uri";
  args.sources.erase(args.sources.begin());
  args.operands.erase(args.operands.begin());
  rfc3987::options opts;
  opts.vocabulary = &command_vocabulary();
  const judged_by by = to_a_uri ? judged_by{"3987", "IRI-reference"} : judged_by{"3986", "URI-reference"};
  return judge_inputs(args, "iri", {by}, [&](const input_line& input, output_buffer& out) {
    const auto mapped = to_a_uri ? rfc3987::to_uri(input.text, opts) : rfc3987::to_iri(input.text, opts);
    if (mapped) {
      render_escaped(out, *mapped);
      out << '\n';
      return true;
    }
    out << "invalid  ";
    render_escaped(out, input.text);
    out << '\n';
    judgement rejected;
    rejected.error = mapped.error();
    print_rejection("iri", input.text, rejected);
    return false;
  });
}

const bool registered = add_command(
    {"iri", "map IRIs to URIs and URIs to IRIs (RFC 3987 Section 3)", iri_help, run_iri});

}  // namespace
}  // namespace urlbnf::cli
