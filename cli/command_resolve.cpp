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
#include <urlbnf/rfc3987/check.hpp>

#include "cli.hpp"
#include "resolution.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* resolve_help = R"(usage: urlbnf resolve [--rfc 3986|3986+6874|3987] [--compat] [--steps] BASE [REF...] [-f FILE]...
       urlbnf resolve --rfc 2396|2396+2732 [--compat] [--steps] BASE REF...
       urlbnf resolve --rfc 1808 [--steps] BASE REF...
       urlbnf resolve --rfc 1630|1630-generic [--steps] BASE REF...
       urlbnf resolve --all [--compat] [--steps] [--json] BASE REF...

Resolves each URI reference REF against the base URI BASE by the algorithm of
RFC 3986 Section 5.2 (the default grammar; --rfc selects another RFC's) and
prints the target URI, one line per REF, in order.

  -f FILE, --file FILE
                the REFs are also the lines of FILE (a trailing CR
                stripped; repeatable; "-" is standard input, as the operand
                "-" is), after BASE, in command-line order

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
  --rfc 3987    resolve IRIs by RFC 3987 Section 6.5: RFC 3986's algorithm,
                characters beyond US-ASCII kept as written ("../é" against
                "http://a/b/c" is "http://a/é"); BASE must be an IRI, each REF
                an IRI-reference; --compat as for RFC 3986
  --rfc 2396    resolve by RFC 2396 Section 5.2, validating BASE and each REF
                by RFC 2396 Appendix A. As in RFC 2396 Appendix C, ".."
                segments that climb above the root are kept: "../../../g"
                against "http://a/b/c/d;p?q" is "http://a/../g". An empty
                REF, or one that is only a fragment ("#s"), is the current
                document: BASE without its fragment, followed by REF's
                fragment (Section 4.2)
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

  --rfc 1808    resolve by RFC 1808 Section 4 on URLs parsed as Section 2.4
                parses them (an empty query, params or fragment is none):
                ".." segments above the root are kept ("http://a/../g"), a
                path that begins with "/" is taken as it is ("/./g" is
                "http://a/./g"), and an empty REF is BASE, fragment included;
                BASE must be an absolute URL, each REF a URL
  --json        (with --all) one JSON object per RFC per REF instead: base,
                reference, rfc, target (null when none), refusal,
                rejected (the invalid input's check --json object), note,
                steps (with --steps, and RFC 1630's always)
  --all         each REF by RFC 1630, RFC 1808, RFC 2396 and RFC 3986 side by side:
                REF on a line, then a row per RFC with its target, or
                "none: " and why there is none (an invalid BASE or REF, a
                relative REF against an opaque BASE); --compat applies to
                RFC 2396 and RFC 3986

  --rfc 1630    (or 1630-generic: the rules are the same for both BNFs)
                resolve each partial form REF in the context BASE by the rules
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
  --steps       print after each result the steps that made it, one per
                line, indented by two spaces (with --all, under each RFC's
                row, by four), each with its section and the RFC's label:
                RFC 3986 Section 5.2.2's condition that held, the merge of
                5.2.3, each state of remove_dot_segments as Section 5.2.4's
                table prints them (STEP, OUTPUT BUFFER, INPUT BUFFER), and
                the recomposition of 5.3; RFC 2396 Section 5.2's step that
                decides, or step 6's sub-steps 6a to 6f with the buffer each
                leaves, and step 7; RFC 1808 Section 4's the same; RFC
                1630's rules as applied

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
    for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
      std::cout << "none  " << escaped(*reference) << '\n';
    }
    return exit_invalid;
  }
  note_unless_rfc1630_uri("BASE", base);
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    const auto resolved = rfc1630::resolve_with_steps(base, *reference);
    std::cout << escaped(resolved.result) << '\n';
    if (args.flag("--steps")) {
      for (const auto& step : resolved.steps) {
        std::cout << "  " << escaped(step) << '\n';
      }
    }
    note_unless_rfc1630_uri("the result", resolved.result);
  }
  return exit_valid;
}

// What stops an answer, and its note, on standard error.
void report_answer(const answer& a) {
  if (!a.note.empty()) {
    std::cerr << "urlbnf resolve: note: " << a.note << '\n';
  }
  if (!a.refusal.empty()) {
    std::cerr << "urlbnf resolve: " << a.refusal << '\n';
  }
  if (a.rejected) {
    print_rejection("resolve", a.input, *a.rejected);
  }
}

// Prints an answer as resolve --rfc N does: the target on standard output
// or, in its place, "invalid  REF" when REF is invalid and "none  REF"
// when there is no target for another reason (a refusal; a target holds
// no space); what stops it and the note on standard error. Whether there
// is a target.
bool print_answer(const answer& a, const std::string& reference) {
  report_answer(a);
  if (a.target) {
    std::cout << escaped(*a.target) << '\n';
    for (const auto& step : a.steps) {
      std::cout << "  " << escaped(step) << '\n';
    }
  } else {
    std::cout << (a.rejected && a.input == reference ? "invalid  " : "none  ") << escaped(reference) << '\n';
  }
  return a.target.has_value();
}

