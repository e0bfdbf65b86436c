#include "rfc2397_json.hpp"

#include <string>

namespace urlbnf::cli {

json rfc2397_tree_json(const rfc2397::ast::dataurl& url) {
  json out = json::object();
  if (!url.verdict.valid) {
    // No data URL: no media type to default, no data to decode.
    for (const char* key : {"mediatype", "type", "subtype", "media_type", "charset", "data", "decoded_length",
                            "base64_error"}) {
      out[key] = nullptr;
    }
    for (const char* key : {"media_type_default", "charset_default", "base64"}) {
      out[key] = false;
    }
    out["parameter"] = json::array();
    return out;
  }
  out["mediatype"] = component(url.mediatype);
  out["type"] = component(url.type);
  out["subtype"] = component(url.subtype);
  out["media_type"] = std::string(url.type_or_default()) + "/" + std::string(url.subtype_or_default());
  out["media_type_default"] = !url.type.has_value();
  json parameters = json::array();
  for (const auto& p : url.parameters) {
    json item = json::object();
    item["attribute"] = component(p.attribute);
    item["value"] = component(p.value);
    item["decoded_value"] = p.decoded_value();
    parameters.push_back(std::move(item));
  }
  out["parameter"] = std::move(parameters);
  const auto charset = url.charset();
  out["charset"] = charset                    ? json(charset->decoded_value())
                   : url.charset_is_default() ? json(std::string(rfc2397::ast::dataurl::default_charset))
                                              : json(nullptr);
  out["charset_default"] = !charset && url.charset_is_default();
  out["base64"] = url.base64;
  out["data"] = component(url.data);
  const auto length = url.decoded_length();
  out["decoded_length"] = length ? json(*length) : json(nullptr);
  if (length) {
    out["base64_error"] = nullptr;
  } else {
    const auto& e = length.error();
    out["base64_error"] = json{{"offset", e.offset},
                               {"problem", std::string(rfc2397::name_of(e.problem))},
                               {"message", e.message()}};
  }
  return out;
}

}  // namespace urlbnf::cli
