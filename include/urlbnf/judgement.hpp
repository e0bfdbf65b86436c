// The verdict on one input, as every grammar reports it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf {

// A production of a grammar: its BNF name, the RFC section that governs it,
// and why its PEGTL rule is not the BNF line as written (empty when it is).
struct production_info {
  std::string_view name;
  std::string_view section;
  std::string_view reshaped = {};
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
  // How the verdict was reached when that is not plain from `rule`, valid or
  // not (RFC 1630: a scheme the prose names but gives no production, judged
  // by the generic BNF); empty when there is nothing to say.
  std::string note;
};

// The input shown with a caret under the offending offset.
std::string caret_view(std::string_view input, const diagnostic& error);

}  // namespace urlbnf
