// RFC 3987 Section 6.5: resolution of IRI references by RFC 3986 Section
// 5.2, on every example of RFC 3986 Section 5.4 (tests/corpus/
// rfc3986-resolve.tsv, which are IRIs too) and on the cases with characters
// beyond US-ASCII of tests/corpus/rfc3987-resolve.tsv.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc3986/resolve.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/mapping.hpp>
#include <urlbnf/rfc3987/resolve.hpp>

#include "corpus_reader.hpp"

namespace {

using urlbnf::rfc3987::resolve;
using urlbnf::rfc3987::resolve_options;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

resolve_options reading(const std::string& column) {
  REQUIRE((column == "strict" || column == "non-strict"));
  resolve_options options;
  options.strict = column == "strict";
  return options;
}

TEST_CASE("rfc3987 resolve: RFC 3986 Section 5.4's examples give RFC 3986's targets") {
  std::size_t examples = 0;
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-resolve.tsv")) {
    if (l.columns.at(0).rfind("5.4", 0) != 0) {
      continue;
    }
    INFO("rfc3986-resolve.tsv:" << l.number);
    const auto target = resolve(l.columns.at(1), input_of(l.columns.at(2)), reading(l.columns.at(3)));
    CHECK(target == input_of(l.columns.at(4)));
    ++examples;
  }
  // 23 normal, 18 abnormal and "http:g" read both ways.
  CHECK(examples == 43);
}

TEST_CASE("rfc3987 resolve: every line of the corpus") {
  const auto lines = urlbnf::test::read_corpus("rfc3987-resolve.tsv");
  REQUIRE(lines.size() >= 15);
  for (const auto& l : lines) {
    INFO("rfc3987-resolve.tsv:" << l.number);
    REQUIRE(l.columns.size() == 6);
    const auto& base = l.columns[1];
    const auto reference = input_of(l.columns[2]);
    const auto target = resolve(base, reference, reading(l.columns[3]));
    const auto& expected = l.columns[4];
    if (expected == "<invalid base>" || expected == "<invalid reference>") {
      REQUIRE(!target);
      const bool base_rejected = expected == "<invalid base>";
      CHECK((target.error().operand == urlbnf::resolve_operand::base) == base_rejected);
      CHECK(target.error().error.offset <= (base_rejected ? base : reference).size());
      CHECK(target.error().message().rfind(base_rejected ? "base: " : "reference: ", 0) == 0);
      continue;
    }
    REQUIRE(target);
    CHECK(*target == expected);
    CHECK(urlbnf::rfc3987::accepts(*target, "IRI"));
    // Section 3.1: the target is the resource of the URI mapped from it,
    // which RFC 3986 resolves from the mapped base and reference alike.
    urlbnf::rfc3986::resolve_options by_3986;
    by_3986.strict = reading(l.columns[3]).strict;
    CHECK(urlbnf::rfc3987::to_uri(*target) ==
          urlbnf::rfc3986::resolve(urlbnf::rfc3987::to_uri(base).value(),
                                   urlbnf::rfc3987::to_uri(reference).value(), by_3986)
              .value());
  }
}

}  // namespace
