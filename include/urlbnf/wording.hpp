// How messages name what their reader can change: an option, a grammar, a
// rule. The library's messages name them as the C++ API spells them; a
// caller that offers them otherwise (the command-line tool, by its flags)
// passes its own vocabulary in the grammar's options.
#pragma once

#include <string>
#include <string_view>

namespace urlbnf {

struct vocabulary {
  // `name`: a member of a grammar's options ("fold_scheme_case").
  std::string (*option)(std::string_view name);
  // `name`: the grammar registry's (grammars.hpp: "1630-generic").
  std::string (*grammar)(std::string_view name);
  // `name`: a production's.
  std::string (*rule)(std::string_view name);
};

// Options as members of `options`, grammars by their enumerators
// ("rfc1630::grammar::generic"), rules as `the rule "name"`.
const vocabulary& api_vocabulary() noexcept;

// The urlbnf command's: options, grammars and rules by its flags
// (--fold-scheme-case, --rfc 1630-generic, --rule prefixedurl).
const vocabulary& command_vocabulary() noexcept;

// The bindings' (Python, JavaScript, the C API's default): grammars and
// rules by the keywords their functions take (rfc="1630-generic",
// rule="prefixedurl"), options by their bare names (fold_scheme_case).
const vocabulary& registry_vocabulary() noexcept;

// `words`, or the API's when null.
inline const vocabulary& words_or_api(const vocabulary* words) noexcept {
  return words != nullptr ? *words : api_vocabulary();
}

}  // namespace urlbnf
