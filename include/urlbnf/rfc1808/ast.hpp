// The typed syntax tree of an RFC 1808 URL. Fields are named after the
// productions of Section 2.2; every one is a view into the parsed input,
// which must outlive the tree. Absent (std::nullopt) is not empty: the
// grammar tells "g?" (an empty query) from "g" (none), though Section 2.4's
// parsing, which resolution uses, does not.
#pragma once

#include <optional>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc1808::ast {

// URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
// generic-RL  = scheme ":" relativeURL
// relativeURL = net_path | abs_path | rel_path
// net_path    = "//" net_loc [ abs_path ];  abs_path = "/" rel_path
// rel_path    = [ path ] [ ";" params ] [ "?" query ]
// A URL with the generic-RL syntax is read as one (Section 2.2); an
// absoluteURL without it has a scheme and no relativeURL.
struct url {
  judgement verdict;
  std::optional<text> absoluteURL;
  std::optional<text> generic_RL;
  std::optional<text> relativeURL;
  std::optional<text> scheme;
  std::optional<text> net_path;
  std::optional<text> net_loc;
  std::optional<text> abs_path;
  std::optional<text> rel_path;
  // path = fsegment *( "/" segment ): its segments, split at "/" as they
  // are iterated (pchar holds no "/").
  std::optional<text> path;
  text_list segments;
  // params = param *( ";" param ): split at ";" (param holds none).
  std::optional<text> params;
  text_list param;
  std::optional<text> query;
  std::optional<text> fragment;
};

// The tree of `input` by URL; with a rejection, only `verdict`.
url parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc1808::ast

namespace urlbnf::rfc1808 {

// The tree of `input` by URL (Section 2.2), or why there is none: result::error() is
// check()'s diagnostic, worked out when it is first read. The tree's fields
// are views into `input`, which must outlive it.
inline result<ast::url> parse_url(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc1808
