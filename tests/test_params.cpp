// params() (urlbnf/params.hpp): a query's key=value pairs, one table line
// per query with the params it gives, written key=value, key (no "="),
// separated by "|", and decoded when the table says so.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <urlbnf/params.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>

namespace {

using urlbnf::param_view;
using urlbnf::params_options;
using urlbnf::params_view;
using urlbnf::text;

// The params as the table writes them, raw or decoded; each checked to be
// a view into `query` at its offset.
std::string listed(const params_view& params, std::string_view query, bool decoded) {
  std::string out;
  bool first = true;
  for (const param_view p : params) {
    CHECK(query.substr(p.key.offset, p.key.raw.size()) == p.key.raw);
    CHECK(query.substr(p.value.offset, p.value.raw.size()) == p.value.raw);
    CHECK((p.has_value || p.value.raw.empty()));
    out += first ? "" : "|";
    first = false;
    out += decoded ? p.decoded_key() : std::string(p.key.raw);
    if (p.has_value) {
      out += "=";
      out += decoded ? p.decoded_value() : std::string(p.value.raw);
    }
  }
  return out;
}

struct params_case {
  std::string_view query;
  params_options opts;
  std::string_view raw;
  std::string_view decoded;
};

constexpr params_options plain{};
constexpr params_options semicolons{true, false};
constexpr params_options plus{false, true};

const params_case params_cases[] = {
    {"", plain, "", ""},  // one empty param, with no "="
    {"a=1", plain, "a=1", "a=1"},
    {"a=1&b=2", plain, "a=1|b=2", "a=1|b=2"},
    {"a", plain, "a", "a"},
    {"a=", plain, "a=", "a="},
    {"=1", plain, "=1", "=1"},
    {"a=1=2", plain, "a=1=2", "a=1=2"},  // split at the first "=" only
    {"a&&b", plain, "a||b", "a||b"},
    {"&", plain, "|", "|"},
    {"a=1&", plain, "a=1|", "a=1|"},
    {"a=1;b=2", plain, "a=1;b=2", "a=1;b=2"},
    {"a=1;b=2", semicolons, "a=1|b=2", "a=1|b=2"},
    {"a=1;b=2&c", semicolons, "a=1|b=2|c", "a=1|b=2|c"},
    {"q=a+b%2Bc", plain, "q=a+b%2Bc", "q=a+b+c"},
    {"q=a+b%2Bc", plus, "q=a+b%2Bc", "q=a b+c"},
    {"k%3D=v%26w", plain, "k%3D=v%26w", "k==v&w"},
    {"%E4%BE%8B=1", plain, "%E4%BE%8B=1", "\xE4\xBE\x8B=1"},
    {"a=%zz", plain, "a=%zz", "a=%zz"},  // no escape: kept as it is
};

}  // namespace

TEST_CASE("params_view splits a query at & (and ; when asked), then at the first =") {
  for (const auto& c : params_cases) {
    CAPTURE(c.query);
    const params_view params(text{c.query, 0}, c.opts);
    CHECK(listed(params, c.query, false) == c.raw);
    CHECK(listed(params, c.query, true) == c.decoded);
    const auto pieces = static_cast<std::size_t>(std::count(c.raw.begin(), c.raw.end(), '|')) + 1;
    CHECK(params.size() == pieces);
    CHECK_FALSE(params.empty());
  }
}

TEST_CASE("params_view of no query has no params") {
  const params_view none(std::nullopt);
  CHECK(none.empty());
  CHECK(none.size() == 0);
  CHECK(none.begin() == none.end());
  CHECK_FALSE(none.find(""));
}

TEST_CASE("params' offsets are the input's, and an iterator outlives its params_view") {
  const std::string input = "http://h/p?x=1&y&z=%41";
  for (const auto& query :
       {urlbnf::rfc3986::parse_uri(input)->query, urlbnf::rfc2396::parse_uri_reference(input)->query}) {
    REQUIRE(query);
    auto it = params_view(query).begin();  // the params_view is gone
    CHECK((*it).key.offset == input.find("x="));
    CHECK((*it).value.offset == input.find("1&"));
    ++it;
    CHECK((*it).key.raw == "y");
    CHECK_FALSE((*it).has_value);
    CHECK((*it).value.offset == input.find("&z"));
    ++it;
    CHECK((*it).decoded_value() == "A");
    CHECK(input.substr((*it).value.offset, 3) == "%41");
    ++it;
    CHECK(it == params_view::iterator());
  }
}

TEST_CASE("find() gives the first param of a key as written") {
  const auto u = urlbnf::rfc3986::parse_uri("http://h/?a=1&b=2&a=3&c");
  REQUIRE(u);
  const auto params = u->params();
  REQUIRE(params.find("a"));
  CHECK(params.find("a")->value.raw == "1");
  CHECK(params.find("c"));
  CHECK_FALSE(params.find("c")->has_value);
  CHECK_FALSE(params.find("d"));
  CHECK_FALSE(params.find("A"));
}

TEST_CASE("the trees' params() read their query: none without one, options passed on") {
  struct tree_case {
    std::string_view input;
    std::size_t params;
  };
  constexpr tree_case cases[] = {
      {"http://h/", 0}, {"http://h/?", 1}, {"http://h/?a=1&b", 2}, {"p?a;b", 1}, {"//h?a=1#f&g", 1},
  };
  for (const auto& c : cases) {
    CAPTURE(c.input);
    const auto u3986 = urlbnf::rfc3986::parse_uri_reference(c.input);
    const auto u2396 = urlbnf::rfc2396::parse_uri_reference(c.input);
    REQUIRE(u3986);
    REQUIRE(u2396);
    CHECK(u3986->params().size() == c.params);
    CHECK(u2396->params().size() == c.params);
  }
  const auto u = urlbnf::rfc3986::parse_uri_reference("?a=x+y;b");
  REQUIRE(u);
  CHECK(u->params(semicolons).size() == 2);
  CHECK(u->params(plus).find("a")->decoded_value() == "x y;b");
  CHECK(u->params().find("a")->decoded_value() == "x+y;b");
}
