// RFC 2397 Section 3, every production as a PEGTL rule, with the RFC 2045
// Section 5.1 tokens it takes, read as a URL writes them, and RFC 2396's
// uric; and the table that names each rule after its production.
#pragma once

#include <tao/pegtl/type_list.hpp>
// The names of RFC 2396's rules, which uric and the rest are made of: their
// derivations name them.
#include <urlbnf/rfc2396/grammar.hpp>
#include <urlbnf/rfc2397/dataurl.hpp>

namespace urlbnf::rfc2397 {

// In the order of grammar/rfc2397.bnf, rfc2045-tokens.bnf and
// rfc2397-readings.bnf.
using productions =
    tao::pegtl::type_list<dataurl, mediatype, data, parameter, type, discrete_type, composite_type, extension_token,
                          ietf_token, x_token, subtype, iana_token, attribute, value, token, tspecials, token_char,
                          token_escape, quoted_string, qtext, quoted_pair, qtext_escape, char_escape, urlchar, uric,
                          reserved, unreserved, mark, escaped, hex, alphanum, alpha, lowalpha, upalpha, digit>;

}  // namespace urlbnf::rfc2397

namespace urlbnf {

// clang-format off
namespace r2397 = rfc2397;
template <> inline constexpr production_meta meta_of<r2397::dataurl>{"dataurl", "3"};
template <> inline constexpr production_meta meta_of<r2397::mediatype>{"mediatype", "3"};
template <> inline constexpr production_meta meta_of<r2397::data>{"data", "3"};
template <> inline constexpr production_meta meta_of<r2397::parameter>{"parameter", "3"};
template <> inline constexpr production_meta meta_of<r2397::type>{"type", "3", false, "discrete-type takes every token (its extension-token does), so composite-type, which derives only tokens too, is never tried; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r2397::discrete_type>{"discrete-type", "3", false, "a quoted type (\"text\", ...) is taken only as a whole token, else extension-token is: PEG would keep \"text\" of \"texts\" and not go back; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r2397::composite_type>{"composite-type", "3", false, "a quoted type (\"message\", \"multipart\") is taken only as a whole token, else extension-token is: PEG would keep \"message\" of \"messages\" and not go back; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r2397::extension_token>{"extension-token", "3", false, "every x-token is an ietf-token (a token), so ietf-token takes them all; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r2397::ietf_token>{"ietf-token", "3", false, "RFC 2045's prose (a token registered with IANA by a standards-track RFC) read as its syntax, a token (grammar/rfc2397-readings.bnf): which tokens are registered is no syntax"};
template <> inline constexpr production_meta meta_of<r2397::x_token>{"x-token", "3", false, "RFC 2045's prose (\"X-\" or \"x-\" and a token) as a data URL writes it: each of the three parts as itself or %-escaped (grammar/rfc2397-readings.bnf)"};
template <> inline constexpr production_meta meta_of<r2397::subtype>{"subtype", "3", false, "extension-token takes every token, so iana-token, which derives only tokens too, is never tried; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<r2397::iana_token>{"iana-token", "3", false, "RFC 2045's prose (a publicly-defined token registered with IANA) read as its syntax, a token (grammar/rfc2397-readings.bnf)"};
template <> inline constexpr production_meta meta_of<r2397::attribute>{"attribute", "3"};
template <> inline constexpr production_meta meta_of<r2397::value>{"value", "3"};
template <> inline constexpr production_meta meta_of<r2397::token>{"token", "3", false, "RFC 2045's 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials> \"represented using URL escaped encoding of [RFC2396] as necessary\" (RFC 2397 Section 3), read so: a character of the token as itself where RFC 2396's uric allows it and it is no tspecial (a letter, a digit, ! $ & ' * + - . _ ~), or %-escaped; # % ^ ` { | } only escaped; an escape must decode to a token's character, so %20 and %2F are in no token (grammar/rfc2397-readings.bnf)"};
template <> inline constexpr production_meta meta_of<r2397::tspecials>{"tspecials", "3", true, "RFC 2045 prints no \"/\" between <\"> and \"/\", which read as written makes the two-character string \"/ a tspecial and neither \" nor / one; read with it (grammar/rfc2397-readings.bnf)"};
template <> inline constexpr production_meta meta_of<r2397::token_char>{"token-char", "3", true};
template <> inline constexpr production_meta meta_of<r2397::token_escape>{"token-escape", "3", true};
template <> inline constexpr production_meta meta_of<r2397::quoted_string>{"quoted-string", "3", false, "RFC 822's quoted-string (Section 3.3), which RFC 2045 imports, as a data URL writes it: its quotes %22, a quoted-pair's backslash %5C, each other character as in a token or %-escaped, an escape of any US-ASCII octet but \", \\ and CR (grammar/rfc2397-readings.bnf)"};
template <> inline constexpr production_meta meta_of<r2397::qtext>{"qtext", "3", true};
template <> inline constexpr production_meta meta_of<r2397::quoted_pair>{"quoted-pair", "3", true};
template <> inline constexpr production_meta meta_of<r2397::qtext_escape>{"qtext-escape", "3", true};
template <> inline constexpr production_meta meta_of<r2397::char_escape>{"char-escape", "3", true};
template <> inline constexpr production_meta meta_of<r2397::urlchar>{"urlchar", "3", true};
template <> inline constexpr production_meta meta_of<r2397::uric>{"uric", "3", true};
template <> inline constexpr production_meta meta_of<r2397::reserved>{"reserved", "3", true};
template <> inline constexpr production_meta meta_of<r2397::unreserved>{"unreserved", "3", true};
template <> inline constexpr production_meta meta_of<r2397::mark>{"mark", "3", true};
template <> inline constexpr production_meta meta_of<r2397::escaped>{"escaped", "3", true};
template <> inline constexpr production_meta meta_of<r2397::hex>{"hex", "3", true};
template <> inline constexpr production_meta meta_of<r2397::alphanum>{"alphanum", "3", true};
template <> inline constexpr production_meta meta_of<r2397::alpha>{"alpha", "3", true};
template <> inline constexpr production_meta meta_of<r2397::lowalpha>{"lowalpha", "3", true};
template <> inline constexpr production_meta meta_of<r2397::upalpha>{"upalpha", "3", true};
template <> inline constexpr production_meta meta_of<r2397::digit>{"digit", "3", true};
// clang-format on

}  // namespace urlbnf
