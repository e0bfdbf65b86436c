// urlbnf equivalent: whether two URIs are equivalent by RFC 2396 Section 6
// or RFC 3986 Sections 6.2.2 and 6.2.3, or identical at the same encoding
// level by RFC 1630.
#include <iostream>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/grammars.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* equivalent_help =
    R"(usage: urlbnf equivalent [--rfc 3986|3986+6874|3987|2396|2396+2732|1630|1630-generic|9110] A B

Says whether the URI references A and B are equivalent by the rules of RFC
3986 (the default) or RFC 2396's common syntax, that is whether their normal
forms ('urlbnf normalize --help' lists the rules) are the same, and why: the rules that made them
equal, or the first component that differs and what each holds after
normalization. Prints one line, "equivalent: REASON" or "different: REASON".

A or B that is not a URI reference is reported on standard error, and the
answer is "invalid: ..." (exit status 1: not shown to be equivalent).

  --rfc 2396            validate by RFC 2396 Appendix A
  --rfc 2396+2732       validate by RFC 2396 as RFC 2732 amends it
  --rfc 3986            RFC 3986 Section 6.2.2 (syntax-based) and 6.2.3
                        (scheme-based, for http and https) normalization:
                        A and B are equivalent when their normal forms
                        ('urlbnf normalize --help' lists the rules) are the
                        same; relative references are compared as written,
                        not resolved
  --rfc 3986+6874       the same, with RFC 6874's IPv6 zone identifiers
  --rfc 3987            RFC 3987 Section 5.3: A and B are IRI references,
                        compared as the URIs they map to (Section 3.1) by
                        RFC 3986's rules, a character and its percent-encoded
                        UTF-8 being equal
  --rfc 9110            RFC 9110 Section 4.2.3: A and B are http or https
                        URIs (an empty host rejected) with the same RFC 3986
                        normal form, the schemes' default ports applied
  --rfc 1630            RFC 1630 "Encoding reserved characters": A and B are
                        equivalent when identical once brought to the same
                        encoding level: an escape of a character that is not
                        reserved is the character ("%2D" is "-"), hex digits
                        in either case; an escape of a reserved character
                        (= ; / # ? : space, %, * and !, + in a search, "."
                        in a "." or ".." path element) is not the character
                        ("%2F" is no hierarchical "/"). Nothing else is
                        equated: no case folding, no default port. A and B
                        are validated by RFC 1630's URL BNF or, failing that,
                        its generic BNF, whichever of 1630 and 1630-generic
                        --rfc names

Exit status: 0 when equivalent, 1 when different or invalid, 2 on a usage
error.
)";

// RFC 1630 has two BNFs and no URI is in both (the generic path neither
// begins with "/" nor holds "//"), so an input either accepts is valid; a
// rejected one is reported with the diagnostic that reached further.
int run_equivalent_rfc1630(const std::string& a, const std::string& b) {
  for (const auto* input : {&a, &b}) {
    const auto url = rfc1630::check(*input);
    const auto generic = rfc1630::check(*input, {}, {rfc1630::grammar::generic});
    if (!url.valid && !generic.valid) {
      print_rejection("equivalent", *input, generic.error->offset > url.error->offset ? generic : url);
      std::cout << "invalid: \"" << *input << "\" is not a URI by RFC 1630\n";
      return exit_invalid;
    }
  }
  const auto verdict = rfc1630::equivalence(a, b);
  std::cout << (verdict.identical ? "equivalent: " : "different: ") << verdict.reason << '\n';
  return verdict.identical ? exit_valid : exit_invalid;
}

// RFC 2396's and RFC 3986's verdict: which input is no URI reference, or
// whether the two are equivalent and why.
// `reference` names what A and B must be: "a URI reference", or RFC
// 3987's "an IRI reference".
int print_equivalence(const std::string& a, const std::string& b, const equivalence_verdict& verdict,
                      std::string_view reference) {
  for (const auto& [input, j] : {std::pair{&a, &verdict.a}, std::pair{&b, &verdict.b}}) {
    if (!j->valid) {
      print_rejection("equivalent", *input, *j);
      std::cout << "invalid: \"" << *input << "\" is not " << reference << '\n';
      return exit_invalid;
    }
  }
  std::cout << (verdict.equivalent ? "equivalent: " : "different: ") << verdict.reason << '\n';
  return verdict.equivalent ? exit_valid : exit_invalid;
}

int run_equivalent(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {"--rfc"}, equivalent_help);
  if (args.operands.size() != 2) {
    throw usage_error{"equivalent takes exactly two URLs, A and B (got " + std::to_string(args.operands.size()) + ")"};
  }
  const std::string& a = args.operands[0];
  const std::string& b = args.operands[1];
  // RFC 1630's encoding levels, or the grammars that normalize.
  const auto chosen = grammar_chosen(args, "3986", [](const grammar_options& opts) {
    return std::holds_alternative<rfc1630::options>(opts) || normalizes(opts);
  });
  if (std::holds_alternative<rfc1630::options>(chosen.options)) {
    return run_equivalent_rfc1630(a, b);
  }
  const bool iri = std::holds_alternative<rfc3987::options>(chosen.options);
  return print_equivalence(a, b, *equivalent(chosen.options, a, b), iri ? "an IRI reference" : "a URI reference");
}

const bool registered = add_command(
    {"equivalent",
     "say whether two URLs are equivalent (RFC 2396 Section 6, RFC 3986 Section 6.2, RFC 1630 encoding levels)",
     equivalent_help, run_equivalent});

}  // namespace
}  // namespace urlbnf::cli
