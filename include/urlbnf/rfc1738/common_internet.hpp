// RFC 1738 Section 3.1, "Common Internet Scheme Syntax":
//   //<user>:<password>@<host>:<port>/<url-path>
// The productions as Section 5 writes them.
#pragma once

#include <urlbnf/rfc1738/characters.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// alphadigit     = alpha | digit
struct alphadigit : pegtl::sor<alpha, digit> {};

// A label's tail: any number of hyphens-then-alphadigit runs, so that it
// always ends on an alphadigit, as both label productions require.
struct label_tail : pegtl::star<pegtl::star<literal<'-'>>, alphadigit> {};

// domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
// Reshaped: in PEG the first alternative would win after one character.
// "alphadigit, then (hyphens, alphadigit) repeated" is the same language,
// matched greedily.
struct domainlabel : pegtl::seq<alphadigit, label_tail> {};

// toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
// Reshaped like domainlabel.
struct toplabel : pegtl::seq<alpha, label_tail> {};

// hostname       = *[ domainlabel "." ] toplabel
// An iteration of the star is taken only when another label follows its
// dot, so the star never eats the dot after the last label and the rule
// matches the longest hostname at the front of its input.
struct hostname
    : pegtl::seq<pegtl::star<domainlabel, literal<'.'>, pegtl::at<alphadigit>>, toplabel> {};

// hostnumber     = digits "." digits "." digits "." digits
struct hostnumber
    : pegtl::seq<digits, literal<'.'>, digits, literal<'.'>, digits, literal<'.'>, digits> {};

// host           = hostname | hostnumber
// A hostname ends in a toplabel, which holds a letter, and a hostnumber has
// none, so neither can match a prefix of the other's match: order is free.
struct host : pegtl::sor<hostname, hostnumber> {};

// port           = digits
// (A seq, not a subclass, keeps digits a node of the derivation tree.)
struct port : pegtl::seq<digits> {};

// user           = *[ uchar | ";" | "?" | "&" | "=" ]
struct user : pegtl::star<pegtl::sor<uchar, literal<';'>, literal<'?'>, literal<'&'>, literal<'='>>> {};

// password       = *[ uchar | ";" | "?" | "&" | "=" ]
struct password : pegtl::star<pegtl::sor<uchar, literal<';'>, literal<'?'>, literal<'&'>, literal<'='>>> {};

// hostport       = host [ ":" port ]
struct hostport : pegtl::seq<host, pegtl::opt<literal<':'>, port>> {};

// login          = [ user [ ":" password ] "@" ] hostport
// user and password stop at the first ":" or "@", the only places the
// optional part can end, so PEG's greedy reading is the BNF's.
struct login
    : pegtl::seq<pegtl::opt<user, pegtl::opt<literal<':'>, password>, literal<'@'>>, hostport> {};

// urlpath        = *xchar    ; depends on protocol see section 3.1
struct urlpath : pegtl::star<xchar> {};

// ip-schemepart  = "//" login [ "/" urlpath ]
struct ip_schemepart : pegtl::seq<literal<'/', '/'>, login, pegtl::opt<literal<'/'>, urlpath>> {};

// clang-format on

}  // namespace urlbnf::rfc1738
