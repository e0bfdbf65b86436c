// urlbnf resolve: URI references resolved against a base URI (RFC 2396
// Section 5.2), or partial forms against a context (RFC 1630).
#include <array>
#include <functional>
#include <iostream>
#include <optional>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/resolve.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* resolve_help = R"(usage: urlbnf resolve [--rfc 2396|2396+2732] [--compat] BASE REF...
       urlbnf resolve --rfc 3986|3986+6874 [--compat] BASE REF...
       urlbnf resolve --rfc 1808 BASE REF...
       urlbnf resolve --rfc 1630 [--steps] BASE REF...
       urlbnf resolve --all [--compat] BASE REF...

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

  --rfc 3986    resolve by RFC 3986 Section 5.2, its remove_dot_segments
                removing ".." segments that climb above the root
                ("../../../g" is "http://a/g", Section 5.4.2); BASE must be a
                URI (its fragment is set aside), each REF a URI-reference;
                "?y" is one. --compat is the non-strict reading of Section
                5.2.2: a REF in BASE's scheme loses it ("http:g" is
                "http://a/b/c/g")
  --rfc 3986+6874
                the same, validating by RFC 3986 as RFC 6874 amends it
                (IPv6 zone identifiers)
  --rfc 1808    resolve by RFC 1808 Section 4 on URLs parsed as Section 2.4
                parses them (an empty query, params or fragment is none):
                ".." segments above the root are kept ("http://a/../g"), a
                path that begins with "/" is taken as it is ("/./g" is
                "http://a/./g"), and an empty REF is BASE, fragment included;
                BASE must be an absolute URL, each REF a URL
  --all         each REF by RFC 1630, RFC 1808, RFC 2396 and RFC 3986 side by side:
                REF on a line, then a row per RFC with its target, or
                "none: " and why there is none (an invalid BASE or REF, a
                relative REF against an opaque BASE); --compat applies to
                RFC 2396 and RFC 3986

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

Exit status: 0 when every REF is resolved (with --all: by every RFC), 1 when
BASE or a REF is invalid, 2 on a usage error.
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

// One grammar's resolution of one reference: the target, or what stops
// it (an input the grammar rejects, with its verdict, or a sentence), and
// a note on how it was reached.
struct answer {
  std::optional<std::string> target;
  std::optional<judgement> rejected;  // the input's verdict, when it is why there is no target
  std::string input;                  // that input
  std::string refusal;                // why there is no target, when no verdict says it
  std::string note;
};

answer rejection(std::string_view input, judgement j) {
  answer a;
  a.rejected = std::move(j);
  a.input = input;
  return a;
}

answer refusal(std::string text) {
  answer a;
  a.refusal = std::move(text);
  return a;
}

// RFC 2396 Section 5.1: the base URI is absolute; a fragment it carries is
// set aside by the algorithm. An answer when it is not.
std::optional<answer> unusable_base_2396(const std::string& base, const rfc2396::options& grammar) {
  const auto j = rfc2396::check(base, "URI-reference", grammar);
  if (j.valid && j.match == "absoluteURI") {
    return std::nullopt;
  }
  auto a = j.valid ? answer{} : rejection(base, j);
  a.refusal =
      "BASE must be an absolute URI (RFC 2396 \xC2\xA7"
      "5.1)";
  return a;
}

