// RFC 6068 against tests/corpus/rfc6068-productions.tsv: every production's
// verdicts, every example of Sections 2 and 6 with what the typed tree
// decodes from it, and the properties every tree keeps: the verdict is
// check()'s and accepts()'s, and every component is a view into the input.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc6068/ast.hpp>
#include <vector>

#include "corpus_reader.hpp"
#include "tree_expectations.hpp"

namespace {

using namespace urlbnf;
using namespace urlbnf::rfc6068;

// The corpus's stand-ins: <empty> for the empty string, <TAB> for a tab.
std::string input_of(const std::string& column) {
  if (column == "<empty>") {
    return {};
  }
  std::string out = column;
  for (auto at = out.find("<TAB>"); at != std::string::npos; at = out.find("<TAB>", at + 1)) {
    out.replace(at, 5, "\t");
  }
  return out;
}

// A decoded value as the corpus writes it: <CRLF> for a CR LF.
std::string expected_of(const std::string& column) {
  std::string out = column;
  for (auto at = out.find("<CRLF>"); at != std::string::npos; at = out.find("<CRLF>", at + 2)) {
    out.replace(at, 6, "\r\n");
  }
  return out;
}

std::vector<ast::address> addresses_of(const ast::mailto& m) { return {m.addresses.begin(), m.addresses.end()}; }

// The index in "address[i]..." keys.
std::size_t index_in(const std::string& key) { return std::stoul(key.substr(key.find('[') + 1)); }

std::optional<text> component(const ast::mailto& m, const std::string& key) {
  if (key == "to") return m.to;
  if (key == "hfields") return m.hfields;
  if (key.rfind("address[", 0) == 0) {
    const auto all = addresses_of(m);
    const auto i = index_in(key);
    REQUIRE(i < all.size());
    if (key.find(".local-part") != std::string::npos) return all[i].local_part;
    if (key.find(".domain") != std::string::npos) return all[i].domain;
  }
  if (key == "subject" || key == "body") {
    const auto f = m.field(key);
    return f ? std::optional<text>(f->hfvalue) : std::nullopt;
  }
  FAIL("unknown key " << key);
  return std::nullopt;
}

bool check_special(const ast::mailto& m, const std::string& key, const std::string& raw_value) {
  const auto value = expected_of(raw_value);
  if (key == "error.offset") {
    REQUIRE(m.verdict.error.has_value());
    CHECK(std::to_string(m.verdict.error->offset) == value);
  } else if (key == "address.count") {
    CHECK(std::to_string(m.addresses.size()) == value);
  } else if (key == "field.count") {
    CHECK(std::to_string(m.fields.size()) == value);
  } else if (key.rfind("address[", 0) == 0 && key.back() == ']') {
    const auto all = addresses_of(m);
    REQUIRE(index_in(key) < all.size());
    CHECK(all[index_in(key)].decoded().octets == value);
  } else if (key.rfind("field[", 0) == 0) {
    const auto f = m.field(key.substr(6, key.size() - 7));
    REQUIRE(f.has_value());
    CHECK(f->value().octets == value);
  } else if (key == "subject" || key == "body") {
    const auto f = m.field(key);
    REQUIRE(f.has_value());
    const auto decoded = f->value();
    CHECK(decoded.octets == value);
    CHECK(decoded.utf8());
  } else if (key.rfind("utf8_error[", 0) == 0) {
    const auto f = m.field(key.substr(11, key.size() - 12));
    REQUIRE(f.has_value());
    const auto decoded = f->value();
    REQUIRE(decoded.utf8_error.has_value());
    CHECK(std::to_string(*decoded.utf8_error) == value);
  } else if (key == "recipients") {
    std::string joined;
    for (const auto& r : m.recipients()) {
      joined += (joined.empty() ? "" : "|") + r.octets;
    }
    CHECK(joined == value);
  } else {
    return false;
  }
  return true;
}

// Every component is the input's text at its offset, within its parent.
void check_views(const ast::mailto& m, std::string_view input) {
  auto within = [&](const text& t, const text& parent) {
    REQUIRE(t.offset + t.raw.size() <= input.size());
    CHECK(t.raw.data() == input.data() + t.offset);
    CHECK(t.offset >= parent.offset);
    CHECK(t.offset + t.raw.size() <= parent.offset + parent.raw.size());
  };
  REQUIRE(m.mailtoURI.has_value());
  CHECK(m.mailtoURI->raw == input);
  if (m.to) {
    within(*m.to, *m.mailtoURI);
    std::size_t end = m.to->offset;
    for (const auto& a : m.addresses) {
      within(a.addr_spec, *m.to);
      within(a.local_part, a.addr_spec);
      within(a.domain, a.addr_spec);
      // The addresses are the addr-specs of to, in order, each separated
      // from the next by one ",", and each is one.
      CHECK(a.addr_spec.offset == (end == m.to->offset ? end : end + 1));
      end = a.addr_spec.offset + a.addr_spec.raw.size();
      CHECK(accepts(a.addr_spec.raw, rule_name{"addr-spec"}));
      CHECK(a.local_part.raw.size() + 1 + a.domain.raw.size() == a.addr_spec.raw.size());
    }
    CHECK(end == m.to->offset + m.to->raw.size());
  } else {
    CHECK(m.addresses.empty());
  }
  if (m.hfields) {
    within(*m.hfields, *m.mailtoURI);
    CHECK(accepts(m.hfields->raw, rule_name{"hfields"}));
    for (const auto& f : m.fields) {
      within(f.hfield, *m.hfields);
      within(f.hfname, f.hfield);
      within(f.hfvalue, f.hfield);
      CHECK(accepts(f.hfield.raw, rule_name{"hfield"}));
    }
  } else {
    CHECK(m.fields.empty());
  }
}

TEST_CASE("rfc6068: every production's verdicts, every example of Sections 2 and 6, and their typed trees") {
  std::size_t cases = 0;
  std::size_t trees = 0;
  for (const auto& l : test::read_corpus("rfc6068-productions.tsv")) {
    CAPTURE(l.number);
    REQUIRE(l.columns.size() >= 4);
    const auto input = input_of(l.columns[0]);
    const auto& rule = l.columns[1];
    const bool valid = l.columns[2] == "valid";
    REQUIRE((valid || l.columns[2] == "invalid"));
    CHECK(accepts(input, rule_name{rule}) == valid);
    const auto j = check(input, rule_name{rule});
    CHECK(j.valid == valid);
    CHECK(j.rfc == "6068");
    if (!valid) {
      REQUIRE(j.error.has_value());
      CHECK(!j.error->message.empty());
      CHECK(!j.error->section.empty());
    }
    ++cases;
    if (rule != "mailtoURI") {
      continue;
    }
    const auto m = ast::parse(input);
    CHECK(m.verdict.valid == valid);
    if (valid) {
      check_views(m, input);
    }
    for (std::size_t i = 4; i < l.columns.size(); ++i) {
      test::check_expectation(
          l.columns[i], [&](const std::string& key) { return component(m, key); },
          [&](const std::string& key, const std::string& value) { return check_special(m, key, value); });
    }
    ++trees;
  }
  CHECK(cases >= 120);
  CHECK(trees >= 50);
}

TEST_CASE("rfc6068: the grammar is in the registry, judging by mailtoURI") {
  const auto* g = find_grammar("6068");
  REQUIRE(g != nullptr);
  CHECK(g->default_rule == "mailtoURI");
  CHECK(g->accepts("mailto:a@example.org,b@example.org?subject=Hi%20there", {}));
  CHECK(!g->accepts("mailto:joe@example.com?cc=bob@example.com?body=hello", {}));
}

TEST_CASE("rfc6068: UTF-8 is checked by RFC 3629's table, ill-formed octets reported where they start") {
  CHECK_FALSE(ast::first_utf8_error("caf\xC3\xA9").has_value());
  CHECK_FALSE(ast::first_utf8_error("\xF4\x8F\xBF\xBF").has_value());  // U+10FFFF
  CHECK(ast::first_utf8_error("\xF4\x90\x80\x80") == 0);                 // past U+10FFFF
  CHECK(ast::first_utf8_error("a\xC1\xBF") == 1);                        // overlong
  CHECK(ast::first_utf8_error("ab\xE0\x9F\xBF") == 2);                   // overlong
  CHECK(ast::first_utf8_error("\xED\xA0\x80") == 0);                     // a surrogate
  CHECK(ast::first_utf8_error("\xE2\x82") == 0);                         // truncated
  CHECK(ast::first_utf8_error("\x80") == 0);                             // a lone continuation
  CHECK(ast::first_utf8_error("\xE2\x82\x41") == 0);                     // not a continuation
  CHECK(ast::first_utf8_error("\xF5\x80\x80\x80") == 0);
  const auto d = ast::decode("caf%E9%20");
  CHECK(d.octets == "caf\xE9 ");
  CHECK(d.utf8_error == 3);
}

}  // namespace
