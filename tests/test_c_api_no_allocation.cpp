// The C API's fast path allocates nothing: urlbnf_accepts by every grammar's
// default rule (RFC 1738's and RFC 1630's scheme reading included) and by a
// named production, on valid and rejected input, and urlbnf_parse on valid
// input. And a failed allocation, wherever it happens, is
// URLBNF_OUT_OF_MEMORY, with nothing left to free or written. Every heap
// allocation in this program is counted, and one can be made to fail: it
// replaces operator new, so it is a program of its own.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <new>
#include <string>
#include <urlbnf/urlbnf.h>

namespace {
std::size_t allocations = 0;
// When not 0, the allocation that brings the count to it fails.
std::size_t failing = 0;
}  // namespace

void* operator new(std::size_t size) {
  ++allocations;
  if (failing != 0 && allocations == failing) {
    throw std::bad_alloc();
  }
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

namespace {

// Runs `call` with its first allocation failing, then its second, and so
// on until it makes no more: each run that failed one must report
// URLBNF_OUT_OF_MEMORY and pass `left_clean`. Returns how many failed.
template <class Call, class Clean>
std::size_t failing_each_allocation(const Call& call, const Clean& left_clean) {
  std::size_t failed = 0;
  for (std::size_t n = 1;; ++n) {
    failing = allocations + n;
    const auto status = call();
    const bool reached = allocations >= failing;
    failing = 0;
    if (!reached) {
      CHECK(status != URLBNF_OUT_OF_MEMORY);
      return failed;
    }
    CAPTURE(n);
    CHECK(status == URLBNF_OUT_OF_MEMORY);
    CHECK(left_clean());
    ++failed;
  }
}

}  // namespace

TEST_CASE("a failed allocation is URLBNF_OUT_OF_MEMORY, wherever it happens, with nothing to free or written") {
  const auto* g = urlbnf_grammar_named("3986", 4);
  const auto* r = urlbnf_grammar_default_rule(g);
  const std::string input = "http://[fe80::1%25eth0]/a b";
  urlbnf_verdict v{};
  CHECK(failing_each_allocation(
            [&] { return urlbnf_check(r, input.data(), input.size(), URLBNF_WORDS_COMMAND, &v); },
            [&] { return v.owned_ == nullptr && v.error == nullptr && v.also == nullptr && v.rfc.data == nullptr; }) >
        0);
  urlbnf_verdict_free(&v);
  char out[64];
  std::size_t needed = 0;
  const auto untouched = [&] { return out[0] == '*'; };
  out[0] = '*';
  CHECK(failing_each_allocation(
            [&] {
              // A target longer than a std::string holds in place.
              return urlbnf_resolve(g, "http://example.com/b/c/d;p?q", 28, "../g/h/i", 8, out, sizeof out, &needed);
            },
            untouched) > 0);
  out[0] = '*';
  CHECK(failing_each_allocation(
            [&] { return urlbnf_normalize(g, "HTTP://A/%7e/./b", 16, out, sizeof out, &needed); }, untouched) > 0);
  int equivalent = 0;
  out[0] = '*';
  CHECK(failing_each_allocation(
            [&] {
              return urlbnf_equivalent(g, "HTTP://A/%7e", 12, "http://a/~", 10, &equivalent, out, sizeof out,
                                       &needed);
            },
            untouched) > 0);
  urlbnf_extracted found[2];
  std::size_t count = 0;
  CHECK(failing_each_allocation(
            [&] { return urlbnf_extract(r, "see <http://a/b\n c> and http://d/", 33, found, 2, &count); },
            [] { return true; }) > 0);
}
