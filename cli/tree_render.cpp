#include "tree_render.hpp"

#include <algorithm>

#include "cli.hpp"

namespace urlbnf::cli {
namespace {

// Builds the shown nodes depth first; the depth is the grammar's nesting,
// never the input's length (repetitions are siblings).
class folder {
 public:
  folder(const std::vector<derivation_node>& derivation, bool classes)
      : derivation_(derivation), children_(derivation.size()), classes_(classes) {
    for (std::size_t i = 0; i < derivation.size(); ++i) {
      if (derivation[i].parent != derivation_node::root) {
        children_[derivation[i].parent].push_back(i);
      }
    }
  }

  std::vector<shown_node> run() {
    add(0);
    return std::move(out_);
  }

 private:
  std::size_t add(std::size_t i) {
    const auto& n = derivation_[i];
    out_.push_back(
        {n.literal ? shown_node::kind::literal : shown_node::kind::production, {n.name}, 1, n.begin, n.end, {}});
    const auto at = out_.size() - 1;
    std::vector<std::size_t> shown;
    const auto& kids = children_[i];
    for (std::size_t k = 0; k < kids.size();) {
      if (classes_ || !derivation_[kids[k]].character_class) {
        shown.push_back(add(kids[k++]));
        continue;
      }
      shown_node run{shown_node::kind::classes, {}, 0, derivation_[kids[k]].begin, derivation_[kids[k]].end, {}};
      for (; k < kids.size() && derivation_[kids[k]].character_class; ++k) {
        const auto name = derivation_[kids[k]].name;
        if (std::find(run.names.begin(), run.names.end(), name) == run.names.end()) {
          run.names.push_back(name);
        }
        ++run.count;
        run.end = derivation_[kids[k]].end;
      }
      // A parent made of classes alone shows its text already.
      if (!shown.empty() || k < kids.size()) {
        out_.push_back(std::move(run));
        shown.push_back(out_.size() - 1);
      }
    }
    out_[at].children = std::move(shown);
    return at;
  }

  const std::vector<derivation_node>& derivation_;
  std::vector<std::vector<std::size_t>> children_;
  bool classes_;
  std::vector<shown_node> out_;
};

std::string_view span_text(const shown_tree& tree, const shown_node& n) {
  return tree.input.substr(n.begin, n.end - n.begin);
}

std::string span(const shown_node& n) { return "[" + std::to_string(n.begin) + "," + std::to_string(n.end) + ")"; }

// `name [b,e) "text"`; a literal is its own text.
std::string line(const shown_tree& tree, const shown_node& n) {
  auto out = node_label(n) + ' ' + span(n);
  if (n.k != shown_node::kind::literal) {
    out += ' ' + quoted(span_text(tree, n));
  }
  return out;
}

void text_children(std::ostream& out, const shown_tree& tree, const shown_node& n, const std::string& prefix) {
  for (std::size_t c = 0; c < n.children.size(); ++c) {
    const bool last = c + 1 == n.children.size();
    const auto& child = tree.nodes[n.children[c]];
    out << prefix << (last ? "\xE2\x94\x94\xE2\x94\x80 " : "\xE2\x94\x9C\xE2\x94\x80 ") << line(tree, child) << '\n';
    text_children(out, tree, child, prefix + (last ? "   " : "\xE2\x94\x82  "));
  }
}

// Inside a double-quoted Graphviz string, where '\' starts an escape
// sequence (\n, \l, \N, ...) and '"' ends the string.
std::string dot_string(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '"') {
      out += '\\';
    }
    out += c;
  }
  return out;
}

// The productions of the tree, each with its index in the grammar's list:
// the same production has the same colour in every tree of the grammar.
class production_index {
 public:
  explicit production_index(const grammar_entry& g) : list_(g.productions()) {}
  [[nodiscard]] std::size_t of(std::string_view name) const {
    const auto it = std::find_if(list_.begin(), list_.end(), [&](const production_info& p) { return p.name == name; });
    return static_cast<std::size_t>(it - list_.begin());
  }
  [[nodiscard]] const production_info& info(std::string_view name) const { return list_.at(of(name)); }
  [[nodiscard]] std::string hue(const shown_node& n) const {
    // Golden-angle steps keep neighbouring productions apart.
    return std::to_string(of(n.names.front()) * 137 % 360);
  }

 private:
  const std::vector<production_info>& list_;
};

// The node, the BNF sections its details show, and its colour.
std::string node_attributes(const shown_tree& tree, const production_index& index, std::size_t i,
                            const std::string& style = {}) {
  const auto& n = tree.nodes[i];
  std::string out = " data-node=\"" + std::to_string(i) + "\"";
  if (n.k == shown_node::kind::literal) {
    return out + " data-bnf=\"literal\"" + (style.empty() ? "" : " style=\"" + style + "\"");
  }
  std::string bnf;
  for (auto name : n.names) {
    bnf += (bnf.empty() ? "" : " ") + std::to_string(index.of(name));
  }
  return out + " data-bnf=\"" + bnf + "\" style=\"--h:" + index.hue(n) + (style.empty() ? "" : ";" + style) + "\"";
}

