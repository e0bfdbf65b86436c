// What every urlbnf command shares: the command registry, argument
// parsing, exit statuses and the text view of a verdict (its JSON view and
// the other pure renderers are json_render.hpp's).
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/text.hpp>
#include <variant>
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

// A grammar --rfc chose, with its API's options: the CLI's vocabulary and
// the widening flags given.
struct chosen_grammar {
  const grammar_entry* entry;
  grammar_options options;
};

// The registered grammar (urlbnf/grammars.hpp) --rfc names (`fallback` when
// absent), among those `offered` says the command takes (every one when
// null), and each widening flag given (--fold-scheme-case,
// --ipv6-text-forms) set in its options. A usage_error, naming what would
// do, for an unknown grammar, one not offered, or a flag it has not.
chosen_grammar grammar_chosen(const parsed_args& args, std::string_view fallback,
                              bool (*offered)(const grammar_options&) = nullptr);

// The registered grammar --rfc names, without options: for the commands
// that take a grammar's productions, not inputs.
const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback);

// A set of functions, one per API's options, as one visitor.
template <class... F>
struct overloaded : F... {
  using F::operator()...;
};
template <class... F>
overloaded(F...) -> overloaded<F...>;

// Whether `Visitor` takes the options of the API `opts` belongs to: a
// command offers the grammars whose APIs its visitor takes.
template <class Visitor>
bool takes(const grammar_options& opts) {
  return std::visit([](const auto& o) { return std::is_invocable_v<const Visitor&, decltype(o)>; }, opts);
}

// `visitor`'s Result for the chosen grammar's options; grammar_chosen with
// takes<Visitor> offered only grammars whose options it takes.
template <class Result, class Visitor>
Result call_with(const Visitor& visitor, const chosen_grammar& chosen) {
  return std::visit(
      [&](const auto& o) -> Result {
        if constexpr (std::is_invocable_v<const Visitor&, decltype(o)>) {
          return visitor(o);
        } else {
          throw usage_error{"--rfc " + std::string(chosen.entry->name) + " is not taken here"};
        }
      },
      chosen.options);
}

// The verdict on one input, as check prints it: the text lines (its JSON
// is render_verdict_json's, json_render.hpp). The only renderer of a
// verdict as text; the function below wraps it.
void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j);
void print_verdict_text(std::string_view input, const judgement& j);

// What a valid verdict matched: "httpurl (also genericurl)".
void render_match_text(output_buffer& out, const judgement& j);

// A rejected input and its diagnostic, on standard error, for the commands
// whose standard output carries results rather than verdicts.
void print_rejection(std::string_view command, std::string_view input, const judgement& j);

}  // namespace urlbnf::cli
