// RFC 3986 and RFC 3986+6874. The whole input, by URI-reference: accepts,
// check and ast::parse agree, and so does the derivation; a rejection's
// offset is within the input; every component of the tree is a view into
// the input at its offset, and the components, with the delimiters the
// ABNF puts between them, recompose the input in order (URI-reference,
// authority, host, path and its segments). The input after its first byte,
// by the production that byte picks from the grammar's list: accepts,
// check and the derivation agree, the offset of a rejection is within it,
// and the derivation tree nests and covers it.
#include <urlbnf/rfc3986/ast.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;
namespace ast = rfc3986::ast;

namespace {

// Walks a span of the input from its start: each component must begin
// where the one before it ended, and the last end where the span does.
class walk {
 public:
  walk(std::string_view input, const text& span)
      : input_(input), at_(span.offset), end_(span.offset + span.raw.size()) {
    fuzz::require_view(input, span);
  }
  void delimiter(std::string_view d) {
    require(input_.substr(at_, d.size()) == d, "the ABNF's delimiter is between two components");
    at_ += d.size();
  }
  void component(const text& t) {
    fuzz::require_view(input_, t);
    require(t.offset == at_, "a component begins where the one before it ends");
    at_ += t.raw.size();
  }
  void finish() const { require(at_ == end_, "the components recompose their whole"); }

 private:
  std::string_view input_;
  std::size_t at_;
  std::size_t end_;
};

// host = IP-literal / IPv4address / reg-name; IP-literal = "[" (
// IPv6address [ "%25" ZoneID ] / IPvFuture ) "]".
void require_host(std::string_view input, const ast::host& h, rfc3986::grammar g) {
  if (h.kind != ast::host_kind::IP_literal) {
    require(!h.IPv6address && !h.ZoneID && !h.IPvFuture, "only an IP-literal has an IPv6address or IPvFuture");
    return;
  }
  require(h.IPv6address.has_value() != h.IPvFuture.has_value(), "an IP-literal is an IPv6address or IPvFuture");
  require(!h.ZoneID || (h.IPv6address && g == rfc3986::grammar::rfc3986_6874),
          "a ZoneID follows an IPv6address, by RFC 6874 only");
  walk w(input, h.raw);
  w.delimiter("[");
  if (h.IPv6address) {
    w.component(*h.IPv6address);
    if (h.ZoneID) {
      w.delimiter("%25");
      w.component(*h.ZoneID);
    }
  } else {
    w.component(*h.IPvFuture);
  }
  w.delimiter("]");
  w.finish();
}

// authority = [ userinfo "@" ] host [ ":" port ]
void require_authority(std::string_view input, const ast::authority& a, rfc3986::grammar g) {
  walk w(input, a.raw);
  if (a.userinfo) {
    w.component(*a.userinfo);
    w.delimiter("@");
  }
  w.component(a.host.raw);
  if (a.port) {
    w.delimiter(":");
    w.component(*a.port);
  }
  w.finish();
  require_host(input, a.host, g);
}

// The path's form is the one its place takes (Section 3.3), and its
// segments, after the "/" of a path that begins with one, are the path
// split at "/".
void require_path(std::string_view input, const ast::uri_reference& u) {
  using ast::path_kind;
  const auto form = u.path_form;
  require((form == path_kind::path_abempty) == u.authority.has_value(), "path-abempty exactly after an authority");
  require(form != path_kind::path_rootless || u.URI, "path-rootless only in a URI");
  require(form != path_kind::path_noscheme || u.relative_ref, "path-noscheme only in a relative-ref");
  require(form != path_kind::path_empty || u.path.raw.empty(), "path-empty is empty");
  require(form != path_kind::path_absolute || (u.path.raw.substr(0, 1) == "/" && u.path.raw.substr(0, 2) != "//"),
          "path-absolute begins with \"/\" but not \"//\"");
  walk w(input, u.path);
  if (u.path.raw.empty()) {
    require(u.segments.empty(), "an empty path has no segments");
    w.finish();
    return;
  }
  if (u.path.raw.front() == '/') {
    w.delimiter("/");
  }
  bool first = true;
  for (const auto& segment : u.segments) {
    if (!first) {
      w.delimiter("/");
    }
    first = false;
    w.component(segment);
  }
  w.finish();
}

// URI-reference = URI / relative-ref, URI = scheme ":" hier-part [ "?"
// query ] [ "#" fragment ], relative-ref = relative-part [ "?" query ] [
// "#" fragment ], the part "//" authority path-abempty or a path.
void require_tree_of_reference(std::string_view input, const ast::uri_reference& u, rfc3986::grammar g) {
  require(u.URI.has_value() != u.relative_ref.has_value(), "a URI-reference is a URI or a relative-ref");
  require(u.scheme.has_value() == u.URI.has_value(), "a scheme exactly in a URI");
  walk w(input, text{input, 0});
  w.component(u.URI ? *u.URI : *u.relative_ref);
  w.finish();
  walk parts(input, text{input, 0});
  if (u.scheme) {
    parts.component(*u.scheme);
    parts.delimiter(":");
  }
  if (u.authority) {
    parts.delimiter("//");
    parts.component(u.authority->raw);
    require_authority(input, *u.authority, g);
  }
  parts.component(u.path);
  require_path(input, u);
  if (u.query) {
    parts.delimiter("?");
    parts.component(*u.query);
  }
  if (u.fragment) {
    parts.delimiter("#");
    parts.component(*u.fragment);
  }
  parts.finish();
}

// accepts, check and the derivation agree on `rule`; a rejection points
// into the input, and a derivation is a tree of its spans.
bool judge(std::string_view input, std::string_view rule, const rfc3986::options& opts) {
  const bool accepted = rfc3986::accepts(input, urlbnf::rule_name{rule}, opts);
  const auto checked = rfc3986::check(input, urlbnf::rule_name{rule}, opts);
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc3986::derivation(input, urlbnf::rule_name{rule}, opts);
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
  return accepted;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  for (const auto g : {rfc3986::grammar::rfc3986, rfc3986::grammar::rfc3986_6874}) {
    rfc3986::options opts;
    opts.grammar = g;
    const bool accepted = judge(input, "URI-reference", opts);
    const auto u = ast::parse(input, opts);
    require(u.verdict.valid == accepted, "accepts() == ast::parse().verdict.valid");
    fuzz::require_diagnostic(input, u.verdict);
    if (u.verdict.valid) {
      require_tree_of_reference(input, u, g);
    }
    if (size > 0) {
      const auto& productions = rfc3986::production_list(g);
      judge(input.substr(1), productions[data[0] % productions.size()].name, opts);
    }
  }
  return 0;
}
