// The encoding level of RFC 1630's "Encoding reserved characters", read one
// unit at a time (a character as written, or an escape), so that comparing
// two URIs can say where and why they differ without building either
// normal form.
#include <array>
#include <set>
#include <string>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/text.hpp>

#include "../prose.hpp"

namespace urlbnf::rfc1630 {
namespace {

// Why an escape stays an escape at the same encoding level.
enum class kept { no, slash, dot_element, search_plus, scheme_special, hash, question, bnf_reserved, not_allowed };

enum class part { path, search, fragment };

bool is_escape_at(std::string_view s, std::size_t i) {
  return s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 && hex_value(s[i + 2]) >= 0;
}

// The escape of `octet` in `where` stays for the reason returned; kept::no
// for the characters the BNF's xalpha (alpha, digit, safe, extra) and
// xpalpha ("+") allow unencoded and the RFC does not reserve.
kept keeps(char octet, part where, bool in_dot_element) {
  if ((octet >= 'a' && octet <= 'z') || (octet >= 'A' && octet <= 'Z') || (octet >= '0' && octet <= '9')) {
    return kept::no;
  }
  switch (octet) {
    case '.':
      return in_dot_element ? kept::dot_element : kept::no;
    case '$':
    case '-':
    case '_':
    case '@':
    case '&':
    case '"':
    case '\'':
    case '(':
    case ')':
    case ',':
      return kept::no;
    case '+':
      return where == part::search ? kept::search_plus : kept::no;
    case '/':
      return kept::slash;
    case '#':
      return kept::hash;
    case '?':
      return kept::question;
    case '=':
    case ';':
    case ':':
    case ' ':
      return kept::bnf_reserved;
    case '*':
    case '!':
      return kept::scheme_special;
    default:
      return kept::not_allowed;
  }
}

struct unit {
  std::size_t offset = 0;
  std::string_view written;
  std::array<char, 3> canonical{};
  std::size_t canonical_size = 0;
  kept why = kept::no;
  part where = part::path;

  [[nodiscard]] std::string_view normal() const { return {canonical.data(), canonical_size}; }
  [[nodiscard]] bool escape() const { return written.size() == 3; }
  [[nodiscard]] char octet() const {
    return escape() ? static_cast<char>(hex_value(written[1]) * 16 + hex_value(written[2])) : written[0];
  }
};

// The first "%" of `uri` that starts no escape, or npos.
std::size_t stray_percent(std::string_view uri) {
  for (std::size_t i = uri.find('%'); i != std::string_view::npos; i = uri.find('%', i + 1)) {
    if (!is_escape_at(uri, i)) {
      return i;
    }
    i += 2;
  }
  return std::string_view::npos;
}

// The units of a URI, left to right, each with the part it is in; raw
// delimiters only ("/", "?", "#" as written) move from one part or path
// element to the next.
class unit_reader {
 public:
  explicit unit_reader(std::string_view uri) : uri_(uri), decodes_(stray_percent(uri) == std::string_view::npos) {}

  bool next(unit& u) {
    if (i_ >= uri_.size()) {
      return false;
    }
    if (where_ == part::path && element_start_) {
      dot_element_ = is_dot_element(i_);
      element_start_ = false;
    }
    u.offset = i_;
    u.where = where_;
    if (is_escape_at(uri_, i_)) {
      u.written = uri_.substr(i_, 3);
      u.why = keeps(u.octet(), where_, dot_element_);
      if (u.why == kept::no && decodes_) {
        u.canonical = {u.octet()};
        u.canonical_size = 1;
      } else {
        u.canonical = {'%', detail::ascii_upper(u.written[1]), detail::ascii_upper(u.written[2])};
        u.canonical_size = 3;
      }
      i_ += 3;
      return true;
    }
    u.written = uri_.substr(i_, 1);
    u.why = kept::no;
    u.canonical = {u.written[0]};
    u.canonical_size = 1;
    ++i_;
    const char c = u.written[0];
    if (where_ == part::path && c == '/') {
      element_start_ = true;
    } else if (where_ == part::path && c == '?') {
      where_ = part::search;
    } else if (where_ != part::fragment && c == '#') {
      where_ = part::fragment;
    }
    return true;
  }

