// A reference's resolution step by step, as its RFC states the steps: the
// states RFC 3986 Section 5.2.4's table shows, RFC 2396 Section 5.2's and
// RFC 1808 Section 4's numbered steps and sub-steps, for `urlbnf resolve
// --steps` and the playground. The facts only: each step's section and
// label as the RFC gives them, and the state it leaves.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf {

struct resolution_step {
  // The RFC's section ("5.2.4") and its label for the step: RFC 3986
  // Section 5.2.4's "1" and "2A" to "2E", RFC 2396's "6c", RFC 1808's
  // "2b", or the condition of RFC 3986 Section 5.2.2's pseudocode that
  // held ("R.path starts-with \"/\"").
  std::string_view section;
  std::string_view label;
  // The state the step leaves: the path, buffer or target it made; for a
  // row of Section 5.2.4's table, the output buffer.
  std::string value;
  // For a row of Section 5.2.4's table, the input buffer still to read.
  std::optional<std::string> input;
};

using resolution_steps = std::vector<resolution_step>;

// A target with the steps that made it.
struct traced_resolution {
  std::string target;
  resolution_steps steps;
};

}  // namespace urlbnf
