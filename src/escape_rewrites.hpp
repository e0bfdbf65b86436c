// What normalization does to a component's escapes (RFC 2396 Section 2.4,
// RFC 3986 Section 2.1, 6.2.2.1 and 6.2.2.2), and how equivalence's reasons
// list it. Private to the library.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/text.hpp>
#include <vector>

namespace urlbnf::detail {

// One spelling an escape had and what it became ("%7e" to "~").
struct rewrite {
  std::string written;
  std::string becomes;
  bool operator==(const rewrite& other) const { return written == other.written && becomes == other.becomes; }
};

// The rewrites of a normalization, each once, in the order first seen.
// There are a few hundred spellings of an escape at most, so the search
// stays bounded.
struct escape_rewrites {
  std::vector<rewrite> decoded;
  std::vector<rewrite> upper_cased;
};

void note(std::vector<rewrite>& list, rewrite r);

// `component` with each escape (is_escape(component, i): a "%" and two hex
// digits at i) decoded when decodable(octet), else written with upper-case
// hex digits.
template <typename IsEscape, typename Decodable>
std::string rewrite_escapes(std::string_view component, escape_rewrites& changes, IsEscape is_escape,
                            Decodable decodable) {
  std::string out;
  out.reserve(component.size());
  for (std::size_t i = 0; i < component.size();) {
    if (!is_escape(component, i)) {
      out += component[i];
      ++i;
      continue;
    }
    const std::string written(component.substr(i, 3));
    const auto octet = static_cast<char>(hex_value(written[1]) * 16 + hex_value(written[2]));
    if (decodable(octet)) {
      out += octet;
      note(changes.decoded, {written, std::string(1, octet)});
    } else {
      const std::string upper{'%', ascii_upper(written[1]), ascii_upper(written[2])};
      out += upper;
      if (upper != written) {
        note(changes.upper_cased, {written, upper});
      }
    }
    i += 3;
  }
  return out;
}

// The rewrites either side made, each once.
std::vector<rewrite> merged(const std::vector<rewrite>& from_a, const std::vector<rewrite>& from_b);

// "A (\"x\") is not a URI reference: " and its diagnostic.
std::string not_a_reference(std::string_view side, std::string_view input, const judgement& j);

// The normalization of `input`: its verdict as a URI reference by the
// grammar `opts` select (its API's check(), by argument-dependent lookup),
// and when valid the text of `normal_form_of` it.
template <typename Options, typename NormalFormOf>
normalization normalization_of(std::string_view input, const Options& opts, NormalFormOf normal_form_of) {
  normalization n{check(input, {}, opts), std::nullopt};
  if (n.verdict.valid) {
    n.normal_form = normal_form_of(input).text();
  }
  return n;
}

// Whether `a` and `b` are URI references (by the grammar `opts` select)
// with the same normal form (by `normal_form_of`), and why, in words and as
// data (`first_difference` and `rules_applied`, the normalization's own).
template <typename Options, typename NormalFormOf, typename FirstDifference, typename RulesApplied>
equivalence_verdict equivalence_of(std::string_view a, std::string_view b, const Options& opts,
                                   NormalFormOf normal_form_of, FirstDifference first_difference,
                                   RulesApplied rules_applied) {
  equivalence_verdict v;
  v.a = check(a, {}, opts);
  v.b = check(b, {}, opts);
  if (!v.a.valid || !v.b.valid) {
    v.reason = v.a.valid ? not_a_reference("B", b, v.b) : not_a_reference("A", a, v.a);
    return v;
  }
  const auto na = normal_form_of(a);
  const auto nb = normal_form_of(b);
  v.equivalent = na.text() == nb.text();
  if (!v.equivalent) {
    uri_component differing = uri_component::scheme;
    v.reason = first_difference(na, nb, differing);
    v.difference = differing;
  } else {
    v.reason = a == b ? "identical as written" : rules_applied(na, nb, v.rules);
  }
  return v;
}

// "\"x\"".
std::string in_quotes(std::string_view s);
// In quotes, or "none".
std::string shown(const std::optional<std::string>& s);
// "%7e to \"~\" and %41 to \"A\"", or "%2f and %3a".
std::string listed(const std::vector<rewrite>& rewrites, bool with_result);

}  // namespace urlbnf::detail
