// urlbnf parse: the typed syntax tree of each URL.
#include <functional>

#include "line_stream.hpp"
#include "rfc1630_json.hpp"
#include "rfc1738_json.hpp"
#include "rfc1808_json.hpp"
#include "rfc2396_json.hpp"
#include "rfc3986_json.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* parse_help =
    R"(usage: urlbnf parse [--rfc 1630|1630-generic|1738|1808|2396|2396+2732|3986|3986+6874] [--json]
                    [-j N] [--max-line BYTES] [--fold-scheme-case]
                    [--ipv6-text-forms] [URL...]

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
                     the generic reading (genericurl); the default
  --rfc 1808         the URL: absoluteURL (as a generic-RL when it has that
                     syntax) or relativeURL, the net_loc, the path with its
                     segments, the params with each param, the query and
                     the fragment
  --rfc 2396         the URI-reference: absoluteURI or relativeURI, the
                     authority as a server (userinfo, host, port) or a
                     reg_name and why, the path's segments with their
                     params, the query and the fragment
  --rfc 2396+2732    the same, with IPv6 literal hosts
  --rfc 3986         the URI-reference: URI or relative-ref, the authority's
                     userinfo, host (its production: IP-literal, IPv4address
                     or reg-name, and an IP literal's IPv6address or
                     IPvFuture) and port, the path's production and
                     segments, the query and the fragment
  --rfc 3986+6874    the same, with IPv6 zone identifiers (ZoneID)
  --fold-scheme-case RFC 1738: read scheme names case-insensitively
  --ipv6-text-forms  RFC 2396+2732: accept every RFC 2373 Section 2.2 form
  --json             one JSON object per input, on one line (JSON Lines)
  -j N               parse standard input on N threads; output in input order
  --max-line BYTES   longest input line taken (default 16777216); a longer
                     one is reported as such and the stream goes on

Exit status: 0 when every URL is valid, 1 when any is not, 2 on a usage or
I/O error.
)";

// The typed tree of one input, as JSON (verdict keys first), by the
// grammar and options on the command line.
std::function<json(std::string_view, judgement&)> tree_for(const parsed_args& args) {
  const auto rfc = std::string(grammar_option(args, "1738").name);
  if (rfc == "1630" || rfc == "1630-generic") {
    const auto opts = rfc1630_option(args, rfc);
    return [opts](std::string_view input, judgement& verdict) {
      const auto url = rfc1630::ast::parse(input, opts);
      verdict = url.verdict;
      return rfc1630_tree_json(input, url, opts.grammar);
    };
  }
  if (rfc == "1738") {
    rfc1738::options opts;
    opts.vocabulary = &cli_vocabulary();
    opts.fold_scheme_case = args.flag("--fold-scheme-case");
    return [opts](std::string_view input, judgement& verdict) {
      const auto url = rfc1738::ast::parse(input, opts);
      verdict = url.verdict;
      return rfc1738_tree_json(input, url);
    };
  }
  if (rfc == "1808" || rfc == "3986" || rfc == "3986+6874") {
    for (const auto* flag : {"--fold-scheme-case", "--ipv6-text-forms"}) {
      if (args.flag(flag)) {
        throw usage_error{std::string(flag) + " does not apply to --rfc " + rfc};
      }
    }
  }
  if (rfc == "1808") {
    rfc1808::options opts;
    opts.vocabulary = &cli_vocabulary();
    return [opts](std::string_view input, judgement& verdict) {
      const auto url = rfc1808::ast::parse(input, opts);
      verdict = url.verdict;
      return rfc1808_tree_json(input, url);
    };
  }
  if (rfc == "3986" || rfc == "3986+6874") {
    rfc3986::options opts;
    opts.grammar = rfc == "3986" ? rfc3986::grammar::rfc3986 : rfc3986::grammar::rfc3986_6874;
    opts.vocabulary = &cli_vocabulary();
    return [opts](std::string_view input, judgement& verdict) {
      const auto uri = rfc3986::ast::parse(input, opts);
      verdict = uri.verdict;
      return rfc3986_tree_json(input, uri);
    };
  }
  auto opts = rfc2396_option(args);
  opts.ipv6_text_forms = args.flag("--ipv6-text-forms");
  return [opts](std::string_view input, judgement& verdict) {
    const auto uri = rfc2396::ast::parse(input, opts);
    verdict = uri.verdict;
    return rfc2396_tree_json(input, uri);
  };
}

int run_parse(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json", "--fold-scheme-case", "--ipv6-text-forms"},
                               {"--rfc", "-j", "--max-line"}, parse_help);
  const auto tree_of = tree_for(args);
  const bool as_json = args.flag("--json");
  return judge_inputs(args, "parse", [&](std::string_view input, output_buffer& out) {
    judgement verdict;
    auto tree = tree_of(input, verdict);
    if (as_json) {
      out << dump(tree) << '\n';
    } else {
      render_verdict_text(out, input, verdict);
      for (const char* key : {"input", "input_base64", "rfc", "rule", "reading", "bnf_valid", "valid", "match", "also",
                              "error", "note"}) {
        tree.erase(key);
      }
      render_tree_text(out, tree, 1);
    }
    return verdict.valid;
  });
}

const bool registered = add_command(
    {"parse", "print the typed syntax tree of each URL (or each line of standard input)", parse_help, run_parse});

}  // namespace
}  // namespace urlbnf::cli
