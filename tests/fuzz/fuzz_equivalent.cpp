// Equivalence. The input is two URIs on two lines (one URI compared with
// itself when there is no newline).
//
// RFC 2396 Section 6: for valid references, equivalence is reflexive and
// symmetric, a reference is equivalent to its normal form, and two are
// equivalent exactly when their normal forms are equal.
//
// RFC 1630 "Encoding reserved characters": for URIs either of its BNFs
// accepts, the same of "identical at the same encoding level" and
// encoding_normal_form, which is idempotent for any text. Only URIs in
// which every "%" starts an escape are comparable (encoding.hpp), and the
// BNF accepts others: RFC 822's atoms in a midaddress take a bare "%"
// ("mid:a%b@c").
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/normalize.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

// RFC 2396 as RFC 2732 amends it, which takes every RFC 2396 URI reference
// and IPv6 literal hosts besides.
rfc2396::options with_2732() {
  rfc2396::options opts;
  opts.grammar = rfc2396::grammar::rfc2396_2732;
  return opts;
}

bool valid_2396(std::string_view x) { return rfc2396::check(x, "URI-reference", with_2732()).valid; }

bool is_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

bool comparable_1630(std::string_view x) {
  for (auto i = x.find('%'); i != std::string_view::npos; i = x.find('%', i + 3)) {
    if (x.size() - i < 3 || !is_hex(x[i + 1]) || !is_hex(x[i + 2])) {
      return false;
    }
  }
  rfc1630::options generic;
  generic.grammar = rfc1630::grammar::generic;
  return rfc1630::check(x, {}, {}).valid || rfc1630::check(x, "fragmentaddress", generic).valid;
}

void one_2396(std::string_view x) {
  if (!valid_2396(x)) {
    return;
  }
  const auto normal = rfc2396::normalize(x, with_2732()).normal_form;
  require(normal.has_value(), "RFC 2396: a URI reference has a normal form");
  require(rfc2396::equivalent(x, x, with_2732()).equivalent, "RFC 2396: equivalent(x, x)");
  require(rfc2396::equivalent(x, *normal, with_2732()).equivalent, "RFC 2396: equivalent(x, normalize(x))");
}

void one_1630(std::string_view x) {
  const auto normal = rfc1630::encoding_normal_form(x);
  require(rfc1630::encoding_normal_form(normal) == normal, "RFC 1630: encoding_normal_form is idempotent");
  if (!comparable_1630(x)) {
    return;
  }
  require(rfc1630::equivalence(x, x).identical, "RFC 1630: identical(x, x)");
  require(rfc1630::equivalence(x, normal).identical, "RFC 1630: identical(x, encoding_normal_form(x))");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto newline = input.find('\n');
  const auto a = input.substr(0, newline);
  const auto b = newline == std::string_view::npos ? a : input.substr(newline + 1);
  for (const auto x : {a, b}) {
    one_2396(x);
    one_1630(x);
  }
  if (valid_2396(a) && valid_2396(b)) {
    const bool ab = rfc2396::equivalent(a, b, with_2732()).equivalent;
    require(ab == rfc2396::equivalent(b, a, with_2732()).equivalent, "RFC 2396: equivalence is symmetric");
    require(ab == (rfc2396::normalize(a, with_2732()).normal_form == rfc2396::normalize(b, with_2732()).normal_form),
            "RFC 2396: equivalent exactly when the normal forms are equal");
  }
  if (comparable_1630(a) && comparable_1630(b)) {
    const bool ab = rfc1630::equivalence(a, b).identical;
    require(ab == rfc1630::equivalence(b, a).identical, "RFC 1630: identity at one encoding level is symmetric");
    require(ab == (rfc1630::encoding_normal_form(a) == rfc1630::encoding_normal_form(b)),
            "RFC 1630: identical exactly when the encoding normal forms are equal");
  }
  return 0;
}
