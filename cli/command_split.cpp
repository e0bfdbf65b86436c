// urlbnf split: the five components of RFC 2396 Appendix B.
#include <urlbnf/rfc2396/split.hpp>

#include "cli.hpp"
#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* split_help = R"(usage: urlbnf split [--json] [--max-line BYTES] [URL...]

Splits each URL (any URI reference) into the four components and fragment
identifier that the regular expression of RFC 2396 Appendix B finds:

  ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?

scheme = $2, authority = $4, path = $5, query = $7, fragment = $9. Nothing is
validated: every string splits. A component whose separator is missing is
absent (null in JSON), which is not the same as empty; the path is never
absent. With no URL arguments, splits each line of standard input.

  --json    one JSON object per URL, one line each, with the keys scheme,
            authority, path, query and fragment

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
  const auto args = parse_args(argv, {"--json"}, {"--max-line"}, split_help);
  const bool as_json = args.flag("--json");
  const auto status = judge_inputs(args, "split", [&](std::string_view input, output_buffer& out) {
    const auto c = rfc2396::split(input);
    const json o = {{"scheme", component_json(c.scheme)},
                    {"authority", component_json(c.authority)},
                    {"path", component_json(c.path)},
                    {"query", component_json(c.query)},
                    {"fragment", component_json(c.fragment)}};
    if (as_json) {
      out << dump(o) << '\n';
      return true;
    }
    // Quoted, so that an empty component, or a path spelled "(absent)",
    // cannot be mistaken for an absent one.
    out << input << '\n';
    for (const char* key : {"scheme", "authority", "path", "query", "fragment"}) {
      out << "  " << key << ": " << (o[key].is_null() ? std::string("(absent)") : dump(o[key])) << '\n';
    }
    return true;
  });
  return status;
}

const bool registered =
    add_command({"split", "split URI references into the components of RFC 2396 Appendix B", split_help, run_split});

}  // namespace
}  // namespace urlbnf::cli
