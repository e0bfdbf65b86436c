// RFC 1738 Section 5, every production as a PEGTL rule, and the table that
// names each rule after its production.
#pragma once

#include <urlbnf/detail/type_list.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/url.hpp>

namespace urlbnf::rfc1738 {

// Every production of Section 5, in the RFC's order.
using productions =
    tao::pegtl::type_list<genericurl, url, otherurl, scheme, schemepart, ip_schemepart, login, hostport, host, hostname,
                          domainlabel, toplabel, alphadigit, hostnumber, port, user, password, urlpath, ftpurl, fpath,
                          fsegment, ftptype, fileurl, httpurl, hpath, hsegment, search, gopherurl, gtype, selector,
                          gopher_plus_string, mailtourl, encoded822addr, newsurl, grouppart, group, article, nntpurl,
                          telneturl, waisurl, waisdatabase, waisindex, waisdoc, database, wtype, wpath, prosperourl,
                          ppath, psegment, fieldspec, fieldname, fieldvalue, lowalpha, hialpha, alpha, digit, safe,
                          extra, national, punctuation, reserved, hex, escape, unreserved, uchar, xchar, digits>;

// A production named by its rule's type, checked at compile time:
// accepts<httpurl>(text) is accepts(text, "httpurl").
template <typename Rule>
bool accepts(std::string_view input, const options& opts = {}, furthest_failure* failure = nullptr) noexcept {
  static_assert(detail::contains_v<productions, Rule>, "not a production of RFC 1738");
  return accepts(input, rule_name{meta_of<Rule>.name}, opts, failure);
}

}  // namespace urlbnf::rfc1738

