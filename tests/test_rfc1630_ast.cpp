// RFC 1630's typed tree (tests/corpus/rfc1630-ast.tsv, see its header): every
// address production of the URL BNF, the generic BNF's fragmentaddress, the
// "url:" prefix and the schemes the prose names without a production.
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <urlbnf/rfc1630/ast.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;
namespace ast = rfc1630::ast;
using fields = std::map<std::string, std::optional<std::string>>;

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    out += (i == 0 ? "" : "|") + words[i];
  }
  return out;
}

// The parsed URL as key -> raw text (see the corpus's header), each
// component checked to be a view into the input at its offset.
class flattener {
 public:
  explicit flattener(std::string_view input) : input_(input) {}

  void put(const std::string& key, const std::optional<text>& t) {
    if (!t) {
      f[key] = std::nullopt;
      return;
    }
    CHECK(t->raw.data() == input_.data() + t->offset);
    CHECK(t->offset + t->raw.size() <= input_.size());
    f[key] = std::string(t->raw);
    f[key + ".decoded"] = t->decoded();
    f[key + ".offset"] = std::to_string(t->offset);
  }

  void put_count(const std::string& key, std::size_t n) { f[key + ".count"] = std::to_string(n); }

  void put_host(const text& host, ast::host_kind kind) {
    put("host", host);
    f["host.kind"] = kind == ast::host_kind::hostnumber ? "hostnumber" : "hostname";
  }

  void put_hostport(const ast::hostport& hp) {
    put_host(hp.host, hp.kind);
    put("port", hp.port);
  }

  void put_login(const ast::login& l) {
    put("user", l.user);
    put("password", l.password);
    put_hostport(l.hostport);
  }

  void put_path(const std::string& whole, const std::string& segment, const std::optional<ast::path>& p) {
    put(whole, p ? std::optional<text>(p->raw) : std::nullopt);
    if (p) {
      put_count(segment, p->segments.size());
      for (std::size_t i = 0; i < p->segments.size(); ++i) {
        put(segment + "[" + std::to_string(i) + "]", p->segments[i]);
      }
    }
  }

  void put_search(const std::string& key, const std::optional<ast::search>& s) {
    put(key, s ? std::optional<text>(s->raw) : std::nullopt);
    if (s) {
      f[key + ".words"] = joined(s->words());
    }
  }

  void put_addr_spec(const ast::addr_spec& a) {
    put("addr-spec", a.raw);
    put("local-part", a.local_part);
    put("domain", a.domain);
  }

  void put_address(const ast::address& address) {
    f["address"] = std::string(ast::production_of(address));
    std::visit([&](const auto& a) { put_fields(a); }, address);
  }

  void put_generic(const std::optional<ast::fragmentaddress>& g) {
    if (!g) {
      f["fragmentaddress.uri"] = std::nullopt;
      return;
    }
    put("fragmentaddress.uri", g->uri);
    put("fragmentaddress.scheme", g->scheme);
    put_path("fragmentaddress.path", "fragmentaddress.xpalphas", g->path);
    put_search("fragmentaddress.search", g->search);
    put("fragmentaddress.fragmentid", g->fragmentid);
  }

  fields f;

 private:
  void put_fields(const ast::httpaddress& a) {
    put_hostport(a.hostport);
    put_path("path", "segment", a.path);
    put_search("search", a.search);
  }
  void put_fields(const ast::ftpaddress& a) {
    put_login(a.login);
    put_path("path", "segment", a.path);
    put("ftptype", a.ftptype ? std::optional<text>(a.ftptype->raw) : std::nullopt);
    if (a.ftptype) {
      put("formcode", a.ftptype->formcode);
      put("digits", a.ftptype->digits);
    }
    f["ftp.directory-listing"] = a.directory_listing() ? "true" : "false";
  }
  void put_fields(const ast::newsaddress& a) {
    put("groupart", a.groupart);
    put("group", a.group);
    put("article", a.article ? std::optional<text>(a.article->raw) : std::nullopt);
    if (a.article) {
      put("xalphas", a.article->xalphas);
      put_host(a.article->host, a.article->kind);
    }
  }
  void put_fields(const ast::nntpaddress& a) {
    put("group", a.group);
    put("digits", a.digits);
  }
  void put_fields(const ast::prosperolink& a) {
    put_hostport(a.hostport);
    put_path("hsoname", "segment", a.hsoname);
    put("version", a.version);
    put("attributes", a.attributes ? std::optional<text>(a.attributes->raw) : std::nullopt);
    if (a.attributes) {
      put_count("attribute", 1);
      put("attribute[0]", a.attributes->attribute);
    }
  }
  void put_fields(const ast::telnetaddress& a) { put_login(a.login); }
  void put_fields(const ast::gopheraddress& a) {
    put_hostport(a.hostport);
    put("gtype", a.gtype);
    put("gcommand", a.gcommand);
    f["gopher.type"] = a.type();
  }
  void put_fields(const ast::waisindex& a) {
    put_hostport(a.hostport);
    put("database", a.database);
    put_search("search", a.search);
  }
  void put_fields(const ast::waisdoc& a) {
    put_hostport(a.hostport);
    put("database", a.database);
    put("wtype", a.wtype);
    put("wpath", a.wpath.raw);
    put_count("wpath", a.wpath.fields.size());
    for (std::size_t i = 0; i < a.wpath.fields.size(); ++i) {
      const auto key = "wpath[" + std::to_string(i) + "]";
      put(key + ".digits", a.wpath.fields[i].digits);
      put_path(key + ".path", key + ".segment", a.wpath.fields[i].path);
    }
  }
  void put_fields(const ast::mailtoaddress& a) {
    put("xalphas", a.xalphas);
    put("hostname", a.hostname);
  }
  void put_fields(const ast::midaddress& a) { put_addr_spec(a.addr_spec); }
  void put_fields(const ast::cidaddress& a) {
    put("content-identifier", a.content_identifier);
    put_addr_spec(a.addr_spec);
  }

