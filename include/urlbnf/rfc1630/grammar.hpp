// RFC 1630's two BNFs, every production as a PEGTL rule: the production
// lists in the order of their grammar/ files, and the table that names each
// rule after its production, with the section whose prose governs it.
#pragma once

#include <urlbnf/detail/type_list.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/generic.hpp>
#include <urlbnf/rfc1630/url.hpp>

namespace urlbnf::rfc1630 {

// grammar/rfc1630-generic.bnf as grammar/rfc1630-generic-errata.bnf reads it.
using generic_productions =
    tao::pegtl::type_list<generic::fragmentaddress, generic::uri, generic::scheme, generic::path, generic::search,
                          generic::fragmentid, generic::xalpha, generic::xalphas, generic::xpalpha, generic::xpalphas,
                          generic::ialpha, alpha, digit, generic::safe, extra, reserved, escape, hex, national,
                          punctuation, void_>;

// grammar/rfc1630-url.bnf as grammar/rfc1630-url-errata.bnf reads it, then
// what grammar/rfc1630-imports.bnf adds.
using url_productions = tao::pegtl::type_list<
    url::prefixedurl, url::url, url::scheme, url::httpaddress, url::ftpaddress, url::afsaddress, url::newsaddress,
    url::nntpaddress, url::midaddress, url::cidaddress, url::mailtoaddress, url::waisaddress, url::waisindex,
    url::waisdoc, url::wpath, url::groupart, url::group, url::article, url::database, url::wtype, url::prosperoaddress,
    url::prosperolink, url::hsoname, url::version, url::attributes, url::attribute, url::telnetaddress,
    url::gopheraddress, url::login, url::hostport, url::host, url::ftptype, url::formcode, url::cellname, url::hostname,
    url::hostnumber, url::port, url::gcommand, url::path, url::segment, url::search, url::user, url::password,
    url::fragmentid, url::gtype, url::alphanum2, url::xalpha, url::xalphas, url::xpalpha, url::xpalphas, url::ialpha,
    alpha, digit, url::safe, extra, reserved, escape, hex, national, punctuation, url::digits, url::alphanum,
    url::alphanums, void_, url::addr_spec, url::local_part, url::domain, url::sub_domain, url::domain_ref, url::word,
    url::atom, url::quoted_string, url::qtext, url::domain_literal, url::dtext, url::quoted_pair,
    url::content_identifier>;

// A production named by its rule's type, checked at compile time:
// accepts<url::httpaddress>(text) is accepts(text, "httpaddress") by the URL
// BNF. A rule of one BNF only is judged by that BNF whatever opts.grammar
// says; one of both (alpha, escape, ...), by opts.grammar.
template <typename Rule>
bool accepts(std::string_view input, const options& opts = {}, furthest_failure* failure = nullptr) noexcept {
  return accepts(
      input, rule_name{meta_of<Rule>.name},
      detail::options_for_rule<url_productions, generic_productions, Rule>(opts, grammar::url, grammar::generic),
      failure);
}

}  // namespace urlbnf::rfc1630

