// RFC 3986 Section 3.3: the path component.
#pragma once

#include <urlbnf/rfc3986/characters.hpp>

namespace urlbnf::rfc3986 {

// clang-format off

// segment       = *pchar
struct segment : pegtl::star<pchar> {};

// segment-nz    = 1*pchar
struct segment_nz : pegtl::plus<pchar> {};

// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
//               ; non-zero-length segment without any colon ":"
struct segment_nz_nc : pegtl::plus<pegtl::sor<unreserved, pct_encoded, sub_delims, literal<'@'>>> {};

// path-abempty  = *( "/" segment )
struct path_abempty : pegtl::star<literal<'/'>, segment> {};

// path-absolute = "/" [ segment-nz *( "/" segment ) ]
struct path_absolute : pegtl::seq<literal<'/'>, pegtl::opt<segment_nz, pegtl::star<literal<'/'>, segment>>> {};

// path-noscheme = segment-nz-nc *( "/" segment )
struct path_noscheme : pegtl::seq<segment_nz_nc, pegtl::star<literal<'/'>, segment>> {};

// path-rootless = segment-nz *( "/" segment )
struct path_rootless : pegtl::seq<segment_nz, pegtl::star<literal<'/'>, segment>> {};

// path-empty    = 0<pchar>
// Zero pchar: the empty string, with no lookahead.
struct path_empty : pegtl::rep<0, pchar> {};

// Where a path ends: no alternative of path can go on from here.
struct path_end : pegtl::not_at<pegtl::sor<pchar, literal<'/'>>> {};

// path          = path-abempty    ; begins with "/" or is empty
//               / path-absolute   ; begins with "/" but not "//"
//               / path-noscheme   ; begins with a non-colon segment
//               / path-rootless   ; begins with a segment
//               / path-empty      ; zero characters
// The ABNF's alternatives overlap and PEG would commit to the first that
// matches a prefix (path-abempty matches the empty front of "a"). Read by
// Section 4.1's "first-match-wins": the first alternative, in the ABNF's
// order, that spans the whole path. So path-abempty takes "" and every
// path that begins with "/", path-noscheme a first segment without ":",
// path-rootless the others; path-absolute and path-empty name a path only
// inside hier-part and relative-part, which say which one applies.
struct path
    : pegtl::sor<pegtl::seq<path_abempty, path_end>, pegtl::seq<path_absolute, path_end>,
                 pegtl::seq<path_noscheme, path_end>, pegtl::seq<path_rootless, path_end>, path_empty> {};

// clang-format on

}  // namespace urlbnf::rfc3986
