#include "rfc3987_json.hpp"

namespace urlbnf::cli {
namespace {

namespace ast = rfc3987::ast;

json authority_json(const std::optional<ast::iauthority>& a) {
  if (!a) {
    return nullptr;
  }
  auto host = component(a->ihost.raw);
  host["production"] = ast::name_of(a->ihost.kind);
  if (a->ihost.kind == ast::host_kind::IP_literal) {
    host["IPv6address"] = component(a->ihost.IPv6address);
    host["IPvFuture"] = component(a->ihost.IPvFuture);
  }
  auto j = component(a->raw);
  j["iuserinfo"] = component(a->iuserinfo);
  j["ihost"] = host;
  j["port"] = component(a->port);
  return j;
}

}  // namespace

json rfc3987_tree_json(const rfc3987::ast::iri_reference& iri) {
  json out = json::object();
  out["IRI"] = component(iri.IRI);
  out["irelative-ref"] = component(iri.irelative_ref);
  out["scheme"] = component(iri.scheme);
  out["iauthority"] = authority_json(iri.iauthority);
  if (iri.verdict.valid) {
    auto path = component(iri.ipath);
    path["production"] = ast::name_of(iri.ipath_form);
    out["ipath"] = path;
  } else {
    out["ipath"] = nullptr;
  }
  json segments = json::array();
  for (const auto& s : iri.isegments) {
    segments.push_back(component(s));
  }
  out["isegment"] = segments;
  out["iquery"] = component(iri.iquery);
  out["ifragment"] = component(iri.ifragment);
  return out;
}

uri_parts rfc3987_parts(const rfc3987::ast::iri_reference& iri) {
  if (!iri.verdict.valid) {
    return {};
  }
  uri_parts p;
  p.scheme = iri.scheme;
  if (iri.iauthority) {
    p.authority = iri.iauthority->raw;
    p.userinfo = iri.iauthority->iuserinfo;
    p.host = iri.iauthority->ihost.raw;
    p.port = iri.iauthority->port;
  }
  p.path = iri.ipath;
  p.query = iri.iquery;
  p.fragment = iri.ifragment;
  return p;
}

}  // namespace urlbnf::cli
