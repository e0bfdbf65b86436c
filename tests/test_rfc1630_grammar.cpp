// Properties of RFC 1630's two grammars as wholes: PEGTL's analysis, the
// production tables against grammar/, the derivations the reshaped rules
// give, the diagnostics, and inputs of pathological size.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <tao/pegtl/contrib/analyze.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/grammar.hpp>

namespace {

using namespace urlbnf;

template <typename... Rules>
std::size_t analyze_all(tao::pegtl::type_list<Rules...> /*unused*/) {
  return (tao::pegtl::analyze<Rules>(-1) + ...);
}

rfc1630::options generic() {
  rfc1630::options opts;
  opts.grammar = rfc1630::grammar::generic;
  return opts;
}

std::string span_of(const std::vector<capture>& captures, std::string_view name, std::string_view input) {
  const auto it = std::find_if(captures.begin(), captures.end(), [&](const capture& c) { return c.name == name; });
  return it == captures.end() ? "<none>" : std::string(input.substr(it->begin, it->end - it->begin));
}

}  // namespace

TEST_CASE("PEGTL's analysis finds no problem (no infinite loop, no left recursion) in any RFC 1630 production") {
  CHECK(analyze_all(rfc1630::url_productions{}) == 0);
  CHECK(analyze_all(rfc1630::generic_productions{}) == 0);
}

// The traceability test checks names both ways for every grammar; this adds
// the order, which RFC 1630's tables keep as the files list them.
TEST_CASE("the production tables list the productions of their grammar/ files in the files' order") {
  for (const auto& [g, name] :
       {std::pair{rfc1630::grammar::url, "1630"}, std::pair{rfc1630::grammar::generic, "1630-generic"}}) {
    const auto& model = bnf::model_of(name);
    const auto& table = rfc1630::production_list(g);
    REQUIRE(model.productions.size() == table.size());
    for (std::size_t i = 0; i < table.size(); ++i) {
      CHECK(model.productions[i].name == table[i].name);
    }
  }
}

TEST_CASE("a reshaped note says why for exactly the rules that are not the BNF line as written") {
  const std::set<std::string_view> url_reshaped{
      "ftpaddress",   "mailtoaddress", "waisaddress", "wpath",    "groupart", "group",    "article",
      "prosperolink", "attributes",    "login",       "hostname", "path",     "search",   "user",
      "password",     "xalphas",       "xpalphas",    "safe",     "digits",   "alphanums"};
  const std::set<std::string_view> generic_reshaped{"path", "search", "xalphas", "xpalphas"};
  for (const auto& [g, reshaped] :
       {std::pair{rfc1630::grammar::url, url_reshaped}, std::pair{rfc1630::grammar::generic, generic_reshaped}}) {
    for (const auto& p : rfc1630::production_list(g)) {
      CAPTURE(p.name);
      CHECK(p.reshaped.empty() == (reshaped.count(p.name) == 0));
      CHECK_FALSE(p.section.empty());
    }
  }
}

