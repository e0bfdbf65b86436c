// The typed syntax tree of an RFC 2396 URI reference. Fields are named
// after the productions; every one is a view into the parsed input, which
// must outlive the tree. Absent (std::nullopt) is not empty: "http://h?"
// has an empty query, "http://h" none.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/params.hpp>
#include <urlbnf/port.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/text.hpp>
#include <vector>

namespace urlbnf::rfc2396::ast {

// host = hostname | IPv4address | IPv6reference (the last from RFC 2732)
enum class host_kind { hostname, IPv4address, IPv6reference };

// server = [ [ userinfo "@" ] hostport ];  hostport = host [ ":" port ]
// An empty server has no host.
struct server {
  std::optional<text> userinfo;
  std::optional<text> host;
  host_kind kind = host_kind::hostname;
  std::optional<text> port;

  // The port as a number (urlbnf/port.hpp); absent when there is no ":".
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return port ? std::optional<urlbnf::port_number>(urlbnf::port_number::of(port->raw)) : std::nullopt;
  }
};

// Which reading of an authority was taken, and why; the values are stable.
enum class authority_reading {
  server,               // the text is a server and no reg_name
  server_and_reg_name,  // both; Section 3.2 reads it as a server
  reg_name,             // not a server: a registry-based authority
};

// The reading's name, as JSON output spells it ("server_and_reg_name").
std::string_view name_of(authority_reading r) noexcept;
// Why the reading was taken, in words, citing RFC 2396's sections.
std::string_view explanation(authority_reading r) noexcept;

// authority = server | reg_name
// Both readings can parse the same text ("example.com" is a hostname and a
// reg_name); `server` is set when the server-based reading was taken,
// `reg_name` otherwise, and `reading` says why.
struct authority {
  text raw;
  std::optional<ast::server> server;
  std::optional<text> reg_name;
  authority_reading reading = authority_reading::server;
};

// segment = *pchar *( ";" param ): its params, read as they are iterated.
struct segment {
  text raw;
  text_list params;
};

// A segment and its params from the segment's text: pchar holds no ";".
segment segment_of(const text& raw);

// path_segments = segment *( "/" segment ): pchar holds no "/".
using segment_list = split_list<segment>;

// A URI reference: URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//   absoluteURI = scheme ":" ( hier_part | opaque_part )
//   relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
//   hier_part   = ( net_path | abs_path ) [ "?" query ]
//   net_path    = "//" authority [ abs_path ];  rel_path = rel_segment [ abs_path ]
struct uri_reference {
  judgement verdict;
  std::optional<text> absoluteURI;
  std::optional<text> relativeURI;
  std::optional<text> scheme;
  std::optional<text> opaque_part;
  std::optional<text> net_path;
  std::optional<ast::authority> authority;
  std::optional<text> abs_path;
  std::optional<text> rel_path;
  std::optional<text> rel_segment;
  // The segments of the abs_path (path_segments), after the rel_segment
  // when there is one; read as they are iterated.
  segment_list segments;
  std::optional<text> query;
  std::optional<text> fragment;

  // The server's port as a number; absent when there is no port (a
  // reg_name authority has none).
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return authority && authority->server ? authority->server->port_number() : std::nullopt;
  }
  // The query's key=value pairs (urlbnf/params.hpp); none without a query.
  [[nodiscard]] params_view params(params_options opts = {}) const noexcept { return params_view(query, opts); }
};

// The tree of `input` by URI-reference; with a rejection, only `verdict`.
// parse_uri_reference() says which it is in its type.
uri_reference parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc2396::ast

namespace urlbnf::rfc2396 {

// The tree of `input` by a production, or why the input is not in its
// language: result::error() is the diagnostic check() gives, worked out
// when it is first read. The tree's fields are views into `input`, which
// must outlive it; on valid input nothing is allocated.
//   URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]  (Section 4)
result<ast::uri_reference> parse_uri_reference(std::string_view input, const options& opts = {});
//   absoluteURI = scheme ":" ( hier_part | opaque_part )  (Section 3; no fragment)
result<ast::uri_reference> parse_absolute_uri(std::string_view input, const options& opts = {});
//   relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]  (Section 5; no fragment)
result<ast::uri_reference> parse_relative_uri(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc2396
