// RFC 1630, "Prospero": "If present, the version number is separated from
// the host specific object name by the characters "%00" (percent zero
// zero), this being an escaped string terminator (null)."
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// hsoname                path
struct hsoname : pegtl::seq<path> {};

// version                digits
struct version : pegtl::seq<digits> {};

// attribute              alphanums
struct attribute : pegtl::seq<alphanums> {};

// attributes             attribute [ attributes ]
// Right recursion as an iteration: one or more attribute (an attribute
// takes every alphanum, so there is one).
struct attributes : pegtl::plus<attribute> {};

// "%00", a version and attributes, at the end of the hsoname's characters.
struct version_follows
    : pegtl::seq<pegtl::string<'%', '0', '0'>, digit, pegtl::star<alphanum>,
                 pegtl::not_at<pegtl::sor<xpalpha, pegtl::one<'/'>>>> {};

// "%00" is also an escape, so a path would take it and the version after
// it. In a prosperolink, the hsoname's path and its parts stop where a
// version follows; their languages are the productions' less that tail.
struct xpalphas_before_version : pegtl::plus<not_ahead<version_follows>, xpalpha> {};
struct segment_before_version : pegtl::seq<xpalphas_before_version> {};
struct path_before_version
    : pegtl::sor<pegtl::seq<segment_before_version, pegtl::star<literal<'/'>, segment_before_version>,
                            pegtl::opt<literal<'/'>>>,
                 void_> {};
struct hsoname_before_version : pegtl::seq<path_before_version> {};

// prosperolink           p r o s p e r o : / / hostport / hsoname [ %
//                        0 0 version [ attributes ] ]
// The language is that of "prospero://" hostport "/" hsoname (a path takes
// "%00", digits and alphanums too); the derivation is the prose's: a
// trailing "%00" version [attributes] is the version, not the hsoname.
struct prosperolink
    : pegtl::seq<literal<'p', 'r', 'o', 's', 'p', 'e', 'r', 'o', ':', '/', '/'>, hostport, literal<'/'>,
                 hsoname_before_version, pegtl::opt<literal<'%', '0', '0'>, version, pegtl::opt<attributes>>> {};

// prosperoaddress        prosperolink
struct prosperoaddress : pegtl::seq<prosperolink> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
