// The parse_* functions of RFC 3986 and RFC 2396, and parse_url of RFC
// 1738, RFC 1808 and RFC 1630: a result that holds the
// tree when the production accepts the input and the diagnostic when it
// does not, never a tree with empty fields; one table line per input and
// production, with the offset the diagnostic gives.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1808/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>

namespace {

// The production a table line parses by, in RFC 3986 or RFC 2396.
enum class production {
  rfc3986_uri_reference,
  rfc3986_uri,
  rfc3986_relative_ref,
  rfc3986_absolute_uri,
  rfc2396_uri_reference,
  rfc2396_absolute_uri,
  rfc2396_relative_uri,
};

struct parse_case {
  production by;
  std::string_view input;
  std::optional<std::size_t> error_offset;  // nullopt: accepted
  std::string_view rule;                    // the production judged
};

constexpr parse_case parse_cases[] = {
    {production::rfc3986_uri_reference, "http://h/p?q#f", std::nullopt, "URI-reference"},
    {production::rfc3986_uri_reference, "../p", std::nullopt, "URI-reference"},
    {production::rfc3986_uri_reference, "", std::nullopt, "URI-reference"},
    {production::rfc3986_uri_reference, "http://h/a b", 10, "URI-reference"},
    {production::rfc3986_uri_reference, "http://[::1/", 11, "URI-reference"},
    {production::rfc3986_uri, "http://h/p#f", std::nullopt, "URI"},
    {production::rfc3986_uri, "/p", 0, "URI"},
    {production::rfc3986_uri, "", 0, "URI"},
    {production::rfc3986_relative_ref, "//h/p?q", std::nullopt, "relative-ref"},
    {production::rfc3986_relative_ref, "http://h/", 4, "relative-ref"},
    {production::rfc3986_absolute_uri, "http://h/?q", std::nullopt, "absolute-URI"},
    {production::rfc3986_absolute_uri, "http://h/#f", 9, "absolute-URI"},
    {production::rfc2396_uri_reference, "http://h/p;x?q#f", std::nullopt, "URI-reference"},
    {production::rfc2396_uri_reference, "http://a/b c", 10, "URI-reference"},
    {production::rfc2396_uri_reference, "http://[::1]/", 7, "URI-reference"},
    {production::rfc2396_absolute_uri, "mailto:a@b", std::nullopt, "absoluteURI"},
    {production::rfc2396_absolute_uri, "a/b", 1, "absoluteURI"},
    {production::rfc2396_relative_uri, "../a?q", std::nullopt, "relativeURI"},
    {production::rfc2396_relative_uri, "a#f", 1, "relativeURI"},
};

// What every result says, whichever grammar's tree it holds.
struct outcome {
  bool valid;
  bool tree_valid;  // the held tree's verdict
  std::size_t offset = 0;
  std::string_view rule;
  std::string message;
  std::string thrown;  // value()'s exception's what()
};

template <typename Result>
outcome outcome_of(const Result& r) {
  outcome o{r.has_value(), false};
  CHECK(static_cast<bool>(r) == r.has_value());
  CHECK(r.has_error() == !r.has_value());
  if (r) {
    o.tree_valid = r->verdict.valid;
    CHECK_THROWS_AS(static_cast<void>(r.error()), urlbnf::bad_result_access);
    return o;
  }
  o.offset = r.error().offset;
  o.rule = r.error().rule;
  o.message = r.error().message;
  try {
    static_cast<void>(r.value());
  } catch (const urlbnf::bad_result_access& e) {
    o.thrown = e.what();
  }
  return o;
}

outcome parsed(production by, std::string_view input) {
  namespace u3 = urlbnf::rfc3986;
  namespace u2 = urlbnf::rfc2396;
  switch (by) {
    case production::rfc3986_uri_reference:
      return outcome_of(u3::parse_uri_reference(input));
    case production::rfc3986_uri:
      return outcome_of(u3::parse_uri(input));
    case production::rfc3986_relative_ref:
      return outcome_of(u3::parse_relative_ref(input));
    case production::rfc3986_absolute_uri:
      return outcome_of(u3::parse_absolute_uri(input));
    case production::rfc2396_uri_reference:
      return outcome_of(u2::parse_uri_reference(input));
    case production::rfc2396_absolute_uri:
      return outcome_of(u2::parse_absolute_uri(input));
    case production::rfc2396_relative_uri:
      break;
  }
  return outcome_of(u2::parse_relative_uri(input));
}

}  // namespace

TEST_CASE("parse_* hold the tree when the production accepts, the diagnostic when not") {
  for (const auto& c : parse_cases) {
    CAPTURE(c.input);
    CAPTURE(c.rule);
    const auto o = parsed(c.by, c.input);
    CHECK(o.valid == !c.error_offset);
    if (o.valid) {
      CHECK(o.tree_valid);
      continue;
    }
    CHECK(o.offset == *c.error_offset);
    CHECK(o.rule == c.rule);
    CHECK_FALSE(o.message.empty());
    CHECK(o.thrown == o.message);
  }
}

