// RFC 1630 "Partial (relative) form" (fuzz_resolve covers RFC 2396's
// resolver only). The input is a context and a partial on two lines; any
// two strings resolve. The result is the same with and without the steps;
// a partial in another scheme is the result as it is; any other keeps the
// context's scheme, and one in the context's own scheme, followed by a
// partial form, resolves as that partial form. An input without a newline
// is a path: removing its dot elements leaves none that can be removed
// (it is idempotent).
#include <urlbnf/rfc1630/resolve.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto lines = fuzz::two_lines(input);
  if (!lines) {
    const auto once = rfc1630::remove_dot_elements(input);
    require(rfc1630::remove_dot_elements(once) == once, "remove_dot_elements is idempotent");
    return 0;
  }
  const auto [context, partial] = *lines;
  const auto result = rfc1630::resolve(context, partial);
  const auto stepped = rfc1630::resolve_with_steps(context, partial);
  require(stepped.result == result, "resolve() == resolve_with_steps().result");
  require(!stepped.steps.empty(), "a resolution has steps");
  const auto context_scheme = rfc1630::scheme_of(context);
  const auto partial_scheme = rfc1630::scheme_of(partial);
  if (partial_scheme && partial_scheme != context_scheme) {
    require(result == partial, "a partial in another scheme is taken whole");
    return 0;
  }
  if (context_scheme) {
    require(rfc1630::scheme_of(result) == context_scheme, "a partial form keeps the context's scheme");
  }
  // The scheme is omitted once: "s:s:x" resolves "s:x" as a partial form.
  if (partial_scheme && !rfc1630::scheme_of(partial.substr(partial_scheme->size() + 1))) {
    require(result == rfc1630::resolve(context, partial.substr(partial_scheme->size() + 1)),
            "a partial in the context's scheme resolves as the partial without it");
  }
  return 0;
}
