// From the spans the grammar's actions captured to the typed tree.
#include <algorithm>
#include <urlbnf/rfc1738/ast.hpp>

namespace urlbnf::rfc1738::ast {
namespace {

// The captured components of one derivation, looked up by production name.
class components {
 public:
  components(std::string_view input, std::vector<capture> spans) : input_(input), spans_(std::move(spans)) {}

  [[nodiscard]] std::optional<text> first(std::string_view name, std::size_t from = 0) const {
    const auto it =
        std::find_if(spans_.begin(), spans_.end(), [&](const capture& c) { return c.name == name && c.begin >= from; });
    if (it == spans_.end()) {
      return std::nullopt;
    }
    return to_text(*it);
  }

  [[nodiscard]] text must(std::string_view name) const { return first(name).value_or(text{{}, 0}); }

  [[nodiscard]] std::vector<text> all(std::string_view name) const {
    std::vector<text> out;
    for (const auto& c : spans_) {
      if (c.name == name) {
        out.push_back(to_text(c));
      }
    }
    return out;
  }

  [[nodiscard]] bool has(std::string_view name) const { return first(name).has_value(); }

  [[nodiscard]] ast::hostport hostport() const {
    return {must("host"), has("hostnumber") ? host_kind::hostnumber : host_kind::hostname, first("port")};
  }

  [[nodiscard]] ast::login login() const { return {first("user"), first("password"), hostport()}; }

  [[nodiscard]] std::optional<path> path_of(std::string_view whole, std::string_view segment) const {
    if (auto raw = first(whole)) {
      return path{*raw, all(segment)};
    }
    return std::nullopt;
  }

 private:
  [[nodiscard]] text to_text(const capture& c) const { return {input_.substr(c.begin, c.end - c.begin), c.begin}; }

  std::string_view input_;
  std::vector<capture> spans_;
};

scheme_url build(std::string_view production, const components& c) {
  if (production == "ftpurl") {
    return ftpurl{c.login(), c.path_of("fpath", "fsegment"), c.first("ftptype")};
  }
  if (production == "fileurl") {
    return fileurl{c.first("host"), *c.path_of("fpath", "fsegment")};
  }
  if (production == "httpurl") {
    return httpurl{c.hostport(), c.path_of("hpath", "hsegment"), c.first("search")};
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
  const auto names = c.all("fieldname");
  const auto values = c.all("fieldvalue");
  std::vector<fieldspec> specs;
  for (std::size_t i = 0; i < names.size() && i < values.size(); ++i) {
    specs.push_back({names[i], values[i]});
  }
  return prosperourl{c.hostport(), *c.path_of("ppath", "psegment"), specs};
}

}  // namespace

url parse(std::string_view input, const options& opts) {
  url result;
  result.verdict = check(input, "url", opts);
  if (auto spans = derive("genericurl", input, opts)) {
    const components c(input, std::move(*spans));
    genericurl g{c.must("scheme"), c.must("schemepart"), std::nullopt};
    if (c.has("ip-schemepart")) {
      g.ip_schemepart = ip_schemepart{c.login(), c.first("urlpath")};
    }
    result.scheme = g.scheme;
    result.generic = g;
  }
  const auto colon = input.find(':');
  const auto production = scheme_production(input.substr(0, colon == std::string_view::npos ? 0 : colon), opts);
  if (!production.empty()) {
    result.scheme = text{input.substr(0, colon), 0};
    if (auto spans = derive(production, input, opts)) {
      result.specific = build(production, components(input, std::move(*spans)));
    }
  }
  return result;
}

}  // namespace urlbnf::rfc1738::ast
