// The typed syntax tree of an RFC 1630 URL: one type per address production
// of the URL BNF ("BNF for specific URL schemes"), and the generic BNF's
// fragmentaddress ("BNF of Generic URI Syntax"), fields named after the
// productions. Every field is a view into the parsed input, which must
// outlive the tree. An absent component is std::nullopt, which is not the
// same as an empty one ("http://h/" has a void path, "http://h" none).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/text.hpp>
#include <variant>
#include <vector>

namespace urlbnf::rfc1630::ast {

// host  hostname | hostnumber
enum class host_kind { hostname, hostnumber };

// hostport  host [ : port ]
struct hostport {
  text host;
  host_kind kind = host_kind::hostname;
  std::optional<text> port;
};

// login  [ user [ : password ] @ ] hostport
struct login {
  std::optional<text> user;
  std::optional<text> password;
  ast::hostport hostport;
};

// path  void | segment [ / path ] (URL BNF), void | xpalphas [ / path ]
// (generic BNF): the segments (segment, or xpalphas) in order. A void path
// has none; a path ending in "/" ends in a void path, which raw shows.
struct path {
  text raw;
  // Read as they are iterated: no segment holds a "/", and neither path
  // begins with one or holds "//".
  text_list segments;
};

// A path and its segments from the path's text.
path path_of(const text& raw);

// search  xalphas [ + search ]
// "Within the query string, the plus sign is reserved as shorthand notation
// for a space" ("Reserved characters", QUERY STRINGS).
struct search {
  text raw;
  // The words the search stands for: split on "+", each %-decoded.
  [[nodiscard]] std::vector<std::string> words() const { return search_words(raw.raw); }
};

// httpaddress  h t t p : / / hostport [ / path ] [ ? search ]
struct httpaddress {
  ast::hostport hostport;
  std::optional<ast::path> path;
  std::optional<ast::search> search;
};

// ftptype  A formcode | E formcode | I | L digits
// RFC 959's TYPE argument with its space omitted ("Data type").
struct ftptype {
  text raw;
  std::optional<text> formcode;  // N, T or C, after A or E
  std::optional<text> digits;    // the byte size, after L
};

// ftpaddress  f t p : / / login / path [ ; t y p e = ftptype ]
// (grammar/rfc1630-url-errata.bnf)
struct ftpaddress {
  ast::login login;
  ast::path path;
  std::optional<ast::ftptype> ftptype;
  // "Data type": the suffix "/" asks for the FTP directory list commands.
  [[nodiscard]] bool directory_listing() const {
    return !ftptype && (path.raw.raw.empty() || path.raw.raw.back() == '/');
  }
};

// article  xalphas @ host
struct article {
  text raw;
  text xalphas;
  text host;
  host_kind kind = host_kind::hostname;
};

// newsaddress  n e w s : groupart;  groupart  * | group | article
// A "*" groupart is neither a group nor an article.
struct newsaddress {
  text groupart;
  std::optional<text> group;
  std::optional<ast::article> article;
};

// nntpaddress  n n t p : group / digits
struct nntpaddress {
  text group;
  text digits;
};

// addr-spec = local-part "@" domain (RFC 822 Section 6.1)
struct addr_spec {
  text raw;
  text local_part;
  text domain;
};

// midaddress  m i d : addr-spec
struct midaddress {
  ast::addr_spec addr_spec;
};

// cidaddress  c i d : content-identifier;  content-identifier = addr-spec
struct cidaddress {
  text content_identifier;
  ast::addr_spec addr_spec;
};

// mailtoaddress  m a i l t o : xalphas @ hostname
struct mailtoaddress {
  text xalphas;
  text hostname;
};

// waisindex  w a i s : / / hostport / database [ ? search ]
struct waisindex {
  ast::hostport hostport;
  text database;
  std::optional<ast::search> search;
};

// One field of a wpath, "digits = path ;": "the identifier field number is
// the digits before the equals sign, and the field contents follow" ("WAIS").
struct wpath_field {
  text digits;
  ast::path path;
};

// A wpath field from its text before the ";": digits hold no "=", nor a
// path a ";".
wpath_field wpath_field_of(const text& raw);

// wpath  digits = path ; [ wpath ]
struct wpath {
  text raw;
  // Read as they are iterated: each field ends at its ";".
  split_list<wpath_field> fields;
};

// waisdoc  w a i s : / / hostport / database / wtype / wpath
struct waisdoc {
  ast::hostport hostport;
  text database;
  text wtype;
  ast::wpath wpath;
};

// attributes  attribute [ attributes ];  attribute  alphanums
// An attribute takes every alphanum, so attributes hold exactly one.
struct attributes {
  text raw;
  text attribute;
};

// prosperolink  p r o s p e r o : / / hostport / hsoname [ % 0 0 version
//               [ attributes ] ];  hsoname  path
struct prosperolink {
  ast::hostport hostport;
  ast::path hsoname;
  std::optional<text> version;
  std::optional<ast::attributes> attributes;
};

// telnetaddress  t e l n e t : / / login
struct telnetaddress {
  ast::login login;
};

// gopheraddress  g o p h e r : / / hostport [ / gtype [ gcommand ] ]
struct gopheraddress {
  ast::hostport hostport;
  std::optional<text> gtype;
  // Present, maybe void, whenever gtype is: a gcommand is a path, and a path
  // may be void.
  std::optional<text> gcommand;
  // "Gopher": when the encoded command string would be void, the gopher type
  // character may be omitted and "1" (ASCII 31 hex) is assumed.
  [[nodiscard]] std::string type() const { return gtype ? gtype->decoded() : "1"; }
};

// The address productions of url (waisaddress as the waisindex or waisdoc
// it is, prosperoaddress as its prosperolink).
using address = std::variant<httpaddress, ftpaddress, newsaddress, nntpaddress, prosperolink, telnetaddress,
                             gopheraddress, waisindex, waisdoc, mailtoaddress, midaddress, cidaddress>;

// The production an address is named after ("httpaddress", "waisdoc", ...).
std::string_view production_of(const address& a);

// fragmentaddress  uri [ # fragmentid ];  uri  scheme : path [ ? search ]
// (generic BNF)
struct fragmentaddress {
  text uri;
  text scheme;
  ast::path path;
  std::optional<ast::search> search;
  std::optional<text> fragmentid;
};

// A URL as RFC 1630 reads it. With the URL BNF (options::grammar url): the
// verdict of url, or of prefixedurl when the input starts with "url:"
// (whose span is `prefix`); the scheme's address production when the URL
// BNF accepts what follows the prefix; and the generic BNF's reading of it
// when the generic BNF accepts it (the only reading of a scheme the prose
// names without a production, which verdict.note reports). With the generic
// BNF: its verdict and reading alone, and no prefix.
struct url {
  judgement verdict;
  std::optional<text> prefix;
  std::optional<text> scheme;
  std::optional<address> specific;
  std::optional<ast::fragmentaddress> generic;
};

url parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc1630::ast

namespace urlbnf::rfc1630 {

// The tree of `input` by url, or fragmentaddress with grammar::generic, as check()
// judges them, or why there is none: result::error() is
// check()'s diagnostic, worked out when it is first read. The tree's fields
// are views into `input`, which must outlive it.
inline result<ast::url> parse_url(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc1630
