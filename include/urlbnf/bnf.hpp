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
  // Why the PEGTL rule is not a literal transcription of the BNF line, or
  // which reading of an erroneous BNF line it implements; empty when it is
  // the BNF as written. Shown by `urlbnf explain --rule`.
  std::string_view reshaped = {};
};

template <typename Rule>
inline constexpr production_meta meta_of{};

template <typename Rule>
inline constexpr bool is_named_v = !meta_of<Rule>.name.empty();

// Productions that are components of a URL (host, fpath, search, ...), as
// opposed to literals and character classes.
template <typename Rule>
inline constexpr bool is_component_v = !meta_of<Rule>.section.empty() && !meta_of<Rule>.character_class;

// Reading options that change a grammar's language, carried by the input so
// that the rules they switch need no parser state.
struct reading {
  // RFC 1738 Section 2.1 asks interpreters to ignore case in scheme names;
  // the BNF spells them in lower case, so strict is the default.
  bool fold_scheme_case = false;
  // Accept every IPv6 text form of RFC 2373 Section 2.2 instead of the
  // narrower ABNF of its Appendix B (which RFC 2732 imports).
  bool ipv6_text_forms = false;
};

class url_input
    : public tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> {
 public:
  url_input(std::string_view text, reading r)
      : memory_input(text.data(), text.data() + text.size(), "url"), reading_(r) {}

  [[nodiscard]] const urlbnf::reading& reading() const noexcept { return reading_; }

 private:
  urlbnf::reading reading_;
};

// Succeeds, consuming nothing, when the input's reading has `Flag` set;
// inputs of other types always read strictly.
template <bool reading::*Flag>
struct reading_enabled {
  using rule_t = reading_enabled;
  using subs_t = tao::pegtl::empty_list;

  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) noexcept {
    if constexpr (std::is_base_of_v<url_input, ParseInput>) {
      return in.reading().*Flag;
    } else {
      return false;
    }
  }
};

using scheme_case_folding = reading_enabled<&reading::fold_scheme_case>;
using ipv6_text_forms_enabled = reading_enabled<&reading::ipv6_text_forms>;

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

template <typename Name, bool urlbnf::reading::*Flag>
struct tao::pegtl::analyze_traits<Name, urlbnf::reading_enabled<Flag>> : analyze_opt_traits<> {};
