// From the spans the grammar's actions captured to the typed tree.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1738/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc1738::ast {
namespace {

// The components a tree reads.
enum component : std::size_t {
  host_span,
  hostnumber_span,
  port_span,
  user_span,
  password_span,
  fpath_span,
  ftptype_span,
  hpath_span,
  search_span,
  gtype_span,
  selector_span,
  gopher_plus_string_span,
  encoded822addr_span,
  grouppart_span,
  group_span,
  article_span,
  digits_span,
  waisdoc_span,
  waisindex_span,
  database_span,
  wtype_span,
  wpath_span,
  ppath_span,
  scheme_span,
  schemepart_span,
  ip_schemepart_span,
  urlpath_span,
  component_count
};

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc1738::host>.name,           meta_of<rfc1738::hostnumber>.name,
    meta_of<rfc1738::port>.name,           meta_of<rfc1738::user>.name,
    meta_of<rfc1738::password>.name,       meta_of<rfc1738::fpath>.name,
    meta_of<rfc1738::ftptype>.name,        meta_of<rfc1738::hpath>.name,
    meta_of<rfc1738::search>.name,         meta_of<rfc1738::gtype>.name,
    meta_of<rfc1738::selector>.name,       meta_of<rfc1738::gopher_plus_string>.name,
    meta_of<rfc1738::encoded822addr>.name, meta_of<rfc1738::grouppart>.name,
    meta_of<rfc1738::group>.name,          meta_of<rfc1738::article>.name,
    meta_of<rfc1738::digits>.name,         meta_of<rfc1738::waisdoc>.name,
    meta_of<rfc1738::waisindex>.name,      meta_of<rfc1738::database>.name,
    meta_of<rfc1738::wtype>.name,          meta_of<rfc1738::wpath>.name,
    meta_of<rfc1738::ppath>.name,          meta_of<rfc1738::scheme>.name,
    meta_of<rfc1738::schemepart>.name,     meta_of<rfc1738::ip_schemepart>.name,
    meta_of<rfc1738::urlpath>.name};
static_assert(detail::all_named(component_names));

constexpr detail::name_index<component_count> component_index(component_names);

// The components of one derivation, each the first of its name.
class components {
 public:
  components(std::string_view input, const capture* begin, const capture* end) : spans_(input, begin, end) {}

  [[nodiscard]] std::optional<text> first(component k) const { return spans_[k]; }

  [[nodiscard]] std::optional<text> first_from(component k, std::size_t from) const {
    return spans_.first_from(k, from);
  }

  [[nodiscard]] text must(component k) const { return first(k).value_or(text{{}, 0}); }

  [[nodiscard]] bool has(component k) const { return first(k).has_value(); }

  [[nodiscard]] ast::hostport hostport() const {
    return {must(host_span), has(hostnumber_span) ? host_kind::hostnumber : host_kind::hostname, first(port_span)};
  }

  [[nodiscard]] ast::login login() const { return {first(user_span), first(password_span), hostport()}; }

  [[nodiscard]] std::optional<path> path_of(component whole) const {
    if (auto raw = first(whole)) {
      return path{*raw, split(*raw, '/')};
    }
    return std::nullopt;
  }

  [[nodiscard]] std::string_view input() const { return spans_.input(); }

 private:
  detail::component_spans<component_count, component_index, detail::span_pick::first> spans_;
};

scheme_url build(std::string_view production, const components& c) {
  if (production == "ftpurl") {
    return ftpurl{c.login(), c.path_of(fpath_span), c.first(ftptype_span)};
  }
  if (production == "fileurl") {
    return fileurl{c.first(host_span), *c.path_of(fpath_span)};
  }
  if (production == "httpurl") {
    return httpurl{c.hostport(), c.path_of(hpath_span), c.first(search_span)};
  }
  if (production == "gopherurl") {
    return gopherurl{c.hostport(), c.first(gtype_span), c.first(selector_span), c.first(search_span),
                     c.first(gopher_plus_string_span)};
  }
  if (production == "mailtourl") {
    return mailtourl{c.must(encoded822addr_span)};
  }
  if (production == "newsurl") {
    return newsurl{c.must(grouppart_span), c.first(group_span), c.first(article_span)};
  }
  if (production == "nntpurl") {
    const auto group = c.must(group_span);
    // The article number is the digits after the group; the host's and
    // port's digits come before it.
    return nntpurl{c.hostport(), group, c.first_from(digits_span, group.offset + group.raw.size())};
  }
  if (production == "telneturl") {
    return telneturl{c.login()};
  }
  if (production == "waisurl") {
    const auto kind = c.has(waisdoc_span)     ? waisurl::form::waisdoc
                      : c.has(waisindex_span) ? waisurl::form::waisindex
                                              : waisurl::form::waisdatabase;
    return waisurl{
        kind, c.hostport(), c.must(database_span), c.first(search_span), c.first(wtype_span), c.first(wpath_span)};
  }
  const auto ppath = *c.path_of(ppath_span);
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
    const auto host = c.first(host_span);
    if (!host) {
      return std::nullopt;
    }
    return ast::login{std::nullopt,
                      std::nullopt,
                      {*host, c.has(hostnumber_span) ? host_kind::hostnumber : host_kind::hostname, std::nullopt}};
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
  result.verdict = check(input, {}, opts, &specific.log(), derived ? nullptr : &generic.log());
  if (!production.empty()) {
    result.scheme = text{scheme, 0};
    specific.take(result.verdict.valid, [&] { return derive(input, rule_name{production}, opts); });
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
  generic.take(generic_accepted, [&] { return derive(input, "genericurl", opts); });
  if (generic.accepted()) {
    const components c(input, generic.begin(), generic.end());
    genericurl g{c.must(scheme_span), c.must(schemepart_span), std::nullopt};
    if (c.has(ip_schemepart_span)) {
      g.ip_schemepart = ip_schemepart{c.login(), c.first(urlpath_span)};
    }
    result.scheme = g.scheme;
    result.generic = g;
  }
  return result;
}

}  // namespace urlbnf::rfc1738::ast
