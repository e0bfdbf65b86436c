// RFC 3986 Section 6.2.2 and 6.2.3 normalization and equivalence: the two
// corpora (see their headers), the properties normalization promises on
// every valid URI reference the RFC 3986 corpora hold, on generated ones and
// on their mutations, the reasons equivalence gives, and inputs of 1 MB.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <utility>
#include <vector>

#include "test_inputs.hpp"

namespace {

using urlbnf::rfc3986::equivalent;
using urlbnf::rfc3986::grammar;
using urlbnf::rfc3986::normalize;
using urlbnf::rfc3986::options;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

options by(grammar g) {
  options o;
  o.grammar = g;
  return o;
}

const options rfc3986 = by(grammar::rfc3986);
const options rfc3986_6874 = by(grammar::rfc3986_6874);

// Every input of the RFC 3986 corpora, the RFC's examples and resolution
// cases included, URI references or not; members of URI-reference drawn
// from each grammar's ABNF; and mutations of all of them.
std::vector<std::string> every_input() {
  std::vector<std::string> inputs;
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-examples.tsv")) {
    inputs.push_back(input_of(l.columns.at(4)));
  }
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-resolve.tsv")) {
    inputs.push_back(input_of(l.columns.at(2)));
    inputs.push_back(input_of(l.columns.at(4)));
  }
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-normalize.tsv")) {
    inputs.push_back(input_of(l.columns.at(0)));
    inputs.push_back(input_of(l.columns.at(1)));
  }
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-equivalent.tsv")) {
    inputs.push_back(l.columns.at(0));
    inputs.push_back(l.columns.at(1));
  }
  for (const char* name : {"3986", "3986+6874"}) {
    urlbnf::bnf::generator gen(urlbnf::bnf::model_of(name), 3986);
    for (int i = 0; i < 400; ++i) {
      inputs.push_back(gen.draw("URI-reference"));
    }
  }
  urlbnf::bnf::random_source mutate(6);
  const auto originals = inputs.size();
  for (std::size_t i = 0; i < originals; ++i) {
    for (auto& m : urlbnf::test::mutations(inputs[i], mutate)) {
      inputs.push_back(std::move(m));
    }
  }
  return inputs;
}

TEST_CASE("rfc3986 normalize: corpus, by both grammars") {
  const auto corpus = urlbnf::test::read_corpus("rfc3986-normalize.tsv");
  REQUIRE(corpus.size() >= 80);
  for (const auto& c : corpus) {
    REQUIRE_MESSAGE(c.columns.size() == 4, "rfc3986-normalize.tsv:" << c.number);
    const auto input = input_of(c.columns[0]);
    const auto expected = input_of(c.columns[1]);
    INFO("rfc3986-normalize.tsv:" << c.number << " " << input);
    CHECK(normalize(input, rfc3986_6874).normal_form == expected);
    const auto by_3986 = normalize(input, rfc3986);
    if (c.columns[2].rfind("RFC 6874", 0) == 0) {
      CHECK(!by_3986.normal_form);
      REQUIRE(by_3986.verdict.error);
      CHECK(by_3986.verdict.error->code == urlbnf::diagnostic_code::zone_identifier);
    } else {
      CHECK(by_3986.normal_form == expected);
    }
  }
}

TEST_CASE("rfc3986 normalize: every example Section 6 prints is in the corpus") {
  std::vector<std::string> inputs;
  for (const auto& c : urlbnf::test::read_corpus("rfc3986-normalize.tsv")) {
    inputs.push_back(c.columns.at(0));
  }
  for (const char* example :
       {"example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "HTTP://www.EXAMPLE.com/",
        "http://www.example.com/", "http://example.com", "http://example.com/", "http://example.com:/",
        "http://example.com:80/", "http://example.com/?", "mailto:Joe@Example.COM", "http://example.com/data",
        "http://example.com/data/"}) {
    INFO(example);
    CHECK(std::find(inputs.begin(), inputs.end(), example) != inputs.end());
  }
}

