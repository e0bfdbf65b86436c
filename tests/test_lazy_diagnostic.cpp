// A rejection's diagnostic is worked out when it is first read: reading it
// gives the diagnostic the grammar works out now, field by field, on every
// corpus input and on generated and mutated members of every production,
// by every grammar and its reading options (RFC 1630's check(), which
// works its reasons out along with its verdict, gives the same verdict
// either way). What it needs it keeps: the input and the caller's
// vocabulary may be gone by the time it is read.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <type_traits>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <variant>
#include <vector>

#include "../src/internal_api.hpp"
#include "test_inputs.hpp"

namespace {

using namespace urlbnf;
using detail::diagnosis;

// What each grammar's rejection reads as its diagnostic, worked out now.
diagnostic diagnosed_now(const rfc1630::options& o, std::string_view input, std::string_view rule) {
  return *rfc1630::check(input, rule, o, nullptr, nullptr, diagnosis::now).error;
}
diagnostic diagnosed_now(const rfc1738::options& o, std::string_view input, std::string_view rule) {
  return rfc1738::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc1808::options& o, std::string_view input, std::string_view rule) {
  return rfc1808::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc2396::options& o, std::string_view input, std::string_view rule) {
  return rfc2396::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc3986::options& o, std::string_view input, std::string_view rule) {
  return rfc3986::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc9110::options& o, std::string_view input, std::string_view rule) {
  return rfc9110::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc2397::options& o, std::string_view input, std::string_view rule) {
  return rfc2397::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc8089::options& o, std::string_view input, std::string_view rule) {
  return rfc8089::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc6068::options& o, std::string_view input, std::string_view rule) {
  return rfc6068::diagnosis_of(input, rule, o);
}
diagnostic diagnosed_now(const rfc3987::options& o, std::string_view input, std::string_view rule) {
  return rfc3987::diagnosis_of(input, rule, o);
}

void same_diagnostic(const diagnostic& read, const diagnostic& now) {
  CHECK(read.offset == now.offset);
  CHECK(read.expected == now.expected);
  CHECK(read.message == now.message);
  CHECK(read.section == now.section);
  CHECK(read.code == now.code);
  CHECK(read.rfc == now.rfc);
  CHECK(read.rule == now.rule);
  CHECK(read.category == now.category);
  CHECK(read.remedy == now.remedy);
  CHECK(read.remedy_name == now.remedy_name);
  REQUIRE(read.because.size() == now.because.size());
  for (std::size_t i = 0; i < read.because.size(); ++i) {
    same_diagnostic(read.because[i], now.because[i]);
  }
}

// RFC 1630's verdict judged with its diagnostic now, `now`, against the
// one judged with it deferred, `later`: the same in every field.
void same_verdict(const judgement& later, const judgement& now) {
  CHECK(later.rfc == now.rfc);
  CHECK(later.rule == now.rule);
  CHECK(later.reading == now.reading);
  CHECK(later.valid == now.valid);
  CHECK(later.bnf_valid == now.bnf_valid);
  CHECK(later.match == now.match);
  CHECK(std::vector<std::string_view>(later.also.begin(), later.also.end()) ==
        std::vector<std::string_view>(now.also.begin(), now.also.end()));
  CHECK(later.note == now.note);
  REQUIRE(later.error.has_value() == now.error.has_value());
  CHECK_FALSE(now.error.pending());
  if (later.error) {
    same_diagnostic(*later.error, *now.error);
  }
}

// Each grammar's options: strict, and with each reading option set.
std::vector<grammar_options> readings_of(const grammar_entry& g) {
  std::vector<grammar_options> out{g.options};
  for (const auto option : g.reading_options) {
    auto o = g.options;
    g.set_reading(o, option);
    out.push_back(o);
  }
  return out;
}

}  // namespace

