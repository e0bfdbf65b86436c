// RFC 3987 Section 6.5 by RFC 3986 Section 5.2, on the components of the
// two IRIs.
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <urlbnf/rfc3987/resolve.hpp>

namespace urlbnf::rfc3987 {

result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options) {
  rfc3987::options grammar;
  grammar.grammar = options.grammar;
  if (auto j = check(base, "IRI", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::base, std::move(*j.error)}};
  }
  if (auto j = check(reference, "IRI-reference", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::reference, std::move(*j.error)}};
  }
  rfc3986::resolve_options by_3986;
  by_3986.strict = options.strict;
  return rfc3986::resolve(rfc2396::split(base), rfc2396::split(reference), by_3986);
}

}  // namespace urlbnf::rfc3987
