// The C API's fast path allocates nothing: urlbnf_accepts by every grammar's
// default rule (RFC 1738's and RFC 1630's scheme reading included) and by a
// named production, on valid and rejected input, and urlbnf_parse on valid
// input. Every heap allocation in this program is counted: it replaces
// operator new, so it is a program of its own.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <new>
#include <string>
#include <urlbnf/urlbnf.h>

namespace {
std::size_t allocations = 0;
}

void* operator new(std::size_t size) {
  ++allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) {
    return p;
  }
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t /*size*/) noexcept { std::free(p); }

TEST_CASE("urlbnf_accepts allocates nothing, by every grammar, whether it accepts or rejects") {
  const std::string inputs[] = {"http://www.joes-hardware.com:80/index.html",
                                "HTTP://h:8o80/",
                                "x-foo:bar",
                                "gopher://h/1a%09b/c",
                                "http://[fe80::1%25eth0]/",
                                "news:comp.x@host.example",
                                std::string(100000, 'x') + ":" + std::string(100000, 'y') + " "};
  // The rule table is built once, on first use: before counting.
  const auto* first = urlbnf_grammar_default_rule(urlbnf_grammar_at(0));
  REQUIRE(first != nullptr);
  std::size_t accepted = 0;
  for (std::size_t i = 0; i < urlbnf_grammar_count(); ++i) {
    const auto* g = urlbnf_grammar_at(i);
    const auto* by_default = urlbnf_grammar_default_rule(g);
    const auto* named = urlbnf_rule_at(g, 0);
    for (const auto& input : inputs) {
      CAPTURE(input);
      const auto before = allocations;
      accepted += static_cast<std::size_t>(urlbnf_accepts(by_default, input.data(), input.size()));
      accepted += static_cast<std::size_t>(urlbnf_accepts(named, input.data(), input.size()));
      CHECK(allocations == before);
    }
  }
  CHECK(accepted > 0);
  const auto before = allocations;
  const std::string counted(64, 'z');
  CHECK(allocations == before + 1);  // the counter itself works
}

TEST_CASE("urlbnf_parse allocates nothing on valid input") {
  const auto* uri = urlbnf_rule_named(urlbnf_grammar_named("3986", 4), "URI", 3);
  const auto* reference = urlbnf_grammar_default_rule(urlbnf_grammar_named("2396+2732", 9));
  const std::string inputs[] = {"http://u@[::1]:8080/a/b?q#f", "mailto:joe@example.com", "http://h:99999/"};
  for (const auto& input : inputs) {
    CAPTURE(input);
    urlbnf_components c;
    const auto before = allocations;
    CHECK(urlbnf_parse(uri, input.data(), input.size(), &c) == URLBNF_OK);
    CHECK(urlbnf_parse(reference, input.data(), input.size(), &c) == URLBNF_OK);
    CHECK(allocations == before);
  }
}