TEST_CASE("rfc3986 equivalent: corpus") {
  const auto corpus = urlbnf::test::read_corpus("rfc3986-equivalent.tsv");
  REQUIRE(corpus.size() >= 20);
  for (const auto& c : corpus) {
    REQUIRE_MESSAGE(c.columns.size() >= 4, "rfc3986-equivalent.tsv:" << c.number);
    REQUIRE_MESSAGE((c.columns[2] == "equivalent" || c.columns[2] == "different"),
                    "rfc3986-equivalent.tsv:" << c.number);
    const auto verdict = equivalent(c.columns[0], c.columns[1]);
    INFO("rfc3986-equivalent.tsv:" << c.number << " " << c.columns[0] << " vs " << c.columns[1] << ": "
                                   << verdict.reason);
    CHECK(verdict.equivalent == (c.columns[2] == "equivalent"));
    CHECK(!verdict.reason.empty());
    CHECK(equivalent(c.columns[1], c.columns[0]).equivalent == verdict.equivalent);
  }
}

TEST_CASE("rfc3986 normalize: valid stays valid, idempotent, equivalent to its input; invalid has the verdict") {
  const auto inputs = every_input();
  std::size_t valid = 0;
  for (const auto& opts : {rfc3986, rfc3986_6874}) {
    for (const auto& input : inputs) {
      INFO(input);
      const auto n = normalize(input, opts);
      CHECK(n.verdict.valid == urlbnf::rfc3986::accepts(input, "URI-reference", opts));
      if (!n.verdict.valid) {
        CHECK(!n.normal_form);
        REQUIRE(n.verdict.error);
        CHECK(n.verdict.error->message == urlbnf::rfc3986::check(input, "URI-reference", opts).error->message);
        const auto verdict = equivalent(input, input, opts);
        CHECK(!verdict.equivalent);
        CHECK(verdict.reason.find(n.verdict.error->message) != std::string::npos);
        continue;
      }
      ++valid;
      REQUIRE(n.normal_form);
      const auto& once = *n.normal_form;
      INFO("normal form: " << once);
      CHECK(urlbnf::rfc3986::accepts(once, "URI-reference", opts));
      CHECK(normalize(once, opts).normal_form == once);
      const auto to_normal = equivalent(input, once, opts);
      CHECK(to_normal.equivalent);
      // Whatever normalization changed, the reason names a rule for it.
      CHECK((input == once ? to_normal.reason == "identical as written"
                           : to_normal.reason.size() > std::string_view("equal after ").size()));
      CHECK(equivalent(once, input, opts).equivalent);
      const auto itself = equivalent(input, input, opts);
      CHECK(itself.equivalent);
      CHECK(itself.reason == "identical as written");
      // A URI stays a URI, a relative reference a relative reference.
      CHECK(urlbnf::rfc3986::accepts(once, "URI", opts) == urlbnf::rfc3986::accepts(input, "URI", opts));
    }
  }
  MESSAGE("normalized " << valid << " valid URI references of " << 2 * inputs.size() << " inputs");
  CHECK(valid > 2000);
}

TEST_CASE("rfc3986 equivalent: symmetric, and equivalent exactly when the normal forms are equal") {
  std::vector<std::string> inputs;
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-normalize.tsv")) {
    if (l.columns.at(2).rfind("RFC 6874", 0) != 0) {
      inputs.push_back(input_of(l.columns.at(0)));
    }
  }
  inputs.emplace_back("a b");
  std::vector<std::optional<std::string>> normal_forms;
  for (const auto& input : inputs) {
    normal_forms.push_back(normalize(input).normal_form);
  }
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    for (std::size_t j = 0; j < inputs.size(); ++j) {
      const auto verdict = equivalent(inputs[i], inputs[j]).equivalent;
      const bool same = normal_forms[i] && normal_forms[i] == normal_forms[j];
      if (verdict != same || verdict != equivalent(inputs[j], inputs[i]).equivalent) {
        ++mismatches;
        INFO(inputs[i] << " vs " << inputs[j]);
        CHECK(false);
      }
    }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("rfc3986 equivalent: the reason names the rules that made the two equal") {
  CHECK(equivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d").reason ==
        "equal after lower-casing the scheme (RFC 3986 §6.2.2.1, §3.1), upper-casing the hex digits of %7b and %7d "
        "(§6.2.2.1, §2.1), decoding the percent-encoded unreserved character %63 to \"c\" (§6.2.2.2, §2.3) and "
        "removing dot-segments (§6.2.2.3, §5.2.4)");
  CHECK(equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/").reason ==
        "equal after lower-casing the scheme (RFC 3986 §6.2.2.1, §3.1) and lower-casing the host (§6.2.2.1, "
        "§3.2.2)");
  CHECK(equivalent("http://example.com", "http://example.com:80/").reason ==
        "equal after omitting the default port 80 of http (RFC 3986 §6.2.3, §3.2.3) and writing the empty path of "
        "http as \"/\" (§6.2.3)");
  CHECK(equivalent("https://h:0443/", "https://h:/").reason ==
        "equal after omitting the empty port (RFC 3986 §3.2.3) and omitting the port 0443, https's default 443 "
        "(§6.2.3, §3.2.3)");
  CHECK(equivalent("http://h/%7E%41", "http://h/~A").reason ==
        "equal after decoding the percent-encoded unreserved characters %7E to \"~\" and %41 to \"A\" (RFC 3986 "
        "§6.2.2.2, §2.3)");
  CHECK(equivalent("http://[FE80::1]/", "http://[fe80::1]/").reason ==
        "equal after lower-casing the host (RFC 3986 §6.2.2.1, §3.2.2)");
  CHECK(equivalent("http://h/", "http://h/").reason == "identical as written");
}

