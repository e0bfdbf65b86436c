// RFC 3986 Section 3.2: the authority component, its user information
// (3.2.1), host (3.2.2) and port (3.2.3).
#pragma once

#include <urlbnf/rfc3986/characters.hpp>

namespace urlbnf::rfc3986 {

// clang-format off

// userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
struct userinfo : pegtl::star<pegtl::sor<unreserved, pct_encoded, sub_delims, literal<':'>>> {};

// port          = *DIGIT
struct port : pegtl::star<DIGIT> {};

// h16           = 1*4HEXDIG
// PEGTL's rep_min_max also fails before a fifth HEXDIG, which never
// follows an h16 (a ":" or the end of the address does).
struct h16 : pegtl::rep_min_max<1, 4, HEXDIG> {};

// dec-octet     = DIGIT                 ; 0-9
//               / %x31-39 DIGIT         ; 10-99
//               / "1" 2DIGIT            ; 100-199
//               / "2" %x30-34 DIGIT     ; 200-249
//               / "25" %x30-35          ; 250-255
// Reordered longest first: PEG would take "2" of "25" by the first
// alternative. The three-digit alternatives share no string, and what
// follows an octet in an IPv4address ("." or its end) is never a digit,
// so the longest match is the only one that can go on.
struct dec_octet
    : pegtl::sor<pegtl::seq<literal<'1'>, pegtl::rep<2, DIGIT>>,
                 pegtl::seq<literal<'2'>, value_range<'0', '4'>, DIGIT>,
                 pegtl::seq<literal<'2', '5'>, value_range<'0', '5'>>,
                 pegtl::seq<value_range<'1', '9'>, DIGIT>,
                 DIGIT> {};

// IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
struct IPv4address
    : pegtl::seq<dec_octet, literal<'.'>, dec_octet, literal<'.'>, dec_octet, literal<'.'>, dec_octet> {};

// ls32          = ( h16 ":" h16 ) / IPv4address
// An IPv4address has no ":", so at most one alternative spans an ls32
// that ends an address.
struct ls32 : pegtl::sor<pegtl::seq<h16, literal<':'>, h16>, IPv4address> {};

// "h16 :" before the "::" of an IPv6address, taken only when an h16
// follows: a greedy *N( h16 ":" ) would take the first ":" of "::", and
// "a::b" would fail.
struct h16_colon : pegtl::seq<h16, literal<':'>, pegtl::not_at<literal<':'>>> {};

// [ *N( h16 ":" ) h16 ] "::", the front of IPv6address's last six
// alternatives.
template <unsigned N>
struct pieces_then_gap : pegtl::seq<pegtl::opt<pegtl::rep_opt<N, h16_colon>, h16>, literal<':', ':'>> {};

// IPv6address   =                            6( h16 ":" ) ls32
//               /                       "::" 5( h16 ":" ) ls32
//               / [               h16 ] "::" 4( h16 ":" ) ls32
//               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//               / [ *4( h16 ":" ) h16 ] "::"              ls32
//               / [ *5( h16 ":" ) h16 ] "::"              h16
//               / [ *6( h16 ":" ) h16 ] "::"
// In the ABNF's order, where PEG's first match is the right one: the
// alternatives ask for fewer and fewer pieces after "::" (an IPv4address
// counts two), so those before the right one ask for more pieces than the
// address has there and fail, and the right one's bound on the pieces
// before "::" leaves room for all of them. Only *N( h16 ":" ) is reshaped
// (h16_colon). tests/test_rfc3986_rules.cpp tries every arrangement of up
// to eight pieces, colons and IPv4 tails against the ABNF.
struct IPv6address
    : pegtl::sor<pegtl::seq<pegtl::rep<6, h16, literal<':'>>, ls32>,
                 pegtl::seq<literal<':', ':'>, pegtl::rep<5, h16, literal<':'>>, ls32>,
                 pegtl::seq<pegtl::opt<h16>, literal<':', ':'>, pegtl::rep<4, h16, literal<':'>>, ls32>,
                 pegtl::seq<pieces_then_gap<1>, pegtl::rep<3, h16, literal<':'>>, ls32>,
                 pegtl::seq<pieces_then_gap<2>, pegtl::rep<2, h16, literal<':'>>, ls32>,
                 pegtl::seq<pieces_then_gap<3>, h16, literal<':'>, ls32>,
                 pegtl::seq<pieces_then_gap<4>, ls32>,
                 pegtl::seq<pieces_then_gap<5>, h16>,
                 pieces_then_gap<6>> {};

// IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
// "v" is a quoted string: v or V (Section 3.2.2: "case-insensitive").
struct IPvFuture
    : pegtl::seq<caseless<'v'>, pegtl::plus<HEXDIG>, literal<'.'>,
                 pegtl::plus<pegtl::sor<unreserved, sub_delims, literal<':'>>>> {};

// IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"
// The alternatives differ in their first character ("v" is no HEXDIG).
struct IP_literal : pegtl::seq<literal<'['>, pegtl::sor<IPv6address, IPvFuture>, literal<']'>> {};

// The characters of a reg-name.
struct reg_name_char : pegtl::sor<unreserved, pct_encoded, sub_delims> {};

// reg-name      = *( unreserved / pct-encoded / sub-delims )
struct reg_name : pegtl::star<reg_name_char> {};

// host          = IP-literal / IPv4address / reg-name
// Every IPv4address is a reg-name too, and the front of longer ones
// ("133.105.136.53.example.com"), where PEG would commit to IPv4address and
// fail. Section 3.2.2's "first-match-wins" reads a host as an IPv4address
// when the whole host is one: IPv4address is kept only when no reg-name
// character follows it. Only an IP-literal starts with "[".
// G::IP_literal is RFC 3986's or RFC 6874's.
template <typename G>
struct host
    : pegtl::sor<typename G::IP_literal, pegtl::seq<IPv4address, pegtl::not_at<reg_name_char>>, reg_name> {};

// authority     = [ userinfo "@" ] host [ ":" port ]
// As written: no part but userinfo holds "@", and userinfo none, so the
// userinfo is whatever precedes an "@" (greedy userinfo stops there), and
// without an "@" there is none. A reg-name holds no ":", so host stops at
// the port's.
template <typename G>
struct authority : pegtl::seq<pegtl::opt<userinfo, literal<'@'>>, host<G>, pegtl::opt<literal<':'>, port>> {};

// clang-format on

}  // namespace urlbnf::rfc3986
