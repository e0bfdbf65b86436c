// The typed tree of an input by any registered grammar: its text view,
// which `urlbnf parse` prints, and its JSON object, which `urlbnf parse
// --json` prints and the playground shows.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>

#include "json_render.hpp"

namespace urlbnf::cli {

// The parts of a URI reference as written in it (raw, not decoded: decoding
// "%2F" in a path or "%26" in a query changes what it says), each absent
// when the reference has none.
struct uri_parts {
  std::optional<text> scheme;
  std::optional<text> authority;
  std::optional<text> userinfo;
  std::optional<text> host;
  std::optional<text> port;
  std::optional<text> path;
  std::optional<text> query;
  std::optional<text> fragment;
};

// An input parsed by a grammar's typed tree: the verdict, the tree keyed by
// the productions' names as the RFC spells them ("IP-literal",
// "gopher+_string"), and, for RFC 3986 and RFC 2396, the URI reference's
// parts (all absent when the input is invalid).
struct typed_parse {
  judgement verdict;
  json tree;
  std::optional<uri_parts> parts;
};

typed_parse parse_typed(std::string_view input, const grammar_options& opts);

// A production's name as a key of parse --json's tree: lower case, each run
// of characters other than ASCII letters and digits one "_" ("IP-literal"
// is "ip_literal", "gopher+_string" "gopher_string", "URI" "uri"). The
// tool's own keys ("raw", "reading_code") are left as they are.
std::string json_key(std::string_view name);

// parse --json's object: the verdict's keys (as check --json), "tree" (the
// typed tree, its keys by json_key, each port component with its "number"
// and "reading" as urlbnf::port_number reads its digits) and, where the
// grammar has them, the parts at the top level (scheme, authority,
// userinfo, host, port, port_text, port_reading, path, query, fragment).
json parse_json(std::string_view input, const typed_parse& parsed);

// A tree's components, indented, for people: parse's text view.
void render_tree_text(output_buffer& out, const json& node, int depth);

}  // namespace urlbnf::cli
