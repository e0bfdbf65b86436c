// The playground's entry into the package's WebAssembly module
// (bindings/js/): what the page asks beyond the C API, each answer a JSON
// string. Verdicts, explanations and derivation trees are rendered, and
// resolutions made, by the code the urlbnf command uses
// (cli/json_render.cpp, cli/tree_render.cpp, cli/resolution.cpp), so that
// the page and the command never disagree. The grammars and their
// productions the page lists come from the C API, through the package.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <optional>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/wording.hpp>
#include <utility>
#include <variant>
#include <vector>

#include "../cli/divergence.hpp"
#include "../cli/json_render.hpp"
#include "../cli/railroad.hpp"
#include "../cli/railroad_lineage.hpp"
#include "../cli/railroad_path.hpp"
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
  const auto d = j.valid ? cli::tree_of(*g, g->default_rule, input, j) : std::nullopt;
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

// The outermost node of `nodes` that is the production `name` (as the
// model compares names) over the bytes [begin, end); npos when none is.
std::size_t node_at(const bnf::model& model, const std::vector<derivation_node>& nodes, std::string_view name,
                    std::size_t begin, std::size_t end) {
  const auto* wanted = model.find(name);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const auto& n = nodes[i];
    if (n.begin == begin && n.end == end && !n.literal && model.find(n.name) == wanted) {
      return i;
    }
  }
  return static_cast<std::size_t>(-1);
}

// A whole number the page passed (an offset, a seed) in decimal; npos for
// any other text.
std::size_t whole_number(const std::string& text) {
  if (text.empty() || text.size() > 15 || text.find_first_not_of("0123456789") != std::string::npos) {
    return static_cast<std::size_t>(-1);
  }
  return static_cast<std::size_t>(std::stoull(text));
}

// The railroad diagram of production `rule` of grammar `rfc`, as `urlbnf
// railroad --rfc RFC --rule RULE` draws it but alone (its links go to
// "#rr-NAME", which the page answers), with the production's BNF text,
// its reshaping note, and, when `input` derives by the grammar (as the
// page's tree derives it) through a node of the production over the bytes
// [begin, end), the path that node took (cli/railroad_path.hpp):
// {"rfc", "rule", "file", "line", "source", "reshaped", "svg", "path":
// null or {"exact", "steps": [{"leaf", "begin", "end"}]}}.
std::string railroad(const std::string& rfc, const std::string& rule, const std::string& input,
                     const std::string& begin, const std::string& end) {
  const auto* g = find_grammar(rfc);
  const auto info = g != nullptr ? g->find_production(rule) : std::nullopt;
  if (!info) {
    return cli::dump({{"error", "no production " + rule + " in grammar " + rfc}});
  }
  const auto& model = bnf::model_of(g->name);
  const auto* production = model.find(info->name);
  if (production == nullptr) {
    return cli::dump({{"error", std::string(g->title) + "'s files do not define " + std::string(info->name)}});
  }
  json out{{"rfc", g->name},
           {"rule", production->name},
           {"file", production->file},
           {"line", production->line},
           {"source", production->source},
           {"reshaped", info->reshaped.empty() ? json(nullptr) : json(info->reshaped)},
           {"svg", cli::railroad_svg_element(model, {production})},
           {"path", nullptr}};
  const auto from = whole_number(begin);
  const auto to = whole_number(end);
  const auto j = g->check_worded(input, {}, command_vocabulary());
  const auto d =
      j.valid && from <= to && to <= input.size() ? cli::tree_of(*g, g->default_rule, input, j) : std::nullopt;
  if (d && d->grammar == g) {
    const auto at = node_at(model, d->nodes, production->name, from, to);
    if (at < d->nodes.size()) {
      const auto path = cli::path_through(*g, model, *production, input, d->nodes, at);
      json steps = json::array();
      for (const auto& s : path.steps) {
        steps.push_back({{"leaf", s.leaf}, {"begin", s.begin}, {"end", s.end}});
      }
      out["path"] = {{"exact", path.exact}, {"steps", std::move(steps)}};
    }
  }
  return cli::dump(out);
}

// Whether `g` judges `input` at all: a grammar of a scheme (RFC 2397's
// data, RFC 9110's http and https, RFC 8089's file, in each of its
// grammars) rejects a URI of any other scheme at its first octet, which
// compares nothing.
bool judges(const grammar_entry& g, std::string_view input) {
  const auto colon = input.find(':');
  const auto scheme = colon == std::string_view::npos ? std::string_view() : input.substr(0, colon);
  bool of_schemes = false;
  for (const auto& other : grammars()) {
    if (other.options.index() != g.options.index()) {
      continue;
    }
    for (const auto& s : other.schemes) {
      of_schemes = true;
      if (detail::equal_ignoring_ascii_case(s.scheme, scheme)) {
        return true;
      }
    }
  }
  return !of_schemes;
}

