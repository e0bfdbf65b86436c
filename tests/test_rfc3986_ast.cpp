// RFC 3986's typed tree against tests/corpus/rfc3986-ast.tsv, and the
// properties every tree keeps: the verdict is check()'s, and every
// component is a view into the input at its offset.
#include <doctest/doctest.h>

#include <optional>
#include <sstream>
#include <string>
#include <urlbnf/rfc3986/ast.hpp>
#include <vector>

#include "corpus_reader.hpp"
#include "tree_expectations.hpp"

namespace {

using namespace urlbnf;
using namespace urlbnf::rfc3986;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

std::vector<text> segments_of(const ast::uri_reference& u) {
  std::vector<text> out;
  for (const auto s : u.segments) {
    out.push_back(s);
  }
  return out;
}

// The component a key names: nullopt when absent.
std::optional<text> component(const ast::uri_reference& u, const std::string& key) {
  const auto* a = u.authority ? &*u.authority : nullptr;
  if (key == "URI") return u.URI;
  if (key == "relative-ref") return u.relative_ref;
  if (key == "scheme") return u.scheme;
  if (key == "authority") return a ? std::optional<text>(a->raw) : std::nullopt;
  if (key == "userinfo") return a ? a->userinfo : std::nullopt;
  if (key == "host") return a ? std::optional<text>(a->host.raw) : std::nullopt;
  if (key == "IPv6address") return a ? a->host.IPv6address : std::nullopt;
  if (key == "ZoneID") return a ? a->host.ZoneID : std::nullopt;
  if (key == "IPvFuture") return a ? a->host.IPvFuture : std::nullopt;
  if (key == "port") return a ? a->port : std::nullopt;
  if (key == "path") return u.verdict.valid ? std::optional<text>(u.path) : std::nullopt;
  if (key == "query") return u.query;
  if (key == "fragment") return u.fragment;
  if (key.rfind("segment[", 0) == 0) {
    const auto i = std::stoul(key.substr(8));
    const auto segments = segments_of(u);
    return i < segments.size() ? std::optional<text>(segments[i]) : std::nullopt;
  }
  FAIL("unknown key " << key);
  return std::nullopt;
}

// The expectations that name no text of the tree.
bool check_special(const ast::uri_reference& u, const std::string& key, const std::string& value) {
  if (key == "error.offset") {
    REQUIRE(u.verdict.error.has_value());
    CHECK(std::to_string(u.verdict.error->offset) == value);
  } else if (key == "host.kind") {
    REQUIRE(u.authority.has_value());
    CHECK(ast::name_of(u.authority->host.kind) == value);
  } else if (key == "path.form") {
    CHECK(ast::name_of(u.path_form) == value);
  } else if (key == "segment.count") {
    CHECK(std::to_string(segments_of(u).size()) == value);
  } else {
    return false;
  }
  return true;
}

options options_of(const std::string& grammar_name) {
  options opts;
  opts.grammar = grammar_name == "3986" ? grammar::rfc3986 : grammar::rfc3986_6874;
  REQUIRE((grammar_name == "3986" || grammar_name == "3986+6874"));
  return opts;
}

TEST_CASE("rfc3986 ast: the corpus of typed trees") {
  std::size_t trees = 0;
  for (const auto& l : test::read_corpus("rfc3986-ast.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 5);
    const auto input = input_of(l.columns[4]);
    std::istringstream names(l.columns[1]);
    for (std::string name; std::getline(names, name, ',');) {
      CAPTURE(name);
      const auto u = ast::parse(input, options_of(name));
      CHECK(u.verdict.valid == (l.columns[2] == "valid"));
      if (u.verdict.valid) {
        CHECK(u.verdict.match == l.columns[3]);
      }
      for (std::size_t i = 5; i < l.columns.size(); ++i) {
        test::check_expectation(
            l.columns[i], [&](const std::string& key) { return component(u, key); },
            [&](const std::string& key, const std::string& value) { return check_special(u, key, value); });
      }
      ++trees;
    }
  }
  CHECK(trees >= 50);
}

// Every component is the input's text at its offset, and lies within its
// parent.
void check_views(const ast::uri_reference& u, std::string_view input) {
  auto in_input = [&](const std::optional<text>& t) {
    if (t) {
      REQUIRE(t->offset + t->raw.size() <= input.size());
      CHECK(t->raw.data() == input.data() + t->offset);
    }
  };
  for (const auto& t : {u.URI, u.relative_ref, u.scheme, u.query, u.fragment, std::optional<text>(u.path)}) {
    in_input(t);
  }
  if (u.authority) {
    const auto& a = *u.authority;
    for (const auto& t : {std::optional<text>(a.raw), a.userinfo, std::optional<text>(a.host.raw), a.port,
                          a.host.IPv6address, a.host.ZoneID, a.host.IPvFuture}) {
      in_input(t);
      if (t) {
        CHECK(t->offset >= a.raw.offset);
        CHECK(t->offset + t->raw.size() <= a.raw.offset + a.raw.raw.size());
      }
    }
  }
  for (const auto s : u.segments) {
    in_input(s);
    CHECK(s.offset >= u.path.offset);
    CHECK(s.offset + s.raw.size() <= u.path.offset + u.path.raw.size());
  }
}

TEST_CASE("rfc3986 ast: the verdict is check()'s, and every component a view into the input") {
  std::size_t inputs = 0;
  for (const auto& l : test::read_corpus("rfc3986-examples.tsv")) {
    const auto input = input_of(l.columns.at(4));
    for (const auto g : {grammar::rfc3986, grammar::rfc3986_6874}) {
      options opts;
      opts.grammar = g;
      CAPTURE(input);
      const auto u = ast::parse(input, opts);
      const auto j = check(input, "URI-reference", opts);
      CHECK(u.verdict.valid == j.valid);
      CHECK(u.verdict.match == j.match);
      if (u.verdict.valid) {
        check_views(u, input);
        // The parts recompose the reference (Section 5.3).
        std::string joined;
        if (u.scheme) joined += std::string(u.scheme->raw) + ":";
        if (u.authority) joined += "//" + std::string(u.authority->raw.raw);
        joined += std::string(u.path.raw);
        if (u.query) joined += "?" + std::string(u.query->raw);
        if (u.fragment) joined += "#" + std::string(u.fragment->raw);
        CHECK(joined == input);
      }
      ++inputs;
    }
  }
  MESSAGE("trees checked: " << inputs);
}

}  // namespace
