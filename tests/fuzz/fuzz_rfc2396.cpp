// RFC 2396 and RFC 2396+2732: accepts, check and parse agree; a rejection's
// offset is within the input; every tree component is a view; split
// recomposes; normalize is idempotent and keeps validity.
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/split.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  require(rfc2396::recompose(rfc2396::split(input)) == input, "recompose(split(x)) == x");
  for (const auto g : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    rfc2396::options opts;
    opts.grammar = g;
    const bool accepted = rfc2396::accepts(input, "URI-reference", opts);
    const auto checked = rfc2396::check(input, "URI-reference", opts);
    const auto u = rfc2396::ast::parse(input, opts);
    require(accepted == checked.valid && checked.valid == u.verdict.valid, "accepts == check().valid == parse().valid");
    const auto normal = rfc2396::normalize(input, opts).normal_form;
    require(normal.has_value() == checked.valid, "a URI reference, and only one, has a normal form");
    require(!normal || rfc2396::normalize(*normal, opts).normal_form == normal,
            "normalize is idempotent and keeps a URI reference valid");
    fuzz::require_diagnostic(input, checked);
    for (const auto* t : {&u.absoluteURI, &u.relativeURI, &u.scheme, &u.opaque_part, &u.net_path, &u.abs_path,
                          &u.rel_path, &u.rel_segment, &u.query, &u.fragment}) {
      fuzz::require_view(input, *t);
    }
    for (const auto& segment : u.segments) {
      fuzz::require_view(input, segment.raw);
    }
  }
  return 0;
}
