#include "rfc6068_json.hpp"

namespace urlbnf::cli {
namespace {

// A component whose decoded value is checked for UTF-8.
json checked(const text& t, const rfc6068::ast::decoded_value& value) {
  auto out = component(t);
  if (!value.utf8()) {
    out["utf8_error"] = *value.utf8_error;
  }
  return out;
}

json field_value(const std::optional<rfc6068::ast::header_field>& f) {
  return f ? checked(f->hfvalue, f->value()) : json(nullptr);
}

}  // namespace

json rfc6068_tree_json(const rfc6068::ast::mailto& m) {
  json out = json::object();
  out["mailtoURI"] = component(m.mailtoURI);
  out["to"] = component(m.to);
  json addresses = json::array();
  for (const auto& a : m.addresses) {
    auto one = checked(a.addr_spec, a.decoded());
    one["local-part"] = component(a.local_part);
    one["domain"] = component(a.domain);
    addresses.push_back(std::move(one));
  }
  out["addr-spec"] = std::move(addresses);
  out["hfields"] = component(m.hfields);
  json fields = json::array();
  for (const auto& f : m.fields) {
    auto one = component(f.hfield);
    one["hfname"] = checked(f.hfname, f.name());
    one["hfvalue"] = checked(f.hfvalue, f.value());
    fields.push_back(std::move(one));
  }
  out["hfield"] = std::move(fields);
  json recipients = json::array();
  for (const auto& r : m.recipients()) {
    recipients.push_back(r.octets);
  }
  out["recipients"] = std::move(recipients);
  out["subject"] = field_value(m.field("subject"));
  out["body"] = field_value(m.field("body"));
  return out;
}

}  // namespace urlbnf::cli
