#include "railroad.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string_view>

#include "tree_render.hpp"

namespace urlbnf::cli {
namespace {

// A diagram's element, laid out on its main line: `width` along it, `up`
// and `down` the room it takes above and below it.
struct node {
  enum class kind { empty, terminal, nonterminal, sequence, choice, optional, loop };
  kind k = kind::empty;
  std::string text;    // terminal: as shown; nonterminal: the name referred to; loop: its bounds in words
  std::string target;  // nonterminal: the production defined by that name, "" when none is
  std::vector<node> items;
  std::size_t min = 0;  // loop: the repetition's bounds
  std::size_t max = 0;
  // terminal, nonterminal: the expression's leaf (literal, range or
  // reference) it draws, counted in pre-order from 0 (railroad_path.hpp).
  std::size_t leaf = 0;
  double width = 0;
  double up = 0;
  double down = 0;
};

constexpr double char_width = 8;  // of the 13px monospace font the SVG asks for
constexpr double box_half = 12;   // a box's height, halved
constexpr double gap = 10;        // between the members of a sequence, the branches of a choice
constexpr double turn = 20;       // the room a track takes to turn (two arcs of radius 10)
constexpr double label_room = 14;

std::size_t code_points(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string hex(std::size_t value) {
  char buffer[20];
  std::snprintf(buffer, sizeof buffer, "%zX", value);
  std::string out(buffer);
  return out.size() % 2 == 1 ? "0" + out : out;
}

std::string times(std::size_t n) { return n == 1 ? "once" : std::to_string(n) + " times"; }

// The bounds of a repetition other than [x] and 1*x, in words.
std::string bounds_text(std::size_t min, std::size_t max) {
  if (max == bnf::expr::unbounded) {
    return min <= 1 ? "" : "at least " + times(min);
  }
  if (min == max) {
    return times(min);
  }
  if (min <= 1) {
    return "at most " + times(max);
  }
  return std::to_string(min) + " to " + times(max);
}

// `leaves` counts the expression's leaves drawn so far, and those of a
// repetition of at most 0 times, which is not drawn.
node build(const bnf::model& model, const bnf::expr& e, std::size_t& leaves) {
  using kind = bnf::expr::kind;
  node n;
  switch (e.k) {
    case kind::empty:
      break;
    case kind::literal:
      n.k = node::kind::terminal;
      n.text = literal_text(e.text);
      n.leaf = leaves++;
      break;
    case kind::range:
      n.k = node::kind::terminal;
      n.text = range_text(e.min, e.max);
      n.leaf = leaves++;
      break;
    case kind::ref: {
      n.k = node::kind::nonterminal;
      n.leaf = leaves++;
      n.text = e.text;
      const auto* defined = model.find(e.text);
      n.target = defined == nullptr ? "" : defined->name;
      break;
    }
    case kind::seq:
    case kind::alt:
      n.k = e.k == kind::seq ? node::kind::sequence : node::kind::choice;
      for (const auto& item : e.items) {
        n.items.push_back(build(model, item, leaves));
      }
      break;
    case kind::repeat: {
      auto item = build(model, e.items.front(), leaves);
      if (e.max == 0) {
        break;
      }
      if (e.min == 1 && e.max == 1) {
        return item;
      }
      node body = std::move(item);
      if (e.max != 1) {
        node loop;
        loop.k = node::kind::loop;
        loop.text = bounds_text(e.min, e.max);
        loop.min = e.min;
        loop.max = e.max;
        loop.items.push_back(std::move(body));
        body = std::move(loop);
      }
      if (e.min == 0) {
        n.k = node::kind::optional;
        n.items.push_back(std::move(body));
        break;
      }
      return body;
    }
  }
  return n;
}

void measure(node& n) {
  for (auto& item : n.items) {
    measure(item);
  }
  switch (n.k) {
    case node::kind::empty:
      n.width = gap;
      break;
    case node::kind::terminal:
    case node::kind::nonterminal:
      n.width = static_cast<double>(code_points(n.text)) * char_width + 2 * gap;
      n.up = n.down = box_half;
      break;
    case node::kind::sequence:
      for (const auto& item : n.items) {
        n.width += item.width;
        n.up = std::max(n.up, item.up);
        n.down = std::max(n.down, item.down);
      }
      n.width += gap * static_cast<double>(n.items.size() - 1);
      break;
    case node::kind::choice:
      for (const auto& item : n.items) {
        n.width = std::max(n.width, item.width);
      }
      n.width += 2 * turn;
      n.up = n.items.front().up;
      n.down = n.items.front().down;
      for (std::size_t i = 1; i < n.items.size(); ++i) {
        n.down += gap + n.items[i].up + n.items[i].down;
      }
      break;
    case node::kind::optional:
      n.width = n.items.front().width + 2 * turn;
      n.up = n.items.front().up + gap;
      n.down = n.items.front().down;
      break;
    case node::kind::loop:
      n.width = n.items.front().width + 2 * turn;
      n.up = n.items.front().up;
      n.down = n.items.front().down + gap + (n.text.empty() ? 0 : label_room);
      break;
  }
}

std::string id_of(std::string_view production) { return "rr-" + html_text(production); }

class drawing {
 public:
  // Links go to "#rr-NAME" and `suffix`.
  explicit drawing(std::string_view suffix) : suffix_(suffix) {}

  // `n` with its main line at height y, entered at x.
  void draw(const node& n, double x, double y) {
    switch (n.k) {
      case node::kind::empty:
        open("rr-empty");
        line(x, y, x + n.width, y);
        close();
        return;
      case node::kind::terminal:
      case node::kind::nonterminal:
        box(n, x, y);
        return;
      case node::kind::sequence:
        open("rr-seq");
        for (std::size_t i = 0; i < n.items.size(); ++i) {
          if (i != 0) {
            line(x, y, x + gap, y);
            x += gap;
          }
          draw(n.items[i], x, y);
          x += n.items[i].width;
        }
        close();
        return;
      case node::kind::choice:
        choice(n, x, y);
        return;
      case node::kind::optional: {
        open("rr-optional");
        const auto& item = n.items.front();
        const double over = y - item.up - gap;
        const double end = x + n.width;
        line(x, y, x + turn, y);
        draw(item, x + turn, y);
        line(x + turn + item.width, y, end, y);
        path("M" + svg_number(x) + " " + svg_number(y) + " q10 0 10 -10 V" + svg_number(over + 10) +
             " q0 -10 10 -10 H" + svg_number(end - turn) + " q10 0 10 10 V" + svg_number(y - 10) + " q0 10 10 10");
        close();
        return;
      }
      case node::kind::loop: {
        open("rr-loop", n.min, n.max);
        const auto& item = n.items.front();
        const double back = y + item.down + gap;
        const double end = x + n.width;
        line(x, y, x + turn, y);
        draw(item, x + turn, y);
        line(x + turn + item.width, y, end, y);
        path("M" + svg_number(end - turn) + " " + svg_number(y) + " q10 0 10 10 V" + svg_number(back - 10) +
             " q0 10 -10 10 H" + svg_number(x + turn) + " q-10 0 -10 -10 V" + svg_number(y + 10) + " q0 -10 10 -10");
        if (!n.text.empty()) {
          out_ += "<text class=\"rr-bounds\" x=\"" + svg_number(x + n.width / 2) + "\" y=\"" + svg_number(back + 12) +
                  "\" text-anchor=\"middle\">" + html_text(n.text) + "</text>";
        }
        close();
        return;
      }
    }
  }

  std::string take() { return std::move(out_); }

 private:
  void open(std::string_view shape) { out_ += "<g class=\"" + std::string(shape) + "\">"; }
  void open(std::string_view shape, std::size_t min, std::size_t max) {
    out_ += "<g class=\"" + std::string(shape) + "\" data-min=\"" + std::to_string(min) + "\" data-max=\"" +
            (max == bnf::expr::unbounded ? std::string("*") : std::to_string(max)) + "\">";
  }
  void close() { out_ += "</g>"; }
  void line(double x1, double y1, double x2, double y2) {
    out_ +=
        "<path d=\"M" + svg_number(x1) + " " + svg_number(y1) + " L" + svg_number(x2) + " " + svg_number(y2) + "\"/>";
  }
  void path(const std::string& d) { out_ += "<path d=\"" + d + "\"/>"; }

  void box(const node& n, double x, double y) {
    const bool terminal = n.k == node::kind::terminal;
    const bool linked = !terminal && !n.target.empty();
    if (linked) {
      out_ += "<a href=\"#" + id_of(n.target) + suffix_ + "\">";
    }
    out_ += "<g class=\"" + std::string(terminal ? "rr-terminal" : "rr-nonterminal") + "\" data-leaf=\"" +
            std::to_string(n.leaf) + "\">";
    out_ += "<rect x=\"" + svg_number(x) + "\" y=\"" + svg_number(y - box_half) + "\" width=\"" + svg_number(n.width) +
            "\" height=\"" + svg_number(2 * box_half) + "\" rx=\"" + (terminal ? "12" : "0") + "\"/>";
    out_ += "<text x=\"" + svg_number(x + n.width / 2) + "\" y=\"" + svg_number(y + 4) + "\" text-anchor=\"middle\">" +
            html_text(n.text) + "</text>";
    close();
    if (linked) {
      out_ += "</a>";
    }
  }

  void choice(const node& n, double x, double y) {
    out_ += "<g class=\"rr-choice\" data-branches=\"" + std::to_string(n.items.size()) + "\">";
    const double end = x + n.width;
    double branch_y = y;
    for (std::size_t i = 0; i < n.items.size(); ++i) {
      const auto& item = n.items[i];
      if (i != 0) {
        branch_y += n.items[i - 1].down + gap + item.up;
        path("M" + svg_number(x) + " " + svg_number(y) + " q10 0 10 10 V" + svg_number(branch_y - 10) + " q0 10 10 10");
        path("M" + svg_number(end - turn) + " " + svg_number(branch_y) + " q10 0 10 -10 V" + svg_number(y + 10) +
             " q0 -10 10 -10");
      } else {
        line(x, y, x + turn, y);
        line(end - turn, y, end, y);
      }
      draw(item, x + turn, branch_y);
      line(x + turn + item.width, branch_y, end - turn, branch_y);
    }
    close();
  }

  std::string suffix_;
  std::string out_;
};

// The text form of `n` at `depth`, a line each, as a screen reader reads it.
void describe(const node& n, std::size_t depth, std::string& out) {
  const std::string indent(2 * depth, ' ');
  const auto simple = [](const node& m) {
    return m.k == node::kind::terminal || m.k == node::kind::nonterminal || m.k == node::kind::empty;
  };
  const auto word = [](const node& m) { return m.k == node::kind::empty ? std::string("nothing") : m.text; };
  switch (n.k) {
    case node::kind::empty:
    case node::kind::terminal:
    case node::kind::nonterminal:
      out += indent + word(n) + "\n";
      return;
    case node::kind::sequence:
      if (std::all_of(n.items.begin(), n.items.end(), simple)) {
        std::string words;
        for (const auto& item : n.items) {
          words += (words.empty() ? "" : " ") + word(item);
        }
        out += indent + words + "\n";
        return;
      }
      out += indent + "in sequence:\n";
      for (const auto& item : n.items) {
        describe(item, depth + 1, out);
      }
      return;
    case node::kind::choice:
      out += indent + "one of " + std::to_string(n.items.size()) + ":";
      // Terminals alone, such as a character class, on the same line.
      if (std::all_of(n.items.begin(), n.items.end(), [](const node& m) { return m.k == node::kind::terminal; })) {
        for (const auto& item : n.items) {
          out += " " + item.text;
        }
        out += "\n";
        return;
      }
      out += "\n";
      for (const auto& item : n.items) {
        describe(item, depth + 1, out);
      }
      return;
    case node::kind::optional:
      out += indent + "optionally:\n";
      describe(n.items.front(), depth + 1, out);
      return;
    case node::kind::loop:
      out += indent + (n.text.empty() ? std::string("once or more") : n.text) + ":\n";
      describe(n.items.front(), depth + 1, out);
      return;
  }
}

node laid_out(const bnf::model& model, const bnf::production& p) {
  std::size_t leaves = 0;
  auto n = build(model, p.definition, leaves);
  measure(n);
  return n;
}

std::string text_form(const bnf::model& model, const bnf::production& p) {
  std::string out;
  describe(laid_out(model, p), 1, out);
  return out;
}

std::string used_by_text(const bnf::model& model, const bnf::production& p) {
  std::string out;
  for (const auto& user : model.used_by(p.name)) {
    out += (out.empty() ? "" : ", ") + user;
  }
  return out.empty() ? "no other production" : out;
}

constexpr double margin = 20;
constexpr double heading_room = 24;
constexpr double used_by_room = 24;

// The productions that use `p`, each linked to "#rr-NAME" and `suffix`
// when its diagram is among those `drawn`, separated by ", ".
std::string users_linked(const bnf::model& model, const bnf::production& p, const std::set<std::string>& drawn,
                         std::string_view suffix, std::string_view open_text, std::string_view close_text) {
  const auto users = model.used_by(p.name);
  if (users.empty()) {
    return "no other production";
  }
  std::string out;
  for (std::size_t i = 0; i < users.size(); ++i) {
    out += i == 0 ? "" : ", ";
    if (drawn.count(users[i]) == 0) {
      out += html_text(users[i]);
      continue;
    }
    out += "<a href=\"#" + id_of(users[i]) + std::string(suffix) + "\">" + std::string(open_text) +
           html_text(users[i]) + std::string(close_text) + "</a>";
  }
  return out;
}

// One production's diagram as an SVG group at (0, top): its name, the
// track between an entry and an exit bar, and the productions that use it,
// linked to "#rr-NAME" and `suffix` where they are `drawn`. Its height.
double diagram(const bnf::model& model, const bnf::production& p, const std::set<std::string>& drawn,
               std::string_view suffix, double top, std::string& out, double& width) {
  const auto n = laid_out(model, p);
  const double y = top + heading_room + n.up + margin / 2;
  // As wide as the track, and as its "used by" line.
  width = std::max({width, n.width + 2 * margin + 10,
                    static_cast<double>(code_points("used by: " + used_by_text(model, p))) * char_width + 2 * margin});
  // A named group, not an image: an image's children are presentational,
  // and a diagram's links must stay links.
  out += "<g class=\"rr-diagram\" id=\"" + id_of(p.name) + "\" role=\"group\" aria-labelledby=\"" + id_of(p.name) +
         "-title\" aria-describedby=\"" + id_of(p.name) + "-desc\">";
  out +=
      "<title id=\"" + id_of(p.name) + "-title\">" + html_text(p.name) + " (" + html_text(model.grammar) + ")</title>";
  out += "<desc id=\"" + id_of(p.name) + "-desc\">" + html_text(p.name) + ":\n" + html_text(text_form(model, p)) +
         "used by: " + html_text(used_by_text(model, p)) + "</desc>";
  out += "<text class=\"rr-name\" x=\"" + svg_number(margin) + "\" y=\"" + svg_number(top + 16) + "\">" +
         html_text(p.name) + "</text>";
  out += "<path d=\"M" + svg_number(margin) + " " + svg_number(y - 8) + " V" + svg_number(y + 8) + " M" +
         svg_number(margin) + " " + svg_number(y) + " H" + svg_number(margin + 5) + "\"/>";
  drawing d(suffix);
  d.draw(n, margin + 5, y);
  out += d.take();
  const double end = margin + 5 + n.width;
  out += "<path d=\"M" + svg_number(end) + " " + svg_number(y) + " H" + svg_number(end + 5) + " M" +
         svg_number(end + 5) + " " + svg_number(y - 8) + " V" + svg_number(y + 8) + "\"/>";
  const double used_y = y + n.down + margin / 2 + 14;
  out += "<text class=\"rr-used-by\" x=\"" + svg_number(margin) + "\" y=\"" + svg_number(used_y) +
         "\">used by: " + users_linked(model, p, drawn, suffix, "<tspan>", "</tspan>") + "</text></g>";
  return used_y + used_by_room - top;
}

constexpr const char* style =
    "<style>"
    "path{fill:none;stroke:#222;stroke-width:1.5}"
    "rect{fill:#fff;stroke:#222;stroke-width:1.5}"
    ".rr-terminal rect{fill:#eef6ee}"
    ".rr-nonterminal rect{fill:#eef0fa}"
    "text{font:13px monospace;fill:#000}"
    ".rr-name{font-weight:bold;font-size:15px}"
    ".rr-bounds{font-size:11px;font-style:italic}"
    "a text,a tspan{text-decoration:underline}"
    "</style>";

std::set<std::string> names_of(const std::vector<const bnf::production*>& shown) {
  std::set<std::string> out;
  for (const auto* p : shown) {
    out.insert(p->name);
  }
  return out;
}

// The diagrams of `shown`, one under the other; links to the productions
// `drawn` (in this SVG, or in the page around it).
std::string svg_of(const bnf::model& model, const std::vector<const bnf::production*>& shown,
                   const std::set<std::string>& drawn, std::string_view suffix) {
  std::string body;
  double top = 0;
  double width = 0;
  for (const auto* p : shown) {
    top += diagram(model, *p, drawn, suffix, top, body, width);
  }
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + svg_number(width) + "\" height=\"" + svg_number(top) +
         "\" viewBox=\"0 0 " + svg_number(width) + " " + svg_number(top) + "\" role=\"group\" aria-label=\"" +
         html_text("railroad diagrams of RFC grammar " + model.grammar) + "\">" + style + body + "</svg>";
}

}  // namespace

std::string literal_text(std::string_view text) {
  const bool quotable =
      !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7F && c != '"'; });
  if (quotable) {
    return "\"" + std::string(text) + "\"";
  }
  std::string out = "%x";
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += (i == 0 ? "" : ".") + hex(static_cast<unsigned char>(text[i]));
  }
  return out;
}

