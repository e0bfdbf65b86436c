// RFC 1808's PEGTL rules (include/urlbnf/rfc1808/) against grammar/rfc1808.bnf,
// before the grammar is registered: each rule runs by itself on a
// memory_input, and the BNF is read from the embedded file. The BNF's
// productions are not recursive, so a recognizer that follows every
// derivation (all end positions of each expression) decides membership
// exactly: it judges the corpus, the character tables, every short string
// over the delimiters, and generated members with a few characters changed.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tao/pegtl/contrib/analyze.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>
#include <tao/pegtl/demangle.hpp>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/rfc1808/grammar.hpp>
#include <utility>
#include <vector>

#include "../src/character_class.hpp"
#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;
namespace pegtl = tao::pegtl;

template <typename T>
struct tag {
  using type = T;
};

template <typename F, typename... Rules>
void each_rule(pegtl::type_list<Rules...> /*unused*/, F f) {
  (f(tag<Rules>{}), ...);
}

template <typename Rule>
bool accepts(const std::string& input) {
  pegtl::memory_input in(input.data(), input.size(), "rfc1808");
  return pegtl::parse<pegtl::seq<Rule, pegtl::eof>>(in);
}

// The production's rule judges the input; nullopt when no rule has its name.
std::optional<bool> accepts_by_name(std::string_view name, const std::string& input) {
  std::optional<bool> out;
  each_rule(rfc1808::productions{}, [&](auto t) {
    using rule = typename decltype(t)::type;
    if (meta_of<rule>.name == name) {
      out = accepts<rule>(input);
    }
  });
  return out;
}

const bnf::model& model() {
  static const bnf::model m = [] {
    const auto text = bnf::grammar_file("rfc1808.bnf");
    REQUIRE(text.has_value());
    return bnf::read("1808", {{"rfc1808.bnf", std::string(*text)}});
  }();
  return m;
}

// The positions where `e` can end a match begun at `pos`, by every
// derivation.
std::set<std::size_t> ends(const bnf::expr& e, const std::string& s, std::size_t pos) {
  using kind = bnf::expr::kind;
  switch (e.k) {
    case kind::empty:
      return {pos};
    case kind::literal:
      if (s.compare(pos, e.text.size(), e.text) == 0) {
        return {pos + e.text.size()};
      }
      return {};
    case kind::ref:
      return ends(model().find(e.text)->definition, s, pos);
    case kind::seq: {
      std::set<std::size_t> at{pos};
      for (const auto& item : e.items) {
        std::set<std::size_t> next;
        for (const auto p : at) {
          const auto more = ends(item, s, p);
          next.insert(more.begin(), more.end());
        }
        at = std::move(next);
      }
      return at;
    }
    case kind::alt: {
      std::set<std::size_t> out;
      for (const auto& item : e.items) {
        const auto more = ends(item, s, pos);
        out.insert(more.begin(), more.end());
      }
      return out;
    }
    case kind::repeat: {
      // Once the minimum is reached, a position already reached adds no
      // end when repeated from again, so each is expanded once.
      std::set<std::size_t> out;
      std::set<std::size_t> at{pos};
      for (std::size_t n = 0; !at.empty(); ++n) {
        if (n >= e.min) {
          out.insert(at.begin(), at.end());
        }
        if (n == e.max) {
          break;
        }
        std::set<std::size_t> next;
        for (const auto p : at) {
          for (const auto q : ends(e.items.front(), s, p)) {
            if (n + 1 <= e.min || out.count(q) == 0) {
              next.insert(q);
            }
          }
        }
        at = std::move(next);
      }
      return out;
    }
  }
  return {};
}

bool derives(std::string_view production, const std::string& s) {
  const auto* p = model().find(production);
  if (p == nullptr) {
    FAIL("no production " << production);
  }
  return ends(p->definition, s, 0).count(s.size()) != 0;
}

// A production's rule is named after it: "-" as "_", "+" as "_plus".
std::string rule_name(std::string_view production) {
  std::string out;
  for (const char c : production) {
    out += c == '-' ? std::string("_") : c == '+' ? std::string("_plus") : std::string(1, c);
  }
  return out;
}

// The comment lines right above each `struct` of the headers, by the
// struct's name, "// " removed.
std::map<std::string, std::vector<std::string>> comments_above_structs() {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto* file : {"characters.hpp", "url.hpp"}) {
    std::ifstream in(std::string(URLBNF_GRAMMAR_DIR) + "/../include/urlbnf/rfc1808/" + file);
    REQUIRE_MESSAGE(in, file);
    std::vector<std::string> block;
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("//", 0) == 0) {
        block.push_back(line.size() > 3 ? line.substr(3) : std::string());
      } else if (line.rfind("struct ", 0) == 0) {
        const auto name_end = line.find(' ', 7);
        out[line.substr(7, name_end - 7)] = block;
        block.clear();
      } else {
        block.clear();
      }
    }
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream split(text);
  for (std::string line; std::getline(split, line);) {
    out.push_back(line);
  }
  return out;
}

