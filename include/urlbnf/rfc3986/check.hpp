// Judging an input against RFC 3986's productions (Appendix A, with the
// core rules of RFC 5234 it imports), or against RFC 3986 as RFC 6874
// amends it (IPv6 zone identifiers).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc3986 {

enum class grammar {
  rfc3986,       // Appendix A as written
  rfc3986_6874,  // with RFC 6874's IP-literal, ZoneID and IPv6addrz
};

struct options {
  urlbnf::rfc3986::grammar grammar = grammar::rfc3986;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
  // The scheme reading: a URI whose scheme a registered grammar defines
  // (http and https by RFC 9110, mailto by RFC 6068, file by RFC 8089, data
  // by RFC 2397: urlbnf/grammars.hpp's `schemes`) is judged, without its
  // fragment, by that grammar too (as its check() judges with no rule
  // named: RFC 9110's http-URI or https-URI by the scheme, with its prose
  // rule on empty hosts), when the rule is URI-reference, URI or
  // absolute-URI: valid only when both accept. The
  // verdict's `note` says how the scheme's grammar judged, and `bnf_valid`
  // gives this grammar's own verdict when the two differ; a rejection by
  // the scheme's grammar is its diagnostic. Off by default: Appendix A's
  // language as written.
  bool scheme_reading = false;
};

using urlbnf::production_info;

// The productions of the grammar, in the order Appendix A lists them, then
// RFC 5234's core rules and the rules RFC 6874 adds.
const std::vector<production_info>& production_list(grammar g = grammar::rfc3986);
// By name, ignoring case as ABNF does (RFC 5234 Section 2.1).
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc3986);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc3986);

// Whether `input` as a whole is in the language of `rule` (URI-reference
// when empty); allocates nothing. An unknown rule name is rejected.
// With the scheme reading, a rejection by the scheme's grammar alone leaves
// `failure` as it was: check()'s diagnostic gives that grammar's reason.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input`.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its ABNF's language; with no rule,
// URI-reference.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc3986
