// urlbnf check: judge inputs against a production.
#include <functional>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>

#include "check_all.hpp"
#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* check_help =
    R"(usage: urlbnf check [--rfc 1630|1630-generic|1738|1808|2396|2396+2732|3986|3986+6874]
                    [--rule PRODUCTION] [--json] [-j N] [--max-line BYTES]
                    [--fold-scheme-case] [--ipv6-text-forms] [URL...]
       urlbnf check --all [--json] [URL...]

Judges each URL against a production of the grammar. With no URL arguments,
reads standard input, one input per line (a trailing CR is stripped).

  --rfc 1630            RFC 1630's BNF for specific URL schemes
  --rfc 1630-generic    RFC 1630's BNF of Generic URI Syntax
  --rfc 1738            RFC 1738 Section 5 (the default)
  --rfc 1808            RFC 1808 Section 2.2 (relative URLs)
  --rfc 2396            RFC 2396 Appendix A
  --rfc 2396+2732       RFC 2396 as RFC 2732 amends it (IPv6 literal hosts)
  --rfc 3986            RFC 3986 Appendix A, with RFC 5234's core rules
  --rfc 3986+6874       RFC 3986 as RFC 6874 amends it (IPv6 zone identifiers)
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
  --all                 judge by every grammar (1630, 1630-generic, 1738, 1808,
                        2396, 2396+2732, 3986, 3986+6874), each at its default
                        rule and strict reading:
                        one row per grammar, or with --json one object per
                        grammar per input (its "rfc" names the grammar); not
                        with --rfc, --rule, --fold-scheme-case or
                        --ipv6-text-forms
  --json                one JSON object per input line
  -j N                  judge standard input on N threads (1 to 256; 1, the
                        default, judges on the main thread), with or without
                        --all; the output is the same, in input order
  --max-line BYTES      longest input line judged (default 16777216); a longer
                        one is reported as such, counts as invalid, and the
                        stream goes on
  --fold-scheme-case    RFC 1738: read scheme names case-insensitively (Section 2.1)
  --ipv6-text-forms     RFC 2396+2732: accept every IPv6 text form of RFC 2373
                        Section 2.2, not only those of its Appendix B ABNF

Exit status: 0 when every input is valid (with --all: under every grammar), 1
when any is invalid, 2 on a usage or I/O error.
)";

// One judge per grammar: the input to its judgement.
std::function<judgement(std::string_view)> judge_for(const parsed_args& args) {
  const auto rfc = std::string(grammar_option(args, "1738").name);
  if (rfc == "1630" || rfc == "1630-generic") {
    const auto opts = rfc1630_option(args, rfc);
    const auto rule = args.value("--rule", "");
    if (!rule.empty() && !rfc1630::find_production(opts.grammar, rule)) {
      throw usage_error{"--rule " + rule + ": RFC " + rfc + " has no such production (see 'urlbnf rules --rfc " + rfc +
                        "')"};
    }
    return [=](std::string_view input) { return rfc1630::check(input, rule, opts); };
  }
  if (rfc == "1738") {
    if (args.flag("--ipv6-text-forms")) {
      throw usage_error{"--ipv6-text-forms applies to --rfc 2396+2732 only"};
    }
    const auto rule = args.value("--rule", "");
    if (!rule.empty() && !rfc1738::find_production(rule)) {
      throw usage_error{"--rule " + rule + ": RFC 1738 has no such production (see 'urlbnf rules')"};
    }
    rfc1738::options opts;
    opts.vocabulary = &cli_vocabulary();
    opts.fold_scheme_case = args.flag("--fold-scheme-case");
    return [=](std::string_view input) { return rfc1738::check(input, rule, opts); };
  }
  if (args.flag("--fold-scheme-case")) {
    throw usage_error{"--fold-scheme-case applies to --rfc 1738 only (RFC " + rfc.substr(0, 4) +
                      "'s scheme allows upper case)"};
  }
  if (rfc == "2396" || rfc == "2396+2732") {
    rfc2396::options opts;
    opts.vocabulary = &cli_vocabulary();
    opts.grammar = rfc == "2396" ? rfc2396::grammar::rfc2396 : rfc2396::grammar::rfc2396_2732;
    if (args.flag("--ipv6-text-forms") && opts.grammar == rfc2396::grammar::rfc2396) {
      throw usage_error{"--ipv6-text-forms applies to --rfc 2396+2732 only"};
    }
    opts.ipv6_text_forms = args.flag("--ipv6-text-forms");
    const auto rule = args.value("--rule", "URI-reference");
    if (!rfc2396::find_production(opts.grammar, rule)) {
      throw usage_error{"--rule " + rule + ": RFC " + rfc + " has no such production (see 'urlbnf rules --rfc " + rfc +
                        "')"};
    }
    return [=](std::string_view input) { return rfc2396::check(input, rule, opts); };
  }
  // A grammar with no options of its own: judged through the registry.
  if (args.flag("--ipv6-text-forms")) {
    throw usage_error{"--ipv6-text-forms applies to --rfc 2396+2732 only"};
  }
  const auto& g = grammar_option(args, "1738");
  const auto rule = args.value("--rule", std::string(g.default_rule));
  if (!g.find_production(rule)) {
    throw usage_error{"--rule " + rule + ": RFC " + rfc + " has no such production (see 'urlbnf rules --rfc " + rfc +
                      "')"};
  }
  return [&g, rule](std::string_view input) { return g.check_worded(input, rule, cli_vocabulary()); };
}

int run_check(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json", "--fold-scheme-case", "--ipv6-text-forms", "--all"},
                               {"--rfc", "--rule", "-j", "--max-line"}, check_help);
  if (args.flag("--all")) {
    return check_all(args);
  }
  const auto judge = judge_for(args);
  const bool as_json = args.flag("--json");
  return judge_inputs(args, "check", [&](std::string_view input, output_buffer& out) {
    const auto j = judge(input);
    if (as_json) {
      render_verdict_json(out, input, j);
      out << '\n';
    } else {
      render_verdict_text(out, input, j);
    }
    return j.valid;
  });
}

const bool registered = add_command(
    {"check", "judge each URL (or each line of standard input) against a production", check_help, run_check});

}  // namespace
}  // namespace urlbnf::cli
