// The registry of grammars.
#include <algorithm>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/rfc3987/normalize.hpp>
#include <urlbnf/rfc9110/normalize.hpp>

#include "internal_api.hpp"

namespace urlbnf {
namespace {

// Each grammar's own API, called through its options: every API spells its
// functions alike (production_list(grammar), check(input, rule, options),
// ...), so argument-dependent lookup finds the grammar's. Outside
// grammar_entry, whose members of the same names would hide them.
struct api_call {
  template <class Options>
  static const std::vector<production_info>& productions(const Options& o) {
    return production_list(o.grammar);
  }
  template <class Options>
  static std::string shape(const Options& o, std::string_view name) {
    return production_shape(name, o.grammar);
  }
  template <class Options>
  static judgement verdict(Options o, std::string_view input, rule_name rule, const vocabulary& words) {
    o.vocabulary = &words;
    return check(input, rule, o);
  }
  // check()'s `valid`: with no rule, RFC 1738's and RFC 1630's check()
  // give the scheme reading of url, which their accepts() does not.
  static bool valid(const rfc1738::options& o, std::string_view input, rule_name rule) noexcept {
    return rule.empty() ? rfc1738::accepts_by_scheme(input, o) : accepts(input, rule, o);
  }
  static bool valid(const rfc1630::options& o, std::string_view input, rule_name rule) noexcept {
    return rule.empty() && o.grammar == rfc1630::grammar::url ? rfc1630::accepts_by_scheme(input)
                                                               : accepts(input, rule, o);
  }
  template <class Options>
  static bool valid(const Options& o, std::string_view input, rule_name rule) noexcept {
    return accepts(input, rule, o);
  }
  template <class Options>
  static std::optional<std::vector<derivation_node>> tree(const Options& o, std::string_view input,
                                                          rule_name rule) {
    return derivation(input, rule, o);
  }
};

template <class Options>
grammar_entry entry(std::string_view name, std::string_view api_name, std::string_view title,
                    std::string_view default_rule, std::vector<std::string_view> files, Options opts,
                    std::vector<std::string_view> readings = {}, std::vector<scheme_production> schemes = {}) {
  return {name, api_name, title, default_rule, std::move(files), opts, std::move(readings), std::move(schemes)};
}

// The options that select grammar `g` of an API.
template <class Options, class Grammar>
Options selecting(Grammar g) {
  Options o;
  o.grammar = g;
  return o;
}

}  // namespace

const std::vector<production_info>& grammar_entry::productions() const {
  return std::visit([](const auto& o) -> const std::vector<production_info>& { return api_call::productions(o); },
                    options);
}

// One rule for every grammar, whatever its own API does (RFC 1738's and RFC
// 1630's match names exactly, the others ignoring case): a name typed as
// the RFC spells it always finds its production, and a name in another
// case finds the one production it can mean. No grammar has two names that
// differ only in case (tests/cli/test_cli_contract.py), so the second
// step never has to choose; were one added, such a name would find none.
std::optional<production_info> grammar_entry::find_production(std::string_view name) const {
  const auto& all = productions();
  const auto exact = std::find_if(all.begin(), all.end(), [&](const auto& p) { return p.name == name; });
  if (exact != all.end()) {
    return *exact;
  }
  const auto folded = std::find_if(
      all.begin(), all.end(), [&](const auto& p) { return detail::equal_ignoring_ascii_case(p.name, name); });
  if (folded == all.end() || std::any_of(folded + 1, all.end(), [&](const auto& p) {
        return detail::equal_ignoring_ascii_case(p.name, name);
      })) {
    return std::nullopt;
  }
  return *folded;
}

std::string grammar_entry::shape(std::string_view rule) const {
  return std::visit([&](const auto& o) { return api_call::shape(o, rule); }, options);
}

judgement grammar_entry::check_worded(std::string_view input, rule_name rule, const vocabulary& words) const {
  return std::visit([&](const auto& o) { return api_call::verdict(o, input, rule, words); }, options);
}

bool grammar_entry::accepts(std::string_view input, rule_name rule) const noexcept {
  return std::visit([&](const auto& o) { return api_call::valid(o, input, rule); }, options);
}

std::string_view grammar_entry::judged_in_context(std::string_view uri) const noexcept {
  return std::holds_alternative<rfc1738::options>(options) ? uri.substr(0, uri.find('#')) : uri;
}

std::optional<std::vector<derivation_node>> grammar_entry::derivation(std::string_view input,
                                                                      rule_name rule) const {
  return std::visit([&](const auto& o) { return api_call::tree(o, input, rule); }, options);
}

const std::vector<grammar_entry>& grammars() {
  static const std::vector<grammar_entry> all{
      entry("1630", "rfc1630::grammar::url", "RFC 1630, BNF for specific URL schemes", "url",
            {"rfc1630-url.bnf", "rfc1630-url-errata.bnf", "rfc1630-imports.bnf"}, rfc1630::options{}),
      entry("1630-generic", "rfc1630::grammar::generic", "RFC 1630, BNF of Generic URI Syntax", "fragmentaddress",
            {"rfc1630-generic.bnf", "rfc1630-generic-errata.bnf"},
            selecting<rfc1630::options>(rfc1630::grammar::generic)),
      entry("1738", "rfc1738", "RFC 1738 Section 5", "url", {"rfc1738.bnf"}, rfc1738::options{}, {"fold_scheme_case"}),
      entry("1808", "rfc1808", "RFC 1808 Section 2.2", "URL", {"rfc1808.bnf"}, rfc1808::options{}),
      entry("2396", "rfc2396::grammar::rfc2396", "RFC 2396 Appendix A", "URI-reference", {"rfc2396.bnf"},
            rfc2396::options{}),
      entry("2396+2732", "rfc2396::grammar::rfc2396_2732", "RFC 2396 Appendix A as RFC 2732 amends it", "URI-reference",
            {"rfc2396.bnf", "rfc2732.bnf"}, selecting<rfc2396::options>(rfc2396::grammar::rfc2396_2732),
            {"ipv6_text_forms"}),
      entry("2397", "rfc2397", "RFC 2397 Section 3", "dataurl",
            {"rfc2397.bnf", "rfc2045-tokens.bnf", "rfc2397-readings.bnf"}, rfc2397::options{}, {},
            {{"data", "dataurl"}}),
      entry("3986", "rfc3986::grammar::rfc3986", "RFC 3986 Appendix A", "URI-reference",
            {"rfc3986.abnf", "rfc5234-core.abnf"}, rfc3986::options{}, {"scheme_reading"}),
      entry("3986+6874", "rfc3986::grammar::rfc3986_6874", "RFC 3986 Appendix A as RFC 6874 amends it", "URI-reference",
            {"rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"},
            selecting<rfc3986::options>(rfc3986::grammar::rfc3986_6874), {"scheme_reading"}),
      entry("3987", "rfc3987", "RFC 3987 Section 2.2", "IRI-reference", {"rfc3987.abnf", "rfc5234-core.abnf"},
            rfc3987::options{}, {"bidi_formatting_excluded"}),
      entry("6068", "rfc6068", "RFC 6068 Section 2", "mailtoURI",
            {"rfc6068.abnf", "rfc5322-imports.abnf", "rfc6068-imports.abnf", "rfc5234-core.abnf"}, rfc6068::options{}, {},
            {{"mailto", "mailtoURI"}}),
      entry("8089", "rfc8089::grammar::rfc8089", "RFC 8089 Section 2", "file-URI",
            {"rfc8089.abnf", "rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"}, rfc8089::options{},
            {"nonstandard_syntax"}, {{"file", "file-URI"}}),
      entry("8089-nonstd", "rfc8089::grammar::appendix_f",
            "RFC 8089 Appendix F (Appendix E's nonstandard syntax variations)", "file-URI",
            {"rfc8089-appendix-f.abnf", "rfc3986.abnf", "rfc5234-core.abnf", "rfc6874.abnf"},
            selecting<rfc8089::options>(rfc8089::grammar::appendix_f)),
      // No production of RFC 9110 is http and https URIs both: with no rule,
      // check() judges by http-URI or https-URI by the scheme (and rejects an
      // empty host, Sections 4.2.1 and 4.2.2); http-URI names the grammar's
      // entry as RFC 1738's url names its.
      entry("9110", "rfc9110", "RFC 9110 Section 4", "http-URI",
            {"rfc9110.abnf", "rfc3986.abnf", "rfc5234-core.abnf"}, rfc9110::options{}, {},
            {{"http", "http-URI"}, {"https", "https-URI"}}),
  };
  return all;
}

const grammar_entry* find_grammar(std::string_view name) noexcept {
  const auto& all = grammars();
  const auto it = std::find_if(all.begin(), all.end(), [&](const grammar_entry& g) { return g.name == name; });
  return it == all.end() ? nullptr : &*it;
}

namespace {

// The APIs that normalize: RFC 2396's, RFC 3986's and RFC 9110's, whose
// functions of the same names argument-dependent lookup finds by the options.
template <class Options>
constexpr bool normalizing_api =
    std::is_same_v<Options, rfc2396::options> || std::is_same_v<Options, rfc3986::options> ||
    std::is_same_v<Options, rfc9110::options> ||
    // RFC 3987's, by way of RFC 3986's (urlbnf/rfc3987/normalize.hpp).
    std::is_same_v<Options, rfc3987::options>;

}  // namespace

bool normalizes(const grammar_options& opts) noexcept {
  return std::visit([](const auto& o) { return normalizing_api<std::decay_t<decltype(o)>>; }, opts);
}

std::optional<normalization> normalize(const grammar_options& opts, std::string_view input) {
  return std::visit(
      [&](const auto& o) -> std::optional<normalization> {
        if constexpr (normalizing_api<std::decay_t<decltype(o)>>) {
          return normalize(input, o);
        } else {
          return std::nullopt;
        }
      },
      opts);
}

std::optional<equivalence_verdict> equivalent(const grammar_options& opts, std::string_view a, std::string_view b) {
  return std::visit(
      [&](const auto& o) -> std::optional<equivalence_verdict> {
        if constexpr (normalizing_api<std::decay_t<decltype(o)>>) {
          return equivalent(a, b, o);
        } else {
          return std::nullopt;
        }
      },
      opts);
}

bool grammar_entry::set_reading(grammar_options& opts, std::string_view option) const noexcept {
  if (std::find(reading_options.begin(), reading_options.end(), option) == reading_options.end()) {
    return false;
  }
  if (auto* o = std::get_if<rfc1738::options>(&opts); o != nullptr && option == "fold_scheme_case") {
    o->fold_scheme_case = true;
    return true;
  }
  if (auto* o = std::get_if<rfc2396::options>(&opts); o != nullptr && option == "ipv6_text_forms") {
    o->ipv6_text_forms = true;
    return true;
  }
  if (auto* o = std::get_if<rfc3986::options>(&opts); o != nullptr && option == "scheme_reading") {
    o->scheme_reading = true;
    return true;
  }
  if (auto* o = std::get_if<rfc3987::options>(&opts); o != nullptr && option == "bidi_formatting_excluded") {
    o->bidi_formatting_excluded = true;
    return true;
  }
  if (auto* o = std::get_if<rfc8089::options>(&opts); o != nullptr && option == "nonstandard_syntax") {
    o->nonstandard_syntax = true;
    return true;
  }
  return false;
}

}  // namespace urlbnf
