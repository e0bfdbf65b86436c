// Judging an input against RFC 9110's URI productions (Section 4: http-URI,
// https-URI, absolute-path, partial-URI, and the RFC 3986 rules Section 4.1
// adopts).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc9110 {

// The grammars of this namespace: one, named as the other namespaces name
// theirs, so that every grammar is selected and listed alike.
enum class grammar {
  rfc9110,  // Section 4, over RFC 3986 Appendix A
};

struct options {
  urlbnf::rfc9110::grammar grammar = grammar::rfc9110;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of grammar/rfc9110.abnf in its order, then the RFC 3986
// rules they use, in Appendix A's order, and RFC 5234's core rules.
const std::vector<production_info>& production_list(grammar g = grammar::rfc9110);
// By name, ignoring case as ABNF does (RFC 5234 Section 2.1).
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc9110);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc9110);

// The scheme reading, which check() gives when no rule is named: RFC 9110
// has no production of http and https URIs both, so a URI is judged by its
// scheme's, https-URI when the scheme is "https" (in either case) and
// http-URI otherwise; and, as Sections 4.2.1 and 4.2.2 require of a
// recipient ("MUST reject it as invalid"), one whose host is empty is
// rejected though the ABNF accepts it (the empty-host reading).
//
// Whether `input` as a whole is in the language of `rule`, or, with no
// rule, valid by the scheme reading; allocates nothing. An unknown rule
// name is rejected.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// Whether the authority of an http-URI or https-URI `uri` has an empty host
// ("http:///x", "https://u@:8080/"): what the empty-host reading rejects.
// False for an input of another form.
bool empty_host(std::string_view uri) noexcept;

// The spans of the component productions in the derivation of `input`
// (with no rule, by the scheme's production).
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (with no rule, the scheme's
// production); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its ABNF's language; with no rule, by
// the scheme reading (judgement.reading is reading_kind::scheme, rule the
// scheme's production, and bnf_valid true when the empty-host reading
// rejects what the ABNF accepts).
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc9110
