#include "rfc3986_json.hpp"

namespace urlbnf::cli {
namespace {

namespace ast = rfc3986::ast;

json authority_json(const std::optional<ast::authority>& a) {
  if (!a) {
    return nullptr;
  }
  auto host = component(a->host.raw);
  host["production"] = ast::name_of(a->host.kind);
  if (a->host.kind == ast::host_kind::IP_literal) {
    host["IPv6address"] = component(a->host.IPv6address);
    host["ZoneID"] = component(a->host.ZoneID);
    host["IPvFuture"] = component(a->host.IPvFuture);
  }
  auto j = component(a->raw);
  j["userinfo"] = component(a->userinfo);
  j["host"] = host;
  j["port"] = component(a->port);
  return j;
}

}  // namespace

json rfc3986_tree_json(const rfc3986::ast::uri_reference& uri) {
  json out = json::object();
  out["URI"] = component(uri.URI);
  out["relative-ref"] = component(uri.relative_ref);
  out["scheme"] = component(uri.scheme);
  out["authority"] = authority_json(uri.authority);
  if (uri.verdict.valid) {
    auto path = component(uri.path);
    path["production"] = rfc3986::ast::name_of(uri.path_form);
    out["path"] = path;
  } else {
    out["path"] = nullptr;
  }
  json segments = json::array();
  for (const auto& s : uri.segments) {
    segments.push_back(component(s));
  }
  out["segment"] = segments;
  out["query"] = component(uri.query);
  out["fragment"] = component(uri.fragment);
  return out;
}

uri_parts rfc3986_parts(const rfc3986::ast::uri_reference& uri) {
  if (!uri.verdict.valid) {
    return {};
  }
  uri_parts p;
  p.scheme = uri.scheme;
  if (uri.authority) {
    p.authority = uri.authority->raw;
    p.userinfo = uri.authority->userinfo;
    p.host = uri.authority->host.raw;
    p.port = uri.authority->port;
  }
  p.path = uri.path;
  p.query = uri.query;
  p.fragment = uri.fragment;
  return p;
}

}  // namespace urlbnf::cli