TEST_CASE("the reshaped rules derive what the BNF and the prose say") {
  SUBCASE("a trailing %00 version [attributes] is the prosperolink's version, not its hsoname's escape") {
    const std::string input = "prospero://h/a/b%0012abc";
    const auto captures = rfc1630::derive(input, "prosperolink", {});
    REQUIRE(captures);
    CHECK(span_of(*captures, "hsoname", input) == "a/b");
    CHECK(span_of(*captures, "version", input) == "12");
    CHECK(span_of(*captures, "attributes", input) == "abc");
    const std::string escape_inside = "prospero://h/a%00b";
    const auto inside = rfc1630::derive(escape_inside, "prosperolink", {});
    REQUIRE(inside);
    CHECK(span_of(*inside, "hsoname", escape_inside) == "a%00b");
    CHECK(span_of(*inside, "version", escape_inside) == "<none>");
  }
  SUBCASE("an article's and a mailto address's xalphas end at the first \"@\" that leaves a host") {
    const std::string article = "news:x@1.2.3.4@b";
    const auto a = rfc1630::derive(article, "url", {});
    REQUIRE(a);
    CHECK(span_of(*a, "xalphas", article) == "x@1.2.3.4");
    CHECK(span_of(*a, "host", article) == "b");
    const std::string mailto = "mailto:@a@b@c";
    const auto m = rfc1630::derive(mailto, "url", {});
    REQUIRE(m);
    CHECK(span_of(*m, "xalphas", mailto) == "@a");
    CHECK(span_of(*m, "hostname", mailto) == "b@c");
  }
  SUBCASE("a login keeps its user part only when a hostport follows it to the end") {
    const std::string kept = "telnet://u:p@h:23";
    const auto k = rfc1630::derive(kept, "url", {});
    REQUIRE(k);
    CHECK(span_of(*k, "user", kept) == "u");
    CHECK(span_of(*k, "password", kept) == "p");
    CHECK(span_of(*k, "hostport", kept) == "h:23");
    const std::string hostname = "telnet://u@1.2.3.4x";
    const auto h = rfc1630::derive(hostname, "url", {});
    REQUIRE(h);
    CHECK(span_of(*h, "user", hostname) == "<none>");
    CHECK(span_of(*h, "hostname", hostname) == "u@1.2.3.4x");
  }
  SUBCASE("the FTP type follows ;type= (the errata reading)") {
    const std::string input = "ftp://h/f;type=AN";
    const auto captures = rfc1630::derive(input, "url", {});
    REQUIRE(captures);
    CHECK(span_of(*captures, "path", input) == "f");
    CHECK(span_of(*captures, "ftptype", input) == "AN");
    CHECK(span_of(*captures, "formcode", input) == "N");
  }
  SUBCASE("lookaheads leave no node in the derivation tree") {
    const auto tree = rfc1630::derivation("news:a@b@c", "url");
    REQUIRE(tree);
    CHECK(std::count_if(tree->begin(), tree->end(), [](const derivation_node& n) { return n.name == "host"; }) == 1);
    const auto prospero = rfc1630::derivation("prospero://h/a%001", "url");
    REQUIRE(prospero);
    CHECK(std::count_if(prospero->begin(), prospero->end(),
                        [](const derivation_node& n) { return n.name == "version"; }) == 1);
  }
}

