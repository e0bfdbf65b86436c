// Judging an input against RFC 1738's productions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc1738 {

// The grammars of this namespace: one, named as the other namespaces name
// theirs, so that every grammar is selected and listed alike.
enum class grammar {
  rfc1738,  // Section 5
};

struct options {
  urlbnf::rfc1738::grammar grammar = grammar::rfc1738;
  // Section 2.1: read scheme names case-insensitively ("HTTP:" as "http:").
  // Off by default: the BNF spells every scheme in lower case.
  bool fold_scheme_case = false;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// Every production of Section 5, in the RFC's order.
const std::vector<production_info>& production_list(grammar g = grammar::rfc1738);
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc1738);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc1738);

// Whether `input` as a whole is in the language of production `rule` (a BNF
// name such as "ip-schemepart"; url, the BNF's union, when empty), as
// check() with that rule judges it. Allocates nothing. An unknown rule name
// is rejected. `failure` receives the furthest failure when given.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input` from
// `rule`, in the order they end; nullopt when `input` is rejected.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The production a URL of this scheme must match ("httpurl" for "http"),
// or empty for schemes RFC 1738 does not define.
std::string_view scheme_production(std::string_view scheme, const options& opts);

// The full verdict by production `rule`, its BNF's language. With no rule,
// the scheme reading of url (judgement.reading): a URL of one of RFC
// 1738's schemes must match that scheme's production, and any other URL
// must be an otherurl (Section 4: new schemes follow the generic syntax);
// judgement.bnf_valid says when the BNF's url, which also takes any
// genericurl, accepts what the reading rejects ("http://h:8o80/").
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc1738
