// Validation allocates nothing: every heap allocation in this program is
// counted, and accepts() must not add to the count, on valid input or on
// rejected input; nor may check(), parse() and the parse_* functions on
// valid input, nor walking the trees' segments, params and query params,
// nor reading their port as a number.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <new>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1808/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc9110/ast.hpp>
#include <urlbnf/rfc2397/ast.hpp>
#include <urlbnf/rfc8089/ast.hpp>
#include <urlbnf/rfc6068/ast.hpp>
#include <urlbnf/rfc3987/ast.hpp>

namespace {
std::size_t allocations = 0;
}

void* operator new(std::size_t size) {
  ++allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) {
    return p;
  }
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t /*size*/) noexcept { std::free(p); }

TEST_CASE("accepts() of every grammar allocates nothing, whether it accepts or rejects") {
  const std::string inputs[] = {"http://www.joes-hardware.com:80/index.html",
                                "http://joe:joespasswd@www.joes-hardware.com/sales_info.txt",
                                "gopher://h/1a%09b/c",
                                "news:comp.x@host.example",
                                "wais://h/db/t/p",
                                std::string(100000, 'x') + ":" + std::string(100000, 'y') + " "};
  const urlbnf::rfc1738::options opts;
  urlbnf::furthest_failure failure;
  for (const auto& input : inputs) {
    const auto before = allocations;
    const bool url = urlbnf::rfc1738::accepts(input, "url", opts, &failure);
    const bool generic = urlbnf::rfc1738::accepts(input, "genericurl", opts);
    CHECK(allocations == before);
    (void)url;
    (void)generic;
  }
  urlbnf::rfc2396::options amended;
  amended.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc2396::accepts(input, "URI-reference", {}, &failure));
    static_cast<void>(urlbnf::rfc2396::accepts("http://[::1]/", "URI-reference", amended));
    CHECK(allocations == before);
  }
  // RFC 1630's reshaped rules look ahead (article, mailto, login, prospero).
  urlbnf::rfc1630::options generic;
  generic.grammar = urlbnf::rfc1630::grammar::generic;
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc1630::accepts(input, "url", {}, &failure));
    static_cast<void>(urlbnf::rfc1630::accepts("news:a@b@c", "url", {}));
    static_cast<void>(urlbnf::rfc1630::accepts("prospero://h/a%0012abc", "url", {}));
    static_cast<void>(urlbnf::rfc1630::accepts(input, "fragmentaddress", generic, &failure));
    CHECK(allocations == before);
  }
  // RFC 9110: by a production, and by the scheme reading, whose empty-host
  // rejection scans the authority.
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc9110::accepts(input, "http-URI", {}, &failure));
    static_cast<void>(urlbnf::rfc9110::accepts(input));
    static_cast<void>(urlbnf::rfc9110::accepts("https://u@:1/"));
    CHECK(allocations == before);
  }
  // RFC 8089's Appendix F rules look ahead to the end (auth-path).
  urlbnf::rfc8089::options nonstandard;
  nonstandard.nonstandard_syntax = true;
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc8089::accepts(input, "file-URI", {}, &failure));
    static_cast<void>(urlbnf::rfc8089::accepts(input, "file-URI", nonstandard, &failure));
    static_cast<void>(urlbnf::rfc8089::accepts("file://///server/share/x", "file-URI", nonstandard));
    static_cast<void>(urlbnf::rfc8089::accepts("file:c|/x", "file-URI", nonstandard));
    CHECK(allocations == before);
  }
  // RFC 3987 reads UTF-8: its characters, its ill-formed octets, and
  // Section 4.1's reading.
  const std::string iris[] = {"https://\xE4\xBE\x8B\xE3\x81\x88.jp/\xE3\x83\x91\xE3\x82\xB9",
                              "http://a/?\xEE\x80\x80", "http://a/\xC0\xAF", "http://a/\xEF\xBF\xBE",
                              "http://a/\xE2\x80\x8E"};
  urlbnf::rfc3987::options section_4_1;
  section_4_1.bidi_formatting_excluded = true;
  for (const auto& input : iris) {
    CAPTURE(input);
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc3987::accepts(input, {}, {}, &failure));
    static_cast<void>(urlbnf::rfc3987::accepts(input, urlbnf::rule_name{"IRI"}, section_4_1, &failure));
    for (const auto& input_of_all : inputs) {
      static_cast<void>(urlbnf::rfc3987::accepts(input_of_all));
    }
    CHECK(allocations == before);
  }
  const auto before = allocations;
  const std::string counted(64, 'z');
  CHECK(allocations == before + 1);  // the counter itself works
}

