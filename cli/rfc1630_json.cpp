#include "rfc1630_json.hpp"

namespace urlbnf::cli {
namespace {

namespace ast = rfc1630::ast;

json host_json(const text& host, ast::host_kind kind) {
  auto j = component(host);
  j["production"] = kind == ast::host_kind::hostnumber ? "hostnumber" : "hostname";
  return j;
}

json hostport_json(const ast::hostport& hp) {
  return {{"host", host_json(hp.host, hp.kind)}, {"port", component(hp.port)}};
}

json login_json(const ast::login& l) {
  auto j = hostport_json(l.hostport);
  j["user"] = component(l.user);
  j["password"] = component(l.password);
  return j;
}

json path_json(const ast::path& p, const char* segment) {
  auto j = component(p.raw);
  json segments = json::array();
  for (const auto& s : p.segments) {
    segments.push_back(component(s));
  }
  j[segment] = segments;
  return j;
}

json path_json(const std::optional<ast::path>& p, const char* segment) {
  return p ? path_json(*p, segment) : json(nullptr);
}

json search_json(const std::optional<ast::search>& s) {
  if (!s) {
    return nullptr;
  }
  auto j = component(s->raw);
  j["words"] = s->words();
  return j;
}

json addr_spec_json(const ast::addr_spec& a) {
  auto j = component(a.raw);
  j["local-part"] = component(a.local_part);
  j["domain"] = component(a.domain);
  return j;
}

std::pair<std::string_view, json> address_json(const ast::address& address) {
  struct visitor {
    json operator()(const ast::httpaddress& v) const {
      auto j = hostport_json(v.hostport);
      j["path"] = path_json(v.path, "segment");
      j["search"] = search_json(v.search);
      return j;
    }
    json operator()(const ast::ftpaddress& v) const {
      auto j = login_json(v.login);
      j["path"] = path_json(v.path, "segment");
      json type = nullptr;
      if (v.ftptype) {
        type = component(v.ftptype->raw);
        type["formcode"] = component(v.ftptype->formcode);
        type["digits"] = component(v.ftptype->digits);
      }
      j["ftptype"] = type;
      j["directory_listing"] = v.directory_listing();
      return j;
    }
    json operator()(const ast::newsaddress& v) const {
      json article = nullptr;
      if (v.article) {
        article = component(v.article->raw);
        article["xalphas"] = component(v.article->xalphas);
        article["host"] = host_json(v.article->host, v.article->kind);
      }
      return {{"groupart", component(v.groupart)}, {"group", component(v.group)}, {"article", article}};
    }
    json operator()(const ast::nntpaddress& v) const {
      return {{"group", component(v.group)}, {"digits", component(v.digits)}};
    }
    json operator()(const ast::prosperolink& v) const {
      auto j = hostport_json(v.hostport);
      j["hsoname"] = path_json(v.hsoname, "segment");
      j["version"] = component(v.version);
      json attributes = nullptr;
      if (v.attributes) {
        attributes = component(v.attributes->raw);
        // The BNF's attributes are a list; the one attribute is its member.
        attributes["attribute"] = json::array({component(v.attributes->attribute)});
      }
      j["attributes"] = attributes;
      return j;
    }
    json operator()(const ast::telnetaddress& v) const { return login_json(v.login); }
    json operator()(const ast::gopheraddress& v) const {
      auto j = hostport_json(v.hostport);
      j["gtype"] = component(v.gtype);
      j["gcommand"] = component(v.gcommand);
      j["type"] = v.type();
      return j;
    }
    json operator()(const ast::waisindex& v) const {
      auto j = hostport_json(v.hostport);
      j["database"] = component(v.database);
      j["search"] = search_json(v.search);
      return j;
    }
    json operator()(const ast::waisdoc& v) const {
      auto j = hostport_json(v.hostport);
      j["database"] = component(v.database);
      j["wtype"] = component(v.wtype);
      auto wpath = component(v.wpath.raw);
      json fields = json::array();
      for (const auto& f : v.wpath.fields) {
        fields.push_back({{"digits", component(f.digits)}, {"path", path_json(f.path, "segment")}});
      }
      wpath["fields"] = fields;
      j["wpath"] = wpath;
      return j;
    }
    json operator()(const ast::mailtoaddress& v) const {
      return {{"xalphas", component(v.xalphas)}, {"hostname", component(v.hostname)}};
    }
    json operator()(const ast::midaddress& v) const { return {{"addr-spec", addr_spec_json(v.addr_spec)}}; }
    json operator()(const ast::cidaddress& v) const {
      return {{"content-identifier", component(v.content_identifier)}, {"addr-spec", addr_spec_json(v.addr_spec)}};
    }
  };
  return {ast::production_of(address), std::visit(visitor{}, address)};
}

json generic_json(const std::optional<ast::fragmentaddress>& f) {
  if (!f) {
    return nullptr;
  }
  return {{"uri", component(f->uri)},
          {"scheme", component(f->scheme)},
          {"path", path_json(f->path, "xpalphas")},
          {"search", search_json(f->search)},
          {"fragmentid", component(f->fragmentid)}};
}

}  // namespace

json rfc1630_tree_json(const rfc1630::ast::url& url, rfc1630::grammar g) {
  json out = json::object();
  if (g == rfc1630::grammar::url) {
    out["prefix"] = component(url.prefix);
  }
  out["scheme"] = component(url.scheme);
  if (url.specific) {
    auto [name, tree] = address_json(*url.specific);
    out[std::string(name)] = tree;
  }
  out["fragmentaddress"] = generic_json(url.generic);
  return out;
}

}  // namespace urlbnf::cli
