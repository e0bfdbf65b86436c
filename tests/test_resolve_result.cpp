// resolve() of RFC 3986, RFC 2396 and RFC 1808 validates base and reference: the
// target, or which input the grammar rejects and where; one table line per
// case.
#include <doctest/doctest.h>

#include <optional>
#include <string_view>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc3986/resolve.hpp>

namespace {

using urlbnf::resolve_operand;

struct resolve_case {
  std::string_view base;
  std::string_view reference;
  std::string_view target;                  // when resolved
  std::optional<resolve_operand> rejected;  // else which input is rejected
  std::size_t offset = 0;                   // and where
};

const resolve_case rfc3986_cases[] = {
    {"http://a/b/c/d;p?q", "../g", "http://a/b/g", std::nullopt},
    {"http://a/b/c/d;p?q", "../../../g", "http://a/g", std::nullopt},
    // Section 5.1: a base's fragment is set aside.
    {"http://a/b?q#f", "#g", "http://a/b?q#g", std::nullopt},
    {"urn:a:b", "", "urn:a:b", std::nullopt},
    {"/b/c", "g", "", resolve_operand::base, 0},           // no scheme: a relative-ref
    {"http://a/b c", "g", "", resolve_operand::base, 10},  // a space
    {"", "g", "", resolve_operand::base, 0},
    {"http://a/b", "g h", "", resolve_operand::reference, 1},
    {"http://a/b", "http://[::1/", "", resolve_operand::reference, 11},
    {"http://a/b", "%zz", "", resolve_operand::reference, 1},  // no hex digit after "%"
};

const resolve_case rfc2396_cases[] = {
    {"http://a/b/c/d;p?q", "../g", "http://a/b/g", std::nullopt},
    {"http://a/b/c/d;p?q", "../../../g", "http://a/../g", std::nullopt},
    {"http://a/b?q#f", "", "http://a/b?q", std::nullopt},
    {"foo:bar", "g", "foo:g", std::nullopt},  // an opaque base is not refused
    {"/b/c", "g", "", resolve_operand::base, 0},
    {"http://a/b#f#g", "g", "", resolve_operand::base, 12},   // a second "#"
    {"http://a/b", "?y", "", resolve_operand::reference, 0},  // Appendix C's, no relativeURI
    {"http://a/b", "a b", "", resolve_operand::reference, 1},
    {"http://a/b", "http://[::1]/", "", resolve_operand::reference, 7},  // RFC 2732's, not RFC 2396's
};

const resolve_case rfc1808_cases[] = {
    {"http://a/b/c/d;p?q#f", "../g", "http://a/b/g", std::nullopt},
    {"http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q#f", std::nullopt},
    {"", "g", "g", std::nullopt},                         // step 1: the base unknown
    {"http://a/b#f g", "h", "http://a/h", std::nullopt},  // the base's fragment set aside
    {"/b/c", "g", "", resolve_operand::base, 0},          // no scheme: a relativeURL
    {"http://a/b c", "g", "", resolve_operand::base, 10},
    {"http://a/b", "g h", "", resolve_operand::reference, 1},
};

template <typename Result>
void check_case(const resolve_case& c, const Result& r) {
  CAPTURE(c.base);
  CAPTURE(c.reference);
  CHECK(r.has_value() == !c.rejected);
  if (r) {
    CHECK(*r == c.target);
    return;
  }
  CHECK(r.error().operand == *c.rejected);
  CHECK(r.error().error.offset == c.offset);
  const auto side = *c.rejected == resolve_operand::base ? "base: " : "reference: ";
  CHECK(r.error().message() == side + r.error().error.message);
  CHECK_THROWS_WITH_AS(static_cast<void>(r.value()), r.error().message().c_str(), urlbnf::bad_result_access);
}

}  // namespace

TEST_CASE("rfc3986 resolve() gives the target, or which input is no URI (base) or URI-reference, and why") {
  for (const auto& c : rfc3986_cases) {
    check_case(c, urlbnf::rfc3986::resolve(c.base, c.reference));
  }
  // The grammar the inputs are validated by is an option.
  urlbnf::rfc3986::resolve_options zones;
  zones.grammar = urlbnf::rfc3986::grammar::rfc3986_6874;
  CHECK_FALSE(urlbnf::rfc3986::resolve("http://[fe80::1%25en0]/a", "b"));
  CHECK(urlbnf::rfc3986::resolve("http://[fe80::1%25en0]/a", "b", zones) == "http://[fe80::1%25en0]/b");
}

TEST_CASE("rfc2396 resolve() gives the absolute form, or which input is no absoluteURI (base) or URI-reference") {
  for (const auto& c : rfc2396_cases) {
    check_case(c, urlbnf::rfc2396::resolve(c.base, c.reference));
  }
  urlbnf::rfc2396::resolve_options amended;
  amended.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  CHECK(urlbnf::rfc2396::resolve("http://a/b", "http://[::1]/", amended) == "http://[::1]/");
  CHECK(urlbnf::rfc2396::resolve("http://[::1]/b", "c", amended) == "http://[::1]/c");
}

TEST_CASE("rfc1808 resolve() gives the absolute form, or which input is no absoluteURL (base) or URL") {
  for (const auto& c : rfc1808_cases) {
    check_case(c, urlbnf::rfc1808::resolve(c.base, c.reference));
  }
}
