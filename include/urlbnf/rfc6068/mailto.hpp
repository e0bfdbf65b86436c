// RFC 6068 Section 2: a mailto URI, its addresses and its header fields.
//
// The ABNF is ambiguous where an address ends: RFC 5322's atext holds "?",
// "=" and "&", so a domain's dot-atom-text can run on over what reads as
// header fields ("mailto:a@b?c=d" is an address "a@b?c=d", or "a@b" with
// the field c=d), and a quoted-string or domain literal holds "," and "?".
// Section 2's prose settles it: "?", "=" and "&" are "reserved, serving as
// delimiters", and an address holds "?" only percent-encoded. hfields holds
// one "?", its first character, so when a mailtoURI has hfields they begin
// at its last "?": the rules below are the ABNF's, with a variant of the
// address rules whose dot-atom-text stops at that "?" (Stop), which
// mailtoURI tries first.
#pragma once

#include <urlbnf/rfc6068/characters.hpp>

namespace urlbnf::rfc6068 {

// clang-format off

// An atext run the ABNF's way: nothing stops it.
struct anywhere : pegtl::failure {};

// The "?" that begins a mailtoURI's hfields: the last "?" of the input.
// Finding that none follows reads up to the next "?", so over a whole
// input every character is read at most once more: linear.
struct hfields_question : pegtl::seq<pegtl::one<'?'>, pegtl::not_at<pegtl::until<pegtl::one<'?'>>>> {};

// atext, not at Stop.
template <typename Stop>
struct atext_before { using type = pegtl::seq<pegtl::not_at<Stop>, atext>; };
template <>
struct atext_before<anywhere> { using type = atext; };

// dot-atom-text   =   1*atext *("." 1*atext)
// "." is no atext, so each run ends where it must.
template <typename Stop>
struct dot_atom_text_of : pegtl::seq<pegtl::plus<typename atext_before<Stop>::type>,
                                     pegtl::star<literal<'.'>, pegtl::plus<typename atext_before<Stop>::type>>> {};
using dot_atom_text = dot_atom_text_of<anywhere>;

// quoted-string   =   DQUOTE *qcontent DQUOTE
// (RFC 5322's [CFWS] and [FWS] left out: grammar/rfc5322-imports.abnf.)
// qcontent holds no DQUOTE but as the second character of a quoted-pair.
struct quoted_string : pegtl::seq<DQUOTE, pegtl::star<qcontent>, DQUOTE> {};

// local-part   = dot-atom-text / quoted-string
// The alternatives start differently (atext; DQUOTE, which is no atext).
template <typename Stop>
struct local_part_of : pegtl::sor<dot_atom_text_of<Stop>, quoted_string> {};
using local_part = local_part_of<anywhere>;

// domain       = dot-atom-text / "[" *dtext-no-obs "]"
// dtext-no-obs holds no "]", so the literal ends at the first one.
template <typename Stop>
struct domain_of : pegtl::sor<dot_atom_text_of<Stop>, pegtl::seq<literal<'['>, pegtl::star<dtext_no_obs>, literal<']'>>> {};
using domain = domain_of<anywhere>;

// addr-spec    = local-part "@" domain
// A local-part holds "@" only inside a quoted-string, so it ends at the
// "@" that must follow it.
template <typename Stop>
struct addr_spec_of : pegtl::seq<local_part_of<Stop>, literal<'@'>, domain_of<Stop>> {};
using addr_spec = addr_spec_of<anywhere>;

// to           = addr-spec *("," addr-spec )
// A domain's dot-atom-text holds no ",", and its literal ends at "]", so
// each addr-spec ends where a "," may follow.
template <typename Stop>
struct to_of : pegtl::seq<addr_spec_of<Stop>, pegtl::star<literal<','>, addr_spec_of<Stop>>> {};
using to = to_of<anywhere>;

// hfname       = *qchar
struct hfname : pegtl::star<qchar> {};

// hfvalue      = *qchar
struct hfvalue : pegtl::star<qchar> {};

// hfield       = hfname "=" hfvalue
// qchar holds no "=" and no "&": each part ends where it must.
struct hfield : pegtl::seq<hfname, literal<'='>, hfvalue> {};

// hfields      = "?" hfield *( "&" hfield )
struct hfields : pegtl::seq<literal<'?'>, hfield, pegtl::star<literal<'&'>, hfield>> {};

// mailtoURI    = "mailto:" [ to ] [ hfields ]
// With hfields first: a to whose dot-atom-texts stop at the last "?",
// where hfields must begin and run to the end; else a to alone, which may
// hold that "?" (an address's "?" the ABNF allows unencoded: "a@b?c").
// The language is the ABNF's; of its derivations, the one whose "?"
// begins hfields when one can (Section 2: "?" is a delimiter).
struct mailtoURI
    : pegtl::seq<rfc3986::caseless<'m', 'a', 'i', 'l', 't', 'o', ':'>,
                 pegtl::sor<pegtl::seq<pegtl::opt<to_of<hfields_question>>, hfields, pegtl::eof>, pegtl::opt<to>>> {};

// clang-format on

}  // namespace urlbnf::rfc6068
