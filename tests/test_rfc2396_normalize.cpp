// RFC 2396 Section 6 normalization and equivalence: the two corpora (see
// their headers), the properties that tie normalize and equivalence
// together, and the reasons equivalence gives.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/rfc2396/normalize.hpp>
#include <utility>
#include <vector>

#include "corpus_reader.hpp"

namespace {

// Every RFC 2373 text form under RFC 2732: the widest RFC 2396 reading,
// so that every URI reference of the corpora has a normal form.
urlbnf::rfc2396::options widest() {
  urlbnf::rfc2396::options opts;
  opts.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  opts.ipv6_text_forms = true;
  return opts;
}

std::optional<std::string> normalize(std::string_view input) {
  return urlbnf::rfc2396::normalize(input, widest()).normal_form;
}

urlbnf::rfc2396::equivalence_verdict equivalence(std::string_view a, std::string_view b) {
  return urlbnf::rfc2396::equivalent(a, b, widest());
}

// Every input either corpus holds, and some that are no URI at all: the
// properties must hold for any string (an invalid one has no normal form).
std::vector<std::string> every_input() {
  std::vector<std::string> inputs;
  for (const auto& c : urlbnf::test::read_corpus("rfc2396-normalize.tsv")) {
    inputs.push_back(c.columns.at(1));
    inputs.push_back(c.columns.at(2));
  }
  for (const auto& c : urlbnf::test::read_corpus("rfc2396-equivalent.tsv")) {
    inputs.push_back(c.columns.at(1));
    inputs.push_back(c.columns.at(2));
  }
  for (const char* odd : {"",
                          "%",
                          "%%",
                          "%4",
                          "%%41",
                          "%2%41",
                          ":",
                          "//",
                          "///",
                          "?#",
                          "#",
                          "http:",
                          "http://",
                          "http://@",
                          "http://@:",
                          "http://[",
                          "http://[]",
                          "http://[::1",
                          "http://[::1]x",
                          "http://[::1]:",
                          "http://h:80:80/",
                          "HTTP://H:00080",
                          "http://h:99999999999999999999999/",
                          "a b:c",
                          "//U@H:/",
                          "http://h/\xff%FF%ff"}) {
    inputs.emplace_back(odd);
  }
  std::string every_octet;
  for (int c = 0; c < 256; ++c) {
    every_octet += static_cast<char>(c);
  }
  inputs.push_back(every_octet);
  return inputs;
}

TEST_CASE("rfc2396 normalize: corpus") {
  const auto corpus = urlbnf::test::read_corpus("rfc2396-normalize.tsv");
  REQUIRE(corpus.size() >= 100);
  for (const auto& c : corpus) {
    REQUIRE_MESSAGE(c.columns.size() == 3, "rfc2396-normalize.tsv:" << c.number);
    INFO("rfc2396-normalize.tsv:" << c.number << " " << c.columns[0] << " " << c.columns[1]);
    const auto expected = c.columns[2] == "<invalid>" ? std::nullopt : std::optional<std::string>(c.columns[2]);
    CHECK(normalize(c.columns[1]) == expected);
  }
}

TEST_CASE("rfc2396 equivalence: corpus") {
  const auto corpus = urlbnf::test::read_corpus("rfc2396-equivalent.tsv");
  REQUIRE(corpus.size() >= 50);
  for (const auto& c : corpus) {
    REQUIRE_MESSAGE(c.columns.size() == 4, "rfc2396-equivalent.tsv:" << c.number);
    REQUIRE_MESSAGE((c.columns[3] == "equivalent" || c.columns[3] == "different" || c.columns[3] == "invalid"),
                    "rfc2396-equivalent.tsv:" << c.number);
    const auto verdict = equivalence(c.columns[1], c.columns[2]);
    INFO("rfc2396-equivalent.tsv:" << c.number << " " << c.columns[0] << " " << c.columns[1] << " vs " << c.columns[2]
                                   << ": " << verdict.reason);
    CHECK(verdict.equivalent == (c.columns[3] == "equivalent"));
    CHECK((verdict.a.valid && verdict.b.valid) == (c.columns[3] != "invalid"));
    CHECK(!verdict.reason.empty());
    // Equivalence is symmetric.
    CHECK(equivalence(c.columns[2], c.columns[1]).equivalent == verdict.equivalent);
  }
}

TEST_CASE("rfc2396 normalize: idempotent on every input") {
  auto inputs = every_input();
  inputs.push_back("HTTP://EXAMPLE.COM:80/" + std::string(std::size_t{1} << 20, 'A') + "%7e%2f");
  for (const auto& input : inputs) {
    INFO(input.substr(0, 200));
    const auto once = normalize(input);
    const bool valid = urlbnf::rfc2396::check(input, {}, widest()).valid;
    CHECK(once.has_value() == valid);
    if (once) {
      CHECK(normalize(*once) == once);
      CHECK(equivalence(input, *once).equivalent);
    }
  }
}

TEST_CASE("rfc2396 equivalence: equivalent exactly when the normal forms are equal") {
  const auto inputs = every_input();
  std::vector<std::optional<std::string>> normal_forms;
  for (const auto& input : inputs) {
    normal_forms.push_back(normalize(input));
  }
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    for (std::size_t j = 0; j < inputs.size(); ++j) {
      const bool same = normal_forms[i] && normal_forms[i] == normal_forms[j];
      if (equivalence(inputs[i], inputs[j]).equivalent != same) {
        ++mismatches;
        INFO(inputs[i].substr(0, 200) << " vs " << inputs[j].substr(0, 200));
        CHECK(false);
      }
    }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("rfc2396 equivalence: the reason names the rules that made the two equal") {
  CHECK(equivalence("HTTP://h:80/", "http://h/").reason ==
        "equal after folding the scheme's case (RFC 2396 §3.1) and eliding the default port 80 (§6)");
  CHECK(equivalence("http://www.XEROX.com", "http://www.xerox.com").reason ==
        "equal after folding the host's case (RFC 2396 §3.2.2, §6)");
  CHECK(equivalence("http://abc.com:80/~smith/home.html", "http://ABC.com:/%7esmith/home.html").reason ==
        "equal after folding the host's case (RFC 2396 §3.2.2, §6), eliding the default port 80 (§6), eliding the "
        "empty port (§3.2.2: port = *digit; an empty port names none) and decoding the escaped unreserved "
        "character %7e to \"~\" (§2.3, §2.4.2)");
  CHECK(equivalence("http://h/%41%7E", "http://h/A~").reason ==
        "equal after decoding the escaped unreserved characters %41 to \"A\" and %7E to \"~\" (RFC 2396 §2.3, "
        "§2.4.2)");
  CHECK(equivalence("http://h/a%2f", "http://h/a%2F").reason ==
        "equal after upper-casing the hex digits of %2f (RFC 2396 §2.4.1)");
  CHECK(equivalence("ftp://h:021/", "ftp://h/").reason ==
        "equal after eliding the port 021, the default 21 (RFC 2396 §6)");
  CHECK(equivalence("http://[FEDC::1]/", "http://[fedc::1]/").reason ==
        "equal after folding the case of the IPv6 address's hex digits (RFC 2732 §2, RFC 2373 §2.2)");
  CHECK(equivalence("http://h/", "http://h/").reason == "identical as written");
}

TEST_CASE("rfc2396 equivalence: the reason names the first component that differs") {
  CHECK(equivalence("http://h/a%2Fb", "http://h/a/b").reason ==
        "the paths differ after normalization: A has \"/a%2Fb\", B has \"/a/b\"; they differ only in whether "
        "reserved or excluded characters are escaped, and escaping a reserved character changes the meaning (RFC "
        "2396 §2.2, §2.4.2)");
  CHECK(equivalence("http://h/a%3fb", "http://h/a?b").reason ==
        "the paths differ after normalization: A has \"/a%3Fb\", B has \"/a\"");
  CHECK(equivalence("HTTP://h/", "ftp://h/").reason ==
        "the schemes differ after normalization: A has \"http\", B has \"ftp\"");
  CHECK(equivalence("ftp://Joe@h/", "ftp://joe@h/").reason ==
        "the userinfo parts differ after normalization: A has \"Joe\", B has \"joe\"; the userinfo keeps its case: "
        "only the scheme and the host are case-insensitive (RFC 2396 §6)");
  CHECK(equivalence("http://a.com/", "http://B.com/").reason ==
        "the hosts differ after normalization: A has \"a.com\", B has \"b.com\"");
  CHECK(equivalence("http://h:8080/", "HTTP://H/").reason ==
        "the ports differ after normalization: A has \"8080\", B has none; the default port of http is 80 (RFC 1738)");
  CHECK(equivalence("foo://h:80/", "foo://h/").reason ==
        "the ports differ after normalization: A has \"80\", B has none; RFC 1738 gives \"foo\" no default port, so "
        "an explicit one is kept (RFC 2396 §6)");
  CHECK(equivalence("foo://A_B/", "foo://a_b/").reason ==
        "the authorities differ after normalization: A has \"A_B\" (registry-based, left as written: RFC 2396 "
        "§3.2.1), B has \"a_b\" (registry-based, left as written: RFC 2396 §3.2.1)");
  CHECK(equivalence("http://h", "http://h/").reason ==
        "the paths differ after normalization: A has \"\", B has \"/\"; RFC 2396 defines no equivalence of an empty "
        "path and \"/\"");
  CHECK(equivalence("http://h/?", "http://h/").reason ==
        "the queries differ after normalization: A has \"\", B has none");
  CHECK(equivalence("http://h/#a", "http://h/#b").reason ==
        "the fragments differ after normalization: A has \"a\", B has \"b\"; a fragment is not part of the URI (RFC "
        "2396 §4.1) but is part of the references compared");
}

TEST_CASE("rfc2396 equivalence: the reason's facts as data") {
  using urlbnf::normalization_rule;
  using urlbnf::uri_component;
  struct rules_case {
    std::string_view a, b;
    std::vector<normalization_rule> rules;
  };
  // The same pairs as the reasons above, the rules in the order they name them.
  const rules_case equal[] = {
      {"HTTP://h:80/", "http://h/", {normalization_rule::scheme_case, normalization_rule::default_port}},
      {"http://www.XEROX.com", "http://www.xerox.com", {normalization_rule::host_case}},
      {"http://abc.com:80/~smith/home.html",
       "http://ABC.com:/%7esmith/home.html",
       {normalization_rule::host_case, normalization_rule::default_port, normalization_rule::empty_port,
        normalization_rule::unreserved_decoded}},
      {"http://h/a%2f", "http://h/a%2F", {normalization_rule::escape_case}},
      {"http://[FEDC::1]/", "http://[fedc::1]/", {normalization_rule::ipv6_case}},
      {"http://h/", "http://h/", {}},
  };
  for (const auto& c : equal) {
    CAPTURE(c.a);
    const auto v = equivalence(c.a, c.b);
    CHECK(v.equivalent);
    CHECK(v.rules == c.rules);
    CHECK_FALSE(v.difference.has_value());
  }
  const std::pair<std::pair<std::string_view, std::string_view>, uri_component> different[] = {
      {{"HTTP://h/", "ftp://h/"}, uri_component::scheme},
      {{"foo://A_B/", "foo://a_b/"}, uri_component::authority},
      {{"ftp://Joe@h/", "ftp://joe@h/"}, uri_component::userinfo},
      {{"http://a.com/", "http://B.com/"}, uri_component::host},
      {{"http://h:8080/", "HTTP://H/"}, uri_component::port},
      {{"http://h", "http://h/"}, uri_component::path},
      {{"http://h/?", "http://h/"}, uri_component::query},
      {{"http://h/#a", "http://h/#b"}, uri_component::fragment},
  };
  for (const auto& [pair, component] : different) {
    CAPTURE(pair.first);
    const auto v = equivalence(pair.first, pair.second);
    CHECK_FALSE(v.equivalent);
    CHECK(v.difference == component);
    CHECK(v.rules.empty());
    // The reason words the same component ("the hosts differ").
    CHECK(v.reason.find(std::string(urlbnf::name_of(component)).substr(0, 4)) != std::string::npos);
  }
  // Every pair of the corpus: a difference exactly when different (both
  // valid), rules exactly when equal as written differently.
  for (const auto& c : urlbnf::test::read_corpus("rfc2396-equivalent.tsv")) {
    const auto v = equivalence(c.columns[1], c.columns[2]);
    CAPTURE(c.number);
    CHECK(v.difference.has_value() == (!v.equivalent && v.a.valid && v.b.valid));
    CHECK((v.equivalent && c.columns[1] != c.columns[2]) == !v.rules.empty());
  }
}

TEST_CASE("rfc2396 equivalent: an input that is no URI reference is named, with its diagnostic") {
  const auto v = equivalence("http://h/", "http://h/a b");
  CHECK_FALSE(v.equivalent);
  CHECK(v.a.valid);
  CHECK_FALSE(v.b.valid);
  CHECK(v.reason.rfind("B (\"http://h/a b\") is not a URI reference: RFC 2396 \xC2\xA7", 0) == 0);
  CHECK_FALSE(v.difference.has_value());
}

}  // namespace
