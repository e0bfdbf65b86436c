// The traced resolutions (resolve_with_steps) of RFC 3986, RFC 2396 and RFC
// 1808 on every line of their corpora: the same target as resolve(), and
// steps that are the RFC's: RFC 3986 Section 5.2.4's rows chain (each
// row's input buffer is the next one's before its rule applies, and the
// last leaves it empty, the output buffer being T.path), RFC 2396's and
// RFC 1808's sub-steps of step 6 come a to f, in order, and every traced
// resolution ends with the target.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

std::string input_of(const std::string& column) {
  return column == "<empty>" || column == "<>" ? std::string() : column;
}

std::vector<std::string> labels_in(const urlbnf::resolution_steps& steps, std::string_view section) {
  std::vector<std::string> out;
  for (const auto& step : steps) {
    if (step.section == section) {
      out.emplace_back(step.label);
    }
  }
  return out;
}

// Step 6's sub-steps, when there are any, are a to f in order.
void check_step_6(const urlbnf::resolution_steps& steps, std::string_view section) {
  std::vector<std::string> sixes;
  for (const auto& label : labels_in(steps, section)) {
    if (label.front() == '6') {
      sixes.push_back(label);
    }
  }
  if (!sixes.empty()) {
    CHECK(sixes == std::vector<std::string>{"6a", "6b", "6c", "6d", "6e", "6f"});
  }
}

TEST_CASE("resolution steps: RFC 3986's, on every line of its corpus") {
  using namespace urlbnf::rfc3986;
  std::size_t rows = 0;
  for (const auto& l : urlbnf::test::read_corpus("rfc3986-resolve.tsv")) {
    CAPTURE(l.number);
    const auto& base = l.columns.at(1);
    if (base == "-") {
      continue;
    }
    resolve_options options;
    options.strict = l.columns.at(3) == "strict";
    // The components are views: the reference's text outlives them.
    const auto reference = input_of(l.columns.at(2));
    const auto b = urlbnf::rfc2396::split(base);
    const auto r = urlbnf::rfc2396::split(reference);
    const auto traced = resolve_with_steps(b, r, options);
    CHECK(traced.target == resolve(b, r, options));
    REQUIRE(!traced.steps.empty());
    CHECK(traced.steps.back().section == "5.3");
    CHECK(traced.steps.back().value == traced.target);
    CHECK(labels_in(traced.steps, "5.2.2").size() >= 1);
    // The table's rows chain: row 1 holds the whole path in its input
    // buffer; each rule consumes the front of the input buffer.
    const urlbnf::resolution_step* previous = nullptr;
    for (const auto& step : traced.steps) {
      if (step.section != "5.2.4") {
        continue;
      }
      REQUIRE(step.input.has_value());
      ++rows;
      if (step.label == "1") {
        CHECK(step.value.empty());
        previous = &step;
        continue;
      }
      REQUIRE(previous != nullptr);
      CHECK(step.input->size() < previous->input->size());
      previous = &step;
    }
    // The output buffer is T.path, which the target holds before its
    // query and fragment (Section 5.3; it need not read back as the path:
    // "//@@" after no authority reads as one).
    if (previous != nullptr) {
      CHECK(previous->input->empty());
      const auto written = std::string_view(traced.target).substr(0, traced.target.find_first_of("?#"));
      CHECK(written.substr(written.size() - std::min(written.size(), previous->value.size())) == previous->value);
    }
  }
  CHECK(rows > 100);
}

TEST_CASE("resolution steps: RFC 2396's, on every example of Appendix C") {
  using namespace urlbnf::rfc2396;
  std::size_t merged = 0;
  for (const auto& l : urlbnf::test::read_corpus("rfc2396-appendix-c.tsv")) {
    CAPTURE(l.number);
    resolve_options options;
    options.compat = l.columns.at(4) == "compat";
    const auto reference = input_of(l.columns.at(2));
    const auto b = split(l.columns.at(1));
    const auto r = split(reference);
    const auto traced = resolve_with_steps(b, r, options);
    CHECK(traced.target == resolve(b, r, options));
    REQUIRE(!traced.steps.empty());
    CHECK(traced.steps.back().value == traced.target);
    const auto& last = traced.steps.back().label;
    CHECK((last == "2" || last == "3" || last == "4" || last == "5" || last == "7"));
    check_step_6(traced.steps, "5.2");
    merged += last == "7" ? 1 : 0;
  }
  CHECK(merged > 10);
}

TEST_CASE("resolution steps: RFC 1808's, on every resolution of its corpus") {
  using namespace urlbnf::rfc1808;
  std::size_t resolutions = 0;
  for (const auto& l : urlbnf::test::read_corpus("rfc1808-resolve.tsv")) {
    CAPTURE(l.number);
    if (l.columns.at(1) == "-") {
      continue;
    }
    const auto base = input_of(l.columns.at(1));
    const auto url = input_of(l.columns.at(2));
    const auto plain = resolve(base, url);
    const auto traced = resolve_with_steps(base, url);
    REQUIRE(plain.has_value() == traced.has_value());
    if (!plain) {
      continue;
    }
    ++resolutions;
    CHECK(traced.value().target == plain.value());
    REQUIRE(!traced.value().steps.empty());
    CHECK(traced.value().steps.back().value == plain.value());
    check_step_6(traced.value().steps, "4");
  }
  CHECK(resolutions > 20);
}

TEST_CASE("resolution steps: a rejected input has no steps, as resolve() has no target") {
  const auto traced = urlbnf::rfc1808::resolve_with_steps("http://a/b", "a b");
  REQUIRE(!traced.has_value());
  CHECK(traced.error().operand == urlbnf::resolve_operand::reference);
}

}  // namespace
