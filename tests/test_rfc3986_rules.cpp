// RFC 3986's ABNF (Appendix A, with RFC 5234's core rules) and its RFC 6874
// amendment as PEGTL rules, not yet registered as grammars: each rule run
// alone on whole inputs, against the corpus tests/corpus/rfc3986-examples.tsv,
// against the ABNF files (every rule one production, its quoted line the
// file's), against members the BNF generator draws from the ABNF, and
// against a recognizer of the ABNF as written on those members mutated.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/rfc3986/grammar.hpp>
#include <utility>
#include <vector>

#include "../src/character_class.hpp"
#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;
namespace pegtl = tao::pegtl;

// Whether Rule matches all of `text`.
template <typename Rule>
bool matches(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "");
  return pegtl::parse<pegtl::seq<Rule, pegtl::eof>>(in);
}

struct rule_entry {
  std::string_view name;
  bool (*match)(std::string_view);
  bool character_class;  // meta_of's flag
  const detail::class_definition* table;
};

template <typename... Rules>
std::vector<rule_entry> entries(pegtl::type_list<Rules...> /*unused*/) {
  return {{meta_of<Rules>.name, &matches<Rules>, meta_of<Rules>.character_class, &detail::class_of<Rules>}...};
}

bnf::source_file embedded(const std::string& name) {
  const auto text = bnf::grammar_file(name);
  REQUIRE_MESSAGE(text.has_value(), name);
  return {name, std::string(*text)};
}

struct grammar_under_test {
  std::string name;
  bnf::model model;
  std::vector<rule_entry> rules;

  const rule_entry* find(std::string_view production) const {
    const auto it = std::find_if(rules.begin(), rules.end(), [&](const rule_entry& r) { return r.name == production; });
    return it == rules.end() ? nullptr : &*it;
  }
};

const std::vector<grammar_under_test>& grammars_under_test() {
  static const std::vector<grammar_under_test> all = [] {
    const std::vector<bnf::source_file> base{embedded("rfc3986.abnf"), embedded("rfc5234-core.abnf")};
    auto amended = base;
    amended.push_back(embedded("rfc6874.abnf"));
    std::vector<grammar_under_test> out;
    out.push_back({"3986", bnf::read("3986", base), entries(rfc3986::productions_3986{})});
    out.push_back({"3986+6874", bnf::read("3986+6874", amended), entries(rfc3986::productions_6874{})});
    return out;
  }();
  return all;
}

const grammar_under_test& grammar_named(std::string_view name) {
  const auto& all = grammars_under_test();
  const auto it = std::find_if(all.begin(), all.end(), [&](const grammar_under_test& g) { return g.name == name; });
  REQUIRE_MESSAGE(it != all.end(), name);
  return *it;
}

// The ABNF as written, by the set of positions where each expression can
// end a match begun at a position, memoized: no order, no greed, so it
// decides membership exactly (the grammar has no recursion).
class abnf_recognizer {
 public:
  abnf_recognizer(const bnf::model& m, std::string_view input) : model_(m), input_(input) {}

  bool derives(std::string_view production) {
    const auto* p = model_.find(production);
    REQUIRE_MESSAGE(p != nullptr, production);
    const auto& e = ends(p->definition, 0);
    return std::binary_search(e.begin(), e.end(), input_.size());
  }

 private:
  using positions = std::vector<std::size_t>;

  static positions sorted(const std::set<std::size_t>& s) { return {s.begin(), s.end()}; }

  bool literal_at(const bnf::expr& e, std::size_t pos) const {
    if (input_.size() - pos < e.text.size()) {
      return false;
    }
    for (std::size_t i = 0; i < e.text.size(); ++i) {
      const auto a = static_cast<unsigned char>(input_[pos + i]);
      const auto b = static_cast<unsigned char>(e.text[i]);
      if (a != b && !(e.caseless && std::isalpha(b) != 0 && std::tolower(a) == std::tolower(b))) {
        return false;
      }
    }
    return true;
  }

