#include "rfc2396_json.hpp"

namespace urlbnf::cli {
namespace {

namespace ast = rfc2396::ast;

json authority_json(const std::optional<ast::authority>& a) {
  if (!a) {
    return nullptr;
  }
  auto j = component(a->raw);
  j["server"] = nullptr;
  if (a->server) {
    static constexpr const char* kinds[] = {"hostname", "IPv4address", "IPv6reference"};
    auto host = component(a->server->host);
    if (a->server->host) {
      host["production"] = kinds[static_cast<int>(a->server->kind)];
    }
    j["server"] = {{"userinfo", component(a->server->userinfo)}, {"host", host}, {"port", component(a->server->port)}};
  }
  j["reg_name"] = component(a->reg_name);
  j["reading"] = ast::explanation(a->reading);
  j["reading_code"] = ast::name_of(a->reading);
  return j;
}

}  // namespace

json rfc2396_tree_json(const rfc2396::ast::uri_reference& uri) {
  json out = json::object();
  out["absoluteURI"] = component(uri.absoluteURI);
  out["relativeURI"] = component(uri.relativeURI);
  out["scheme"] = component(uri.scheme);
  out["opaque_part"] = component(uri.opaque_part);
  out["net_path"] = component(uri.net_path);
  out["authority"] = authority_json(uri.authority);
  out["abs_path"] = component(uri.abs_path);
  out["rel_path"] = component(uri.rel_path);
  out["rel_segment"] = component(uri.rel_segment);
  json segments = json::array();
  for (const auto& s : uri.segments) {
    auto seg = component(s.raw);
    json params = json::array();
    for (const auto& p : s.params) {
      params.push_back(component(p));
    }
    seg["param"] = params;
    segments.push_back(seg);
  }
  out["segment"] = segments;
  out["query"] = component(uri.query);
  out["fragment"] = component(uri.fragment);
  return out;
}

uri_parts rfc2396_parts(const rfc2396::ast::uri_reference& uri) {
  if (!uri.verdict.valid) {
    return {};
  }
  uri_parts p;
  p.scheme = uri.scheme;
  if (uri.authority) {
    p.authority = uri.authority->raw;
    if (uri.authority->server) {
      p.userinfo = uri.authority->server->userinfo;
      p.host = uri.authority->server->host;
      p.port = uri.authority->server->port;
    }
  }
  // The path production the reference took; an authority alone has none,
  // which, as in RFC 3986, is an empty path.
  p.path = uri.rel_path ? uri.rel_path : uri.abs_path ? uri.abs_path : uri.opaque_part;
  if (!p.path) {
    p.path = text{};
  }
  p.query = uri.query;
  p.fragment = uri.fragment;
  return p;
}

}  // namespace urlbnf::cli
