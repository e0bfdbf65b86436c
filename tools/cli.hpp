// What every urlbnf command shares: the command registry, argument
// parsing, exit statuses and the text view of a verdict (its JSON view and
// the other pure renderers are json_render.hpp's).
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/text.hpp>
#include <vector>

#include "json_render.hpp"

namespace urlbnf::cli {

constexpr int exit_valid = 0;
constexpr int exit_invalid = 1;
constexpr int exit_usage = 2;

// A bad command line; main() prints the message and exits with exit_usage.
struct usage_error {
  std::string message;
};

struct command {
  std::string_view name;
  std::string_view summary;
  const char* help;
  int (*run)(const std::vector<std::string>& args);
};

// Each command file registers itself: `const bool registered = add_command({...});`
bool add_command(const command& c);
const std::vector<command>& commands();

struct parsed_args {
  std::set<std::string> flags;
  std::map<std::string, std::string> values;
  std::vector<std::string> operands;
  [[nodiscard]] bool flag(const std::string& name) const { return flags.count(name) != 0; }
  [[nodiscard]] std::string value(const std::string& name, const std::string& fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
};

// Options are `--flag` or `--name VALUE`; `--help` prints `help` and exits
// 0; anything else starting with "-" is a usage_error naming it; "--" ends
// the options.
parsed_args parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> flags,
                       std::initializer_list<std::string_view> valued, const char* help);

// The grammar named by --rfc (1738 when absent); a usage_error for any
// other value.
std::string rfc_option(const parsed_args& args);

// The grammar named by --rfc among `known` (`fallback` when absent).
std::string rfc_option(const parsed_args& args, std::initializer_list<std::string_view> known,
                       std::string_view fallback);

// The registered grammar (urlbnf/grammars.hpp) named by --rfc (`fallback`
// when absent); a usage_error naming the registered ones otherwise.
const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback);

// The verdict on one input, as check prints it: the text lines (its JSON
// is render_verdict_json's, json_render.hpp). The only renderer of a
// verdict as text; the function below wraps it.
void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j);
void print_verdict_text(std::string_view input, const judgement& j);

// What a valid verdict matched: "httpurl (also genericurl)".
void render_match_text(output_buffer& out, const judgement& j);

// The RFC 1630 grammar named by `rfc` ("1630" or "1630-generic"); a
// usage_error for the options that widen other grammars only.
rfc1630::options rfc1630_option(const parsed_args& args, const std::string& rfc);

// A rejected input and its diagnostic, on standard error, for the commands
// whose standard output carries results rather than verdicts.
void print_rejection(std::string_view command, std::string_view input, const judgement& j);

// The RFC 2396 grammar named by --rfc (2396 or 2396+2732).
rfc2396::options rfc2396_option(const parsed_args& args);

}  // namespace urlbnf::cli
