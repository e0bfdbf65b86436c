// RFC 1738: check and parse agree; genericurl's acceptance is the same by
// the rule and by its language; a rejection's offset is within the input.
#include <algorithm>
#include <urlbnf/rfc1738/ast.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto checked = rfc1738::check(input);
  const auto u = rfc1738::ast::parse(input);
  require(checked.valid == u.verdict.valid, "check().valid == parse().valid");
  require(std::equal(checked.also.begin(), checked.also.end(), u.verdict.also.begin(), u.verdict.also.end()),
          "check() and parse() give the same also");
  fuzz::require_diagnostic(input, checked);
  require(u.generic.has_value() == rfc1738::accepts(input, "genericurl"), "a generic reading iff a genericurl");
  if (u.generic) {
    fuzz::require_view(input, u.generic->scheme);
    fuzz::require_view(input, u.generic->schemepart);
  }
  return 0;
}
