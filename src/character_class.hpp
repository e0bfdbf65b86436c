// Character-class productions as 256-entry tables, computed at compile time
// from the rules' own PEGTL definitions, so a table cannot drift from its
// BNF line. Private to the library.
//
// A rule is a character class when its definition is built from single
// characters (one, range, a one-character literal), choices between
// classes, and escapes ("%" hex hex, where hex is itself a class), and
// code points read from UTF-8 (urlbnf/code_points.hpp). Its table holds
// the characters that match alone; `escape` says whether a "%" and two
// `hex` characters match too, `wide` which code points beyond US-ASCII do.
#pragma once

#include <array>
#include <cstddef>
#include <tao/pegtl.hpp>
#include <urlbnf/code_points.hpp>

namespace urlbnf::detail {

using byte_table = std::array<bool, 256>;

// The most ranges of code points a class holds: RFC 3987's ucschar and
// iprivate together (iquery's characters) have 20.
inline constexpr std::size_t wide_capacity = 24;

struct class_definition {
  bool is_class = false;
  byte_table chars{};
  bool escape = false;
  byte_table hex{};
  // Ranges of code points beyond US-ASCII whose UTF-8 sequence matches;
  // the table holds no octet beyond US-ASCII then.
  std::array<code_point_span, wide_capacity> wide{};
  std::size_t wide_count = 0;

