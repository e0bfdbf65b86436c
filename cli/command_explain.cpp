// urlbnf explain: what one URL means by its RFC, or, with --rule, what one
// production of a grammar says and how urlbnf implements it.
#include <urlbnf/rfc1738/semantics.hpp>

#include "cli.hpp"
#include "explain_production.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* explain_help =
    R"(usage: urlbnf explain [--rfc 1738] [--fold-scheme-case] [--max-line BYTES] [URL...]
       urlbnf explain [--rfc GRAMMAR] --rule NAME [-n N] [--seed S] [--json]

With URLs (or, with none, each line of standard input): says what each URL
means by RFC 1738: which parts of the general form
<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag> it
has, which defaults apply (ports, anonymous FTP, gopher type "1"), the
scheme's reading (the FTP command sequence, the gopher selector/search
split, ...) and where RFC 1738 departs from the general form.
Exit status: 0 when every URL is valid, 1 when any is not, 2 on a usage or
I/O error.

With --rule: teaches the production NAME of the grammar (1738 when --rfc is
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
                               {"--rfc", "--rule", "-n", "--seed", "--max-line"}, explain_help);
  if (args.values.count("--rule") != 0) {
    if (!args.operands.empty()) {
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
  const auto by_rfc = overloaded{[&](const rfc1738::options& opts) {
    return judge_inputs(args, "explain", [&](std::string_view input, output_buffer& out) {
      const auto url = rfc1738::ast::parse(input, opts);
      render_verdict_text(out, input, url.verdict);
      if (url.verdict.valid) {
        out << rfc1738::explain(url);
      }
      return url.verdict.valid;
    });
  }};
  return call_with<int>(by_rfc, grammar_chosen(args, "1738", takes<decltype(by_rfc)>));
}

const bool registered =
    add_command({"explain", "say what each URL means, or with --rule teach one production of a grammar", explain_help,
                 run_explain});

}  // namespace
}  // namespace urlbnf::cli
