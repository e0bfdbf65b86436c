// The library's vocabularies: the C++ API's names, the command's flags and
// the bindings' keywords.
#include <algorithm>
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

const vocabulary& command_vocabulary() noexcept {
  static constexpr vocabulary flags{[](std::string_view name) {
                                      std::string flag = "--" + std::string(name);
                                      std::replace(flag.begin(), flag.end(), '_', '-');
                                      return flag;
                                    },
                                    [](std::string_view name) { return "--rfc " + std::string(name); },
                                    [](std::string_view name) { return "--rule " + std::string(name); }};
  return flags;
}

const vocabulary& registry_vocabulary() noexcept {
  static constexpr vocabulary keywords{[](std::string_view name) { return std::string(name); },
                                       [](std::string_view name) { return "rfc=\"" + std::string(name) + '"'; },
                                       [](std::string_view name) { return "rule=\"" + std::string(name) + '"'; }};
  return keywords;
}

}  // namespace urlbnf
