// Judging an input against RFC 8089's productions: Section 2's file URI
// (with the RFC 3986 and RFC 6874 rules it imports, and RFC 5234's core
// rules), or Appendix F's collected nonstandard rules (Appendix E).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc8089 {

enum class grammar {
  rfc8089,     // Section 2, the normative syntax
  appendix_f,  // Section 2 with Appendix F's rules: Appendix E's nonstandard syntax variations
};

struct options {
  urlbnf::rfc8089::grammar grammar = grammar::rfc8089;
  // Appendix E's "Nonstandard Syntax Variations" (user information, drive
  // letters, UNC paths), as Appendix F collects them: judges by the
  // appendix_f grammar. Not normative; Section 2's grammar names it as the
  // remedy of a rejection it would accept.
  bool nonstandard_syntax = false;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of the grammar: RFC 8089's, in the order Section 2 (then
// Appendix F) lists them, then RFC 3986 Appendix A's as RFC 6874 updates
// them, with RFC 5234's core rules.
const std::vector<production_info>& production_list(grammar g = grammar::rfc8089);
// By name, ignoring case as ABNF does (RFC 5234 Section 2.1).
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc8089);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc8089);

// Whether `input` as a whole is in the language of `rule` (file-URI when
// empty); allocates nothing. An unknown rule name is rejected.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input`.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its ABNF's language; with no rule,
// file-URI. A rejection by Section 2 of what Appendix F accepts says so,
// naming nonstandard_syntax (diagnostic_code::nonstandard_form).
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc8089
