// Judging an input against RFC 3987's productions (Section 2.2: the rules
// that differ from RFC 3986's, those it takes over unchanged, and the core
// rules of RFC 5234 they use). The input is UTF-8: the terminals of Section
// 2.2 are characters, read from their UTF-8 sequences (RFC 3629).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc3987 {

// The grammars of this namespace: one, named as the other namespaces name
// theirs, so that every grammar is selected and listed alike.
enum class grammar {
  rfc3987,  // Section 2.2
};

struct options {
  urlbnf::rfc3987::grammar grammar = grammar::rfc3987;
  // Section 4.1's reading of the prose: "IRIs MUST NOT contain
  // bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
  // PDF)", U+200E, U+200F and U+202A to U+202E, which Section 2.2's
  // ucschar holds. When set, an input that holds one is rejected wherever
  // it is, by every production, and the diagnostic names Section 4.1.
  bool bidi_formatting_excluded = false;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of Section 2.2, in the order it lists them, then RFC
// 5234's core rules.
const std::vector<production_info>& production_list(grammar g = grammar::rfc3987);
// By name, ignoring case as ABNF does (RFC 5234 Section 2.1).
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc3987);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc3987);

// Whether `input`, UTF-8, as a whole is in the language of `rule`
// (IRI-reference when empty); allocates nothing. An unknown rule name, and
// an input that is not well-formed UTF-8, are rejected.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input`,
// offsets in bytes.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its ABNF's language; with no rule,
// IRI-reference.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc3987
