// From the spans the grammar's actions captured to the typed tree.
#include <array>
#include <urlbnf/rfc2396/ast.hpp>

#include "../internal_api.hpp"

namespace urlbnf::rfc2396::ast {
namespace {

// Segments and params are read by splitting their abs_path.
constexpr std::array<std::string_view, 2> split_productions{"segment", "param"};

class spans {
 public:
  spans(std::string_view input, const capture* begin, const capture* end) : input_(input), begin_(begin), end_(end) {}

  // The last capture of `name` within [begin, end): the outermost, since a
  // production's span is captured after those of its parts.
  [[nodiscard]] std::optional<text> last(std::string_view name, std::size_t begin = 0,
                                         std::size_t end = std::string_view::npos) const {
    for (const auto* c = end_; c != begin_;) {
      --c;
      if (c->name == name && c->begin >= begin && c->end <= end) {
        return text{input_.substr(c->begin, c->end - c->begin), c->begin};
      }
    }
    return std::nullopt;
  }

 private:
  std::string_view input_;
  const capture* begin_;
  const capture* end_;
};

std::size_t end_of(const text& t) { return t.offset + t.raw.size(); }

ast::authority read_authority(const spans& s, const text& raw, const options& opts) {
  ast::authority a{raw, std::nullopt, std::nullopt, {}};
  if (const auto server_span = s.last("server", raw.offset, end_of(raw))) {
    ast::server server;
    server.userinfo = s.last("userinfo", raw.offset, end_of(raw));
    server.host = s.last("host", raw.offset, end_of(raw));
    server.port = s.last("port", raw.offset, end_of(raw));
    if (s.last("IPv6reference", raw.offset, end_of(raw))) {
      server.kind = host_kind::IPv6reference;
    } else if (s.last("IPv4address", raw.offset, end_of(raw))) {
      server.kind = host_kind::IPv4address;
    }
    a.server = server;
    a.reading = accepts("reg_name", raw.raw, opts)
                    ? "server: the text is both a server and a reg_name; Section 3.2 reads it as a server, the "
                      "reading every server-based scheme needs"
                    : "server: the only reading (a reg_name has at least one character and no \"[\")";
  } else {
    a.reg_name = raw;
    a.reading =
        "reg_name: the text is not [userinfo \"@\"] host [\":\" port] (Section 3.2.2), so it names a "
        "registry-based authority (Section 3.2.1)";
  }
  return a;
}

}  // namespace

segment segment_of(const text& raw) {
  const auto semicolon = raw.raw.find(';');
  if (semicolon == std::string_view::npos) {
    return {raw, {}};
  }
  return {raw, split(text{raw.raw.substr(semicolon + 1), raw.offset + semicolon + 1}, ';')};
}

uri_reference parse(std::string_view input, const options& opts) {
  uri_reference u;
  detail::derivation_spans derived(split_productions.begin(), split_productions.end());
  u.verdict = check(input, "URI-reference", opts, &derived.log());
  derived.take(u.verdict.valid, [&] { return derive("URI-reference", input, opts); });
  if (!derived.accepted()) {
    return u;
  }
  const spans s(input, derived.begin(), derived.end());
  u.absoluteURI = s.last("absoluteURI");
  u.relativeURI = s.last("relativeURI");
  u.scheme = s.last("scheme");
  u.opaque_part = s.last("opaque_part");
  u.net_path = s.last("net_path");
  if (const auto raw = s.last("authority")) {
    u.authority = read_authority(s, *raw, opts);
  }
  u.rel_path = s.last("rel_path");
  u.rel_segment = s.last("rel_segment");
  u.abs_path = s.last("abs_path");
  u.query = s.last("query");
  u.fragment = s.last("fragment");
  if (u.abs_path) {
    // abs_path = "/" path_segments
    u.segments = segment_list(text{u.abs_path->raw.substr(1), u.abs_path->offset + 1}, '/', &segment_of);
  }
  return u;
}

}  // namespace urlbnf::rfc2396::ast
