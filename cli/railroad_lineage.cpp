#include "railroad_lineage.hpp"

#include <algorithm>
#include <cstdlib>
#include <urlbnf/detail/ascii_case.hpp>

#include "railroad.hpp"
#include "tree_render.hpp"

namespace urlbnf::cli {
namespace {

bool same_name(std::string_view a, std::string_view b, bool ignore_case) {
  return ignore_case ? detail::equal_ignoring_ascii_case(a, b) : a == b;
}

}  // namespace

bool same_definition(const bnf::expr& a, const bnf::expr& b, bool ignore_case) {
  if (a.k != b.k || a.min != b.min || a.max != b.max || a.caseless != b.caseless || a.items.size() != b.items.size()) {
    return false;
  }
  if (a.k == bnf::expr::kind::ref ? !same_name(a.text, b.text, ignore_case) : a.text != b.text) {
    return false;
  }
  for (std::size_t i = 0; i < a.items.size(); ++i) {
    if (!same_definition(a.items[i], b.items[i], ignore_case)) {
      return false;
    }
  }
  return true;
}

namespace {

// The names `e` refers to, first occurrence first, each once.
void references(const bnf::expr& e, bool ignore_case, std::vector<std::string>& out) {
  if (e.k == bnf::expr::kind::ref &&
      std::none_of(out.begin(), out.end(), [&](const std::string& n) { return same_name(n, e.text, ignore_case); })) {
    out.push_back(e.text);
  }
  for (const auto& item : e.items) {
    references(item, ignore_case, out);
  }
}

// The names of `from` that `other` has not, as a grammar compares them.
std::vector<std::string> missing(const std::vector<std::string>& from, const std::vector<std::string>& other,
                                 bool ignore_case) {
  std::vector<std::string> out;
  for (const auto& name : from) {
    if (std::none_of(other.begin(), other.end(),
                     [&](const std::string& n) { return same_name(n, name, ignore_case); })) {
      out.push_back(name);
    }
  }
  return out;
}

std::vector<const bnf::expr*> alternatives(const bnf::expr& e) {
  std::vector<const bnf::expr*> out;
  if (e.k != bnf::expr::kind::alt) {
    out.push_back(&e);
    return out;
  }
  for (const auto& item : e.items) {
    out.push_back(&item);
  }
  return out;
}

// What changed from `before`'s definition to `p`'s, `p` of `model`.
lineage_change compared(const lineage_step& before, const bnf::model& model, const bnf::production& p) {
  const bool ignore_case = model.ignore_case;
  const auto& earlier = before.production->definition;
  lineage_change c;
  c.since = std::string(before.grammar->name);
  c.unchanged = same_definition(earlier, p.definition, ignore_case);
  if (!c.unchanged) {
    // Each alternative of the later definition takes an equal one of the
    // earlier, once: what neither takes was added or removed.
    const auto old_ones = alternatives(earlier);
    std::vector<bool> taken(old_ones.size(), false);
    for (const auto* alt : alternatives(p.definition)) {
      std::size_t i = 0;
      while (i < old_ones.size() && (taken[i] || !same_definition(*old_ones[i], *alt, ignore_case))) {
        ++i;
      }
      if (i == old_ones.size()) {
        c.added.push_back(bnf_text(*alt));
      } else {
        taken[i] = true;
      }
    }
    for (std::size_t i = 0; i < old_ones.size(); ++i) {
      if (!taken[i]) {
        c.removed.push_back(bnf_text(*old_ones[i]));
      }
    }
    c.reordered = c.added.empty() && c.removed.empty();
  }
  std::vector<std::string> old_refs;
  std::vector<std::string> new_refs;
  references(earlier, ignore_case, old_refs);
  references(p.definition, ignore_case, new_refs);
  c.new_references = missing(new_refs, old_refs, ignore_case);
  c.gone_references = missing(old_refs, new_refs, ignore_case);
  return c;
}

// A literal as the diagrams show it, %s before it when it is quoted and
// has letters that match exactly.
std::string literal_bnf(const bnf::expr& e) {
  const auto shown = literal_text(e.text);
  const bool letters = std::any_of(e.text.begin(), e.text.end(),
                                   [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); });
  return (shown.front() == '"' && letters && !e.caseless ? "%s" : "") + shown;
}

// `e` in canonical BNF; a choice in parentheses unless `bare`.
std::string text_of(const bnf::expr& e, bool bare) {
  using kind = bnf::expr::kind;
  switch (e.k) {
    case kind::empty:
      return "\"\"";
    case kind::literal:
      return literal_bnf(e);
    case kind::range:
      return range_text(e.min, e.max);
    case kind::ref:
      return e.text;
    case kind::seq:
    case kind::alt: {
      std::string out;
      for (const auto& item : e.items) {
        out += (out.empty() ? "" : e.k == kind::seq ? " " : " / ") + text_of(item, false);
      }
      return e.k == kind::seq || bare ? out : "(" + out + ")";
    }
    case kind::repeat:
      break;
  }
  const auto& item = e.items.front();
  if (e.min == 0 && e.max == 1) {
    return "[" + text_of(item, true) + "]";
  }
  const std::string low = e.min == 0 ? "" : std::to_string(e.min);
  const std::string bounds = e.max == bnf::expr::unbounded ? low + "*"
                             : e.min == e.max              ? std::to_string(e.max)
                                                           : low + "*" + std::to_string(e.max);
  const bool grouped =
      item.k == kind::seq || item.k == kind::alt || (item.k == kind::repeat && !(item.min == 0 && item.max == 1));
  return bounds + (grouped ? "(" + text_of(item, true) + ")" : text_of(item, false));
}

std::string where(const bnf::production& p) { return p.file + (p.line == 0 ? "" : ":" + std::to_string(p.line)); }

// The prefix of the ids of a grammar's part of a page ("rfc2396+2732"),
// and of the ids of its diagram ("rfc2396+2732-rr-host").
std::string section_id(const grammar_entry& g) { return "rfc" + std::string(g.name); }
std::string scoped_id(const grammar_entry& g, const std::string& production) {
  return section_id(g) + "-rr-" + html_text(production);
}

// The diagram of the step's production as a bare <svg>, its ids and the
// links to them put in the grammar's scope (rfcG-rr-NAME), so that the
// diagrams of one name in several grammars keep their ids apart in one
// document. The attributes rewritten are those the diagram writes; text in
// it has its quotes escaped, so that they never occur in text.
std::string scoped_svg(const lineage_step& step) {
  auto svg = railroad_svg_element(*step.model, {step.production});
  const std::string scope = section_id(*step.grammar) + "-rr-";
  for (const std::string attribute : {" id=\"", " aria-labelledby=\"", " aria-describedby=\"", " href=\"#"}) {
    const auto from = attribute + "rr-";
    const auto to = attribute + scope;
    for (auto at = svg.find(from); at != std::string::npos; at = svg.find(from, at + to.size())) {
      svg.replace(at, from.size(), to);
    }
  }
  return svg;
}

// The productions the step's diagram links to: those its definition refers
// to that its grammar defines, but itself, whose diagram is the link's.
std::vector<const bnf::production*> linked(const lineage_step& step) {
  std::vector<std::string> names;
  references(step.production->definition, step.model->ignore_case, names);
  std::vector<const bnf::production*> out;
  for (const auto& name : names) {
    const auto* p = step.model->find(name);
    if (p != nullptr && p != step.production && std::find(out.begin(), out.end(), p) == out.end()) {
      out.push_back(p);
    }
  }
  return out;
}

// What changed, as lines: the first, then the changes indented.
std::vector<std::string> change_lines(const lineage_step& step) {
  if (!step.change) {
    return {"first defined in this grammar"};
  }
  const auto& c = *step.change;
  if (c.unchanged) {
    return {"unchanged from " + c.since};
  }
  std::vector<std::string> out{"changed from " + c.since + ":"};
  for (const auto& alt : c.added) {
    out.push_back("  added: " + alt);
  }
  for (const auto& alt : c.removed) {
    out.push_back("  removed: " + alt);
  }
  if (c.reordered) {
    out.emplace_back("  the same alternatives in another order");
  }
  const auto names = [](const std::vector<std::string>& list) {
    std::string out;
    for (const auto& n : list) {
      out += (out.empty() ? "" : ", ") + n;
    }
    return out;
  };
  if (!c.new_references.empty()) {
    out.push_back("  refers newly to: " + names(c.new_references));
  }
  if (!c.gone_references.empty()) {
    out.push_back("  no longer refers to: " + names(c.gone_references));
  }
  return out;
}

// The value of the first `attribute` (width, height) in `svg`: the size a
// bare <svg> gives itself in its opening tag.
double size_of(const std::string& svg, const std::string& attribute) {
  const auto at = svg.find(" " + attribute + "=\"");
  return std::strtod(svg.c_str() + at + attribute.size() + 3, nullptr);
}

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

constexpr double margin = 20;
constexpr double char_width = 8;  // of the 13px monospace font
constexpr double heading_room = 30;
constexpr double line_room = 18;
constexpr double step_gap = 16;

}  // namespace

