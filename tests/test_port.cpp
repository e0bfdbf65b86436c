// port_number (urlbnf/port.hpp): a port's digits read as a number, never
// wrapped, one table line per case; and the trees' port_number(), absent
// when the URL has no port.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string_view>
#include <urlbnf/port.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc3986/ast.hpp>

namespace {

using urlbnf::port_number;
using reading = port_number::reading;

struct port_case {
  std::string_view digits;
  reading how;
  std::optional<std::uint16_t> value;
};

constexpr port_case port_cases[] = {
    {"", reading::empty, std::nullopt},
    {"0", reading::number, 0},
    {"80", reading::number, 80},
    {"080", reading::number, 80},
    {"0000000000000000000000443", reading::number, 443},
    {"65535", reading::number, 65535},
    {"65536", reading::too_large, std::nullopt},
    {"70000", reading::too_large, std::nullopt},
    {"99999999999999999999", reading::too_large, std::nullopt},
    // 2^32 + 80: a 32-bit conversion that wraps would give 80.
    {"4294967376", reading::too_large, std::nullopt},
    {"8a", reading::not_digits, std::nullopt},
    {"-1", reading::not_digits, std::nullopt},
    {" 80", reading::not_digits, std::nullopt},
};

// The reading at compile time too: of() is constexpr.
static_assert(port_number::of("8080").value() == std::optional<std::uint16_t>(8080));
static_assert(port_number::of("65536").exceeds_range());

}  // namespace

TEST_CASE("port_number reads digits as a number without wrapping") {
  for (const auto& c : port_cases) {
    CAPTURE(c.digits);
    const auto p = port_number::of(c.digits);
    CHECK(p.how() == c.how);
    CHECK(p.value() == c.value);
    CHECK(p.exceeds_range() == (c.how == reading::too_large));
    CHECK(p.digits() == c.digits);
  }
}

TEST_CASE("name_of(port_number::reading) spells each reading as JSON output does") {
  CHECK(name_of(reading::number) == "number");
  CHECK(name_of(reading::empty) == "empty");
  CHECK(name_of(reading::too_large) == "too_large");
  CHECK(name_of(reading::not_digits) == "not_digits");
}

TEST_CASE("the trees' port_number() is absent without a port and reads the port's digits otherwise") {
  struct tree_case {
    std::string_view input;
    std::optional<reading> how;  // nullopt: no port
    std::optional<std::uint16_t> value;
  };
  constexpr tree_case cases[] = {
      {"http://h/", std::nullopt, std::nullopt},
      {"/relative?x", std::nullopt, std::nullopt},
      {"mailto:a@b", std::nullopt, std::nullopt},
      {"http://h:/", reading::empty, std::nullopt},
      {"http://h:8080/", reading::number, 8080},
      {"http://u:p@h:080", reading::number, 80},
      {"http://h:65536/", reading::too_large, std::nullopt},
      {"http://h:99999999999999999999/", reading::too_large, std::nullopt},
  };
  for (const auto& c : cases) {
    CAPTURE(c.input);
    const auto u3986 = urlbnf::rfc3986::parse_uri_reference(c.input);
    const auto u2396 = urlbnf::rfc2396::parse_uri_reference(c.input);
    REQUIRE(u3986);
    REQUIRE(u2396);
    for (const auto& p : {u3986->port_number(), u2396->port_number()}) {
      CHECK(p.has_value() == c.how.has_value());
      if (p && c.how) {
        CHECK(p->how() == *c.how);
        CHECK(p->value() == c.value);
      }
    }
  }
  // RFC 2396: a registry-based authority has no port, whatever it holds.
  const auto reg = urlbnf::rfc2396::parse_uri_reference("http://a:b:c/");
  REQUIRE(reg);
  REQUIRE(reg->authority);
  CHECK(reg->authority->reg_name);
  CHECK_FALSE(reg->port_number());
}