// The levels of spans from each node down, itself included: an outer
// span's underline is drawn below those it contains.
std::vector<std::size_t> heights(const shown_tree& tree) {
  std::vector<std::size_t> out(tree.nodes.size(), 1);
  for (std::size_t i = tree.nodes.size(); i-- > 0;) {
    for (auto c : tree.nodes[i].children) {
      out[i] = std::max(out[i], out[c] + 1);
    }
  }
  return out;
}

void html_input(std::ostream& out, const shown_tree& tree, const production_index& index,
                const std::vector<std::size_t>& height, std::size_t i) {
  const auto& n = tree.nodes[i];
  out << "<span class=\"n" << (n.k == shown_node::kind::literal ? " lit" : "") << '"'
      << node_attributes(tree, index, i, "--d:" + std::to_string(height[i])) << " title=\"" << html_text(node_label(n))
      << "\">";
  auto at = n.begin;
  for (auto c : n.children) {
    out << html_text(tree.input.substr(at, tree.nodes[c].begin - at));
    html_input(out, tree, index, height, c);
    at = tree.nodes[c].end;
  }
  out << html_text(tree.input.substr(at, n.end - at)) << "</span>";
}

void html_tree(std::ostream& out, const shown_tree& tree, const production_index& index, std::size_t i) {
  const auto& n = tree.nodes[i];
  const char* kind = n.k == shown_node::kind::literal ? "lit" : n.k == shown_node::kind::classes ? "cls" : "prod";
  out << "<li><div class=\"line\"><button type=\"button\" class=\"" << kind << '"' << node_attributes(tree, index, i)
      << '>' << html_text(node_label(n)) << "</button> <span class=\"at\">" << span(n) << "</span>";
  if (n.k != shown_node::kind::literal) {
    out << " <code>" << html_text(quoted(span_text(tree, n))) << "</code>";
  }
  out << "</div>";
  if (!n.children.empty()) {
    out << "<ul>";
    for (auto c : n.children) {
      html_tree(out, tree, index, c);
    }
    out << "</ul>";
  }
  out << "</li>\n";
}

void html_bnf(std::ostream& out, const shown_tree& tree, const production_index& index, const bnf::model& model) {
  std::vector<std::string_view> names;
  for (const auto& n : tree.nodes) {
    if (n.k == shown_node::kind::literal) {
      continue;
    }
    for (auto name : n.names) {
      if (std::find(names.begin(), names.end(), name) == names.end()) {
        names.push_back(name);
      }
    }
  }
  out << "<div id=\"bnf\" hidden>\n<section data-production=\"literal\"><p>A quoted literal of the BNF: these "
         "characters, as the BNF writes them.</p></section>\n";
  for (auto name : names) {
    out << "<section data-production=\"" << index.of(name) << "\"><h2>" << html_text(name)
        << "</h2><p class=\"where\">";
    // Every node is a production of the grammar, and every production one
    // of its files (tests/test_traceability.cpp).
    const auto& p = *model.find(name);
    out << html_text(cited(tree.grammar->name, index.info(name).section)) << " \xC2\xB7 " << html_text(p.file) << ':'
        << p.line << "</p><pre>" << html_text(p.source) << "</pre></section>\n";
  }
  out << "</div>\n";
}

