// Runs of a class separated by one character (a path's segments by "/", a
// segment's parameters by ";"), which the validation fast path matches by
// one loop (src/character_class.hpp), against the derivation, which runs
// the rules as written: on every string of up to five characters over an
// alphabet of the class's characters, the separators, an escape and its
// start, and characters outside, alone and in a URL, each production
// accepts what it derives.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/grammar.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <vector>

#include "../src/character_class.hpp"

namespace {

using urlbnf::detail::separated_run;

// The productions this test is about are matched by the loop: were they
// not, the test would compare the rules with themselves.
static_assert(separated_run<urlbnf::rfc2396::path_segments::rule_t>::value);
static_assert(separated_run<urlbnf::rfc2396::segment::rule_t>::value);
static_assert(separated_run<urlbnf::rfc1738::hpath::rule_t>::value);
static_assert(separated_run<urlbnf::rfc1738::fpath::rule_t>::value);
static_assert(separated_run<urlbnf::rfc1738::ppath::rule_t>::value);
// A run whose separator is in its class is not one.
static_assert(!separated_run<tao::pegtl::internal::seq<
                  urlbnf::rfc2396::segment, tao::pegtl::star<urlbnf::literal<'a'>, urlbnf::rfc2396::segment>>>::value);

// Every string of up to `length` characters of `alphabet`.
std::vector<std::string> strings_over(std::string_view alphabet, std::size_t length) {
  std::vector<std::string> out{""};
  std::size_t from = 0;
  for (std::size_t n = 1; n <= length; ++n) {
    const std::size_t to = out.size();
    for (std::size_t i = from; i < to; ++i) {
      for (const char c : alphabet) {
        out.push_back(out[i] + c);
      }
    }
    from = to;
  }
  return out;
}

// Each string of `alphabet` after `prefix`, judged by `rule`.
template <typename Accepts, typename Derives>
void agree(std::string_view rule, std::string_view prefix, Accepts accepts, Derives derives) {
  std::size_t accepted = 0;
  std::size_t rejected = 0;
  for (const auto& s : strings_over("a;/%2F ?", 5)) {
    const auto input = std::string(prefix) + s;
    INFO(rule << " on \"" << input << "\"");
    const bool derived = derives(input, rule);
    CHECK(accepts(input, rule) == derived);
    (derived ? accepted : rejected) += 1;
  }
  // Both verdicts occur: the alphabet reaches outside the language.
  CHECK(accepted > 100);
  CHECK(rejected > 100);
}

TEST_CASE("RFC 2396's separated runs accept what the rules derive") {
  const auto accepts = [](std::string_view s, std::string_view rule) {
    return urlbnf::rfc2396::accepts(s, urlbnf::rule_name{rule});
  };
  const auto derives = [](std::string_view s, std::string_view rule) {
    return urlbnf::rfc2396::derive(s, urlbnf::rule_name{rule}).has_value();
  };
  agree("path_segments", "", accepts, derives);
  agree("segment", "", accepts, derives);
  // Inside a URI: the run stops before a "?" and its query.
  agree("URI-reference", "/", accepts, derives);
  agree("URI-reference", "http://a/", accepts, derives);
}

TEST_CASE("RFC 1738's separated runs accept what the rules derive") {
  const auto accepts = [](std::string_view s, std::string_view rule) {
    return urlbnf::rfc1738::accepts(s, urlbnf::rule_name{rule});
  };
  const auto derives = [](std::string_view s, std::string_view rule) {
    return urlbnf::rfc1738::derive(s, urlbnf::rule_name{rule}).has_value();
  };
  agree("hpath", "", accepts, derives);
  agree("fpath", "", accepts, derives);
  agree("ppath", "", accepts, derives);
  agree("url", "http://a/", accepts, derives);
  agree("url", "ftp://a/", accepts, derives);
}

}  // namespace
