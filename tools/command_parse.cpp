// urlbnf parse: the typed syntax tree of one URL.
#include <iostream>

#include "rfc1630_json.hpp"
#include "rfc1738_json.hpp"
#include "rfc2396_json.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* parse_help =
    R"(usage: urlbnf parse [--rfc 1630|1630-generic|1738|2396|2396+2732] [--json]
                    [--fold-scheme-case] [--ipv6-text-forms] URL

Prints the typed syntax tree of URL, each component with its raw text, its
offset in the input and its %-decoded value. Absent components are shown as
absent (null in JSON), which is not the same as empty.

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
  --rfc 2396         the URI-reference: absoluteURI or relativeURI, the
                     authority as a server (userinfo, host, port) or a
                     reg_name and why, the path's segments with their
                     params, the query and the fragment
  --rfc 2396+2732    the same, with IPv6 literal hosts
  --fold-scheme-case RFC 1738: read scheme names case-insensitively
  --ipv6-text-forms  RFC 2396+2732: accept every RFC 2373 Section 2.2 form

Exit status: 0 valid, 1 invalid, 2 usage error.
)";

int run_parse(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json", "--fold-scheme-case", "--ipv6-text-forms"}, {"--rfc"}, parse_help);
  const auto rfc = rfc_option(args, {"1630", "1630-generic", "1738", "2396", "2396+2732"}, "1738");
  if (args.operands.size() != 1) {
    throw usage_error{"parse takes exactly one URL"};
  }
  const std::string& input = args.operands.front();
  json out;
  judgement verdict;
  if (rfc == "1630" || rfc == "1630-generic") {
    const auto opts = rfc1630_option(args, rfc);
    const auto url = rfc1630::ast::parse(input, opts);
    out = rfc1630_tree_json(input, url, opts.grammar);
    verdict = url.verdict;
  } else if (rfc == "1738") {
    rfc1738::options opts;
    opts.fold_scheme_case = args.flag("--fold-scheme-case");
    const auto url = rfc1738::ast::parse(input, opts);
    out = rfc1738_tree_json(input, url);
    verdict = url.verdict;
  } else {
    auto opts = rfc2396_option(args);
    opts.ipv6_text_forms = args.flag("--ipv6-text-forms");
    const auto uri = rfc2396::ast::parse(input, opts);
    out = rfc2396_tree_json(input, uri);
    verdict = uri.verdict;
  }
  if (args.flag("--json")) {
    std::cout << dump(out, 2) << '\n';
  } else {
    print_verdict_text(input, verdict);
    json tree = out;
    for (const char* key : {"input", "rfc", "rule", "valid", "match", "also", "error", "note"}) {
      tree.erase(key);
    }
    print_tree_text(tree, 1);
  }
  return verdict.valid ? exit_valid : exit_invalid;
}

const bool registered = add_command({"parse", "print the typed syntax tree of one URL", parse_help, run_parse});

}  // namespace
}  // namespace urlbnf::cli
