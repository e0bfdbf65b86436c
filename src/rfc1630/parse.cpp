// From the spans of the component productions to the typed tree.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1630/grammar.hpp>

#include "../internal_api.hpp"

namespace urlbnf::rfc1630::ast {
namespace {

// The captured components of one derivation, as views into the whole
// input: a derivation of the input's tail after `base` is shifted by it.
class components {
 public:
  components(std::string_view input, std::size_t base, const capture* begin, const capture* end)
      : input_(input), base_(base), begin_(begin), end_(end) {}

  // The first capture of `name` within `outer` to end.
  [[nodiscard]] std::optional<text> first(std::string_view name, const text& outer) const {
    for (const auto* c = begin_; c != end_; ++c) {
      if (is(*c, name, outer)) {
        return text_of(*c);
      }
    }
    return std::nullopt;
  }

  // A component the production being read always has.
  [[nodiscard]] text must(std::string_view name, const text& outer) const {
    return first(name, outer).value_or(text{{}, outer.offset});
  }

  // The outermost capture of `name`: a production's span is captured after
  // those of its parts.
  [[nodiscard]] std::optional<text> outermost(std::string_view name) const {
    for (const auto* c = end_; c != begin_;) {
      if ((--c)->name == name) {
        return text_of(*c);
      }
    }
    return std::nullopt;
  }

  [[nodiscard]] ast::hostport hostport(const text& outer) const {
    const auto hp = must("hostport", outer);
    return {must("host", hp), first("hostnumber", hp) ? host_kind::hostnumber : host_kind::hostname, first("port", hp)};
  }

  [[nodiscard]] ast::login login(const text& outer) const {
    const auto l = must("login", outer);
    return {first("user", l), first("password", l), hostport(l)};
  }

  [[nodiscard]] std::optional<ast::path> path_in(const text& outer) const {
    if (auto raw = first("path", outer)) {
      return path_of(*raw);
    }
    return std::nullopt;
  }

  [[nodiscard]] std::optional<ast::search> search(const text& outer) const {
    if (auto raw = first("search", outer)) {
      return ast::search{*raw};
    }
    return std::nullopt;
  }

  [[nodiscard]] ast::addr_spec addr_spec(const text& outer) const {
    const auto a = must("addr-spec", outer);
    return {a, must("local-part", a), must("domain", a)};
  }

 private:
  [[nodiscard]] text text_of(const capture& c) const {
    return {input_.substr(base_ + c.begin, c.end - c.begin), base_ + c.begin};
  }

  [[nodiscard]] bool is(const capture& c, std::string_view name, const text& outer) const {
    return c.name == name && base_ + c.begin >= outer.offset && base_ + c.end <= outer.offset + outer.raw.size();
  }

