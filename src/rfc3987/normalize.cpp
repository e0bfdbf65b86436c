// RFC 3987 Section 5.3 by way of the URI of Section 3.1, as the header
// says: each step is one pass over the reference, so the whole is linear in
// its length.
#include <algorithm>
#include <string>
#include <vector>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/rfc3987/normalize.hpp>

#include "../escape_rewrites.hpp"
#include "mapping_steps.hpp"

namespace urlbnf::rfc3987 {
namespace {

// The normal form of an IRI reference the grammar accepted.
struct normal_form {
  std::string iri;
  [[nodiscard]] const std::string& text() const { return iri; }
};

normal_form normal_form_of(std::string_view reference) {
  const auto uri = rfc3986::normalize(detail::percent_encode_beyond_ascii(reference));
  urlbnf::detail::escape_rewrites unused;
  return {detail::decode_to_iri(uri.normal_form.value(), unused)};
}

std::string not_an_iri_reference(std::string_view side, std::string_view input, const judgement& j) {
  return std::string(side) + " (" + urlbnf::detail::in_quotes(input) + ") is not an IRI reference: " +
         j.error->message;
}

constexpr std::string_view equal_after = "equal after ";

// Why two IRIs whose URIs are equivalent (`by_uri`) are: the characters
// beyond US-ASCII either writes percent-encoded, which the normal form
// decodes (Section 5.3.2.3), then RFC 3986's rules.
std::string rules_applied(std::string_view a, std::string_view b, equivalence_verdict& by_uri) {
  urlbnf::detail::escape_rewrites from_a;
  urlbnf::detail::escape_rewrites from_b;
  detail::decode_to_iri(a, from_a);
  detail::decode_to_iri(b, from_b);
  const auto decoded = urlbnf::detail::merged(from_a.decoded, from_b.decoded);
  std::vector<std::string> rules;
  if (!decoded.empty()) {
    rules.push_back(std::string(decoded.size() == 1 ? "decoding the percent-encoded character "
                                                    : "decoding the percent-encoded characters ") +
                    urlbnf::detail::listed(decoded, true) + " (RFC 3987 \xC2\xA7" "5.3.2.3, \xC2\xA7" "3.2)");
    if (std::find(by_uri.rules.begin(), by_uri.rules.end(), normalization_rule::unreserved_decoded) ==
        by_uri.rules.end()) {
      by_uri.rules.insert(by_uri.rules.begin(), normalization_rule::unreserved_decoded);
    }
  }
  if (by_uri.reason.rfind(equal_after, 0) == 0) {
    rules.push_back(by_uri.reason.substr(equal_after.size()));
  }
  if (rules.empty()) {
    // A character written as it is in one, percent-encoded in the other,
    // where Section 3.2 keeps it encoded (Section 4.1's bidirectional
    // formatting characters): the two map to one URI.
    return "equal as the URIs they map to (RFC 3987 \xC2\xA7" "3.1)";
  }
  // RFC 3986's rules are a series of their own, applied to the URIs.
  return std::string(equal_after) + (rules.size() == 1 ? rules.front() : rules.front() + ", then " + rules.back());
}

}  // namespace

normalization normalize(std::string_view input, const options& opts) {
  return urlbnf::detail::normalization_of(input, opts, normal_form_of);
}

equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts) {
  equivalence_verdict v;
  v.a = check(a, {}, opts);
  v.b = check(b, {}, opts);
  if (!v.a.valid || !v.b.valid) {
    v.reason = v.a.valid ? not_an_iri_reference("B", b, v.b) : not_an_iri_reference("A", a, v.a);
    return v;
  }
  const auto uri_a = detail::percent_encode_beyond_ascii(a);
  const auto uri_b = detail::percent_encode_beyond_ascii(b);
  auto by_uri = rfc3986::equivalent(uri_a, uri_b);
  v.equivalent = by_uri.equivalent;
  v.difference = by_uri.difference;
  if (!by_uri.equivalent) {
    v.reason = uri_a == a && uri_b == b
                   ? by_uri.reason
                   : "as the URIs they map to (RFC 3987 \xC2\xA7" "3.1, \xC2\xA7" "5.3.2.3), " + by_uri.reason;
  } else if (a == b) {
    v.reason = "identical as written";
  } else {
    v.reason = rules_applied(a, b, by_uri);
    v.rules = by_uri.rules;
  }
  return v;
}

}  // namespace urlbnf::rfc3987
