// Judging a stream of inputs fast: standard input and -f files read in
// large blocks, output written in large blocks, and with -j N the lines
// judged by N threads in batches whose output keeps the input's order.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"

namespace urlbnf::cli {

// Judges one input: appends what is printed for it to `out` and says whether
// it is valid. Called from several threads at once with -j N.
using line_judge = std::function<bool(const input_line& input, output_buffer& out)>;

// What judges a command's inputs, as the object for a line longer than
// --max-line names it in place of a verdict: the grammar ("rfc") and the
// rule, empty for none (null in JSON). check --all names each grammar.
struct judged_by {
  std::string_view rfc;
  std::string_view rule;
};

// The longest input line judged, whether output is JSON Lines, and what
// judges: a longer line is reported in place of its verdict, and the
// stream goes on.
struct line_limit {
  std::size_t max;
  bool json;
  std::vector<judged_by> judges;
};

// --max-line's default: far beyond any URL met in practice, and bounded.
constexpr std::size_t default_max_line = std::size_t{1} << 24;
// How much of a line longer than --max-line its JSON object shows.
constexpr std::size_t long_line_prefix = 64;

// Calls `judge` with each input of args.sources in order: a URL operand
// (with a note on standard error when it also names a file or directory),
// or each line of a stream (standard input for "-", or -f FILE), a trailing
// CR stripped, numbered from 1 in each stream; standard input when there is
// no source. Lines are judged on the number of threads -j names (1 when
// absent; a usage_error unless 1 to 256), and the output written in input
// order. A line longer than --max-line bytes (16 MiB when absent) is
// reported as such, counts as invalid, and is not kept in memory whole.
// exit_valid when every input is valid, exit_invalid when any is not,
// exit_usage when a stream cannot be read (after a message on standard
// error) or standard output written (main() reports it, write_stdout).
int judge_inputs(const parsed_args& args, std::string_view command, std::vector<judged_by> judges,
                 const line_judge& judge);

}  // namespace urlbnf::cli