  const positions& ends(const bnf::expr& e, std::size_t pos) {
    const auto key = std::make_pair(&e, pos);
    if (const auto it = memo_.find(key); it != memo_.end()) {
      return it->second;
    }
    using kind = bnf::expr::kind;
    std::set<std::size_t> out;
    switch (e.k) {
      case kind::empty:
        out.insert(pos);
        break;
      case kind::literal:
        if (literal_at(e, pos)) {
          out.insert(pos + e.text.size());
        }
        break;
      case kind::ref:
        return memo_[key] = ends(model_.find(e.text)->definition, pos);
      case kind::seq: {
        std::set<std::size_t> at{pos};
        for (const auto& item : e.items) {
          std::set<std::size_t> next;
          for (const auto p : at) {
            const auto& more = ends(item, p);
            next.insert(more.begin(), more.end());
          }
          at = std::move(next);
        }
        out = std::move(at);
        break;
      }
      case kind::alt:
        for (const auto& item : e.items) {
          const auto& more = ends(item, pos);
          out.insert(more.begin(), more.end());
        }
        break;
      case kind::repeat: {
        std::set<std::size_t> frontier{pos};
        for (std::size_t n = 0; !frontier.empty(); ++n) {
          if (n >= e.min) {
            out.insert(frontier.begin(), frontier.end());
          }
          if (n == e.max) {
            break;
          }
          std::set<std::size_t> next;
          for (const auto p : frontier) {
            const auto& more = ends(e.items.front(), p);
            next.insert(more.begin(), more.end());
          }
          // Past the minimum, a position already reached adds no end.
          if (n + 1 > e.min) {
            for (auto it = next.begin(); it != next.end();) {
              it = out.count(*it) != 0 ? next.erase(it) : std::next(it);
            }
          }
          frontier = std::move(next);
        }
        break;
      }
    }
    return memo_[key] = sorted(out);
  }

  const bnf::model& model_;
  std::string_view input_;
  std::map<std::pair<const bnf::expr*, std::size_t>, positions> memo_;
};

bool abnf_derives(const bnf::model& m, std::string_view production, std::string_view input) {
  return abnf_recognizer(m, input).derives(production);
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in, path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream split(text);
  for (std::string line; std::getline(split, line);) {
    while (!line.empty() && line.back() == ' ') {
      line.pop_back();
    }
    out.push_back(line);
  }
  return out;
}

std::string cpp_name(std::string name) {
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

// The name of the struct that the quote of `source` (each line behind
// "// ") stands above in `header`, after any further comment lines and a
// template head; empty when the header does not quote it.
std::string struct_under_quote(const std::vector<std::string>& header, const std::string& source) {
  std::vector<std::string> quote;
  for (const auto& line : lines_of(source)) {
    quote.push_back(line.empty() ? "//" : "// " + line);
  }
  for (std::size_t i = 0; i + quote.size() <= header.size(); ++i) {
    if (!std::equal(quote.begin(), quote.end(), header.begin() + static_cast<std::ptrdiff_t>(i))) {
      continue;
    }
    auto j = i + quote.size();
    while (j < header.size() && (header[j].rfind("//", 0) == 0 || header[j].rfind("template <", 0) == 0)) {
      ++j;
    }
    if (j < header.size() && header[j].rfind("struct ", 0) == 0) {
      const auto name = header[j].substr(7);
      return name.substr(0, name.find_first_of(" \n"));
    }
  }
  return {};
}

// Mutations of `s`: a character deleted, inserted or replaced, or a
// fragment that sits on a boundary of some production inserted.
std::string mutate(const std::string& s, bnf::random_source& random) {
  static const std::vector<std::string> pieces{":",     "/",       "?",   "#",   "[",   "]",   "@",   "%",  ".",   "0",
                                               "1",     "2",       "5",   "9",   "a",   "f",   "g",   "v",  "V",   "-",
                                               "~",     "!",       "'",   "=",   " ",   "::",  "%25", "%2", "%zz", "//",
                                               "[::1]", "1.2.3.4", "255", "256", "%41", ":80", "@x"};
  std::string out = s;
  const auto pos = s.empty() ? 0 : random.below(s.size() + 1);
  const auto& piece = pieces[random.below(pieces.size())];
  switch (random.below(3)) {
    case 0:
      if (!out.empty()) {
        out.erase(std::min(pos, out.size() - 1), 1);
        break;
      }
      [[fallthrough]];
    case 1:
      out.insert(pos, piece);
      break;
    default:
      if (pos < out.size()) {
        out.replace(pos, 1, piece);
      } else {
        out += piece;
      }
  }
  return out;
}

template <typename... Rules>
std::size_t analyze_all(pegtl::type_list<Rules...> /*unused*/) {
  return (pegtl::analyze<Rules>(-1) + ...);
}

}  // namespace

