// The character-class tables of the validation fast path, computed at
// compile time from the PEGTL rules, against the BNF model: for each class
// production of each grammar, each of the 256 bytes is in the table exactly
// when the BNF derives it alone, and "%" with two characters is an escape
// of the class exactly when the BNF derives it.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/rfc1630/grammar.hpp>
#include <urlbnf/rfc1738/grammar.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <vector>

#include "../src/character_class.hpp"

namespace {

using namespace urlbnf;

// The positions where `e` can end a match of `s` begun at `pos`. The class
// productions are not recursive; `depth` bounds the others.
std::set<std::size_t> ends(const bnf::model& m, const bnf::expr& e, const std::string& s, std::size_t pos,
                           int depth = 0) {
  using kind = bnf::expr::kind;
  if (depth > 40) {
    return {};
  }
  switch (e.k) {
    case kind::empty:
      return {pos};
    case kind::literal:
      return s.compare(pos, e.text.size(), e.text) == 0 ? std::set<std::size_t>{pos + e.text.size()}
                                                        : std::set<std::size_t>{};
    case kind::ref: {
      const auto* p = m.find(e.text);
      REQUIRE_MESSAGE(p != nullptr, e.text);
      return ends(m, p->definition, s, pos, depth + 1);
    }
    case kind::seq: {
      std::set<std::size_t> at{pos};
      for (const auto& item : e.items) {
        std::set<std::size_t> next;
        for (auto p : at) {
          const auto more = ends(m, item, s, p, depth + 1);
          next.insert(more.begin(), more.end());
        }
        at = next;
      }
      return at;
    }
    case kind::alt: {
      std::set<std::size_t> out;
      for (const auto& item : e.items) {
        const auto more = ends(m, item, s, pos, depth + 1);
        out.insert(more.begin(), more.end());
      }
      return out;
    }
    case kind::repeat: {
      std::set<std::size_t> out;
      std::set<std::size_t> at{pos};
      // Each further repetition that consumes nothing adds no end, so the
      // input's length bounds the useful ones.
      for (std::size_t n = 0; n <= s.size() - pos + 1 && n <= e.max && !at.empty(); ++n) {
        if (n >= e.min) {
          out.insert(at.begin(), at.end());
        }
        std::set<std::size_t> next;
        for (auto p : at) {
          const auto more = ends(m, e.items.front(), s, p, depth + 1);
          next.insert(more.begin(), more.end());
        }
        at = next;
      }
      return out;
    }
  }
  return {};
}

bool derives(const bnf::model& m, std::string_view production, const std::string& s) {
  const auto* p = m.find(production);
  REQUIRE_MESSAGE(p != nullptr, production);
  return ends(m, p->definition, s, 0).count(s.size()) != 0;
}

template <typename Rule>
void check_table(const bnf::model& m, std::size_t& checked) {
  constexpr auto& c = detail::class_of<Rule>;
  if constexpr (c.is_class) {
    const auto name = meta_of<Rule>.name;
    CAPTURE(m.grammar);
    CAPTURE(name);
    for (int b = 0; b < 256; ++b) {
      CAPTURE(b);
      const auto byte = static_cast<char>(b);
      CHECK(c.chars[static_cast<std::size_t>(b)] == derives(m, name, std::string(1, byte)));
      // An escape is "%" and two hex: vary each in turn, the other a "0".
      const bool hex = c.escape && c.hex[static_cast<std::size_t>(b)];
      CHECK(hex == derives(m, name, std::string("%") + byte + "0"));
      CHECK(hex == derives(m, name, std::string("%0") + byte));
    }
    ++checked;
  }
}

template <typename... Rules>
std::size_t check_tables(std::string_view grammar, tao::pegtl::type_list<Rules...> /*unused*/) {
  const auto& m = bnf::model_of(grammar);
  std::size_t checked = 0;
  (check_table<Rules>(m, checked), ...);
  return checked;
}

}  // namespace

TEST_CASE("character tables: every class production's table is its BNF's, for all 256 bytes and escapes") {
  const auto classes =
      check_tables("1738", rfc1738::productions{}) + check_tables("2396", rfc2396::productions_2396{}) +
      check_tables("2396+2732", rfc2396::productions_2732{}) + check_tables("1630", rfc1630::url_productions{}) +
      check_tables("1630-generic", rfc1630::generic_productions{});
  MESSAGE("character tables checked: " << classes << " class productions");
  // Every grammar has its characters, hex and escapes as classes at least.
  CHECK(classes >= 40);
}

namespace {

// Where the rule's PEG match from the start of `s` ends, by PEGTL's own
// control (each class the sor<> of its alternatives); npos when it fails.
template <typename Rule>
std::size_t peg_end(const std::string& s) {
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(s, "test");
  if (!tao::pegtl::parse<Rule>(in)) {
    return std::string::npos;
  }
  return static_cast<std::size_t>(in.current() - s.data());
}

template <typename Rule>
std::size_t run_end(const std::string& s) {
  using run = detail::run_ending_in_class<typename Rule::rule_t>;
  static_assert(run::value, "the label tail matches by one loop");
  return static_cast<std::size_t>(detail::run_ending_in<run>(s.data(), s.data() + s.size()) - s.data());
}

// Every string of up to `length` characters of `alphabet`, each compared.
template <typename Rule>
std::size_t compare_runs(std::string_view alphabet, std::size_t length) {
  std::size_t compared = 0;
  std::vector<std::size_t> digits;
  for (;;) {
    std::string s;
    for (const auto d : digits) {
      s += alphabet[d];
    }
    CAPTURE(s);
    CHECK(run_end<Rule>(s) == peg_end<Rule>(s));
    ++compared;
    std::size_t i = 0;
    while (i < digits.size() && ++digits[i] == alphabet.size()) {
      digits[i++] = 0;
    }
    if (i == digits.size()) {
      if (digits.size() == length) {
        return compared;
      }
      digits.assign(digits.size() + 1, 0);
    }
  }
}

}  // namespace

TEST_CASE("character tables: a label's tail matched by one loop ends where PEG's repetition does") {
  // Letters, digits and hyphens, which the tail takes, and what ends it.
  constexpr std::string_view alphabet = "a7-.Z_%";
  CHECK(compare_runs<rfc1738::label_tail>(alphabet, 6) == 137257);
  CHECK(compare_runs<rfc2396::label_tail>(alphabet, 6) == 137257);
  // Classes that share a character or take escapes are no such run.
  CHECK_FALSE(detail::run_ending_in_class<
              tao::pegtl::star<tao::pegtl::star<rfc2396::alphanum>, rfc2396::alpha>::rule_t>::value);
  CHECK_FALSE(detail::run_ending_in_class<
              tao::pegtl::star<tao::pegtl::star<literal<'-'>>, rfc2396::uric<rfc2396::grammar_2396>>::rule_t>::value);
}
