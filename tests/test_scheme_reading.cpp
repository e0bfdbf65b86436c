// RFC 3986's scheme reading (options::scheme_reading): a URI of a scheme
// that has an RFC of its own is judged by that RFC's production as well,
// against tests/corpus/scheme-reading.tsv, by both RFC 3986 grammars; and
// the registry's schemes, which the reading looks up, against the grammars
// that define them.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc3986/check.hpp>

#include "corpus_reader.hpp"

namespace {

using urlbnf::test::read_corpus;

TEST_CASE("every scheme the registry lists is defined once, by a production of its grammar") {
  std::set<std::string> seen;
  std::size_t schemes = 0;
  for (const auto& g : urlbnf::grammars()) {
    for (const auto& s : g.schemes) {
      CAPTURE(g.name);
      CAPTURE(s.scheme);
      CHECK(seen.insert(std::string(s.scheme)).second);
      const auto production = g.find_production(s.production);
      REQUIRE(production.has_value());
      CHECK(production->name == s.production);
      ++schemes;
    }
  }
  // http, https, mailto, file and data.
  CHECK(schemes == 5);
}

TEST_CASE("the scheme reading judges a URI by its scheme's RFC too (tests/corpus/scheme-reading.tsv)") {
  const auto lines = read_corpus("scheme-reading.tsv");
  REQUIRE(lines.size() >= 15);
  for (const auto g : {urlbnf::rfc3986::grammar::rfc3986, urlbnf::rfc3986::grammar::rfc3986_6874}) {
    urlbnf::rfc3986::options plain;
    plain.grammar = g;
    auto reading = plain;
    reading.scheme_reading = true;
    for (const auto& line : lines) {
      REQUIRE(line.columns.size() == 6);
      const auto& input = line.columns[0];
      const bool valid = line.columns[1] == "valid";
      const auto& by = line.columns[2];
      CAPTURE(line.number);
      CAPTURE(input);
      const auto j = urlbnf::rfc3986::check(input, {}, reading);
      CHECK(j.valid == valid);
      CHECK(urlbnf::rfc3986::accepts(input, {}, reading) == valid);
      // The generic verdict is the reading's, unless the line says it differs.
      const bool generic = line.columns[4] == "valid" || valid;
      CHECK(urlbnf::rfc3986::check(input, {}, plain).valid == generic);
      CHECK(j.bnf_valid == (line.columns[4] == "valid" ? std::optional<bool>(true) : std::nullopt));
      if (by == "-") {
        CHECK(j.reading == urlbnf::reading_kind::bnf);
        CHECK(j.note.empty());
      } else {
        const auto* defining = urlbnf::find_grammar(by);
        REQUIRE(defining != nullptr);
        CHECK(j.reading == urlbnf::reading_kind::scheme);
        CHECK(j.note.find(std::string(defining->title)) != std::string::npos);
        CHECK(j.note.find(line.columns[3] == "valid" ? " accepts it" : " rejects it") != std::string::npos);
      }
      if (valid) {
        CHECK(!j.error.has_value());
      } else {
        REQUIRE(j.error.has_value());
        CHECK(j.error->section == line.columns[5]);
        CHECK(j.error->offset <= input.size());
        // A rejection by the scheme's RFC is that grammar's diagnostic.
        if (line.columns[4] == "valid") {
          CHECK(j.error->rfc == by);
        }
      }
    }
  }
}

TEST_CASE("the scheme reading applies to the productions of URIs with a scheme only") {
  urlbnf::rfc3986::options reading;
  reading.scheme_reading = true;
  // http:///x is a URI that RFC 9110 rejects; as a path-rootless or as
  // the hier-part it is only RFC 3986's.
  CHECK(!urlbnf::rfc3986::check("http:///x", urlbnf::rule_name{"URI"}, reading).valid);
  CHECK(!urlbnf::rfc3986::check("http:///x", urlbnf::rule_name{"absolute-URI"}, reading).valid);
  CHECK(urlbnf::rfc3986::check("http:///x", urlbnf::rule_name{"URI"}).valid);
  CHECK(urlbnf::rfc3986::check("//a/http:x", urlbnf::rule_name{"relative-ref"}, reading).valid);
  CHECK(urlbnf::rfc3986::check("http:", urlbnf::rule_name{"path-rootless"}, reading).valid);
  CHECK(urlbnf::rfc3986::accepts("http:", urlbnf::rule_name{"path-rootless"}, reading));
  CHECK(!urlbnf::rfc3986::accepts("http:", urlbnf::rule_name{"URI"}, reading));
}

TEST_CASE("the scheme reading is a reading option of both RFC 3986 grammars, set by the registry") {
  for (const auto* name : {"3986", "3986+6874"}) {
    const auto* g = urlbnf::find_grammar(name);
    REQUIRE(g != nullptr);
    auto opts = g->options;
    REQUIRE(g->set_reading(opts, "scheme_reading"));
    CHECK(std::get<urlbnf::rfc3986::options>(opts).scheme_reading);
    CHECK(!std::get<urlbnf::rfc3986::options>(g->options).scheme_reading);
  }
}

}  // namespace
