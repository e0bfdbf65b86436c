// From the spans of the component productions to the typed tree.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1630/ast.hpp>

namespace urlbnf::rfc1630::ast {
namespace {

// The captured components of one derivation, as views into the whole
// input: a derivation of the input's tail after `base` is shifted by it.
class components {
 public:
  components(std::string_view input, std::size_t base, const std::vector<capture>& spans) {
    items_.reserve(spans.size());
    for (const auto& c : spans) {
      items_.push_back({c.name, {input.substr(base + c.begin, c.end - c.begin), base + c.begin}});
    }
  }

  // Every capture of `name` within `outer`, in the order they end.
  [[nodiscard]] std::vector<text> all(std::string_view name, const text& outer) const {
    std::vector<text> out;
    for (const auto& item : items_) {
      if (is(item, name, outer)) {
        out.push_back(item.second);
      }
    }
    return out;
  }

  // The first capture of `name` within `outer` to end.
  [[nodiscard]] std::optional<text> first(std::string_view name, const text& outer) const {
    const auto it = std::find_if(items_.begin(), items_.end(), [&](const auto& item) { return is(item, name, outer); });
    if (it == items_.end()) {
      return std::nullopt;
    }
    return it->second;
  }

  // A component the production being read always has.
  [[nodiscard]] text must(std::string_view name, const text& outer) const {
    return first(name, outer).value_or(text{{}, outer.offset});
  }

  // The outermost capture of `name`: a production's span is captured after
  // those of its parts.
  [[nodiscard]] std::optional<text> outermost(std::string_view name) const {
    const auto it = std::find_if(items_.rbegin(), items_.rend(), [&](const auto& item) { return item.first == name; });
    if (it == items_.rend()) {
      return std::nullopt;
    }
    return it->second;
  }

  [[nodiscard]] ast::hostport hostport(const text& outer) const {
    const auto hp = must("hostport", outer);
    return {must("host", hp), first("hostnumber", hp) ? host_kind::hostnumber : host_kind::hostname, first("port", hp)};
  }

  [[nodiscard]] ast::login login(const text& outer) const {
    const auto l = must("login", outer);
    return {first("user", l), first("password", l), hostport(l)};
  }

  // A path and its segments, named `segment` in the grammar at hand.
  [[nodiscard]] ast::path path(const text& raw, std::string_view segment) const { return {raw, all(segment, raw)}; }

  [[nodiscard]] std::optional<ast::path> path_in(const text& outer) const {
    if (auto raw = first("path", outer)) {
      return path(*raw, "segment");
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
  using item = std::pair<std::string_view, text>;

  static std::size_t end_of(const text& t) { return t.offset + t.raw.size(); }

  static bool is(const item& i, std::string_view name, const text& outer) {
    return i.first == name && i.second.offset >= outer.offset && end_of(i.second) <= end_of(outer);
  }

  std::vector<item> items_;
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
  // Each field's digits and path are the only ones within the wpath, in
  // order.
  const auto digits = c.all("digits", raw);
  const auto paths = c.all("path", raw);
  ast::wpath w{raw, {}};
  for (std::size_t i = 0; i < digits.size() && i < paths.size(); ++i) {
    w.fields.push_back({digits[i], c.path(paths[i], "segment")});
  }
  return {c.hostport(a), c.must("database", a), c.must("wtype", a), w};
}

prosperolink read_prospero(const components& c, const text& a) {
  prosperolink out{c.hostport(a), c.path(c.must("hsoname", a), "segment"), c.first("version", a), std::nullopt};
  if (auto raw = c.first("attributes", a)) {
    out.attributes = attributes{*raw, c.all("attribute", *raw)};
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
  return {uri, c.must("scheme", uri), c.path(c.must("path", uri), "xpalphas"), c.search(uri),
          c.outermost("fragmentid")};
}

}  // namespace

std::string_view production_of(const address& a) { return readers[a.index()].production; }

url parse(std::string_view input, const options& opts) {
  constexpr std::string_view url_prefix = "url:";
  url result;
  std::size_t base = 0;
  if (opts.grammar == grammar::url && input.substr(0, url_prefix.size()) == url_prefix) {
    result.prefix = text{input.substr(0, url_prefix.size()), 0};
    base = url_prefix.size();
  }
  const auto rule = opts.grammar == grammar::generic ? "fragmentaddress" : result.prefix ? "prefixedurl" : "url";
  result.verdict = check(input, rule, opts);
  const auto rest = input.substr(base);
  if (const auto colon = rest.find(':');
      colon != std::string_view::npos && accepts("scheme", rest.substr(0, colon), opts)) {
    result.scheme = text{rest.substr(0, colon), base};
  }
  if (opts.grammar == grammar::url) {
    if (const auto spans = derive("url", rest, opts)) {
      result.specific = read_address(components(input, base, *spans));
    }
  }
  options generic;
  generic.grammar = grammar::generic;
  if (const auto spans = derive("fragmentaddress", rest, generic)) {
    result.generic = read_generic(components(input, base, *spans));
  }
  return result;
}

}  // namespace urlbnf::rfc1630::ast