  std::string_view input_;
  std::size_t base_;
  const capture* begin_;
  const capture* end_;
};

ftpaddress read_ftp(const components& c, const text& a) {
  ftpaddress out{c.login(a), *c.path_in(a), std::nullopt};
  if (auto type = c.first("ftptype", a)) {
    out.ftptype = ftptype{*type, c.first("formcode", *type), c.first("digits", *type)};
  }
  return out;
}

newsaddress read_news(const components& c, const text& a) {
  newsaddress out{c.must("groupart", a), c.first("group", a), std::nullopt};
  if (auto raw = c.first("article", a)) {
    // The article's own xalphas end first; its host's hostname has xalphas
    // of its own.
    out.article = article{*raw, c.must("xalphas", *raw), c.must("host", *raw),
                          c.first("hostnumber", *raw) ? host_kind::hostnumber : host_kind::hostname};
  }
  return out;
}

waisdoc read_waisdoc(const components& c, const text& a) {
  const auto raw = c.must("wpath", a);
  // A wpath ends with the ";" of its last field.
  return {c.hostport(a), c.must("database", a), c.must("wtype", a),
          ast::wpath{raw, split_list<wpath_field>(raw, ';', &wpath_field_of, list_ending::void_piece)}};
}

prosperolink read_prospero(const components& c, const text& a) {
  prosperolink out{c.hostport(a), path_of(c.must("hsoname", a)), c.first("version", a), std::nullopt};
  if (auto raw = c.first("attributes", a)) {
    out.attributes = attributes{*raw, *raw};
  }
  return out;
}

// How each address alternative is read, in the order of ast::address.
struct reader {
  std::string_view production;
  address (*read)(const components& c, const text& a);
};

constexpr std::array<reader, std::variant_size_v<address>> readers{{
    {"httpaddress",
     [](const components& c, const text& a) -> address {
       return httpaddress{c.hostport(a), c.path_in(a), c.search(a)};
     }},
    {"ftpaddress", [](const components& c, const text& a) -> address { return read_ftp(c, a); }},
    {"newsaddress", [](const components& c, const text& a) -> address { return read_news(c, a); }},
    {"nntpaddress",
     [](const components& c, const text& a) -> address {
       return nntpaddress{c.must("group", a), c.must("digits", a)};
     }},
    {"prosperolink", [](const components& c, const text& a) -> address { return read_prospero(c, a); }},
    {"telnetaddress", [](const components& c, const text& a) -> address { return telnetaddress{c.login(a)}; }},
    {"gopheraddress",
     [](const components& c, const text& a) -> address {
       return gopheraddress{c.hostport(a), c.first("gtype", a), c.first("gcommand", a)};
     }},
    {"waisindex",
     [](const components& c, const text& a) -> address {
       return waisindex{c.hostport(a), c.must("database", a), c.search(a)};
     }},
    {"waisdoc", [](const components& c, const text& a) -> address { return read_waisdoc(c, a); }},
    {"mailtoaddress",
     [](const components& c, const text& a) -> address {
       // The mailto xalphas end first; the hostname's own xalphas end
       // after them.
       return mailtoaddress{c.must("xalphas", a), c.must("hostname", a)};
     }},
    {"midaddress", [](const components& c, const text& a) -> address { return midaddress{c.addr_spec(a)}; }},
    {"cidaddress",
     [](const components& c, const text& a) -> address {
       return cidaddress{c.must("content-identifier", a), c.addr_spec(a)};
     }},
}};

// The address the URL BNF derived: the alternative found among the
// captures.
std::optional<address> read_address(const components& c) {
  for (const auto& r : readers) {
    if (const auto a = c.outermost(r.production)) {
      return r.read(c, *a);
    }
  }
  return std::nullopt;
}

fragmentaddress read_generic(const components& c) {
  const auto uri = *c.outermost("uri");
  return {uri, c.must("scheme", uri), path_of(c.must("path", uri)), c.search(uri), c.outermost("fragmentid")};
}

}  // namespace

std::string_view production_of(const address& a) { return readers[a.index()].production; }

path path_of(const text& raw) { return {raw, split(raw, '/', list_ending::void_piece)}; }

wpath_field wpath_field_of(const text& raw) {
  const auto equals = raw.raw.find('=');
  return {text{raw.raw.substr(0, equals), raw.offset},
          path_of(text{raw.raw.substr(equals + 1), raw.offset + equals + 1})};
}

url parse(std::string_view input, const options& opts) {
  constexpr std::string_view url_prefix = "url:";
  url result;
  std::size_t base = 0;
  if (opts.grammar == grammar::url && input.substr(0, url_prefix.size()) == url_prefix) {
    result.prefix = text{input.substr(0, url_prefix.size()), 0};
    base = url_prefix.size();
  }
  // The verdict's own run fills the log of the BNF that judged; the other
  // BNF's reading, when wanted, is one more run.
  detail::derivation_spans by_url;
  detail::derivation_spans by_generic;
  result.verdict = result.prefix
                       ? check_prefixed(input, opts, &by_url.log(), &by_generic.log(), detail::diagnosis::deferred)
                       : check(input, {}, opts, &by_url.log(), &by_generic.log(), detail::diagnosis::deferred);
  const auto rest = input.substr(base);
  if (const auto colon = rest.find(':');
      colon != std::string_view::npos && accepts(rest.substr(0, colon), "scheme", opts)) {
    result.scheme = text{rest.substr(0, colon), base};
  }
  options generic;
  generic.grammar = grammar::generic;
  // The verdict is the generic BNF's when its run filled the log.
  bool generic_accepted = result.verdict.valid;
  if (!by_generic.log().ran()) {
    detail::start_probe unused;
    generic_accepted = accepts_probed("fragmentaddress", rest, generic, unused, &by_generic.log(), nullptr);
  }
  const auto read = [&](detail::derivation_spans& derived, bool accepted, std::string_view production,
                        const options& by, auto reader) {
    derived.take(accepted, [&] { return derive(rest, rule_name{production}, by); });
    if (derived.accepted()) {
      reader(components(input, base, derived.begin(), derived.end()));
    }
  };
  if (opts.grammar == grammar::url && by_url.log().ran()) {
    read(by_url, result.verdict.valid, "url", opts, [&](const components& c) { result.specific = read_address(c); });
  }
  read(by_generic, generic_accepted, "fragmentaddress", generic,
       [&](const components& c) { result.generic = read_generic(c); });
  return result;
}

}  // namespace urlbnf::rfc1630::ast
