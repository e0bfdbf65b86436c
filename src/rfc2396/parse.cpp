// From the spans the grammar's actions captured to the typed tree.
#include <array>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/grammar.hpp>

#include "../character_class.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc2396::ast {
namespace {

// Segments and params are read by splitting their abs_path.
constexpr std::array<std::string_view, 2> split_productions{meta_of<rfc2396::segment>.name,
                                                            meta_of<rfc2396::param>.name};
static_assert(detail::all_named(split_productions));

// The names of the components a tree reads, in grammar G, as meta_of spells
// them. Compared by spelling: the same literal need not have one address
// in every translation unit.
template <typename G, typename IPv4>
struct component_names {
  static constexpr auto absoluteURI = meta_of<rfc2396::absoluteURI<G>>.name;
  static constexpr auto relativeURI = meta_of<rfc2396::relativeURI<G>>.name;
  static constexpr auto scheme = meta_of<rfc2396::scheme>.name;
  static constexpr auto opaque_part = meta_of<rfc2396::opaque_part<G>>.name;
  static constexpr auto net_path = meta_of<rfc2396::net_path<G>>.name;
  static constexpr auto authority = meta_of<rfc2396::authority<G>>.name;
  static constexpr auto server = meta_of<rfc2396::server<G>>.name;
  static constexpr auto userinfo = meta_of<rfc2396::userinfo>.name;
  static constexpr auto host = meta_of<typename G::host>.name;
  static constexpr auto port = meta_of<rfc2396::port>.name;
  static constexpr auto IPv4address = meta_of<IPv4>.name;
  static constexpr auto rel_path = meta_of<rfc2396::rel_path>.name;
  static constexpr auto rel_segment = meta_of<rfc2396::rel_segment>.name;
  static constexpr auto abs_path = meta_of<rfc2396::abs_path>.name;
  static constexpr auto query = meta_of<rfc2396::query<G>>.name;
  static constexpr auto fragment = meta_of<rfc2396::fragment<G>>.name;
};

using names_2396 = component_names<grammar_2396, rfc2396::IPv4address>;
using names_2732 = component_names<rfc2732::grammar_2732, rfc2732::IPv4address>;

class spans {
 public:
  spans(std::string_view input, const capture* begin, const capture* end) : input_(input), begin_(begin), end_(end) {}

  // The last capture of `name` (a meta_of name) within [begin, end): the
  // outermost, since a production's span is captured after those of its
  // parts.
  [[nodiscard]] std::optional<text> last(std::string_view name, std::size_t begin = 0,
                                         std::size_t end = std::string_view::npos) const {
    for (const auto* c = end_; c != begin_;) {
      --c;
      if (detail::same_spelling(c->name, name) && c->begin >= begin && c->end <= end) {
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

// reg_name = 1*( reg_name_char ): a run of a class, matched as the
// validation run matches it, by its table.
bool is_reg_name(std::string_view text) {
  constexpr auto& chars = detail::class_of<reg_name_char>;
  static_assert(chars.is_class);
  return !text.empty() && detail::class_run<chars>(text.data(), text.data() + text.size()) == text.data() + text.size();
}

template <typename Names>
ast::authority read_authority(const spans& s, const text& raw) {
  ast::authority a{raw, std::nullopt, std::nullopt, {}};
  if (const auto server_span = s.last(Names::server, raw.offset, end_of(raw))) {
    ast::server server;
    server.userinfo = s.last(Names::userinfo, raw.offset, end_of(raw));
    server.host = s.last(Names::host, raw.offset, end_of(raw));
    server.port = s.last(Names::port, raw.offset, end_of(raw));
    if (s.last(meta_of<rfc2732::IPv6reference>.name, raw.offset, end_of(raw))) {
      server.kind = host_kind::IPv6reference;
    } else if (s.last(Names::IPv4address, raw.offset, end_of(raw))) {
      server.kind = host_kind::IPv4address;
    }
    a.server = server;
    a.reading = is_reg_name(raw.raw)
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

template <typename Names>
void read(uri_reference& u, const spans& s) {
  u.absoluteURI = s.last(Names::absoluteURI);
  u.relativeURI = s.last(Names::relativeURI);
  u.scheme = s.last(Names::scheme);
  u.opaque_part = s.last(Names::opaque_part);
  u.net_path = s.last(Names::net_path);
  if (const auto raw = s.last(Names::authority)) {
    u.authority = read_authority<Names>(s, *raw);
  }
  u.rel_path = s.last(Names::rel_path);
  u.rel_segment = s.last(Names::rel_segment);
  u.abs_path = s.last(Names::abs_path);
  u.query = s.last(Names::query);
  u.fragment = s.last(Names::fragment);
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
  if (opts.grammar == grammar::rfc2396) {
    read<names_2396>(u, s);
  } else {
    read<names_2732>(u, s);
  }
  if (u.abs_path) {
    // abs_path = "/" path_segments
    u.segments = segment_list(text{u.abs_path->raw.substr(1), u.abs_path->offset + 1}, '/', &segment_of);
  }
  return u;
}

}  // namespace urlbnf::rfc2396::ast
