// The registry of grammars.
#include <algorithm>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc3986/check.hpp>

namespace urlbnf {
namespace {

template <rfc1630::grammar G>
rfc1630::options rfc1630_options(const vocabulary* words = nullptr) {
  rfc1630::options opts;
  opts.grammar = G;
  opts.vocabulary = words;
  return opts;
}

template <rfc1630::grammar G>
grammar_entry rfc1630_entry(std::string_view name, std::string_view api_name, std::string_view title,
                            std::string_view default_rule, std::vector<std::string_view> files) {
  return {name,
          api_name,
          title,
          default_rule,
          std::move(files),
          []() -> const std::vector<production_info>& { return rfc1630::production_list(G); },
          [](std::string_view rule) { return rfc1630::find_production(G, rule); },
          [](std::string_view rule) { return rfc1630::production_shape(G, rule); },
          [](std::string_view input, std::string_view rule, const vocabulary& words) {
            return rfc1630::check(input, rule, rfc1630_options<G>(&words));
          },
          [](std::string_view input, std::string_view rule) {
            return rfc1630::derivation(input, rule, rfc1630_options<G>());
          }};
}

template <rfc2396::grammar G>
rfc2396::options rfc2396_options(const vocabulary* words = nullptr) {
  rfc2396::options opts;
  opts.grammar = G;
  opts.vocabulary = words;
  return opts;
}

template <rfc2396::grammar G>
grammar_entry rfc2396_entry(std::string_view name, std::string_view api_name, std::string_view title,
                            std::vector<std::string_view> files) {
  return {name,
          api_name,
          title,
          "URI-reference",
          std::move(files),
          []() -> const std::vector<production_info>& { return rfc2396::production_list(G); },
          [](std::string_view rule) { return rfc2396::find_production(G, rule); },
          [](std::string_view rule) { return rfc2396::production_shape(G, rule); },
          [](std::string_view input, std::string_view rule, const vocabulary& words) {
            return rfc2396::check(input, rule, rfc2396_options<G>(&words));
          },
          [](std::string_view input, std::string_view rule) {
            return rfc2396::derivation(input, rule, rfc2396_options<G>());
          }};
}

template <rfc3986::grammar G>
rfc3986::options rfc3986_options(const vocabulary* words = nullptr) {
  rfc3986::options opts;
  opts.grammar = G;
  opts.vocabulary = words;
  return opts;
}

template <rfc3986::grammar G>
grammar_entry rfc3986_entry(std::string_view name, std::string_view api_name, std::string_view title,
                            std::vector<std::string_view> files) {
  return {name,
          api_name,
          title,
          "URI-reference",
          std::move(files),
          []() -> const std::vector<production_info>& { return rfc3986::production_list(G); },
          [](std::string_view rule) { return rfc3986::find_production(G, rule); },
          [](std::string_view rule) { return rfc3986::production_shape(G, rule); },
          [](std::string_view input, std::string_view rule, const vocabulary& words) {
            return rfc3986::check(input, rule, rfc3986_options<G>(&words));
          },
          [](std::string_view input, std::string_view rule) {
            return rfc3986::derivation(input, rule, rfc3986_options<G>());
          }};
}

}  // namespace

const std::vector<grammar_entry>& grammars() {
  static const std::vector<grammar_entry> all{
      rfc1630_entry<rfc1630::grammar::url>("1630", "rfc1630::grammar::url", "RFC 1630, BNF for specific URL schemes",
                                           "url", {"rfc1630-url.bnf", "rfc1630-url-errata.bnf", "rfc1630-imports.bnf"}),
      rfc1630_entry<rfc1630::grammar::generic>("1630-generic", "rfc1630::grammar::generic",
                                               "RFC 1630, BNF of Generic URI Syntax", "fragmentaddress",
                                               {"rfc1630-generic.bnf", "rfc1630-generic-errata.bnf"}),
      {"1738",
       "rfc1738",
       "RFC 1738 Section 5",
       "url",
       {"rfc1738.bnf"},
       &rfc1738::production_list,
       &rfc1738::find_production,
       &rfc1738::production_shape,
       [](std::string_view input, std::string_view rule, const vocabulary& words) {
         rfc1738::options opts;
         opts.vocabulary = &words;
         return rfc1738::check(input, rule, opts);
       },
       [](std::string_view input, std::string_view rule) { return rfc1738::derivation(input, rule); }},
      {"1808",
       "rfc1808",
       "RFC 1808 Section 2.2",
       "URL",
       {"rfc1808.bnf"},
       &rfc1808::production_list,
       &rfc1808::find_production,
       &rfc1808::production_shape,
       [](std::string_view input, std::string_view rule, const vocabulary& words) {
         rfc1808::options opts;
         opts.vocabulary = &words;
         return rfc1808::check(input, rule, opts);
       },
       [](std::string_view input, std::string_view rule) { return rfc1808::derivation(input, rule); }},
      rfc2396_entry<rfc2396::grammar::rfc2396>("2396", "rfc2396::grammar::rfc2396", "RFC 2396 Appendix A",
                                               {"rfc2396.bnf"}),
      rfc2396_entry<rfc2396::grammar::rfc2396_2732>("2396+2732", "rfc2396::grammar::rfc2396_2732",
                                                    "RFC 2396 Appendix A as RFC 2732 amends it",
                                                    {"rfc2396.bnf", "rfc2732.bnf"}),
      rfc3986_entry<rfc3986::grammar::rfc3986>("3986", "rfc3986::grammar::rfc3986", "RFC 3986 Appendix A",
                                               {"rfc3986.abnf", "rfc5234-core.abnf"}),
      rfc3986_entry<rfc3986::grammar::rfc3986_6874>("3986+6874", "rfc3986::grammar::rfc3986_6874",
                                                    "RFC 3986 Appendix A as RFC 6874 amends it",
                                                    {"rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"}),
  };
  return all;
}

const grammar_entry* find_grammar(std::string_view name) noexcept {
  const auto& all = grammars();
  const auto it = std::find_if(all.begin(), all.end(), [&](const grammar_entry& g) { return g.name == name; });
  return it == all.end() ? nullptr : &*it;
}

}  // namespace urlbnf
