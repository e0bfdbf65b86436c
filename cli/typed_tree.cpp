#include "typed_tree.hpp"

#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1808/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>

#include "cli.hpp"
#include "rfc1630_json.hpp"
#include "rfc1738_json.hpp"
#include "rfc1808_json.hpp"
#include "rfc2396_json.hpp"
#include "rfc3986_json.hpp"

namespace urlbnf::cli {

json typed_tree_json(std::string_view input, const grammar_options& opts, judgement& verdict) {
  // Each API's parse and its tree's renderer.
  return std::visit(overloaded{[&](const rfc1630::options& o) {
                                 const auto url = rfc1630::ast::parse(input, o);
                                 verdict = url.verdict;
                                 return rfc1630_tree_json(input, url, o.grammar);
                               },
                               [&](const rfc1738::options& o) {
                                 const auto url = rfc1738::ast::parse(input, o);
                                 verdict = url.verdict;
                                 return rfc1738_tree_json(input, url);
                               },
                               [&](const rfc1808::options& o) {
                                 const auto url = rfc1808::ast::parse(input, o);
                                 verdict = url.verdict;
                                 return rfc1808_tree_json(input, url);
                               },
                               [&](const rfc2396::options& o) {
                                 const auto uri = rfc2396::ast::parse(input, o);
                                 verdict = uri.verdict;
                                 return rfc2396_tree_json(input, uri);
                               },
                               [&](const rfc3986::options& o) {
                                 const auto uri = rfc3986::ast::parse(input, o);
                                 verdict = uri.verdict;
                                 return rfc3986_tree_json(input, uri);
                               }},
                    opts);
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
