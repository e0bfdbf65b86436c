// What every urlbnf command shares: the command registry, argument
// parsing, exit statuses and the text view of a verdict (its JSON view and
// the other pure renderers are json_render.hpp's).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
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

// A bad command line; main() prints the message, and where the command's
// help is, and exits with exit_usage.
struct usage_error {
  std::string message;
};

// --help (or -h) on a command's line: main() prints `help` and exits 0, or
// 2 when it cannot be written, as every other output.
struct help_request {
  const char* help;
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

// Where a filter reads its inputs from, in command-line order: a URL
// operand (`name` is the URL), or a stream, one input per line: -f FILE
// (--file FILE), or standard input for the operand "-" and for -f -.
struct input_source {
  std::string name;
  bool is_stream;
};

struct parsed_args {
  std::set<std::string> flags;
  std::map<std::string, std::string> values;  // the last value given of each option
  std::vector<std::string> operands;
  std::vector<input_source> sources;  // every operand and -f FILE, in order
  [[nodiscard]] bool flag(const std::string& name) const { return flags.count(name) != 0; }
  [[nodiscard]] std::string value(const std::string& name, const std::string& fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
};

// Options are `--flag`, `--name VALUE` or `--name=VALUE` (`-j N`, `-n N`,
// `-f FILE`: a short option takes its value as the next argument); "-f"
// among `valued` also accepts its long name, --file, and may be given
// again, each file adding a source. --help and -h throw help_request;
// anything else starting with "-" but "-" itself is a usage_error naming
// it, with the nearest option ("did you mean") and the options the command
// takes; "--" ends the options.
parsed_args parse_args(const std::vector<std::string>& args, const std::vector<std::string_view>& flags,
                       std::initializer_list<std::string_view> valued, const char* help);

// The whole number option `name` gives (-n, --seed), `fallback` when it
// is absent; a usage_error, naming the option and the range, for anything
// but a number from 0 to `max`.
std::uint64_t number_option(const parsed_args& args, const std::string& name, std::uint64_t fallback,
                            std::uint64_t max);

// The flags of every registered grammar's reading options
// (--fold-scheme-case, --ipv6-text-forms, --scheme-reading, ...), which a
// command that judges inputs takes: grammar_chosen() sets the one given in
// the chosen grammar's options, or says which grammars it applies to.
const std::vector<std::string_view>& reading_flags();
// `flags` and reading_flags().
std::vector<std::string_view> with_reading_flags(std::initializer_list<std::string_view> flags);

// All of the file at `path`, or of standard input for "-"; nullopt once
// the reason ("urlbnf COMMAND: cannot open SHOWN_NAME: ...") is printed.
std::optional<std::string> read_whole(const std::string& path, const std::string& shown_name, std::string_view command);

// "; did you mean X?" when `typed` is a near miss (a few edits, letters'
// case aside) of one or more of `names`, else "".
std::string did_you_mean(const std::vector<std::string_view>& names, std::string_view typed);

// The production --rule names in `g`, found by grammar_entry's one rule
// (the name exactly, else the one name equal to it ignoring case), its
// `name` as the RFC spells it; a usage_error, with a "did you mean" for a
// near miss, when there is none.
production_info rule_option(const grammar_entry& g, const std::string& name);

// The same for the productions of `g`'s BNF files (`model`), which hold
// the core rules the grammar's tables may not name apart.
const bnf::production& bnf_rule_option(const grammar_entry& g, const bnf::model& model, const std::string& name);

// Standard output as every command writes it: std::cout is routed through
// write_stdout, and main() flushes it once the command has run. The first
// failed write ends all writing; main() reports it once, and exits 2. A
// closed pipe ends the command by SIGPIPE, quietly, as it ends cat.
void route_cout();
bool write_stdout(std::string_view bytes) noexcept;
// errno of the first failed write to standard output, 0 when none failed.
int stdout_error() noexcept;

// `s` as text output shows it, so that no byte of an input reaches a
// terminal raw: control characters (C0, DEL and C1) and bytes that are not
// well-formed UTF-8 as \xNN (two upper-case hex digits), a backslash as
// \\, everything else (printable ASCII, well-formed UTF-8) as it is. Every
// backslash shown thus starts an escape, and no escape holds a space.
void render_escaped(output_buffer& out, std::string_view s);
std::string escaped(std::string_view s);

// A grammar --rfc chose, with its API's options: the CLI's vocabulary and
// the reading flags given.
struct chosen_grammar {
  const grammar_entry* entry;
  grammar_options options;
};

// The registered grammar (urlbnf/grammars.hpp) --rfc names (`fallback` when
// absent), among those `offered` says the command takes (every one when
// null), and each reading flag given (--fold-scheme-case,
// --ipv6-text-forms, --scheme-reading, --nonstandard-syntax) set in its options. A usage_error, naming what would
// do, for an unknown grammar, one not offered, or a flag it has not.
chosen_grammar grammar_chosen(const parsed_args& args, std::string_view fallback,
                              bool (*offered)(const grammar_options&) = nullptr);

// The registered grammar --rfc names, without options: for the commands
// that take a grammar's productions, not inputs.
const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback);
// The same for another option that names a grammar (diverge's --against).
const grammar_entry& grammar_option(const parsed_args& args, const std::string& option, std::string_view fallback);

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
// verdict as text: the input escaped (render_escaped), a rejection with
// its caret view (caret_view).
void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j);

// What a valid verdict matched: "httpurl (also genericurl)".
void render_match_text(output_buffer& out, const judgement& j);

// A rejected input and its diagnostic, on standard error, for the commands
// whose standard output carries results rather than verdicts.
void print_rejection(std::string_view command, std::string_view input, const judgement& j);

}  // namespace urlbnf::cli
