// urlbnf split: the five components of RFC 3986 Appendix B (RFC 2396
// Appendix B's, unchanged).
#include <urlbnf/rfc2396/split.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* split_help = R"(usage: urlbnf split [--rfc 3986|3986+6874|2396|2396+2732] [--json] [-j N]
                   [--max-line BYTES] [-f FILE]... [URL...]

Splits each URL (any URI reference) into the four components and fragment
identifier that the regular expression of RFC 3986 Appendix B finds (RFC
2396 Appendix B's, unchanged, so every --rfc splits alike):

  ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?

scheme = $2, authority = $4, path = $5, query = $7, fragment = $9. Nothing is
validated: every string splits. A component whose separator is missing is
absent (null in JSON), which is not the same as empty; the path is never
absent. With no URL arguments, splits each line of standard input.

  --rfc GRAMMAR
            3986 (the default), 3986+6874, 2396 or 2396+2732: the grammars
            whose RFC gives the expression
  --json    one JSON object per URL, one line each, with the keys scheme,
            authority, path, query and fragment

  -f FILE, --file FILE
            read the URLs of FILE, one a line ("-": standard input, as is
            the operand "-"); may be given again; with --json each object
            has "line" and "file" as check --json has them
  -j N      split on N threads; output in input order
  --max-line BYTES
            longest input line taken (default 16777216); a longer one is
            reported as such

Exit status: 0, 1 when a line was longer than --max-line, or 2 on a usage
or I/O error.
)";

json component_json(const std::optional<std::string_view>& value) {
  return value ? json(std::string(*value)) : json(nullptr);
}

int run_split(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {"--rfc", "--max-line", "-j", "-f"}, split_help);
  // Only the grammar's name is checked: the expression is the same in both RFCs.
  const auto by_rfc = overloaded{[](const rfc2396::options&) {}, [](const rfc3986::options&) {}};
  const auto chosen = grammar_chosen(args, "3986", takes<decltype(by_rfc)>);
  const bool as_json = args.flag("--json");
  // No production judges: the expression splits every string.
  const judged_by by{chosen.entry->name, {}};
  const auto status = judge_inputs(args, "split", {by}, [&](const input_line& input, output_buffer& out) {
    const auto c = rfc2396::split(input.text);
    json o = {{"scheme", component_json(c.scheme)},
                    {"authority", component_json(c.authority)},
                    {"path", component_json(c.path)},
                    {"query", component_json(c.query)},
                    {"fragment", component_json(c.fragment)}};
    if (as_json) {
      add_position(o, input);
      out << dump(o) << '\n';
      return true;
    }
    // Quoted, so that an empty component, or a path spelled "(absent)",
    // cannot be mistaken for an absent one; escaped as every text output.
    render_escaped(out, input.text);
    out << '\n';
    using shown = std::pair<const char*, std::optional<std::string_view>>;
    for (const auto& [key, value] : {shown{"scheme", c.scheme}, shown{"authority", c.authority}, shown{"path", c.path},
                                     shown{"query", c.query}, shown{"fragment", c.fragment}}) {
      out << "  " << key << ": ";
      if (value) {
        out << '"';
        render_escaped(out, *value);
        out << '"';
      } else {
        out << "(absent)";
      }
      out << '\n';
    }
    return true;
  });
  return status;
}

const bool registered =
    add_command({"split", "split URI references into the components of RFC 3986 Appendix B", split_help, run_split});

}  // namespace
}  // namespace urlbnf::cli
