// The data-driven corpora: every URL RFC 1738 prints, and the production-
// by-production cases (see the headers of the two files).
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1738/semantics.hpp>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;
using namespace urlbnf::rfc1738;
using fields = std::map<std::string, std::optional<std::string>>;

void put(fields& f, const std::string& key, const std::optional<text>& t) {
  f[key] = t ? std::optional<std::string>(std::string(t->raw)) : std::nullopt;
}

void put_hostport(fields& f, const ast::hostport& hp) {
  put(f, "host", hp.host);
  f["host.kind"] = hp.kind == ast::host_kind::hostnumber ? "hostnumber" : "hostname";
  put(f, "port", hp.port);
}

void put_login(fields& f, const ast::login& l) {
  put(f, "user", l.user);
  put(f, "password", l.password);
  put_hostport(f, l.hostport);
}

void put_path(fields& f, const std::string& whole, const std::string& segment, const std::optional<ast::path>& p) {
  put(f, whole, p ? std::optional<text>(p->raw) : std::nullopt);
  if (p) {
    for (std::size_t i = 0; i < p->segments.size(); ++i) {
      put(f, segment + "[" + std::to_string(i) + "]", p->segments[i]);
    }
  }
}

// The parsed URL as production name -> raw text, plus the readings of the
// RFC's prose, so that corpus lines can name what they expect.
fields flatten(const ast::url& url) {
  fields f;
  if (!url.specific) {
    return f;
  }
  std::visit(
      [&](const auto& u) {
        using T = std::decay_t<decltype(u)>;
        if constexpr (std::is_same_v<T, ast::ftpurl>) {
          put_login(f, u.login);
          put_path(f, "fpath", "fsegment", u.fpath);
          put(f, "ftptype", u.ftptype);
          std::string commands;
          for (const auto& c : ftp_commands(u)) {
            commands += (commands.empty() ? "" : "|") + c.verb + " " + c.argument;
          }
          f["ftp.commands"] = commands;
        } else if constexpr (std::is_same_v<T, ast::fileurl>) {
          put(f, "host", u.host);
          put_path(f, "fpath", "fsegment", u.fpath);
          f["file.local-machine"] = u.names_local_machine() ? "true" : "false";
        } else if constexpr (std::is_same_v<T, ast::httpurl>) {
          put_hostport(f, u.hostport);
          put_path(f, "hpath", "hsegment", u.hpath);
          put(f, "search", u.search);
        } else if constexpr (std::is_same_v<T, ast::gopherurl>) {
          put_hostport(f, u.hostport);
          put(f, "gtype", u.gtype);
          put(f, "selector", u.selector);
          put(f, "search", u.search);
          put(f, "gopher+_string", u.gopher_plus_string);
          f["gopher.type"] = u.type();
        } else if constexpr (std::is_same_v<T, ast::mailtourl>) {
          put(f, "encoded822addr", u.encoded822addr);
        } else if constexpr (std::is_same_v<T, ast::newsurl>) {
          put(f, "grouppart", u.grouppart);
          put(f, "group", u.group);
          put(f, "article", u.article);
          f["news.all-groups"] = u.all_groups() ? "true" : "false";
        } else if constexpr (std::is_same_v<T, ast::nntpurl>) {
          put_hostport(f, u.hostport);
          put(f, "group", u.group);
          put(f, "digits", u.digits);
        } else if constexpr (std::is_same_v<T, ast::telneturl>) {
          put_login(f, u.login);
        } else if constexpr (std::is_same_v<T, ast::waisurl>) {
          put_hostport(f, u.hostport);
          put(f, "database", u.database);
          put(f, "search", u.search);
          put(f, "wtype", u.wtype);
          put(f, "wpath", u.wpath);
        } else {
          put_hostport(f, u.hostport);
          put_path(f, "ppath", "psegment", u.ppath);
          for (std::size_t i = 0; i < u.fieldspecs.size(); ++i) {
            put(f, "fieldname[" + std::to_string(i) + "]", u.fieldspecs[i].fieldname);
            put(f, "fieldvalue[" + std::to_string(i) + "]", u.fieldspecs[i].fieldvalue);
          }
        }
      },
      *url.specific);
  if (url.scheme) {
    const auto scheme = std::string(url.scheme->raw);
    const auto port = f.count("port") != 0U ? f["port"] : std::nullopt;
    if (port) {
      f["port.effective"] = port;
    } else if (const auto p = default_port(scheme)) {
      f["port.effective"] = std::to_string(*p);
    }
  }
  return f;
}

std::string joined(const urlbnf::production_names& names) {
  std::string out;
  for (auto n : names) {
    out += (out.empty() ? "" : ",") + std::string(n);
  }
  return out;
}

}  // namespace

TEST_CASE("every URL printed in RFC 1738 gets the RFC's verdict and components") {
  const auto lines = test::read_corpus("rfc1738-examples.tsv");
  REQUIRE(lines.size() >= 60);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 4);
    const auto& input = line.columns[3];
    CAPTURE(line.number);
    CAPTURE(input);
    options opts;
    for (std::size_t i = 4; i < line.columns.size(); ++i) {
      if (line.columns[i] == "options=fold-scheme-case") {
        opts.fold_scheme_case = true;
      }
    }
    const auto url = ast::parse(input, opts);
    CHECK(url.verdict.valid == (line.columns[1] == "valid"));
    CHECK(std::string(url.verdict.match) == (line.columns[2] == "-" ? "" : line.columns[2]));
    auto f = flatten(url);
    for (std::size_t i = 4; i < line.columns.size(); ++i) {
      const auto& e = line.columns[i];
      CAPTURE(e);
      const auto eq = e.find('=');
      const auto absent = e.find(":absent");
      if (absent != std::string::npos && (eq == std::string::npos || absent < eq)) {
        const auto key = e.substr(0, absent);
        REQUIRE(f.count(key) == 1U);
        CHECK_FALSE(f[key].has_value());
        continue;
      }
      REQUIRE(eq != std::string::npos);
      const auto key = e.substr(0, eq);
      const auto value = e.substr(eq + 1);
      if (key == "options") {
        continue;
      }
      if (key == "also") {
        CHECK(joined(url.verdict.also) == value);
      } else if (key == "error.section") {
        REQUIRE(url.verdict.error);
        CHECK(url.verdict.error->section == value);
      } else if (key == "error.offset") {
        REQUIRE(url.verdict.error);
        CHECK(url.verdict.error->offset == std::stoul(value));
      } else {
        REQUIRE(f.count(key) == 1U);
        REQUIRE(f[key].has_value());
        CHECK(*f[key] == value);
      }
    }
  }
}

TEST_CASE("each production accepts exactly its BNF language on the decisive inputs") {
  const auto lines = test::read_corpus("rfc1738-productions.tsv");
  REQUIRE(lines.size() >= 150);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() >= 4);
    const auto& rule = line.columns[0];
    const auto input = line.columns[3] == "<empty>" ? std::string() : line.columns[3];
    CAPTURE(line.number);
    CAPTURE(rule);
    CAPTURE(input);
    REQUIRE(find_production(rule));
    const auto j = check(input, urlbnf::rule_name{rule});
    CHECK(j.valid == (line.columns[1] == "valid"));
    if (line.columns[2] != "-") {
      CHECK(std::string(j.match) == line.columns[2]);
    }
    CHECK(accepts(input, urlbnf::rule_name{rule}, {}) == j.valid);
  }
}