namespace urlbnf {

// clang-format off
namespace g = rfc1738;
template <> inline constexpr production_meta meta_of<g::genericurl>{"genericurl", "2.1"};
template <> inline constexpr production_meta meta_of<g::url>{"url", "5", false, "each alternative is taken only when it spans the whole input, since a scheme's production can match just the front of a URL that is only an otherurl (\"http://u@h/\"); otherurl, last, accepts every genericurl, so the union is the BNF's"};
template <> inline constexpr production_meta meta_of<g::otherurl>{"otherurl", "4"};
template <> inline constexpr production_meta meta_of<g::scheme>{"scheme", "2.1", false, "as written, plus upper case letters under --fold-scheme-case only (Section 2.1 asks interpreters to ignore case in scheme names)"};
template <> inline constexpr production_meta meta_of<g::schemepart>{"schemepart", "2.1", false, "reordered with a lookahead: in PEG *xchar would always win and ip-schemepart never be seen, so ip-schemepart is tried first and kept only when it covers the whole schemepart; the language is *xchar either way"};
template <> inline constexpr production_meta meta_of<g::ip_schemepart>{"ip-schemepart", "3.1"};
template <> inline constexpr production_meta meta_of<g::login>{"login", "3.1"};
template <> inline constexpr production_meta meta_of<g::hostport>{"hostport", "3.1"};
template <> inline constexpr production_meta meta_of<g::host>{"host", "3.1"};
template <> inline constexpr production_meta meta_of<g::hostname>{"hostname", "3.1", false, "an iteration of *( domainlabel \".\" ) is taken only when a label follows its dot, so the greedy star never eats a dot after the last label and the rule matches the longest hostname at the front of its input"};
template <> inline constexpr production_meta meta_of<g::domainlabel>{"domainlabel", "3.1", false, "ordered choice would stop after the first alphadigit; alphadigit then (hyphens, alphadigit) repeated is the same language, matched greedily"};
template <> inline constexpr production_meta meta_of<g::toplabel>{"toplabel", "3.1", false, "ordered choice would stop after the first alpha; alpha then (hyphens, alphadigit) repeated is the same language, matched greedily"};
template <> inline constexpr production_meta meta_of<g::alphadigit>{"alphadigit", "3.1", true};
template <> inline constexpr production_meta meta_of<g::hostnumber>{"hostnumber", "3.1"};
template <> inline constexpr production_meta meta_of<g::port>{"port", "3.1"};
template <> inline constexpr production_meta meta_of<g::user>{"user", "3.1"};
template <> inline constexpr production_meta meta_of<g::password>{"password", "3.1"};
template <> inline constexpr production_meta meta_of<g::urlpath>{"urlpath", "3.1"};
template <> inline constexpr production_meta meta_of<g::ftpurl>{"ftpurl", "3.2"};
template <> inline constexpr production_meta meta_of<g::fpath>{"fpath", "3.2.2"};
template <> inline constexpr production_meta meta_of<g::fsegment>{"fsegment", "3.2.2"};
template <> inline constexpr production_meta meta_of<g::ftptype>{"ftptype", "3.2.2"};
template <> inline constexpr production_meta meta_of<g::fileurl>{"fileurl", "3.10"};
template <> inline constexpr production_meta meta_of<g::httpurl>{"httpurl", "3.3"};
template <> inline constexpr production_meta meta_of<g::hpath>{"hpath", "3.3"};
template <> inline constexpr production_meta meta_of<g::hsegment>{"hsegment", "3.3"};
template <> inline constexpr production_meta meta_of<g::search>{"search", "3.3"};
template <> inline constexpr production_meta meta_of<g::gopherurl>{"gopherurl", "3.4", false, "what follows gtype is split at the first \"%09\" into selector, search and gopher+_string (Section 3.4.1: a selector holds no tab) when that split covers the rest of the URL, and is otherwise one selector holding the \"%09\", the BNF's only reading; the language is the BNF's"};
template <> inline constexpr production_meta meta_of<g::gtype>{"gtype", "3.4"};
template <> inline constexpr production_meta meta_of<g::selector>{"selector", "3.4"};
template <> inline constexpr production_meta meta_of<g::gopher_plus_string>{"gopher+_string", "3.4.3"};
template <> inline constexpr production_meta meta_of<g::mailtourl>{"mailtourl", "3.5"};
template <> inline constexpr production_meta meta_of<g::encoded822addr>{"encoded822addr", "3.5"};
template <> inline constexpr production_meta meta_of<g::newsurl>{"newsurl", "3.6"};
template <> inline constexpr production_meta meta_of<g::grouppart>{"grouppart", "3.6", false, "reordered: \"*\" and a group can both be the front of an article (\"*@host\", \"comp.x@host\") and PEG would commit to the shorter match, so article, which alone holds an \"@\", is tried first"};
template <> inline constexpr production_meta meta_of<g::group>{"group", "3.6"};
template <> inline constexpr production_meta meta_of<g::article>{"article", "3.6"};
template <> inline constexpr production_meta meta_of<g::nntpurl>{"nntpurl", "3.7"};
template <> inline constexpr production_meta meta_of<g::telneturl>{"telneturl", "3.8"};
template <> inline constexpr production_meta meta_of<g::waisurl>{"waisurl", "3.9", false, "reordered longest first: a waisdatabase is the front of every waisindex and waisdoc, and PEG would commit to it"};
template <> inline constexpr production_meta meta_of<g::waisdatabase>{"waisdatabase", "3.9"};
template <> inline constexpr production_meta meta_of<g::waisindex>{"waisindex", "3.9"};
template <> inline constexpr production_meta meta_of<g::waisdoc>{"waisdoc", "3.9"};
template <> inline constexpr production_meta meta_of<g::database>{"database", "3.9"};
template <> inline constexpr production_meta meta_of<g::wtype>{"wtype", "3.9"};
template <> inline constexpr production_meta meta_of<g::wpath>{"wpath", "3.9"};
template <> inline constexpr production_meta meta_of<g::prosperourl>{"prosperourl", "3.11"};
template <> inline constexpr production_meta meta_of<g::ppath>{"ppath", "3.11"};
template <> inline constexpr production_meta meta_of<g::psegment>{"psegment", "3.11"};
template <> inline constexpr production_meta meta_of<g::fieldspec>{"fieldspec", "3.11"};
template <> inline constexpr production_meta meta_of<g::fieldname>{"fieldname", "3.11"};
template <> inline constexpr production_meta meta_of<g::fieldvalue>{"fieldvalue", "3.11"};
template <> inline constexpr production_meta meta_of<g::lowalpha>{"lowalpha", "2.2", true};
template <> inline constexpr production_meta meta_of<g::hialpha>{"hialpha", "2.2", true};
template <> inline constexpr production_meta meta_of<g::alpha>{"alpha", "2.2", true};
template <> inline constexpr production_meta meta_of<g::digit>{"digit", "2.2", true};
template <> inline constexpr production_meta meta_of<g::safe>{"safe", "2.2", true};
template <> inline constexpr production_meta meta_of<g::extra>{"extra", "2.2", true};
template <> inline constexpr production_meta meta_of<g::national>{"national", "2.2", true};
template <> inline constexpr production_meta meta_of<g::punctuation>{"punctuation", "2.2", true};
template <> inline constexpr production_meta meta_of<g::reserved>{"reserved", "2.2", true};
template <> inline constexpr production_meta meta_of<g::hex>{"hex", "2.2", true};
template <> inline constexpr production_meta meta_of<g::escape>{"escape", "2.2", true};
template <> inline constexpr production_meta meta_of<g::unreserved>{"unreserved", "2.2", true};
template <> inline constexpr production_meta meta_of<g::uchar>{"uchar", "2.2", true};
template <> inline constexpr production_meta meta_of<g::xchar>{"xchar", "2.2", true};
template <> inline constexpr production_meta meta_of<g::digits>{"digits", "2.2"};
// The tab-delimited pieces of a gopher path are the selector and search of
// the BNF, split where Section 3.4 splits them.
template <> inline constexpr production_meta meta_of<g::selector_before_tab>{"selector", "3.4"};
template <> inline constexpr production_meta meta_of<g::search_before_tab>{"search", "3.4"};
// clang-format on

}  // namespace urlbnf
