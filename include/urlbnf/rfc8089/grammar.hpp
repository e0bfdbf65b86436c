// RFC 8089 Section 2 and Appendix F: the production lists, and the table
// that names each rule after its production.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc3986/grammar.hpp>
#include <urlbnf/rfc8089/file.hpp>

namespace urlbnf::rfc8089 {

// Section 2's productions, in its order, then those it imports: RFC 3986
// Appendix A's as RFC 6874 updates them, with RFC 5234's core rules.
using productions_8089 =
    tao::pegtl::type_list_concat_t<tao::pegtl::type_list<file_URI<section_2>, file_scheme, file_hier_part<section_2>,
                                                         auth_path, local_path, file_auth>,
                                   rfc3986::productions_6874>;

// Appendix F's, in its order, then the same imports.
using productions_appendix_f = tao::pegtl::type_list_concat_t<
    tao::pegtl::type_list<file_URI<appendix_f::rules>, file_scheme, file_hier_part<appendix_f::rules>,
                          appendix_f::auth_path, appendix_f::local_path, appendix_f::file_auth,
                          appendix_f::unc_authority, appendix_f::file_host, appendix_f::inline_IP,
                          appendix_f::file_absolute, appendix_f::drive_letter>,
    rfc3986::productions_6874>;

}  // namespace urlbnf::rfc8089

namespace urlbnf {

// clang-format off
namespace r8089 = rfc8089;
namespace r8089f = rfc8089::appendix_f;
template <typename G> inline constexpr production_meta meta_of<r8089::file_URI<G>>{"file-URI", "2"};
template <> inline constexpr production_meta meta_of<r8089::file_scheme>{"file-scheme", "2"};
template <typename G> inline constexpr production_meta meta_of<r8089::file_hier_part<G>>{"file-hier-part", "2"};
template <> inline constexpr production_meta meta_of<r8089::auth_path>{"auth-path", "2"};
template <> inline constexpr production_meta meta_of<r8089::local_path>{"local-path", "2"};
template <> inline constexpr production_meta meta_of<r8089::file_auth>{"file-auth", "2", false, "\"localhost\" is kept only when \"/\" or the end follows it: host takes \"localhost\" too, and longer names that begin with it (\"localhost.example\"), where ordered choice would commit to the literal"};
template <> inline constexpr production_meta meta_of<r8089f::auth_path>{"auth-path", "RFC 8089 Appendix F", false, "each alternative but the last is kept only when it reaches the end of the input, which an auth-path ends: the alternatives overlap and end at different places (path-absolute stops at the \"|\" of \"/c|/x\"); [ file-auth ] file-absolute is tried first, so that a drive letter is read as one (Appendix E.2), and unc-authority takes three slashes when a path follows its file-host, else two (\"file://///x\")"};
template <> inline constexpr production_meta meta_of<r8089f::local_path>{"local-path", "RFC 8089 Appendix E.2", false, "file-absolute is tried first, so that \"/c:/x\" is read with its drive letter, and kept only when it reaches the end of the input, which a local-path ends: its path-absolute cannot begin with \"//\", where the whole path can go on (\"/c://x\")"};
template <> inline constexpr production_meta meta_of<r8089f::file_auth>{"file-auth", "RFC 8089 Appendix E.1", false, "\"localhost\" is kept only when \"/\" or the end follows it: the second alternative takes \"localhost\" too, and longer authorities that begin with it (\"localhost.example\", \"localhost@h\"), where ordered choice would commit to the literal"};
template <unsigned Max> inline constexpr production_meta meta_of<r8089f::unc_authority_upto<Max>>{"unc-authority", "RFC 8089 Appendix E.3.2"};
template <> inline constexpr production_meta meta_of<r8089f::file_host>{"file-host", "RFC 8089 Appendix E.3.2", false, "inline-IP and IPv4address are kept only when no reg-name character follows them: both are reg-names too (an IPvFuture's), and the front of longer ones, where ordered choice would commit to them"};
template <> inline constexpr production_meta meta_of<r8089f::inline_IP>{"inline-IP", "RFC 8089 Appendix E.3.2"};
template <> inline constexpr production_meta meta_of<r8089f::file_absolute>{"file-absolute", "RFC 8089 Appendix E.2.2"};
template <> inline constexpr production_meta meta_of<r8089f::drive_letter>{"drive-letter", "RFC 8089 Appendix E.2.2"};
// clang-format on

}  // namespace urlbnf
