// RFC 3986 Section 6.2.2 and 6.2.3, by RFC 3986 and by RFC 3986+6874. The
// input is two references on two lines (one compared with itself when
// there is no newline). For each: normalize gives a normal form exactly
// for an input accepts() takes as a URI-reference, and that normal form is
// a URI-reference whose normal form is itself; a reference is equivalent
// to itself and to its normal form. For the pair: equivalence is
// symmetric, and holds exactly when the normal forms are the same string
// (normalize.hpp's definition).
#include <urlbnf/rfc3986/normalize.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

void one(std::string_view x, const rfc3986::options& opts) {
  const auto n = rfc3986::normalize(x, opts);
  require(n.verdict.valid == rfc3986::accepts(x, "URI-reference", opts), "normalize's verdict is accepts()'s");
  require(n.normal_form.has_value() == n.verdict.valid, "a normal form exactly for a URI-reference");
  fuzz::require_diagnostic(x, n.verdict);
  if (!n.normal_form) {
    return;
  }
  const auto& normal = *n.normal_form;
  const auto again = rfc3986::normalize(normal, opts);
  require(again.verdict.valid, "normalize keeps a valid URI-reference valid");
  require(again.normal_form == normal, "normalize is idempotent");
  require(rfc3986::equivalent(x, x, opts).equivalent, "equivalent(x, x)");
  require(rfc3986::equivalent(x, normal, opts).equivalent, "equivalent(x, normalize(x))");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto newline = input.find('\n');
  const auto a = input.substr(0, newline);
  const auto b = newline == std::string_view::npos ? a : input.substr(newline + 1);
  for (const auto g : {rfc3986::grammar::rfc3986, rfc3986::grammar::rfc3986_6874}) {
    rfc3986::options opts;
    opts.grammar = g;
    one(a, opts);
    if (newline != std::string_view::npos) {
      one(b, opts);
    }
    const bool ab = rfc3986::equivalent(a, b, opts).equivalent;
    require(ab == rfc3986::equivalent(b, a, opts).equivalent, "equivalence is symmetric");
    const auto na = rfc3986::normalize(a, opts).normal_form;
    const auto nb = rfc3986::normalize(b, opts).normal_form;
    require(ab == (na && nb && *na == *nb), "equivalent exactly when both have the same normal form");
  }
  return 0;
}