TEST_CASE("rfc3986 rules: every ABNF rule of the files is one rule of the type lists, in the files' order") {
  for (const auto& g : grammars_under_test()) {
    CAPTURE(g.name);
    REQUIRE(g.rules.size() == g.model.productions.size());
    for (std::size_t i = 0; i < g.rules.size(); ++i) {
      CHECK(g.rules[i].name == g.model.productions[i].name);
    }
  }
  CHECK(grammar_named("3986").rules.size() == 39);
  CHECK(grammar_named("3986+6874").rules.size() == 41);
}

TEST_CASE("rfc3986 rules: each rule's struct is named after its production and quotes the file's line above it") {
  const std::string include = std::string(URLBNF_GRAMMAR_DIR) + "/../include/urlbnf/";
  std::vector<std::string> rfc3986_headers;
  for (const auto* file : {"characters.hpp", "authority.hpp", "path.hpp", "uri.hpp"}) {
    const auto lines = lines_of(read_text(include + "rfc3986/" + file));
    rfc3986_headers.insert(rfc3986_headers.end(), lines.begin(), lines.end());
  }
  const auto rfc6874_header = lines_of(read_text(include + "rfc6874/ip_literal.hpp"));
  std::size_t quoted = 0;
  for (const auto& g : grammars_under_test()) {
    CAPTURE(g.name);
    for (const auto& p : g.model.productions) {
      CAPTURE(p.name);
      const auto& header = p.file == "rfc6874.abnf" ? rfc6874_header : rfc3986_headers;
      CHECK_MESSAGE(struct_under_quote(header, p.source) == cpp_name(p.name), p.file, ":", p.line,
                    ": no struct of this name under the quoted rule");
      ++quoted;
    }
  }
  CHECK(quoted == 39 + 41);
}

TEST_CASE("rfc3986 rules: the corpus of RFC 3986's and RFC 6874's examples, judged by the rules and by the ABNF") {
  const auto lines = test::read_corpus("rfc3986-examples.tsv");
  std::size_t judged = 0;
  for (const auto& line : lines) {
    CAPTURE(line.number);
    REQUIRE(line.columns.size() >= 5);
    const auto& section = line.columns[0];
    const auto& rule = line.columns[2];
    const bool valid = line.columns[3] == "valid";
    REQUIRE((valid || line.columns[3] == "invalid"));
    const auto input = line.columns[4] == "<empty>" ? std::string() : line.columns[4];
    CAPTURE(section);
    CAPTURE(rule);
    CAPTURE(input);
    std::stringstream grammars(line.columns[1]);
    for (std::string name; std::getline(grammars, name, ',');) {
      CAPTURE(name);
      const auto& g = grammar_named(name);
      const auto* entry = g.find(rule);
      REQUIRE(entry != nullptr);
      CHECK(entry->match(input) == valid);
      CHECK(abnf_derives(g.model, rule, input) == valid);
      ++judged;
    }
  }
  MESSAGE("rfc3986-examples.tsv: " << lines.size() << " lines, " << judged << " verdicts");
  CHECK(judged >= 800);
}

TEST_CASE("rfc3986 rules: members the generator draws from the ABNF are accepted, for every production") {
  std::size_t drawn = 0;
  for (const auto& g : grammars_under_test()) {
    CAPTURE(g.name);
    bnf::generator generator(g.model, 3986);
    for (const auto& rule : g.rules) {
      CAPTURE(rule.name);
      const std::size_t n = rule.name == "URI-reference" ? 2000 : 100;
      generator.lines(rule.name, n, [&](const std::string& member) {
        CAPTURE(member);
        CHECK(rule.match(member));
        ++drawn;
      });
    }
  }
  MESSAGE("generated members accepted: " << drawn);
  CHECK(drawn >= 10000);
}

