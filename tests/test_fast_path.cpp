// The validation fast path and the tracking path are one grammar: on every
// corpus input and on generated and mutated members of every production,
// accepts() (plain control, table classes) agrees with the derivation
// (tracking control, the sor<> of every class), check() with accepts(),
// and parse() with check().
#include <doctest/doctest.h>

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <vector>

#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

// What the tests ask of each grammar, at its strict reading.
struct paths {
  std::string_view grammar;
  std::function<bool(std::string_view rule, std::string_view input, furthest_failure* failure)> accepts;
  std::function<judgement(std::string_view input)> parse_verdict;
  // The rule parse() judges `input` by, as check() names it (empty: the
  // scheme reading); nullopt for RFC 1630's "url:" form, which parse()
  // reads as a prefixedurl with the scheme reading of its url, a reading
  // check() gives no name.
  std::function<std::optional<std::string_view>(std::string_view input)> parse_rule;
};

rfc1630::options rfc1630_opts(rfc1630::grammar g) {
  rfc1630::options o;
  o.grammar = g;
  return o;
}

rfc2396::options rfc2396_opts(rfc2396::grammar g) {
  rfc2396::options o;
  o.grammar = g;
  return o;
}

const std::vector<paths>& all_paths() {
  static const std::vector<paths> all{
      {"1630",
       [](auto rule, auto input, auto* f) {
         return rfc1630::accepts(input, urlbnf::rule_name{rule}, rfc1630_opts(rfc1630::grammar::url), f);
       },
       [](auto input) { return rfc1630::ast::parse(input, rfc1630_opts(rfc1630::grammar::url)).verdict; },
       [](auto input) { return input.rfind("url:", 0) == 0 ? std::nullopt : std::optional<std::string_view>(""); }},
      {"1630-generic",
       [](auto rule, auto input, auto* f) {
         return rfc1630::accepts(input, urlbnf::rule_name{rule}, rfc1630_opts(rfc1630::grammar::generic), f);
       },
       [](auto input) { return rfc1630::ast::parse(input, rfc1630_opts(rfc1630::grammar::generic)).verdict; },
       [](auto) { return std::optional<std::string_view>("fragmentaddress"); }},
      {"1738", [](auto rule, auto input, auto* f) { return rfc1738::accepts(input, urlbnf::rule_name{rule}, {}, f); },
       [](auto input) { return rfc1738::ast::parse(input).verdict; },
       [](auto) { return std::optional<std::string_view>(""); }},
      {"2396",
       [](auto rule, auto input, auto* f) {
         return rfc2396::accepts(input, urlbnf::rule_name{rule}, rfc2396_opts(rfc2396::grammar::rfc2396), f);
       },
       [](auto input) { return rfc2396::ast::parse(input, rfc2396_opts(rfc2396::grammar::rfc2396)).verdict; },
       [](auto) { return std::optional<std::string_view>("URI-reference"); }},
      {"2396+2732",
       [](auto rule, auto input, auto* f) {
         return rfc2396::accepts(input, urlbnf::rule_name{rule}, rfc2396_opts(rfc2396::grammar::rfc2396_2732), f);
       },
       [](auto input) { return rfc2396::ast::parse(input, rfc2396_opts(rfc2396::grammar::rfc2396_2732)).verdict; },
       [](auto) { return std::optional<std::string_view>("URI-reference"); }},
  };
  return all;
}

// The fast path against the tracking path, and check() against both.
void agree(const paths& p, const grammar_entry& g, std::string_view rule, const std::string& input) {
  CAPTURE(p.grammar);
  CAPTURE(rule);
  CAPTURE(input);
  furthest_failure failure;
  const bool fast = p.accepts(rule, input, &failure);
  const bool tracked = g.derivation(input, rule_name{rule}).has_value();
  CHECK(fast == tracked);
  if (!fast) {
    CHECK(failure.offset() <= input.size());
  }
  CHECK(g.check(input, rule_name{rule}).valid == fast);
}

}  // namespace

TEST_CASE("fast path: accepts() agrees with the derivation and check() on generated and mutated members") {
  bnf::random_source mutate(9);
  std::size_t cases = 0;
  for (const auto& p : all_paths()) {
    const auto& g = *find_grammar(p.grammar);
    bnf::generator gen(bnf::model_of(p.grammar), 9);
    for (const auto& production : g.productions()) {
      for (int i = 0; i < 12; ++i) {
        const auto member = gen.draw(production.name);
        agree(p, g, production.name, member);
        for (const auto& m : test::mutations(member, mutate)) {
          agree(p, g, production.name, m);
        }
        cases += 5;
      }
    }
  }
  MESSAGE("fast-path agreement: " << cases << " generated and mutated inputs");
}

