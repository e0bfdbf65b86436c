// urlbnf check --all: each input judged by every registered grammar.
#pragma once

#include "cli.hpp"

namespace urlbnf::cli {

// Judges each operand (or each line of standard input) by every grammar of
// the registry, in its order, at the grammar's default rule and strict
// reading: a row per grammar, or with --json one check --json object per
// grammar per input. Exit status 0 only when every input is valid under
// every grammar.
int check_all(const parsed_args& args);

}  // namespace urlbnf::cli
