// From the spans the grammar's actions captured to the typed tree.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1738/grammar.hpp>

#include "../internal_api.hpp"

namespace urlbnf::rfc1738::ast {
namespace {

// The captured components of one derivation, looked up by production name.
class components {
 public:
  components(std::string_view input, const capture* begin, const capture* end)
      : input_(input), begin_(begin), end_(end) {}

  [[nodiscard]] std::optional<text> first(std::string_view name, std::size_t from = 0) const {
    const auto* it = std::find_if(begin_, end_, [&](const capture& c) { return c.name == name && c.begin >= from; });
    if (it == end_) {
      return std::nullopt;
    }
    return text{input_.substr(it->begin, it->end - it->begin), it->begin};
  }

  [[nodiscard]] text must(std::string_view name) const { return first(name).value_or(text{{}, 0}); }

  [[nodiscard]] bool has(std::string_view name) const { return first(name).has_value(); }

  [[nodiscard]] ast::hostport hostport() const {
    return {must("host"), has("hostnumber") ? host_kind::hostnumber : host_kind::hostname, first("port")};
  }

  [[nodiscard]] ast::login login() const { return {first("user"), first("password"), hostport()}; }

  [[nodiscard]] std::optional<path> path_of(std::string_view whole) const {
    if (auto raw = first(whole)) {
      return path{*raw, split(*raw, '/')};
    }
    return std::nullopt;
  }

  [[nodiscard]] std::string_view input() const { return input_; }

