// Judging an input against RFC 6068's productions (Section 2, with the RFC
// 5322 and RFC 3986 productions it imports and RFC 5234's core rules).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc6068 {

// The grammars of this namespace: one, named as the other namespaces name
// theirs, so that every grammar is selected and listed alike.
enum class grammar {
  rfc6068,  // Section 2
};

struct options {
  urlbnf::rfc6068::grammar grammar = grammar::rfc6068;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of Section 2 in its order, then the imported ones.
const std::vector<production_info>& production_list(grammar g = grammar::rfc6068);
// By name, ignoring case as ABNF does (RFC 5234 Section 2.1).
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc6068);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc6068);

// Whether `input` as a whole is in the language of `rule` (mailtoURI when
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
// mailtoURI.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc6068
