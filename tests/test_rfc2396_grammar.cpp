// Properties of the RFC 2396 grammars as a whole: PEGTL's analysis, the
// typed tree against Appendix B's regular expression, and inputs of
// pathological size (the production tables against the verbatim BNF are
// test_traceability.cpp's, for every grammar).
#include <dirent.h>
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <tao/pegtl/contrib/analyze.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <urlbnf/rfc2396/split.hpp>

namespace {

using namespace urlbnf::rfc2396;

template <typename... Rules>
std::size_t analyze_all(tao::pegtl::type_list<Rules...> /*unused*/) {
  return (tao::pegtl::analyze<Rules>(-1) + ...);
}

// Every tab-separated field of every corpus file that is a valid RFC 2396
// URI-reference: a broad sample of real references.
std::set<std::string> corpus_references(const options& opts) {
  std::set<std::string> out;
  DIR* dir = opendir(URLBNF_CORPUS_DIR);
  REQUIRE(dir != nullptr);
  while (const dirent* entry = readdir(dir)) {
    const std::string name = entry->d_name;
    if (name.size() < 4 || name.substr(name.size() - 4) != ".tsv") {
      continue;
    }
    std::ifstream file(std::string(URLBNF_CORPUS_DIR) + "/" + name);
    for (std::string line; std::getline(file, line);) {
      if (line.empty() || line[0] == '#') {
        continue;
      }
      std::stringstream split(line);
      for (std::string field; std::getline(split, field, '\t');) {
        if (field.find(':') != std::string::npos || field.find('/') != std::string::npos) {
          if (accepts(field, "URI-reference", opts)) {
            out.insert(field);
          }
        }
      }
    }
  }
  closedir(dir);
  return out;
}

}  // namespace

TEST_CASE("rfc2396 grammar: PEGTL's analysis finds no problem in any production of either grammar") {
  CHECK(analyze_all(productions_2396{}) == 0);
  CHECK(analyze_all(productions_2732{}) == 0);
}

TEST_CASE("rfc2396 grammar: the typed tree's components are Appendix B's for every valid reference in the corpora") {
  for (const auto g : {grammar::rfc2396, grammar::rfc2396_2732}) {
    options opts;
    opts.grammar = g;
    const auto references = corpus_references(opts);
    REQUIRE(references.size() >= 100);
    for (const auto& input : references) {
      CAPTURE(input);
      const auto tree = ast::parse(input, opts);
      const auto regex = split(input);
      REQUIRE(tree.verdict.valid);
      CHECK(tree.scheme.has_value() == regex.scheme.has_value());
      if (tree.scheme) {
        CHECK(tree.scheme->raw == *regex.scheme);
      }
      CHECK(tree.authority.has_value() == regex.authority.has_value());
      if (tree.authority) {
        CHECK(tree.authority->raw.raw == *regex.authority);
      }
      CHECK(tree.fragment.has_value() == regex.fragment.has_value());
      if (tree.fragment) {
        CHECK(tree.fragment->raw == *regex.fragment);
      }
      if (tree.opaque_part) {
        // An opaque_part runs on through "?": the regex calls the rest a query.
        CHECK(tree.opaque_part->raw ==
              std::string(regex.path) + (regex.query ? "?" + std::string(*regex.query) : std::string()));
        continue;
      }
      const auto path = tree.rel_path ? tree.rel_path->raw : tree.abs_path ? tree.abs_path->raw : "";
      CHECK(path == regex.path);
      CHECK(tree.query.has_value() == regex.query.has_value());
      if (tree.query) {
        CHECK(tree.query->raw == *regex.query);
      }
    }
  }
}

TEST_CASE("rfc2396 grammar: an authority's reading, as data and in words") {
  struct reading_case {
    std::string_view reference;
    grammar g;
    ast::authority_reading reading;
    std::string_view name;
    std::string_view words;  // the start of its explanation
  };
  const reading_case cases[] = {
      // A hostname is a reg_name too (Section 3.2).
      {"http://www.example.com/", grammar::rfc2396, ast::authority_reading::server_and_reg_name, "server_and_reg_name",
       "server: the text is both a server and a reg_name"},
      // A reg_name has at least one character: an empty server is the only reading.
      {"file:///etc/hosts", grammar::rfc2396, ast::authority_reading::server, "server", "server: the only reading"},
      // A reg_name has no "[" (RFC 2732's IPv6reference).
      {"http://[::1]/", grammar::rfc2396_2732, ast::authority_reading::server, "server", "server: the only reading"},
      // A port of other characters than digits: no server.
      {"http://h:8o80/", grammar::rfc2396, ast::authority_reading::reg_name, "reg_name",
       "reg_name: the text is not [userinfo \"@\"] host"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.reference);
    options opts;
    opts.grammar = c.g;
    const auto u = ast::parse(c.reference, opts);
    REQUIRE(u.authority.has_value());
    CHECK(u.authority->reading == c.reading);
    CHECK(u.authority->server.has_value() == (c.reading != ast::authority_reading::reg_name));
    CHECK(ast::name_of(u.authority->reading) == c.name);
    CHECK(ast::explanation(u.authority->reading).substr(0, c.words.size()) == c.words);
  }
}

TEST_CASE("rfc2396 grammar: a 10 MB reference is judged and parsed without exhausting the stack") {
  std::string path;
  while (path.size() < (10U << 20U)) {
    path += "/seg;p=1";
  }
  const auto valid = "http://www.example.com" + path + "?q#f";
  CHECK(check(valid).valid);
  CHECK(ast::parse(valid).segments.size() == path.size() / 8);
  const auto invalid = valid + " ";
  const auto j = check(invalid);
  REQUIRE_FALSE(j.valid);
  CHECK(j.error->offset == invalid.size() - 1);
  std::string labels = "//";
  while (labels.size() < (4U << 20U)) {
    labels += "a.";
  }
  CHECK(check(labels + "b.").valid);
}
