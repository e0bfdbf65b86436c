// The data-driven corpus of RFC 3987 (tests/corpus/rfc3987-productions.tsv):
// every IRI the RFC prints, the decisive inputs of every production of
// Section 2.2, and octets that are no UTF-8, each with the verdict of the
// ABNF and, for a rejection, the diagnostic's code and offset.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc3987/ast.hpp>
#include <urlbnf/rfc3987/check.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

bool valid_of(const std::string& verdict) {
  REQUIRE_MESSAGE((verdict == "valid" || verdict == "invalid"), "unknown verdict column: " << verdict);
  return verdict == "valid";
}

}  // namespace

TEST_CASE("rfc3987 corpus: every IRI printed in RFC 3987, and every production, get the ABNF's verdict") {
  const auto lines = test::read_corpus("rfc3987-productions.tsv");
  REQUIRE(lines.size() >= 190);
  std::size_t malformed = 0;
  for (const auto& line : lines) {
    CAPTURE(line.number);
    REQUIRE(line.columns.size() >= 6);
    const auto input = test::octets_of(line.columns[0]);
    const auto& rule = line.columns[1];
    const bool valid = valid_of(line.columns[2]);
    CAPTURE(input);
    CAPTURE(rule);
    REQUIRE(rfc3987::find_production(rule).has_value());
    CHECK(rfc3987::accepts(input, rule_name{rule}) == valid);
    const auto j = rfc3987::check(input, rule_name{rule});
    CHECK(j.valid == valid);
    CHECK(j.rfc == "3987");
    const auto& code = line.columns[4];
    const auto& offset = line.columns[5];
    if (valid) {
      CHECK(code == "-");
      continue;
    }
    REQUIRE(j.error.has_value());
    CHECK(j.error->offset <= input.size());
    CHECK(!j.error->message.empty());
    if (code != "-") {
      CHECK(name_of(j.error->code) == code);
      malformed += code == "malformed_utf8";
    }
    if (offset != "-") {
      CHECK(j.error->offset == std::stoul(offset));
    }
    if (code == "malformed_utf8") {
      CHECK(j.error->section ==
            "RFC 3629 \xC2\xA7"
            "4");
      CHECK(j.error->expected.empty());
      // The repair percent-encodes the ill-formed octets, and is an IRI.
      REQUIRE(j.error->repair.has_value());
      CHECK(rfc3987::accepts(*j.error->repair, rule_name{rule}));
    }
  }
  CHECK(malformed >= 13);
}

TEST_CASE("rfc3987: a rejection's message names the class a character beyond US-ASCII is outside") {
  const auto outside = rfc3987::check("http://a/\xEF\xBF\xBE");
  REQUIRE(outside.error.has_value());
  CHECK(outside.error->message ==
        "RFC 3987 \xC2\xA7"
        "2.2: the character U+FFFE is in neither ucschar nor iprivate, and no production of an IRI takes it; it is "
        "percent-encoded: http://a/%EF%BF%BE");
  const auto private_use = rfc3987::check("http://a/\xEE\x80\x80");
  REQUIRE(private_use.error.has_value());
  CHECK(private_use.error->category == "iprivate");
  CHECK(private_use.error->message ==
        "RFC 3987 \xC2\xA7"
        "2.2: the character U+E000 is a private use character (iprivate), which an IRI takes only in its query "
        "(iquery); elsewhere it is percent-encoded: http://a/%EE%80%80");
  const auto overlong = rfc3987::check("http://a/\xC0\xAF");
  REQUIRE(overlong.error.has_value());
  CHECK(overlong.error->message ==
        "RFC 3629 \xC2\xA7"
        "4: the octets 0xC0 0xAF are no UTF-8 character (an overlong form, which UTF-8 forbids); RFC 3987 reads an "
        "IRI's characters from UTF-8, and an octet that is no part of one is percent-encoded: http://a/%C0%AF");
  // Each fault of RFC 3629 Section 4 named.
  const std::pair<std::string, std::string> faults[] = {
      {"\xED\xA0\x80", "a surrogate"},        {"\xF4\x90\x80\x80", "beyond U+10FFFF"},
      {"\xE4\xBE", "a sequence cut short"},   {"\x80", "a continuation octet where a character must start"},
      {"\xFF", "an octet that never appears"}, {"\xE0\x80\xAF", "an overlong form"}};
  for (const auto& [octets, fault] : faults) {
    CAPTURE(fault);
    const auto j = rfc3987::check("a/" + octets);
    REQUIRE(j.error.has_value());
    CHECK(j.error->offset == 2);
    CHECK(j.error->message.find(fault) != std::string::npos);
  }
  // A character of ucschar where the grammar expects another production is
  // named by its code point.
  const auto scheme = rfc3987::check("\xC3\xA9", rule_name{"scheme"});
  REQUIRE(scheme.error.has_value());
  CHECK(scheme.error->message.find("found the character U+00E9") != std::string::npos);
}

