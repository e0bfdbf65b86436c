// The typed syntax tree of an RFC 3986 URI reference. Fields are named
// after the productions; every one is a view into the parsed input, which
// must outlive the tree. Absent (std::nullopt) is not empty: "http://h?"
// has an empty query, "http://h" none; "http://@h" an empty userinfo.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/params.hpp>
#include <urlbnf/port.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc3986::ast {

// host = IP-literal / IPv4address / reg-name, the first that spans the
// host (Section 3.2.2: "1.2.3.4" is an IPv4address, "1.2.3.4.example" a
// reg-name).
enum class host_kind { IP_literal, IPv4address, reg_name };

// The production's name as Appendix A spells it ("IP-literal").
constexpr std::string_view name_of(host_kind k) noexcept {
  constexpr std::string_view names[] = {"IP-literal", "IPv4address", "reg-name"};
  return names[static_cast<int>(k)];
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]"; with RFC 6874,
// "[" ( IPv6address / IPv6addrz / IPvFuture ) "]", IPv6addrz =
// IPv6address "%25" ZoneID.
struct host {
  text raw;
  host_kind kind = host_kind::reg_name;
  std::optional<text> IPv6address;
  std::optional<text> ZoneID;  // RFC 6874 only; its "%25" is not part of it
  std::optional<text> IPvFuture;
};

// authority = [ userinfo "@" ] host [ ":" port ]
struct authority {
  text raw;
  std::optional<text> userinfo;
  ast::host host;
  std::optional<text> port;

  // The port as a number (urlbnf/port.hpp); absent when there is no ":".
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return port ? std::optional<urlbnf::port_number>(urlbnf::port_number::of(port->raw)) : std::nullopt;
  }
};

// The five forms of path (Section 3.3), as the reference's production
// takes them: path-abempty after an authority, else path-absolute,
// path-noscheme (relative-ref), path-rootless (URI) or path-empty.
enum class path_kind { path_abempty, path_absolute, path_noscheme, path_rootless, path_empty };

// The production's name as Appendix A spells it ("path-abempty").
constexpr std::string_view name_of(path_kind k) noexcept {
  constexpr std::string_view names[] = {"path-abempty", "path-absolute", "path-noscheme", "path-rootless",
                                        "path-empty"};
  return names[static_cast<int>(k)];
}

// URI-reference = URI / relative-ref
//   URI          = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//   relative-ref = relative-part [ "?" query ] [ "#" fragment ]
//   hier-part, relative-part = "//" authority path-abempty / path-absolute
//                              / path-rootless (URI) or path-noscheme / path-empty
struct uri_reference {
  judgement verdict;
  std::optional<text> URI;
  std::optional<text> relative_ref;
  std::optional<text> scheme;
  std::optional<ast::authority> authority;
  text path;
  path_kind path_form = path_kind::path_empty;
  // The path's segments, split at "/" as they are iterated; a path that
  // begins with "/" has its first segment after it; path-empty has none.
  text_list segments;
  std::optional<text> query;
  std::optional<text> fragment;

  // The authority's port as a number; absent when there is no port.
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return authority ? authority->port_number() : std::nullopt;
  }
  // The query's key=value pairs (urlbnf/params.hpp); none without a query.
  [[nodiscard]] params_view params(params_options opts = {}) const noexcept { return params_view(query, opts); }
};

// The tree of `input` by URI-reference; with a rejection, only `verdict`.
// parse_uri_reference() says which it is in its type.
uri_reference parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc3986::ast

namespace urlbnf::rfc3986 {

// The tree of `input` by a production, or why the input is not in its
// language: result::error() is the diagnostic check() gives, worked out
// when it is first read. The tree's fields are views into `input`, which
// must outlive it; on valid input nothing is allocated.
//   URI-reference = URI / relative-ref                    (Section 4.1)
result<ast::uri_reference> parse_uri_reference(std::string_view input, const options& opts = {});
//   URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]  (Section 3)
result<ast::uri_reference> parse_uri(std::string_view input, const options& opts = {});
//   relative-ref = relative-part [ "?" query ] [ "#" fragment ]  (Section 4.2)
result<ast::uri_reference> parse_relative_ref(std::string_view input, const options& opts = {});
//   absolute-URI = scheme ":" hier-part [ "?" query ]  (Section 4.3: a
//   base URI's form; no fragment)
result<ast::uri_reference> parse_absolute_uri(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc3986
