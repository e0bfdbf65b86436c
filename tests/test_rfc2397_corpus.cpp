// RFC 2397: every production against tests/corpus/rfc2397-productions.tsv
// (every example the RFC prints, and the inputs that decide each
// production's language), and the typed tree and its decoded data against
// tests/corpus/rfc2397-data.tsv.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/rfc2397/ast.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

std::string hex_of(const std::string& octets) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (const char c : octets) {
    const auto b = static_cast<unsigned char>(c);
    out += digits[b >> 4U];
    out += digits[b & 0xFU];
  }
  return out;
}

}  // namespace

TEST_CASE("RFC 2397: each production accepts exactly its BNF language; rejections say where and by which section") {
  const auto lines = test::read_corpus("rfc2397-productions.tsv");
  REQUIRE(lines.size() >= 80);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 5);
    const auto input = input_of(line.columns[0]);
    const auto& rule = line.columns[1];
    CAPTURE(line.number);
    CAPTURE(input);
    CAPTURE(rule);
    REQUIRE(rfc2397::find_production(rule));
    const auto j = rfc2397::check(input, rule_name{rule});
    CHECK(j.valid == (line.columns[2] == "valid"));
    CHECK(rfc2397::accepts(input, rule_name{rule}) == j.valid);
    if (!j.valid) {
      CHECK(std::to_string(j.error->offset) == line.columns[4]);
      CHECK(j.error->section == line.columns[3]);
      CHECK(j.error->message.find("RFC 2397 \xC2\xA7" + line.columns[3]) == 0);
    }
  }
}

TEST_CASE("RFC 2397: the typed tree reads the media type, its parameters, base64 and the data, decoded on demand") {
  const auto lines = test::read_corpus("rfc2397-data.tsv");
  REQUIRE(lines.size() >= 15);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 6);
    const auto& input = line.columns[0];
    CAPTURE(line.number);
    CAPTURE(input);
    const auto u = rfc2397::ast::parse(input);
    REQUIRE(u.verdict.valid);
    const auto media = std::string(u.type_or_default()) + "/" + std::string(u.subtype_or_default());
    CHECK((u.type ? media : "default " + media) == line.columns[1]);
    std::string parameters;
    for (const auto& p : u.parameters) {
      CHECK(p.attribute.raw.data() == input.data() + p.attribute.offset);
      CHECK(p.value.raw.data() == input.data() + p.value.offset);
      parameters += (parameters.empty() ? "" : ";") + std::string(p.attribute.raw) + "=" + p.decoded_value();
    }
    CHECK((parameters.empty() ? "-" : parameters) == line.columns[2]);
    const auto charset = u.charset();
    CHECK((charset ? charset->decoded_value()
           : u.charset_is_default() ? std::string(rfc2397::ast::dataurl::default_charset)
                                    : std::string("-")) == line.columns[3]);
    CHECK(u.base64 == (line.columns[4] == "yes"));
    CHECK(u.data.raw.data() == input.data() + u.data.offset);
    CHECK(u.data.offset + u.data.raw.size() == input.size());
    const auto length = u.decoded_length();
    const auto octets = u.decoded();
    CHECK(length.has_value() == octets.has_value());
    if (length) {
      const auto shown = "length " + std::to_string(*length) + (*length == 0 ? "" : " " + hex_of(*octets));
      CHECK(shown == line.columns[5]);
      CHECK(!u.base64_error());
    } else {
      const auto shown = std::string(rfc2397::name_of(length.error().problem)) + " " +
                         std::to_string(length.error().offset);
      CHECK(shown == line.columns[5]);
      REQUIRE(u.base64_error());
      CHECK(u.base64_error()->offset == length.error().offset);
      CHECK(octets.error().problem == length.error().problem);
    }
  }
}

TEST_CASE("RFC 2397: decode() into a caller's buffer writes the octets, or says the buffer is too small") {
  const auto u = rfc2397::ast::parse("data:;base64,SGVsbG8=");
  REQUIRE(u.verdict.valid);
  char buffer[5];
  const auto written = u.decode(buffer, sizeof buffer);
  REQUIRE(written.has_value());
  CHECK(std::string(buffer, *written) == "Hello");
  const auto short_by_one = u.decode(buffer, 4);
  REQUIRE(!short_by_one.has_value());
  CHECK(short_by_one.error().problem == rfc2397::data_problem::buffer_too_small);
  CHECK(short_by_one.error().offset == 21);
}

TEST_CASE("RFC 2397: a rejected input has no tree, and parse_dataurl says why") {
  const auto r = rfc2397::parse_dataurl("data:text/plain;charset=iso-8859-7,%be%fg%be");
  REQUIRE(!r.has_value());
  CHECK(r.error().offset == 40);
  CHECK(r.error().code == diagnostic_code::bad_escape);
}
