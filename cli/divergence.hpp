// Where two grammars part: for a production both define, the shortest
// inputs one grammar's production accepts and the other's rejects, found
// from members of the production's language drawn from each grammar's BNF
// model (bnf::generator) and simple mutations of them, judged by both
// grammars, each disagreement shrunk to a locally minimal input. `urlbnf
// diverge` prints them; the playground shows divergence_json().
//
// The search is bounded by the number of draws, not by time, and uses no
// unordered iteration, so that a seed gives the same answer on every
// platform. A search that finds nothing proves nothing beyond the inputs
// it judged.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <vector>

#include "json_render.hpp"

namespace urlbnf::cli {

// An input the two productions judge differently, shrunk: no character of
// it can be removed, nor replaced by '0' or 'a' where that is simpler,
// keeping the same grammar accepting and the same rejecting.
struct disagreement {
  std::string input;
  const grammar_entry* accepted_by;
  const grammar_entry* rejected_by;
  judgement rejection;  // rejected_by's verdict, in the command's words
};

struct divergence {
  const grammar_entry* first;
  const grammar_entry* second;
  std::string production;  // as the first grammar's BNF spells it
  std::uint64_t seed;
  std::uint64_t draws;    // from each grammar
  std::size_t judged;     // distinct candidates judged by both grammars, shrinking aside
  std::size_t disagreed;  // of those, how many the two judged differently
  // The distinct shrunk disagreements, shortest first (then by bytes), at
  // most the limit asked for.
  std::vector<disagreement> shortest;
};

// The mutation's characters: those that delimit or escape in a URL (RFC
// 3986's reserved characters and '%'), the marks '-', '.', '_', '~', a
// letter and a digit.
constexpr std::string_view mutation_alphabet = "%:/?#[]@!$&'()*+,;=-._~a0";

// Draws `draws` members of `production` from each grammar's BNF model
// (seeded with `seed`), adds to each a copy with one character deleted,
// one with one duplicated and one with a character of mutation_alphabet
// inserted (positions and character drawn from `seed` too), judges each
// distinct candidate by both grammars' productions, shrinks every one they
// judge differently and keeps the `limit` shortest distinct results.
// `production` is named as each grammar's model finds names (RFC 2396's
// and RFC 3986's ignore case). Throws std::invalid_argument, saying which,
// when a grammar's BNF or rules do not define the production,
// std::domain_error when a grammar's production derives no finite string
// and bnf::reading_error when a grammar's files do not read (model_of).
divergence diverge(const grammar_entry& first, const grammar_entry& second, std::string_view production,
                   std::uint64_t seed, std::uint64_t draws, std::size_t limit = 5);

// The divergence as `urlbnf diverge --json` prints it:
// {"disagreed": N, "disagreements": [{"accepted_by": "2396+2732", "input":
// "[0]", "rejected_by": "2396", "rejection": check --json's object for the
// rejecting grammar}, ...], "draws": N, "grammars": ["2396", "2396+2732"],
// "judged": N, "production": "host", "seed": S}.
json divergence_json(const divergence& d);

}  // namespace urlbnf::cli
