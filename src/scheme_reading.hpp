// The scheme reading of a generic grammar (RFC 3986's options'
// scheme_reading): a URI whose scheme a registered grammar defines (http by
// RFC 9110, mailto by RFC 6068, ...) is judged by that grammar too, as its
// check() judges with no rule named. Private to the library.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/wording.hpp>

namespace urlbnf::detail {

// Whether a generic grammar's production `rule` (as its table names it)
// derives URIs with a scheme, which the reading judges: URI-reference, URI
// and absolute-URI.
bool reads_schemes(std::string_view rule) noexcept;

// Whether the grammar that defines the scheme of `uri`, if one does,
// accepts its part before any "#": true when no grammar defines it.
// Allocates nothing.
bool accepted_by_scheme(std::string_view uri) noexcept;

// Applies the reading to `j`, the generic verdict on `uri` by a production
// reads_schemes() names: when a grammar defines its scheme, the verdict is
// valid only when both accept, `note` says how that grammar judged, and
// `bnf_valid` gives the generic verdict when the two differ. A rejection by
// the scheme's grammar is its diagnostic, worded in `words`.
void judge_by_scheme(judgement& j, std::string_view uri, const vocabulary& words);

// The diagnostic of the scheme's grammar's rejection of `uri`, which the
// generic grammar accepts: what judge_by_scheme() gives as the error, for
// a generic grammar's diagnosis_of(). None when no grammar defines the
// scheme or it accepts `uri`.
std::optional<diagnostic> scheme_diagnosis(std::string_view uri, const vocabulary& words);

}  // namespace urlbnf::detail
