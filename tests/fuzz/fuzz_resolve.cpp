// RFC 2396 resolution: the input is a base and a reference on two lines;
// when both are valid and the base has the <hier_part> syntax (Section 5:
// "relative URI cannot be used within a document that has an unsuitable
// base URI"), the result is valid, with and without the compat reading, by
// RFC 2396 and by RFC 2396+2732.
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc2396/split.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto lines = fuzz::two_lines(input);
  if (!lines) {
    return 0;
  }
  const auto [base, reference] = *lines;
  const auto parts = rfc2396::split(base);
  if (!parts.authority && (parts.path.empty() || parts.path.front() != '/')) {
    return 0;
  }
  for (const auto g : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    rfc2396::options opts;
    opts.grammar = g;
    if (!rfc2396::check(base, "absoluteURI", opts).valid || !rfc2396::check(reference, "URI-reference", opts).valid) {
      continue;
    }
    for (const bool compat : {false, true}) {
      rfc2396::resolve_options r;
      r.compat = compat;
      r.grammar = g;
      require(rfc2396::check(rfc2396::resolve(base, reference, r).value(), "URI-reference", opts).valid,
              "a valid reference against a valid base resolves to a valid reference");
    }
  }
  return 0;
}
