// The expectations a typed-tree corpus writes after its input (see
// tests/corpus/rfc3986-ast.tsv): "key=value" (the raw text), "key:absent",
// "key.offset=N", "key.decoded=V".
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <urlbnf/text.hpp>

namespace urlbnf::test {

// `component(key)`: the text the key names, nullopt when absent.
// `special(key, value)`: checks a key that names no text (a kind, a
// count, an error offset) and says whether it did.
template <typename Component, typename Special>
void check_expectation(const std::string& expectation, Component component, Special special) {
  CAPTURE(expectation);
  const auto absent = expectation.find(":absent");
  if (absent != std::string::npos) {
    CHECK_FALSE(component(expectation.substr(0, absent)).has_value());
    return;
  }
  const auto equals = expectation.find('=');
  REQUIRE(equals != std::string::npos);
  const auto key = expectation.substr(0, equals);
  const auto value = expectation.substr(equals + 1);
  if (special(key, value)) {
    return;
  }
  auto ends_with = [&](std::string_view suffix) {
    return key.size() > suffix.size() && key.compare(key.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  if (ends_with(".offset")) {
    const std::optional<text> c = component(key.substr(0, key.size() - 7));
    REQUIRE(c.has_value());
    CHECK(std::to_string(c->offset) == value);
  } else if (ends_with(".decoded")) {
    const std::optional<text> c = component(key.substr(0, key.size() - 8));
    REQUIRE(c.has_value());
    CHECK(c->decoded() == value);
  } else {
    const std::optional<text> c = component(key);
    REQUIRE(c.has_value());
    CHECK(c->raw == value);
  }
}

}  // namespace urlbnf::test
