// Resolution of a reference against a base by each RFC, as `urlbnf
// resolve` and the playground give it: the checks each RFC asks of BASE
// and REF, then the target, or what stops it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/resolution_steps.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <vector>

#include "json_render.hpp"

namespace urlbnf::cli {

// One RFC's resolution of one reference: the target, or what stops it (an
// input the RFC's grammar rejects, with its verdict, or a sentence), and a
// note on how it was reached.
struct answer {
  std::string_view rfc;
  std::optional<std::string> target;
  std::optional<judgement> rejected;  // the input's verdict, when it is why there is no target
  std::string input;                  // that input
  std::string refusal;                // why there is no target, when no verdict says it
  std::string note;
  // The steps that made the target, as the RFC states them, a line each
  // (step_lines; RFC 1630's rules as applied): when asked, and RFC 1630's
  // always.
  std::vector<std::string> steps;
};

// Steps as `resolve --steps` prints them, a line each: "SECTION  LABEL:
// VALUE", and RFC 3986 Section 5.2.4's rows as the RFC's table prints them,
// under its heading.
std::vector<std::string> step_lines(const resolution_steps& steps);

// An answer when BASE is not what the RFC resolves against.
std::optional<answer> unusable_base_1808(const std::string& base);
std::optional<answer> unusable_base_2396(const std::string& base, const rfc2396::options& grammar);
std::optional<answer> unusable_base_3986(const std::string& base, const rfc3986::options& grammar);
std::optional<answer> unusable_base_3987(const std::string& base, const rfc3987::options& grammar);

// REF against a BASE the RFC can use; `compat`: RFC 2396's backwards
// compatible reading, RFC 3986's non-strict one; `steps`: with the steps.
answer resolve_1630(const std::string& base, const std::string& reference);
answer resolve_1808(const std::string& base, const std::string& reference, bool steps);
answer resolve_2396(const std::string& base, const std::string& reference, const rfc2396::options& grammar,
                    bool compat, bool steps);
answer resolve_3986(const std::string& base, const std::string& reference, const rfc3986::options& grammar,
                    bool compat, bool steps);
answer resolve_3987(const std::string& base, const std::string& reference, const rfc3987::options& grammar,
                    bool compat, bool steps);

// Every RFC's resolution against one BASE, as `resolve --all` lists them.
class every_rfc {
 public:
  every_rfc(std::string base, bool compat);
  [[nodiscard]] std::array<answer, 4> resolve(const std::string& reference, bool steps) const;

 private:
  std::string base_;
  bool compat_;
  std::optional<answer> base_1808_;
  std::optional<answer> base_2396_;
  std::optional<answer> base_3986_;
};

// {"rfc", "target", "refusal", "rejected" (the input's check --json
// object), "note", "steps"}, absent parts null (steps empty when not
// asked).
json answer_json(const answer& a);

}  // namespace urlbnf::cli
