// urlbnf resolve: URI references resolved against a base URI (RFC 2396
// Section 5.2).
#include <iostream>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/resolve.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* resolve_help = R"(usage: urlbnf resolve [--rfc 2396|2396+2732] [--compat] BASE REF...

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
                "http://a/b/c/d;p?q" is "http://a/b/c/g"); by default it is
                absolute, as for validating parsers ("http:g")

BASE must be an absolute URI and each REF a URI reference; one that is not
is reported on standard error, with nothing printed for it.

Exit status: 0 when every REF is resolved, 1 when BASE or a REF is invalid,
2 on a usage error.
)";

int run_resolve(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--compat"}, {"--rfc"}, resolve_help);
  const auto grammar = rfc2396_option(args);
  if (args.operands.empty()) {
    throw usage_error{"resolve needs a BASE URI and at least one REF"};
  }
  if (args.operands.size() == 1) {
    throw usage_error{"resolve needs at least one REF to resolve against BASE " + args.operands.front()};
  }
  rfc2396::resolve_options options;
  options.compat = args.flag("--compat");
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
    std::cout << rfc2396::resolve(base_components, rfc2396::split(*reference), options) << '\n';
  }
  return status;
}

const bool registered = add_command(
    {"resolve", "resolve URI references against a base URI (RFC 2396 Section 5.2)", resolve_help, run_resolve});

}  // namespace
}  // namespace urlbnf::cli
