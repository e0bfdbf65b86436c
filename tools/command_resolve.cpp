// urlbnf resolve: URI references resolved against a base URI (RFC 2396
// Section 5.2), or partial forms against a context (RFC 1630).
#include <iostream>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/resolve.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* resolve_help = R"(usage: urlbnf resolve [--rfc 2396|2396+2732] [--compat] BASE REF...
       urlbnf resolve --rfc 1630 [--steps] BASE REF...

Resolves each URI reference REF against the base URI BASE by the algorithm of
RFC 2396 Section 5.2 and prints the absolute form, one line per REF, in order.
As in RFC 2396 Appendix C, ".." segments that climb above the root are kept:
"../../../g" against "http://a/b/c/d;p?q" is "http://a/../g". An empty REF,
or one that is only a fragment ("#s"), is the current document: BASE without
its fragment, followed by REF's fragment (Section 4.2).

  --rfc 2396    validate BASE and each REF by RFC 2396 Appendix A (the default)
  --rfc 2396+2732
                validate by RFC 2396 as RFC 2732 amends it (IPv6 literals)
  --compat      Section 5.2 step 3's "backwards compatibility" reading: a REF
                whose scheme is BASE's is relative ("http:g" against
                "http://a/b/c/d;p?q" is "http://a/b/c/g") when the rest is
                a relative reference ("h:n]" is an opaque URI and stays
                as it is); by default it is absolute, as for validating
                parsers ("http:g")

BASE must be an absolute URI and each REF a URI reference; one that is not
is reported on standard error, with nothing printed for it.

  --rfc 1630    resolve each partial form REF in the context BASE by the rules
                of RFC 1630 "Partial (relative) form": a REF in another scheme
                is taken whole, one in BASE's scheme loses it; a REF starting
                with n slashes follows BASE up to its first run of exactly n
                slashes; any other replaces the last part of BASE's path,
                then every "xxx/../" and "/." is removed. RFC 1630's table:
                in the context magic://a/b/c//d/e/f, "g" is
                magic://a/b/c//d/e/g, "/g" magic://a/g, "//g" magic://g,
                "../g" magic://a/b/c//d/g and "g:h" g:h. BASE must be an
                absolute form (a colon before any slash); no BNF of RFC 1630
                covers partial forms, so nothing else is rejected, but a BASE
                or result that neither of its BNFs accepts gets a note on
                standard error
  --steps       (with --rfc 1630) print after each result the rules applied,
                one per line, indented by two spaces

Exit status: 0 when every REF is resolved, 1 when BASE or a REF is invalid,
2 on a usage error.
)";

// A note on standard error when `uri` is in neither of RFC 1630's BNFs,
// with the diagnostic that reached further: the partial form rules look
// only at colons, slashes and path elements, and the RFC's own context,
// magic://a/b/c//d/e/f, is in neither (magic is no scheme of the URL BNF;
// the generic path neither begins with "/" nor holds "//").
void note_unless_rfc1630_uri(std::string_view what, std::string_view uri) {
  const auto url = rfc1630::check(uri);
  const auto generic = rfc1630::check(uri, {}, {rfc1630::grammar::generic});
  if (url.valid || generic.valid) {
    return;
  }
  const auto& error = generic.error->offset > url.error->offset ? *generic.error : *url.error;
  std::cerr << "urlbnf resolve: note: " << what << " \"" << uri << "\" is not a URI by RFC 1630's BNFs: at offset "
            << error.offset << ": " << error.message << '\n';
}

int run_resolve_rfc1630(const parsed_args& args) {
  if (args.flag("--compat")) {
    throw usage_error{"--compat is RFC 2396's; RFC 1630 always reads a REF in BASE's scheme as a partial form"};
  }
  const auto& base = args.operands.front();
  if (!rfc1630::scheme_of(base)) {
    std::cerr << "urlbnf resolve: BASE must be an absolute URI: \"" << base
              << "\" has no colon before any slash (RFC 1630 \"Partial (relative) form\")\n";
    return exit_invalid;
  }
  note_unless_rfc1630_uri("BASE", base);
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    const auto resolved = rfc1630::resolve_with_steps(base, *reference);
    std::cout << resolved.result << '\n';
    if (args.flag("--steps")) {
      for (const auto& step : resolved.steps) {
        std::cout << "  " << step << '\n';
      }
    }
    note_unless_rfc1630_uri("the result", resolved.result);
  }
  return exit_valid;
}

int run_resolve(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--compat", "--steps"}, {"--rfc"}, resolve_help);
  const bool rfc1630 = rfc_option(args, {"2396", "2396+2732", "1630"}, "2396") == "1630";
  if (args.operands.empty()) {
    throw usage_error{"resolve needs a BASE URI and at least one REF"};
  }
  if (args.operands.size() == 1) {
    throw usage_error{"resolve needs at least one REF to resolve against BASE " + args.operands.front()};
  }
  if (rfc1630) {
    return run_resolve_rfc1630(args);
  }
  if (args.flag("--steps")) {
    throw usage_error{"--steps is available with --rfc 1630 only"};
  }
  const auto grammar = rfc2396_option(args);
  rfc2396::resolve_options options;
  options.compat = args.flag("--compat");
  options.grammar = grammar.grammar;
  const auto& base = args.operands.front();
  // Section 5.1: the base URI is absolute; a fragment it carries is set
  // aside by the algorithm.
  if (const auto j = rfc2396::check(base, "URI-reference", grammar); !j.valid || j.match != "absoluteURI") {
    std::cerr << "urlbnf resolve: BASE must be an absolute URI (RFC 2396 \xC2\xA7"
                 "5.1)\n";
    if (!j.valid) {
      print_rejection("resolve", base, j);
    }
    return exit_invalid;
  }
  const auto base_components = rfc2396::split(base);
  int status = exit_valid;
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    if (const auto j = rfc2396::check(*reference, "URI-reference", grammar); !j.valid) {
      // Appendix C resolves "?y", though Appendix A's relativeURI needs a
      // path before the "?": resolve such a reference, and say so.
      const bool query_only = !reference->empty() && reference->front() == '?' &&
                              rfc2396::check("." + *reference, "URI-reference", grammar).valid;
      if (!query_only) {
        print_rejection("resolve", *reference, j);
        status = exit_invalid;
        continue;
      }
      std::cerr << "urlbnf resolve: note: \"" << *reference
                << "\" is not a URI-reference by RFC 2396 Appendix A (a relativeURI has a path before \"?\"); "
                   "resolved as Appendix C resolves \"?y\"\n";
    }
    // Section 5: "relative URI cannot be used within a document that has an
    // unsuitable base URI", one without the <hier_part> syntax.
    const auto reference_components = rfc2396::split(*reference);
    const bool relative =
        !reference_components.scheme &&
        (!reference_components.path.empty() || reference_components.authority || reference_components.query);
    const bool hierarchical =
        base_components.authority || (!base_components.path.empty() && base_components.path.front() == '/');
    if (relative && !hierarchical) {
      std::cerr << "urlbnf resolve: \"" << *reference << "\" is relative, and BASE \"" << base
                << "\" has an opaque_part, not the <hier_part> syntax relative references need (RFC 2396 \xC2\xA7"
                   "5)\n";
      status = exit_invalid;
      continue;
    }
    std::cout << rfc2396::resolve(base_components, reference_components, options) << '\n';
  }
  return status;
}

const bool registered =
    add_command({"resolve", "resolve URI references against a base URI (RFC 2396 Section 5.2, RFC 1630 partial forms)",
                 resolve_help, run_resolve});

}  // namespace
}  // namespace urlbnf::cli
