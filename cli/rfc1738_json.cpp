#include "rfc1738_json.hpp"

#include <iostream>

namespace urlbnf::cli {
namespace {

namespace ast = rfc1738::ast;

json hostport_json(const ast::hostport& hp) {
  auto host = component(hp.host);
  host["production"] = hp.kind == ast::host_kind::hostnumber ? "hostnumber" : "hostname";
  return {{"host", host}, {"port", component(hp.port)}};
}

json login_json(const ast::login& l) {
  auto j = hostport_json(l.hostport);
  j["user"] = component(l.user);
  j["password"] = component(l.password);
  return j;
}

json path_json(const std::optional<ast::path>& p, const char* segment) {
  if (!p) {
    return nullptr;
  }
  auto j = component(p->raw);
  json segments = json::array();
  for (const auto& s : p->segments) {
    segments.push_back(component(s));
  }
  j[segment] = segments;
  return j;
}

std::pair<const char*, json> specific_json(const ast::scheme_url& u) {
  struct visitor {
    std::pair<const char*, json> operator()(const ast::ftpurl& v) const {
      auto j = login_json(v.login);
      j["fpath"] = path_json(v.fpath, "fsegment");
      j["ftptype"] = component(v.ftptype);
      return {"ftpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::fileurl& v) const {
      return {"fileurl",
              {{"host", component(v.host)},
               {"fpath", path_json(v.fpath, "fsegment")},
               {"local_machine", v.names_local_machine()}}};
    }
    std::pair<const char*, json> operator()(const ast::httpurl& v) const {
      auto j = hostport_json(v.hostport);
      j["hpath"] = path_json(v.hpath, "hsegment");
      j["search"] = component(v.search);
      return {"httpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::gopherurl& v) const {
      auto j = hostport_json(v.hostport);
      j["gtype"] = component(v.gtype);
      j["selector"] = component(v.selector);
      j["search"] = component(v.search);
      j["gopher+_string"] = component(v.gopher_plus_string);
      j["type"] = v.type();
      return {"gopherurl", j};
    }
    std::pair<const char*, json> operator()(const ast::mailtourl& v) const {
      return {"mailtourl", {{"encoded822addr", component(v.encoded822addr)}}};
    }
    std::pair<const char*, json> operator()(const ast::newsurl& v) const {
      return {"newsurl",
              {{"grouppart", component(v.grouppart)},
               {"group", component(v.group)},
               {"article", component(v.article)},
               {"all_groups", v.all_groups()}}};
    }
    std::pair<const char*, json> operator()(const ast::nntpurl& v) const {
      auto j = hostport_json(v.hostport);
      j["group"] = component(v.group);
      j["digits"] = component(v.digits);
      return {"nntpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::telneturl& v) const {
      return {"telneturl", login_json(v.login)};
    }
    std::pair<const char*, json> operator()(const ast::waisurl& v) const {
      static constexpr const char* forms[] = {"waisdatabase", "waisindex", "waisdoc"};
      auto j = hostport_json(v.hostport);
      j["form"] = forms[static_cast<int>(v.kind)];
      j["database"] = component(v.database);
      j["search"] = component(v.search);
      j["wtype"] = component(v.wtype);
      j["wpath"] = component(v.wpath);
      return {"waisurl", j};
    }
    std::pair<const char*, json> operator()(const ast::prosperourl& v) const {
      auto j = hostport_json(v.hostport);
      j["ppath"] = path_json(v.ppath, "psegment");
      json specs = json::array();
      for (const auto& f : v.fieldspecs) {
        specs.push_back({{"fieldname", component(f.fieldname)}, {"fieldvalue", component(f.fieldvalue)}});
      }
      j["fieldspec"] = specs;
      return {"prosperourl", j};
    }
  };
  return std::visit(visitor{}, u);
}

json generic_json(const std::optional<ast::genericurl>& g) {
  if (!g) {
    return nullptr;
  }
  json ip = nullptr;
  if (g->ip_schemepart) {
    ip = login_json(g->ip_schemepart->login);
    ip["urlpath"] = component(g->ip_schemepart->urlpath);
  }
  return {{"scheme", component(g->scheme)}, {"schemepart", component(g->schemepart)}, {"ip-schemepart", ip}};
}

}  // namespace

json rfc1738_tree_json(const rfc1738::ast::url& url) {
  json out = json::object();
  out["scheme"] = component(url.scheme);
  if (url.specific) {
    auto [name, tree] = specific_json(*url.specific);
    out[name] = tree;
  }
  out["genericurl"] = generic_json(url.generic);
  return out;
}

}  // namespace urlbnf::cli
