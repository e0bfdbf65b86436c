#include "escape_rewrites.hpp"

#include "prose.hpp"

namespace urlbnf::detail {

void note(std::vector<rewrite>& list, rewrite r) {
  for (const auto& seen : list) {
    if (seen == r) {
      return;
    }
  }
  list.push_back(std::move(r));
}

std::vector<rewrite> merged(const std::vector<rewrite>& from_a, const std::vector<rewrite>& from_b) {
  auto all = from_a;
  for (const auto& r : from_b) {
    note(all, r);
  }
  return all;
}

std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string not_a_reference(std::string_view side, std::string_view input, const judgement& j) {
  return std::string(side) + " (" + in_quotes(input) + ") is not a URI reference: " + j.error->message;
}

std::string shown(const std::optional<std::string>& s) { return s ? in_quotes(*s) : std::string("none"); }

std::string listed(const std::vector<rewrite>& rewrites, bool with_result) {
  std::vector<std::string> items;
  for (const auto& r : rewrites) {
    items.push_back(with_result ? r.written + " to " + in_quotes(r.becomes) : r.written);
  }
  return series(items, "and");
}

}  // namespace urlbnf::detail
