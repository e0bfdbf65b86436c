// Every grammar urlbnf implements, behind one interface, for the commands
// and tests that treat them alike (check --all, tree, explain, generate,
// traceability and coverage).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf {

struct grammar_entry {
  std::string_view name;          // as --rfc names it: "1738", "2396+2732", ...
  std::string_view api_name;      // as the C++ API names it: "rfc2396::grammar::rfc2396_2732", ...
  std::string_view title;         // "RFC 1738 Section 5", ...
  std::string_view default_rule;  // what check judges when no rule is named
  // The files of grammar/ that define it, the base first; a later file's
  // production replaces an earlier one of the same name (RFC 2732 amending
  // RFC 2396).
  std::vector<std::string_view> bnf_files;
  const std::vector<production_info>& (*productions)();
  std::optional<production_info> (*find_production)(std::string_view name);
  // The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
  std::string (*shape)(std::string_view rule);
  // check() at the strict reading (no option that widens the language is
  // set), its messages naming options, grammars and rules by `words`
  // (urlbnf/wording.hpp).
  judgement (*check_worded)(std::string_view input, std::string_view rule, const vocabulary& words);
  std::optional<std::vector<derivation_node>> (*derivation)(std::string_view input, std::string_view rule);

  // check_worded() in the API's vocabulary.
  [[nodiscard]] judgement check(std::string_view input, std::string_view rule) const {
    return check_worded(input, rule, api_vocabulary());
  }
};

// In the order the RFCs were published (a grammar and its amended form
// adjacent).
const std::vector<grammar_entry>& grammars();
const grammar_entry* find_grammar(std::string_view name) noexcept;

}  // namespace urlbnf
