// RFC 8089 Section 2: the file URI, every production as a PEGTL rule over
// RFC 3986's host and path-absolute (as RFC 6874 updates them); and
// Appendix F's collected nonstandard rules (Appendix E: user information,
// drive letters, UNC paths), which replace Section 2's auth-path,
// local-path and file-auth and add the others.
//
// file-URI and file-hier-part read the same in both; they take the rules
// that differ from a grammar policy, as RFC 3986's rules take IP-literal.
#pragma once

#include <type_traits>
#include <urlbnf/rfc6874/ip_literal.hpp>

namespace urlbnf::rfc8089 {

namespace pegtl = tao::pegtl;
using rfc3986::ALPHA;
using rfc3986::caseless;
using rfc3986::IPv4address;
using rfc3986::IPv6address;
using rfc3986::IPvFuture;
using rfc3986::path_absolute;
using rfc3986::reg_name;
using rfc3986::reg_name_char;
using rfc3986::userinfo;

// RFC 3986's host as RFC 6874 updates it, which Section 2 imports.
using host = rfc3986::host<rfc6874::grammar_6874>;

// clang-format off

// file-scheme    = "file"
// A quoted string: "FILE" too (RFC 5234 Section 2.3).
struct file_scheme : caseless<'f', 'i', 'l', 'e'> {};

// "localhost" as file-auth's first alternative, kept only where a "/" or
// the end follows: every alternative of file-auth also takes "localhost"
// and longer names that begin with it ("localhost.example"), where ordered
// choice would commit to the literal; a file-auth is always followed by a
// path's "/". The language is the ABNF's, and "localhost" is read as the
// special string Section 2 gives it.
struct localhost : pegtl::seq<caseless<'l', 'o', 'c', 'a', 'l', 'h', 'o', 's', 't'>,
                              pegtl::at<pegtl::sor<literal<'/'>, pegtl::eof>>> {};

// file-auth      = "localhost"
//                / host
struct file_auth : pegtl::sor<localhost, host> {};

// auth-path      = [ file-auth ] path-absolute
// A file-auth holds no "/", so it is everything before the first "/",
// which path-absolute begins with: greedy host finds it.
struct auth_path : pegtl::seq<pegtl::opt<file_auth>, path_absolute> {};

// local-path     = path-absolute
struct local_path : pegtl::seq<path_absolute> {};

// file-hier-part = ( "//" auth-path )
//                / local-path
// A path-absolute never begins with "//", so the alternatives differ in
// their first two characters. G supplies auth-path and local-path: Section
// 2's or Appendix F's.
template <typename G>
struct file_hier_part : pegtl::sor<pegtl::seq<literal<'/', '/'>, typename G::auth_path>, typename G::local_path> {};

// file-URI       = file-scheme ":" file-hier-part
template <typename G>
struct file_URI : pegtl::seq<file_scheme, literal<':'>, file_hier_part<G>> {};

// clang-format on

// Section 2's rules.
struct section_2 {
  using auth_path = rfc8089::auth_path;
  using local_path = rfc8089::local_path;
};

}  // namespace urlbnf::rfc8089

namespace urlbnf::rfc8089::appendix_f {

// clang-format off

// drive-letter   = ALPHA ":"
//                / ALPHA "|"
struct drive_letter : pegtl::seq<ALPHA, pegtl::sor<literal<':'>, literal<'|'>>> {};

// file-absolute  = "/" drive-letter path-absolute
struct file_absolute : pegtl::seq<literal<'/'>, drive_letter, path_absolute> {};

// inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"
// "%5B" and "%5D" are quoted strings: "%5b" and "%5d" too. An IPv6address
// ends before the "%" as it does before "]" in an IP-literal, and the
// alternatives differ in their first character ("v" is no HEXDIG).
struct inline_IP : pegtl::seq<caseless<'%', '5', 'B'>, pegtl::sor<IPv6address, IPvFuture>, caseless<'%', '5', 'D'>> {};

// file-host      = inline-IP / IPv4address / reg-name
// As RFC 3986's host: an inline-IP of an IPvFuture ("%5Bv1.a%5D") and every
// IPv4address are reg-names too, and the front of longer ones, where
// ordered choice would commit to them; each is kept only when no reg-name
// character follows it.
struct file_host
    : pegtl::sor<pegtl::seq<inline_IP, pegtl::not_at<reg_name_char>>,
                 pegtl::seq<IPv4address, pegtl::not_at<reg_name_char>>, reg_name> {};

// unc-authority  = 2*3"/" file-host
// With at most Max slashes: auth-path takes three when it can and two
// when the third must begin its path-absolute ("file://///x": the
// file-host is empty and the path "/x"). Not PEGTL's rep_min_max, which
// fails when one more "/" follows, where a file-host may be empty and a
// path begin ("file://////x").
template <unsigned Max>
struct unc_authority_upto : pegtl::seq<pegtl::rep<2, literal<'/'>>,
                                       std::conditional_t<Max == 3, pegtl::opt<literal<'/'>>, pegtl::success>,
                                       file_host> {
  static_assert(Max == 2 || Max == 3, "2*3\"/\": two or three slashes");
};
using unc_authority = unc_authority_upto<3>;

// file-auth      = "localhost"
//                / [ userinfo "@" ] host
// "localhost" as in Section 2's file-auth. Neither userinfo nor host holds
// "@", so the userinfo is everything before the "@" when there is one.
struct file_auth : pegtl::sor<localhost, pegtl::seq<pegtl::opt<userinfo, literal<'@'>>, host>> {};

// auth-path      = [ file-auth ] path-absolute
//                / [ file-auth ] file-absolute
//                / unc-authority path-absolute
// An auth-path ends the input (it ends file-URI), and each alternative is
// kept only when it reaches that end: the alternatives overlap and end at
// different places ("/c|/x": path-absolute stops at "|"), where ordered
// choice would commit to the first that matches a prefix. file-absolute is
// tried first, so that a drive letter after the authority is read as one
// (Appendix E.2: "file:///c:/path/to/file"); unc-authority takes three
// slashes when its file-host is followed by a path, else two.
struct auth_path
    : pegtl::sor<pegtl::seq<pegtl::opt<file_auth>, file_absolute, pegtl::eof>,
                 pegtl::seq<pegtl::opt<file_auth>, path_absolute, pegtl::eof>,
                 pegtl::seq<unc_authority, path_absolute, pegtl::eof>,
                 pegtl::seq<unc_authority_upto<2>, path_absolute>> {};

// local-path     = [ drive-letter ] path-absolute
//                / file-absolute
// file-absolute is tried first, so that "/c:/x" is read with its drive
// letter, and kept only when it reaches the end of the input, which a
// local-path ends (it ends file-URI): its path-absolute cannot begin with
// "//", where the whole path-absolute can go on ("/c://x": the segments
// "c:", "" and "x").
struct local_path
    : pegtl::sor<pegtl::seq<file_absolute, pegtl::eof>, pegtl::seq<pegtl::opt<drive_letter>, path_absolute>> {};

// clang-format on

// Appendix F's rules in place of Section 2's.
struct rules {
  using auth_path = appendix_f::auth_path;
  using local_path = appendix_f::local_path;
};

}  // namespace urlbnf::rfc8089::appendix_f
