// The typed syntax tree of an RFC 8089 file URI. Every field is a view
// into the parsed input, which must outlive the tree. Absent (std::nullopt)
// is not empty: "file:/x" has no authority, "file:///x" an empty one.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc8089/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc8089::ast {

// What the authority names (Section 2, Section 3: a file URI is "local"
// when it has no file-auth, or "localhost"): none ("file:/x"), an empty
// one ("file:///x", which Section 2's host takes as an empty reg-name),
// the special string "localhost" (any case), or a host of RFC 3986's
// kinds. A UNC string's host (Appendix E.3.2) is unc_host, not this.
enum class host_kind { absent, empty, localhost, IP_literal, IPv4address, reg_name };

// "absent", "empty", "localhost", or the production's name ("reg-name").
constexpr std::string_view name_of(host_kind k) noexcept {
  constexpr std::string_view names[] = {"absent", "empty", "localhost", "IP-literal", "IPv4address", "reg-name"};
  return names[static_cast<int>(k)];
}

// file-URI       = file-scheme ":" file-hier-part
// file-hier-part = ( "//" auth-path ) / local-path
// auth-path      = [ file-auth ] path-absolute        (Section 2)
// file-auth      = "localhost" / host
// With Appendix F's rules (grammar appendix_f, or nonstandard_syntax), a
// file-auth may hold a userinfo, a path a drive letter, and an auth-path
// a UNC string's host and share instead of an authority.
struct file_uri {
  judgement verdict;
  std::optional<text> file_scheme;
  // The file-auth, between "//" and the path; absent without "//" and when
  // a UNC string follows "//" instead.
  std::optional<text> file_auth;
  std::optional<text> userinfo;  // Appendix E.1
  // The host: the file-auth's host, or the file-auth itself when it is
  // "localhost"; absent with the file-auth.
  std::optional<text> host;
  ast::host_kind host_kind = ast::host_kind::absent;
  // The path of the file: everything after the authority (after "file:"
  // when there is none), drive letter included ("/c:/x", "c:/x").
  std::optional<text> path;
  // The path-absolute that ends it, after a drive letter or a UNC host
  // ("/x" of "file:c:/x"; "/share/x" of "file:////server/share/x").
  std::optional<text> path_absolute;
  // Appendix E.2: the drive-letter ("c:", or "c|" by E.2.2), and its
  // ALPHA, the drive ("c").
  std::optional<text> drive_letter;
  std::optional<text> drive;
  // Appendix E.3.2: the unc-authority ("//server", "///server"), its
  // file-host (an inline-IP keeps its "%5B" and "%5D"), and the share, the
  // first segment of the path after it; absent when its path has none.
  std::optional<text> unc_authority;
  std::optional<text> unc_host;
  std::optional<text> unc_share;
};

// The tree of `input` by file-URI; with a rejection, only `verdict`.
file_uri parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc8089::ast

namespace urlbnf::rfc8089 {

// The tree of `input` by file-URI (Section 2, or Appendix F with
// nonstandard_syntax), or why there is none: result::error() is check()'s
// diagnostic, worked out when it is first read. The tree's fields are views
// into `input`, which must outlive it.
inline result<ast::file_uri> parse_file_uri(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc8089