TEST_CASE("check() and parse() of every grammar allocate nothing on valid input") {
  const std::string long_path = "http://a.example.com/" + std::string(100000, 'p') + "/q;r;s/t?u=v";
  // More segments than a derivation's fixed log holds spans: segments are
  // read by splitting, never logged.
  std::string many_segments = "http://a.example.com";
  for (int i = 0; i < 500; ++i) {
    many_segments += "/s" + std::to_string(i);
  }
  many_segments += "?q";
  const std::string rfc2396_inputs[] = {"http://joe:pw@www.joes-hardware.com:80/a/b;p;q/c?x=1#f",
                                        "ftp://192.0.2.1/pub/file.txt",
                                        "mailto:joe@example.com",
                                        "../a/b?c",
                                        "//a@b@c/x;p",
                                        "",
                                        long_path,
                                        many_segments};
  urlbnf::rfc2396::options amended;
  amended.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  for (const auto& input : rfc2396_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc2396::check(input);
    const auto u = urlbnf::rfc2396::ast::parse(input);
    const auto v = urlbnf::rfc2396::ast::parse("http://[::1]:80/a;b/c", amended);
    const auto r = urlbnf::rfc2396::parse_uri_reference(input);
    const auto port = urlbnf::rfc2396::parse_absolute_uri("http://h:8080/?a=1&b", amended)->port_number();
    // Walking the views allocates nothing either.
    std::size_t pieces = 0;
    for (const auto& segment : u.segments) {
      for (const auto& param : segment.params) {
        pieces += param.raw.size();
      }
      ++pieces;
    }
    std::size_t params = 0;
    for (const auto p : r->params({true, true})) {
      params += p.has_value ? 2 : 1;
    }
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(v.verdict.valid);
    CHECK(r.has_value());
    CHECK(port->value() == 8080);
    CHECK(pieces >= u.segments.size());
    CHECK(params >= (u.query ? 1U : 0U));
  }
  const std::string rfc3986_inputs[] = {"foo://u:p@example.com:8042/over/there?name=ferret#nose",
                                        "ldap://[2001:db8::7]/c=GB?objectClass?one",
                                        "http://133.105.136.53.example.com/",
                                        "urn:example:animal:ferret:nose",
                                        "?y",
                                        "",
                                        long_path,
                                        many_segments};
  urlbnf::rfc3986::options zones;
  zones.grammar = urlbnf::rfc3986::grammar::rfc3986_6874;
  for (const auto& input : rfc3986_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc3986::check(input);
    const auto u = urlbnf::rfc3986::ast::parse(input);
    const auto v = urlbnf::rfc3986::ast::parse("http://[fe80::1%25en0]:80/a/b", zones);
    const auto r = urlbnf::rfc3986::parse_uri_reference(input);
    const auto port = urlbnf::rfc3986::parse_uri("http://[fe80::1%25en0]:8080/?a=1&b", zones)->port_number();
    const bool relative = urlbnf::rfc3986::parse_relative_ref("//h:1?x").has_value();
    const bool absolute = urlbnf::rfc3986::parse_absolute_uri("urn:a?b").has_value();
    std::size_t segments = 0;
    for (const auto& segment : u.segments) {
      segments += segment.raw.empty() ? 1 : 2;
    }
    std::size_t params = 0;
    for (const auto p : r->params({true, true})) {
      params += p.has_value ? 2 : 1;
    }
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(v.verdict.valid);
    CHECK(r.has_value());
    CHECK(port->value() == 8080);
    CHECK(relative);
    CHECK(absolute);
    CHECK(params >= (u.query ? 1U : 0U));
    CHECK(segments >= (u.path.raw.empty() ? 0U : 1U));
  }
  const std::string rfc3987_inputs[] = {"https://\xE4\xBE\x8B\xE3\x81\x88.jp:8080/\xE3\x83\x91\xE3\x82\xB9?q=\xEE\x80\x80#f",
                                        "http://r\xC3\xA9sum\xC3\xA9.example.org",
                                        "http://example.com/\xF0\x90\x8C\x80\xF0\x90\x8C\x81",
                                        "ldap://[2001:db8::7]/c=GB?objectClass?one",
                                        "\xE3\x83\x91/x",
                                        "",
                                        long_path,
                                        many_segments};
  for (const auto& input : rfc3987_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc3987::check(input);
    const auto u = urlbnf::rfc3987::ast::parse(input);
    const auto r = urlbnf::rfc3987::parse_iri_reference(input);
    const auto port = urlbnf::rfc3987::parse_iri("https://\xE4\xBE\x8B:8080/?a=1&b")->port_number();
    const bool relative = urlbnf::rfc3987::parse_irelative_ref("//h:1?x").has_value();
    const bool absolute = urlbnf::rfc3987::parse_absolute_iri("urn:a?\xC3\xA9").has_value();
    std::size_t segments = 0;
    for (const auto& segment : u.isegments) {
      segments += segment.raw.empty() ? 1 : 2;
    }
    std::size_t params = 0;
    for (const auto p : r->params({true, true})) {
      params += p.has_value ? 2 : 1;
    }
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(r.has_value());
    CHECK(port->value() == 8080);
    CHECK(relative);
    CHECK(absolute);
    CHECK(params >= (u.iquery ? 1U : 0U));
    CHECK(segments >= (u.ipath.raw.empty() ? 0U : 1U));
  }
  const std::string rfc1808_inputs[] = {
      "http://a/b/c/d;p?q#f", "g;x=1;y?q#s", "//g", "?y", "http://a//b", "", long_path, many_segments};
  for (const auto& input : rfc1808_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc1808::check(input);
    const auto u = urlbnf::rfc1808::ast::parse(input);
    std::size_t pieces = 0;
    for (const auto& list : {&u.segments, &u.param}) {
      for (const auto& piece : *list) {
        pieces += piece.raw.empty() ? 1 : 2;
      }
    }
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(pieces >= (u.path ? 1U : 0U));
  }
  const std::string rfc1738_inputs[] = {"http://www.joes-hardware.com:80/index.html?x",
                                        "ftp://myname@host.dom/%2Fetc/motd;type=a",
                                        "gopher://h/1a%09b/c",
                                        "news:comp.x",
                                        "wais://h/db/t/p",
                                        "prospero://h/a/b;x=y;z=w",
                                        "x-other:anything",
                                        long_path,
                                        many_segments};
  for (const auto& input : rfc1738_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto u = urlbnf::rfc1738::ast::parse(input);
    std::size_t segments = 0;
    if (const auto* ftp = u.specific ? std::get_if<urlbnf::rfc1738::ast::ftpurl>(&*u.specific) : nullptr) {
      for (const auto& segment : ftp->fpath->segments) {
        segments += segment.raw.empty() ? 0 : 1;
      }
    }
    if (const auto* p = u.specific ? std::get_if<urlbnf::rfc1738::ast::prosperourl>(&*u.specific) : nullptr) {
      for (const auto& spec : p->fieldspecs) {
        segments += spec.fieldname.raw.size();
      }
    }
    CHECK(allocations == before);
    CHECK(u.verdict.valid);
    // "/%2Fetc/motd": two segments; ";x=y;z=w": two one-letter names.
    CHECK(segments == (input.rfind("ftp:", 0) == 0 || input.rfind("prospero:", 0) == 0 ? 2 : 0));
  }
  // RFC 1630 reserves ";" and "=" outside their productions.
  const std::string rfc1630_inputs[] = {"http://info.cern.ch:8000/imaginary/test?a+b",
                                        "ftp://ds.internic.net/rfc/",
                                        "news:comp.infosystems.www",
                                        "wais://h/db/t/1=a/b;2=c;",
                                        "http://a.example.com/" + std::string(100000, 'p') + "/q/t?u+v",
                                        many_segments};
  for (const auto& input : rfc1630_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto u = urlbnf::rfc1630::ast::parse(input);
    CHECK(allocations == before);
    CHECK(u.verdict.valid);
  }
  const std::string rfc9110_inputs[] = {"http://example.com:80/~smith/home.html",
                                        "HTTPS://u@[::1]:99999999/a/b?c=d",
                                        "https://Example.Com",
                                        "http://a/" + std::string(100000, 'p') + "?q",
                                        many_segments};
  for (const auto& input : rfc9110_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc9110::check(input);
    const auto u = urlbnf::rfc9110::ast::parse(input);
    const auto r = urlbnf::rfc9110::parse_uri(input);
    std::size_t segments = 0;
    for (const auto& segment : u.segments) {
      segments += segment.raw.empty() ? 1 : 2;
    }
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(r.has_value());
    CHECK(segments >= (u.path.raw.empty() ? 0U : 1U));
  }
  // RFC 2397: more parameters than a derivation's fixed log holds spans
  // (they are read by splitting), and the data's decoded length, by
  // percent-decoding or base64, read without decoding into memory.
  std::string many_parameters = "data:text/plain";
  for (int i = 0; i < 200; ++i) {
    many_parameters += ";a" + std::to_string(i) + "=%22v%5C%22%22";
  }
  many_parameters += ",x";
  const std::string rfc2397_inputs[] = {"data:,A%20brief%20note",
                                        "data:text/plain;charset=utf-8;base64,SGk=",
                                        "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
                                        "data:;base64,SGk",
                                        "data:,a" + std::string(100000, 'x'),
                                        many_parameters};
  for (const auto& input : rfc2397_inputs) {
    CAPTURE(input.substr(0, 80));
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc2397::accepts(input));
    const auto checked = urlbnf::rfc2397::check(input);
    const auto u = urlbnf::rfc2397::ast::parse(input);
    std::size_t parameters = 0;
    for (const auto& p : u.parameters) {
      parameters += p.quoted() ? 1 : 0;
    }
    const auto length = u.decoded_length();
    const auto fault = u.base64_error();
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(parameters == (input == many_parameters ? 200U : 0U));
    CHECK(length.has_value() == !fault.has_value());
  }
  std::string many_file_segments = "file://h";
  for (int i = 0; i < 500; ++i) {
    many_file_segments += "/s" + std::to_string(i);
  }
  const std::string rfc8089_inputs[] = {"file:///path/to/file",
                                        "file://localhost/etc/fstab",
                                        "file://[::1]/x",
                                        "file:/x",
                                        "file:///" + std::string(100000, 'p') + "/q",
                                        many_file_segments};
  urlbnf::rfc8089::options nonstandard;
  nonstandard.nonstandard_syntax = true;
  for (const auto& input : rfc8089_inputs) {
    CAPTURE(input);
    const auto before = allocations;
    const auto checked = urlbnf::rfc8089::check(input);
    const auto u = urlbnf::rfc8089::ast::parse(input);
    const auto v = urlbnf::rfc8089::ast::parse(input, nonstandard);
    const auto drive = urlbnf::rfc8089::ast::parse("file:c:/x", nonstandard);
    const auto unc = urlbnf::rfc8089::parse_file_uri("file://///server/share/x", nonstandard);
    CHECK(allocations == before);
    CHECK(checked.valid);
    CHECK(u.verdict.valid);
    CHECK(v.verdict.valid);
    CHECK(drive.drive.has_value());
    CHECK(unc->unc_share.has_value());
  }
}

