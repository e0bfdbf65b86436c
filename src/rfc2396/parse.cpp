// From the spans the grammar's actions captured to the typed tree.
#include <algorithm>
#include <urlbnf/rfc2396/ast.hpp>

namespace urlbnf::rfc2396::ast {
namespace {

class spans {
 public:
  spans(std::string_view input, std::vector<capture> items) : input_(input), items_(std::move(items)) {}

  // The last capture of `name` within [begin, end): the outermost, since a
  // production's span is captured after those of its parts.
  [[nodiscard]] std::optional<text> last(std::string_view name, std::size_t begin = 0,
                                         std::size_t end = std::string_view::npos) const {
    const auto it = std::find_if(items_.rbegin(), items_.rend(),
                                 [&](const capture& c) { return c.name == name && c.begin >= begin && c.end <= end; });
    if (it == items_.rend()) {
      return std::nullopt;
    }
    return to_text(*it);
  }

  // The segments within [begin, end), each with its params, in one pass: a
  // segment's params are captured before the segment itself.
  [[nodiscard]] std::vector<segment> segments(std::size_t begin, std::size_t end) const {
    std::vector<segment> out;
    std::vector<text> params;
    for (const auto& c : items_) {
      if (c.begin < begin || c.end > end) {
        continue;
      }
      if (c.name == "param") {
        params.push_back(to_text(c));
      } else if (c.name == "segment") {
        out.push_back({to_text(c), std::move(params)});
        params.clear();
      }
    }
    return out;
  }

 private:
  [[nodiscard]] text to_text(const capture& c) const { return {input_.substr(c.begin, c.end - c.begin), c.begin}; }

  std::string_view input_;
  std::vector<capture> items_;
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

uri_reference parse(std::string_view input, const options& opts) {
  uri_reference u;
  u.verdict = check(input, "URI-reference", opts);
  auto captured = derive("URI-reference", input, opts);
  if (!captured) {
    return u;
  }
  const spans s(input, std::move(*captured));
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
    u.segments = s.segments(u.abs_path->offset, end_of(*u.abs_path));
  }
  return u;
}

}  // namespace urlbnf::rfc2396::ast
