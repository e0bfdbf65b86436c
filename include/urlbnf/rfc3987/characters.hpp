// RFC 3987 Section 2.2: the characters of an IRI (ucschar, iprivate,
// iunreserved, ipchar), and the rules it takes over from RFC 3986 unchanged.
// Section 2.2's terminals are characters: a %x range is one of code points,
// read from the input's UTF-8 (urlbnf/code_points.hpp).
#pragma once

#include <urlbnf/code_points.hpp>
#include <urlbnf/rfc3986/uri.hpp>

namespace urlbnf::rfc3987 {

namespace pegtl = tao::pegtl;

// The rules "the same as those in [RFC3986]", RFC 3986's own (Section 2.2
// prints them again), each under a name of this grammar so that its
// production cites the RFC 3986 section that governs it.
struct scheme : rfc3986::scheme {};
struct port : rfc3986::port {};
struct IP_literal : rfc3986::IP_literal {};
struct IPvFuture : rfc3986::IPvFuture {};
struct IPv6address : rfc3986::IPv6address {};
struct h16 : rfc3986::h16 {};
struct ls32 : rfc3986::ls32 {};
struct IPv4address : rfc3986::IPv4address {};
struct dec_octet : rfc3986::dec_octet {};
struct pct_encoded : rfc3986::pct_encoded {};
struct unreserved : rfc3986::unreserved {};
struct reserved : rfc3986::reserved {};
struct gen_delims : rfc3986::gen_delims {};
struct sub_delims : rfc3986::sub_delims {};
using rfc3986::ALPHA;
using rfc3986::DIGIT;
using rfc3986::HEXDIG;

// clang-format off

// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//                / %xD0000-DFFFD / %xE1000-EFFFD
// One character of UTF-8 whose code point is in one of the ranges.
struct ucschar
    : code_point_in<code_points<0xA0, 0xD7FF>, code_points<0xF900, 0xFDCF>, code_points<0xFDF0, 0xFFEF>,
                    code_points<0x10000, 0x1FFFD>, code_points<0x20000, 0x2FFFD>, code_points<0x30000, 0x3FFFD>,
                    code_points<0x40000, 0x4FFFD>, code_points<0x50000, 0x5FFFD>, code_points<0x60000, 0x6FFFD>,
                    code_points<0x70000, 0x7FFFD>, code_points<0x80000, 0x8FFFD>, code_points<0x90000, 0x9FFFD>,
                    code_points<0xA0000, 0xAFFFD>, code_points<0xB0000, 0xBFFFD>, code_points<0xC0000, 0xCFFFD>,
                    code_points<0xD0000, 0xDFFFD>, code_points<0xE1000, 0xEFFFD>> {};

// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
struct iprivate
    : code_point_in<code_points<0xE000, 0xF8FF>, code_points<0xF0000, 0xFFFFD>, code_points<0x100000, 0x10FFFD>> {};

// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
struct iunreserved : pegtl::sor<ALPHA, DIGIT, literal<'-'>, literal<'.'>, literal<'_'>, literal<'~'>, ucschar> {};

// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
//                / "@"
struct ipchar : pegtl::sor<iunreserved, pct_encoded, sub_delims, literal<':'>, literal<'@'>> {};

// clang-format on

}  // namespace urlbnf::rfc3987
