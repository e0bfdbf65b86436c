// RFC 2396 Section 5.2 step 6, which RFC 1808 Section 4 step 6 is word for
// word: the merge of a relative path with the base path, each sub-step's
// buffer written to `log` under `section`, the RFC's whose steps they are.
#pragma once

#include <string>
#include <string_view>

#include "../step_log.hpp"

namespace urlbnf::rfc2396::detail {

std::string merge_paths(std::string_view base_path, std::string_view reference_path, std::string_view section,
                        const urlbnf::detail::step_log& log);
std::string merge_paths(std::string_view base_path, std::string_view reference_path, std::string_view section,
                        const urlbnf::detail::no_steps& log);

}  // namespace urlbnf::rfc2396::detail
