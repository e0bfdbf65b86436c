// The table of RFC 1738 productions: each BNF name bound to its PEGTL rule,
// matched against the whole input.
#include <algorithm>
#include <array>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/grammar.hpp>

namespace urlbnf::rfc1738 {
namespace {

template <typename Rule>
using whole = tao::pegtl::seq<Rule, tao::pegtl::eof>;

template <typename Rule>
bool accept_whole(std::string_view input, const options& opts, furthest_failure& failure) noexcept {
  url_input in(input, opts.fold_scheme_case);
  return tao::pegtl::parse<whole<Rule>, tao::pegtl::nothing, tracking_control>(in, failure);
}

template <typename Rule>
bool derive_whole(std::string_view input, const options& opts, capture_log& log) {
  url_input in(input, opts.fold_scheme_case);
  furthest_failure failure;
  return tao::pegtl::parse<whole<Rule>, capture_action, tracking_control>(in, failure, log);
}

struct entry {
  production_info info;
  bool (*accept)(std::string_view, const options&, furthest_failure&) noexcept;
  bool (*derive)(std::string_view, const options&, capture_log&);
};

template <typename... Rules>
constexpr std::array<entry, sizeof...(Rules)> make_table(tao::pegtl::type_list<Rules...> /*unused*/) {
  return {{{{meta_of<Rules>.name, meta_of<Rules>.section}, &accept_whole<Rules>, &derive_whole<Rules>}...}};
}

constexpr auto table = make_table(productions{});

const entry* find_entry(std::string_view name) noexcept {
  const auto* it = std::find_if(table.begin(), table.end(), [&](const entry& e) { return e.info.name == name; });
  return it == table.end() ? nullptr : it;
}

}  // namespace

const std::vector<production_info>& production_list() {
  static const std::vector<production_info> list = [] {
    std::vector<production_info> out;
    for (const auto& e : table) {
      out.push_back(e.info);
    }
    return out;
  }();
  return list;
}

std::optional<production_info> find_production(std::string_view name) {
  if (const auto* e = find_entry(name)) {
    return e->info;
  }
  return std::nullopt;
}

bool accepts(std::string_view rule, std::string_view input, const options& opts, furthest_failure* failure) noexcept {
  const auto* e = find_entry(rule);
  if (e == nullptr) {
    return false;
  }
  furthest_failure local;
  return e->accept(input, opts, failure != nullptr ? *failure : local);
}

std::optional<std::vector<capture>> derive(std::string_view rule, std::string_view input, const options& opts) {
  const auto* e = find_entry(rule);
  capture_log log;
  if (e == nullptr || !e->derive(input, opts, log)) {
    return std::nullopt;
  }
  return log.items();
}

}  // namespace urlbnf::rfc1738