 private:
  std::string_view input_;
  const capture* begin_;
  const capture* end_;
};

scheme_url build(std::string_view production, const components& c) {
  if (production == "ftpurl") {
    return ftpurl{c.login(), c.path_of("fpath"), c.first("ftptype")};
  }
  if (production == "fileurl") {
    return fileurl{c.first("host"), *c.path_of("fpath")};
  }
  if (production == "httpurl") {
    return httpurl{c.hostport(), c.path_of("hpath"), c.first("search")};
  }
  if (production == "gopherurl") {
    return gopherurl{c.hostport(), c.first("gtype"), c.first("selector"), c.first("search"), c.first("gopher+_string")};
  }
  if (production == "mailtourl") {
    return mailtourl{c.must("encoded822addr")};
  }
  if (production == "newsurl") {
    return newsurl{c.must("grouppart"), c.first("group"), c.first("article")};
  }
  if (production == "nntpurl") {
    const auto group = c.must("group");
    // The article number is the digits after the group; the host's and
    // port's digits come before it.
    return nntpurl{c.hostport(), group, c.first("digits", group.offset + group.raw.size())};
  }
  if (production == "telneturl") {
    return telneturl{c.login()};
  }
  if (production == "waisurl") {
    const auto kind = c.has("waisdoc")     ? waisurl::form::waisdoc
                      : c.has("waisindex") ? waisurl::form::waisindex
                                           : waisurl::form::waisdatabase;
    return waisurl{kind, c.hostport(), c.must("database"), c.first("search"), c.first("wtype"), c.first("wpath")};
  }
  const auto ppath = *c.path_of("ppath");
  // The fieldspecs follow the ppath to the end of the URL, each after a ";".
  const auto after = ppath.raw.offset + ppath.raw.raw.size();
  split_list<fieldspec> specs;
  if (after < c.input().size()) {
    specs = split_list<fieldspec>(text{c.input().substr(after + 1), after + 1}, ';', &fieldspec_of);
  }
  return prosperourl{c.hostport(), ppath, specs};
}

// Where a URL its scheme's production accepts, with the scheme in lower
// case, has the genericurl reading that production's spans give: the
// schemes whose production starts with "//" and a login, a hostport or a
// host. genericurl's schemepart tries ip-schemepart = "//" login [ "/"
// urlpath ] first, and its login is the same rule as ftp's and telnet's;
// before the hostport of the others it finds no "@" (a hostport holds
// none, and what follows it is "/" or the end), so it reads the same
// hostport; urlpath = *xchar then takes the rest, since the production is
// made of xchars. mailto and news may start with "//" anywhere else, and
// their genericurl is read by its own run.
bool generic_follows_specific(std::string_view production) {
  return production == "httpurl" || production == "ftpurl" || production == "gopherurl" || production == "nntpurl" ||
         production == "telneturl" || production == "waisurl" || production == "prosperourl" || production == "fileurl";
}

// The login genericurl reads in a URL `production` accepted (see
// generic_follows_specific); nullopt for a fileurl without a host, which
// no login reads.
std::optional<ast::login> generic_login(std::string_view production, const components& c) {
  if (production == "ftpurl" || production == "telneturl") {
    return c.login();
  }
  if (production == "fileurl") {
    const auto host = c.first("host");
    if (!host) {
      return std::nullopt;
    }
    return ast::login{std::nullopt,
                      std::nullopt,
                      {*host, c.has("hostnumber") ? host_kind::hostnumber : host_kind::hostname, std::nullopt}};
  }
  return ast::login{std::nullopt, std::nullopt, c.hostport()};
}

genericurl generic_of(std::string_view input, std::size_t colon, std::string_view production, const components& c) {
  genericurl g{text{input.substr(0, colon), 0}, text{input.substr(colon + 1), colon + 1}, std::nullopt};
  if (auto login = generic_login(production, c)) {
    const auto& hp = login->hostport;
    const auto end = hp.port ? hp.port->offset + hp.port->raw.size() : hp.host.offset + hp.host.raw.size();
    std::optional<text> urlpath;
    if (end < input.size()) {
      urlpath = text{input.substr(end + 1), end + 1};
    }
    g.ip_schemepart = ip_schemepart{*login, urlpath};
  }
  return g;
}

}  // namespace

fieldspec fieldspec_of(const text& raw) {
  const auto equals = raw.raw.find('=');
  return {text{raw.raw.substr(0, equals), raw.offset}, text{raw.raw.substr(equals + 1), raw.offset + equals + 1}};
}

url parse(std::string_view input, const options& opts) {
  url result;
  detail::derivation_spans specific;
  detail::derivation_spans generic;
  const auto colon = input.find(':');
  const auto scheme = input.substr(0, colon == std::string_view::npos ? 0 : colon);
  const auto production = scheme_production(scheme, opts);
  const bool derived = generic_follows_specific(production) && spelt_as_genericurl(scheme);
  // One run of each: the verdict's own runs fill the logs, but for a
  // genericurl read from its scheme's production.
  result.verdict = check(input, "url", opts, &specific.log(), derived ? nullptr : &generic.log());
  if (!production.empty()) {
    result.scheme = text{scheme, 0};
    specific.take(result.verdict.valid, [&] { return derive(production, input, opts); });
    if (specific.accepted()) {
      const components c(input, specific.begin(), specific.end());
      result.specific = build(production, c);
      if (derived) {
        result.generic = generic_of(input, colon, production, c);
        return result;
      }
    }
  }
  // The verdict of a url of another scheme is genericurl's; of a predefined
  // scheme, genericurl's acceptance adds it to `also`.
  const bool generic_accepted = production.empty() ? result.verdict.valid
                                                   : std::find(result.verdict.also.begin(), result.verdict.also.end(),
                                                               "genericurl") != result.verdict.also.end();
  if (generic_accepted && !generic.log().ran()) {
    detail::start_probe unused;
    accepts_probed("genericurl", input, opts, unused, &generic.log(), nullptr);
  }
  generic.take(generic_accepted, [&] { return derive("genericurl", input, opts); });
  if (generic.accepted()) {
    const components c(input, generic.begin(), generic.end());
    genericurl g{c.must("scheme"), c.must("schemepart"), std::nullopt};
    if (c.has("ip-schemepart")) {
      g.ip_schemepart = ip_schemepart{c.login(), c.first("urlpath")};
    }
    result.scheme = g.scheme;
    result.generic = g;
  }
  return result;
}

}  // namespace urlbnf::rfc1738::ast
