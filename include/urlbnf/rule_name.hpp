// The name of a production, as accepts(), check(), derive() and
// derivation() take it: a type of its own, so that an input and a rule
// name passed in each other's place do not compile, where two
// std::string_views would silently judge the rule name by the input's
// production and reject it. A string literal is a rule name
// (`accepts(url, "URI")`); any other string says so
// (`accepts(url, urlbnf::rule_name{rule})`). A view, passed by value: it
// costs what the std::string_view it holds does.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace urlbnf {

class rule_name {
 public:
  // No name: the grammar's entry production.
  constexpr rule_name() noexcept = default;
  constexpr explicit rule_name(std::string_view name) noexcept : name_(name) {}
  // A string literal, whose length is known; not a char pointer, which an
  // input could be.
  template <std::size_t N>
  constexpr rule_name(const char (&literal)[N]) noexcept : name_(literal, std::char_traits<char>::length(literal)) {}

  [[nodiscard]] constexpr std::string_view view() const noexcept { return name_; }
  [[nodiscard]] constexpr bool empty() const noexcept { return name_.empty(); }

 private:
  std::string_view name_;
};

}  // namespace urlbnf
