// RFC 8089: the productions corpus (every URI the RFC prints, and each
// production at the places a PEG transcription could go wrong), by
// Section 2 and by Appendix F's rules; the typed tree against
// tests/corpus/rfc8089-ast.tsv and as a view into its input.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc8089/ast.hpp>
#include <vector>

#include "corpus_reader.hpp"
#include "tree_expectations.hpp"

namespace {

using namespace urlbnf;
using namespace urlbnf::rfc8089;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

options options_of(const std::string& reading) {
  REQUIRE_MESSAGE((reading == "2" || reading == "nonstandard_syntax"), "unknown reading column: " << reading);
  options opts;
  opts.nonstandard_syntax = reading == "nonstandard_syntax";
  return opts;
}

TEST_CASE("rfc8089: the productions corpus") {
  std::size_t cases = 0;
  std::size_t nonstandard_forms = 0;
  for (const auto& l : test::read_corpus("rfc8089-productions.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() == 6);
    const auto input = input_of(l.columns[0]);
    const auto& rule = l.columns[1];
    const auto opts = options_of(l.columns[2]);
    REQUIRE_MESSAGE((l.columns[3] == "valid" || l.columns[3] == "invalid"), "unknown verdict " << l.columns[3]);
    const bool valid = l.columns[3] == "valid";
    CAPTURE(input);
    CAPTURE(rule);
    const auto j = check(input, rule_name{rule}, opts);
    CHECK(j.valid == valid);
    CHECK(accepts(input, rule_name{rule}, opts) == valid);
    // The option and the registry's Appendix F grammar judge alike.
    if (opts.nonstandard_syntax) {
      options appendix;
      appendix.grammar = grammar::appendix_f;
      CHECK(check(input, rule_name{rule}, appendix).valid == valid);
    }
    if (!valid) {
      REQUIRE(j.error.has_value());
      CHECK(!j.error->message.empty());
      if (l.columns[5] != "-") {
        CHECK(name_of(j.error->code) == l.columns[5]);
      }
      // A rejection names Appendix F's reading exactly when it accepts.
      options appendix;
      appendix.grammar = grammar::appendix_f;
      const bool widened = !opts.nonstandard_syntax && find_production(rule, grammar::appendix_f) &&
                           accepts(input, rule_name{rule}, appendix);
      CHECK((j.error->code == diagnostic_code::nonstandard_form) == widened);
      if (widened) {
        ++nonstandard_forms;
        CHECK(j.error->remedy == remedy_kind::option);
        CHECK(j.error->remedy_name == "nonstandard_syntax");
        CHECK(j.error->section == "2");
        CHECK(j.error->message.find("Appendix " + std::string(j.error->category)) != std::string::npos);
        CHECK(j.error->message.find("options::nonstandard_syntax") != std::string::npos);
      }
    } else {
      CHECK(l.columns[5] == "-");
    }
    ++cases;
  }
  CHECK(cases >= 190);
  CHECK(nonstandard_forms >= 13);
}

TEST_CASE("rfc8089: the Appendix E form a rejection names") {
  // The section named is the one whose form the appendix's derivation shows.
  const std::pair<const char*, const char*> forms[] = {{"file:c:/x", "E.2"},
                                                       {"file:c|/x", "E.2.2"},
                                                       {"file:///c|/x", "E.2.2"},
                                                       {"file:////server/share", "E.3.2"},
                                                       {"file://///server/share/x", "E.3.2"},
                                                       {"file://u@h/x", "E.1"}};
  for (const auto& [input, section] : forms) {
    CAPTURE(input);
    const auto j = check(input);
    REQUIRE(j.error.has_value());
    CHECK(j.error->code == diagnostic_code::nonstandard_form);
    CHECK(j.error->category == section);
  }
  const auto j = check("file:c:/x");
  CHECK(j.error->message ==
        "RFC 8089 \xC2\xA7"
        "2: not a file URI by Section 2's syntax: a DOS or Windows drive letter is one of Appendix E.2's nonstandard "
        "syntax variations, which Appendix F's rules accept; use options::nonstandard_syntax to read it that way");
}

std::optional<text> component(const ast::file_uri& u, const std::string& key) {
  if (key == "file-scheme") return u.file_scheme;
  if (key == "file-auth") return u.file_auth;
  if (key == "userinfo") return u.userinfo;
  if (key == "host") return u.host;
  if (key == "path") return u.path;
  if (key == "path-absolute") return u.path_absolute;
  if (key == "drive-letter") return u.drive_letter;
  if (key == "drive") return u.drive;
  if (key == "unc-authority") return u.unc_authority;
  if (key == "file-host") return u.unc_host;
  if (key == "share") return u.unc_share;
  FAIL("unknown key " << key);
  return std::nullopt;
}

bool check_special(const ast::file_uri& u, const std::string& key, const std::string& value) {
  if (key == "error.offset") {
    REQUIRE(u.verdict.error.has_value());
    CHECK(std::to_string(u.verdict.error->offset) == value);
  } else if (key == "host-kind") {
    CHECK(ast::name_of(u.host_kind) == value);
  } else {
    return false;
  }
  return true;
}

TEST_CASE("rfc8089 ast: the corpus of typed trees") {
  std::size_t trees = 0;
  for (const auto& l : test::read_corpus("rfc8089-ast.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 3);
    const auto input = input_of(l.columns[2]);
    const auto u = ast::parse(input, options_of(l.columns[0]));
    CHECK(u.verdict.valid == (l.columns[1] == "valid"));
    for (std::size_t i = 3; i < l.columns.size(); ++i) {
      test::check_expectation(
          l.columns[i], [&](const std::string& key) { return component(u, key); },
          [&](const std::string& key, const std::string& value) { return check_special(u, key, value); });
    }
    ++trees;
  }
  CHECK(trees >= 30);
}

TEST_CASE("rfc8089 ast: the verdict is check()'s, and every component a view into the input") {
  std::size_t valid = 0;
  std::size_t inputs = 0;
  for (const auto& l : test::read_corpus("rfc8089-productions.tsv")) {
    const auto input = input_of(l.columns[0]);
    for (const char* reading : {"2", "nonstandard_syntax"}) {
      CAPTURE(input);
      CAPTURE(reading);
      const auto opts = options_of(reading);
      const auto u = ast::parse(input, opts);
      const auto j = check(input, {}, opts);
      ++inputs;
      CHECK(u.verdict.valid == j.valid);
      CHECK(u.verdict.match == j.match);
      if (!u.verdict.valid) {
        continue;
      }
      ++valid;
      CHECK(u.path.has_value());
      CHECK((u.host_kind == ast::host_kind::absent) == !u.host.has_value());
      CHECK((u.drive.has_value() || u.unc_host.has_value() || u.userinfo.has_value()) <= opts.nonstandard_syntax);
      for (const auto& t : {u.file_scheme, u.file_auth, u.userinfo, u.host, u.path, u.path_absolute, u.drive_letter,
                            u.drive, u.unc_authority, u.unc_host, u.unc_share}) {
        if (t) {
          REQUIRE(t->offset + t->raw.size() <= input.size());
          CHECK(t->raw.data() == input.data() + t->offset);
        }
      }
    }
  }
  MESSAGE("RFC 8089 trees checked: " << valid << " valid of " << inputs);
  CHECK(valid > 60);
}

}  // namespace
