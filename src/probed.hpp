// Each grammar's accepts(), noting in a start_probe the rules tried at the
// start of the input, for check() to refine its verdict without parsing
// again. Private to the library.
#pragma once

#include <string_view>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc2396/check.hpp>

#include "validation_control.hpp"

namespace urlbnf::rfc1630 {
bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, furthest_failure& failure) noexcept;
}  // namespace urlbnf::rfc1630

namespace urlbnf::rfc1738 {
bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, furthest_failure& failure) noexcept;
}  // namespace urlbnf::rfc1738

namespace urlbnf::rfc2396 {
bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, furthest_failure& failure) noexcept;
}  // namespace urlbnf::rfc2396
