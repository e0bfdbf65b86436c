// Building blocks shared by every RFC grammar: quoted BNF literals, the
// case-folding switch for scheme names, and the table that maps a PEGTL rule
// back to the BNF production it transcribes.
#pragma once

#include <string_view>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>
#include <type_traits>

namespace urlbnf {

// What a rule is called in the RFC's BNF, and the RFC section whose prose
// governs it. Rules that are not productions (PEG helpers) have no name.
struct production_meta {
  std::string_view name;
  std::string_view section;      // empty for literals and the end of input
  bool character_class = false;  // one character: no component of its own
};

template <typename Rule>
inline constexpr production_meta meta_of{};

template <typename Rule>
inline constexpr bool is_named_v = !meta_of<Rule>.name.empty();

// Productions that are components of a URL (host, fpath, search, ...), as
// opposed to literals and character classes.
template <typename Rule>
inline constexpr bool is_component_v = !meta_of<Rule>.section.empty() && !meta_of<Rule>.character_class;

// The parse input: the text plus the reading options that change the
// language (the RFCs ask interpreters to ignore case in scheme names; the
// BNF spells them in lower case, so strict is the default).
class url_input
    : public tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> {
 public:
  url_input(std::string_view text, bool fold_scheme_case)
      : memory_input(text.data(), text.data() + text.size(), "url"), fold_scheme_case_(fold_scheme_case) {}

  [[nodiscard]] bool fold_scheme_case() const noexcept { return fold_scheme_case_; }
  [[nodiscard]] std::size_t offset_of(const char* p) const noexcept { return static_cast<std::size_t>(p - begin()); }

 private:
  bool fold_scheme_case_;
};

// Succeeds, consuming nothing, when the input asks for scheme names to be
// read case-insensitively; inputs of other types are always strict.
struct scheme_case_folding {
  using rule_t = scheme_case_folding;
  using subs_t = tao::pegtl::empty_list;

  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) noexcept {
    if constexpr (std::is_base_of_v<url_input, ParseInput>) {
      return in.fold_scheme_case();
    } else {
      return false;
    }
  }
};

// A quoted BNF literal, matched case-sensitively as the BNF writes it.
template <char... Cs>
struct literal : tao::pegtl::string<Cs...> {};

// A literal that starts with the scheme name ("http://", "mailto:"): exact,
// or case-insensitive when the input folds scheme case.
template <char... Cs>
struct scheme_literal
    : tao::pegtl::sor<tao::pegtl::string<Cs...>, tao::pegtl::seq<scheme_case_folding, tao::pegtl::istring<Cs...>>> {};

template <char... Cs>
inline constexpr char quoted_v[] = {'"', Cs..., '"', '\0'};

template <char... Cs>
inline constexpr production_meta meta_of<literal<Cs...>>{quoted_v<Cs...>, ""};

template <char... Cs>
inline constexpr production_meta meta_of<scheme_literal<Cs...>>{quoted_v<Cs...>, ""};

template <>
inline constexpr production_meta meta_of<tao::pegtl::eof>{"end of input", ""};

}  // namespace urlbnf

template <typename Name>
struct tao::pegtl::analyze_traits<Name, urlbnf::scheme_case_folding> : analyze_opt_traits<> {};
