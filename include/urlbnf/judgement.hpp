// The verdict on one input, as every grammar reports it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf {

// A production of a grammar: its BNF name and the RFC section that governs it.
struct production_info {
  std::string_view name;
  std::string_view section;
};

// Why an input was rejected: how far it got, what the grammar expected
// there, a one-line explanation, and the RFC section whose rule applies.
struct diagnostic {
  std::size_t offset = 0;
  std::vector<std::string> expected;
  std::string message;
  std::string section;
};

struct judgement {
  std::string_view rfc;
  std::string_view rule;
  bool valid = false;
  // The most specific production that accepted the input under `rule`
  // (empty when rejected), and the other productions that accept it too.
  std::string_view match;
  std::vector<std::string_view> also;
  std::optional<diagnostic> error;
};

// The input shown with a caret under the offending offset.
std::string caret_view(std::string_view input, const diagnostic& error);

}  // namespace urlbnf
