// RFC 2732, Section 3: RFC 2396 with IPv6 literals, and the productions it
// imports from RFC 2373 Appendix B. Every rule not defined here is RFC
// 2396's, shared through the grammar policy at the end.
#pragma once

#include <urlbnf/rfc2396/uri.hpp>

namespace urlbnf::rfc2732 {

namespace pegtl = tao::pegtl;
using rfc2396::digit;
using rfc2396::hex;  // ABNF's HEXDIG: its letters are case-insensitive

// clang-format off

// IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
struct IPv4address
    : pegtl::seq<pegtl::rep_min_max<1, 3, digit>, literal<'.'>, pegtl::rep_min_max<1, 3, digit>, literal<'.'>,
                 pegtl::rep_min_max<1, 3, digit>, literal<'.'>, pegtl::rep_min_max<1, 3, digit>> {};

// hex4    = 1*4HEXDIG
struct hex4 : pegtl::rep_min_max<1, 4, hex> {};

// hexseq  = hex4 *( ":" hex4)
// A ":" hex4 followed by "." is the start of the trailing IPv4address of
// IPv6address, not part of the hexseq; a greedy star would take it.
struct hexseq : pegtl::seq<hex4, pegtl::star<literal<':'>, hex4, pegtl::not_at<literal<'.'>>>> {};

// hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]
// Reordered longest first: the first alternative is the front of the
// second.
struct hexpart
    : pegtl::sor<pegtl::seq<hexseq, literal<':', ':'>, pegtl::opt<hexseq>>, hexseq,
                 pegtl::seq<literal<':', ':'>, pegtl::opt<hexseq>>> {};

// Every text form RFC 2373 Section 2.2 allows: eight 16-bit pieces in hex,
// "::" once for one or more pieces of zeros, and the last two pieces
// optionally as a dotted IPv4 address (each part at most 255). Appendix
// B's ABNF rejects some of these ("::192.9.5.5"); --ipv6-text-forms asks
// for them. The longest run of address characters is taken and judged
// whole: an address is always followed by "]" here.
struct ipv6_text_form {
  using rule_t = ipv6_text_form;
  using subs_t = pegtl::empty_list;

  template <typename ParseInput>
  [[nodiscard]] static bool match(ParseInput& in) {
    std::size_t n = 0;
    while (n < in.size(n + 1) && is_address_char(in.peek_char(n))) {
      ++n;
    }
    if (!valid(std::string_view(in.current(), n))) {
      return false;
    }
    in.bump(n);
    return true;
  }

  static bool is_address_char(char c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == ':' || c == '.';
  }

  static bool valid_ipv4(std::string_view s) noexcept {
    int parts = 0;
    while (parts < 4) {
      std::size_t digits = 0;
      unsigned value = 0;
      while (digits < s.size() && s[digits] >= '0' && s[digits] <= '9') {
        value = value * 10 + static_cast<unsigned>(s[digits] - '0');
        ++digits;
      }
      if (digits == 0 || digits > 3 || value > 255) {
        return false;
      }
      s.remove_prefix(digits);
      ++parts;
      if (parts < 4) {
        if (s.empty() || s.front() != '.') {
          return false;
        }
        s.remove_prefix(1);
      }
    }
    return s.empty();
  }

  // The number of 16-bit pieces in a "::"-free run, or -1 when malformed.
  static int pieces(std::string_view s, bool ipv4_allowed) noexcept {
    if (s.empty()) {
      return 0;
    }
    int count = 0;
    for (;;) {
      const auto colon = s.find(':');
      const auto piece = s.substr(0, colon);
      if (colon == std::string_view::npos && ipv4_allowed && piece.find('.') != std::string_view::npos) {
        return valid_ipv4(piece) ? count + 2 : -1;
      }
      if (piece.empty() || piece.size() > 4 || piece.find('.') != std::string_view::npos) {
        return -1;
      }
      ++count;
      if (colon == std::string_view::npos) {
        return count;
      }
      s.remove_prefix(colon + 1);
    }
  }

  static bool valid(std::string_view s) noexcept {
    const auto gap = s.find("::");
    if (gap == std::string_view::npos) {
      return pieces(s, true) == 8;
    }
    if (s.find("::", gap + 1) != std::string_view::npos) {
      return false;
    }
    const int before = pieces(s.substr(0, gap), false);
    const int after = pieces(s.substr(gap + 2), true);
    return before >= 0 && after >= 0 && before + after <= 7;
  }
};

// IPv6address = hexpart [ ":" IPv4address ]
// As Appendix B writes it, unless the input asks for Section 2.2's forms.
struct IPv6address
    : pegtl::sor<pegtl::seq<ipv6_text_forms_enabled, ipv6_text_form>,
                 pegtl::seq<pegtl::not_at<ipv6_text_forms_enabled>, hexpart, pegtl::opt<literal<':'>, IPv4address>>> {};

// IPv6prefix  = hexpart "/" 1*2DIGIT
struct IPv6prefix : pegtl::seq<hexpart, literal<'/'>, pegtl::rep_min_max<1, 2, digit>> {};

// ipv6reference = "[" IPv6address "]"
struct IPv6reference : pegtl::seq<literal<'['>, IPv6address, literal<']'>> {};

// host          = hostname | IPv4address | IPv6reference
// Each alternative is the only one that can match its first characters
// entirely (a hostname needs a letter, an IPv6reference a "[").
struct host : pegtl::sor<rfc2396::hostname, IPv4address, IPv6reference> {};

// reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
//               "$" | "," | "[" | "]"
struct reserved : pegtl::one<';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '[', ']'> {};

// unwise      = "{" | "}" | "|" | "\" | "^" | "`"
struct unwise : pegtl::one<'{', '}', '|', '\\', '^', '`'> {};

// clang-format on

// RFC 2396 as RFC 2732 amends it.
struct grammar_2732 {
  using reserved = rfc2732::reserved;
  using host = rfc2732::host;
};

}  // namespace urlbnf::rfc2732

template <typename Name>
struct tao::pegtl::analyze_traits<Name, urlbnf::rfc2732::ipv6_text_form> : analyze_any_traits<> {};