std::string svg_number(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", v);
  return buffer;
}

std::string range_text(std::size_t first, std::size_t last) { return "%x" + hex(first) + "-" + hex(last); }

std::vector<const bnf::production*> railroad_productions(const bnf::model& model, const bnf::production* name) {
  std::vector<const bnf::production*> out;
  if (name == nullptr) {
    for (const auto& p : model.productions) {
      out.push_back(&p);
    }
    return out;
  }
  // Every production the definition reaches, by a worklist (no recursion).
  std::set<std::string> reached{name->name};
  std::vector<const bnf::expr*> pending{&name->definition};
  while (!pending.empty()) {
    const auto* e = pending.back();
    pending.pop_back();
    if (e->k == bnf::expr::kind::ref) {
      const auto* p = model.find(e->text);
      if (p != nullptr && reached.insert(p->name).second) {
        pending.push_back(&p->definition);
      }
    }
    for (const auto& item : e->items) {
      pending.push_back(&item);
    }
  }
  out.push_back(name);
  for (const auto& p : model.productions) {
    if (&p != name && reached.count(p.name) != 0) {
      out.push_back(&p);
    }
  }
  return out;
}

std::string railroad_svg(const bnf::model& model, const std::vector<const bnf::production*>& shown) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + railroad_svg_element(model, shown) + "\n";
}

