// RFC 3987 Section 2.2: the rules that differ from RFC 3986's, each RFC 3986
// rule with iunreserved (ucschar's characters) where RFC 3986 has
// unreserved, and iprivate in iquery. Where a rule is reshaped for PEG, it
// is reshaped as its RFC 3986 counterpart is (include/urlbnf/rfc3986/).
#pragma once

#include <urlbnf/rfc3987/characters.hpp>

namespace urlbnf::rfc3987 {

// clang-format off

// iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
struct iuserinfo : pegtl::star<pegtl::sor<iunreserved, pct_encoded, sub_delims, literal<':'>>> {};

// The characters of an ireg-name.
struct ireg_name_char : pegtl::sor<iunreserved, pct_encoded, sub_delims> {};

// ireg-name      = *( iunreserved / pct-encoded / sub-delims )
struct ireg_name : pegtl::star<ireg_name_char> {};

// ihost          = IP-literal / IPv4address / ireg-name
// As RFC 3986's host: IPv4address is kept only when no ireg-name character
// follows it ("1.2.3.4.example", "1.2.3.4\xC3\xA9" are ireg-names), so that
// the first alternative that spans the whole host is taken. Only an
// IP-literal starts with "[".
struct ihost : pegtl::sor<IP_literal, pegtl::seq<IPv4address, pegtl::not_at<ireg_name_char>>, ireg_name> {};

// iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
// As written, as RFC 3986's authority: no part but iuserinfo's "@" holds
// "@", and an ireg-name holds no ":".
struct iauthority : pegtl::seq<pegtl::opt<iuserinfo, literal<'@'>>, ihost, pegtl::opt<literal<':'>, port>> {};

// isegment       = *ipchar
struct isegment : pegtl::star<ipchar> {};

// isegment-nz    = 1*ipchar
struct isegment_nz : pegtl::plus<ipchar> {};

// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
//                      / "@" )
//                ; non-zero-length segment without any colon ":"
struct isegment_nz_nc : pegtl::plus<pegtl::sor<iunreserved, pct_encoded, sub_delims, literal<'@'>>> {};

// ipath-abempty  = *( "/" isegment )
struct ipath_abempty : pegtl::star<literal<'/'>, isegment> {};

// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
struct ipath_absolute : pegtl::seq<literal<'/'>, pegtl::opt<isegment_nz, pegtl::star<literal<'/'>, isegment>>> {};

// ipath-noscheme = isegment-nz-nc *( "/" isegment )
struct ipath_noscheme : pegtl::seq<isegment_nz_nc, pegtl::star<literal<'/'>, isegment>> {};

// ipath-rootless = isegment-nz *( "/" isegment )
struct ipath_rootless : pegtl::seq<isegment_nz, pegtl::star<literal<'/'>, isegment>> {};

// ipath-empty    = 0<ipchar>
// Zero ipchar: the empty string, with no lookahead.
struct ipath_empty : pegtl::rep<0, ipchar> {};

// Where an ipath ends: no alternative of ipath can go on from here.
struct ipath_end : pegtl::not_at<pegtl::sor<ipchar, literal<'/'>>> {};

// ipath          = ipath-abempty   ; begins with "/" or is empty
//                / ipath-absolute  ; begins with "/" but not "//"
//                / ipath-noscheme  ; begins with a non-colon segment
//                / ipath-rootless  ; begins with a segment
//                / ipath-empty     ; zero characters
// As RFC 3986's path: the first alternative, in the ABNF's order, that
// spans the whole ipath (Section 2.2's "first-match-wins"); PEG would
// commit to ipath-abempty's empty match at the front of "a".
struct ipath
    : pegtl::sor<pegtl::seq<ipath_abempty, ipath_end>, pegtl::seq<ipath_absolute, ipath_end>,
                 pegtl::seq<ipath_noscheme, ipath_end>, pegtl::seq<ipath_rootless, ipath_end>, ipath_empty> {};

// iquery         = *( ipchar / iprivate / "/" / "?" )
struct iquery : pegtl::star<pegtl::sor<ipchar, iprivate, literal<'/'>, literal<'?'>>> {};

// ifragment      = *( ipchar / "/" / "?" )
struct ifragment : pegtl::star<pegtl::sor<ipchar, literal<'/'>, literal<'?'>>> {};

// ihier-part     = "//" iauthority ipath-abempty
//                / ipath-absolute
//                / ipath-rootless
//                / ipath-empty
// As written, as RFC 3986's hier-part: only the first alternative can span
// a part that begins with "//", the others differ in their first
// character, and ipath-empty, last, is what is left.
struct ihier_part
    : pegtl::sor<pegtl::seq<literal<'/', '/'>, iauthority, ipath_abempty>, ipath_absolute, ipath_rootless,
                 ipath_empty> {};

// irelative-part = "//" iauthority ipath-abempty
//                     / ipath-absolute
//                / ipath-noscheme
//                / ipath-empty
// As ihier-part.
struct irelative_part
    : pegtl::sor<pegtl::seq<literal<'/', '/'>, iauthority, ipath_abempty>, ipath_absolute, ipath_noscheme,
                 ipath_empty> {};

// IRI            = scheme ":" ihier-part [ "?" iquery ]
//                       [ "#" ifragment ]
struct IRI
    : pegtl::seq<scheme, literal<':'>, ihier_part, pegtl::opt<literal<'?'>, iquery>,
                 pegtl::opt<literal<'#'>, ifragment>> {};

// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
struct absolute_IRI : pegtl::seq<scheme, literal<':'>, ihier_part, pegtl::opt<literal<'?'>, iquery>> {};

// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
struct irelative_ref
    : pegtl::seq<irelative_part, pegtl::opt<literal<'?'>, iquery>, pegtl::opt<literal<'#'>, ifragment>> {};

// IRI-reference  = IRI / irelative-ref
// As written, as RFC 3986's URI-reference: no string is both. An IRI
// begins with a scheme and ":"; an irelative-ref that begins with scheme
// characters begins with an ipath-noscheme, whose first segment holds no
// ":" and may not be followed by one.
struct IRI_reference : pegtl::sor<IRI, irelative_ref> {};

// clang-format on

}  // namespace urlbnf::rfc3987
