// The table of RFC 3987's productions (Section 2.2). This first commit
// gives the declaration others build on: every input is rejected until the
// rules of Section 2.2 follow (issue 29).
#include <urlbnf/rfc3987/check.hpp>

namespace urlbnf::rfc3987 {

bool accepts(std::string_view /*input*/, rule_name /*rule*/, const options& /*opts*/,
             furthest_failure* /*failure*/) noexcept {
  return false;
}

}  // namespace urlbnf::rfc3987