 private:
  // Whether the path element at `i` is "." or "..", written with or
  // without escapes. Stops at its first unit that is no dot, so each
  // element is looked at once more at most.
  [[nodiscard]] bool is_dot_element(std::size_t i) const {
    std::size_t dots = 0;
    while (i < uri_.size() && uri_[i] != '/' && uri_[i] != '?' && uri_[i] != '#') {
      if (uri_[i] == '.') {
        ++i;
      } else if (is_escape_at(uri_, i) && uri_[i + 1] == '2' && (uri_[i + 2] == 'E' || uri_[i + 2] == 'e')) {
        i += 3;
      } else {
        return false;
      }
      if (++dots > 2) {
        return false;
      }
    }
    return dots > 0;
  }

  std::string_view uri_;
  // A "%" that starts no escape leaves the URI without an encoding level,
  // and decoding next to it could forge an escape ("%%341" would become
  // "%41"): then escapes are only upper-cased.
  bool decodes_;
  std::size_t i_ = 0;
  part where_ = part::path;
  bool element_start_ = true;
  bool dot_element_ = false;
};

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string incomparable(std::string_view side, std::string_view uri, std::size_t at) {
  return "not comparable: " + std::string(side) + " has " + quoted(uri.substr(at, 3)) + " at offset " +
         std::to_string(at) +
         ", which is no encoding: all % characters imply encodings, and RFC 1630 defines no decoding for it "
         "(\"Encoding reserved characters\", Example 3)";
}

// Why a reserved character and its escape differ.
std::string why_reserved(kept why) {
  switch (why) {
    case kept::slash:
      return "an encoded slash does not have hierarchical significance (Example 2)";
    case kept::dot_element:
      return "path elements \".\" and \"..\" are reserved for the hierarchy (\"Hierarchical forms\"); encoded, they "
             "are ordinary names";
    case kept::search_plus:
      return "in a search \"+\" is shorthand for a space, so a real plus must be encoded (\"Query strings\")";
    case kept::scheme_special:
      return "\"*\" and \"!\" are reserved for special significance within specific schemes (\"Other reserved "
             "characters\")";
    case kept::hash:
      return "\"#\" separates the fragment identifier (\"Hash for fragment identifiers\")";
    case kept::question:
      return "\"?\" starts the search (\"Query strings\")";
    default:
      return "the BNF reserves it (reserved: = ; / # ? : space)";
  }
}

std::string shown_at(const unit& u) { return quoted(u.written) + " at offset " + std::to_string(u.offset); }

// Where `x` (from A) and `y` (from B) differ, and why it matters.
std::string difference(const unit& x, const unit& y) {
  const std::string where = "A has " + shown_at(x) + " where B has " + shown_at(y);
  if (x.octet() == y.octet()) {
    // The one side whose escape stays; the other decoded it or wrote the
    // character itself.
    const auto& escaped = x.why != kept::no ? x : y;
    const auto& raw = x.why != kept::no ? y : x;
    if (escaped.why == kept::not_allowed) {
      return where + ": " + quoted(raw.written) +
             " may not appear unencoded in a URI (RFC 1630 \"Unsafe characters\", the BNF's national and "
             "punctuation characters); only its encoding is valid";
    }
    return where +
           ": the reserved characters \"may NEVER be encoded and unencoded\" (RFC 1630 \"Encoding "
           "reserved characters\"): " +
           why_reserved(escaped.why);
  }
  const bool plus_and_space =
      x.where == part::search && y.where == part::search &&
      ((x.written == "+" && y.escape() && y.octet() == ' ') || (y.written == "+" && x.escape() && x.octet() == ' '));
  if (plus_and_space) {
    return where +
           ": in a search \"+\" is shorthand for the space between words, while an encoded space is a "
           "space within a word, a reserved character that is never unencoded (RFC 1630 \"Query strings\")";
  }
  if (detail::ascii_lower(x.octet()) == detail::ascii_lower(y.octet())) {
    return where + ": RFC 1630 makes no letter the same as its other case";
  }
  return where;
}

// The escapes either side rewrote, each once, in the order first met; the
// decoded ones by the character they encode ("%2d or %2D encodes \"-\"").
class rewrites {
 public:
  void note(const unit& u) {
    if (!u.escape() || u.normal() == u.written || !seen_.insert(std::string(u.written)).second) {
      return;
    }
    if (u.why != kept::no) {
      upper_cased_.push_back(std::string(u.written) + " is " + std::string(u.normal()));
      return;
    }
    for (auto& d : decoded_) {
      if (d.character == u.octet()) {
        d.escapes.emplace_back(u.written);
        return;
      }
    }
    decoded_.push_back({u.octet(), {std::string(u.written)}});
  }

