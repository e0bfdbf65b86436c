// Normalization and equivalence as RFC 2396 and RFC 3986 report them, and
// what an equivalence verdict rests on, as data: the component in which two
// normal forms first differ, or the normalization rules that made two
// different texts equal. A verdict's reason words the same facts.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <vector>

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

struct normalization {
  // check(input, "URI-reference", opts).
  judgement verdict;
  // The normal form, a URI reference by the same grammar; absent when the
  // verdict rejects the input. Normalizing it again gives it back.
  std::optional<std::string> normal_form;
};

struct equivalence_verdict {
  bool equivalent = false;
  // When equivalent, the rules that made the two equal, with their sections;
  // when different, the first component that differs and what each holds
  // after normalization; when either is no URI reference, which one and its
  // diagnostic.
  std::string reason;
  // The same as data: when different, the component in which the normal
  // forms first differ; when equivalent but written differently, the rules
  // that made them equal, in the order `reason` names them.
  std::optional<uri_component> difference;
  std::vector<normalization_rule> rules;
  // The verdicts on A and B as URI references.
  judgement a;
  judgement b;
};

}  // namespace urlbnf