constexpr const char* html_style = R"(<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
header p { margin: 0.2em 0; }
pre, code, .tree button { font-family: ui-monospace, monospace; }
pre.input { font-size: 22px; line-height: calc(1.5em + var(--d) * 4px); padding: 0.5em; background: #fafafa;
  border: 1px solid #ddd; white-space: pre-wrap; word-break: break-all; }
.input .n { background: hsla(var(--h), 75%, 55%, 0.14); border-bottom: 2px solid hsla(var(--h), 70%, 40%, 0.8);
  padding-bottom: calc(var(--d) * 4px - 4px); cursor: pointer; }
.input .n.lit { background: rgba(0, 0, 0, 0.06); border-bottom-color: #999; }
.input .n.selected { background: #ffe46b; outline: 2px solid #c90; }
.main { display: flex; gap: 2em; align-items: flex-start; }
.tree, .tree ul { list-style: none; margin: 0; padding-left: 1.2em; }
.tree { padding-left: 0; flex: 1 1 55%; }
.tree li { border-left: 1px solid #ddd; padding-left: 0.4em; }
.tree button { border: 1px solid hsla(var(--h), 60%, 40%, 0.8); background: hsla(var(--h), 75%, 55%, 0.16);
  border-radius: 3px; padding: 0 0.3em; cursor: pointer; font-size: 14px; }
.tree button.lit { border-color: #999; background: #eee; border-radius: 1em; }
.tree button.cls { border-style: dashed; }
.tree button.selected { background: #ffe46b; border-color: #c90; }
.at { color: #777; font-size: 13px; }
#details { flex: 1 1 45%; position: sticky; top: 1em; border: 1px solid #ddd; padding: 0.5em 1em; background: #fcfcfc; }
#details h2 { font-size: 16px; margin: 0.6em 0 0.2em; }
#details pre { background: #f3f3f3; padding: 0.5em; white-space: pre-wrap; }
.where { color: #555; margin: 0; }
</style>
)";

// Selecting copies the node's line and its productions' BNF into the
// details panel; nothing from the input is ever parsed as markup.
constexpr const char* html_script = R"(<script>
(function () {
  'use strict';
  var details = document.getElementById('details');
  function select(id) {
    document.querySelectorAll('.selected').forEach(function (e) { e.classList.remove('selected'); });
    document.querySelectorAll('[data-node="' + id + '"]').forEach(function (e) { e.classList.add('selected'); });
    var item = document.querySelector('.tree button[data-node="' + id + '"]');
    details.replaceChildren(item.parentNode.cloneNode(true));
    item.dataset.bnf.split(' ').forEach(function (k) {
      var bnf = document.querySelector('#bnf [data-production="' + k + '"]');
      if (bnf) {
        details.appendChild(bnf.cloneNode(true));
      }
    });
  }
  document.addEventListener('click', function (event) {
    var node = event.target.closest('[data-node]');
    if (node) {
      select(node.dataset.node);
    }
  });
})();
</script>
)";

}  // namespace

std::optional<derived> derive(const grammar_entry& g, std::string_view rule, std::string_view input) {
  auto nodes = g.derivation(input, rule_name{rule});
  if (!nodes) {
    return std::nullopt;
  }
  return derived{&g, std::move(*nodes)};
}

std::optional<derived> tree_of(const grammar_entry& g, std::string_view rule, std::string_view input,
                               const judgement& j) {
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
  return derive(g, rule, input);
}

std::string html_text(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::vector<shown_node> shown_nodes(const std::vector<derivation_node>& derivation, bool classes) {
  return folder(derivation, classes).run();
}

std::string node_label(const shown_node& n) {
  std::string out;
  for (auto name : n.names) {
    out += (out.empty() ? "" : "|") + std::string(name);
  }
  if (n.count > 1) {
    out += " \xC3\x97" + std::to_string(n.count);
  }
  return out;
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
    }
    out += c;
  }
  return out + '"';
}

void render_text(std::ostream& out, const shown_tree& tree) {
  for (const auto& h : tree.header) {
    out << h << '\n';
  }
  out << line(tree, tree.nodes.front()) << '\n';
  text_children(out, tree, tree.nodes.front(), "");
}

void render_dot(std::ostream& out, const shown_tree& tree) {
  std::string label;
  for (const auto& h : tree.header) {
    label += dot_string(h) + "\\l";
  }
  out << "digraph derivation {\n  graph [ordering=out, labelloc=t, labeljust=l, label=\"" << label
      << "\"];\n  node [shape=box, fontname=\"monospace\"];\n";
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    const auto& n = tree.nodes[i];
    out << "  n" << i << " [label=\"" << dot_string(node_label(n)) << "\\n" << span(n);
    if (n.k != shown_node::kind::literal) {
      out << ' ' << dot_string(quoted(span_text(tree, n)));
    }
    out << '"';
    if (n.k == shown_node::kind::literal) {
      out << ", shape=ellipse, style=filled, fillcolor=\"#e8e8e8\"";
    } else if (n.k == shown_node::kind::classes) {
      out << ", style=dashed";
    }
    out << "];\n";
  }
  for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
    for (auto c : tree.nodes[i].children) {
      out << "  n" << i << " -> n" << c << ";\n";
    }
  }
  out << "}\n";
}

void render_html(std::ostream& out, const shown_tree& tree, const bnf::model& model) {
  const production_index index(*tree.grammar);
  out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>urlbnf tree "
      << html_text(quoted(tree.input)) << "</title>\n"
      << html_style << "</head>\n<body>\n<header>\n";
  for (const auto& h : tree.header) {
    out << "<p>" << html_text(h) << "</p>\n";
  }
  const auto height = heights(tree);
  out << "</header>\n<pre class=\"input\" style=\"--d:" << height.front() << "\">";
  html_input(out, tree, index, height, 0);
  out << "</pre>\n<div class=\"main\">\n<ul class=\"tree\">\n";
  html_tree(out, tree, index, 0);
  out << "</ul>\n<aside id=\"details\"><p>Select a node of the tree or a span of the input to see its production in "
         "the BNF.</p></aside>\n</div>\n";
  html_bnf(out, tree, index, model);
  out << html_script << "</body>\n</html>\n";
}

}  // namespace urlbnf::cli
