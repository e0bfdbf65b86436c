// RFC 6068. The whole input, by mailtoURI: accepts, check and the derivation
// agree, and a rejection's offset is within the input; the input after its
// first byte, by the production that byte picks from the grammar's list:
// the same, and the derivation tree nests and covers it. The typed tree of
// an accepted input: its addresses are the addr-specs of to, in order,
// one "," apart and each an addr-spec; its header fields those of hfields,
// each an hfield; every component a view into the input. Decoding: a
// value's UTF-8 error, when there is one, lies within its octets, and the
// octets before it are UTF-8.
#include <urlbnf/rfc6068/ast.hpp>
#include <urlbnf/rfc6068/check.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

void judge(std::string_view input, std::string_view rule) {
  const bool accepted = rfc6068::accepts(input, urlbnf::rule_name{rule});
  const auto checked = rfc6068::check(input, urlbnf::rule_name{rule});
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc6068::derivation(input, urlbnf::rule_name{rule});
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
}

bool view_of(const text& t, std::string_view input) {
  return t.offset + t.raw.size() <= input.size() && t.raw.data() == input.data() + t.offset;
}

void decoded(const rfc6068::ast::decoded_value& d) {
  if (d.utf8_error) {
    require(*d.utf8_error < d.octets.size(), "a UTF-8 error lies within the octets");
    require(!rfc6068::ast::first_utf8_error(d.octets.substr(0, *d.utf8_error)),
            "the octets before the first UTF-8 error are UTF-8");
  }
}

void typed(std::string_view input) {
  const auto m = rfc6068::ast::parse(input);
  require(m.verdict.valid == rfc6068::accepts(input), "the tree's verdict is accepts()'s");
  if (!m.verdict.valid) {
    return;
  }
  std::size_t end = 0;
  bool first = true;
  for (const auto& a : m.addresses) {
    require(m.to.has_value() && view_of(a.addr_spec, input), "an address is a view into the input");
    require(a.addr_spec.offset == (first ? m.to->offset : end + 1), "addresses are one \",\" apart");
    require(rfc6068::accepts(a.addr_spec.raw, "addr-spec"), "each address is an addr-spec");
    require(a.local_part.raw.size() + 1 + a.domain.raw.size() == a.addr_spec.raw.size(),
            "an address is its local-part, \"@\" and its domain");
    end = a.addr_spec.offset + a.addr_spec.raw.size();
    first = false;
    decoded(a.decoded());
  }
  require(!m.to || end == m.to->offset + m.to->raw.size(), "the addresses span to");
  for (const auto& f : m.fields) {
    require(view_of(f.hfield, input) && rfc6068::accepts(f.hfield.raw, "hfield"), "each field is an hfield");
    decoded(f.name());
    decoded(f.value());
  }
  for (const auto& r : m.recipients()) {
    decoded(r);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  judge(input, "mailtoURI");
  typed(input);
  if (size > 0) {
    const auto& productions = rfc6068::production_list();
    judge(input.substr(1), productions[data[0] % productions.size()].name);
  }
  return 0;
}