  std::string_view input_;
};

bool has_prefix(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("RFC 1630's typed tree: every address production and the generic fragmentaddress, field by field") {
  const auto lines = test::read_corpus("rfc1630-ast.tsv");
  REQUIRE(lines.size() >= 80);
  std::set<std::string> addresses;
  std::set<std::string> generic_grammars;
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 5);
    const auto& grammar = line.columns[1];
    const auto& input = line.columns[4];
    CAPTURE(line.number);
    CAPTURE(input);
    REQUIRE((grammar == "1630" || grammar == "1630-generic"));
    rfc1630::options opts;
    opts.grammar = grammar == "1630" ? rfc1630::grammar::url : rfc1630::grammar::generic;
    const auto url = ast::parse(input, opts);
    CHECK(std::string(url.verdict.rfc) == grammar);
    CHECK(url.verdict.valid == (line.columns[2] == "valid"));
    CHECK(std::string(url.verdict.match) == (line.columns[3] == "-" ? "" : line.columns[3]));

    // The readings agree with the verdict: the URL BNF's address is the
    // verdict's match; a URL it has no production for is read by the generic
    // BNF alone, as the note says; the generic grammar has no address.
    if (url.specific) {
      CHECK(opts.grammar == rfc1630::grammar::url);
      CHECK(ast::production_of(*url.specific) == url.verdict.match);
      addresses.insert(std::string(ast::production_of(*url.specific)));
    } else if (url.verdict.valid && opts.grammar == rfc1630::grammar::url) {
      CHECK(url.generic);
      CHECK_FALSE(url.verdict.note.empty());
    }
    if (opts.grammar == rfc1630::grammar::generic) {
      CHECK(url.generic.has_value() == url.verdict.valid);
      CHECK_FALSE(url.prefix);
    }
    if (url.generic) {
      generic_grammars.insert(grammar);
    }

    flattener flat(input);
    flat.put("prefix", url.prefix);
    flat.put("scheme", url.scheme);
    if (url.specific) {
      flat.put_address(*url.specific);
    } else {
      flat.f["address"] = std::nullopt;
    }
    flat.put_generic(url.generic);
    auto& f = flat.f;
    for (std::size_t i = 5; i < line.columns.size(); ++i) {
      const auto& e = line.columns[i];
      CAPTURE(e);
      const auto eq = e.find('=');
      const auto absent = e.find(":absent");
      if (e == "note:absent") {
        CHECK(url.verdict.note.empty());
      } else if (has_prefix(e, "note~=")) {
        CHECK(url.verdict.note.find(e.substr(6)) != std::string::npos);
      } else if (absent != std::string::npos && (eq == std::string::npos || absent < eq)) {
        const auto key = e.substr(0, absent);
        REQUIRE(f.count(key) == 1U);
        CHECK_FALSE(f[key].has_value());
      } else if (has_prefix(e, "error.offset=")) {
        REQUIRE(url.verdict.error);
        CHECK(url.verdict.error->offset == std::stoul(e.substr(13)));
      } else if (has_prefix(e, "error.section=")) {
        REQUIRE(url.verdict.error);
        CHECK(url.verdict.error->section == e.substr(14));
      } else {
        REQUIRE(eq != std::string::npos);
        const auto key = e.substr(0, eq);
        REQUIRE(f.count(key) == 1U);
        REQUIRE(f[key].has_value());
        CHECK(*f[key] == e.substr(eq + 1));
      }
    }
  }
  // The corpus reads every address production, and the generic reading
  // under both grammars.
  CHECK(addresses == std::set<std::string>{"httpaddress", "ftpaddress", "newsaddress", "nntpaddress", "prosperolink",
                                           "telnetaddress", "gopheraddress", "waisindex", "waisdoc", "mailtoaddress",
                                           "midaddress", "cidaddress"});
  CHECK(generic_grammars == std::set<std::string>{"1630", "1630-generic"});
}

TEST_CASE("RFC 1630's typed tree of a long URL: one segment per component, no deep recursion") {
  constexpr std::size_t n = 200000;
  std::string input = "http://info.cern.ch/";
  for (std::size_t i = 0; i < n; ++i) {
    input += "a/";
  }
  input += "?x+y";
  const auto url = ast::parse(input);
  REQUIRE(url.verdict.valid);
  REQUIRE(url.specific);
  const auto& http = std::get<ast::httpaddress>(*url.specific);
  REQUIRE(http.path);
  CHECK(http.path->segments.size() == n);
  CHECK(http.path->segments.back().offset == input.size() - 6);
  REQUIRE(http.search);
  CHECK(http.search->words() == std::vector<std::string>{"x", "y"});
}
