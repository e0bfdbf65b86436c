// The playground's binding (Embind): what the page asks of the library,
// each answer a JSON string. Verdicts, explanations and derivation trees
// are rendered, and resolutions made, by the code the urlbnf command uses
// (cli/json_render.cpp, cli/tree_render.cpp, cli/resolution.cpp), so
// that the page and the command never disagree.
#include <emscripten/bind.h>

#include <optional>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <utility>
#include <variant>
#include <vector>

#include "../cli/json_render.hpp"
#include "../cli/resolution.hpp"
#include "../cli/tree_render.hpp"
#include "../cli/typed_tree.hpp"

namespace urlbnf::playground {
namespace {

using cli::json;

// The registry's grammars, in its order: the page lists no grammar itself.
std::string grammar_list() {
  json out = json::array();
  for (const auto& g : grammars()) {
    out.push_back({{"name", g.name}, {"title", g.title}, {"default_rule", g.default_rule}});
  }
  return cli::dump(out);
}

// The productions of the grammar named `rfc`, in the order `urlbnf rules`
// lists them, with the section that governs each; empty for no grammar.
std::string production_list(const std::string& rfc) {
  json out = json::array();
  if (const auto* g = find_grammar(rfc)) {
    for (const auto& p : g->productions()) {
      out.push_back({{"name", p.name}, {"section", p.section}});
    }
  }
  return cli::dump(out);
}

// Exactly what `urlbnf check --all --json INPUT` prints: one line per
// grammar, each ending in a newline.
std::string check_all(const std::string& input) {
  cli::output_buffer out;
  for (const auto& g : grammars()) {
    cli::render_verdict_json(out, input, g.check_worded(input, {}, cli::cli_vocabulary()));
    out << '\n';
  }
  return std::string(out.view());
}

struct derived {
  const grammar_entry* grammar;
  std::vector<derivation_node> nodes;
};

std::optional<derived> derive(const grammar_entry& g, std::string_view rule, std::string_view input) {
  auto nodes = g.derivation(input, rule_name{rule});
  if (!nodes) {
    return std::nullopt;
  }
  return derived{&g, std::move(*nodes)};
}

// The tree of what check judged, chosen as `urlbnf tree` chooses it: for
// a verdict by the scheme reading, the matched production's tree in the
// grammar that defines it; otherwise the default rule's.
std::optional<derived> tree_of(const grammar_entry& g, std::string_view input, const judgement& j) {
  if (j.reading == reading_kind::scheme) {
    if (auto d = derive(g, j.match, input)) {
      return d;
    }
    for (const auto& other : grammars()) {
      if (auto d = &other != &g ? derive(other, j.match, input) : std::nullopt) {
        return d;
      }
    }
  }
  return derive(g, g.default_rule, input);
}

const char* kind_name(cli::shown_node::kind k) {
  switch (k) {
    case cli::shown_node::kind::production:
      return "production";
    case cli::shown_node::kind::literal:
      return "literal";
    case cli::shown_node::kind::classes:
      return "classes";
  }
  return "production";
}

// The derivation tree of `input` by the grammar named `rfc`, its
// character classes folded as `urlbnf tree` folds them: {"verdict",
// "derived_by" (the grammar whose production is the root), "nodes"
// (pre-order, children as indices)}; "nodes" is null when the input is
// rejected or no production derives it whole.
std::string tree(const std::string& rfc, const std::string& input) {
  const auto* g = find_grammar(rfc);
  if (g == nullptr) {
    return cli::dump({{"error", "unknown grammar " + rfc}});
  }
  const auto j = g->check_worded(input, {}, cli::cli_vocabulary());
  json out{{"verdict", cli::verdict_json(input, j)}, {"derived_by", nullptr}, {"nodes", nullptr}};
  const auto d = j.valid ? tree_of(*g, input, j) : std::nullopt;
  if (!d) {
    return cli::dump(out);
  }
  json nodes = json::array();
  for (const auto& n : cli::shown_nodes(d->nodes, false)) {
    nodes.push_back({{"kind", kind_name(n.k)},
                     {"names", n.names},
                     {"label", cli::node_label(n)},
                     {"begin", n.begin},
                     {"end", n.end},
                     {"children", n.children}});
  }
  out["derived_by"] = d->grammar->name;
  out["nodes"] = std::move(nodes);
  return cli::dump(out);
}

// The typed tree, exactly as `urlbnf parse --rfc RFC --json` prints it
// (the strict reading); {"error"} for an unknown grammar.
std::string parse(const std::string& rfc, const std::string& input) {
  const auto* g = find_grammar(rfc);
  if (g == nullptr) {
    return cli::dump({{"error", "no grammar " + rfc}});
  }
  auto options = g->options;
  std::visit([](auto& o) { o.vocabulary = &cli::cli_vocabulary(); }, options);
  return cli::dump(cli::parse_json(input, cli::parse_typed(input, options)));
}

// `urlbnf explain --rfc RFC --rule RULE --json`'s object, with its five
// examples of seed 1; {"error"} when there is no such production.
std::string explain(const std::string& rfc, const std::string& rule) {
  const auto* g = find_grammar(rfc);
  const auto info = g != nullptr ? g->find_production(rule) : std::nullopt;
  if (!info) {
    return cli::dump({{"error", "no production " + rule + " in grammar " + rfc}});
  }
  try {
    const auto& model = bnf::model_of(g->name);
    const auto* production = model.find(info->name);
    if (production == nullptr) {
      return cli::dump({{"error", std::string(g->title) + "'s files do not define " + std::string(info->name)}});
    }
    return cli::dump(cli::explained_json(cli::explain(*g, *info, model, *production, 5, 1)));
  } catch (const bnf::reading_error& e) {
    return cli::dump({{"error", std::string("the built-in grammar files do not read: ") + e.what()}});
  }
}

std::string resolve(const std::string& base, const std::string& reference) {
  json out = json::array();
  for (const auto& a : cli::every_rfc(base, false).resolve(reference)) {
    out.push_back(cli::answer_json(a));
  }
  return cli::dump(out);
}

// The normal forms, as `urlbnf normalize --json --rfc 2396` and
// `--rfc 3986` print them (the verdict's keys and "normalized").
std::string normalize(const std::string& input) {
  rfc2396::options by_2396;
  by_2396.vocabulary = &cli::cli_vocabulary();
  rfc3986::options by_3986;
  by_3986.vocabulary = &cli::cli_vocabulary();
  return cli::dump(json::array({cli::normalization_json(input, rfc2396::normalize(input, by_2396)),
                                cli::normalization_json(input, rfc3986::normalize(input, by_3986))}));
}

}  // namespace
}  // namespace urlbnf::playground

EMSCRIPTEN_BINDINGS(urlbnf) {
  emscripten::function("grammars", &urlbnf::playground::grammar_list);
  emscripten::function("productions", &urlbnf::playground::production_list);
  emscripten::function("checkAll", &urlbnf::playground::check_all);
  emscripten::function("tree", &urlbnf::playground::tree);
  emscripten::function("parse", &urlbnf::playground::parse);
  emscripten::function("explain", &urlbnf::playground::explain);
  emscripten::function("resolve", &urlbnf::playground::resolve);
  emscripten::function("normalize", &urlbnf::playground::normalize);
}
