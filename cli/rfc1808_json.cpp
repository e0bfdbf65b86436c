#include "rfc1808_json.hpp"

namespace urlbnf::cli {
namespace {

json list_json(const text_list& list) {
  json out = json::array();
  for (const auto& t : list) {
    out.push_back(component(t));
  }
  return out;
}

}  // namespace

json rfc1808_tree_json(const rfc1808::ast::url& url) {
  json out = json::object();
  out["absoluteURL"] = component(url.absoluteURL);
  out["generic-RL"] = component(url.generic_RL);
  out["relativeURL"] = component(url.relativeURL);
  out["scheme"] = component(url.scheme);
  out["net_path"] = component(url.net_path);
  out["net_loc"] = component(url.net_loc);
  out["abs_path"] = component(url.abs_path);
  out["rel_path"] = component(url.rel_path);
  out["path"] = component(url.path);
  out["segment"] = list_json(url.segments);
  out["params"] = component(url.params);
  out["param"] = list_json(url.param);
  out["query"] = component(url.query);
  out["fragment"] = component(url.fragment);
  return out;
}

}  // namespace urlbnf::cli
