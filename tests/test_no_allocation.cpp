// Validation allocates nothing: every heap allocation in this program is
// counted, and accepts() must not add to the count, on valid input or on
// rejected input.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <new>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>

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

TEST_CASE("accepts() of every grammar allocates nothing, whether it accepts or rejects") {
  const std::string inputs[] = {"http://www.joes-hardware.com:80/index.html",
                                "http://joe:joespasswd@www.joes-hardware.com/sales_info.txt",
                                "gopher://h/1a%09b/c",
                                "news:comp.x@host.example",
                                "wais://h/db/t/p",
                                std::string(100000, 'x') + ":" + std::string(100000, 'y') + " "};
  const urlbnf::rfc1738::options opts;
  urlbnf::furthest_failure failure;
  for (const auto& input : inputs) {
    const auto before = allocations;
    const bool url = urlbnf::rfc1738::accepts("url", input, opts, &failure);
    const bool generic = urlbnf::rfc1738::accepts("genericurl", input, opts);
    CHECK(allocations == before);
    (void)url;
    (void)generic;
  }
  urlbnf::rfc2396::options amended;
  amended.grammar = urlbnf::rfc2396::grammar::rfc2396_2732;
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc2396::accepts("URI-reference", input, {}, &failure));
    static_cast<void>(urlbnf::rfc2396::accepts("URI-reference", "http://[::1]/", amended));
    CHECK(allocations == before);
  }
  // RFC 1630's reshaped rules look ahead (article, mailto, login, prospero).
  urlbnf::rfc1630::options generic;
  generic.grammar = urlbnf::rfc1630::grammar::generic;
  for (const auto& input : inputs) {
    const auto before = allocations;
    static_cast<void>(urlbnf::rfc1630::accepts("url", input, {}, &failure));
    static_cast<void>(urlbnf::rfc1630::accepts("url", "news:a@b@c", {}));
    static_cast<void>(urlbnf::rfc1630::accepts("url", "prospero://h/a%0012abc", {}));
    static_cast<void>(urlbnf::rfc1630::accepts("fragmentaddress", input, generic, &failure));
    CHECK(allocations == before);
  }
  const auto before = allocations;
  const std::string counted(64, 'z');
  CHECK(allocations == before + 1);  // the counter itself works
}
