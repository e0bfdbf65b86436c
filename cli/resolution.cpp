#include "resolution.hpp"

#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <algorithm>
#include <utility>

namespace urlbnf::cli {
namespace {

answer rejection(std::string_view rfc, std::string_view input, judgement j) {
  answer a;
  a.rfc = rfc;
  a.rejected = std::move(j);
  a.input = input;
  return a;
}

answer refusal(std::string_view rfc, std::string text) {
  answer a;
  a.rfc = rfc;
  a.refusal = std::move(text);
  return a;
}

}  // namespace

std::vector<std::string> step_lines(const resolution_steps& steps) {
  // Section 5.2.4's table: its output column as wide as the RFC prints it,
  // or as the longest output buffer and two spaces.
  std::size_t output_width = 22;
  for (const auto& step : steps) {
    if (step.input) {
      output_width = std::max(output_width, step.value.size() + 2);
    }
  }
  const auto padded = [](std::string text, std::size_t width) {
    text.resize(std::max(text.size(), width), ' ');
    return text;
  };
  std::vector<std::string> lines;
  for (const auto& step : steps) {
    const auto section = padded(std::string(step.section), 5) + "  ";
    if (!step.input) {
      lines.push_back(section + std::string(step.label) + ": " + step.value);
      continue;
    }
    if (step.label == "1") {
      lines.push_back(section + padded("STEP   OUTPUT BUFFER", 7 + output_width) + "INPUT BUFFER");
    }
    auto row = std::string(section.size() + 1, ' ') + padded(std::string(step.label), 2) + ":   " +
               padded(step.value, output_width) + *step.input;
    row.erase(row.find_last_not_of(' ') + 1);
    lines.push_back(std::move(row));
  }
  return lines;
}

// RFC 2396 Section 5.1: the base URI is absolute; a fragment it carries is
// set aside by the algorithm. An answer when it is not.
std::optional<answer> unusable_base_2396(const std::string& base, const rfc2396::options& grammar) {
  const auto j = rfc2396::check(base, "URI-reference", grammar);
  if (j.valid && j.match == "absoluteURI") {
    return std::nullopt;
  }
  auto a = j.valid ? refusal("2396", {}) : rejection("2396", base, j);
  a.refusal =
      "BASE must be an absolute URI (RFC 2396 \xC2\xA7"
      "5.1)";
  return a;
}

answer resolve_2396(const std::string& base, const std::string& reference, const rfc2396::options& grammar,
                    bool compat, bool steps) {
  answer a;
  a.rfc = "2396";
  if (const auto j = rfc2396::check(reference, "URI-reference", grammar); !j.valid) {
    // Appendix C resolves "?y", though Appendix A's relativeURI needs a
    // path before the "?": resolve such a reference, and say so.
    const bool query_only = !reference.empty() && reference.front() == '?' &&
                            rfc2396::check("." + reference, "URI-reference", grammar).valid;
    if (!query_only) {
      return rejection("2396", reference, j);
    }
    a.note = "\"" + reference +
             "\" is not a URI-reference by RFC 2396 Appendix A (a relativeURI has a path before \"?\"); "
             "resolved as Appendix C resolves \"?y\"";
  }
  // Section 5: "relative URI cannot be used within a document that has an
  // unsuitable base URI", one without the <hier_part> syntax.
  const auto base_components = rfc2396::split(base);
  const auto reference_components = rfc2396::split(reference);
  const bool relative = !reference_components.scheme && (!reference_components.path.empty() ||
                                                         reference_components.authority || reference_components.query);
  const bool hierarchical =
      base_components.authority || (!base_components.path.empty() && base_components.path.front() == '/');
  if (relative && !hierarchical) {
    return refusal("2396",
                   "\"" + reference + "\" is relative, and BASE \"" + base +
                       "\" has an opaque_part, not the <hier_part> syntax relative references need (RFC 2396 \xC2\xA7"
                       "5)");
  }
  rfc2396::resolve_options options;
  options.compat = compat;
  options.grammar = grammar.grammar;
  if (steps) {
    auto traced = rfc2396::resolve_with_steps(base_components, reference_components, options);
    a.target = std::move(traced.target);
    a.steps = step_lines(traced.steps);
  } else {
    a.target = rfc2396::resolve(base_components, reference_components, options);
  }
  return a;
}

namespace {

// RFC 3986 Section 5.2 on inputs already judged (RFC 3987 Section 6.5
// resolves IRIs with it).
void resolve_3986_target(answer& a, const std::string& base, const std::string& reference,
                         const rfc3986::resolve_options& options, bool steps) {
  if (steps) {
    auto traced = rfc3986::resolve_with_steps(rfc2396::split(base), rfc2396::split(reference), options);
    a.target = std::move(traced.target);
    a.steps = step_lines(traced.steps);
  } else {
    a.target = rfc3986::resolve(rfc2396::split(base), rfc2396::split(reference), options);
  }
}

}  // namespace

// RFC 3986 Section 5.1: the base is a URI, its fragment set aside
// (Section 5.2.1 needs only its five components).
std::optional<answer> unusable_base_3986(const std::string& base, const rfc3986::options& grammar) {
  const auto j = rfc3986::check(base, "URI", grammar);
  if (j.valid) {
    return std::nullopt;
  }
  auto a = rejection("3986", base, j);
  a.refusal =
      "BASE must be a URI (RFC 3986 \xC2\xA7"
      "5.1)";
  return a;
}

answer resolve_3986(const std::string& base, const std::string& reference, const rfc3986::options& grammar,
                    bool compat, bool steps) {
  if (const auto j = rfc3986::check(reference, "URI-reference", grammar); !j.valid) {
    return rejection("3986", reference, j);
  }
  rfc3986::resolve_options options;
  options.strict = !compat;
  answer a;
  a.rfc = "3986";
  resolve_3986_target(a, base, reference, options, steps);
  return a;
}

// RFC 3987 Section 6.5 resolves as RFC 3986 does: the base is an IRI, its
// fragment set aside.
std::optional<answer> unusable_base_3987(const std::string& base, const rfc3987::options& grammar) {
  const auto j = rfc3987::check(base, "IRI", grammar);
  if (j.valid) {
    return std::nullopt;
  }
  auto a = rejection("3987", base, j);
  a.refusal =
      "BASE must be an IRI (RFC 3987 \xC2\xA7"
      "6.5, RFC 3986 \xC2\xA7"
      "5.1)";
  return a;
}

answer resolve_3987(const std::string& base, const std::string& reference, const rfc3987::options& grammar,
                    bool compat, bool steps) {
  if (const auto j = rfc3987::check(reference, "IRI-reference", grammar); !j.valid) {
    return rejection("3987", reference, j);
  }
  rfc3986::resolve_options options;
  options.strict = !compat;
  answer a;
  a.rfc = "3987";
  resolve_3986_target(a, base, reference, options, steps);
  return a;
}

// RFC 1808 Section 3: the base URL is absolute (its fragment, which
// Section 2.4.1 sets aside, apart).
std::optional<answer> unusable_base_1808(const std::string& base) {
  const auto url = std::string_view(base).substr(0, base.find('#'));
  rfc1808::options opts;
  opts.vocabulary = &command_vocabulary();
  const auto j = rfc1808::check(url, "absoluteURL", opts);
  if (j.valid) {
    return std::nullopt;
  }
  auto a = rejection("1808", url, j);
  a.refusal =
      "BASE must be an absolute URL (RFC 1808 \xC2\xA7"
      "3)";
  return a;
}

answer resolve_1808(const std::string& base, const std::string& reference, bool steps) {
  rfc1808::options opts;
  opts.vocabulary = &command_vocabulary();
  if (const auto j = rfc1808::check(reference, "URL", opts); !j.valid) {
    return rejection("1808", reference, j);
  }
  answer a;
  a.rfc = "1808";
  if (steps) {
    auto traced = rfc1808::resolve_with_steps(base, reference).value();
    a.target = std::move(traced.target);
    a.steps = step_lines(traced.steps);
  } else {
    a.target = rfc1808::resolve(base, reference).value();
  }
  return a;
}

answer resolve_1630(const std::string& base, const std::string& reference) {
  if (!rfc1630::scheme_of(base)) {
    return refusal("1630", "BASE must be an absolute URI: \"" + base +
                               "\" has no colon before any slash (RFC 1630 \"Partial (relative) form\")");
  }
  auto resolved = rfc1630::resolve_with_steps(base, reference);
  answer a;
  a.rfc = "1630";
  a.target = std::move(resolved.result);
  a.steps = std::move(resolved.steps);
  return a;
}

every_rfc::every_rfc(std::string base, bool compat) : base_(std::move(base)), compat_(compat) {
  rfc2396::options rfc2396_grammar;
  rfc2396_grammar.vocabulary = &command_vocabulary();
  rfc3986::options rfc3986_grammar;
  rfc3986_grammar.vocabulary = &command_vocabulary();
  base_1808_ = unusable_base_1808(base_);
  base_2396_ = unusable_base_2396(base_, rfc2396_grammar);
  base_3986_ = unusable_base_3986(base_, rfc3986_grammar);
}

std::array<answer, 4> every_rfc::resolve(const std::string& reference, bool steps) const {
  rfc2396::options rfc2396_grammar;
  rfc2396_grammar.vocabulary = &command_vocabulary();
  rfc3986::options rfc3986_grammar;
  rfc3986_grammar.vocabulary = &command_vocabulary();
  return {resolve_1630(base_, reference), base_1808_ ? *base_1808_ : resolve_1808(base_, reference, steps),
          base_2396_ ? *base_2396_ : resolve_2396(base_, reference, rfc2396_grammar, compat_, steps),
          base_3986_ ? *base_3986_ : resolve_3986(base_, reference, rfc3986_grammar, compat_, steps)};
}

json answer_json(const answer& a) {
  return {{"rfc", a.rfc},
          {"target", a.target ? json(*a.target) : json(nullptr)},
          {"refusal", a.refusal.empty() ? json(nullptr) : json(a.refusal)},
          {"rejected", a.rejected ? verdict_json(a.input, *a.rejected) : json(nullptr)},
          {"note", a.note.empty() ? json(nullptr) : json(a.note)},
          {"steps", a.steps}};
}

}  // namespace urlbnf::cli
