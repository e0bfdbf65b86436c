// The PEGTL control and action that every grammar parses with: they fill
// the records of derivation.hpp as the rules run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <urlbnf/bnf.hpp>
#include <urlbnf/derivation.hpp>

namespace urlbnf {

template <typename Rule>
inline constexpr bool is_lookahead_v = false;

template <typename... Rules>
inline constexpr bool is_lookahead_v<tao::pegtl::at<Rules...>> = true;

template <typename Rule>
struct tracking_control : tao::pegtl::normal<Rule> {
  // PEGTL hides its combinators (seq, opt, star, ...) from the control by
  // default; a failing seq must still drop what its sub-rules captured.
  static constexpr bool enable = true;

  template <typename ParseInput>
  static void start(const ParseInput& in, furthest_failure& f) noexcept {
    if constexpr (is_named_v<Rule>) {
      f.enter(static_cast<std::size_t>(in.current() - in.begin()));
    }
  }
  template <typename ParseInput>
  static void success(const ParseInput& /*in*/, furthest_failure& f) noexcept {
    if constexpr (is_named_v<Rule>) {
      f.succeed();
    }
  }
  template <typename ParseInput>
  static void failure(const ParseInput& /*in*/, furthest_failure& f) noexcept {
    if constexpr (std::is_same_v<Rule, tao::pegtl::eof>) {
      f.fail_end(meta_of<Rule>.name, name_hash);
    } else if constexpr (is_named_v<Rule>) {
      f.fail(meta_of<Rule>.name, name_hash);
    }
  }

  template <typename ParseInput>
  static void start(const ParseInput& in, furthest_failure& f, capture_log& log) {
    start(in, f);
    log.open();
  }
  template <typename ParseInput>
  static void success(const ParseInput& in, furthest_failure& f, capture_log& log) {
    success(in, f);
    log.keep();
  }
  template <typename ParseInput>
  static void failure(const ParseInput& in, furthest_failure& f, capture_log& log) {
    failure(in, f);
    log.drop();
  }

  template <typename ParseInput>
  static void start(const ParseInput& in, furthest_failure& f, derivation_log& log) {
    start(in, f);
    log.start(static_cast<std::size_t>(in.current() - in.begin()), is_node ? meta_of<Rule>.name : std::string_view{},
              meta_of<Rule>.character_class, is_literal);
  }
  template <typename ParseInput>
  static void success(const ParseInput& in, furthest_failure& f, derivation_log& log) {
    success(in, f);
    if constexpr (is_lookahead_v<Rule>) {
      // A lookahead consumes nothing and only decides where a reshaped rule
      // stops: what it matched is no part of the derivation.
      log.fail(false);
    } else {
      log.succeed(static_cast<std::size_t>(in.current() - in.begin()), is_node);
    }
  }
  template <typename ParseInput>
  static void failure(const ParseInput& in, furthest_failure& f, derivation_log& log) {
    failure(in, f);
    log.fail(is_node);
  }

 private:
  static constexpr std::uint32_t name_hash = detail::spelling_hash(meta_of<Rule>.name);
  static constexpr bool is_literal = is_named_v<Rule> && meta_of<Rule>.section.empty() && meta_of<Rule>.name[0] == '"';
  // The derivation holds what the BNF names, productions and literals, not
  // the end of input that reshaped rules test for.
  static constexpr bool is_node = is_named_v<Rule> && (!meta_of<Rule>.section.empty() || is_literal);
};

template <typename Rule>
struct capture_component {
  template <typename ActionInput>
  static void apply(const ActionInput& in, furthest_failure& /*f*/, capture_log& log) {
    const auto* base = in.input().begin();
    log.add(meta_of<Rule>.name, static_cast<std::size_t>(in.begin() - base), static_cast<std::size_t>(in.end() - base));
  }
};

template <typename Rule>
struct capture_action : std::conditional_t<is_component_v<Rule>, capture_component<Rule>, tao::pegtl::nothing<Rule>> {};

}  // namespace urlbnf
