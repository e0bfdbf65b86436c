// The PEGTL shape of a rule: the structure of its PEGTL type written in PEG
// notation, with the sub-rules that are productions shown by their BNF
// names, so that `urlbnf explain --rule` can set it beside the BNF line.
//
// The notation: juxtaposition is sequence, " / " is PEG's ordered choice
// (the first alternative that matches wins), *x 1*x m*nx *nx are greedy
// repetitions (they never give back), [ x ] is optional, &x and !x look
// ahead without consuming, "a".."z" is a character range, %i"..." a
// case-insensitive string, %xHH a character that has no printable form,
// <"> the double quote (as the RFCs write it), <empty> the empty string and
// <...> a condition that is not a character.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <type_traits>
#include <urlbnf/bnf.hpp>
#include <urlbnf/code_points.hpp>

namespace urlbnf::rfc2732 {
struct ipv6_text_form;  // a custom matcher, described below
}  // namespace urlbnf::rfc2732

namespace urlbnf {
namespace shape_detail {

namespace internal = tao::pegtl::internal;
using internal::peek_char;
using internal::result_on_found;

// How tightly a piece binds: an alternation inside a sequence, and either
// inside a repetition or a lookahead, is parenthesized.
enum class binding { alternation, sequence, atom };

struct piece {
  std::string text;
  binding bind;
};

inline std::string grouped(const piece& p, binding context) { return p.bind < context ? "( " + p.text + " )" : p.text; }

inline std::string quoted(char c) {
  if (c == '"') {
    return "<\">";
  }
  if (c > ' ' && c < '\x7f') {
    return {'"', c, '"'};
  }
  constexpr std::string_view digits = "0123456789ABCDEF";
  const auto u = static_cast<unsigned char>(c);
  return {'%', 'x', digits[u >> 4U], digits[u & 0xFU]};
}

// A string of two or more characters: quoted whole when every character
// can be, else character by character.
inline piece quoted(std::string_view s) {
  bool plain = true;
  for (const char c : s) {
    plain = plain && c != '"' && c > ' ' && c < '\x7f';
  }
  if (plain) {
    return {'"' + std::string(s) + '"', binding::atom};
  }
  std::string text;
  for (const char c : s) {
    text += (text.empty() ? "" : " ") + quoted(c);
  }
  return {text, binding::sequence};
}

// One specialisation per PEGTL rule type (rule_t) the grammars use; a
// grammar that uses another one does not compile until it has its own.
template <typename RuleType>
struct printer;

template <typename Rule>
piece sub() {
  // eof is named for diagnostics ("expected end of input"); in a shape it
  // is a condition, printed as one.
  if constexpr (is_named_v<Rule> && !std::is_same_v<Rule, tao::pegtl::eof>) {
    return {std::string(meta_of<Rule>.name), binding::atom};
  } else {
    return printer<typename Rule::rule_t>::print();
  }
}

template <typename... Rules>
piece joined(binding bind, std::string_view separator) {
  std::string text;
  bool first = true;
  ((text += (first ? "" : std::string(separator)) + grouped(sub<Rules>(), bind), first = false), ...);
  return {text, bind};
}

inline piece prefixed(std::string prefix, const piece& operand) {
  return {std::move(prefix) + grouped(operand, binding::atom), binding::atom};
}

template <typename... Rules>
struct printer<internal::seq<Rules...>> {
  static piece print() { return joined<Rules...>(binding::sequence, " "); }
};

template <typename... Rules>
struct printer<internal::sor<Rules...>> {
  static piece print() { return joined<Rules...>(binding::alternation, " / "); }
};

template <typename Rule>
struct printer<internal::star<Rule>> {
  static piece print() { return prefixed("*", sub<Rule>()); }
};

template <typename Rule>
struct printer<internal::plus<Rule>> {
  static piece print() { return prefixed("1*", sub<Rule>()); }
};

template <unsigned Min, unsigned Max, typename Rule>
struct printer<internal::rep_min_max<Min, Max, Rule>> {
  static piece print() { return prefixed(std::to_string(Min) + '*' + std::to_string(Max), sub<Rule>()); }
};

// ABNF's "n" repetition, exactly n times.
template <unsigned Count, typename Rule>
struct printer<internal::rep<Count, Rule>> {
  static piece print() { return prefixed(std::to_string(Count), sub<Rule>()); }
};

template <unsigned Max, typename Rule>
struct printer<internal::rep_opt<Max, Rule>> {
  static piece print() { return prefixed('*' + std::to_string(Max), sub<Rule>()); }
};

template <typename Rule>
struct printer<internal::opt<Rule>> {
  static piece print() { return {"[ " + sub<Rule>().text + " ]", binding::atom}; }
};

template <typename Rule>
struct printer<internal::at<Rule>> {
  static piece print() { return prefixed("&", sub<Rule>()); }
};

template <typename Rule>
struct printer<internal::not_at<Rule>> {
  static piece print() { return prefixed("!", sub<Rule>()); }
};

template <char... Cs>
struct printer<internal::one<result_on_found::success, peek_char, Cs...>> {
  static piece print() {
    std::string text;
    ((text += (text.empty() ? "" : " / ") + quoted(Cs)), ...);
    return {text, sizeof...(Cs) == 1 ? binding::atom : binding::alternation};
  }
};

template <char Lo, char Hi>
struct printer<internal::range<result_on_found::success, peek_char, Lo, Hi>> {
  static piece print() { return {quoted(Lo) + ".." + quoted(Hi), binding::atom}; }
};

template <char... Cs>
inline constexpr char chars_v[] = {Cs...};

// Pairs of bounds, and a single character when their number is odd.
template <char... Cs>
struct printer<internal::ranges<peek_char, Cs...>> {
  static piece print() {
    constexpr const char* bounds = chars_v<Cs...>;
    std::string text;
    for (std::size_t i = 0; i < sizeof...(Cs); i += 2) {
      text += (i == 0 ? "" : " / ") + quoted(bounds[i]) + (i + 1 < sizeof...(Cs) ? ".." + quoted(bounds[i + 1]) : "");
    }
    return {text, binding::alternation};
  }
};

template <char... Cs>
struct printer<internal::string<Cs...>> {
  static piece print() { return quoted(std::string_view(chars_v<Cs...>, sizeof...(Cs))); }
};

template <char... Cs>
struct printer<internal::istring<Cs...>> {
  static piece print() { return prefixed("%i", quoted(std::string_view(chars_v<Cs...>, sizeof...(Cs)))); }
};

// Ranges of code points, as ABNF writes them: %xA0-D7FF.
inline std::string code_point_hex(char32_t cp) {
  constexpr std::string_view digits = "0123456789ABCDEF";
  std::string out;
  do {
    out.insert(out.begin(), digits[cp & 0xFU]);
    cp >>= 4U;
  } while (cp != 0);
  return out;
}

template <typename... Ranges>
struct printer<code_point_in<Ranges...>> {
  static piece print() {
    std::string text;
    for (const auto& s : code_point_in<Ranges...>::spans) {
      text += (text.empty() ? "%x" : " / %x") + code_point_hex(s.first) + '-' + code_point_hex(s.last);
    }
    return {text, sizeof...(Ranges) == 1 ? binding::atom : binding::alternation};
  }
};

template <>
struct printer<internal::eof> {
  static piece print() { return {"<end of input>", binding::atom}; }
};

// RFC 1630's void: the empty string.
template <>
struct printer<internal::success> {
  static piece print() { return {"<empty>", binding::atom}; }
};

template <>
struct printer<reading_enabled<&reading::fold_scheme_case>> {
  static piece print() { return {"<if --fold-scheme-case>", binding::atom}; }
};

template <>
struct printer<reading_enabled<&reading::ipv6_text_forms>> {
  static piece print() { return {"<if --ipv6-text-forms>", binding::atom}; }
};

template <>
struct printer<rfc2732::ipv6_text_form> {
  static piece print() {
    return {
        "<an RFC 2373 \xC2\xA7"
        "2.2 text form>",
        binding::atom};
  }
};

}  // namespace shape_detail

// The PEGTL shape of Rule (see above).
template <typename Rule>
std::string pegtl_shape() {
  return shape_detail::printer<typename Rule::rule_t>::print().text;
}

}  // namespace urlbnf
