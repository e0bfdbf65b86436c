// Every grammar urlbnf implements, behind one interface, for the commands
// and tests that treat them alike (check --all, tree, explain, generate,
// traceability and coverage), and the only list of them: a caller that
// needs a grammar's own API reaches it through the grammar's options.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/derivation.hpp>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/rfc8089/check.hpp>
#include <urlbnf/rfc6068/check.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rule_name.hpp>
#include <urlbnf/wording.hpp>
#include <variant>
#include <vector>

namespace urlbnf {

// The options of a grammar's own API, which name the grammar there: the
// alternative says which API (namespace), its `grammar` member which of
// that API's grammars.
using grammar_options =
    std::variant<rfc1630::options, rfc1738::options, rfc1808::options, rfc2396::options, rfc3986::options,
                 rfc8089::options, rfc9110::options, rfc2397::options,
                 rfc6068::options, rfc3987::options>;

// A URI scheme a grammar defines, and the production that defines it.
struct scheme_production {
  std::string_view scheme;      // as the RFC spells it: "http"
  std::string_view production;  // "http-URI"
};

struct grammar_entry {
  std::string_view name;          // as --rfc names it: "1738", "2396+2732", ...
  std::string_view api_name;      // as the C++ API names it: "rfc2396::grammar::rfc2396_2732", ...
  std::string_view title;         // "RFC 1738 Section 5", ...
  std::string_view default_rule;  // what check judges when no rule is named
  // The files of grammar/ that define it, the base first; a later file's
  // production replaces an earlier one of the same name (RFC 2732 amending
  // RFC 2396).
  std::vector<std::string_view> bnf_files;
  // Its API's options that select it, at the strict reading: no option
  // that widens the language is set.
  grammar_options options;
  // The members of those options that change its language, as the API
  // names them: those that widen it ("fold_scheme_case") and those that
  // narrow it by prose rules or other RFCs ("scheme_reading"); set_reading()
  // sets one.
  std::vector<std::string_view> reading_options;
  // The schemes it defines (RFC 9110: http and https); none for a generic
  // grammar. The scheme reading of a generic grammar (RFC 3986's
  // options::scheme_reading) judges a URI of one of them by its production
  // as well.
  std::vector<scheme_production> schemes;

  // Sets in `opts` (this grammar's options) the member `option` names; false,
  // leaving `opts` as it was, when `option` is none of reading_options.
  bool set_reading(grammar_options& opts, std::string_view option) const noexcept;

  [[nodiscard]] const std::vector<production_info>& productions() const;
  // The production named `name` exactly or, failing that, the only one
  // whose name is `name` ignoring ASCII case; the same rule in every
  // grammar. Its `name` is the RFC's spelling, to pass to check().
  [[nodiscard]] std::optional<production_info> find_production(std::string_view name) const;
  // The PEGTL shape of a production (urlbnf/shape.hpp); empty when unknown.
  [[nodiscard]] std::string shape(std::string_view rule) const;
  // check() at the strict reading, its messages naming options, grammars
  // and rules by `words` (urlbnf/wording.hpp).
  [[nodiscard]] judgement check_worded(std::string_view input, rule_name rule, const vocabulary& words) const;
  // Whether check() accepts `input` by `rule`, the scheme reading of RFC
  // 1738's and RFC 1630's url and of RFC 9110's http and https URIs included
  // when no rule is named: its `valid`, by the grammar's accepts(), which
  // allocates nothing.
  [[nodiscard]] bool accepts(std::string_view input, rule_name rule) const noexcept;
  // Of a URI found in text (urlbnf/extract.hpp), the part the grammar
  // judges: RFC 1738's appendix puts a "#fragment" inside the wrapper,
  // though it is no part of the URL (Section 2.2 makes "#" unsafe in one),
  // so RFC 1738 judges what comes before it; a URI reference's grammar
  // (RFC 2396 Section 4, RFC 3986 Section 4.1) judges all of it.
  [[nodiscard]] std::string_view judged_in_context(std::string_view uri) const noexcept;
  // check_worded() in the API's vocabulary.
  [[nodiscard]] judgement check(std::string_view input, rule_name rule) const {
    return check_worded(input, rule, api_vocabulary());
  }
  [[nodiscard]] std::optional<std::vector<derivation_node>> derivation(std::string_view input,
                                                                       rule_name rule) const;
};

// In the order the RFCs were published (a grammar and its amended form
// adjacent).
const std::vector<grammar_entry>& grammars();
const grammar_entry* find_grammar(std::string_view name) noexcept;

// Normalization and equivalence by the grammar `opts` selects, with those
// options: RFC 3986's (Sections 6.2.2 and 6.2.3) or RFC 2396's common
// syntax's (urlbnf/equivalence.hpp); none for a grammar that has neither.
[[nodiscard]] bool normalizes(const grammar_options& opts) noexcept;
[[nodiscard]] std::optional<normalization> normalize(const grammar_options& opts, std::string_view input);
[[nodiscard]] std::optional<equivalence_verdict> equivalent(const grammar_options& opts, std::string_view a,
                                                            std::string_view b);

}  // namespace urlbnf