answer resolve_2396(const std::string& base, const std::string& reference, const rfc2396::options& grammar,
                    bool compat) {
  answer a;
  if (const auto j = rfc2396::check(reference, "URI-reference", grammar); !j.valid) {
    // Appendix C resolves "?y", though Appendix A's relativeURI needs a
    // path before the "?": resolve such a reference, and say so.
    const bool query_only = !reference.empty() && reference.front() == '?' &&
                            rfc2396::check("." + reference, "URI-reference", grammar).valid;
    if (!query_only) {
      return rejection(reference, j);
    }
    a.note = "\"" + reference +
             "\" is not a URI-reference by RFC 2396 Appendix A (a relativeURI has a path before \"?\"); "
             "resolved as Appendix C resolves \"?y\"";
  }
  // Section 5: "relative URI cannot be used within a document that has an
  // unsuitable base URI", one without the <hier_part> syntax.
  const auto base_components = rfc2396::split(base);
  const auto reference_components = rfc2396::split(reference);
  const bool relative = !reference_components.scheme && (!reference_components.path.empty() ||
                                                         reference_components.authority || reference_components.query);
  const bool hierarchical =
      base_components.authority || (!base_components.path.empty() && base_components.path.front() == '/');
  if (relative && !hierarchical) {
    return refusal("\"" + reference + "\" is relative, and BASE \"" + base +
                   "\" has an opaque_part, not the <hier_part> syntax relative references need (RFC 2396 \xC2\xA7"
                   "5)");
  }
  rfc2396::resolve_options options;
  options.compat = compat;
  options.grammar = grammar.grammar;
  a.target = rfc2396::resolve(base_components, reference_components, options);
  return a;
}

// RFC 3986 Section 5.1: the base is a URI, its fragment set aside
// (Section 5.2.1 needs only its five components).
std::optional<answer> unusable_base_3986(const std::string& base, const rfc3986::options& grammar) {
  const auto j = rfc3986::check(base, "URI", grammar);
  if (j.valid) {
    return std::nullopt;
  }
  auto a = rejection(base, j);
  a.refusal =
      "BASE must be a URI (RFC 3986 \xC2\xA7"
      "5.1)";
  return a;
}

answer resolve_3986(const std::string& base, const std::string& reference, const rfc3986::options& grammar,
                    bool compat) {
  if (const auto j = rfc3986::check(reference, "URI-reference", grammar); !j.valid) {
    return rejection(reference, j);
  }
  rfc3986::resolve_options options;
  options.strict = !compat;
  answer a;
  a.target = rfc3986::resolve(base, reference, options);
  return a;
}

// RFC 1808 Section 3: the base URL is absolute (its fragment, which
// Section 2.4.1 sets aside, apart).
std::optional<answer> unusable_base_1808(const std::string& base) {
  const auto url = std::string_view(base).substr(0, base.find('#'));
  rfc1808::options opts;
  opts.vocabulary = &cli_vocabulary();
  const auto j = rfc1808::check(url, "absoluteURL", opts);
  if (j.valid) {
    return std::nullopt;
  }
  auto a = rejection(url, j);
  a.refusal =
      "BASE must be an absolute URL (RFC 1808 \xC2\xA7"
      "3)";
  return a;
}

answer resolve_1808(const std::string& base, const std::string& reference) {
  rfc1808::options opts;
  opts.vocabulary = &cli_vocabulary();
  if (const auto j = rfc1808::check(reference, "URL", opts); !j.valid) {
    return rejection(reference, j);
  }
  answer a;
  a.target = rfc1808::resolve(base, reference);
  return a;
}

answer resolve_1630(const std::string& base, const std::string& reference) {
  if (!rfc1630::scheme_of(base)) {
    return refusal("BASE must be an absolute URI: \"" + base +
                   "\" has no colon before any slash (RFC 1630 \"Partial (relative) form\")");
  }
  answer a;
  a.target = rfc1630::resolve_with_steps(base, reference).result;
  return a;
}

// Prints an answer as resolve --rfc N does: the target on standard output,
// what stops it and the note on standard error. Whether there is a target.
bool print_answer(const answer& a) {
  if (!a.note.empty()) {
    std::cerr << "urlbnf resolve: note: " << a.note << '\n';
  }
  if (!a.refusal.empty()) {
    std::cerr << "urlbnf resolve: " << a.refusal << '\n';
  }
  if (a.rejected) {
    print_rejection("resolve", a.input, *a.rejected);
  }
  if (a.target) {
    std::cout << *a.target << '\n';
  }
  return a.target.has_value();
}

int run_resolve_each(const parsed_args& args, const std::optional<answer>& unusable_base,
                     const std::function<answer(const std::string&)>& resolve_one) {
  if (unusable_base) {
    print_answer(*unusable_base);
    return exit_invalid;
  }
  int status = exit_valid;
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    if (!print_answer(resolve_one(*reference))) {
      status = exit_invalid;
    }
  }
  return status;
}

