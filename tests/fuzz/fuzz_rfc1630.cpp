// RFC 1630, both BNFs: accepts, check and the derivation agree on a rule
// named, check's scheme reading and parse agree, a rejection's offset is
// within the input.
#include <urlbnf/rfc1630/ast.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  for (const auto g : {rfc1630::grammar::url, rfc1630::grammar::generic}) {
    rfc1630::options opts;
    opts.grammar = g;
    const auto rule = g == rfc1630::grammar::url ? "url" : "fragmentaddress";
    const bool accepted = rfc1630::accepts(input, urlbnf::rule_name{rule}, opts);
    require(accepted == rfc1630::derivation(input, urlbnf::rule_name{rule}, opts).has_value(),
            "accepts() == derivation().has_value()");
    require(accepted == rfc1630::check(input, urlbnf::rule_name{rule}, opts).valid, "accepts() == check(rule).valid");
    const auto u = rfc1630::ast::parse(input, opts);
    const auto checked = rfc1630::check(input, {}, opts);
    // parse() reads "url:" and a url as a prefixedurl, with the scheme
    // reading of its url; check() has that reading of url alone.
    if (g == rfc1630::grammar::generic || input.rfind("url:", 0) != 0) {
      require(checked.valid == u.verdict.valid, "check().valid == parse().valid");
    }
    fuzz::require_diagnostic(input, checked);
  }
  return 0;
}
