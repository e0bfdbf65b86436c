// A rejection's suggested repair (diagnostic::repair) escapes every octet
// that escaping mends, and the grammar that judged accepts it: the cases of
// tests/corpus/repairs.tsv, and the property over every corpus, the fuzz
// regressions and mutations of every valid input by every grammar.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc3987/utf8.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf;

// A corpus column with \xNN and \\ read as the octets they spell.
std::string unescaped(std::string_view column) {
  std::string out;
  for (std::size_t i = 0; i < column.size(); ++i) {
    if (column[i] == '\\' && i + 1 < column.size() && column[i + 1] == '\\') {
      out += '\\';
      ++i;
    } else if (column[i] == '\\' && i + 3 < column.size() && column[i + 1] == 'x') {
      out += static_cast<char>(std::stoi(std::string(column.substr(i + 2, 2)), nullptr, 16));
      i += 3;
    } else {
      out += column[i];
    }
  }
  return out;
}

// `s` with every escape ("%" and two hex digits) decoded.
std::string decoded(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) != 0 &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2])) != 0) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// `input` without the byte-order mark it starts with.
std::string_view unmarked(std::string_view input) {
  constexpr std::string_view mark = "\xEF\xBB\xBF";
  return input.substr(0, mark.size()) == mark ? input.substr(mark.size()) : input;
}

