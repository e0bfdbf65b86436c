// Random derivation of the grammar model.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <stdexcept>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

namespace urlbnf::bnf {
namespace {

std::size_t saturating_add(std::size_t a, std::size_t b) noexcept { return a > SIZE_MAX - b ? SIZE_MAX : a + b; }

std::size_t saturating_mul(std::size_t a, std::size_t b) noexcept {
  return a != 0 && b > SIZE_MAX / a ? SIZE_MAX : a * b;
}

}  // namespace

std::uint64_t random_source::next() noexcept {
  std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27U)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31U);
}

generator::generator(const model& m, std::uint64_t seed)
    : model_(m), random_(seed), costs_(m.productions.size(), cost{infinite, infinite}) {
  // Shortest derivations by iteration to the fixed point: costs only
  // decrease, and a cycle of productions never lowers one.
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < costs_.size(); ++i) {
      const auto c = cost_of(m.productions[i].definition);
      if (c < costs_[i]) {
        costs_[i] = c;
        changed = true;
      }
    }
  }
}

generator::cost generator::cost_of(const expr& e) const {
  switch (e.k) {
    case expr::kind::empty:
      return {0, 0};
    case expr::kind::literal:
      return {e.text.size(), 0};
    case expr::kind::ref: {
      const auto c = costs_[static_cast<std::size_t>(model_.find(e.text) - model_.productions.data())];
      return {c.length, c.height == infinite ? infinite : c.height + 1};
    }
    case expr::kind::seq: {
      cost out{0, 0};
      for (const auto& item : e.items) {
        const auto c = cost_of(item);
        out = {saturating_add(out.length, c.length), std::max(out.height, c.height)};
      }
      return out;
    }
    case expr::kind::alt: {
      cost out{infinite, infinite};
      for (const auto& item : e.items) {
        out = std::min(out, cost_of(item));
      }
      return out;
    }
    case expr::kind::range:
      return {1, 0};
    case expr::kind::repeat:
      break;
  }
  if (e.min == 0) {
    return {0, 0};
  }
  const auto c = cost_of(e.items.front());
  return {saturating_mul(c.length, e.min), c.height};
}

std::string generator::draw(std::string_view production) {
  const auto* p = model_.find(production);
  if (p == nullptr) {
    throw std::invalid_argument("no production " + std::string(production) + " in grammar " + model_.grammar);
  }
  if (costs_[static_cast<std::size_t>(p - model_.productions.data())].length == infinite) {
    throw std::domain_error(p->name + " derives no finite string");
  }
  std::string out;
  derive(p->definition, 0, out);
  return out;
}

std::size_t generator::lines(std::string_view production, std::size_t n,
                             const std::function<void(const std::string&)>& out) {
  std::size_t passed = 0;
  for (std::size_t draws = 0; passed < n && draws / 100 <= n; ++draws) {
    const auto member = draw(production);
    if (member.find_first_of("\r\n") == std::string::npos) {
      out(member);
      ++passed;
    }
  }
  return passed;
}

std::size_t generator::choose(const expr& alt, bool shortest) {
  std::vector<std::size_t> candidates;
  if (shortest) {
    const auto best = cost_of(alt);
    for (std::size_t i = 0; i < alt.items.size(); ++i) {
      const auto c = cost_of(alt.items[i]);
      if (!(best < c)) {
        candidates.push_back(i);
      }
    }
    return candidates[random_.below(candidates.size())];
  }
  auto& taken = taken_[&alt];
  taken.resize(alt.items.size());
  for (bool fresh : {true, false}) {
    for (std::size_t i = 0; i < alt.items.size(); ++i) {
      if ((!fresh || !taken[i]) && cost_of(alt.items[i]).length != infinite) {
        candidates.push_back(i);
      }
    }
    if (!candidates.empty()) {
      break;
    }
  }
  const auto chosen = candidates[random_.below(candidates.size())];
  taken[chosen] = true;
  return chosen;
}

void generator::derive(const expr& e, std::size_t depth, std::string& out) {
  const bool shortest = depth >= max_depth || out.size() >= max_length;
  switch (e.k) {
    case expr::kind::empty:
      return;
    case expr::kind::literal:
      // An ABNF string's letters in either case, drawn one by one; exact
      // literals draw nothing, so their grammars derive as before.
      for (const char c : e.text) {
        const auto u = static_cast<unsigned char>(c);
        const bool flip = e.caseless && std::isalpha(u) != 0 && random_.below(2) == 1;
        out += flip ? static_cast<char>(std::isupper(u) != 0 ? std::tolower(u) : std::toupper(u)) : c;
      }
      return;
    case expr::kind::ref:
      derive(model_.find(e.text)->definition, depth + 1, out);
      return;
    case expr::kind::seq:
      for (const auto& item : e.items) {
        derive(item, depth, out);
      }
      return;
    case expr::kind::alt:
      derive(e.items[choose(e, shortest)], depth, out);
      return;
    case expr::kind::range:
      // One code point of the range, as UTF-8; a range that holds the
      // surrogates, which UTF-8 does not encode, draws again.
      for (;;) {
        const auto cp = static_cast<char32_t>(e.min + random_.below(e.max - e.min + 1));
        if (cp < 0xD800 || cp > 0xDFFF) {
          out += rfc3987::utf8_of(cp);
          return;
        }
      }
    case expr::kind::repeat:
      break;
  }
  const auto& item = e.items.front();
  std::size_t count = e.min;
  if (!shortest && cost_of(item).length != infinite) {
    count += random_.below(std::min(e.max - e.min, max_extra) + 1);
  }
  for (std::size_t i = 0; i < count; ++i) {
    derive(item, depth, out);
  }
}

}  // namespace urlbnf::bnf