TEST_CASE("parse_* give the same tree as ast::parse for what they accept") {
  const auto r = urlbnf::rfc3986::parse_uri("foo://u@example.com:8042/over/there?name=ferret#nose");
  REQUIRE(r);
  CHECK(r->scheme->raw == "foo");
  CHECK(r->authority->host.raw.raw == "example.com");
  CHECK(r->path.raw == "/over/there");
  CHECK(r->query->raw == "name=ferret");
  CHECK(r->fragment->raw == "nose");
  CHECK(r->verdict.rule == "URI");
  // By absolute-URI, a tree without a fragment, and no URI span.
  const auto a = urlbnf::rfc3986::parse_absolute_uri("http://h/p?q");
  REQUIRE(a);
  CHECK(a->query->raw == "q");
  CHECK_FALSE(a->fragment);
  CHECK(a->verdict.rule == "absolute-URI");

  const auto s = urlbnf::rfc2396::parse_absolute_uri("http://h:80/a;p/b?q");
  REQUIRE(s);
  CHECK(s->authority->server->host->raw == "h");
  CHECK(s->segments.size() == 2);
  CHECK(s->query->raw == "q");
  // ast::parse still gives a tree for a rejected input: only its verdict.
  const auto rejected = urlbnf::rfc3986::ast::parse("http://h/a b");
  CHECK_FALSE(rejected.verdict.valid);
  CHECK_FALSE(rejected.scheme);
}

TEST_CASE("the grammar's options reach the parse") {
  urlbnf::rfc3986::options zones;
  zones.grammar = urlbnf::rfc3986::grammar::rfc3986_6874;
  CHECK_FALSE(urlbnf::rfc3986::parse_uri("http://[fe80::1%25en0]/"));
  const auto z = urlbnf::rfc3986::parse_uri("http://[fe80::1%25en0]/", zones);
  REQUIRE(z);
  CHECK(z->authority->host.ZoneID->raw == "en0");
  urlbnf::rfc2396::options amended;
  amended.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  CHECK(urlbnf::rfc2396::parse_uri_reference("http://[::1]:8080/", amended)->port_number()->value() == 8080);
}

TEST_CASE("result: value() checks, operator* does not; error() of a value throws; == compares a held value") {
  using r = urlbnf::result<int, std::string>;
  // An error type of the caller's, whose message() value() reports.
  struct named_error {
    std::string text;
    [[nodiscard]] std::string message() const { return text; }
  };
  const urlbnf::result<int, named_error> bad = urlbnf::failure<named_error>{{"no number"}};
  CHECK_FALSE(bad);
  CHECK(bad.error().text == "no number");
  CHECK_THROWS_WITH_AS(static_cast<void>(bad.value()), "no number", urlbnf::bad_result_access);
  CHECK(bad != 1);
  const urlbnf::result<int, named_error> good = 7;
  CHECK(good == 7);
  CHECK(good != 8);
  CHECK(*good == 7);
  CHECK(good.value() == 7);
  CHECK_THROWS_WITH_AS(static_cast<void>(good.error()), "result holds a value, not an error",
                       urlbnf::bad_result_access);
  static_assert(std::is_same_v<r::value_type, int> && std::is_same_v<r::error_type, std::string>);
}

namespace {

// parse_url of the grammars whose tree is a url: the result holds the
// tree exactly when check() accepts, and check()'s diagnostic otherwise.
template <typename Parse, typename Check>
void parse_url_agrees_with_check(Parse parse, Check check, std::string_view input, bool valid) {
  CAPTURE(input);
  const auto r = parse(input);
  const auto j = check(input);
  CHECK(r.has_value() == valid);
  CHECK(j.valid == valid);
  if (r) {
    CHECK(r->verdict.match == j.match);
  } else {
    CHECK(r.error().offset == j.error->offset);
    CHECK(r.error().code == j.error->code);
    CHECK(r.error().section == j.error->section);
  }
}

}  // namespace

TEST_CASE("parse_url of RFC 1738, RFC 1808 and RFC 1630: the tree, or check()'s diagnostic") {
  using namespace urlbnf;
  const auto rfc1738_parse = [](std::string_view in) { return rfc1738::parse_url(in); };
  const auto rfc1738_check = [](std::string_view in) { return rfc1738::check(in); };
  parse_url_agrees_with_check(rfc1738_parse, rfc1738_check, "ftp://myname@host.dom/%2Fetc/motd;type=a", true);
  parse_url_agrees_with_check(rfc1738_parse, rfc1738_check, "http://joe:pw@h/", false);
  parse_url_agrees_with_check(rfc1738_parse, rfc1738_check, "http://h/a b", false);
  const auto rfc1808_parse = [](std::string_view in) { return rfc1808::parse_url(in); };
  const auto rfc1808_check = [](std::string_view in) { return rfc1808::check(in); };
  parse_url_agrees_with_check(rfc1808_parse, rfc1808_check, "../g;p?q#f", true);
  parse_url_agrees_with_check(rfc1808_parse, rfc1808_check, "//a//b", false);
  const auto rfc1630_parse = [](std::string_view in) { return rfc1630::parse_url(in); };
  const auto rfc1630_check = [](std::string_view in) { return rfc1630::check(in); };
  parse_url_agrees_with_check(rfc1630_parse, rfc1630_check, "http://info.cern.ch:8000/imaginary/test", true);
  parse_url_agrees_with_check(rfc1630_parse, rfc1630_check, "news:12345667123%asdghfh@info.cern.ch", false);
  rfc1630::options generic;
  generic.grammar = rfc1630::grammar::generic;
  const auto generic_parse = [&](std::string_view in) { return rfc1630::parse_url(in, generic); };
  const auto generic_check = [&](std::string_view in) { return rfc1630::check(in, {}, generic); };
  parse_url_agrees_with_check(generic_parse, generic_check, "x-foo:bar#frag", true);
  parse_url_agrees_with_check(generic_parse, generic_check, "a b", false);
  // A rejection's tree is never read: value() says so.
  CHECK_THROWS_AS(static_cast<void>(rfc1738::parse_url("http://h/a b").value()), bad_result_access);
}
