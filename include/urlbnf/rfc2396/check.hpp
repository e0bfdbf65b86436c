// Judging an input against RFC 2396's productions (Appendix A), or against
// RFC 2396 as amended by RFC 2732 (IPv6 literals).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc2396 {

enum class grammar {
  rfc2396,       // Appendix A as written
  rfc2396_2732,  // with RFC 2732's host, IPv6reference and reserved
};

struct options {
  urlbnf::rfc2396::grammar grammar = grammar::rfc2396;
  // RFC 2732 imports RFC 2373 Appendix B's IPv6address ABNF, which rejects
  // some text forms RFC 2373 Section 2.2 allows ("::192.9.5.5"); this
  // accepts every Section 2.2 form instead.
  bool ipv6_text_forms = false;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of the grammar, in the order its BNF lists them.
const std::vector<production_info>& production_list(grammar g = grammar::rfc2396);
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::rfc2396);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::rfc2396);

// Whether `input` as a whole is in the language of `rule` (URI-reference
// when empty); allocates nothing. An unknown rule name is rejected.
bool accepts(std::string_view input, rule_name rule = {}, const options& opts = {},
             furthest_failure* failure = nullptr) noexcept;

// The spans of the component productions in the derivation of `input`.
std::optional<std::vector<capture>> derive(std::string_view input, rule_name rule = {}, const options& opts = {});

// The derivation tree of `input` from `rule` (every named rule that took
// part, literals and character classes included); nullopt when rejected.
std::optional<std::vector<derivation_node>> derivation(std::string_view input, rule_name rule = {},
                                                       const options& opts = {});

// The verdict by production `rule`, its BNF's language; with no rule,
// URI-reference.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc2396
