// Judging a stream of inputs fast: standard input read in large blocks,
// output written in large blocks, and with -j N the lines judged by N
// threads in batches whose output keeps the input's order.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cli.hpp"

namespace urlbnf::cli {

// Judges one input: appends what is printed for it to `out` and says whether
// it is valid. Called from several threads at once with -j N.
using line_judge = std::function<bool(std::string_view input, output_buffer& out)>;

// The longest input line judged, and whether output is JSON Lines: a
// longer line is reported in place of its verdict, and the stream goes on.
struct line_limit {
  std::size_t max;
  bool json;
};

// --max-line's default: far beyond any URL met in practice, and bounded.
constexpr std::size_t default_max_line = std::size_t{1} << 24;

// Calls `judge` with each operand, or with each line of standard input (a
// trailing CR stripped) when there are none, on the number of threads -j
// names (1 when absent; a usage_error unless 1 to 256), and writes the
// output in input order. A line longer than --max-line bytes (16 MiB when
// absent) is reported as such, counts as invalid, and is not kept in
// memory whole. exit_valid when every input is valid, exit_invalid
// when any is not, exit_usage, after a message on standard error, when
// standard input cannot be read or standard output written.
int judge_inputs(const parsed_args& args, std::string_view command, const line_judge& judge);

}  // namespace urlbnf::cli
