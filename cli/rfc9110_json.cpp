#include "rfc9110_json.hpp"

namespace urlbnf::cli {

json rfc9110_tree_json(const rfc9110::ast::uri& uri) {
  json out = json::object();
  if (!uri.verdict.valid) {
    for (const auto* key : {"production", "scheme", "authority", "path", "query", "origin"}) {
      out[key] = nullptr;
    }
    out["segment"] = json::array();
    return out;
  }
  out["production"] = std::string(uri.production);
  out["scheme"] = component(uri.scheme);
  auto host = component(uri.authority.host.raw);
  host["production"] = rfc3986::ast::name_of(uri.authority.host.kind);
  if (uri.authority.host.kind == rfc3986::ast::host_kind::IP_literal) {
    host["IPv6address"] = component(uri.authority.host.IPv6address);
    host["IPvFuture"] = component(uri.authority.host.IPvFuture);
  }
  auto authority = component(uri.authority.raw);
  authority["userinfo"] = component(uri.authority.userinfo);
  authority["host"] = host;
  authority["port"] = component(uri.authority.port);
  out["authority"] = authority;
  auto path = component(uri.path);
  path["production"] = "path-abempty";
  out["path"] = path;
  json segments = json::array();
  for (const auto& s : uri.segments) {
    segments.push_back(component(s));
  }
  out["segment"] = segments;
  out["query"] = component(uri.query);
  const auto& o = uri.origin;
  out["origin"] = json{{"scheme", std::string(o.scheme)},
                       {"host", o.host_lowercase()},
                       {"host_production", std::string(rfc3986::ast::name_of(o.kind))},
                       {"port_number", o.port ? json(*o.port) : json(nullptr)},
                       {"port_source", std::string(rfc9110::ast::name_of(o.port_from))}};
  return out;
}

uri_parts rfc9110_parts(const rfc9110::ast::uri& uri) {
  if (!uri.verdict.valid) {
    return {};
  }
  uri_parts p;
  p.scheme = uri.scheme;
  p.authority = uri.authority.raw;
  p.userinfo = uri.authority.userinfo;
  p.host = uri.authority.host.raw;
  p.port = uri.authority.port;
  p.path = uri.path;
  p.query = uri.query;
  return p;
}

}  // namespace urlbnf::cli
