// The productions of each grammar that are a choice between other
// productions: a verdict reports the alternative that matched, the most
// specific. The validation run notes how the alternatives fared at the
// start of the input, so they are known at compile time. Private to the
// library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace urlbnf::detail {

// The most alternatives a choice has in any grammar.
inline constexpr std::size_t choice_width = 5;

// Where a choice's alternatives end: at the end of the input, or at its
// first '#' when the production is [ alternatives ] [ "#" fragment ] and no
// alternative matches a '#' or looks at one (RFC 2396's URI-reference, RFC
// 1808's URL). A verdict on the production is refined on that part.
enum class alternatives_end { input, fragment };

struct choice {
  std::string_view production;
  std::array<std::string_view, choice_width> alternatives;
  alternatives_end end = alternatives_end::input;
};

// Every alternative spelled, unused ones empty: GCC 12 cannot read, in a
// constant expression, an element that brace elision left to its default.
constexpr choice one_of(std::string_view production, std::string_view a, std::string_view b = "",
                        std::string_view c = "", std::string_view d = "", std::string_view e = "") {
  return {production, {a, b, c, d, e}};
}

// A choice whose production is [ choice ] [ "#" fragment ].
constexpr choice then_fragment(choice c) {
  c.end = alternatives_end::fragment;
  return c;
}

// RFC 1630's generic BNF reports the production it was asked about.
inline constexpr std::array<choice, 0> no_choices{};

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
    then_fragment(one_of("URI-reference", "absoluteURI", "relativeURI")), one_of("authority", "server", "reg_name"),
    one_of("host", "hostname", "IPv4address", "IPv6reference"), one_of("path", "abs_path", "opaque_part")};

// RFC 1808's URL reads a scheme when it can (Section 2.4.2), so an
// absoluteURL comes before the relativeURL every one of them also is; an
// absoluteURL of the generic-RL syntax names it, any other stays an
// absoluteURL (its second alternative is no production).
inline constexpr std::array<choice, 6> rfc1808_choices{
    then_fragment(one_of("URL", "absoluteURL", "relativeURL")), one_of("absoluteURL", "generic-RL"),
    one_of("relativeURL", "net_path", "abs_path", "rel_path"),  one_of("uchar", "unreserved", "escape"),
    one_of("unreserved", "alpha", "digit", "safe", "extra"),    one_of("alpha", "lowalpha", "hialpha")};

// RFC 2397's value is a token or an RFC 822 quoted-string (RFC 2045 Section
// 5.1).
inline constexpr std::array<choice, 1> rfc2397_choices{one_of("value", "token", "quoted-string")};

// RFC 3986's path names its five forms; reserved, its two kinds.
inline constexpr std::array<choice, 4> rfc3986_choices{
    one_of("URI-reference", "URI", "relative-ref"), one_of("host", "IP-literal", "IPv4address", "reg-name"),
    one_of("path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty"),
    one_of("reserved", "gen-delims", "sub-delims")};

// RFC 8089 imports RFC 3986's host and path-absolute (and the rest of
// Appendix A with them); Appendix F's file-host has a host's forms.
inline constexpr std::array<choice, 5> rfc8089_choices{
    one_of("URI-reference", "URI", "relative-ref"), one_of("host", "IP-literal", "IPv4address", "reg-name"),
    one_of("path", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty"),
    one_of("reserved", "gen-delims", "sub-delims"), one_of("file-host", "inline-IP", "IPv4address", "reg-name")};

// RFC 6068's local-part names its two forms; qchar and qcontent their
// characters' kinds.
inline constexpr std::array<choice, 4> rfc6068_choices{
    one_of("local-part", "dot-atom-text", "quoted-string"), one_of("qchar", "unreserved", "pct-encoded", "some-delims"),
    one_of("qcontent", "qtext", "quoted-pair"), one_of("WSP", "SP", "HTAB")};

// RFC 3987's, as RFC 3986's: its ipath names its five forms.
inline constexpr std::array<choice, 4> rfc3987_choices{
    one_of("IRI-reference", "IRI", "irelative-ref"), one_of("ihost", "IP-literal", "IPv4address", "ireg-name"),
    one_of("ipath", "ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty"),
    one_of("reserved", "gen-delims", "sub-delims")};

inline constexpr std::size_t no_slot = static_cast<std::size_t>(-1);

// Where a probe notes how `name` fared: the first place it has among the
// alternatives, counted across the choices (a name that is an alternative
// of two choices has one slot); no_slot when it is none.
template <std::size_t N>
constexpr std::size_t alternative_slot(const std::array<choice, N>& choices, std::string_view name) {
  for (std::size_t c = 0; c < N; ++c) {
    for (std::size_t a = 0; a < choice_width; ++a) {
      const std::string_view alternative = choices[c].alternatives[a];
      if (!alternative.empty() && alternative == name) {
        return c * choice_width + a;
      }
    }
  }
  return no_slot;
}

// The choice whose production is `name`, or N.
template <std::size_t N>
constexpr std::size_t choice_named(const std::array<choice, N>& choices, std::string_view name) {
  for (std::size_t c = 0; c < N; ++c) {
    if (choices[c].production == name) {
      return c;
    }
  }
  return N;
}

// The slots, as bits, of the alternatives a verdict on `production` is
// refined through (refinement.hpp): those of its choice, and of the choices
// they are, down; none when it is no choice. Only they are noted by a probe
// of it.
template <std::size_t N>
constexpr std::uint64_t refinement_slots(const std::array<choice, N>& choices, std::string_view production) {
  std::uint64_t slots = 0;
  std::array<bool, N + 1> reached{};
  std::array<std::size_t, 1 + N * choice_width> pending{};
  std::size_t size = 0;
  pending.at(size++) = choice_named(choices, production);
  while (size != 0) {
    const std::size_t c = pending.at(--size);
    if (c == N || reached.at(c)) {
      continue;
    }
    reached.at(c) = true;
    for (const std::string_view alternative : choices.at(c).alternatives) {
      if (!alternative.empty()) {
        slots |= std::uint64_t{1} << alternative_slot(choices, alternative);
        pending.at(size++) = choice_named(choices, alternative);
      }
    }
  }
  return slots;
}

}  // namespace urlbnf::detail