  [[nodiscard]] constexpr bool holds_wide(char32_t cp) const noexcept {
    for (std::size_t i = 0; i < wide_count; ++i) {
      if (wide[i].first <= cp && cp <= wide[i].last) {
        return true;
      }
    }
    return false;
  }
};

template <typename RuleT>
struct class_of_rule_t {
  static constexpr class_definition value{};
};

template <typename Rule>
inline constexpr class_definition class_of = class_of_rule_t<typename Rule::rule_t>::value;

constexpr class_definition single_chars(std::initializer_list<unsigned char> chars) {
  class_definition d;
  d.is_class = true;
  for (auto c : chars) {
    d.chars[c] = true;
  }
  return d;
}

template <char... Cs>
struct class_of_rule_t<
    tao::pegtl::internal::one<tao::pegtl::internal::result_on_found::success, tao::pegtl::internal::peek_char, Cs...>> {
  static constexpr class_definition value = single_chars({static_cast<unsigned char>(Cs)...});
};

template <char Lo, char Hi>
struct class_of_rule_t<tao::pegtl::internal::range<tao::pegtl::internal::result_on_found::success,
                                                   tao::pegtl::internal::peek_char, Lo, Hi>> {
  static constexpr class_definition make() {
    class_definition d;
    d.is_class = true;
    for (int c = static_cast<unsigned char>(Lo); c <= static_cast<unsigned char>(Hi); ++c) {
      d.chars[static_cast<std::size_t>(c)] = true;
    }
    return d;
  }
  static constexpr class_definition value = make();
};

template <typename... Ranges>
struct class_of_rule_t<code_point_in<Ranges...>> {
  static constexpr class_definition make() {
    class_definition d;
    d.is_class = true;
    for (const auto& s : code_point_in<Ranges...>::spans) {
      d.wide[d.wide_count++] = s;
    }
    return d;
  }
  static constexpr class_definition value = make();
};

template <char C>
struct class_of_rule_t<tao::pegtl::internal::string<C>> {
  static constexpr class_definition value = single_chars({static_cast<unsigned char>(C)});
};

// std::array's operator== is constexpr only from C++20.
constexpr bool same_table(const byte_table& a, const byte_table& b) {
  for (std::size_t c = 0; c < a.size(); ++c) {
    if (a[c] != b[c]) {
      return false;
    }
  }
  return true;
}

constexpr bool same_wide(const class_definition& a, const class_definition& b) {
  if (a.wide_count != b.wide_count) {
    return false;
  }
  for (std::size_t i = 0; i < a.wide_count; ++i) {
    if (a.wide[i].first != b.wide[i].first || a.wide[i].last != b.wide[i].last) {
      return false;
    }
  }
  return true;
}

constexpr bool only_percent(const byte_table& t) {
  for (std::size_t c = 0; c < t.size(); ++c) {
    if (t[c] != (c == '%')) {
      return false;
    }
  }
  return true;
}

// "%" hex hex: an escape of two characters of the class `hex`.
template <typename Percent, typename Hex1, typename Hex2>
struct class_of_rule_t<tao::pegtl::internal::seq<Percent, Hex1, Hex2>> {
  static constexpr class_definition make() {
    constexpr auto p = class_of<Percent>;
    constexpr auto h = class_of<Hex1>;
    constexpr auto h2 = class_of<Hex2>;
    class_definition d;
    if (p.is_class && !p.escape && only_percent(p.chars) && h.is_class && !h.escape && h2.is_class && !h2.escape &&
        same_table(h.chars, h2.chars) && p.wide_count == 0 && h.wide_count == 0 && h2.wide_count == 0) {
      d.is_class = true;
      d.escape = true;
      d.hex = h.chars;
    }
    return d;
  }
  static constexpr class_definition value = make();
};

// A choice between classes is the union of its alternatives. PEG's order
// does not matter when no escape can begin with a character that matches
// alone: at each position at most one alternative can match then.
template <typename... Rules>
struct class_of_rule_t<tao::pegtl::internal::sor<Rules...>> {
  static constexpr class_definition make() {
    class_definition d;
    d.is_class = (class_of<Rules>.is_class && ...);
    if (!d.is_class) {
      return d;
    }
    for (const auto& alt : {class_of<Rules>...}) {
      for (std::size_t c = 0; c < d.chars.size(); ++c) {
        d.chars[c] = d.chars[c] || alt.chars[c];
      }
      if (alt.escape) {
        if (d.escape && !same_table(d.hex, alt.hex)) {
          d.is_class = false;
          return d;
        }
        d.escape = true;
        d.hex = alt.hex;
      }
      for (std::size_t i = 0; i < alt.wide_count; ++i) {
        if (d.wide_count == wide_capacity) {
          d.is_class = false;
          return d;
        }
        d.wide[d.wide_count++] = alt.wide[i];
      }
    }
    if (d.escape && d.chars['%']) {
      d.is_class = false;
    }
    // A code point's sequence starts with an octet beyond US-ASCII, which
    // must then match nothing alone.
    for (std::size_t c = 0x80; c < d.chars.size() && d.wide_count != 0; ++c) {
      d.is_class = d.is_class && !d.chars[c];
    }
    return d;
  }
  static constexpr class_definition value = make();
};

// Matches one member of the class at the front of `p` .. `end`; returns
// the number of bytes it spans, 0 when none.
template <const class_definition& C>
inline std::size_t class_match(const char* p, const char* end) noexcept {
  if (p == end) {
    return 0;
  }
  const auto c = static_cast<unsigned char>(*p);
  if (C.chars[c]) {
    return 1;
  }
  if constexpr (C.escape) {
    if (c == '%' && end - p >= 3 && C.hex[static_cast<unsigned char>(p[1])] &&
        C.hex[static_cast<unsigned char>(p[2])]) {
      return 3;
    }
  }
  if constexpr (C.wide_count != 0) {
    if (c >= 0x80) {
      const auto d = rfc3987::decode_utf8(p, end);
      return d.length != 0 && C.holds_wide(d.code_point) ? d.length : 0;
    }
  }
  return 0;
}

// The end of the longest run of class members from `p`.
template <const class_definition& C>
inline const char* class_run(const char* p, const char* end) noexcept {
  for (;;) {
    while (p != end && C.chars[static_cast<unsigned char>(*p)]) {
      ++p;
    }
    if constexpr (C.escape || C.wide_count != 0) {
      if (const auto n = class_match<C>(p, end)) {
        p += n;
        continue;
      }
    }
    return p;
  }
}

// A star or plus of a character class, which runs as a loop over the
// class's table.
template <typename RuleT>
struct repeated_class {
  static constexpr bool value = false;
};

template <typename Rule>
struct repeated_class<tao::pegtl::internal::star<Rule>> {
  static constexpr bool value = class_of<Rule>.is_class;
  static constexpr bool at_least_one = false;
  using element = Rule;
};

template <typename Rule>
struct repeated_class<tao::pegtl::internal::plus<Rule>> {
  static constexpr bool value = class_of<Rule>.is_class;
  static constexpr bool at_least_one = true;
  using element = Rule;
};

// star< star< A >, B > over two classes with no character in common and
// no escape (a domain label's tail: hyphens, then a letter or digit, again
// and again): each repetition takes A's greedy run, then one B, and the
// last, failing, one gives back its run of A. What matches is the longest
// run of A and B characters cut back to its last B, found by one loop.
template <typename RuleT>
struct run_ending_in_class {
  static constexpr bool value = false;
};

constexpr bool disjoint(const byte_table& a, const byte_table& b) {
  for (std::size_t c = 0; c < a.size(); ++c) {
    if (a[c] && b[c]) {
      return false;
    }
  }
  return true;
}

template <typename Inner, typename Last>
struct run_ending_in_class<tao::pegtl::internal::star<tao::pegtl::internal::seq<Inner, Last>>> {
  using inner = repeated_class<typename Inner::rule_t>;
  // One repetition: A's run, then one B.
  using element = tao::pegtl::internal::seq<Inner, Last>;
  static constexpr class_definition make_run() {
    class_definition d;
    if constexpr (inner::value) {
      constexpr auto& a = class_of<typename inner::element>;
      constexpr auto& b = class_of<Last>;
      d.is_class = !inner::at_least_one && b.is_class && !a.escape && !b.escape && a.wide_count == 0 &&
                   b.wide_count == 0 && disjoint(a.chars, b.chars);
      for (std::size_t c = 0; c < d.chars.size(); ++c) {
        d.chars[c] = a.chars[c] || b.chars[c];
      }
    }
    return d;
  }
  static constexpr class_definition run = make_run();
  static constexpr bool value = run.is_class;
  static constexpr const class_definition& last = class_of<Last>;
};

// The end of what run_ending_in_class R matches from `p`.
template <typename R>
inline const char* run_ending_in(const char* p, const char* end) noexcept {
  const char* q = class_run<R::run>(p, end);
  while (q != p && !R::last.chars[static_cast<unsigned char>(q[-1])]) {
    --q;
  }
  return q;
}

// The class whose longest run a rule matches, when it matches just that
// (is_class false when not): a star of a class (a repeated_class that may
// match nothing), or runs separated below. Not a plus, which can fail.
template <typename RuleT>
struct longest_run {
  static constexpr class_definition make_run() {
    if constexpr (repeated_class<RuleT>::value) {
      if constexpr (!repeated_class<RuleT>::at_least_one) {
        return class_of<typename repeated_class<RuleT>::element>;
      }
    }
    return {};
  }
  static constexpr class_definition run = make_run();
};

constexpr bool same_class(const class_definition& a, const class_definition& b) {
  return a.is_class == b.is_class && same_table(a.chars, b.chars) && a.escape == b.escape && same_table(a.hex, b.hex) &&
         same_wide(a, b);
}

// The one character a class matches alone, or -1 when it matches more,
// none, or an escape.
constexpr int only_char(const class_definition& d) {
  int found = -1;
  for (std::size_t c = 0; c < d.chars.size(); ++c) {
    if (d.chars[c]) {
      if (found != -1) {
        return -1;
      }
      found = static_cast<int>(c);
    }
  }
  return d.is_class && !d.escape && d.wide_count == 0 ? found : -1;
}

// The rule after each separator of star< S, Y >, when S is one character.
template <typename RuleT>
struct separated_by {
  static constexpr int separator = -1;
};

template <typename S, typename Y>
struct separated_by<tao::pegtl::internal::star<tao::pegtl::internal::seq<S, Y>>> {
  static constexpr int separator = only_char(class_of<S>);
  using next = Y;
};

// seq< X, star< S, Y > > where X and Y each match the longest run of one
// class (the same) and S is one character outside it that no escape begins
// with: runs separated by S (a path's segments by "/", a segment's
// parameters by ";"). Each run stops only before a character outside the
// class, and the next starts only after an S: what matches is the longest
// run of the class and S, found by one loop.
template <typename X, typename Repeated>
struct longest_run<tao::pegtl::internal::seq<X, Repeated>> {
  using tail = separated_by<typename Repeated::rule_t>;
  static constexpr class_definition make_run() {
    class_definition d;
    if constexpr (tail::separator != -1) {
      constexpr auto& a = longest_run<typename X::rule_t>::run;
      constexpr auto& b = longest_run<typename tail::next::rule_t>::run;
      constexpr auto s = static_cast<std::size_t>(tail::separator);
      if (a.is_class && same_class(a, b) && !a.chars[s] && !(a.escape && s == '%')) {
        d = a;
        d.chars[s] = true;
      }
    }
    return d;
  }
  static constexpr class_definition run = make_run();
};

template <typename RuleT>
struct separated_run {
  static constexpr bool value = false;
};

template <typename X, typename Repeated>
struct separated_run<tao::pegtl::internal::seq<X, Repeated>> {
  static constexpr const class_definition& run = longest_run<tao::pegtl::internal::seq<X, Repeated>>::run;
  static constexpr bool value = run.is_class;
};

// The named rules inside a longest_run, which its loop does not enter.
template <typename RuleT>
struct run_parts {
  using type = tao::pegtl::type_list<>;
};

template <typename X, typename Repeated>
struct run_parts<tao::pegtl::internal::seq<X, Repeated>> {
  using next = typename separated_by<typename Repeated::rule_t>::next;
  using type =
      tao::pegtl::type_list_concat_t<tao::pegtl::type_list<X, next>, typename run_parts<typename X::rule_t>::type,
                                     typename run_parts<typename next::rule_t>::type>;
};

}  // namespace urlbnf::detail
