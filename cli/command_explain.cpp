// urlbnf explain: what one URL means by its RFC, or, with --rule, what one
// production of a grammar says and how urlbnf implements it.
#include <urlbnf/rfc1738/semantics.hpp>
#include <urlbnf/rfc3986/semantics.hpp>
#include <urlbnf/rfc9110/semantics.hpp>

#include "cli.hpp"
#include "explain_production.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* explain_help =
    R"(usage: urlbnf explain [--rfc 3986|3986+6874|1738|9110] [--fold-scheme-case] [-j N] [--max-line BYTES]
                       [-f FILE]... [URL...]
       urlbnf explain [--rfc GRAMMAR] --rule NAME [-n N] [--seed S] [--json]

With URLs (or, with none, each line of standard input): says what each URL
means.

By RFC 3986 (the default, or --rfc 3986+6874): whether it is a URI or a
relative reference (and which of the three kinds), its scheme, authority
(userinfo, host and its kind, port), path (its form and segments), query and
fragment, each with what RFC 3986 says of it; the port as a number, or the
scheme's default port where the scheme's RFC gives one (http and https: RFC
9110; ws and wss: RFC 6455; ftp, nntp, telnet: RFC 1738; gopher: RFC 4266).

By RFC 1738 (--rfc 1738): which parts of the general form
<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag> it
has, which defaults apply (ports, anonymous FTP, gopher type "1"), the
scheme's reading (the FTP command sequence, the gopher selector/search
split, ...) and where RFC 1738 departs from the general form.

By RFC 9110 (--rfc 9110): which production judged it (http-URI or
https-URI, by the scheme), its parts with what RFC 9110 says of them (the
default port, the deprecated userinfo, the empty path) and its origin
(Section 4.3.1).

  -f FILE, --file FILE  read the URLs of FILE, one a line ("-": standard
                        input, as is the operand "-"); may be given again
  -j N                  explain on N threads; output in input order
  --max-line BYTES      longest input line taken (default 16777216)
  --fold-scheme-case    RFC 1738: read scheme names case-insensitively

Exit status: 0 when every URL is valid, 1 when any is not, 2 on a usage or
I/O error.

With --rule: teaches the production NAME of the grammar (3986 when --rfc is
absent; 'urlbnf rules' lists the productions):
  bnf       its text as the RFC writes it, with the file of grammar/ and line
  section   the RFC section that governs it
  used by   the productions whose definitions refer to it
  pegtl     the shape of its PEGTL rule: juxtaposition is sequence, " / "
            ordered choice (the first alternative that matches wins), *x 1*x
            m*nx greedy repetition (it never gives back), [ x ] optional, &x
            and !x lookahead that consumes nothing, "a".."z" a range, %i"..."
            a case-insensitive string, %xHH an unprintable character, <"> the
            double quote, <empty> the empty string, <...> a condition;
            productions appear by name
  reshaped  why the PEGTL rule differs from the BNF line, or "transcribed as
            written"
  examples  N (default 5) distinct members of its language generated from
            the BNF with seed S (default 1), each judged as 'urlbnf check
            --rfc GRAMMAR --rule NAME' judges it
--json prints one object: {"rfc", "rule", "bnf": {"file", "line", "source"},
"section", "used_by", "pegtl", "reshaped" (null when transcribed as
written), "examples" (each as 'urlbnf check --json' prints a verdict)}.
Exit status: 0, or 2 for an unknown grammar or production.
)";

int run_explain(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--fold-scheme-case", "--json"},
                               {"--rfc", "--rule", "-n", "--seed", "--max-line", "-j", "-f"}, explain_help);
  if (args.values.count("--rule") != 0) {
    if (!args.sources.empty()) {
      throw usage_error{"explain --rule takes no URL"};
    }
    if (args.flag("--fold-scheme-case")) {
      throw usage_error{"--fold-scheme-case applies to a URL, not to --rule"};
    }
    return explain_production(args);
  }
  for (const auto* option : {"--json", "-n", "--seed"}) {
    if (args.flag(option) || args.values.count(option) != 0) {
      throw usage_error{std::string(option) + " applies to --rule only"};
    }
  }
  judged_by by;  // the grammar chosen below, and its default rule
  // Each input's verdict, and for a valid one what its grammar says of it.
  const auto explained = [&](auto parse_one, auto explain_one) {
    return judge_inputs(args, "explain", {by}, [&](const input_line& input, output_buffer& out) {
      const auto tree = parse_one(input.text);
      render_verdict_text(out, input.text, tree.verdict);
      if (tree.verdict.valid) {
        out << explain_one(tree);
      }
      return tree.verdict.valid;
    });
  };
  const auto by_rfc = overloaded{
      [&](const rfc1738::options& opts) {
        return explained([&](std::string_view input) { return rfc1738::ast::parse(input, opts); },
                         [](const rfc1738::ast::url& url) { return rfc1738::explain(url); });
      },
      [&](const rfc3986::options& opts) {
        return explained([&](std::string_view input) { return rfc3986::ast::parse(input, opts); },
                         [](const rfc3986::ast::uri_reference& ref) { return rfc3986::explain(ref); });
      },
      [&](const rfc9110::options& opts) {
        return explained([&](std::string_view input) { return rfc9110::ast::parse(input, opts); },
                         [](const rfc9110::ast::uri& uri) { return rfc9110::explain(uri); });
      }};
  const auto chosen = grammar_chosen(args, "3986", takes<decltype(by_rfc)>);
  by = {chosen.entry->name, chosen.entry->default_rule};
  return call_with<int>(by_rfc, chosen);
}

const bool registered =
    add_command({"explain", "say what each URL means, or with --rule teach one production of a grammar", explain_help,
                 run_explain});

}  // namespace
}  // namespace urlbnf::cli
