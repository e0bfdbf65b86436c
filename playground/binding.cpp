// The playground's entry into the package's WebAssembly module
// (bindings/js/): what the page asks beyond the C API, each answer a JSON
// string. Verdicts, explanations and derivation trees are rendered, and
// resolutions made, by the code the urlbnf command uses
// (cli/json_render.cpp, cli/tree_render.cpp, cli/resolution.cpp), so that
// the page and the command never disagree. The grammars and their
// productions the page lists come from the C API, through the package.
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/wording.hpp>
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

// Exactly what `urlbnf check --all --json INPUT` prints: one line per
// grammar, each ending in a newline.
std::string check_all(const std::string& input) {
  cli::output_buffer out;
  for (const auto& g : grammars()) {
    cli::render_verdict_json(out, input, g.check_worded(input, {}, command_vocabulary()));
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
  const auto j = g->check_worded(input, {}, command_vocabulary());
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
  std::visit([](auto& o) { o.vocabulary = &command_vocabulary(); }, options);
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
  for (const auto& a : cli::every_rfc(base, false).resolve(reference, true)) {
    out.push_back(cli::answer_json(a));
  }
  return cli::dump(out);
}

// The normal forms, as `urlbnf normalize --json --rfc 2396` and
// `--rfc 3986` print them (the verdict's keys and "normalized").
std::string normalize(const std::string& input) {
  rfc2396::options by_2396;
  by_2396.vocabulary = &command_vocabulary();
  rfc3986::options by_3986;
  by_3986.vocabulary = &command_vocabulary();
  return cli::dump(json::array({cli::normalization_json(input, rfc2396::normalize(input, by_2396)),
                                cli::normalization_json(input, rfc3986::normalize(input, by_3986))}));
}

// The answer in a buffer of malloc's that the caller frees, its size in
// *size; NULL when there is no memory for it. An exception becomes
// {"error"}, or NULL, never a throw into JavaScript.
template <typename Answer>
char* answered(std::size_t* size, Answer answer) {
  std::string text;
  try {
    text = answer();
  } catch (const std::exception& e) {
    try {
      text = cli::dump({{"error", std::string("the playground's module failed: ") + e.what()}});
    } catch (const std::exception&) {
      return nullptr;
    }
  }
  auto* out = static_cast<char*>(std::malloc(text.size() + 1));
  if (out != nullptr) {
    std::memcpy(out, text.data(), text.size());
    *size = text.size();
  }
  return out;
}

std::string text_of(const char* data, std::size_t size) { return size == 0 ? std::string() : std::string(data, size); }

}  // namespace
}  // namespace urlbnf::playground

// The exports the package's JavaScript calls (bindings/js/src/core.js,
// `playground`): each input a pointer and a size in bytes, as the C API
// takes it.
extern "C" {

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_check_all(const char* input, std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return check_all(text_of(input, input_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_tree(const char* rfc, std::size_t rfc_size, const char* input,
                                                  std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return tree(text_of(rfc, rfc_size), text_of(input, input_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_parse(const char* rfc, std::size_t rfc_size, const char* input,
                                                   std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return parse(text_of(rfc, rfc_size), text_of(input, input_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_explain(const char* rfc, std::size_t rfc_size, const char* rule,
                                                     std::size_t rule_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return explain(text_of(rfc, rfc_size), text_of(rule, rule_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_resolve(const char* base, std::size_t base_size, const char* reference,
                                                     std::size_t reference_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return resolve(text_of(base, base_size), text_of(reference, reference_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_normalize(const char* input, std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return normalize(text_of(input, input_size)); });
}

}
