// RFC 2397 Section 3: the data URL, with RFC 2045 Section 5.1's tokens as
// a URL writes them (rfc2397-readings.bnf).
//
// What follows each part is a character the part cannot hold: a token
// holds no tspecial and no escape of one, so type ends at "/", a parameter's
// attribute at "=", its value at ";" or ","; a quoted-string ends at the
// first %22 that is not the second half of a quoted-pair. So PEG's greedy
// repetitions find the BNF's one derivation; where a choice's first
// alternative could match a prefix of a longer token (discrete-type's
// "text" in "texts"), the rule says how it is read.
#pragma once

#include <urlbnf/rfc2397/characters.hpp>

namespace urlbnf::rfc2397 {

// clang-format off

// token         = 1*( token-char | token-escape )
struct token : pegtl::plus<pegtl::sor<token_char, token_escape>> {};

// ietf-token    = token
struct ietf_token : pegtl::seq<token> {};

// iana-token    = token
struct iana_token : pegtl::seq<token> {};

// x-token       = ( "X" | "x" | "%58" | "%78" ) ( "-" | "%2D" | "%2d" ) token
struct x_token
    : pegtl::seq<pegtl::sor<literal<'X'>, literal<'x'>, literal<'%', '5', '8'>, literal<'%', '7', '8'>>,
                 pegtl::sor<literal<'-'>, literal<'%', '2', 'D'>, literal<'%', '2', 'd'>>, token> {};

// extension-token := ietf-token / x-token
// Every x-token is an ietf-token (a token), so the first alternative takes
// all of them; the language is the BNF's.
struct extension_token : pegtl::sor<ietf_token, x_token> {};

// A literal of discrete-type or composite-type, taken only as a whole
// token: "text" in "texts" would leave "s", and PEG would not go back to
// extension-token.
template <char... Cs>
struct whole_word : pegtl::seq<literal<Cs...>, pegtl::not_at<pegtl::sor<token_char, token_escape>>> {};

// discrete-type := "text" / "image" / "audio" / "video" /
//                  "application" / extension-token
struct discrete_type
    : pegtl::sor<whole_word<'t', 'e', 'x', 't'>, whole_word<'i', 'm', 'a', 'g', 'e'>,
                 whole_word<'a', 'u', 'd', 'i', 'o'>, whole_word<'v', 'i', 'd', 'e', 'o'>,
                 whole_word<'a', 'p', 'p', 'l', 'i', 'c', 'a', 't', 'i', 'o', 'n'>, extension_token> {};

// composite-type := "message" / "multipart" / extension-token
struct composite_type
    : pegtl::sor<whole_word<'m', 'e', 's', 's', 'a', 'g', 'e'>, whole_word<'m', 'u', 'l', 't', 'i', 'p', 'a', 'r', 't'>,
                 extension_token> {};

// type := discrete-type / composite-type
// discrete-type takes every token (its extension-token), so composite-type
// is never tried: it derives only tokens.
struct type : pegtl::sor<discrete_type, composite_type> {};

// subtype := extension-token / iana-token
// extension-token takes every token; iana-token derives only tokens.
struct subtype : pegtl::sor<extension_token, iana_token> {};

// attribute := token
struct attribute : pegtl::seq<token> {};

// quoted-string = "%22" *( qtext | quoted-pair ) "%22"
struct quoted_string
    : pegtl::seq<literal<'%', '2', '2'>, pegtl::star<pegtl::sor<qtext, quoted_pair>>, literal<'%', '2', '2'>> {};

// value := token / quoted-string
struct value : pegtl::sor<token, quoted_string> {};

// parameter  := attribute "=" value
struct parameter : pegtl::seq<attribute, literal<'='>, value> {};

// mediatype  := [ type "/" subtype ] *( ";" parameter )
// ";base64" is no parameter (it has no "="), so the repetition gives it
// back to dataurl.
struct mediatype : pegtl::seq<pegtl::opt<type, literal<'/'>, subtype>, pegtl::star<literal<';'>, parameter>> {};

// data       := *urlchar
struct data : pegtl::star<urlchar> {};

// dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
struct dataurl
    : pegtl::seq<literal<'d', 'a', 't', 'a', ':'>, pegtl::opt<mediatype>,
                 pegtl::opt<literal<';', 'b', 'a', 's', 'e', '6', '4'>>, literal<','>, data> {};

// clang-format on

}  // namespace urlbnf::rfc2397
