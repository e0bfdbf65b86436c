// Judging an input against RFC 1630's productions: its URL BNF ("BNF for
// specific URL schemes") or its generic BNF ("BNF of Generic URI Syntax"),
// each as grammar/ reads it (the errata files, and the imports for the URL
// BNF).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <vector>

namespace urlbnf::rfc1630 {

enum class grammar {
  url,      // "BNF for specific URL schemes": --rfc 1630, default rule url
  generic,  // "BNF of Generic URI Syntax": --rfc 1630-generic, default rule fragmentaddress
};

struct options {
  rfc1630::grammar grammar = grammar::url;
  // How check()'s messages name options, grammars and rules; the API's
  // when null (urlbnf/wording.hpp).
  const urlbnf::vocabulary* vocabulary = nullptr;
};

using urlbnf::production_info;

// The productions of the grammar, in the order of its grammar/ files.
const std::vector<production_info>& production_list(grammar g = grammar::url);
std::optional<production_info> find_production(std::string_view name, grammar g = grammar::url);
// The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
std::string production_shape(std::string_view name, grammar g = grammar::url);

// Whether `input` as a whole is in the language of `rule` (a BNF name,
// compared exactly; when empty, the grammar's url or fragmentaddress), as
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

// The full verdict by production `rule`, its BNF's language. With no rule,
// the generic BNF judges by fragmentaddress, and the URL BNF by the scheme
// reading of url (judgement.reading): a URL whose scheme the prose names
// without giving it a production (file, urn, rlogin, tn3270, and the
// experimental "x-" prefixes) is judged by the generic BNF's
// fragmentaddress, and judgement.note says so; judgement.bnf_valid says
// when the BNF's url, which has no such URLs, disagrees.
judgement check(std::string_view input, rule_name rule = {}, const options& opts = {});

}  // namespace urlbnf::rfc1630
