// RFC 9110 Section 4.2.3: "URIs with an "http" or "https" scheme are
// normalized and compared according to the methods defined in Section 6 of
// [URI], using the defaults described above for each scheme", with its
// scheme-based rules: the default port (80, 443) and an empty port
// omitted, an empty path written "/", the scheme and host lower-cased, and
// characters other than reserved ones not percent-encoded. That is RFC
// 3986's normalization (urlbnf/rfc3986/normalize.hpp), whose Section 6.2.3
// applies these very defaults to http and https: the input is judged by RFC
// 9110's scheme reading (an empty host rejected), then normalized by RFC
// 3986's.
#pragma once

#include <string_view>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/rfc9110/check.hpp>

namespace urlbnf::rfc9110 {

using urlbnf::equivalence_verdict;
using urlbnf::normalization;

// The normal form of an http or https URI; none when check() rejects it.
normalization normalize(std::string_view input, const options& opts = {});

// Whether `a` and `b` are http or https URIs with the same normal form, and
// why; the verdicts on them are RFC 9110's.
equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts = {});

}  // namespace urlbnf::rfc9110