// The grammars side by side on `input`. Each row: whether the grammar
// judges the input at all (a scheme's grammar judges only URIs of its
// scheme), its verdict, how far it went ("reached": the offset it stopped
// at, or the input's length and one more when it accepted), and what it
// expected where it stopped. "split" is the first offset where one of the
// grammars that judge stops while another goes on (null when all go as
// far). A grammar that accepts is set against the nearest one that
// rejects (the nearest older one, else the nearest newer): "chain" holds
// the productions of its tree over the byte where that one stopped,
// outermost first, and "deciding" the innermost of them that the other
// grammar defines otherwise. {"split", "rows": [{"rfc", "judges",
// "valid", "reached", "expected", "section", "against", "at", "chain",
// "deciding", "derived_by"}]}.
std::string compare(const std::string& input) {
  struct row {
    const grammar_entry* g;
    bool judges;
    judgement j;
    std::size_t reached;
  };
  std::vector<row> rows;
  std::size_t split = static_cast<std::size_t>(-1);
  std::size_t furthest = 0;
  for (const auto& g : grammars()) {
    auto j = g.check_worded(input, {}, command_vocabulary());
    const auto reached = j.valid ? input.size() + 1 : j.error->offset;
    const bool judged = judges(g, input);
    if (judged) {
      split = std::min(split, reached);
      furthest = std::max(furthest, reached);
    }
    rows.push_back({&g, judged, std::move(j), reached});
  }
  json out{{"split", split < furthest ? json(split) : json(nullptr)}, {"rows", json::array()}};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& r = rows[i];
    json item{{"rfc", r.g->name},       {"judges", r.judges},  {"valid", r.j.valid},   {"reached", r.reached},
              {"expected", nullptr},    {"section", nullptr},  {"against", nullptr},   {"at", nullptr},
              {"chain", json::array()}, {"deciding", nullptr}, {"derived_by", nullptr}};
    if (!r.j.valid) {
      item["expected"] = r.j.error->expected;
      item["section"] = r.j.error->section;
    }
    const row* against = nullptr;
    for (std::size_t k = 1; r.judges && r.j.valid && against == nullptr && k < rows.size(); ++k) {
      for (const auto at : {i - k, i + k}) {
        if (at < rows.size() && against == nullptr && rows[at].judges && !rows[at].j.valid) {
          against = &rows[at];
        }
      }
    }
    const auto d = against != nullptr ? cli::tree_of(*r.g, r.g->default_rule, input, r.j) : std::nullopt;
    if (d) {
      const auto at = against->reached;
      const auto& model = bnf::model_of(d->grammar->name);
      const auto& other = bnf::model_of(against->g->name);
      for (const auto& n : d->nodes) {
        const bool over = n.begin <= at && (at < n.end || (at == input.size() && n.end == at));
        if (!over || n.literal || n.character_class) {
          continue;
        }
        item["chain"].push_back({{"name", n.name}, {"begin", n.begin}, {"end", n.end}});
        const auto* mine = model.find(n.name);
        const auto* theirs = other.find(n.name);
        if (mine != nullptr && theirs != nullptr &&
            !cli::same_definition(mine->definition, theirs->definition, model.ignore_case || other.ignore_case)) {
          item["deciding"] = {{"name", n.name}, {"begin", n.begin}, {"end", n.end}};
        }
      }
      item["against"] = against->g->name;
      item["at"] = at;
      item["derived_by"] = d->grammar->name;
    }
    out["rows"].push_back(std::move(item));
  }
  return cli::dump(out);
}

// `urlbnf railroad --across --rule RULE --json`'s object: the production
// in every grammar that defines it, with what changed.
std::string lineage(const std::string& rule) {
  try {
    return cli::dump(cli::railroad_lineage_json(rule));
  } catch (const bnf::reading_error& e) {
    return cli::dump({{"error", std::string("the built-in grammar files do not read: ") + e.what()}});
  }
}

// `urlbnf diverge --rfc A --against B --rule RULE --seed SEED --json`'s
// object, with the command's default draws; {"error"} for what the
// command calls a usage error.
std::string diverge(const std::string& a, const std::string& b, const std::string& rule, const std::string& seed) {
  const auto* first = find_grammar(a);
  const auto* second = find_grammar(b);
  const auto s = whole_number(seed);
  if (first == nullptr || second == nullptr) {
    return cli::dump({{"error", "no grammar " + (first == nullptr ? a : b)}});
  }
  if (s == static_cast<std::size_t>(-1)) {
    return cli::dump({{"error", "the seed is a whole number, not \"" + seed + "\""}});
  }
  try {
    return cli::dump(cli::divergence_json(cli::diverge(*first, *second, rule, s, 1000)));
  } catch (const std::invalid_argument& e) {
    return cli::dump({{"error", e.what()}});
  } catch (const std::domain_error& e) {
    return cli::dump({{"error", e.what()}});
  }
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

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_railroad(const char* rfc, std::size_t rfc_size, const char* rule,
                                                      std::size_t rule_size, const char* input, std::size_t input_size,
                                                      const char* begin, std::size_t begin_size, const char* end,
                                                      std::size_t end_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] {
    return railroad(text_of(rfc, rfc_size), text_of(rule, rule_size), text_of(input, input_size),
                    text_of(begin, begin_size), text_of(end, end_size));
  });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_compare(const char* input, std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return compare(text_of(input, input_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_lineage(const char* rule, std::size_t rule_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return lineage(text_of(rule, rule_size)); });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_diverge(const char* a, std::size_t a_size, const char* b,
                                                     std::size_t b_size, const char* rule, std::size_t rule_size,
                                                     const char* seed, std::size_t seed_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] {
    return diverge(text_of(a, a_size), text_of(b, b_size), text_of(rule, rule_size), text_of(seed, seed_size));
  });
}

EMSCRIPTEN_KEEPALIVE char* urlbnf_playground_normalize(const char* input, std::size_t input_size, std::size_t* size) {
  using namespace urlbnf::playground;
  return answered(size, [&] { return normalize(text_of(input, input_size)); });
}
}
