// RFC 1738 Sections 2.1 and 5: the generic form of a URL and the union of
// the predefined schemes.
#pragma once

#include <urlbnf/rfc1738/file.hpp>
#include <urlbnf/rfc1738/ftp.hpp>
#include <urlbnf/rfc1738/gopher.hpp>
#include <urlbnf/rfc1738/http.hpp>
#include <urlbnf/rfc1738/mailto.hpp>
#include <urlbnf/rfc1738/news.hpp>
#include <urlbnf/rfc1738/nntp.hpp>
#include <urlbnf/rfc1738/prospero.hpp>
#include <urlbnf/rfc1738/telnet.hpp>
#include <urlbnf/rfc1738/wais.hpp>

namespace urlbnf::rfc1738 {

// clang-format off

// ; the scheme is in lower case; interpreters should use case-ignore
// scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
// Upper case letters are accepted only when the input folds scheme case
// (Section 2.1: "programs interpreting URLs should treat upper case
// letters as equivalent to lower case in scheme names").
struct scheme
    : pegtl::plus<pegtl::sor<lowalpha, digit, literal<'+'>, literal<'-'>, literal<'.'>,
                             pegtl::seq<scheme_case_folding, hialpha>>> {};

// schemepart     = *xchar | ip-schemepart
// Every ip-schemepart is also *xchar, so the language is *xchar; but in PEG
// the first alternative always wins and ip-schemepart would never be seen.
// It is tried first, and taken only when it covers the whole schemepart.
struct schemepart : pegtl::sor<pegtl::seq<ip_schemepart, pegtl::not_at<xchar>>, pegtl::star<xchar>> {};

// genericurl     = scheme ":" schemepart
struct genericurl : pegtl::seq<scheme, literal<':'>, schemepart> {};

// otherurl       = genericurl
// (A seq, not a subclass, keeps genericurl a node of the derivation tree.)
struct otherurl : pegtl::seq<genericurl> {};

// url            = httpurl | ftpurl | newsurl |
//                  nntpurl | telneturl | gopherurl |
//                  waisurl | mailtourl | fileurl |
//                  prosperourl | otherurl
// Each alternative must span the whole input to be chosen: "http://u@h/"
// starts like an httpurl ("http://u") but is only an otherurl. Since
// otherurl accepts every genericurl, this is the BNF's language; urlbnf's
// default judgement is stricter (see validate.hpp: a URL of a predefined
// scheme must match that scheme's production).
struct url
    : pegtl::sor<pegtl::seq<httpurl, pegtl::eof>, pegtl::seq<ftpurl, pegtl::eof>,
                 pegtl::seq<newsurl, pegtl::eof>, pegtl::seq<nntpurl, pegtl::eof>,
                 pegtl::seq<telneturl, pegtl::eof>, pegtl::seq<gopherurl, pegtl::eof>,
                 pegtl::seq<waisurl, pegtl::eof>, pegtl::seq<mailtourl, pegtl::eof>,
                 pegtl::seq<fileurl, pegtl::eof>, pegtl::seq<prosperourl, pegtl::eof>, otherurl> {};

// clang-format on

}  // namespace urlbnf::rfc1738