TEST_CASE("rfc3986 equivalent: the reason names the first component that differs") {
  CHECK(equivalent("http://h/", "ftp://h/").reason ==
        "the schemes differ after normalization: A has \"http\", B has \"ftp\"");
  CHECK(equivalent("foo://h/x", "foo:/x").reason ==
        "the authorities differ after normalization: A has \"h\", B has none");
  CHECK(equivalent("http://Joe@h/", "http://joe@h/").reason ==
        "the userinfo parts differ after normalization: A has \"Joe\", B has \"joe\"; the userinfo keeps its case: "
        "only the scheme and the host are case-insensitive (RFC 3986 §6.2.2.1)");
  CHECK(equivalent("http://a.example/", "http://B.example/").reason ==
        "the hosts differ after normalization: A has \"a.example\", B has \"b.example\"");
  CHECK(equivalent("http://h:8080/", "HTTP://H/").reason ==
        "the ports differ after normalization: A has \"8080\", B has none; the default port of http is 80");
  CHECK(equivalent("foo://h:80/", "foo://h/").reason ==
        "the ports differ after normalization: A has \"80\", B has none; normalization knows no default port of "
        "\"foo\", so an explicit one is kept (RFC 3986 §6.2.3)");
  CHECK(equivalent("//h:80/", "//h/").reason ==
        "the ports differ after normalization: A has \"80\", B has none; a relative reference names no scheme, so "
        "no default port applies");
  CHECK(equivalent("http://h/a%2Fb", "http://h/a/b").reason ==
        "the paths differ after normalization: A has \"/a%2Fb\", B has \"/a/b\"; they differ only in "
        "percent-encoded reserved characters, and decoding one changes the meaning (RFC 3986 §2.2)");
  CHECK(equivalent("foo://h", "foo://h/").reason ==
        "the paths differ after normalization: A has \"\", B has \"/\"; only a scheme's definition makes an empty "
        "path \"/\" (RFC 3986 §6.2.3), and this normalization applies http's and https's");
  CHECK(equivalent("http://example.com/data", "http://example.com/data/").reason ==
        "the paths differ after normalization: A has \"/data\", B has \"/data/\"; equating paths that differ by a "
        "trailing \"/\" is protocol-based normalization (RFC 3986 §6.2.4), which is not done");
  CHECK(equivalent("../a", "a").reason ==
        "the paths differ after normalization: A has \"../a\", B has \"a\"; a relative-path reference keeps its "
        "dot-segments, which refer to the base (RFC 3986 §5.2.3, §6.1)");
  CHECK(equivalent("http://example.com/?", "http://example.com/").reason ==
        "the queries differ after normalization: A has \"\", B has none; normalization does not remove the "
        "delimiter of an empty component (RFC 3986 §6.2.3)");
  CHECK(equivalent("http://h/#a", "http://h/#A").reason ==
        "the fragments differ after normalization: A has \"a\", B has \"A\"");
}