TEST_CASE("lazy diagnostic: check() read later gives the diagnostic worked out now, by every grammar and rule") {
  const auto inputs = test::corpus_inputs();
  bnf::random_source mutate(17);
  std::size_t rejections = 0;
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    bnf::generator gen(bnf::model_of(g.name), 17);
    // By the default rule, by the scheme reading where the grammar has one,
    // and by every production on its own members and their mutations.
    std::vector<std::pair<std::string, std::string>> cases;
    for (const auto& input : inputs) {
      cases.emplace_back(std::string(g.default_rule), input);
      cases.emplace_back(std::string(), input);
    }
    for (const auto& production : g.productions()) {
      for (int i = 0; i < 3; ++i) {
        const auto member = gen.draw(production.name);
        cases.emplace_back(std::string(production.name), member);
        for (const auto& m : test::mutations(member, mutate)) {
          cases.emplace_back(std::string(production.name), m);
        }
      }
    }
    cases.emplace_back("no-such-production", "http://h/");
    for (const auto& reading : readings_of(g)) {
      std::visit(
          [&](const auto& o) {
            for (const auto& [rule, input] : cases) {
              CAPTURE(rule);
              CAPTURE(input);
              const auto later = check(input, urlbnf::rule_name{rule}, o);
              if (rule == "no-such-production") {
                // Nothing to work out: its diagnostic is made at once.
                REQUIRE(later.error.has_value());
                CHECK_FALSE(later.error.pending());
                CHECK(later.error->code == diagnostic_code::unknown_production);
                continue;
              }
              if constexpr (std::is_same_v<std::decay_t<decltype(o)>, rfc1630::options>) {
                same_verdict(later, rfc1630::check(input, rule, o, nullptr, nullptr, diagnosis::now));
              }
              if (later.valid) {
                CHECK_FALSE(later.error.has_value());
                continue;
              }
              // Pending until read, and read as what the grammar works
              // out now.
              REQUIRE(later.error.pending());
              const auto now = diagnosed_now(o, input, rule);
              same_diagnostic(*later.error, now);
              CHECK(later.error.pending());
              ++rejections;
            }
          },
          reading);
    }
  }
  MESSAGE("diagnostics read later: " << rejections);
  CHECK(rejections > 10000);
}

TEST_CASE("lazy diagnostic: RFC 1630's check() and parse() read later give what they judge now, url: form too") {
  for (const std::string input :
       {"url:http://h/a b", "url:ftp://h/%zz", "url:file:/a#b#c", "url:mid:a b", "http://h/a b", "url:", "url:x-y:%"}) {
    CAPTURE(input);
    const auto checked = rfc1630::check(input);
    same_verdict(checked, rfc1630::check(input, {}, {}, nullptr, nullptr, diagnosis::now));
    const auto parsed = rfc1630::ast::parse(input);
    const auto now = parsed.prefix ? rfc1630::check_prefixed(input, {}, nullptr, nullptr, diagnosis::now)
                                   : rfc1630::check(input, {}, {}, nullptr, nullptr, diagnosis::now);
    REQUIRE_FALSE(parsed.verdict.valid);
    same_verdict(parsed.verdict, now);
  }
}

TEST_CASE("lazy diagnostic: it keeps the input and the caller's words, read after both are gone") {
  std::optional<judgement> j;
  {
    const vocabulary words{[](std::string_view n) { return "--" + std::string(n); },
                           [](std::string_view n) { return "--rfc " + std::string(n); },
                           [](std::string_view n) { return "--rule " + std::string(n); }};
    rfc2396::options o;
    o.vocabulary = &words;
    std::string input = "http://h/[a]";
    j = rfc2396::check(input, {}, o);
    input.assign(input.size(), 'x');
  }
  REQUIRE(j->error.pending());
  CHECK(j->error->offset == 9);
  CHECK(j->error->remedy_name == "2396+2732");
  CHECK(j->error->message.find("--rfc 2396+2732") != std::string::npos);
}

TEST_CASE("lazy diagnostic: it reads as std::optional<diagnostic> does, and copies share one diagnostic") {
  const auto valid = rfc2396::check("http://h/");
  CHECK_FALSE(valid.error);
  CHECK_FALSE(valid.error.pending());
  CHECK_THROWS_AS((void)valid.error.value(), std::bad_optional_access);
  CHECK_THROWS_AS((void)*valid.error, std::bad_optional_access);
  CHECK_FALSE(static_cast<std::optional<diagnostic>>(valid.error).has_value());

  const auto rejected = rfc2396::check("a b");
  REQUIRE(rejected.error.pending());
  const auto copy = rejected;
  // One diagnostic, worked out once, whichever copy reads it first.
  CHECK(&*copy.error == &*rejected.error);
  CHECK(static_cast<std::optional<diagnostic>>(rejected.error)->offset == 1);

  // A verdict read as non-const may be changed: it takes its own copy.
  auto changed = rejected;
  changed.error->offset = 7;
  CHECK_FALSE(changed.error.pending());
  CHECK(rejected.error->offset == 1);
  CHECK(copy.error->offset == 1);

  changed.error = std::nullopt;
  CHECK_FALSE(changed.error.has_value());
  changed.error = diagnostic{};
  CHECK(changed.error->offset == 0);
  changed.error.reset();
  CHECK_FALSE(changed.error);
}
