// urlbnf extract: find the URIs in plain text and judge each.
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>
#include <urlbnf/extract.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc3986/check.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* extract_help =
    R"help(usage: urlbnf extract [--rfc 3986|3986+6874|2396|2396+2732|1738] [--json] [-f FILE]... [FILE...]

Finds the URIs in plain text (each FILE in turn, or standard input when
none is given or for "-") as RFC 3986 Appendix C "Delimiting a URI in Context", RFC 2396 Appendix
E and RFC 1738's appendix "Recommendations for URLs in Context" describe
them (the three agree on the forms below), judges each, and prints one URI per line as
extracted, invalid ones too.

Forms (the wrapper is not part of the URI):
  <URL:scheme:...>   angle brackets with RFC 1738's "URL:" prefix
  <scheme:...>       angle brackets
  "scheme:..."       double quotes (RFC 3986 Appendix C); only URI characters
                     and whitespace that breaks a line may stand inside
  scheme:...         bare: ends at whitespace or at a character no URI can
                     hold; "." "," ";" ":" "!" "?" "'" and an unopened ")" or
                     "]" at its end are read as the sentence's punctuation
Inside a wrapper all whitespace is removed: it breaks a long URI across lines.
"<" or a quote followed by anything but a scheme and ":" is ordinary text.
A hyphen right before a line break inside a wrapper is kept, but the RFCs
warn it may be a typesetter's: a note on standard error gives the URI without
it, and --json gives that reading and its verdict.

  --rfc 3986, --rfc 3986+6874
                      judge each URI reference by RFC 3986 (the default), or
                      by RFC 3986 as RFC 6874 amends it (IPv6 zone
                      identifiers); the "#fragment" is judged with the URI
  --rfc 2396, --rfc 2396+2732
                      RFC 2396, or RFC 2396 as amended by RFC 2732 (IPv6
                      literals); the "#fragment" is judged with the URI
  --rfc 1738          RFC 1738. A "#fragment" inside the wrapper is carried
                      along but is not part of the URL (RFC 1738 appendix):
                      the URL before it is judged.
  --json              one JSON object per URI: input_position (offset, line,
                      column of the URI's first character, from 1), span
                      (offset, length, wrapper included), form (angle-url-prefix,
                      angle, quoted, bare), uri, verdict (as 'check --json'),
                      without_break_hyphens (null, or {uri, verdict}),
                      and, when the text is read from a FILE named (or
                      "-"), file
  -f FILE, --file FILE
                      read the text of FILE, as a FILE operand is read;
                      may be given again

Text output: one line per URI found, in order; an invalid one is printed
as "invalid  " and the URI (no URI holds a space), its diagnostic on
standard error with FILE:LINE:COLUMN. Bytes no terminal should get raw are
escaped as check escapes them.

Exit status: 0 when every URI found is valid (also when none is found), 1
when any is invalid, 2 on a usage or I/O error.
)help";

// The grammar that judges the extracted URIs, and the registry's entry,
// which says what part of a URI found in text it judges (RFC 1738's
// appendix: not the "#fragment" inside the wrapper).
struct grammar_choice {
  uri_judge judge;
  const grammar_entry* entry;
  [[nodiscard]] std::string_view judged_part(std::string_view uri) const { return entry->judged_in_context(uri); }
};

// The grammar --rfc names: RFC 1738's, RFC 2396's or RFC 3986's, whose
// appendixes describe URIs in context.
grammar_choice grammar_option_of(const parsed_args& args) {
  const auto by_rfc = overloaded{
      [](const rfc1738::options& opts) -> uri_judge {
        return [opts](std::string_view part) { return rfc1738::check(part, {}, opts); };
      },
      [](const rfc2396::options& opts) -> uri_judge {
        return [opts](std::string_view part) { return rfc2396::check(part, {}, opts); };
      },
      [](const rfc3986::options& opts) -> uri_judge {
        return [opts](std::string_view part) { return rfc3986::check(part, {}, opts); };
      }};
  const auto chosen = grammar_chosen(args, "3986", takes<decltype(by_rfc)>);
  const auto judge = call_with<uri_judge>(by_rfc, chosen);
  const auto* entry = chosen.entry;
  return {[judge, entry](std::string_view uri) { return judge(entry->judged_in_context(uri)); }, entry};
}

json uri_json(const extracted_uri& found, const grammar_choice& grammar) {
  json other_reading = nullptr;
  if (found.without_break_hyphens) {
    const auto& other = *found.without_break_hyphens;
    other_reading = {{"uri", other.uri}, {"verdict", verdict_json(grammar.judged_part(other.uri), other.verdict)}};
  }
  return {
      {"input_position", {{"offset", found.start.offset}, {"line", found.start.line}, {"column", found.start.column}}},
      {"span", {{"offset", found.span_offset}, {"length", found.span_length}}},
      {"form", form_name(found.form)},
      {"uri", found.uri},
      {"verdict", verdict_json(grammar.judged_part(found.uri), found.verdict)},
      {"without_break_hyphens", other_reading},
  };
}

int run_extract(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "-f"}, extract_help);
  const auto grammar = grammar_option_of(args);
  // Every operand names a file of text, as -f does; "-" or none, standard input.
  auto sources = args.sources;
  if (sources.empty()) {
    sources.push_back({"-", false});
  }
  const bool as_json = args.flag("--json");
  bool all_valid = true;
  for (const auto& source : sources) {
    const auto& path = source.name;
    const auto shown_name = path == "-" ? std::string("standard input") : escaped(path);
    const auto text = read_whole(path, shown_name, "extract");
    if (!text) {
      return exit_usage;
    }
    // Read without a name (standard input by default), the objects have no "file".
    const bool named = !args.sources.empty();
    for_each_uri(*text, grammar.judge, [&](extracted_uri&& found) {
      all_valid = all_valid && found.verdict.valid;
      if (as_json) {
        auto object = uri_json(found, grammar);
        if (named) {
          object["file"] = path;
        }
        std::cout << dump(object) << '\n';
        return;
      }
      const auto where = "extract: " + shown_name + ":" + std::to_string(found.start.line) + ":" +
                         std::to_string(found.start.column);
      // One line per URI, an invalid one marked in place (a URI holds no
      // space); its diagnostic on standard error.
      std::cout << (found.verdict.valid ? "" : "invalid  ") << escaped(found.uri) << '\n';
      if (!found.verdict.valid) {
        print_rejection(where, grammar.judged_part(found.uri), found.verdict);
      }
      if (found.without_break_hyphens) {
        std::cerr << "urlbnf " << where << ": a hyphen before a line break may be a typesetter's"
                  << " (RFC 3986 Appendix C, RFC 2396 Appendix E, RFC 1738 appendix);"
                  << " without it: " << escaped(found.without_break_hyphens->uri) << '\n';
      }
    });
  }
  return all_valid ? exit_valid : exit_invalid;
}

const bool registered =
    add_command({"extract", "find the URIs in plain text (RFC 3986 Appendix C) and judge each",
                 extract_help, run_extract});

}  // namespace
}  // namespace urlbnf::cli