TEST_CASE("rfc3986 equivalent: the reason's facts as data") {
  using urlbnf::normalization_rule;
  using urlbnf::uri_component;
  struct rules_case {
    std::string_view a, b;
    std::vector<normalization_rule> rules;
  };
  // The same pairs as the reasons above, the rules in the order they name them.
  const rules_case equal[] = {
      {"example://a/b/c/%7Bfoo%7D",
       "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
       {normalization_rule::scheme_case, normalization_rule::escape_case, normalization_rule::unreserved_decoded,
        normalization_rule::dot_segments}},
      {"HTTP://www.EXAMPLE.com/",
       "http://www.example.com/",
       {normalization_rule::scheme_case, normalization_rule::host_case}},
      {"http://example.com",
       "http://example.com:80/",
       {normalization_rule::default_port, normalization_rule::empty_path_as_root}},
      {"https://h:0443/", "https://h:/", {normalization_rule::empty_port, normalization_rule::default_port}},
      {"http://h/%7E%41", "http://h/~A", {normalization_rule::unreserved_decoded}},
      {"http://[FE80::1]/", "http://[fe80::1]/", {normalization_rule::host_case}},
      {"http://h/", "http://h/", {}},
  };
  for (const auto& c : equal) {
    CAPTURE(c.a);
    const auto v = equivalent(c.a, c.b);
    CHECK(v.equivalent);
    CHECK(v.rules == c.rules);
    CHECK_FALSE(v.difference.has_value());
  }
  const std::pair<std::pair<std::string_view, std::string_view>, uri_component> different[] = {
      {{"http://h/", "ftp://h/"}, uri_component::scheme},
      {{"foo://h/x", "foo:/x"}, uri_component::authority},
      {{"http://Joe@h/", "http://joe@h/"}, uri_component::userinfo},
      {{"http://a.example/", "http://B.example/"}, uri_component::host},
      {{"http://h:8080/", "HTTP://H/"}, uri_component::port},
      {{"foo://h", "foo://h/"}, uri_component::path},
      {{"http://example.com/?", "http://example.com/"}, uri_component::query},
      {{"http://h/#a", "http://h/#A"}, uri_component::fragment},
  };
  for (const auto& [pair, component] : different) {
    CAPTURE(pair.first);
    const auto v = equivalent(pair.first, pair.second);
    CHECK_FALSE(v.equivalent);
    CHECK(v.difference == component);
    CHECK(v.rules.empty());
    // The reason words the same component ("the hosts differ").
    CHECK(v.reason.find(std::string(urlbnf::name_of(component)).substr(0, 4)) != std::string::npos);
  }
  // A reference that is none: no component compared, no rule applied.
  const auto rejected = equivalent("http://h/", "http://h/a b");
  CHECK_FALSE(rejected.difference.has_value());
  CHECK(rejected.rules.empty());
  // Every pair of the corpus: a difference exactly when different, rules
  // exactly when equal as written differently.
  for (const auto& c : urlbnf::test::read_corpus("rfc3986-equivalent.tsv")) {
    const auto v = equivalent(c.columns[0], c.columns[1]);
    CAPTURE(c.number);
    CHECK(v.difference.has_value() == !v.equivalent);
    CHECK((v.equivalent && c.columns[0] != c.columns[1]) == !v.rules.empty());
  }
}

TEST_CASE("rfc3986 equivalent: an input that is no URI reference is named, with its diagnostic") {
  const auto verdict = equivalent("http://h/", "http://h/a b");
  CHECK(!verdict.equivalent);
  CHECK(verdict.a.valid);
  CHECK(!verdict.b.valid);
  CHECK(verdict.reason == "B (\"http://h/a b\") is not a URI reference: " + verdict.b.error->message);
  CHECK(verdict.b.error->code == urlbnf::diagnostic_code::space);
  const auto zone = equivalent("http://[fe80::1%25en1]/", "http://h/");
  CHECK(!zone.a.valid);
  CHECK(zone.a.error->code == urlbnf::diagnostic_code::zone_identifier);
  CHECK(equivalent("http://[fe80::1%25en1]/", "HTTP://[FE80::1%25en1]:80", rfc3986_6874).equivalent);
}

TEST_CASE("rfc3986 normalize: inputs of 1 MB") {
  constexpr std::size_t blocks = (std::size_t{1} << 20) / 16;
  std::string dotted = "HTTP://EXAMPLE.COM:80";
  std::string dotted_normal = "http://example.com";
  std::string climbing = "foo:";
  std::string host = "http://";
  for (std::size_t i = 0; i < blocks; ++i) {
    dotted += "/a/./b/../%7e%2f";  // 16 octets
    dotted_normal += "/a/~%2F";
    climbing += "x/../../";
    host += "AbCdEfGhIjKlMnOp";
  }
  CHECK(normalize(dotted).normal_form == dotted_normal);
  CHECK(normalize(climbing).normal_form == "foo:/");
  std::string host_normal = host;
  for (auto& c : host_normal) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  CHECK(normalize(host).normal_form == host_normal + "/");
  CHECK(normalize(dotted + " ").verdict.error->offset == dotted.size());
}

}  // namespace
