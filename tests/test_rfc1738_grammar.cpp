// Properties of the grammar as a whole: PEGTL's analysis and inputs of
// pathological size (the production table against the verbatim BNF is
// test_traceability.cpp's, for every grammar).
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <tao/pegtl/contrib/analyze.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/grammar.hpp>

namespace {

template <typename... Rules>
std::size_t analyze_all(tao::pegtl::type_list<Rules...> /*unused*/) {
  return (tao::pegtl::analyze<Rules>(-1) + ...);
}

}  // namespace

TEST_CASE("PEGTL's analysis finds no problem (no infinite loop, no left recursion) in any production") {
  CHECK(analyze_all(urlbnf::rfc1738::productions{}) == 0);
}

TEST_CASE("a 10 MB URL is judged without exhausting the stack") {
  std::string path(10U << 20U, 'a');
  for (std::size_t i = 0; i < path.size(); i += 7) {
    path[i] = '/';
  }
  const auto valid = "http://example.com/" + path;
  CHECK(urlbnf::rfc1738::check(valid).valid);
  const auto invalid = valid + " ";
  const auto j = urlbnf::rfc1738::check(invalid);
  REQUIRE_FALSE(j.valid);
  CHECK(j.error->offset == invalid.size() - 1);
  const auto gopher = "gopher://h/1" + std::string(10U << 20U, 'x') + "%09" + std::string(1000, 'y');
  CHECK(urlbnf::rfc1738::check(gopher).valid);
  std::string many_labels = "http://";
  for (int i = 0; i < 1 << 20; ++i) {
    many_labels += "b.";
  }
  many_labels += "c/";
  CHECK(urlbnf::rfc1738::check(many_labels).valid);
}