TEST_CASE("check judges url by the scheme, the prose's schemes by the generic BNF, and says why it rejects") {
  SUBCASE("the default rules") {
    CHECK(rfc1630::check("news:*").rule == "url");
    CHECK(rfc1630::check("a:b", {}, generic()).rule == "fragmentaddress");
    CHECK(rfc1630::check("a:b", {}, generic()).rfc == "1630-generic");
  }
  SUBCASE("an unknown rule") {
    const auto j = rfc1630::check("x", "nosuch");
    CHECK_FALSE(j.valid);
    REQUIRE(j.error);
    CHECK(j.error->message.find("nosuch") != std::string::npos);
  }
  SUBCASE("a scheme the prose names without a production") {
    for (const auto* input : {"file:name", "rlogin:h", "tn3270:h", "urn:a/b", "x-foo:bar"}) {
      CAPTURE(input);
      const auto j = rfc1630::check(input);
      CHECK(j.valid);
      CHECK(j.match == "fragmentaddress");
      CHECK(j.note.find("judged by the generic BNF's fragmentaddress") != std::string::npos);
    }
    CHECK(rfc1630::check("x-foo:bar").note.find("experimental prefix") != std::string::npos);
    CHECK(rfc1630::check("file:name").note.find("RFC 1630 names the scheme \"file\" (\"file\")") != std::string::npos);
    CHECK(rfc1630::check("http://h/").note.empty());
    // A rule named is the BNF's language, which has no production for them.
    CHECK_FALSE(rfc1630::check("x-foo:bar", "url").valid);
    CHECK_FALSE(rfc1630::check("url:x-foo:bar", "prefixedurl").valid);
    CHECK(rfc1630::check("x-foo:bar").bnf_valid == false);
  }
  SUBCASE("prefixedurl") {
    const auto valid = rfc1630::check("url:wais://h/db", "prefixedurl");
    CHECK(valid.valid);
    CHECK(valid.match == "waisindex");
    REQUIRE(valid.also.size() == 2);
    CHECK(valid.also[0] == "url");
    CHECK(valid.also[1] == "waisaddress");
    const auto invalid = rfc1630::check("url:http://h/a b", "prefixedurl");
    REQUIRE(invalid.error);
    CHECK(invalid.error->offset == 14);
  }
  struct diagnosis {
    bool url_grammar;
    const char* rule;
    const char* input;
    std::size_t offset;
    const char* section;
    const char* says;
  };
  const diagnosis cases[] = {
      {true, "url", "url:http://h/", 0, "BNF for specific URL schemes", "use the rule \"prefixedurl\""},
      {true, "url", "afs://cell/p", 0, "BNF for specific URL schemes", "is not a url production"},
      {true, "url", "HTTP://h/", 0, "BNF for specific URL schemes", "spells the scheme \"http\" in lower case"},
      {true, "url", "File:x", 0, "BNF for specific URL schemes", "spells the scheme \"file\" in lower case"},
      {true, "url", "foo:bar", 0, "BNF for specific URL schemes",
       "the generic BNF (rfc1630::grammar::generic) accepts it"},
      {true, "url", "http://h/{a}", 9, "BNF for specific URL schemes",
       "the national character '{' does not appear in any "
       "productions and therefore may not appear in URLs"},
      {false, "fragmentaddress", "a:b<c", 3, "BNF of Generic URI Syntax",
       "the punctuation character '<' does not appear in any productions and therefore may not appear in URIs"},
      {true, "url", "http://h/a\x01", 10, "Unsafe characters", "control character 0x01"},
      {true, "url", "http://h/\xC3\xA9", 9, "Unsafe characters", "8-bit character beyond DEL"},
      {true, "url", "http://h/a b", 10, "Unsafe characters", "encode it as %20"},
      {true, "url", "gopher://h/", 11, "Gopher", "requires a gopher type character"},
      {true, "url", "ftp://h/f;type=a", 15, "FTP", "the FTP type code"},
      {true, "url", "http://h/a//b", 11, "URI syntax", "the path contains \"//\""},
      {false, "fragmentaddress", "a:b//c", 4, "BNF of Generic URI Syntax", "the path contains \"//\""},
      {true, "url", "http://h/a=b", 10, "Reserved characters", "the reserved character '=' is not allowed here"},
      {true, "url", "mailto:a%b@c", 8, "Encoding reserved characters", "no decoding defined for \"%b@\""},
      {true, "url", "http://h/a%", 10, "Encoding reserved characters", "no decoding defined for \"%\""},
      {true, "url", "mid:a b@c", 5, "Unsafe characters", "a space"},
      {true, "url", "news:", 5, "News", "unexpected end of input"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.input);
    rfc1630::options opts;
    opts.grammar = c.url_grammar ? rfc1630::grammar::url : rfc1630::grammar::generic;
    const auto j = rfc1630::check(c.input, urlbnf::rule_name{c.rule}, opts);
    REQUIRE_FALSE(j.valid);
    REQUIRE(j.error);
    CHECK(j.error->offset == c.offset);
    CHECK(j.error->section == c.section);
    CHECK(j.error->message.find(c.says) != std::string::npos);
    CHECK(j.error->message.rfind("RFC 1630, \"" + std::string(c.section) + "\": ", 0) == 0);
  }
}

TEST_CASE("10 MB inputs are judged without exhausting the stack") {
  std::string path(10U << 20U, 'a');
  for (std::size_t i = 0; i < path.size(); i += 7) {
    path[i] = '/';
  }
  const auto http = "http://example.com" + path;
  CHECK(rfc1630::check(http).valid);
  const auto broken = http + " ";
  const auto j = rfc1630::check(broken);
  REQUIRE_FALSE(j.valid);
  CHECK(j.error->offset == broken.size() - 1);
  CHECK(rfc1630::check("a:" + path.substr(1), {}, generic()).valid);

  std::string ats = "news:";
  for (int i = 0; i < 1 << 20; ++i) {
    ats += "a@";
  }
  CHECK(rfc1630::check(ats + "b").valid);
  CHECK(rfc1630::check("mailto:" + ats.substr(5) + "b").valid);
  CHECK(rfc1630::check("telnet://u@" + std::string(10U << 20U, 'h')).valid);

  std::string fields;
  for (int i = 0; i < 1 << 19; ++i) {
    fields += "1=a/b;";
  }
  CHECK(rfc1630::check("wais://h/db/t/" + fields).valid);
  std::string escapes = "prospero://h/";
  for (int i = 0; i < 1 << 20; ++i) {
    escapes += "a%00";
  }
  CHECK(rfc1630::check(escapes + "12").valid);
  std::string words;
  for (int i = 0; i < 1 << 20; ++i) {
    words += "w.";
  }
  CHECK(rfc1630::check("mid:" + words + "x@" + words + "y").valid);
}