TEST_CASE("fast path: on every corpus input, accepts() agrees with the derivation, and parse() with check()") {
  const auto inputs = test::corpus_inputs();
  bnf::random_source mutate(11);
  for (const auto& p : all_paths()) {
    const auto& g = *find_grammar(p.grammar);
    bnf::generator gen(bnf::model_of(p.grammar), 11);
    std::vector<std::string> cases = inputs;
    for (int i = 0; i < 300; ++i) {
      const auto member = gen.draw(g.default_rule);
      cases.push_back(member);
      for (const auto& m : test::mutations(member, mutate)) {
        cases.push_back(m);
      }
    }
    for (const auto& input : cases) {
      agree(p, g, g.default_rule, input);
      const auto rule = p.parse_rule(input);
      if (!rule) {
        continue;
      }
      const auto checked = g.check(input, rule_name{*rule});
      const auto parsed = p.parse_verdict(input);
      CAPTURE(input);
      CHECK(parsed.valid == checked.valid);
      CHECK(parsed.match == checked.match);
      CHECK(std::vector<std::string_view>(parsed.also.begin(), parsed.also.end()) ==
            std::vector<std::string_view>(checked.also.begin(), checked.also.end()));
      CHECK(parsed.error.has_value() == checked.error.has_value());
      if (checked.error) {
        CHECK(checked.error->offset <= input.size());
        CHECK(parsed.error->message == checked.error->message);
      }
    }
  }
}

namespace {

// `inputs`, and 200 generated members of `production` with their mutations.
std::vector<std::string> with_members(const std::vector<std::string>& inputs, bnf::generator& gen,
                                      bnf::random_source& mutate, std::string_view production) {
  std::vector<std::string> cases = inputs;
  for (int i = 0; i < 200; ++i) {
    const auto member = gen.draw(production);
    cases.push_back(member);
    for (const auto& m : test::mutations(member, mutate)) {
      cases.push_back(m);
    }
  }
  return cases;
}

}  // namespace

// RFC 1738's check() takes a URL its scheme's production accepts, scheme
// in lower case, for a genericurl without reading it again: every scheme's
// production is, after its scheme, made of xchars.
TEST_CASE("fast path: every URL a scheme's production accepts, scheme in lower case, genericurl accepts") {
  const auto inputs = test::corpus_inputs();
  bnf::generator gen(bnf::model_of("1738"), 13);
  bnf::random_source mutate(13);
  std::size_t accepted = 0;
  for (const auto* production : {"ftpurl", "fileurl", "httpurl", "gopherurl", "mailtourl", "newsurl", "nntpurl",
                                 "telneturl", "waisurl", "prosperourl"}) {
    const auto cases = with_members(inputs, gen, mutate, production);
    for (const auto& input : cases) {
      if (rfc1738::accepts(input, urlbnf::rule_name{production}, {})) {
        CAPTURE(production);
        CAPTURE(input);
        CHECK(rfc1738::accepts(input, "genericurl", {}));
        ++accepted;
      }
    }
  }
  CHECK(accepted > 2000);
}

namespace {

// The first capture of `name` in a derivation, as a text.
std::optional<text> first_capture(const std::vector<capture>& spans, std::string_view input, std::string_view name) {
  for (const auto& c : spans) {
    if (c.name == name) {
      return text{input.substr(c.begin, c.end - c.begin), c.begin};
    }
  }
  return std::nullopt;
}

bool same_text(const std::optional<text>& a, const std::optional<text>& b) {
  return a.has_value() == b.has_value() && (!a || (a->raw == b->raw && a->offset == b->offset));
}

}  // namespace

// RFC 1738's parse() reads the genericurl of a URL of a scheme whose
// production starts with "//" from that production's spans: it is the
// reading genericurl's own derivation gives.
TEST_CASE("fast path: RFC 1738's genericurl read from the scheme's production is genericurl's derivation") {
  const auto inputs = test::corpus_inputs();
  bnf::generator gen(bnf::model_of("1738"), 17);
  bnf::random_source mutate(17);
  std::size_t compared = 0;
  for (const auto* production :
       {"ftpurl", "fileurl", "httpurl", "gopherurl", "nntpurl", "telneturl", "waisurl", "prosperourl"}) {
    const auto cases = with_members(inputs, gen, mutate, production);
    for (const auto& input : cases) {
      if (!rfc1738::accepts(input, urlbnf::rule_name{production}, {})) {
        continue;
      }
      CAPTURE(production);
      CAPTURE(input);
      const auto parsed = rfc1738::ast::parse(input);
      const auto spans = rfc1738::derive(input, "genericurl", {});
      REQUIRE(spans.has_value());
      REQUIRE(parsed.generic.has_value());
      const auto& g = *parsed.generic;
      CHECK(same_text(g.scheme, first_capture(*spans, input, "scheme")));
      CHECK(same_text(g.schemepart, first_capture(*spans, input, "schemepart")));
      const bool ip = first_capture(*spans, input, "ip-schemepart").has_value();
      REQUIRE(g.ip_schemepart.has_value() == ip);
      if (ip) {
        const auto& login = g.ip_schemepart->login;
        CHECK(same_text(login.user, first_capture(*spans, input, "user")));
        CHECK(same_text(login.password, first_capture(*spans, input, "password")));
        CHECK(same_text(login.hostport.host, first_capture(*spans, input, "host")));
        CHECK(same_text(login.hostport.port, first_capture(*spans, input, "port")));
        CHECK((login.hostport.kind == rfc1738::ast::host_kind::hostnumber) ==
              first_capture(*spans, input, "hostnumber").has_value());
        CHECK(same_text(g.ip_schemepart->urlpath, first_capture(*spans, input, "urlpath")));
      }
      ++compared;
    }
  }
  CHECK(compared > 1500);
}