std::string railroad_svg_element(const bnf::model& model, const std::vector<const bnf::production*>& shown) {
  return svg_of(model, shown, names_of(shown), "");
}

std::string railroad_html(const bnf::model& model, const std::vector<const bnf::production*>& shown,
                          const std::string& title) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                    html_text(title) +
                    "</title>\n<style>body{font:15px sans-serif;margin:1em auto;max-width:70em;padding:0 1em}"
                    "pre{background:#f6f6f6;padding:.5em;overflow-x:auto}section{margin-bottom:2em}</style>\n"
                    "</head>\n<body>\n<h1>" +
                    html_text(title) + "</h1>\n";
  const auto drawn = names_of(shown);
  for (const auto* p : shown) {
    out += "<section aria-labelledby=\"" + id_of(p->name) + "-heading\">\n<h2 id=\"" + id_of(p->name) +
           "-heading\"><a href=\"#" + id_of(p->name) + "-heading\">" + html_text(p->name) + "</a></h2>\n";
    out += "<p>" + html_text(p->file) + (p->line == 0 ? "" : ":" + std::to_string(p->line)) + "</p>\n<pre>" +
           html_text(p->source) + "</pre>\n";
    // The diagram's links go to the sections' headings.
    out += svg_of(model, {p}, drawn, "-heading") + "\n";
    out += "<details><summary>as text</summary><pre>" + html_text(text_form(model, *p)) + "</pre></details>\n";
    out += "<p>used by: " + users_linked(model, *p, drawn, "-heading", "", "") + "</p>\n</section>\n";
  }
  return out + "</body>\n</html>\n";
}

std::string railroad_text(const bnf::model& model, const std::vector<const bnf::production*>& shown) {
  std::string out;
  for (const auto* p : shown) {
    out += (out.empty() ? "" : "\n") + p->name + "  (" + p->file + (p->line == 0 ? "" : ":" + std::to_string(p->line)) +
           ")\n" + text_form(model, *p) + "  used by: " + used_by_text(model, *p) + "\n";
  }
  return out;
}

}  // namespace urlbnf::cli
