// urlbnf split: the five components of RFC 2396 Appendix B.
#include <iostream>
#include <urlbnf/rfc2396/split.hpp>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* split_help = R"(usage: urlbnf split [--json] URL...

Splits each URL (any URI reference) into the four components and fragment
identifier that the regular expression of RFC 2396 Appendix B finds:

  ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?

scheme = $2, authority = $4, path = $5, query = $7, fragment = $9. Nothing is
validated: every string splits. A component whose separator is missing is
absent (null in JSON), which is not the same as empty; the path is never
absent.

  --json    one JSON object per URL, one line each, with the keys scheme,
            authority, path, query and fragment

Exit status: 0, or 2 on a usage error.
)";

json component_json(const std::optional<std::string_view>& value) {
  return value ? json(std::string(*value)) : json(nullptr);
}

int run_split(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {"--json"}, {}, split_help);
  if (args.operands.empty()) {
    throw usage_error{"split needs at least one URL"};
  }
  for (const auto& input : args.operands) {
    const auto c = rfc2396::split(input);
    const json out = {{"scheme", component_json(c.scheme)},
                      {"authority", component_json(c.authority)},
                      {"path", component_json(c.path)},
                      {"query", component_json(c.query)},
                      {"fragment", component_json(c.fragment)}};
    if (args.flag("--json")) {
      std::cout << dump(out) << '\n';
      continue;
    }
    // Quoted, so that an empty component, or a path spelled "(absent)",
    // cannot be mistaken for an absent one.
    std::cout << input << '\n';
    for (const char* key : {"scheme", "authority", "path", "query", "fragment"}) {
      std::cout << "  " << key << ": " << (out[key].is_null() ? "(absent)" : dump(out[key])) << '\n';
    }
  }
  return exit_valid;
}

const bool registered =
    add_command({"split", "split URI references into the components of RFC 2396 Appendix B", split_help, run_split});

}  // namespace
}  // namespace urlbnf::cli
