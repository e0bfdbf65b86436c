// The registry of grammars.
#include <algorithm>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>

namespace urlbnf {
namespace {

template <rfc2396::grammar G>
rfc2396::options rfc2396_options() {
  rfc2396::options opts;
  opts.grammar = G;
  return opts;
}

template <rfc2396::grammar G>
grammar_entry rfc2396_entry(std::string_view name, std::string_view title, std::vector<std::string_view> files) {
  return {
      name,
      title,
      "URI-reference",
      std::move(files),
      []() -> const std::vector<production_info>& { return rfc2396::production_list(G); },
      [](std::string_view rule) { return rfc2396::find_production(G, rule); },
      [](std::string_view input, std::string_view rule) { return rfc2396::check(input, rule, rfc2396_options<G>()); },
      [](std::string_view rule, std::string_view input) {
        return rfc2396::derivation(rule, input, rfc2396_options<G>());
      }};
}

}  // namespace

const std::vector<grammar_entry>& grammars() {
  static const std::vector<grammar_entry> all{
      {"1738",
       "RFC 1738 Section 5",
       "url",
       {"rfc1738.bnf"},
       &rfc1738::production_list,
       &rfc1738::find_production,
       [](std::string_view input, std::string_view rule) { return rfc1738::check(input, rule); },
       [](std::string_view rule, std::string_view input) { return rfc1738::derivation(rule, input); }},
      rfc2396_entry<rfc2396::grammar::rfc2396>("2396", "RFC 2396 Appendix A", {"rfc2396.bnf"}),
      rfc2396_entry<rfc2396::grammar::rfc2396_2732>("2396+2732", "RFC 2396 Appendix A as RFC 2732 amends it",
                                                    {"rfc2396.bnf", "rfc2732.bnf"}),
  };
  return all;
}

const grammar_entry* find_grammar(std::string_view name) noexcept {
  const auto& all = grammars();
  const auto it = std::find_if(all.begin(), all.end(), [&](const grammar_entry& g) { return g.name == name; });
  return it == all.end() ? nullptr : &*it;
}

}  // namespace urlbnf
