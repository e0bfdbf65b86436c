#include "divergence.hpp"

#include <map>
#include <set>
#include <stdexcept>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/wording.hpp>

namespace urlbnf::cli {
namespace {

// Shorter first, then by bytes (compared as unsigned char, as
// std::char_traits<char> compares them on every platform).
struct shorter_first {
  bool operator()(const std::string& a, const std::string& b) const noexcept {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  }
};

// A grammar's production as both its model and its rules name it.
struct judged_production {
  const grammar_entry* grammar;
  const bnf::model* model;
  const bnf::production* bnf;
  production_info rule;

  [[nodiscard]] bool accepts(std::string_view input) const noexcept {
    return grammar->accepts(input, rule_name{rule.name});
  }
};

judged_production production_of(const grammar_entry& g, std::string_view name) {
  const auto& model = bnf::model_of(g.name);
  const auto* bnf = model.find(name);
  if (bnf == nullptr) {
    throw std::invalid_argument("the BNF of " + std::string(g.title) + " has no production " + std::string(name));
  }
  const auto rule = g.find_production(bnf->name);
  if (!rule) {
    throw std::invalid_argument("no rule of " + std::string(g.title) + " judges the production " + bnf->name);
  }
  return {&g, &model, bnf, *rule};
}

// The length of the character `s` starts at `i` with: one byte for
// US-ASCII and for a byte that starts no well-formed UTF-8 sequence.
std::size_t character_at(std::string_view s, std::size_t i) {
  if (static_cast<unsigned char>(s[i]) < 0x80) {
    return 1;
  }
  const auto length = utf8_length(s.substr(i));
  return length == 0 ? 1 : length;
}

// How simple a character is, for shrinking: '0', then 'a', then any other.
int simplicity(char c) noexcept { return c == '0' ? 0 : c == 'a' ? 1 : 2; }

// `input`, which `accepting` accepts and `rejecting` rejects, made locally
// minimal: single characters removed, then characters replaced by '0' or
// 'a' where that is simpler, while the same grammar accepts and the same
// rejects, until neither changes it. Each change shortens the input or
// makes it simpler, so the loop ends.
std::string shrink(std::string input, const judged_production& accepting, const judged_production& rejecting) {
  const auto same = [&](const std::string& s) { return accepting.accepts(s) && !rejecting.accepts(s); };
  bool changed = true;
  while (changed) {
    changed = false;
    for (std::size_t i = 0; i < input.size();) {
      auto smaller = input;
      smaller.erase(i, character_at(input, i));
      if (same(smaller)) {
        input = std::move(smaller);
        changed = true;
      } else {
        i += character_at(input, i);
      }
    }
    for (std::size_t i = 0; i < input.size(); i += character_at(input, i)) {
      const auto length = character_at(input, i);
      for (const char simpler : {'0', 'a'}) {
        if (length == 1 && simplicity(simpler) >= simplicity(input[i])) {
          continue;
        }
        auto replaced = input;
        replaced.replace(i, length, 1, simpler);
        if (same(replaced)) {
          input = std::move(replaced);
          changed = true;
          break;
        }
      }
    }
  }
  return input;
}

// The candidates a drawn member gives: itself, and one character (a byte)
// deleted, one duplicated, one of mutation_alphabet inserted, each where
// `random` says.
std::vector<std::string> candidates_of(const std::string& member, bnf::random_source& random) {
  std::vector<std::string> out{member};
  if (!member.empty()) {
    auto deleted = member;
    deleted.erase(random.below(member.size()), 1);
    out.push_back(std::move(deleted));
    auto duplicated = member;
    const auto at = random.below(member.size());
    duplicated.insert(at, 1, member[at]);
    out.push_back(std::move(duplicated));
  }
  auto inserted = member;
  const auto at = random.below(member.size() + 1);
  inserted.insert(at, 1, mutation_alphabet[random.below(mutation_alphabet.size())]);
  out.push_back(std::move(inserted));
  return out;
}

}  // namespace

divergence diverge(const grammar_entry& first, const grammar_entry& second, std::string_view production,
                   std::uint64_t seed, std::uint64_t draws, std::size_t limit) {
  const auto a = production_of(first, production);
  const auto b = production_of(second, a.bnf->name);
  divergence d{&first, &second, a.bnf->name, seed, draws, 0, 0, {}};

  std::set<std::string> judged;
  // Each shrunk disagreement and the production that accepts it.
  std::map<std::string, const judged_production*, shorter_first> found;
  const auto judge = [&](const std::string& candidate) {
    if (!judged.insert(candidate).second) {
      return;
    }
    const bool by_a = a.accepts(candidate);
    if (by_a == b.accepts(candidate)) {
      return;
    }
    ++d.disagreed;
    const auto& accepting = by_a ? a : b;
    found.emplace(shrink(candidate, accepting, by_a ? b : a), &accepting);
  };

  bnf::generator from_a(*a.model, seed);
  bnf::generator from_b(*b.model, seed);
  // The mutations' numbers come from a source of their own, so that
  // mutating does not change which members the generators draw.
  bnf::random_source random(seed);
  for (std::uint64_t i = 0; i < draws; ++i) {
    for (auto* generator : {&from_a, &from_b}) {
      for (const auto& candidate : candidates_of(generator->draw(d.production), random)) {
        judge(candidate);
      }
    }
  }
  d.judged = judged.size();

  for (const auto& [input, accepting] : found) {
    if (d.shortest.size() == limit) {
      break;
    }
    const auto& rejecting = accepting == &a ? b : a;
    d.shortest.push_back(
        {input, accepting->grammar, rejecting.grammar,
         rejecting.grammar->check_worded(input, rule_name{rejecting.rule.name}, command_vocabulary())});
  }
  return d;
}

json divergence_json(const divergence& d) {
  auto disagreements = json::array();
  for (const auto& found : d.shortest) {
    auto rejection = verdict_json(found.input, found.rejection);
    disagreements.push_back({{"input", rejection.at("input")},
                             {"accepted_by", found.accepted_by->name},
                             {"rejected_by", found.rejected_by->name},
                             {"rejection", std::move(rejection)}});
  }
  return {{"grammars", json::array({d.first->name, d.second->name})},
          {"production", d.production},
          {"seed", d.seed},
          {"draws", d.draws},
          {"judged", d.judged},
          {"disagreed", d.disagreed},
          {"disagreements", std::move(disagreements)}};
}

}  // namespace urlbnf::cli
