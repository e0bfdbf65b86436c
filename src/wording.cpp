// The library's own vocabulary: the C++ API's names.
#include <urlbnf/grammars.hpp>
#include <urlbnf/wording.hpp>

namespace urlbnf {

const vocabulary& api_vocabulary() noexcept {
  static constexpr vocabulary api{[](std::string_view name) { return "options::" + std::string(name); },
                                  [](std::string_view name) {
                                    const auto* g = find_grammar(name);
                                    return g != nullptr ? std::string(g->api_name) : std::string(name);
                                  },
                                  [](std::string_view name) { return "the rule \"" + std::string(name) + "\""; }};
  return api;
}

}  // namespace urlbnf