int run_resolve_each(const parsed_args& args, const std::optional<answer>& unusable_base,
                     const std::function<answer(const std::string&)>& resolve_one) {
  if (unusable_base) {
    // Said once; then a record per REF, none of which has a target.
    report_answer(*unusable_base);
    for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
      std::cout << "none  " << escaped(*reference) << '\n';
    }
    return exit_invalid;
  }
  int status = exit_valid;
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    if (!print_answer(resolve_one(*reference), *reference)) {
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
  const bool steps = args.flag("--steps");
  const every_rfc rfcs(args.operands.front(), args.flag("--compat"));
  int status = exit_valid;
  for (auto reference = args.operands.begin() + 1; reference != args.operands.end(); ++reference) {
    const auto answers = rfcs.resolve(*reference, steps);
    if (args.flag("--json")) {
      for (const auto& a : answers) {
        auto j = answer_json(a);
        j["base"] = args.operands.front();
        j["reference"] = *reference;
        std::cout << dump(j) << '\n';
        status = a.target ? status : exit_invalid;
      }
      continue;
    }
    std::cout << escaped(*reference) << '\n';
    for (const auto& a : answers) {
      std::cout << "  " << a.rfc << "  ";
      if (a.target) {
        std::cout << escaped(*a.target);
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
      if (steps) {
        for (const auto& step : a.steps) {
          std::cout << "    " << escaped(step) << '\n';
        }
      }
    }
  }
  return status;
}

// BASE, the first URL operand, then every REF in command-line order: the
// other operands, and the lines of each -f FILE or "-" (standard input), a
// trailing CR stripped; empty when a file cannot be read, once that is said.
std::optional<std::vector<std::string>> base_and_references(const parsed_args& args) {
  std::vector<std::string> out;
  bool base_seen = false;
  for (const auto& source : args.sources) {
    if (!source.is_stream) {
      out.push_back(source.name);
      base_seen = true;
      continue;
    }
    if (!base_seen) {
      throw usage_error{"BASE comes first, before -f FILE or \"-\": its REFs are resolved against it"};
    }
    const auto text =
        read_whole(source.name, source.name == "-" ? std::string("standard input") : escaped(source.name), "resolve");
    if (!text) {
      return std::nullopt;
    }
    std::string_view rest(*text);
    while (!rest.empty()) {
      const auto newline = rest.find('\n');
      auto line = rest.substr(0, newline);
      rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
      if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
      }
      out.emplace_back(line);
    }
  }
  return out;
}

int run_resolve(const std::vector<std::string>& argv) {
  auto args = parse_args(argv, {"--compat", "--steps", "--all", "--json"}, {"--rfc", "-f"}, resolve_help);
  auto operands = base_and_references(args);
  if (!operands) {
    return exit_usage;
  }
  args.operands = std::move(*operands);
  if (args.flag("--json") && !args.flag("--all")) {
    throw usage_error{"--json is available with --all only"};
  }
  if (args.operands.empty()) {
    throw usage_error{"resolve needs a BASE URI and at least one REF"};
  }
  if (args.operands.size() == 1) {
    throw usage_error{"resolve needs at least one REF to resolve against BASE " + args.operands.front()};
  }
  if (args.flag("--all")) {
    return run_resolve_all(args);
  }
  const auto& base = args.operands.front();
  const bool compat = args.flag("--compat");
  const bool steps = args.flag("--steps");
  const auto by_rfc =
      overloaded{[&](const rfc1630::options&) { return run_resolve_rfc1630(args); },
                 [&](const rfc1808::options&) {
                   if (compat) {
                     throw usage_error{
                         "--compat is RFC 2396's and RFC 3986's; RFC 1808 reads a REF with a scheme as absolute "
                         "(Section 4 step 2b)"};
                   }
                   return run_resolve_each(args, unusable_base_1808(base),
                                           [&](const std::string& reference) { return resolve_1808(base, reference, steps); });
                 },
                 [&](const rfc2396::options& grammar) {
                   return run_resolve_each(args, unusable_base_2396(base, grammar), [&](const std::string& reference) {
                     return resolve_2396(base, reference, grammar, compat, steps);
                   });
                 },
                 [&](const rfc3986::options& grammar) {
                   return run_resolve_each(args, unusable_base_3986(base, grammar), [&](const std::string& reference) {
                     return resolve_3986(base, reference, grammar, compat, steps);
                   });
                 },
                 [&](const rfc3987::options& grammar) {
                   return run_resolve_each(args, unusable_base_3987(base, grammar), [&](const std::string& reference) {
                     return resolve_3987(base, reference, grammar, compat, steps);
                   });
                 }};
  const auto chosen = grammar_chosen(args, "3986", takes<decltype(by_rfc)>);
  return call_with<int>(by_rfc, chosen);
}

const bool registered = add_command(
    {"resolve", "resolve URI references against a base URI (RFC 2396 and RFC 3986 Section 5.2, RFC 1630 partial forms)",
     resolve_help, run_resolve});

}  // namespace
}  // namespace urlbnf::cli