TEST_CASE("rfc3987 ast: the typed tree's components are views into the input, offsets in octets") {
  const std::string input = "https://\xE4\xBE\x8B\xE3\x81\x88.jp:8080/\xE3\x83\x91\xE3\x82\xB9/x?q=\xEE\x80\x80#f";
  const auto iri = rfc3987::ast::parse(input);
  REQUIRE(iri.verdict.valid);
  REQUIRE(iri.IRI.has_value());
  CHECK(!iri.irelative_ref.has_value());
  CHECK(iri.scheme->raw == "https");
  REQUIRE(iri.iauthority.has_value());
  CHECK(iri.iauthority->ihost.raw.raw == "\xE4\xBE\x8B\xE3\x81\x88.jp");
  CHECK(iri.iauthority->ihost.raw.offset == 8);
  CHECK(iri.iauthority->ihost.kind == rfc3987::ast::host_kind::ireg_name);
  CHECK(iri.port_number()->value() == 8080);
  CHECK(iri.ipath.raw == "/\xE3\x83\x91\xE3\x82\xB9/x");
  CHECK(iri.ipath_form == rfc3987::ast::path_kind::ipath_abempty);
  std::vector<std::string_view> segments;
  for (const auto& s : iri.isegments) {
    CHECK(input.substr(s.offset, s.raw.size()) == s.raw);
    segments.push_back(s.raw);
  }
  CHECK(segments == std::vector<std::string_view>{"\xE3\x83\x91\xE3\x82\xB9", "x"});
  CHECK(iri.iquery->raw == "q=\xEE\x80\x80");
  CHECK(iri.ifragment->raw == "f");
  for (const text* t : {&*iri.scheme, &iri.iauthority->ihost.raw, &iri.ipath, &*iri.iquery, &*iri.ifragment}) {
    CHECK(input.substr(t->offset, t->raw.size()) == t->raw);
    CHECK(t->raw.data() == input.data() + t->offset);
  }
  const auto relative = rfc3987::parse_irelative_ref("\xE3\x83\x91/x");
  REQUIRE(relative.has_value());
  CHECK(relative->ipath_form == rfc3987::ast::path_kind::ipath_noscheme);
  const auto rejected = rfc3987::parse_iri("http://a/\xC0\xAF");
  REQUIRE(!rejected.has_value());
  CHECK(rejected.error().code == diagnostic_code::malformed_utf8);
  CHECK(rejected.error().offset == 9);
  const auto literal = rfc3987::ast::parse("http://[::1]:80/");
  REQUIRE(literal.iauthority.has_value());
  CHECK(literal.iauthority->ihost.kind == rfc3987::ast::host_kind::IP_literal);
  CHECK(literal.iauthority->ihost.IPv6address->raw == "::1");
}

TEST_CASE("rfc3987: Section 4.1's reading excludes the bidi formatting characters, which ucschar holds") {
  rfc3987::options section_4_1;
  section_4_1.bidi_formatting_excluded = true;
  // LRM, RLM, LRE, RLE, PDF, LRO, RLO; and their neighbours, which stay.
  const char* const formatting[] = {"\xE2\x80\x8E", "\xE2\x80\x8F", "\xE2\x80\xAA", "\xE2\x80\xAB",
                                    "\xE2\x80\xAC", "\xE2\x80\xAD", "\xE2\x80\xAE"};
  const char* const neighbours[] = {"\xE2\x80\x8D", "\xE2\x80\x90", "\xE2\x80\xA9", "\xE2\x80\xAF"};
  for (const std::string c : formatting) {
    CAPTURE(c);
    for (const std::string input : {"http://a/" + c, "http://" + c + "a/", "http://a/?" + c, c}) {
      CAPTURE(input);
      CHECK(rfc3987::accepts(input));
      CHECK(rfc3987::check(input).valid);
      CHECK_FALSE(rfc3987::accepts(input, {}, section_4_1));
      const auto j = rfc3987::check(input, {}, section_4_1);
      CHECK_FALSE(j.valid);
      CHECK(j.match.empty());
      REQUIRE(j.error.has_value());
      CHECK(j.error->offset == input.find(c));
      CHECK(j.error->section == "4.1");
      CHECK(j.error->code == diagnostic_code::excluded_character);
      CHECK(j.error->category == "bidi formatting");
      CHECK(j.error->message.rfind("RFC 3987 \xC2\xA7" "4.1: the character U+", 0) == 0);
      CHECK(!j.error->repair.has_value());
      CHECK(!rfc3987::parse_iri_reference(input, section_4_1).has_value());
    }
  }
  for (const std::string c : neighbours) {
    CAPTURE(c);
    CHECK(rfc3987::accepts("http://a/" + c, {}, section_4_1));
    CHECK(rfc3987::check("http://a/" + c, {}, section_4_1).valid);
  }
  // By a production too; the grammar's own rejection comes first where
  // the input is no IRI at all.
  CHECK_FALSE(rfc3987::accepts("\xE2\x80\x8E", rule_name{"ucschar"}, section_4_1));
  CHECK(rfc3987::accepts("\xE2\x80\x8E", rule_name{"ucschar"}));
  const auto malformed = rfc3987::check("\xE2\x80\x8E\xC0", {}, section_4_1);
  REQUIRE(malformed.error.has_value());
  CHECK(malformed.error->code == diagnostic_code::malformed_utf8);
}
