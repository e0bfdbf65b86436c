// Extracting URIs from plain text: the example paragraphs of RFC 1738's
// appendix and RFC 2396 Appendix E (verbatim, in tests/corpus/extract/),
// each delimiting form, and inputs of pathological shape and size.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <urlbnf/extract.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <vector>

namespace {

using namespace urlbnf;

std::string read_fixture(const std::string& name) {
  std::ifstream file(std::string(URLBNF_CORPUS_DIR) + "/extract/" + name, std::ios::binary);
  REQUIRE(file);
  std::stringstream content;
  content << file.rdbuf();
  return content.str();
}

// Extraction alone: every candidate is judged valid.
judgement accept_all(std::string_view /*uri*/) {
  judgement j;
  j.valid = true;
  return j;
}

std::vector<extracted_uri> extract(std::string_view text) { return extract_uris(text, accept_all); }

std::vector<std::string> uris_in(std::string_view text) {
  std::vector<std::string> uris;
  for (const auto& found : extract(text)) {
    uris.push_back(found.uri);
  }
  return uris;
}

std::string with_crlf(const std::string& text) {
  std::string out;
  for (const char c : text) {
    out += c == '\n' ? "\r\n" : std::string(1, c);
  }
  return out;
}

using uris = std::vector<std::string>;

}  // namespace

TEST_CASE("extract: RFC 1738 appendix example gives exactly its three URLs") {
  const auto text = read_fixture("rfc1738-appendix.txt");
  const auto found = extract(text);
  REQUIRE(found.size() == 3);
  CHECK(found[0].uri == "ftp://info.cern.ch/pub/www/doc;type=d");
  CHECK(found[1].uri == "ftp://ds.internic.net/rfc");
  CHECK(found[2].uri == "http://ds.internic.net/instructions/overview.html#WARNING");
  for (const auto& f : found) {
    CHECK(f.form == uri_form::angle_url_prefix);
    CHECK(f.break_hyphens.empty());
    CHECK_FALSE(f.without_break_hyphens);
  }
  // "<URL:ftp://info..." starts on line 1 after six spaces and
  // "Yes, Jim, I found it under ".
  CHECK(found[0].span_offset == 33);
  CHECK(text.substr(found[0].span_offset, 5) == "<URL:");
  CHECK(found[0].start.offset == 38);
  CHECK(found[0].start.line == 1);
  CHECK(found[0].start.column == 39);
  CHECK(text[found[0].span_offset + found[0].span_length - 1] == '>');
  CHECK(text.substr(found[0].span_offset + found[0].span_length).rfind(" but you", 0) == 0);
  CHECK(found[1].start.line == 2);
  CHECK(found[2].start.line == 3);
  CHECK(text.substr(found[2].start.offset, 7) == "http://");
}

TEST_CASE("extract: RFC 2396 Appendix E example gives exactly its three URI references") {
  const auto found = extract(read_fixture("rfc2396-appendix-e.txt"));
  REQUIRE(found.size() == 3);
  CHECK(found[0].uri == "http://www.w3.org/Addressing/");
  CHECK(found[0].form == uri_form::quoted);
  CHECK(found[1].uri == "ftp://ds.internic.net/rfc/");
  CHECK(found[1].form == uri_form::angle);
  CHECK(found[2].uri == "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING");
  CHECK(found[2].form == uri_form::angle);
  CHECK(found[0].start.line == 1);
  CHECK(found[0].start.column == 35);
  CHECK(found[1].start.line == 2);
  CHECK(found[2].start.line == 3);
}

TEST_CASE("extract: the examples with CR LF line ends give the same URIs and lines") {
  for (const auto* name : {"rfc1738-appendix.txt", "rfc2396-appendix-e.txt"}) {
    const auto lf = extract(read_fixture(name));
    const auto crlf = extract(with_crlf(read_fixture(name)));
    REQUIRE(lf.size() == crlf.size());
    for (std::size_t i = 0; i < lf.size(); ++i) {
      CHECK(lf[i].uri == crlf[i].uri);
      CHECK(lf[i].start.line == crlf[i].start.line);
      CHECK(lf[i].start.column == crlf[i].start.column);
    }
  }
  CHECK(extract("a\rb\r\n<http://x/\r\n y>")[0].start.line == 3);
}