// resolve --all: each reference by every RFC's resolution, a row each.
int run_resolve_all(const parsed_args& args) {
  if (args.values.count("--rfc") != 0) {
    throw usage_error{"--all resolves by every RFC: it takes no --rfc"};
  }
  if (args.flag("--steps")) {
    throw usage_error{"--steps is available with --rfc 1630 only"};
  }
  const bool compat = args.flag("--compat");
  const auto& base = args.operands.front();
  const rfc2396::options rfc2396_grammar;
  const rfc3986::options rfc3986_grammar;
  const auto base_1808 = unusable_base_1808(base);
  const auto base_2396 = unusable_base_2396(base, rfc2396_grammar);
  const auto base_3986 = unusable_base_3986(base, rfc3986_grammar);
  int status = exit_valid;
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    const std::array<std::pair<std::string_view, answer>, 4> rows{{
        {"1630", resolve_1630(base, *reference)},
        {"1808", base_1808 ? *base_1808 : resolve_1808(base, *reference)},
        {"2396", base_2396 ? *base_2396 : resolve_2396(base, *reference, rfc2396_grammar, compat)},
        {"3986", base_3986 ? *base_3986 : resolve_3986(base, *reference, rfc3986_grammar, compat)},
    }};
    std::cout << *reference << '\n';
    for (const auto& [rfc, a] : rows) {
      std::cout << "  " << rfc << "  ";
      if (a.target) {
        std::cout << *a.target;
      } else {
        status = exit_invalid;
        std::cout << "none: " << (a.refusal.empty() ? "" : a.refusal + (a.rejected ? "; " : ""));
        if (a.rejected) {
          std::cout << (a.input == *reference ? "REF" : "BASE") << " is invalid at offset " << a.rejected->error->offset
                    << ": " << a.rejected->error->message;
        }
      }
      if (!a.note.empty()) {
        std::cout << "  (" << a.note << ')';
      }
      std::cout << '\n';
    }
  }
  return status;
}

int run_resolve(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--compat", "--steps", "--all"}, {"--rfc"}, resolve_help);
  if (args.operands.empty()) {
    throw usage_error{"resolve needs a BASE URI and at least one REF"};
  }
  if (args.operands.size() == 1) {
    throw usage_error{"resolve needs at least one REF to resolve against BASE " + args.operands.front()};
  }
  if (args.flag("--all")) {
    return run_resolve_all(args);
  }
  const auto rfc = rfc_option(args, {"2396", "2396+2732", "1630", "1808", "3986", "3986+6874"}, "2396");
  if (rfc == "1630") {
    return run_resolve_rfc1630(args);
  }
  if (args.flag("--steps")) {
    throw usage_error{"--steps is available with --rfc 1630 only"};
  }
  const auto& base = args.operands.front();
  const bool compat = args.flag("--compat");
  if (rfc == "1808") {
    if (compat) {
      throw usage_error{
          "--compat is RFC 2396's and RFC 3986's; RFC 1808 reads a REF with a scheme as absolute "
          "(Section 4 step 2b)"};
    }
    return run_resolve_each(args, unusable_base_1808(base),
                            [&](const std::string& reference) { return resolve_1808(base, reference); });
  }
  if (rfc == "3986" || rfc == "3986+6874") {
    rfc3986::options grammar;
    grammar.grammar = rfc == "3986" ? rfc3986::grammar::rfc3986 : rfc3986::grammar::rfc3986_6874;
    grammar.vocabulary = &cli_vocabulary();
    return run_resolve_each(args, unusable_base_3986(base, grammar), [&](const std::string& reference) {
      return resolve_3986(base, reference, grammar, compat);
    });
  }
  const auto grammar = rfc2396_option(args);
  return run_resolve_each(args, unusable_base_2396(base, grammar),
                          [&](const std::string& reference) { return resolve_2396(base, reference, grammar, compat); });
}

const bool registered = add_command(
    {"resolve", "resolve URI references against a base URI (RFC 2396 and RFC 3986 Section 5.2, RFC 1630 partial forms)",
     resolve_help, run_resolve});

}  // namespace
}  // namespace urlbnf::cli