// The words that lead a repair in the messages of every grammar.
bool words_a_repair(std::string_view message) {
  for (std::string_view lead : {"; escaped: ", "; percent-encoded: ", "; encoded: ", "; repaired: ", "%25: "}) {
    if (message.find(lead) != std::string_view::npos) {
      return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("repairs: the corpus of suggested repairs, each accepted by the grammar and rule that judged") {
  const auto lines = test::read_corpus("repairs.tsv");
  REQUIRE(lines.size() >= 40);
  for (const auto& line : lines) {
    REQUIRE(line.columns.size() == 6);
    CAPTURE(line.number);
    const auto* g = find_grammar(line.columns[0]);
    REQUIRE(g != nullptr);
    const std::string rule = line.columns[1] == "-" ? std::string(g->default_rule) : line.columns[1];
    const auto input = unescaped(line.columns[2]);
    const auto j = g->check(input, rule_name{rule});
    REQUIRE_FALSE(j.valid);
    REQUIRE(j.error.has_value());
    const auto& d = *j.error;
    CHECK(name_of(d.code) == line.columns[4]);
    if (line.columns[3] == "-") {
      CHECK_FALSE(d.repair.has_value());
      CHECK_FALSE(words_a_repair(d.message));
      continue;
    }
    const auto repair = unescaped(line.columns[3]);
    REQUIRE(d.repair.has_value());
    CHECK(*d.repair == repair);
    CHECK(g->check(repair, rule_name{rule}).valid);
    // The message ends with the repair it suggests.
    CHECK(d.message.size() >= repair.size());
    CHECK(d.message.compare(d.message.size() - repair.size(), repair.size(), repair) == 0);
  }
}

TEST_CASE("repairs: a leading byte-order mark is named, and the repair removes it") {
  const auto j = find_grammar("3986")->check("\xEF\xBB\xBFhttp://a/", "URI-reference");
  REQUIRE(j.error.has_value());
  CHECK(j.error->code == diagnostic_code::byte_order_mark);
  CHECK(name_of(diagnostic_code::byte_order_mark) == "byte_order_mark");
  CHECK(j.error->offset == 0);
  CHECK(j.error->message ==
        "RFC 3986 \xC2\xA7"
        "2.5: the input starts with a UTF-8 byte-order mark (the octets 0xEF 0xBB 0xBF a file may start with), "
        "which is no part of the URI: remove it; repaired: http://a/");
}

namespace {

// The inputs the property draws on: every column of every corpus, every line
// of the extraction corpora and of the fuzz regressions.
std::vector<std::string> every_input() {
  std::set<std::string> inputs;
  const std::filesystem::path corpus(URLBNF_CORPUS_DIR);
  for (const auto& file : std::filesystem::directory_iterator(corpus)) {
    if (file.path().extension() != ".tsv") {
      continue;
    }
    for (const auto& line : test::read_corpus(file.path().filename().string())) {
      for (const auto& column : line.columns) {
        inputs.insert(column == "<empty>" ? std::string() : unescaped(column));
      }
    }
  }
  for (const auto& folder : {corpus / "extract", corpus.parent_path() / "fuzz" / "regressions"}) {
    for (const auto& file : std::filesystem::directory_iterator(folder)) {
      std::ifstream in(file.path(), std::ios::binary);
      for (std::string line; std::getline(in, line);) {
        inputs.insert(line);
      }
    }
  }
  return {inputs.begin(), inputs.end()};
}

// What the property saw.
struct tally {
  std::size_t inputs = 0;
  std::size_t rejected = 0;
  std::size_t repairs = 0;
};

// The property on one input by `g`'s `rule`: a repair, where given, is
// accepted by the same rule, is worded by the message, and differs from
// the input.
void judge_repair(const grammar_entry& g, std::string_view rule, const std::string& input, tally& t) {
  ++t.inputs;
  const auto j = g.check(input, rule_name{rule});
  if (j.valid) {
    return;
  }
  ++t.rejected;
  const auto& d = *j.error;
  if (!d.repair) {
    return;
  }
  ++t.repairs;
  CAPTURE(g.name);
  CAPTURE(rule);
  CAPTURE(input);
  CAPTURE(*d.repair);
  CHECK(g.check(*d.repair, rule_name{rule}).valid);
  CHECK(*d.repair != input);
  CHECK(d.message.find(*d.repair) != std::string::npos);
  // Escapes added, and a byte-order mark removed: nothing else changed.
  CHECK(decoded(*d.repair) == decoded(unmarked(input)));
  // Every octet beyond US-ASCII escaped: the repair is printable US-ASCII
  // text, which JSON and a terminal show as it is; but RFC 3987, which
  // reads UTF-8, keeps the characters of ucschar, and escapes every other.
  if (g.name == "3987") {
    CHECK(urlbnf::rfc3987::first_malformed_utf8(*d.repair) == std::string_view::npos);
    for (std::size_t at = 0; at < d.repair->size();) {
      const auto c = urlbnf::rfc3987::decode_utf8(std::string_view(*d.repair).substr(at));
      CHECK((c.code_point >= 0x80 ? g.accepts(d.repair->substr(at, c.length), rule_name{"ucschar"})
                                  : c.code_point > ' ' && c.code_point < 0x7F));
      at += std::max<std::size_t>(c.length, 1);
    }
  } else {
    CHECK(std::all_of(d.repair->begin(), d.repair->end(), [](char c) { return c > ' ' && c < 0x7F; }));
  }
}

}  // namespace

// The valid inputs of each grammar mutated: bounded so that the suite runs
// in seconds.
constexpr std::size_t mutated_per_grammar = 500;

TEST_CASE("repairs: wherever a repair is suggested, the grammar that judged accepts it") {
  const auto inputs = every_input();
  REQUIRE(inputs.size() > 1000);
  // What a mutation inserts: octets every grammar's repair escapes.
  const std::vector<std::string> inserted{
      " ", "\xC3\xA9", "\xE4\xBE\x8B", "\xF0\x9F\x98\x80", "\x01", "\x7F", "<", "\"", "{", "|", "\\", "^", "`", "\xFF"};
  tally corpus;
  tally mutated;
  std::size_t marked = 0;
  for (const auto& g : grammars()) {
    std::vector<const std::string*> valid;
    for (const auto& input : inputs) {
      for (const auto& p : g.productions()) {
        judge_repair(g, p.name, input, corpus);
      }
      if (g.check(input, rule_name{g.default_rule}).valid) {
        valid.push_back(&input);
      }
    }
    // Every valid input gets its byte-order mark; an even spread of them, a
    // few hundred per grammar, the mutations, which judge each a thousand
    // times over.
    const std::size_t stride = valid.size() / mutated_per_grammar + 1;
    for (std::size_t i = 0; i < valid.size(); ++i) {
      const auto* v = valid[i];
      // A byte-order mark before a valid input: named, and removed by the
      // repair, which is the input.
      const auto j = g.check("\xEF\xBB\xBF" + *v, rule_name{g.default_rule});
      ++marked;
      CAPTURE(g.name);
      CAPTURE(*v);
      // But by RFC 3987, whose ucschar holds U+FEFF: before an input that
      // is no IRI (no scheme), the mark is a character of its first
      // segment ("\xEF\xBB\xBFa/b" is an irelative-ref).
      if (j.valid) {
        CHECK(g.name == "3987");
        CHECK(g.check(*v, rule_name{"irelative-ref"}).valid);
      } else {
        CHECK(j.error->code == diagnostic_code::byte_order_mark);
        CHECK(j.error->repair == *v);
      }
      // Each octet inserted at every position, and once more at the end:
      // every one of them escaped.
      if (i % stride != 0) {
        continue;
      }
      for (const auto& octets : inserted) {
        for (std::size_t at = 0; at <= v->size(); ++at) {
          auto m = *v;
          m.insert(at, octets);
          judge_repair(g, g.default_rule, m, mutated);
          judge_repair(g, g.default_rule, m + octets, mutated);
        }
      }
    }
  }
  MESSAGE("corpus inputs: " << inputs.size() << " inputs, " << corpus.inputs << " judgements by every production, "
                            << corpus.rejected << " rejections, " << corpus.repairs
                            << " repairs checked, all accepted");
  MESSAGE("mutations: " << mutated.inputs << " judgements, " << mutated.rejected << " rejections, " << mutated.repairs
                        << " repairs checked, all accepted; " << marked << " byte-order marks named and removed");
  CHECK(corpus.repairs > 0);
  CHECK(mutated.repairs > 0);
}