TEST_CASE("RFC 6068: accepts() allocates nothing, nor do check(), parse() and walking the tree's views") {
  const std::string many_addresses = [] {
    std::string out = "mailto:a@example.org";
    for (int i = 0; i < 200; ++i) {
      out += ",\"x,y\"@[1.2.3.4]";
    }
    return out + "?subject=Hi%20there";
  }();
  const std::string valid[] = {"mailto:a@example.org,b@example.org?subject=Hi%20there",
                               "mailto:%22not%40me%22@example.org",
                               "mailto:?to=a@b&body=x",
                               "mailto:a@b?c",
                               "mailto:",
                               many_addresses,
                               "mailto:a@" + std::string(100000, 'x') + "?" + std::string(100000, 'y') + "=z"};
  const std::string rejected[] = {"mailto:joe@example.com?cc=bob@example.com?body=hello", "http://a/",
                                  "mailto:" + std::string(100000, '?') + " "};
  urlbnf::furthest_failure failure;
  for (const auto& input : rejected) {
    const auto before = allocations;
    CHECK_FALSE(urlbnf::rfc6068::accepts(input, {}, {}, &failure));
    CHECK(allocations == before);
  }
  for (const auto& input : valid) {
    CAPTURE(input.substr(0, 80));
    const auto before = allocations;
    const bool accepted = urlbnf::rfc6068::accepts(input);
    const auto checked = urlbnf::rfc6068::check(input);
    const auto m = urlbnf::rfc6068::ast::parse(input);
    std::size_t seen = 0;
    for (const auto& a : m.addresses) {
      seen += a.local_part.raw.size() + a.domain.raw.size();
    }
    for (const auto& f : m.fields) {
      seen += f.hfname.raw.size() + f.hfvalue.raw.size();
    }
    CHECK(allocations == before);
    CHECK(accepted);
    CHECK(checked.valid);
    CHECK(m.verdict.valid);
    CHECK(seen + 7 <= input.size());
  }
}
