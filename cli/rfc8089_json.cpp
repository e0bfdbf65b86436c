#include "rfc8089_json.hpp"

namespace urlbnf::cli {

json rfc8089_tree_json(const rfc8089::ast::file_uri& uri) {
  json out = json::object();
  out["file-scheme"] = component(uri.file_scheme);
  out["file-auth"] = component(uri.file_auth);
  out["userinfo"] = component(uri.userinfo);
  out["host"] = component(uri.host);
  out["host-kind"] = rfc8089::ast::name_of(uri.host_kind);
  out["path"] = component(uri.path);
  out["path-absolute"] = component(uri.path_absolute);
  out["drive-letter"] = component(uri.drive_letter);
  out["drive"] = component(uri.drive);
  out["unc-authority"] = component(uri.unc_authority);
  out["file-host"] = component(uri.unc_host);
  out["share"] = component(uri.unc_share);
  return out;
}

}  // namespace urlbnf::cli
