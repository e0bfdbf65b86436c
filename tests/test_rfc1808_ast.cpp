// RFC 1808's typed tree against tests/corpus/rfc1808-ast.tsv, and the
// properties every tree keeps: the verdict is check()'s, and every
// component is a view into the input at its offset.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <urlbnf/rfc1808/ast.hpp>
#include <vector>

#include "corpus_reader.hpp"
#include "tree_expectations.hpp"

namespace {

using namespace urlbnf;
using namespace urlbnf::rfc1808;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

std::vector<text> pieces(const text_list& list) {
  std::vector<text> out;
  for (const auto t : list) {
    out.push_back(t);
  }
  return out;
}

std::optional<text> component(const ast::url& u, const std::string& key) {
  auto indexed = [&](const std::string& prefix, const text_list& list) -> std::optional<text> {
    const auto i = std::stoul(key.substr(prefix.size() + 1));
    const auto all = pieces(list);
    return i < all.size() ? std::optional<text>(all[i]) : std::nullopt;
  };
  if (key == "absoluteURL") return u.absoluteURL;
  if (key == "generic-RL") return u.generic_RL;
  if (key == "relativeURL") return u.relativeURL;
  if (key == "scheme") return u.scheme;
  if (key == "net_path") return u.net_path;
  if (key == "net_loc") return u.net_loc;
  if (key == "abs_path") return u.abs_path;
  if (key == "rel_path") return u.rel_path;
  if (key == "path") return u.path;
  if (key == "params") return u.params;
  if (key == "query") return u.query;
  if (key == "fragment") return u.fragment;
  if (key.rfind("segment[", 0) == 0) return indexed("segment", u.segments);
  if (key.rfind("param[", 0) == 0) return indexed("param", u.param);
  FAIL("unknown key " << key);
  return std::nullopt;
}

bool check_special(const ast::url& u, const std::string& key, const std::string& value) {
  if (key == "error.offset") {
    REQUIRE(u.verdict.error.has_value());
    CHECK(std::to_string(u.verdict.error->offset) == value);
  } else if (key == "segment.count") {
    CHECK(std::to_string(pieces(u.segments).size()) == value);
  } else if (key == "param.count") {
    CHECK(std::to_string(pieces(u.param).size()) == value);
  } else {
    return false;
  }
  return true;
}

TEST_CASE("rfc1808 ast: the corpus of typed trees") {
  std::size_t trees = 0;
  for (const auto& l : test::read_corpus("rfc1808-ast.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 4);
    // The tree views the input: it must outlive the tree.
    const auto input = input_of(l.columns[3]);
    const auto u = ast::parse(input);
    CHECK(u.verdict.valid == (l.columns[1] == "valid"));
    if (u.verdict.valid) {
      CHECK(u.verdict.match == l.columns[2]);
    }
    for (std::size_t i = 4; i < l.columns.size(); ++i) {
      test::check_expectation(
          l.columns[i], [&](const std::string& key) { return component(u, key); },
          [&](const std::string& key, const std::string& value) { return check_special(u, key, value); });
    }
    ++trees;
  }
  CHECK(trees >= 15);
}

TEST_CASE("rfc1808 ast: the verdict is check()'s, and every component a view into the input") {
  std::vector<std::string> inputs;
  for (const auto& file : {"rfc1808-examples.tsv", "rfc1808-check.tsv", "rfc1808-resolve.tsv"}) {
    for (const auto& l : test::read_corpus(file)) {
      for (const auto& column : l.columns) {
        inputs.push_back(input_of(column));
      }
    }
  }
  std::size_t valid = 0;
  for (const auto& input : inputs) {
    CAPTURE(input);
    const auto u = ast::parse(input);
    const auto j = check(input, "URL");
    CHECK(u.verdict.valid == j.valid);
    CHECK(u.verdict.match == j.match);
    if (!u.verdict.valid) {
      continue;
    }
    ++valid;
    for (const auto& t : {u.absoluteURL, u.generic_RL, u.relativeURL, u.scheme, u.net_path, u.net_loc, u.abs_path,
                          u.rel_path, u.path, u.params, u.query, u.fragment}) {
      if (t) {
        REQUIRE(t->offset + t->raw.size() <= input.size());
        CHECK(t->raw.data() == input.data() + t->offset);
      }
    }
    for (const auto& list : {&u.segments, &u.param}) {
      for (const auto t : *list) {
        CHECK(t.raw.data() == input.data() + t.offset);
      }
    }
  }
  MESSAGE("RFC 1808 trees checked: " << valid << " valid of " << inputs.size());
  CHECK(valid > 100);
}

}  // namespace