namespace urlbnf {

namespace rfc1630::reshaped {
inline constexpr std::string_view iteration = "Right recursion read as an iteration; the language is the BNF's.";
inline constexpr std::string_view path =
    "Right recursion read as an iteration (segments separated by \"/\", the last \"/\" maybe followed by the void "
    "path), with void tried last since it always matches.";
inline constexpr std::string_view article_xalphas =
    "Stops at the first \"@\" after which a host spans the rest of the article: xalphas and hostname both hold "
    "\"@\", and a greedy xalphas would take the host.";
inline constexpr std::string_view mailto_xalphas =
    "Stops at the first \"@\" followed by a letter: xalphas and hostname both hold \"@\", and a greedy xalphas "
    "would take the hostname, which in turn takes every xalpha after its letter.";
inline constexpr std::string_view before_version =
    "Within a prosperolink, stops before a final \"%00\" version [ attributes ], which the path would otherwise "
    "take as an escape and characters.";
}  // namespace rfc1630::reshaped

// clang-format off
namespace r1630 = rfc1630;
namespace s1630 = rfc1630::section;
namespace why1630 = rfc1630::reshaped;
namespace g1630 = rfc1630::generic;
namespace u1630 = rfc1630::url;

template <> inline constexpr production_meta meta_of<r1630::alpha>{"alpha", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<r1630::digit>{"digit", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<r1630::extra>{"extra", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<r1630::reserved>{"reserved", s1630::reserved, true};
template <> inline constexpr production_meta meta_of<r1630::hex>{"hex", s1630::encoding, true};
template <> inline constexpr production_meta meta_of<r1630::escape>{"escape", s1630::encoding, true};
template <> inline constexpr production_meta meta_of<r1630::national>{"national", s1630::unsafe, true};
template <> inline constexpr production_meta meta_of<r1630::punctuation>{"punctuation", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<r1630::void_>{"void", s1630::generic_bnf};

template <> inline constexpr production_meta meta_of<g1630::fragmentaddress>{"fragmentaddress", s1630::fragment_id};
template <> inline constexpr production_meta meta_of<g1630::uri>{"uri", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<g1630::scheme>{"scheme", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<g1630::path>{"path", s1630::uri_syntax, false, why1630::path};
template <> inline constexpr production_meta meta_of<g1630::search>{"search", s1630::reserved, false,
    "Right recursion read as an iteration: xalphas separated by \"+\" (no xalpha is a \"+\" in the generic BNF)."};
template <> inline constexpr production_meta meta_of<g1630::fragmentid>{"fragmentid", s1630::fragment_id};
template <> inline constexpr production_meta meta_of<g1630::xalpha>{"xalpha", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<g1630::xalphas>{"xalphas", s1630::generic_bnf, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<g1630::xpalpha>{"xpalpha", s1630::generic_bnf, true};
template <> inline constexpr production_meta meta_of<g1630::xpalphas>{"xpalphas", s1630::generic_bnf, false,
    "The RFC prints \"xpalpha [ xpalpha ]\"; read as \"xpalpha [ xpalphas ]\" (grammar/rfc1630-generic-errata.bnf), "
    "as an iteration."};
template <> inline constexpr production_meta meta_of<g1630::ialpha>{"ialpha", s1630::generic_bnf};
template <> inline constexpr production_meta meta_of<g1630::safe>{"safe", s1630::generic_bnf, true};

template <> inline constexpr production_meta meta_of<u1630::prefixedurl>{"prefixedurl", s1630::url_bnf};
template <> inline constexpr production_meta meta_of<u1630::url>{"url", s1630::url_bnf};
template <> inline constexpr production_meta meta_of<u1630::scheme>{"scheme", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::httpaddress>{"httpaddress", s1630::http};
template <> inline constexpr production_meta meta_of<u1630::ftpaddress>{"ftpaddress", s1630::ftp, false,
    "The RFC prints \"path [ ftptype ]\"; read as \"path [ ; t y p e = ftptype ]\" "
    "(grammar/rfc1630-url-errata.bnf), the suffix its \"Data type\" prose gives."};
template <> inline constexpr production_meta meta_of<u1630::afsaddress>{"afsaddress", s1630::url_bnf};
template <> inline constexpr production_meta meta_of<u1630::newsaddress>{"newsaddress", s1630::news};
template <> inline constexpr production_meta meta_of<u1630::nntpaddress>{"nntpaddress", s1630::nntp};
template <> inline constexpr production_meta meta_of<u1630::midaddress>{"midaddress", s1630::message_id};
template <> inline constexpr production_meta meta_of<u1630::cidaddress>{"cidaddress", s1630::content_id};
template <> inline constexpr production_meta meta_of<u1630::mailtoaddress>{"mailtoaddress", s1630::mailto, false,
    why1630::mailto_xalphas};
template <> inline constexpr production_meta meta_of<u1630::waisaddress>{"waisaddress", s1630::wais, false,
    "Reordered to waisdoc | waisindex: every waisdoc begins with a waisindex, and an ordered choice keeps the first "
    "match."};
template <> inline constexpr production_meta meta_of<u1630::waisindex>{"waisindex", s1630::wais};
template <> inline constexpr production_meta meta_of<u1630::waisdoc>{"waisdoc", s1630::wais};
template <> inline constexpr production_meta meta_of<u1630::wpath>{"wpath", s1630::wais, false, why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::groupart>{"groupart", s1630::news, false,
    "Reordered to article | * | group: \"*\" and a group can both begin an article, and an ordered choice keeps the "
    "first match."};
template <> inline constexpr production_meta meta_of<u1630::group>{"group", s1630::news, false,
    "Every \".\" is an xalpha (safe has it), so ialpha takes it and \". group\" never follows: read as ialpha, the "
    "same language."};
template <> inline constexpr production_meta meta_of<u1630::article>{"article", s1630::news, false,
    why1630::article_xalphas};
template <> inline constexpr production_meta meta_of<u1630::database>{"database", s1630::wais};
template <> inline constexpr production_meta meta_of<u1630::wtype>{"wtype", s1630::wais};
template <> inline constexpr production_meta meta_of<u1630::prosperoaddress>{"prosperoaddress", s1630::prospero};
template <> inline constexpr production_meta meta_of<u1630::prosperolink>{"prosperolink", s1630::prospero, false,
    why1630::before_version};
template <> inline constexpr production_meta meta_of<u1630::hsoname>{"hsoname", s1630::prospero};
template <> inline constexpr production_meta meta_of<u1630::version>{"version", s1630::prospero};
template <> inline constexpr production_meta meta_of<u1630::attributes>{"attributes", s1630::prospero, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::attribute>{"attribute", s1630::prospero};
template <> inline constexpr production_meta meta_of<u1630::telnetaddress>{"telnetaddress", s1630::telnet};
template <> inline constexpr production_meta meta_of<u1630::gopheraddress>{"gopheraddress", s1630::gopher};
template <> inline constexpr production_meta meta_of<u1630::login>{"login", s1630::ftp, false,
    "The user part is kept only when the hostport after its \"@\" ends the login: a hostname may hold \"@\" "
    "(\"u@1.2.3.4x\" is a hostname)."};
template <> inline constexpr production_meta meta_of<u1630::hostport>{"hostport", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::host>{"host", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::ftptype>{"ftptype", s1630::ftp};
template <> inline constexpr production_meta meta_of<u1630::formcode>{"formcode", s1630::ftp};
template <> inline constexpr production_meta meta_of<u1630::cellname>{"cellname", s1630::url_bnf};
template <> inline constexpr production_meta meta_of<u1630::hostname>{"hostname", s1630::uri_syntax, false,
    "Every \".\" is an xalpha (safe has it), so ialpha takes it and \". hostname\" never follows: read as ialpha, "
    "the same language."};
template <> inline constexpr production_meta meta_of<u1630::hostnumber>{"hostnumber", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::port>{"port", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::gcommand>{"gcommand", s1630::gopher};
template <> inline constexpr production_meta meta_of<u1630::path>{"path", s1630::uri_syntax, false, why1630::path};
template <> inline constexpr production_meta meta_of<u1630::segment>{"segment", s1630::uri_syntax};
template <> inline constexpr production_meta meta_of<u1630::search>{"search", s1630::reserved, false,
    "Every \"+\" is an xalpha (safe has it), so xalphas takes it and \"+ search\" never follows: read as xalphas, "
    "the same language."};
template <> inline constexpr production_meta meta_of<u1630::user>{"user", s1630::ftp, false, why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::password>{"password", s1630::ftp, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::fragmentid>{"fragmentid", s1630::fragment_id};
template <> inline constexpr production_meta meta_of<u1630::gtype>{"gtype", s1630::gopher};
template <> inline constexpr production_meta meta_of<u1630::alphanum2>{"alphanum2", s1630::url_bnf, true};
template <> inline constexpr production_meta meta_of<u1630::xalpha>{"xalpha", s1630::url_bnf, true};
template <> inline constexpr production_meta meta_of<u1630::xalphas>{"xalphas", s1630::url_bnf, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::xpalpha>{"xpalpha", s1630::url_bnf, true};
template <> inline constexpr production_meta meta_of<u1630::xpalphas>{"xpalphas", s1630::url_bnf, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::ialpha>{"ialpha", s1630::url_bnf};
template <> inline constexpr production_meta meta_of<u1630::safe>{"safe", s1630::url_bnf, true,
    "The RFC lists \"-\" twice and adds \"+\" to the generic BNF's set; read as the set listed, so every xalpha "
    "may be a \"+\"."};
template <> inline constexpr production_meta meta_of<u1630::digits>{"digits", s1630::url_bnf, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::alphanum>{"alphanum", s1630::url_bnf, true};
template <> inline constexpr production_meta meta_of<u1630::alphanums>{"alphanums", s1630::url_bnf, false,
    why1630::iteration};
template <> inline constexpr production_meta meta_of<u1630::addr_spec>{"addr-spec", s1630::rfc822_address};
template <> inline constexpr production_meta meta_of<u1630::local_part>{"local-part", s1630::rfc822_address};
template <> inline constexpr production_meta meta_of<u1630::domain>{"domain", s1630::rfc822_address};
template <> inline constexpr production_meta meta_of<u1630::sub_domain>{"sub-domain", s1630::rfc822_address};
template <> inline constexpr production_meta meta_of<u1630::domain_ref>{"domain-ref", s1630::rfc822_address};
template <> inline constexpr production_meta meta_of<u1630::word>{"word", s1630::rfc822_lexical};
template <> inline constexpr production_meta meta_of<u1630::atom>{"atom", s1630::rfc822_lexical};
template <> inline constexpr production_meta meta_of<u1630::quoted_string>{"quoted-string", s1630::rfc822_lexical};
template <> inline constexpr production_meta meta_of<u1630::qtext>{"qtext", s1630::rfc822_lexical, true};
template <> inline constexpr production_meta meta_of<u1630::domain_literal>{"domain-literal", s1630::rfc822_lexical};
template <> inline constexpr production_meta meta_of<u1630::dtext>{"dtext", s1630::rfc822_lexical, true};
template <> inline constexpr production_meta meta_of<u1630::quoted_pair>{"quoted-pair", s1630::rfc822_lexical, true};
template <> inline constexpr production_meta meta_of<u1630::content_identifier>{"content-identifier",
    s1630::content_id};

// Rules that stand for a production within one context, named after it.
template <> inline constexpr production_meta meta_of<u1630::article_xalphas>{"xalphas", s1630::news, false,
    why1630::article_xalphas};
template <> inline constexpr production_meta meta_of<u1630::mailto_xalphas>{"xalphas", s1630::mailto, false,
    why1630::mailto_xalphas};
template <> inline constexpr production_meta meta_of<u1630::xpalphas_before_version>{"xpalphas", s1630::prospero, false,
    why1630::before_version};
template <> inline constexpr production_meta meta_of<u1630::segment_before_version>{"segment", s1630::prospero, false,
    why1630::before_version};
template <> inline constexpr production_meta meta_of<u1630::path_before_version>{"path", s1630::prospero, false,
    why1630::before_version};
template <> inline constexpr production_meta meta_of<u1630::hsoname_before_version>{"hsoname", s1630::prospero, false,
    why1630::before_version};
// clang-format on

}  // namespace urlbnf