std::string input_of(const std::string& column) { return column == "<empty>" ? std::string() : column; }

// The derivation's nodes that tell how URL reads an input.
template <typename Rule>
using reading_nodes = pegtl::parse_tree::selector<
    Rule, pegtl::parse_tree::store_content::on<rfc1808::absoluteURL, rfc1808::generic_RL, rfc1808::relativeURL>>;

// How URL's derivation reads a valid input: as a generic-RL, as another
// absoluteURL, or as a relativeURL (no scheme read, Section 2.4.2).
std::string reading_of(const std::string& input) {
  pegtl::memory_input in(input.data(), input.size(), "rfc1808");
  const auto root = pegtl::parse_tree::parse<pegtl::seq<rfc1808::URL, pegtl::eof>, reading_nodes>(in);
  if (!root || root->children.size() != 1) {
    return "none";
  }
  const auto& read = *root->children.front();
  if (read.is_type<rfc1808::absoluteURL>()) {
    return read.children.empty() ? "absoluteURL" : "generic-RL";
  }
  return read.is_type<rfc1808::relativeURL>() ? "relativeURL" : "none";
}

}  // namespace

TEST_CASE("rfc1808 rules: PEGTL's analysis finds no problem (no infinite loop, no left recursion)") {
  std::size_t problems = 0;
  each_rule(rfc1808::productions{}, [&](auto t) { problems += pegtl::analyze<typename decltype(t)::type>(-1); });
  CHECK(problems == 0);
}

TEST_CASE("rfc1808 rules: one rule per production of grammar/rfc1808.bnf, in its order, named after it") {
  const auto& productions = model().productions;
  std::vector<std::string_view> names;
  std::vector<std::string> types;
  each_rule(rfc1808::productions{}, [&](auto t) {
    using rule = typename decltype(t)::type;
    names.push_back(meta_of<rule>.name);
    const auto demangled = pegtl::demangle<rule>();
    types.emplace_back(demangled.substr(demangled.rfind("::") + 2));
  });
  REQUIRE(names.size() == productions.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    CAPTURE(productions[i].name);
    CHECK(names[i] == productions[i].name);
    CHECK(types[i] == rule_name(productions[i].name));
  }
}

TEST_CASE("rfc1808 rules: the comment above each rule starts with its production exactly as the file writes it") {
  const auto comments = comments_above_structs();
  for (const auto& p : model().productions) {
    CAPTURE(p.name);
    const auto it = comments.find(rule_name(p.name));
    REQUIRE_MESSAGE(it != comments.end(), "no struct ", rule_name(p.name), " in include/urlbnf/rfc1808/");
    const auto quoted = lines_of(p.source);
    const auto& block = it->second;
    REQUIRE(block.size() >= quoted.size());
    CHECK(std::vector<std::string>(block.begin(), block.begin() + static_cast<std::ptrdiff_t>(quoted.size())) ==
          quoted);
  }
}

TEST_CASE("rfc1808 rules: sections, reshaping notes and character classes") {
  each_rule(rfc1808::productions{}, [&](auto t) {
    using rule = typename decltype(t)::type;
    constexpr auto meta = meta_of<rule>;
    CAPTURE(meta.name);
    CHECK_FALSE(meta.section.empty());
    // Only absoluteURL is not its BNF line as written.
    CHECK(meta.reshaped.empty() == (meta.name != "absoluteURL"));
    // A character class production matches by one table lookup.
    CHECK(meta.character_class == detail::class_of<rule>.is_class);
  });
  // The repetitions of a class run as loops over its table.
  CHECK(detail::repeated_class<rfc1808::fragment::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::query::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::net_loc::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::scheme::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::param::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::segment::rule_t>::value);
  CHECK(detail::repeated_class<rfc1808::fsegment::rule_t>::value);
}

