// Invariants of RFC 2396's operations, on every corpus column and on
// generated and mutated members of URI-reference (issue 11): Appendix B's
// split recomposes to its input; normalization is idempotent, keeps a
// valid reference valid and equivalent to it; equivalence is reflexive and
// symmetric; resolving a valid reference against a valid base gives a
// valid reference; every component of a tree is a view into the input at
// its offset.
#include <doctest/doctest.h>

#include <string>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <vector>

#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

std::vector<std::string> inputs(std::string_view grammar) {
  auto out = test::corpus_inputs();
  bnf::generator gen(bnf::model_of(grammar), 21);
  bnf::random_source mutate(21);
  for (int i = 0; i < 400; ++i) {
    const auto member = gen.draw("URI-reference");
    out.push_back(member);
    for (const auto& m : test::mutations(member, mutate)) {
      out.push_back(m);
    }
  }
  return out;
}

rfc2396::options opts_of(rfc2396::grammar g) {
  rfc2396::options o;
  o.grammar = g;
  return o;
}

// A component is the input's own bytes at its offset, not a copy.
void is_view(const std::string& input, const std::optional<text>& t) {
  if (t) {
    REQUIRE(t->offset + t->raw.size() <= input.size());
    CHECK(t->raw.data() == input.data() + t->offset);
  }
}

}  // namespace

TEST_CASE("properties: split recomposes to its input, for any string") {
  for (const auto& input : inputs("2396")) {
    CAPTURE(input);
    CHECK(rfc2396::recompose(rfc2396::split(input)) == input);
  }
}

TEST_CASE("properties: normalization is idempotent, keeps validity, and is an equivalence") {
  for (const auto g : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    const auto opts = opts_of(g);
    for (const auto& input : inputs(g == rfc2396::grammar::rfc2396 ? "2396" : "2396+2732")) {
      CAPTURE(input);
      const auto normal = rfc2396::normalize(input, opts).normal_form;
      CHECK(normal.has_value() == rfc2396::check(input, "URI-reference", opts).valid);
      if (normal) {
        // The normal form is valid by the same grammar, and its own.
        CHECK(rfc2396::normalize(*normal, opts).normal_form == normal);
        CHECK(rfc2396::equivalent(input, input, opts).equivalent);
        CHECK(rfc2396::equivalent(input, *normal, opts).equivalent);
        CHECK(rfc2396::equivalent(*normal, input, opts).equivalent);
      }
    }
  }
}

TEST_CASE("properties: resolving a valid reference against a valid base gives a valid reference") {
  const std::vector<std::string> bases{"http://a/b/c/d;p?q", "http://a",        "ftp://u@h:21/x/", "h:/",
                                       "file:/a/b",          "http://[::1]:8/a"};
  for (const auto g : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    const auto opts = opts_of(g);
    const auto texts = inputs(g == rfc2396::grammar::rfc2396 ? "2396" : "2396+2732");
    for (const auto& base : bases) {
      if (!rfc2396::check(base, "absoluteURI", opts).valid) {
        continue;
      }
      // Each text, and each text after the base's scheme, which the compat
      // reading may take as relative.
      auto references = texts;
      const auto scheme = base.substr(0, base.find(':') + 1);
      for (const auto& t : texts) {
        references.push_back(scheme + t);
      }
      for (const auto& reference : references) {
        if (!rfc2396::check(reference, "URI-reference", opts).valid) {
          continue;
        }
        for (const bool compat : {false, true}) {
          rfc2396::resolve_options r;
          r.compat = compat;
          r.grammar = g;
          const auto resolved = rfc2396::resolve(base, reference, r).value();
          CAPTURE(base);
          CAPTURE(reference);
          CAPTURE(compat);
          CAPTURE(resolved);
          CHECK(rfc2396::check(resolved, "URI-reference", opts).valid);
        }
      }
    }
  }
}

TEST_CASE("properties: every component of an RFC 2396 tree is a view into the input at its offset") {
  for (const auto g : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    for (const auto& input : inputs(g == rfc2396::grammar::rfc2396 ? "2396" : "2396+2732")) {
      CAPTURE(input);
      const auto u = rfc2396::ast::parse(input, opts_of(g));
      for (const auto* t : {&u.absoluteURI, &u.relativeURI, &u.scheme, &u.opaque_part, &u.net_path, &u.abs_path,
                            &u.rel_path, &u.rel_segment, &u.query, &u.fragment}) {
        is_view(input, *t);
      }
      if (u.authority) {
        is_view(input, u.authority->raw);
        is_view(input, u.authority->reg_name);
        if (u.authority->server) {
          is_view(input, u.authority->server->userinfo);
          is_view(input, u.authority->server->host);
          is_view(input, u.authority->server->port);
        }
      }
      for (const auto& segment : u.segments) {
        is_view(input, segment.raw);
        for (const auto& param : segment.params) {
          is_view(input, param);
        }
      }
    }
  }
}
