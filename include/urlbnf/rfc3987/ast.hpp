// The typed syntax tree of an RFC 3987 IRI reference. Fields are named
// after the productions of Section 2.2; every one is a view into the parsed
// input, which must outlive the tree, and offsets count octets of its UTF-8.
// Absent (std::nullopt) is not empty: "http://h?" has an empty iquery,
// "http://h" none.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/params.hpp>
#include <urlbnf/port.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc3987::ast {

// ihost = IP-literal / IPv4address / ireg-name, the first that spans the
// host ("1.2.3.4" is an IPv4address, "1.2.3.4.example" an ireg-name).
enum class host_kind { IP_literal, IPv4address, ireg_name };

// The production's name as Section 2.2 spells it ("ireg-name").
constexpr std::string_view name_of(host_kind k) noexcept {
  constexpr std::string_view names[] = {"IP-literal", "IPv4address", "ireg-name"};
  return names[static_cast<int>(k)];
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]", RFC 3986's.
struct ihost {
  text raw;
  host_kind kind = host_kind::ireg_name;
  std::optional<text> IPv6address;
  std::optional<text> IPvFuture;
};

// iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
struct iauthority {
  text raw;
  std::optional<text> iuserinfo;
  ast::ihost ihost;
  std::optional<text> port;

  // The port as a number (urlbnf/port.hpp); absent when there is no ":".
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return port ? std::optional<urlbnf::port_number>(urlbnf::port_number::of(port->raw)) : std::nullopt;
  }
};

// The five forms of ipath, as the reference's production takes them:
// ipath-abempty after an iauthority, else ipath-absolute, ipath-noscheme
// (irelative-ref), ipath-rootless (IRI) or ipath-empty.
enum class path_kind { ipath_abempty, ipath_absolute, ipath_noscheme, ipath_rootless, ipath_empty };

// The production's name as Section 2.2 spells it ("ipath-abempty").
constexpr std::string_view name_of(path_kind k) noexcept {
  constexpr std::string_view names[] = {"ipath-abempty", "ipath-absolute", "ipath-noscheme", "ipath-rootless",
                                        "ipath-empty"};
  return names[static_cast<int>(k)];
}

// IRI-reference = IRI / irelative-ref
//   IRI           = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
//   irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
struct iri_reference {
  judgement verdict;
  std::optional<text> IRI;
  std::optional<text> irelative_ref;
  std::optional<text> scheme;
  std::optional<ast::iauthority> iauthority;
  text ipath;
  path_kind ipath_form = path_kind::ipath_empty;
  // The ipath's isegments, split at "/" as they are iterated; an ipath that
  // begins with "/" has its first isegment after it; ipath-empty has none.
  text_list isegments;
  std::optional<text> iquery;
  std::optional<text> ifragment;

  // The iauthority's port as a number; absent when there is no port.
  [[nodiscard]] std::optional<urlbnf::port_number> port_number() const noexcept {
    return iauthority ? iauthority->port_number() : std::nullopt;
  }
  // The iquery's key=value pairs (urlbnf/params.hpp); none without one.
  [[nodiscard]] params_view params(params_options opts = {}) const noexcept { return params_view(iquery, opts); }
};

// The tree of `input` by IRI-reference; with a rejection, only `verdict`.
// parse_iri_reference() says which it is in its type.
iri_reference parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc3987::ast

namespace urlbnf::rfc3987 {

// The tree of `input` by a production, or why the input is not in its
// language: result::error() is the diagnostic check() gives, worked out
// when it is first read. The tree's fields are views into `input`, which
// must outlive it; on valid input nothing is allocated.
//   IRI-reference = IRI / irelative-ref
result<ast::iri_reference> parse_iri_reference(std::string_view input, const options& opts = {});
//   IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
result<ast::iri_reference> parse_iri(std::string_view input, const options& opts = {});
//   irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
result<ast::iri_reference> parse_irelative_ref(std::string_view input, const options& opts = {});
//   absolute-IRI = scheme ":" ihier-part [ "?" iquery ]
result<ast::iri_reference> parse_absolute_iri(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc3987
