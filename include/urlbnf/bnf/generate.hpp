// Random members of a production's language, by random derivation of the
// grammar model (the BNF as written, not the PEGTL rules), so that the
// rules can be checked against the BNF.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <urlbnf/bnf/model.hpp>
#include <vector>

namespace urlbnf::bnf {

// splitmix64: the same numbers for a seed on every platform and standard
// library, which std::uniform_int_distribution does not promise.
class random_source {
 public:
  explicit random_source(std::uint64_t seed) noexcept : state_(seed) {}
  std::uint64_t next() noexcept;
  // Uniform enough in [0, n), n > 0.
  std::size_t below(std::size_t n) noexcept { return static_cast<std::size_t>(next() % n); }

 private:
  std::uint64_t state_;
};

// Draws are deterministic per seed. Each alternative that has not been
// taken yet is preferred, so a few hundred draws reach every alternative of
// a production; once all have been, the choice is uniform. Repetitions run
// a few times beyond their minimum. Past a derivation depth or an output
// length the derivation takes the shortest way out: each production's
// shortest derivation is precomputed (ties broken by the lowest derivation
// height, so that the way out always ends). The letters of a caseless
// literal (an ABNF string) come in either case, each drawn.
class generator {
 public:
  generator(const model& m, std::uint64_t seed);

  // One member of the production's language (named as m.find names it).
  // Throws std::invalid_argument for an unknown production and
  // std::domain_error for one that derives no finite string.
  std::string draw(std::string_view production);

  // Members without a line break (no notation writes one, but a model
  // built in code may hold one), each passed to `out`, until `n` have been
  // or 100 n + 100 draws were made. Returns how many were passed.
  std::size_t lines(std::string_view production, std::size_t n, const std::function<void(const std::string&)>& out);

  static constexpr std::size_t max_depth = 32;    // nested productions before taking the shortest way
  static constexpr std::size_t max_length = 256;  // characters before taking the shortest way
  static constexpr std::size_t max_extra = 3;     // repetitions beyond the minimum

 private:
  // The length and height of the shortest derivation; `infinite` when none
  // ends. Ordered by length, then height.
  struct cost {
    std::size_t length;
    std::size_t height;
    bool operator<(const cost& o) const noexcept { return length != o.length ? length < o.length : height < o.height; }
  };
  static constexpr std::size_t infinite = static_cast<std::size_t>(-1);

  cost cost_of(const expr& e) const;
  void derive(const expr& e, std::size_t depth, std::string& out);
  std::size_t choose(const expr& alt, bool shortest);

  const model& model_;
  random_source random_;
  std::vector<cost> costs_;                                   // per production of the model
  std::unordered_map<const expr*, std::vector<bool>> taken_;  // per alternation: taken yet?
};

}  // namespace urlbnf::bnf