TEST_CASE("rfc3986 rules: on mutated members, every rule agrees with a recognizer of the ABNF as written") {
  std::size_t compared = 0;
  std::size_t accepted = 0;
  for (const auto& g : grammars_under_test()) {
    CAPTURE(g.name);
    bnf::generator generator(g.model, 6874);
    bnf::random_source random(1994);
    for (const auto& rule : g.rules) {
      CAPTURE(rule.name);
      for (std::size_t i = 0; i < 60; ++i) {
        auto input = generator.draw(rule.name);
        if (input.size() > 80) {
          continue;
        }
        for (std::size_t m = 0; m < 6; ++m) {
          CAPTURE(input);
          const bool expected = abnf_derives(g.model, rule.name, input);
          CHECK(rule.match(input) == expected);
          ++compared;
          accepted += expected ? 1 : 0;
          input = mutate(input, random);
        }
      }
    }
  }
  MESSAGE("inputs compared with the ABNF: " << compared << ", of which members: " << accepted);
  CHECK(compared >= 20000);
}

TEST_CASE(
    "rfc3986 rules: IPv6address accepts exactly the ABNF's strings of up to eight pieces, colons and IPv4 tails") {
  // Its alternatives stay in the ABNF's order, which is exact only because
  // of how they are built (authority.hpp): every arrangement is tried.
  const auto& g = grammar_named("3986");
  const auto* rule = g.find("IPv6address");
  REQUIRE(rule != nullptr);
  const std::vector<std::string> tokens{"a", ":", "ab:", "1.2.3.4"};
  std::set<std::string> inputs{""};
  std::vector<std::string> frontier{""};
  for (int length = 0; length < 8; ++length) {
    std::vector<std::string> next;
    for (const auto& s : frontier) {
      for (const auto& t : tokens) {
        if (inputs.insert(s + t).second) {
          next.push_back(s + t);
        }
      }
    }
    frontier = std::move(next);
  }
  std::size_t members = 0;
  for (const auto& input : inputs) {
    CAPTURE(input);
    const bool expected = abnf_derives(g.model, "IPv6address", input);
    CHECK(rule->match(input) == expected);
    members += expected ? 1 : 0;
  }
  MESSAGE("IPv6address: " << inputs.size() << " inputs, " << members << " addresses");
  CHECK(members >= 1000);
}

TEST_CASE("rfc3986 rules: the character classes match by table, and each table is its ABNF's for all 256 bytes") {
  const std::set<std::string_view> classes{"ALPHA",    "DIGIT",      "HEXDIG",     "pct-encoded", "unreserved",
                                           "reserved", "gen-delims", "sub-delims", "pchar"};
  for (const auto& g : grammars_under_test()) {
    CAPTURE(g.name);
    for (const auto& rule : g.rules) {
      CAPTURE(rule.name);
      const auto& table = *rule.table;
      CHECK(table.is_class == (classes.count(rule.name) != 0));
      CHECK(rule.character_class == table.is_class);
      if (!table.is_class) {
        continue;
      }
      for (int b = 0; b < 256; ++b) {
        CAPTURE(b);
        const auto byte = static_cast<char>(b);
        CHECK(table.chars[static_cast<std::size_t>(b)] == abnf_derives(g.model, rule.name, std::string(1, byte)));
        const bool hex = table.escape && table.hex[static_cast<std::size_t>(b)];
        CHECK(hex == abnf_derives(g.model, rule.name, std::string("%") + byte + "0"));
        CHECK(hex == abnf_derives(g.model, rule.name, std::string("%0") + byte));
      }
    }
  }
}

TEST_CASE("rfc3986 rules: PEGTL's analysis finds no problem in any rule of either list") {
  CHECK(analyze_all(rfc3986::productions_3986{}) == 0);
  CHECK(analyze_all(rfc3986::productions_6874{}) == 0);
}

TEST_CASE("rfc3986 rules: a 10 MB reference is matched without exhausting the stack") {
  std::string path;
  while (path.size() < (10U << 20U)) {
    path += "/seg;p=1";
  }
  using rule = rfc3986::URI_reference<rfc3986::grammar_3986>;
  CHECK(matches<rule>("http://[fe80::1]:80" + path + "?q#f"));
  CHECK_FALSE(matches<rule>("http://www.example.com" + path + " "));
  CHECK(matches<rule>("//" + std::string(10U << 20U, 'a') + "/"));
}