TEST_CASE("rfc1808 rules: each class's table is its BNF's, for all 256 bytes and escapes") {
  std::size_t classes = 0;
  each_rule(rfc1808::productions{}, [&](auto t) {
    using rule = typename decltype(t)::type;
    constexpr auto& c = detail::class_of<rule>;
    if constexpr (c.is_class) {
      CAPTURE(meta_of<rule>.name);
      for (int b = 0; b < 256; ++b) {
        CAPTURE(b);
        const auto byte = static_cast<char>(b);
        CHECK(c.chars[static_cast<std::size_t>(b)] == derives(meta_of<rule>.name, std::string(1, byte)));
        const bool hex = c.escape && c.hex[static_cast<std::size_t>(b)];
        CHECK(hex == derives(meta_of<rule>.name, std::string("%") + byte + "0"));
        CHECK(hex == derives(meta_of<rule>.name, std::string("%0") + byte));
      }
      ++classes;
    }
  });
  CHECK(classes == 14);
}

TEST_CASE("rfc1808 rules: every URL of Section 5 is in the corpus as a valid URL") {
  const std::string base = "http://a/b/c/d;p?q#f";
  // Each example of Sections 5.1 and 5.2 (<> is the empty string) and the
  // absolute URL the RFC resolves it to.
  const std::vector<std::pair<std::string, std::string>> examples{
      {"g:h", "g:h"},
      {"g", "http://a/b/c/g"},
      {"./g", "http://a/b/c/g"},
      {"g/", "http://a/b/c/g/"},
      {"/g", "http://a/g"},
      {"//g", "http://g"},
      {"?y", "http://a/b/c/d;p?y"},
      {"g?y", "http://a/b/c/g?y"},
      {"g?y/./x", "http://a/b/c/g?y/./x"},
      {"#s", "http://a/b/c/d;p?q#s"},
      {"g#s", "http://a/b/c/g#s"},
      {"g#s/./x", "http://a/b/c/g#s/./x"},
      {"g?y#s", "http://a/b/c/g?y#s"},
      {";x", "http://a/b/c/d;x"},
      {"g;x", "http://a/b/c/g;x"},
      {"g;x?y#s", "http://a/b/c/g;x?y#s"},
      {".", "http://a/b/c/"},
      {"./", "http://a/b/c/"},
      {"..", "http://a/b/"},
      {"../", "http://a/b/"},
      {"../g", "http://a/b/g"},
      {"../..", "http://a/"},
      {"../../", "http://a/"},
      {"../../g", "http://a/g"},
      {"", "http://a/b/c/d;p?q#f"},
      {"../../../g", "http://a/../g"},
      {"../../../../g", "http://a/../../g"},
      {"/./g", "http://a/./g"},
      {"/../g", "http://a/../g"},
      {"g.", "http://a/b/c/g."},
      {".g", "http://a/b/c/.g"},
      {"g..", "http://a/b/c/g.."},
      {"..g", "http://a/b/c/..g"},
      {"./../g", "http://a/b/g"},
      {"./g/.", "http://a/b/c/g/"},
      {"g/./h", "http://a/b/c/g/h"},
      {"g/../h", "http://a/b/c/h"},
      {"http:g", "http:g"},
      {"http:", "http:"},
  };
  std::set<std::string> in_corpus;
  for (const auto& l : test::read_corpus("rfc1808-examples.tsv")) {
    if (l.columns.size() >= 5 &&
        l.columns[0].rfind("\xC2\xA7"
                           "5",
                           0) == 0 &&
        l.columns[1] == "URL" && l.columns[2] == "valid") {
      in_corpus.insert(input_of(l.columns[4]));
    }
  }
  CHECK(examples.size() == 24 + 15);
  CHECK(accepts<rfc1808::URL>(base));
  CHECK(in_corpus.count(base) == 1);
  for (const auto& [reference, resolved] : examples) {
    for (const auto& url : {reference, resolved}) {
      CAPTURE(url);
      CHECK(accepts<rfc1808::URL>(url));
      CHECK(in_corpus.count(url) == 1);
    }
  }
}

TEST_CASE("rfc1808 rules: the corpus's verdicts are the rules' and the BNF's, and URL reads each as it says") {
  const auto lines = test::read_corpus("rfc1808-examples.tsv");
  REQUIRE(lines.size() >= 150);
  for (const auto& l : lines) {
    INFO("rfc1808-examples.tsv:" << l.number);
    REQUIRE(l.columns.size() >= 5);
    const auto& rule = l.columns[1];
    const auto& verdict = l.columns[2];
    const auto& match = l.columns[3];
    const auto input = input_of(l.columns[4]);
    CAPTURE(rule);
    CAPTURE(input);
    REQUIRE_MESSAGE((verdict == "valid" || verdict == "invalid"), "unknown verdict column: " << verdict);
    const bool valid = verdict == "valid";
    const auto accepted = accepts_by_name(rule, input);
    REQUIRE_MESSAGE(accepted.has_value(), "no rule named " << rule);
    CHECK(*accepted == valid);
    CHECK(derives(rule, input) == valid);
    if (rule == "URL" && valid) {
      CHECK(reading_of(input) == match);
    } else {
      CHECK(match == "-");
    }
  }
}

