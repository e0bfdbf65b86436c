// The typed syntax tree of an RFC 1738 URL: one type per scheme production,
// fields named after the productions. Every field is a view into the parsed
// input, which must outlive the tree. An absent component is std::nullopt,
// which is not the same as an empty one (Section 3.1: "ftp://@host.com/"
// has an empty user name, "ftp://host.com/" none).
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/text.hpp>
#include <variant>
#include <vector>

namespace urlbnf::rfc1738::ast {

// host = hostname | hostnumber
enum class host_kind { hostname, hostnumber };

// hostport = host [ ":" port ]
struct hostport {
  text host;
  host_kind kind = host_kind::hostname;
  std::optional<text> port;
};

// login = [ user [ ":" password ] "@" ] hostport
struct login {
  std::optional<text> user;
  std::optional<text> password;
  ast::hostport hostport;
};

// A "/"-separated path (fpath, hpath, ppath) and its segments
// (fsegment, hsegment, psegment).
// The segments are read as they are iterated: no segment holds a "/".
struct path {
  text raw;
  text_list segments;
};

// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
struct ftpurl {
  ast::login login;
  std::optional<path> fpath;
  std::optional<text> ftptype;
};

// fileurl = "file://" [ host | "localhost" ] "/" fpath
struct fileurl {
  std::optional<text> host;
  path fpath;
  // Section 3.10: an empty host or "localhost" is "the machine from which
  // the URL is being interpreted".
  [[nodiscard]] bool names_local_machine() const { return !host || host->raw == "localhost"; }
};

// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
struct httpurl {
  ast::hostport hostport;
  std::optional<path> hpath;
  std::optional<text> search;
};

// gopherurl = "gopher://" hostport [ / [ gtype [ selector
//             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
struct gopherurl {
  ast::hostport hostport;
  std::optional<text> gtype;
  std::optional<text> selector;
  std::optional<text> search;
  std::optional<text> gopher_plus_string;
  // Section 3.4.1: the type defaults to "1" when the gopher path is empty.
  [[nodiscard]] std::string type() const { return gtype ? gtype->decoded() : "1"; }
};

// mailtourl = "mailto:" encoded822addr
struct mailtourl {
  text encoded822addr;
};

// newsurl = "news:" grouppart;  grouppart = "*" | group | article
struct newsurl {
  text grouppart;
  std::optional<text> group;
  std::optional<text> article;
  // Section 3.6: "news:*" refers to all available news groups.
  [[nodiscard]] bool all_groups() const { return grouppart.raw == "*"; }
};

// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
struct nntpurl {
  ast::hostport hostport;
  text group;
  std::optional<text> digits;
};

// telneturl = "telnet://" login [ "/" ]
struct telneturl {
  ast::login login;
};

// waisurl = waisdatabase | waisindex | waisdoc
struct waisurl {
  enum class form { waisdatabase, waisindex, waisdoc };
  form kind = form::waisdatabase;
  ast::hostport hostport;
  text database;
  std::optional<text> search;
  std::optional<text> wtype;
  std::optional<text> wpath;
};

// fieldspec = ";" fieldname "=" fieldvalue
struct fieldspec {
  text fieldname;
  text fieldvalue;
};

// A fieldspec from its text after the ";": fieldname and fieldvalue hold
// neither ";" nor "=".
fieldspec fieldspec_of(const text& raw);

// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
struct prosperourl {
  ast::hostport hostport;
  path ppath;
  // Read as they are iterated.
  split_list<fieldspec> fieldspecs;
};

// ip-schemepart = "//" login [ "/" urlpath ]
struct ip_schemepart {
  ast::login login;
  std::optional<text> urlpath;
};

// genericurl = scheme ":" schemepart
struct genericurl {
  text scheme;
  text schemepart;
  std::optional<ast::ip_schemepart> ip_schemepart;
};

using scheme_url =
    std::variant<ftpurl, fileurl, httpurl, gopherurl, mailtourl, newsurl, nntpurl, telneturl, waisurl, prosperourl>;

// A URL as RFC 1738 reads it: the verdict, the scheme's own production when
// the scheme is one of RFC 1738's and the URL matches it, and the generic
// reading whenever the URL is a genericurl.
struct url {
  judgement verdict;
  std::optional<text> scheme;
  std::optional<scheme_url> specific;
  std::optional<ast::genericurl> generic;
};

url parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc1738::ast

namespace urlbnf::rfc1738 {

// The tree of `input` by the scheme reading of url, as check() judges it: a URL of one of
// RFC 1738's schemes by its scheme's production, any other as otherurl, or why there is none: result::error() is
// check()'s diagnostic, worked out when it is first read. The tree's fields
// are views into `input`, which must outlive it.
inline result<ast::url> parse_url(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc1738