TEST_CASE("extract: the judge sees each extracted URI and its verdict is kept") {
  std::vector<std::string> judged;
  const auto found = extract_uris(read_fixture("rfc1738-appendix.txt"), [&](std::string_view uri) {
    judged.emplace_back(uri);
    return rfc1738::check(uri, "url");
  });
  CHECK(judged == uris{"ftp://info.cern.ch/pub/www/doc;type=d", "ftp://ds.internic.net/rfc",
                       "http://ds.internic.net/instructions/overview.html#WARNING"});
  REQUIRE(found.size() == 3);
  CHECK(found[0].verdict.valid);
  CHECK(found[0].verdict.match == "ftpurl");
  CHECK(found[1].verdict.valid);
  // Section 2.2: "#" is unsafe inside an RFC 1738 URL; the judge decides.
  CHECK_FALSE(found[2].verdict.valid);
  CHECK_THROWS_AS(extract_uris("http://x/", uri_judge{}), std::invalid_argument);
}

TEST_CASE("extract: for_each_uri hands over the URIs one by one, as extract_uris lists them") {
  const auto text = read_fixture("rfc2396-appendix-e.txt");
  std::vector<std::string> streamed;
  for_each_uri(text, accept_all, [&](extracted_uri&& found) { streamed.push_back(found.uri); });
  CHECK(streamed == uris_in(text));
  CHECK_THROWS_AS(for_each_uri(text, accept_all, nullptr), std::invalid_argument);
}

TEST_CASE("extract: trailing sentence punctuation is not part of a bare URI") {
  CHECK(uris_in("See http://a.com/x. Or ftp://b.com/y, then news:comp.z; ok") ==
        uris{"http://a.com/x", "ftp://b.com/y", "news:comp.z"});
  CHECK(uris_in("Is it http://a.com/?! Yes: mailto:joe@c.com: done.") == uris{"http://a.com/", "mailto:joe@c.com"});
  CHECK(uris_in("(see http://a.com/x) and 'http://b.com/' [http://c.com/]") ==
        uris{"http://a.com/x", "http://b.com/", "http://c.com/"});
  CHECK(uris_in("(http://en.wikipedia.org/wiki/URL_(disambiguation)).") ==
        uris{"http://en.wikipedia.org/wiki/URL_(disambiguation)"});
  CHECK(uris_in("inside: http://a.com/a.b;c=d,e") == uris{"http://a.com/a.b;c=d,e"});
  const auto found = extract("go to http://a.com/x.\n");
  REQUIRE(found.size() == 1);
  CHECK(found[0].form == uri_form::bare);
  CHECK(found[0].span_offset == 6);
  CHECK(found[0].span_length == 14);
}

TEST_CASE("extract: a bare URI ends at whitespace or a character no URI can hold") {
  CHECK(uris_in("http://a.com/x\thttp://b.com/y|z http://c.com/\xc3\xa9 {http://d.com/}") ==
        uris{"http://a.com/x", "http://b.com/y", "http://c.com/", "http://d.com/"});
  CHECK(uris_in("URL:http://a.com/ and URL: http://b.com/") == uris{"http://a.com/", "http://b.com/"});
}

TEST_CASE("extract: a word followed by ':' is a URI only with more URI text after it") {
  CHECK(uris_in("Note: this. At 10:30, Re:x, joe@host:25 a/b:c e.g.: x").size() == 1);
  CHECK(uris_in("Note: this. At 10:30, Re:x") == uris{"Re:x"});
  CHECK(uris_in("Note:").empty());
  CHECK(uris_in("Note:.").empty());
}

TEST_CASE("extract: double quotes wrap a URI only around URI text and line breaks") {
  CHECK(uris_in("He said \"http://a.com/\" twice") == uris{"http://a.com/"});
  CHECK(extract("\"http://a.com/\"")[0].form == uri_form::quoted);
  CHECK(extract("\"http://a.com/\"")[0].span_length == 15);
  // A quotation that contains a URI: the URI is found bare.
  const auto quotation = extract("\"http://a.com/ is nice\", he said");
  REQUIRE(quotation.size() == 1);
  CHECK(quotation[0].uri == "http://a.com/");
  CHECK(quotation[0].form == uri_form::bare);
  CHECK(uris_in("\"http://a.com/long/\n   path/\"") == uris{"http://a.com/long/path/"});
  CHECK(uris_in("\"foo\" and \"bar\" and \"\"").empty());
  CHECK(uris_in("\"http://a.com/") == uris{"http://a.com/"});
}