TEST_CASE("rfc1808 rules: every short string over URL's delimiters is judged as the BNF judges it") {
  // Every string of up to five characters over the delimiters, a letter, a
  // hex digit and a character of no production; and of up to six over the
  // delimiters and a letter, the shortest that tell generic-RL from
  // absoluteURL ("a:////").
  std::vector<std::string> inputs;
  for (const auto& [alphabet, longest] : {std::pair<std::string, std::size_t>{"a1:/;?#%~", 5}, {"a:/;?#", 6}}) {
    std::vector<std::string> strings{""};
    for (std::size_t begin = 0; strings.back().size() < longest;) {
      const auto end = strings.size();
      for (std::size_t i = begin; i < end; ++i) {
        for (const char c : alphabet) {
          strings.push_back(strings[i] + c);
        }
      }
      begin = end;
    }
    inputs.insert(inputs.end(), strings.begin(), strings.end());
  }
  std::size_t judged = 0;
  std::size_t valid = 0;
  each_rule(rfc1808::productions{}, [&](auto t) {
    using rule = typename decltype(t)::type;
    if constexpr (!meta_of<rule>.character_class) {
      for (const auto& input : inputs) {
        const bool by_bnf = derives(meta_of<rule>.name, input);
        if (accepts<rule>(input) != by_bnf) {
          CAPTURE(meta_of<rule>.name);
          CAPTURE(input);
          CHECK(accepts<rule>(input) == by_bnf);
        }
        ++judged;
        valid += by_bnf ? 1 : 0;
      }
    }
  });
  MESSAGE("short strings judged: " << judged << ", of which valid by the BNF: " << valid);
  // URL's ambiguity (url.hpp): every absoluteURL is a relativeURL too.
  for (const auto& input : inputs) {
    if (accepts<rfc1808::absoluteURL>(input) && !accepts<rfc1808::relativeURL>(input)) {
      CAPTURE(input);
      CHECK(accepts<rfc1808::relativeURL>(input));
    }
  }
}

TEST_CASE("rfc1808 rules: what the BNF generator draws is accepted by the rules") {
  bnf::generator gen(model(), 1808);
  std::size_t drawn = 0;
  const auto accepted = [&](auto t, std::size_t n) {
    using rule = typename decltype(t)::type;
    CAPTURE(meta_of<rule>.name);
    drawn += gen.lines(meta_of<rule>.name, n, [&](const std::string& member) {
      if (!accepts<rule>(member)) {
        CAPTURE(member);
        CHECK(accepts<rule>(member));
      }
    });
  };
  accepted(tag<rfc1808::URL>{}, 3000);
  each_rule(rfc1808::productions{}, [&](auto t) { accepted(t, 200); });
  MESSAGE("generated members accepted: " << drawn);
  CHECK(drawn == 3000 + 200 * 30);
}

TEST_CASE("rfc1808 rules: generated members with a few characters changed are judged as the BNF judges them") {
  bnf::generator gen(model(), 1995);
  bnf::random_source random(1808);
  const std::string edits = "a1:/;?#%~";
  std::size_t judged = 0;
  std::size_t valid = 0;
  const auto mutated = [&](auto t) {
    using rule = typename decltype(t)::type;
    CAPTURE(meta_of<rule>.name);
    gen.lines(meta_of<rule>.name, 2000, [&](std::string member) {
      for (std::size_t n = 1 + random.below(3); n > 0; --n) {
        const auto at = random.below(member.size() + 1);
        const auto c = edits[random.below(edits.size())];
        switch (random.below(3)) {
          case 0:
            member.insert(at, 1, c);
            break;
          case 1:
            member.erase(at, 1);
            break;
          default:
            member.replace(at, 1, 1, c);
        }
      }
      const bool by_bnf = derives(meta_of<rule>.name, member);
      if (accepts<rule>(member) != by_bnf) {
        CAPTURE(member);
        CHECK(accepts<rule>(member) == by_bnf);
      }
      ++judged;
      valid += by_bnf ? 1 : 0;
    });
  };
  each_rule(rfc1808::productions{}, [&](auto t) {
    if constexpr (!meta_of<typename decltype(t)::type>.character_class) {
      mutated(t);
    }
  });
  MESSAGE("mutated members judged: " << judged << ", of which valid by the BNF: " << valid);
  CHECK(judged == 2000 * 16);
}
