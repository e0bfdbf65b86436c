// Judging an input against RFC 2397's productions (Section 3, the data URL,
// with RFC 2045 Section 5.1's tokens as a URL writes them and RFC 2396's
// uric).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc2397 {

// The grammars of this namespace: one, named as the other namespaces name
// theirs, so that every grammar is selected and listed alike.
enum class grammar {
  rfc2397,  // Section 3
};

struct options {
  urlbnf::rfc2397::grammar grammar = grammar::rfc2397;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of Section 3, then RFC 2045's and the readings', in the
// order of their files (grammar/rfc2397.bnf, rfc2045-tokens.bnf,
// rfc2397-readings.bnf).
const std::vector<production_info>& production_list(grammar g = grammar::rfc2397);
// By name, ignoring case as RFC 822's conventions, which RFC 2045's
// notation follows, do.
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc2397);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc2397);

// Whether `input` as a whole is in the language of `rule` (dataurl when
// empty); allocates nothing. An unknown rule name is rejected.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input`.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its BNF's language; with no rule, dataurl.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc2397
