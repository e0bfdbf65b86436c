// RFC 9110. The whole input by the scheme reading and by http-URI and
// https-URI: accepts, check and the derivation agree, a rejection's offset
// is within the input, and the scheme reading accepts exactly what the
// scheme's production accepts with a host; the typed tree's texts are views
// into the input and its origin's port is the digits' number or the
// scheme's default; a URI the reading accepts has a normal form, which
// normalizes to itself and is equivalent to the input. The input after its
// first byte, by the production that byte picks: the same agreement, and
// the derivation tree nests and covers it.
#include <urlbnf/rfc9110/ast.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/rfc9110/normalize.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

void judge(std::string_view input, std::string_view rule) {
  const bool accepted = rfc9110::accepts(input, urlbnf::rule_name{rule});
  const auto checked = rfc9110::check(input, urlbnf::rule_name{rule});
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc9110::derivation(input, urlbnf::rule_name{rule});
  if (!rule.empty()) {
    require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  }
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
}

void reading(std::string_view input) {
  const bool secure = input.size() >= 5 && (input[4] == 's' || input[4] == 'S');
  const auto production = secure ? "https-URI" : "http-URI";
  const bool by_abnf = rfc9110::accepts(input, urlbnf::rule_name{production});
  const bool by_reading = rfc9110::accepts(input);
  require(by_reading == (by_abnf && !rfc9110::empty_host(input)),
          "the scheme reading is the scheme's production less an empty host");
  const auto u = rfc9110::ast::parse(input);
  require(u.verdict.valid == by_reading, "parse() judges as accepts()");
  if (!u.verdict.valid) {
    return;
  }
  fuzz::require_view(input, u.scheme);
  fuzz::require_view(input, u.authority.raw);
  fuzz::require_view(input, u.authority.host.raw);
  fuzz::require_view(input, u.path);
  fuzz::require_view(input, u.query);
  fuzz::require_view(input, u.authority.port);
  require(!u.authority.host.raw.raw.empty(), "an accepted URI has a host");
  const auto port = u.authority.port_number();
  if (!port || port->how() == port_number::reading::empty) {
    require(u.origin.port == (secure ? 443 : 80), "an elided or empty port is the scheme's default");
  } else {
    require(u.origin.port == port->value(), "a port is its digits' number, none beyond 65535");
  }
  const auto n = rfc9110::normalize(input);
  require(n.normal_form.has_value(), "an accepted URI has a normal form");
  require(rfc9110::normalize(*n.normal_form).normal_form == n.normal_form, "normalization is idempotent");
  require(rfc9110::equivalent(input, *n.normal_form).equivalent, "a URI is equivalent to its normal form");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  judge(input, "");
  judge(input, "http-URI");
  judge(input, "https-URI");
  reading(input);
  if (size > 0) {
    const auto& productions = rfc9110::production_list();
    judge(input.substr(1), productions[data[0] % productions.size()].name);
  }
  return 0;
}
