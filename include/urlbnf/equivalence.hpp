// What an equivalence verdict rests on, as data: the component in which two
// normal forms first differ, or the normalization rules that made two
// different texts equal. A verdict's reason words the same facts.
#pragma once

#include <string_view>

namespace urlbnf {

// The values are stable (new ones are added at the end).
enum class uri_component { scheme, authority, userinfo, host, port, path, query, fragment };

enum class normalization_rule {
  scheme_case,         // the scheme's case folded
  host_case,           // a host name's case folded
  ipv6_case,           // the case of an IPv6 address's hex digits folded
  escape_case,         // the hex digits of an escape upper-cased
  unreserved_decoded,  // an escaped unreserved character decoded
  dot_segments,        // dot-segments removed
  empty_port,          // an empty port omitted
  default_port,        // the scheme's default port omitted
  empty_path_as_root,  // an http or https empty path written as "/"
};

// The names JSON output spells them by ("userinfo", "unreserved_decoded").
std::string_view name_of(uri_component c) noexcept;
std::string_view name_of(normalization_rule r) noexcept;

}  // namespace urlbnf