  [[nodiscard]] std::string reason() const {
    if (decoded_.empty() && upper_cased_.empty()) {
      return "identical as written";
    }
    std::string out = "identical once brought to the same encoding level (RFC 1630 \"Encoding reserved characters\")";
    if (!decoded_.empty()) {
      std::vector<std::string> items;
      for (const auto& d : decoded_) {
        std::string escapes;
        for (const auto& e : d.escapes) {
          escapes += (escapes.empty() ? "" : " or ") + e;
        }
        items.push_back(escapes + " encodes " + quoted(std::string(1, d.character)));
      }
      out += ": " + detail::series(items, "and") + (decoded_.size() == 1 ? ", a character" : ", characters") +
             " the RFC does not reserve";
    }
    if (!upper_cased_.empty()) {
      out += (decoded_.empty() ? ": " : "; ") + detail::series(upper_cased_, "and") + " (hex digits in either case)";
    }
    return out;
  }

 private:
  struct decoding {
    char character;
    std::vector<std::string> escapes;
  };
  std::set<std::string> seen_;
  std::vector<decoding> decoded_;
  std::vector<std::string> upper_cased_;
};

}  // namespace

std::string encoding_normal_form(std::string_view uri) {
  std::string out;
  out.reserve(uri.size());
  unit_reader reader(uri);
  for (unit u; reader.next(u);) {
    out.append(u.normal());
  }
  return out;
}

equivalence_verdict equivalence(std::string_view a, std::string_view b) {
  if (const auto at = stray_percent(a); at != std::string_view::npos) {
    return {false, incomparable("A", a, at)};
  }
  if (const auto at = stray_percent(b); at != std::string_view::npos) {
    return {false, incomparable("B", b, at)};
  }
  unit_reader in_a(a);
  unit_reader in_b(b);
  rewrites seen;
  for (;;) {
    unit x;
    unit y;
    const bool more_a = in_a.next(x);
    const bool more_b = in_b.next(y);
    if (!more_a && !more_b) {
      return {true, seen.reason()};
    }
    if (!more_a || !more_b) {
      const auto& rest = more_a ? x : y;
      const std::string ended = more_a ? "B ends at offset " + std::to_string(b.size()) + " where A has "
                                       : "A ends at offset " + std::to_string(a.size()) + " where B has ";
      return {false, "NOT identical at the same encoding level: " + ended + shown_at(rest)};
    }
    if (x.normal() != y.normal()) {
      return {false, "NOT identical at the same encoding level: " + difference(x, y)};
    }
    seen.note(x);
    seen.note(y);
  }
}

std::vector<std::string> search_words(std::string_view search) {
  std::vector<std::string> words;
  for (;;) {
    const auto plus = search.find('+');
    words.push_back(percent_decode(search.substr(0, plus)));
    if (plus == std::string_view::npos) {
      return words;
    }
    search.remove_prefix(plus + 1);
  }
}

}  // namespace urlbnf::rfc1630
