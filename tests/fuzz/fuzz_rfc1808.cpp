// RFC 1808. The whole input, by URL: accepts, check and the derivation
// agree, and a rejection's offset is within the input; the input after its
// first byte, by the production that byte picks from Section 2.2's list:
// the same, and the derivation tree nests and covers it. Section 2.4's
// parts of the input, recombined by Section 4 step 7, are parsed back to
// the same parts (recombination drops only the delimiter of an empty
// params, query or fragment, which Section 2.4 reads as none).
//
// An input with a newline is also a base and an embedded URL: Section 4's
// algorithm resolves any two strings, an empty base leaving the embedded
// URL as it is (step 1), an empty embedded URL giving the base (step 2a),
// one with a scheme taken as it is (step 2b). For a base accepted as an
// absoluteURL and an embedded URL accepted as a URL, the absolute form is
// a URL: it is the base's scheme and ":" followed by components of the two
// (step 6 drops only whole segments), or one of them, and absoluteURL's
// second alternative, scheme ":" *( uchar | reserved ), takes any of those
// characters.
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc1808/resolve.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

bool same_parts(const rfc1808::parts& a, const rfc1808::parts& b) {
  return a.fragment == b.fragment && a.scheme == b.scheme && a.net_loc == b.net_loc && a.query == b.query &&
         a.params == b.params && a.path == b.path;
}

void judge(std::string_view input, std::string_view rule) {
  const bool accepted = rfc1808::accepts(input, urlbnf::rule_name{rule});
  const auto checked = rfc1808::check(input, urlbnf::rule_name{rule});
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc1808::derivation(input, urlbnf::rule_name{rule});
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
}

void resolve(std::string_view base, std::string_view embedded) {
  const auto resolved = rfc1808::resolve(base, embedded);
  const bool usable_base = base.empty() || rfc1808::accepts(base.substr(0, base.find('#')), "absoluteURL");
  require(resolved.has_value() == (usable_base && rfc1808::accepts(embedded, "URL")),
          "resolve() gives a target exactly when the base is empty or an absoluteURL and the embedded URL a URL");
  if (!resolved) {
    return;
  }
  const auto& absolute = *resolved;
  if (base.empty()) {
    require(absolute == embedded, "against an empty base, the embedded URL is as it is (step 1)");
  } else if (embedded.empty()) {
    require(absolute == base, "an empty embedded URL is the base (step 2a)");
  } else if (rfc1808::parse_parts(embedded).scheme) {
    require(absolute == embedded, "an embedded URL with a scheme is as it is (step 2b)");
  }
  if (rfc1808::accepts(base, "absoluteURL") && rfc1808::accepts(embedded, "URL")) {
    require(rfc1808::accepts(absolute, "URL"), "a URL resolved against an absoluteURL is a URL");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  judge(input, "URL");
  if (size > 0) {
    const auto& productions = rfc1808::production_list();
    judge(input.substr(1), productions[data[0] % productions.size()].name);
  }
  const auto parts = rfc1808::parse_parts(input);
  const auto recombined = rfc1808::recombine(parts);
  require(same_parts(rfc1808::parse_parts(recombined), parts),
          "parse_parts(recombine(parse_parts(x))) keeps the parts");
  if (const auto lines = fuzz::two_lines(input)) {
    resolve(lines->first, lines->second);
  }
  return 0;
}
