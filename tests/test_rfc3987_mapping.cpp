// RFC 3987 Section 3.1 (to_uri) and 3.2 (to_iri): every line of
// tests/corpus/rfc3987-mapping.tsv, the RFC's examples among them; the
// properties Section 3 states (a URI out of to_uri, an IRI out of to_iri,
// to_uri the identity on URIs and idempotent, to_iri undone by to_uri but
// for hex case and unreserved characters); and step 4's decision on every
// character beyond US-ASCII.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/mapping.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using urlbnf::rfc3987::to_iri;
using urlbnf::rfc3987::to_uri;

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

int hex(char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; }

bool unreserved(int c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

// What Section 3.2's first paragraph says to_uri(to_iri(uri)) is: `uri`
// "except for potential case differences in percent-encoding and for
// potential percent-encoded unreserved characters". Written apart from the
// library: every unreserved character decoded, the hex digits of every
// octet beyond US-ASCII upper-cased, the rest as it is.
std::string round_tripped(const std::string& uri) {
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] != '%') {
      out += uri[i];
      continue;
    }
    const int octet = hex(uri[i + 1]) * 16 + hex(uri[i + 2]);
    if (unreserved(octet)) {
      out += static_cast<char>(octet);
    } else if (octet >= 0x80) {
      static const char digits[] = "0123456789ABCDEF";
      out += {'%', digits[octet >> 4], digits[octet & 15]};
    } else {
      out.append(uri, i, 3);
    }
    i += 2;
  }
  return out;
}

std::string utf8(char32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
  } else if (c < 0x10000) {
    s += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
          static_cast<char>(0x80 | (c & 0x3F))};
  } else {
    s += {static_cast<char>(0xF0 | (c >> 18)), static_cast<char>(0x80 | ((c >> 12) & 0x3F)),
          static_cast<char>(0x80 | ((c >> 6) & 0x3F)), static_cast<char>(0x80 | (c & 0x3F))};
  }
  return s;
}

std::string percent_encoded(const std::string& octets) {
  std::string out;
  for (const char c : octets) {
    static const char digits[] = "0123456789ABCDEF";
    const auto o = static_cast<unsigned char>(c);
    out += {'%', digits[o >> 4], digits[o & 15]};
  }
  return out;
}

TEST_CASE("rfc3987 mapping: every line of the corpus, the RFC's examples included") {
  const auto lines = urlbnf::test::read_corpus("rfc3987-mapping.tsv");
  std::size_t examples = 0;
  for (const auto& l : lines) {
    INFO("rfc3987-mapping.tsv:" << l.number);
    REQUIRE(l.columns.size() == 5);
    const auto input = input_of(l.columns[2]);
    const auto& expected = l.columns[3];
    const bool to_a_uri = l.columns[1] == "to-uri";
    REQUIRE((to_a_uri || l.columns[1] == "to-iri"));
    const auto mapped = to_a_uri ? to_uri(input) : to_iri(input);
    if (expected == "<invalid>") {
      REQUIRE(!mapped);
      CHECK(mapped.error().offset <= input.size());
      CHECK(!mapped.error().message.empty());
      CHECK(!mapped.error().section.empty());
      CHECK(!(to_a_uri ? urlbnf::rfc3987::accepts(input) : urlbnf::rfc3986::accepts(input)));
      continue;
    }
    REQUIRE(mapped);
    CHECK(*mapped == input_of(expected));
    if (to_a_uri) {
      CHECK(urlbnf::rfc3986::accepts(*mapped));
      CHECK(to_uri(*mapped) == *mapped);
    } else {
      CHECK(urlbnf::rfc3987::accepts(*mapped));
      CHECK(to_uri(*mapped) == round_tripped(input));
    }
    examples += l.columns[4].rfind("RFC example: ", 0) == 0 ? 1 : 0;
  }
  // Section 3.1's four and its note's two spellings of "Viet", and three of
  // them mapped back; Section 3.2.1's three; Section 3.2's iso-8859-1 URI;
  // Section 6.4's three.
  CHECK(examples == 16);
}

TEST_CASE("rfc3987 to_uri: an input that is not UTF-8 is rejected where its octets stop being UTF-8") {
  for (const auto& [input, offset] : std::vector<std::pair<std::string, std::size_t>>{
           {"http://a/\xFF", 9}, {"http://a/\xC3", 9}, {"http://a/\xC0\xAF", 9}, {"http://a/\xED\xA0\x80", 9}}) {
    INFO(input);
    const auto mapped = to_uri(input);
    REQUIRE(!mapped);
    CHECK(mapped.error().offset == offset);
  }
}

TEST_CASE("rfc3987 to_iri: step 4 decodes exactly the ucschar, the iprivate in the query, and no Section 4.1 character") {
  const auto in = [](char32_t c, const std::vector<std::pair<char32_t, char32_t>>& ranges) {
    for (const auto& [first, last] : ranges) {
      if (first <= c && c <= last) {
        return true;
      }
    }
    return false;
  };
  // Section 2.2's ranges, typed again from the RFC.
  const std::vector<std::pair<char32_t, char32_t>> ucschar{
      {0xA0, 0xD7FF},       {0xF900, 0xFDCF},     {0xFDF0, 0xFFEF},     {0x10000, 0x1FFFD}, {0x20000, 0x2FFFD},
      {0x30000, 0x3FFFD},   {0x40000, 0x4FFFD},   {0x50000, 0x5FFFD},   {0x60000, 0x6FFFD}, {0x70000, 0x7FFFD},
      {0x80000, 0x8FFFD},   {0x90000, 0x9FFFD},   {0xA0000, 0xAFFFD},   {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
      {0xD0000, 0xDFFFD},   {0xE1000, 0xEFFFD}};
  const std::vector<std::pair<char32_t, char32_t>> iprivate{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}};
  const std::vector<std::pair<char32_t, char32_t>> bidi{{0x200E, 0x200F}, {0x202A, 0x202E}};
  std::size_t decoded = 0;
  for (char32_t c = 0x80; c <= 0x10FFFF; c += (c & 0xFF) == 0xFF || (c & 0xFF) < 4 ? 1 : 0x3D) {
    if (c >= 0xD800 && c <= 0xDFFF) {
      continue;
    }
    INFO(static_cast<unsigned long>(c));
    const auto octets = utf8(c);
    const auto encoded = percent_encoded(octets);
    const auto in_path = to_iri("http://a/" + encoded).value();
    const auto in_query = to_iri("http://a/?" + encoded).value();
    const bool allowed = in(c, ucschar) && !in(c, bidi);
    CHECK(in_path == "http://a/" + (allowed ? octets : encoded));
    CHECK(in_query == "http://a/?" + (allowed || in(c, iprivate) ? octets : encoded));
    decoded += allowed ? 1 : 0;
  }
  CHECK(decoded > 10000);
}

TEST_CASE("rfc3987 to_uri and to_iri: an IRI without percent-encodings comes back from its URI") {
  for (const std::string iri : {"https://例え.jp/パス", "http://résumé.example.org/ros\xC3\xA9?q=\xE2\x82\xAC#f",
                                "urn:x:\xF0\x9F\x98\x80", "//u\xC3\xBC@h/\xE4\xB8\xAD/../a?\xEE\x80\x80", "../\xC3\xA9"}) {
    INFO(iri);
    REQUIRE(urlbnf::rfc3987::accepts(iri));
    const auto uri = to_uri(iri).value();
    CHECK(std::all_of(uri.begin(), uri.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
    CHECK(to_iri(uri) == iri);
    CHECK(to_uri(uri) == uri);
  }
}

}  // namespace