TEST_CASE("extract: '<' followed by anything but a scheme and ':' is ordinary text") {
  CHECK(uris_in("Mail <joe@example.com> or a < b and c > d").empty());
  CHECK(uris_in("<Jim Smith: hi>").empty());
  CHECK(uris_in("<>  <URL:>  < >  <<>>").empty());
  const auto html = extract("<a href=\"http://a.com/\">link</a>");
  REQUIRE(html.size() == 1);
  CHECK(html[0].uri == "http://a.com/");
  CHECK(html[0].form == uri_form::quoted);
  const auto inside = extract("<see http://a.com/x>");
  REQUIRE(inside.size() == 1);
  CHECK(inside[0].uri == "http://a.com/x");
  CHECK(inside[0].form == uri_form::bare);
  CHECK(uris_in("<http://a.com/ never closed") == uris{"http://a.com/"});
  CHECK(uris_in("<<http://a.com/>>") == uris{"http://a.com/"});
}

TEST_CASE("extract: inside angle brackets whitespace goes and every other character stays for the judge") {
  const auto found = extract("<URL: http://a.com/\n\t b c>  < mailto:joe@b.com >  <http://c.com/a|b\xff>");
  REQUIRE(found.size() == 3);
  CHECK(found[0].uri == "http://a.com/bc");
  CHECK(found[0].form == uri_form::angle_url_prefix);
  CHECK(found[0].start.column == 7);
  CHECK(found[1].uri == "mailto:joe@b.com");
  CHECK(found[1].form == uri_form::angle);
  CHECK(found[2].uri == "http://c.com/a|b\xff");
  CHECK(uris_in("<url:http://a.com/> <URL:news:x>") == uris{"http://a.com/", "news:x"});
  // A control character cannot be meant inside a wrapper.
  CHECK(uris_in(std::string("<http://a.com/\0x>", 17)) == uris{"http://a.com/"});
}

TEST_CASE("extract: a hyphen before a line break is kept, with the reading without it") {
  const auto found =
      extract_uris("<URL:http://www.joes-\n      hardware.com/sales-  \r\n  info.html>", [](std::string_view uri) {
        judgement j;
        j.valid = uri.find('-') == std::string_view::npos;
        return j;
      });
  REQUIRE(found.size() == 1);
  CHECK(found[0].uri == "http://www.joes-hardware.com/sales-info.html");
  CHECK(found[0].break_hyphens == std::vector<std::size_t>{15, 34});
  CHECK_FALSE(found[0].verdict.valid);
  REQUIRE(found[0].without_break_hyphens);
  CHECK(found[0].without_break_hyphens->uri == "http://www.joeshardware.com/salesinfo.html");
  CHECK(found[0].without_break_hyphens->verdict.valid);
  // A hyphen inside a line, or before the closing bracket, is not one.
  const auto plain = extract("<http://a-b.com/x -y> <http://c.com/x-\n>");
  REQUIRE(plain.size() == 2);
  CHECK(plain[0].uri == "http://a-b.com/x-y");
  CHECK(plain[0].break_hyphens.empty());
  CHECK(plain[1].uri == "http://c.com/x-");
  CHECK_FALSE(plain[1].without_break_hyphens);
  // A bare URI ends at the line break, hyphen and all.
  CHECK(uris_in("http://a.com/x-\ny") == uris{"http://a.com/x-"});
}

TEST_CASE("extract: empty and URI-free inputs give nothing") {
  CHECK(extract("").empty());
  CHECK(extract("\n\r\n \t").empty());
  CHECK(extract("No URI here, just prose; and \"quotes\" <tags>.").empty());
}

TEST_CASE("extract: 5 MB lines, one URI or none, are scanned without a crash") {
  constexpr std::size_t size = 5U << 20U;
  const std::string long_uri = "http://a.com/" + std::string(size, 'a');
  const auto found = extract("see " + long_uri + ".");
  REQUIRE(found.size() == 1);
  CHECK(found[0].uri == long_uri);
  CHECK(found[0].start.column == 5);
  CHECK(extract_uris("<" + long_uri + ">", [](std::string_view uri) { return rfc1738::check(uri); })[0].verdict.valid);
  CHECK(extract(std::string(size, '<')).empty());
  CHECK(extract(std::string(size, '"')).empty());
  std::string openers;
  while (openers.size() < size) {
    openers += "<a:\"b: c:";
  }
  CHECK(extract(openers).empty());
  std::string broken(size, ' ');
  for (std::size_t i = 0; i < size; i += 2) {
    broken[i] = '-';
  }
  broken[size - 1] = '\n';
  const auto hyphens = extract("<x:" + broken + "y>");
  REQUIRE(hyphens.size() == 1);
  CHECK(hyphens[0].uri.size() == 2 + size / 2 + 1);
  CHECK(hyphens[0].break_hyphens == std::vector<std::size_t>{1 + size / 2});
}
