// urlbnf explain --rule: one production of a grammar, taught.
#pragma once

#include "cli.hpp"

namespace urlbnf::cli {

// The production named by --rule in the grammar named by --rfc (1738 when
// absent): its BNF text, the section that governs it and the productions
// that use it, its PEGTL shape and why that differs from the BNF, and
// examples generated from the BNF (-n, --seed), each judged. --json gives
// the same as one object.
int explain_production(const parsed_args& args);

}  // namespace urlbnf::cli
