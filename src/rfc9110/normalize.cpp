// RFC 9110 Section 4.2.3: RFC 3986's normalization of http and https URIs,
// after RFC 9110's verdict.
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/rfc9110/normalize.hpp>

#include <tuple>

#include "../escape_rewrites.hpp"
#include "../prose.hpp"

namespace urlbnf::rfc9110 {

normalization normalize(std::string_view input, const options& opts) {
  normalization n{check(input, {}, opts), std::nullopt};
  if (n.verdict.valid) {
    n.normal_form = rfc3986::normalize(input).normal_form;
  }
  return n;
}

equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts) {
  const auto va = check(a, {}, opts);
  const auto vb = check(b, {}, opts);
  if (!va.valid || !vb.valid) {
    equivalence_verdict v;
    const auto& [side, input, j] = va.valid ? std::tie("B", b, vb) : std::tie("A", a, va);
    v.reason = detail::joined({side, " (", detail::in_quotes(input), ") is not an http or https URI: ", j.error->message});
    v.a = va;
    v.b = vb;
    return v;
  }
  auto v = rfc3986::equivalent(a, b);
  v.a = va;
  v.b = vb;
  return v;
}

}  // namespace urlbnf::rfc9110