std::vector<lineage_step> railroad_lineage(std::string_view name) {
  std::vector<lineage_step> out;
  for (const auto& g : grammars()) {
    const auto& model = bnf::model_of(g.name);
    const auto* p = model.find(name);
    if (p == nullptr) {
      continue;
    }
    lineage_step step{&g, &model, p, std::nullopt};
    if (!out.empty()) {
      step.change = compared(out.back(), model, *p);
    }
    out.push_back(step);
  }
  return out;
}

std::string bnf_text(const bnf::expr& e) { return text_of(e, true); }

std::string railroad_lineage_svg(std::string_view name, const std::vector<lineage_step>& steps) {
  std::string body;
  double top = 0;
  double width = 0;
  // One line of text at `top`, `id` on it unless empty.
  const auto line = [&](const std::string& css_class, const std::string& text, const std::string& id) {
    body += "<text class=\"" + css_class + "\"" + (id.empty() ? "" : " id=\"" + id + "\"") + " x=\"" +
            svg_number(margin) + "\" y=\"" + svg_number(top + 13) + "\">" + html_text(text) + "</text>";
    width = std::max(width, static_cast<double>(code_points(text)) * char_width + 2 * margin);
    top += line_room;
  };
  for (const auto& step : steps) {
    const auto heading = std::string(step.grammar->title) + " (" + std::string(step.grammar->name) + ")";
    body += "<g class=\"rr-lineage-grammar\" id=\"" + html_text(section_id(*step.grammar)) +
            "\" role=\"group\" aria-label=\"" + html_text(step.production->name + " in " + heading) + "\">";
    body += "<text class=\"rr-grammar\" x=\"" + svg_number(margin) + "\" y=\"" + svg_number(top + 20) + "\">" +
            html_text(heading) + "</text>";
    width = std::max(width, static_cast<double>(code_points(heading)) * (char_width + 1) + 2 * margin);
    top += heading_room;
    const auto svg = scoped_svg(step);
    body += "<g transform=\"translate(0 " + svg_number(top) + ")\">" + svg + "</g>";
    top += size_of(svg, "height");
    width = std::max(width, size_of(svg, "width"));
    for (const auto& text : change_lines(step)) {
      line("rr-change", text, "");
    }
    const auto targets = linked(step);
    if (!targets.empty()) {
      line("rr-change", "where:", "");
    }
    for (const auto* p : targets) {
      line("rr-where", "  " + p->name + " = " + bnf_text(p->definition), scoped_id(*step.grammar, p->name));
    }
    body += "</g>";
    top += step_gap;
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
         svg_number(width) + "\" height=\"" + svg_number(top) + "\" viewBox=\"0 0 " + svg_number(width) + " " +
         svg_number(top) + "\" role=\"group\" aria-label=\"" +
         html_text("railroad diagrams of " + std::string(name) + " in every grammar that defines it, oldest first") +
         "\"><style>text{font:13px monospace;fill:#000;white-space:pre}.rr-grammar{font-weight:bold;font-size:"
         "15px}</style>" +
         body + "</svg>\n";
}

std::string railroad_lineage_html(std::string_view name, const std::vector<lineage_step>& steps) {
  const auto title = std::string(name) + " in every grammar that defines it, oldest first";
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                    html_text(title) +
                    "</title>\n<style>body{font:15px sans-serif;margin:1em auto;max-width:70em;padding:0 1em}"
                    "pre{background:#f6f6f6;padding:.5em;overflow-x:auto}section{margin-bottom:2em}</style>\n"
                    "</head>\n<body>\n<h1>" +
                    html_text(title) + "</h1>\n<nav aria-label=\"grammars\"><ol>\n";
  for (const auto& step : steps) {
    out += "<li><a href=\"#" + html_text(section_id(*step.grammar)) + "\">" + html_text(step.grammar->title) + " (" +
           html_text(step.grammar->name) + ")</a></li>\n";
  }
  out += "</ol></nav>\n";
  for (const auto& step : steps) {
    const auto id = html_text(section_id(*step.grammar));
    out += "<section id=\"" + id + "\" aria-labelledby=\"" + id + "-heading\">\n<h2 id=\"" + id + "-heading\">" +
           html_text(step.grammar->title) + " (" + html_text(step.grammar->name) + ")</h2>\n";
    out += "<p>" + html_text(where(*step.production)) + "</p>\n<pre>" + html_text(step.production->source) +
           "</pre>\n" + scoped_svg(step) + "\n";
    if (!step.change) {
      out += "<p>First defined in this grammar.</p>\n";
    } else if (step.change->unchanged) {
      out += "<p>Unchanged from <a href=\"#rfc" + html_text(step.change->since) + "\">" +
             html_text(step.change->since) + "</a>.</p>\n";
    } else {
      const auto& c = *step.change;
      out += "<p>Changed from <a href=\"#rfc" + html_text(c.since) + "\">" + html_text(c.since) + "</a>:</p>\n<ul>\n";
      for (const auto& alt : c.added) {
        out += "<li>added: <code>" + html_text(alt) + "</code></li>\n";
      }
      for (const auto& alt : c.removed) {
        out += "<li>removed: <code>" + html_text(alt) + "</code></li>\n";
      }
      if (c.reordered) {
        out += "<li>the same alternatives in another order</li>\n";
      }
      for (const auto& n : c.new_references) {
        out += "<li>refers newly to <code>" + html_text(n) + "</code></li>\n";
      }
      for (const auto& n : c.gone_references) {
        out += "<li>no longer refers to <code>" + html_text(n) + "</code></li>\n";
      }
      out += "</ul>\n";
    }
    const auto targets = linked(step);
    if (!targets.empty()) {
      out += "<p>Where, in this grammar:</p>\n<dl>\n";
      for (const auto* p : targets) {
        out += "<dt id=\"" + scoped_id(*step.grammar, p->name) + "\"><code>" + html_text(p->name) + "</code> (" +
               html_text(where(*p)) + ")</dt>\n<dd><pre>" + html_text(p->source) + "</pre></dd>\n";
      }
      out += "</dl>\n";
    }
    out += "</section>\n";
  }
  return out + "</body>\n</html>\n";
}

std::string railroad_lineage_text(const std::vector<lineage_step>& steps) {
  std::string out;
  const lineage_step* before = nullptr;
  for (const auto& step : steps) {
    const auto& p = *step.production;
    out += (before == nullptr ? "" : "\n") + std::string(step.grammar->name) + "  " + std::string(step.grammar->title) +
           "  (" + where(p) + ")\n";
    // The text again only when it is another line of the files.
    if (before == nullptr || before->production->file != p.file || before->production->line != p.line) {
      std::size_t start = 0;
      while (start <= p.source.size()) {
        const auto end = std::min(p.source.find('\n', start), p.source.size());
        out += "  " + p.source.substr(start, end - start) + "\n";
        start = end + 1;
      }
    }
    for (const auto& text : change_lines(step)) {
      out += "  " + text + "\n";
    }
    before = &step;
  }
  return out;
}

json railroad_lineage_json(std::string_view name) {
  json list = json::array();
  for (const auto& step : railroad_lineage(name)) {
    const auto& p = *step.production;
    json references = json::array();
    for (const auto* target : linked(step)) {
      references.push_back({{"name", target->name},
                            {"id", scoped_id(*step.grammar, target->name)},
                            {"file", target->file},
                            {"line", target->line},
                            {"source", target->source}});
    }
    json changes = nullptr;
    if (step.change) {
      const auto& c = *step.change;
      changes = {{"since", c.since},
                 {"unchanged", c.unchanged},
                 {"reordered", c.reordered},
                 {"added", c.added},
                 {"removed", c.removed},
                 {"new_references", c.new_references},
                 {"gone_references", c.gone_references}};
    }
    list.push_back({{"rfc", std::string(step.grammar->name)},
                    {"title", std::string(step.grammar->title)},
                    {"name", p.name},
                    {"file", p.file},
                    {"line", p.line},
                    {"source", p.source},
                    {"svg", scoped_svg(step)},
                    {"references", references},
                    {"changes", changes}});
  }
  return {{"rule", std::string(name)}, {"grammars", list}};
}

}  // namespace urlbnf::cli
