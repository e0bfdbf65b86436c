#include "typed_tree.hpp"

#include <urlbnf/port.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1808/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2397/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc9110/ast.hpp>
#include <urlbnf/rfc8089/ast.hpp>
#include <urlbnf/rfc6068/ast.hpp>
#include <urlbnf/rfc3987/ast.hpp>

#include "cli.hpp"
#include "rfc1630_json.hpp"
#include "rfc1738_json.hpp"
#include "rfc1808_json.hpp"
#include "rfc2396_json.hpp"
#include "rfc2397_json.hpp"
#include "rfc3986_json.hpp"
#include "rfc9110_json.hpp"
#include "rfc8089_json.hpp"
#include "rfc6068_json.hpp"
#include "rfc3987_json.hpp"

namespace urlbnf::cli {

typed_parse parse_typed(std::string_view input, const grammar_options& opts) {
  // Each API's parse and its tree's renderer.
  return std::visit(overloaded{[&](const rfc1630::options& o) {
                                 const auto url = rfc1630::ast::parse(input, o);
                                 return typed_parse{url.verdict, rfc1630_tree_json(url, o.grammar), std::nullopt};
                               },
                               [&](const rfc1738::options& o) {
                                 const auto url = rfc1738::ast::parse(input, o);
                                 return typed_parse{url.verdict, rfc1738_tree_json(url), std::nullopt};
                               },
                               [&](const rfc1808::options& o) {
                                 const auto url = rfc1808::ast::parse(input, o);
                                 return typed_parse{url.verdict, rfc1808_tree_json(url), std::nullopt};
                               },
                               [&](const rfc2396::options& o) {
                                 const auto uri = rfc2396::ast::parse(input, o);
                                 return typed_parse{uri.verdict, rfc2396_tree_json(uri), rfc2396_parts(uri)};
                               },
                               [&](const rfc3986::options& o) {
                                 const auto uri = rfc3986::ast::parse(input, o);
                                 return typed_parse{uri.verdict, rfc3986_tree_json(uri), rfc3986_parts(uri)};
                               },
                               [&](const rfc9110::options& o) {
                                 const auto uri = rfc9110::ast::parse(input, o);
                                 return typed_parse{uri.verdict, rfc9110_tree_json(uri), rfc9110_parts(uri)};
                               },
                               [&](const rfc2397::options& o) {
                                 const auto url = rfc2397::ast::parse(input, o);
                                 return typed_parse{url.verdict, rfc2397_tree_json(url), std::nullopt};
                               },
                               [&](const rfc8089::options& o) {
                                 const auto uri = rfc8089::ast::parse(input, o);
                                 return typed_parse{uri.verdict, rfc8089_tree_json(uri), std::nullopt};
                               },
                               [&](const rfc6068::options& o) {
                                 const auto m = rfc6068::ast::parse(input, o);
                                 return typed_parse{m.verdict, rfc6068_tree_json(m), std::nullopt};
                               },
                               [&](const rfc3987::options& o) {
                                 const auto iri = rfc3987::ast::parse(input, o);
                                 return typed_parse{iri.verdict, rfc3987_tree_json(iri), rfc3987_parts(iri)};
                               }},
                    opts);
}

std::string json_key(std::string_view name) {
  std::string key;
  bool in_run = false;
  for (const char c : name) {
    const bool lower = c >= 'a' && c <= 'z';
    const bool upper = c >= 'A' && c <= 'Z';
    if (lower || upper || (c >= '0' && c <= '9')) {
      key += upper ? static_cast<char>(c - 'A' + 'a') : c;
      in_run = false;
    } else if (!in_run) {
      key += '_';
      in_run = true;
    }
  }
  return key;
}

namespace {

// What a port's digits say as a number: {"number", "reading"}.
void add_port_number(json& port) {
  const auto p = port_number::of(port["raw"].get<std::string>());
  const auto value = p.value();
  port["number"] = value ? json(*value) : json(nullptr);
  port["reading"] = name_of(p.how());
}

// `node` with every key by json_key, and each port component read as a
// number. The tree's depth is the grammar's, not the input's.
json keyed(const json& node) {
  if (node.is_array()) {
    json out = json::array();
    for (const auto& item : node) {
      out.push_back(keyed(item));
    }
    return out;
  }
  if (!node.is_object()) {
    return node;
  }
  json out = json::object();
  for (const auto& [name, value] : node.items()) {
    auto& slot = out[json_key(name)] = keyed(value);
    if (name == "port" && slot.is_object()) {
      add_port_number(slot);
    }
  }
  return out;
}

json raw_or_null(const std::optional<text>& t) { return t ? json(t->raw) : json(nullptr); }

}  // namespace

json parse_json(std::string_view input, const typed_parse& parsed) {
  auto out = verdict_json(input, parsed.verdict);
  out["tree"] = keyed(parsed.tree);
  if (parsed.parts) {
    const auto& p = *parsed.parts;
    out["scheme"] = raw_or_null(p.scheme);
    out["authority"] = raw_or_null(p.authority);
    out["userinfo"] = raw_or_null(p.userinfo);
    out["host"] = raw_or_null(p.host);
    out["port_text"] = raw_or_null(p.port);
    out["port"] = nullptr;
    out["port_reading"] = nullptr;
    if (p.port) {
      const auto port = port_number::of(p.port->raw);
      const auto value = port.value();
      out["port"] = value ? json(*value) : json(nullptr);
      out["port_reading"] = name_of(port.how());
    }
    out["path"] = raw_or_null(p.path);
    out["query"] = raw_or_null(p.query);
    out["fragment"] = raw_or_null(p.fragment);
  }
  return out;
}

void render_tree_text(output_buffer& out, const json& node, int depth) {
  for (const auto& [key, value] : node.items()) {
    const std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
    if (value.is_object() && value.contains("raw")) {
      out << pad << key << ": \"" << value["raw"].get<std::string>() << "\" @" << value["offset"].get<std::size_t>();
      if (value["decoded"] != value["raw"]) {
        out << " (decoded " << dump(value["decoded"]) << ")";
      }
      out << '\n';
      json rest = value;
      rest.erase("raw");
      rest.erase("offset");
      rest.erase("decoded");
      render_tree_text(out, rest, depth + 1);
    } else if (value.is_object()) {
      out << pad << key << ":\n";
      render_tree_text(out, value, depth + 1);
    } else if (value.is_array()) {
      out << pad << key << ": [" << value.size() << "]\n";
      for (const auto& item : value) {
        render_tree_text(out, json{{"-", item}}, depth + 1);
      }
    } else {
      out << pad << key << ": " << (value.is_null() ? std::string("(absent)") : dump(value)) << '\n';
    }
  }
}

}  // namespace urlbnf::cli
