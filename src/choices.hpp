// The productions of each grammar that are a choice between other
// productions: a verdict reports the alternative that matched, the most
// specific. The validation run notes how the alternatives fared at the
// start of the input, so they are known at compile time. Private to the
// library.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace urlbnf::detail {

struct choice {
  std::string_view production;
  std::array<std::string_view, 4> alternatives;
};

// Every alternative spelled, unused ones empty: GCC 12 cannot read, in a
// constant expression, an element that brace elision left to its default.
constexpr choice one_of(std::string_view production, std::string_view a, std::string_view b = "",
                        std::string_view c = "", std::string_view d = "") {
  return {production, {a, b, c, d}};
}

inline constexpr std::array<choice, 6> rfc1630_url_choices{
    one_of("waisaddress", "waisdoc", "waisindex"), one_of("prosperoaddress", "prosperolink"),
    one_of("groupart", "article", "group"),        one_of("host", "hostname", "hostnumber"),
    one_of("word", "atom", "quoted-string"),       one_of("sub-domain", "domain-ref", "domain-literal")};

inline constexpr std::array<choice, 9> rfc1738_choices{one_of("waisurl", "waisdoc", "waisindex", "waisdatabase"),
                                                       one_of("host", "hostname", "hostnumber"),
                                                       one_of("grouppart", "article", "group"),
                                                       one_of("schemepart", "ip-schemepart"),
                                                       one_of("alphadigit", "alpha", "digit"),
                                                       one_of("alpha", "lowalpha", "hialpha"),
                                                       one_of("uchar", "unreserved", "escape"),
                                                       one_of("xchar", "unreserved", "reserved", "escape"),
                                                       one_of("unreserved", "alpha", "digit", "safe", "extra")};

inline constexpr std::array<choice, 4> rfc2396_choices{
    one_of("URI-reference", "absoluteURI", "relativeURI"), one_of("authority", "server", "reg_name"),
    one_of("host", "hostname", "IPv4address", "IPv6reference"), one_of("path", "abs_path", "opaque_part")};

template <std::size_t N>
constexpr bool is_alternative_in(const std::array<choice, N>& choices, std::string_view name) {
  for (std::size_t c = 0; c < N; ++c) {
    for (std::size_t a = 0; a < choices[c].alternatives.size(); ++a) {
      const std::string_view alternative = choices[c].alternatives[a];
      if (!alternative.empty() && alternative == name) {
        return true;
      }
    }
  }
  return false;
}

// Whether `name` is an alternative of a choice in any grammar: a name shared
// with another grammar's alternative costs a note, never a wrong answer.
constexpr bool is_alternative(std::string_view name) {
  return is_alternative_in(rfc1630_url_choices, name) || is_alternative_in(rfc1738_choices, name) ||
         is_alternative_in(rfc2396_choices, name);
}

}  // namespace urlbnf::detail
