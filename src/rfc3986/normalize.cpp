// Normalization by the rules the header lists. Each component is rewritten
// once, left to right, so the whole is linear in the input's length.
#include <algorithm>
#include <array>
#include <optional>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/grammar.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <urlbnf/text.hpp>
#include <vector>

#include "../character_class.hpp"
#include "../escape_rewrites.hpp"
#include "../internal_api.hpp"
#include "../prose.hpp"

namespace urlbnf::rfc3986 {
namespace {

// Section 2.3's unreserved, by the table the grammar's rule matches with.
static_assert(detail::class_of<unreserved>.is_class);
bool is_unreserved(char c) { return detail::class_of<unreserved>.chars[static_cast<unsigned char>(c)]; }

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

using detail::escape_rewrites;
using detail::in_quotes;
using detail::listed;
using detail::merged;
using detail::rewrite;
using detail::series;
using detail::shown;

// Sections 6.2.2.2 and 6.2.2.1 on a component the grammar accepted, where
// every "%" begins a pct-encoded: an unreserved octet is decoded, any other
// keeps its percent-encoding with upper-case hex digits (Section 2.1).
std::string normalize_percent_encodings(std::string_view component, escape_rewrites& changes) {
  return detail::rewrite_escapes(
      component, changes, [](std::string_view s, std::size_t i) { return s[i] == '%'; }, is_unreserved);
}

// Section 3.2.2: "producers and normalizers should use lowercase for
// registered names and hexadecimal addresses ..., while only using
// uppercase letters for percent-encodings". `host` is percent-normalized.
std::string lowered_outside_percent_encodings(std::string_view host) {
  std::string out(host);
  for (std::size_t i = 0; i < out.size();) {
    if (out[i] == '%') {
      i += 3;
    } else {
      out[i] = detail::ascii_lower(out[i]);
      ++i;
    }
  }
  return out;
}

// The schemes whose definitions Section 6.2.3 normalizes by: http, the
// RFC's example, and https, which RFC 2818 Sections 2.3 and 2.4 define as
// http on another default port.
struct scheme_definition {
  std::string_view scheme;
  std::string_view default_port;
};
constexpr std::array<scheme_definition, 2> defined_schemes{{{"http", "80"}, {"https", "443"}}};

std::optional<std::string_view> default_port_of(const std::optional<std::string>& scheme) {
  for (const auto& d : defined_schemes) {
    if (scheme == d.scheme) {
      return d.default_port;
    }
  }
  return std::nullopt;
}

// Section 3.2.3: the port is a decimal number, so leading zeros do not
// change its value ("080" is 80); compared as text, so no length overflows.
bool same_port_number(std::string_view port, std::string_view number) {
  const auto significant = port.find_first_not_of('0');
  return (significant == std::string_view::npos ? std::string_view() : port.substr(significant)) == number;
}

// A reference in normal form, by component, with what normalization did to
// it, so that equivalence can say which rules made two references equal.
struct normal_form {
  std::optional<std::string> scheme;
  bool has_authority = false;
  std::optional<std::string> userinfo;
  std::string host;
  std::optional<std::string> port;
  std::string path;
  std::optional<std::string> query;
  std::optional<std::string> fragment;

  bool folded_scheme = false;
  bool folded_host = false;
  escape_rewrites escapes;
  bool removed_dot_segments = false;
  bool removed_empty_port = false;
  std::optional<std::string> removed_default_port;
  bool empty_path_became_root = false;

  [[nodiscard]] std::string authority() const {
    std::string out;
    if (userinfo) {
      out.append(*userinfo).append("@");
    }
    out.append(host);
    if (port) {
      out.append(":").append(*port);
    }
    return out;
  }

  [[nodiscard]] std::string text() const {
    const auto a = authority();
    rfc2396::components c;
    c.scheme = scheme;
    if (has_authority) {
      c.authority = a;
    }
    c.path = path;
    c.query = query;
    c.fragment = fragment;
    return rfc2396::recompose(c);
  }
};

std::string_view span_text(std::string_view text, const capture& c) { return text.substr(c.begin, c.end - c.begin); }

// The host by the kind of host the grammar derived: an IP-literal is
// lower-cased but for RFC 6874's ZoneID, which is only percent-normalized;
// a reg-name (or IPv4address) is percent-normalized, then lower-cased.
void normalize_host(std::string_view host, const std::optional<capture>& ip_literal, const std::optional<capture>& zone,
                    normal_form& n) {
  std::string percent_normalized;
  if (!ip_literal) {
    percent_normalized = normalize_percent_encodings(host, n.escapes);
    n.host = lowered_outside_percent_encodings(percent_normalized);
  } else if (!zone) {
    percent_normalized = host;
    n.host = detail::ascii_lowered(host);
  } else {
    const auto zone_begin = zone->begin - ip_literal->begin;
    const auto zone_end = zone->end - ip_literal->begin;
    const auto before = host.substr(0, zone_begin);
    const auto after = host.substr(zone_end);
    const auto zone_id = normalize_percent_encodings(host.substr(zone_begin, zone_end - zone_begin), n.escapes);
    percent_normalized = std::string(before) + zone_id + std::string(after);
    n.host = detail::ascii_lowered(before) + zone_id + std::string(after);
  }
  n.folded_host = n.host != percent_normalized;
}

// Section 3.2: authority = [ userinfo "@" ] host [ ":" port ], its parts
// the spans of the grammar's derivation (the authority of a valid reference
// is always one).
void normalize_authority(std::string_view authority, const options& opts, normal_form& n) {
  n.has_authority = true;
  std::optional<capture> host;
  std::optional<capture> ip_literal;
  std::optional<capture> zone;
  detail::derivation_spans derived;
  derived.run(production_entry(opts.grammar, "authority"), authority, reading{},
              [&] { return derive(authority, "authority", opts); });
  for (const auto* span = derived.begin(); span != derived.end(); ++span) {
    const auto& c = *span;
    if (c.name == "userinfo") {
      n.userinfo = normalize_percent_encodings(span_text(authority, c), n.escapes);
    } else if (c.name == "host") {
      host = c;
    } else if (c.name == "IP-literal") {
      ip_literal = c;
    } else if (c.name == "ZoneID") {
      zone = c;
    } else if (c.name == "port") {
      n.port = std::string(span_text(authority, c));
    }
  }
  normalize_host(span_text(authority, host.value()), ip_literal, zone, n);
  if (n.port && n.port->empty()) {
    n.removed_empty_port = true;
    n.port.reset();
  }
  if (const auto port = default_port_of(n.scheme); port && n.port && same_port_number(*n.port, *port)) {
    n.removed_default_port = std::move(n.port);
    n.port.reset();
  }
}

// Section 6.2.2.3 where resolution would remove the dot-segments too (the
// header says which references), after percent-encoding normalization.
std::string normalize_path(const rfc2396::components& parts, normal_form& n) {
  auto path = normalize_percent_encodings(parts.path, n.escapes);
  const bool relative_path = !parts.scheme && !parts.authority && !starts_with(path, "/");
  if (relative_path) {
    return path;
  }
  auto without_dots = remove_dot_segments(path);
  if (!parts.authority && starts_with(without_dots, "//")) {
    without_dots.insert(0, "/.");
  }
  n.removed_dot_segments = without_dots != path;
  if (parts.authority && without_dots.empty() && default_port_of(n.scheme)) {
    n.empty_path_became_root = true;
    without_dots = "/";
  }
  return without_dots;
}

std::optional<std::string> normalized_component(const std::optional<std::string_view>& raw, normal_form& n) {
  if (!raw) {
    return std::nullopt;
  }
  return normalize_percent_encodings(*raw, n.escapes);
}

// The normal form of a reference the grammar accepted.
normal_form normal_form_of(std::string_view reference, const options& opts) {
  const auto parts = rfc2396::split(reference);
  normal_form n;
  if (parts.scheme) {
    n.scheme = detail::ascii_lowered(*parts.scheme);
    n.folded_scheme = *n.scheme != *parts.scheme;
  }
  if (parts.authority) {
    normalize_authority(*parts.authority, opts, n);
  }
  n.path = normalize_path(parts, n);
  n.query = normalized_component(parts.query, n);
  n.fragment = normalized_component(parts.fragment, n);
  return n;
}

// The rules that changed either side, in the order normalization applies
// them; the first section cited names the RFC.
std::string rules_applied(const normal_form& a, const normal_form& b, std::vector<normalization_rule>& applied) {
  std::vector<std::string> rules;
  auto cite = [&](std::string_view sections) {
    return " (" + std::string(rules.empty() ? "RFC 3986 " : "") + std::string(sections) + ")";
  };
  if (a.folded_scheme || b.folded_scheme) {
    rules.push_back("lower-casing the scheme" + cite("§6.2.2.1, §3.1"));
    applied.push_back(normalization_rule::scheme_case);
  }
  if (a.folded_host || b.folded_host) {
    rules.push_back("lower-casing the host" + cite("§6.2.2.1, §3.2.2"));
    applied.push_back(normalization_rule::host_case);
  }
  if (const auto upper = merged(a.escapes.upper_cased, b.escapes.upper_cased); !upper.empty()) {
    rules.push_back("upper-casing the hex digits of " + listed(upper, false) + cite("§6.2.2.1, §2.1"));
    applied.push_back(normalization_rule::escape_case);
  }
  if (const auto decoded = merged(a.escapes.decoded, b.escapes.decoded); !decoded.empty()) {
    rules.push_back(std::string(decoded.size() == 1 ? "decoding the percent-encoded unreserved character "
                                                    : "decoding the percent-encoded unreserved characters ") +
                    listed(decoded, true) + cite("§6.2.2.2, §2.3"));
    applied.push_back(normalization_rule::unreserved_decoded);
  }
  if (a.removed_dot_segments || b.removed_dot_segments) {
    rules.push_back("removing dot-segments" + cite("§6.2.2.3, §5.2.4"));
    applied.push_back(normalization_rule::dot_segments);
  }
  if (a.removed_empty_port || b.removed_empty_port) {
    rules.push_back("omitting the empty port" + cite("§3.2.3"));
    applied.push_back(normalization_rule::empty_port);
  }
  std::vector<std::string> ports;
  for (const auto* n : {&a, &b}) {
    if (n->removed_default_port) {
      const auto port = std::string(*default_port_of(n->scheme));
      const auto written = *n->removed_default_port;
      const auto item = written == port ? "the default port " + port + " of " + *n->scheme
                                        : "the port " + written + ", " + *n->scheme + "'s default " + port;
      if (ports.empty() || ports.front() != item) {
        ports.push_back(item);
      }
    }
  }
  if (!ports.empty()) {
    rules.push_back("omitting " + series(ports, "and") + cite("§6.2.3, §3.2.3"));
    applied.push_back(normalization_rule::default_port);
  }
  if (a.empty_path_became_root || b.empty_path_became_root) {
    rules.push_back("writing the empty path of " + *(a.empty_path_became_root ? a : b).scheme + " as \"/\"" +
                    cite("§6.2.3"));
    applied.push_back(normalization_rule::empty_path_as_root);
  }
  return "equal after " + series(rules, "and");
}

std::string differs(std::string_view subject, const std::optional<std::string>& a,
                    const std::optional<std::string>& b) {
  return std::string(subject) + " after normalization: A has " + shown(a) + ", B has " + shown(b);
}

// Appended when two texts differ only in what is percent-encoded: a
// reserved character against its percent-encoding.
std::string encoding_note(const std::optional<std::string>& a, const std::optional<std::string>& b) {
  if (a && b && percent_decode(*a) == percent_decode(*b)) {
    return "; they differ only in percent-encoded reserved characters, and decoding one changes the meaning (RFC "
           "3986 §2.2)";
  }
  return "";
}

std::string empty_delimiter_note(const std::optional<std::string>& a, const std::optional<std::string>& b) {
  if ((a && a->empty() && !b) || (b && b->empty() && !a)) {
    return "; normalization does not remove the delimiter of an empty component (RFC 3986 §6.2.3)";
  }
  return "";
}

std::string port_note(const normal_form& n) {
  if (!n.scheme) {
    return "; a relative reference names no scheme, so no default port applies";
  }
  if (const auto port = default_port_of(n.scheme)) {
    return "; the default port of " + *n.scheme + " is " + std::string(*port);
  }
  return "; normalization knows no default port of " + in_quotes(*n.scheme) +
         ", so an explicit one is kept (RFC 3986 §6.2.3)";
}

bool has_dot_segment(std::string_view path) {
  for (std::size_t begin = 0; begin <= path.size();) {
    const auto end = std::min(path.find('/', begin), path.size());
    const auto segment = path.substr(begin, end - begin);
    if (segment == "." || segment == "..") {
      return true;
    }
    begin = end + 1;
  }
  return false;
}

std::string path_note(const normal_form& a, const normal_form& b) {
  const auto& longer = a.path.size() > b.path.size() ? a.path : b.path;
  const auto& shorter = a.path.size() > b.path.size() ? b.path : a.path;
  if (shorter.empty() && longer == "/") {
    return "; only a scheme's definition makes an empty path \"/\" (RFC 3986 §6.2.3), and this normalization "
           "applies http's and https's";
  }
  if (longer == shorter + "/") {
    return "; equating paths that differ by a trailing \"/\" is protocol-based normalization (RFC 3986 §6.2.4), "
           "which is not done";
  }
  const auto relative_with_dots = [](const normal_form& n) {
    return !n.scheme && !n.has_authority && !starts_with(n.path, "/") && has_dot_segment(n.path);
  };
  if (relative_with_dots(a) || relative_with_dots(b)) {
    return "; a relative-path reference keeps its dot-segments, which refer to the base (RFC 3986 §5.2.3, §6.1)";
  }
  return encoding_note(a.path, b.path);
}

std::string first_difference(const normal_form& a, const normal_form& b, uri_component& differing) {
  if (a.scheme != b.scheme) {
    differing = uri_component::scheme;
    return differs("the schemes differ", a.scheme, b.scheme);
  }
  if (a.has_authority != b.has_authority) {
    differing = uri_component::authority;
    const auto authority_of = [](const normal_form& n) {
      return n.has_authority ? std::optional<std::string>(n.authority()) : std::nullopt;
    };
    return differs("the authorities differ", authority_of(a), authority_of(b));
  }
  if (a.userinfo != b.userinfo) {
    differing = uri_component::userinfo;
    const bool only_case =
        a.userinfo && b.userinfo && detail::ascii_lowered(*a.userinfo) == detail::ascii_lowered(*b.userinfo);
    return differs("the userinfo parts differ", a.userinfo, b.userinfo) +
           (only_case ? "; the userinfo keeps its case: only the scheme and the host are case-insensitive (RFC 3986 "
                        "§6.2.2.1)"
                      : encoding_note(a.userinfo, b.userinfo));
  }
  if (a.host != b.host) {
    differing = uri_component::host;
    return differs("the hosts differ", a.host, b.host) + encoding_note(a.host, b.host);
  }
  if (a.port != b.port) {
    differing = uri_component::port;
    return differs("the ports differ", a.port, b.port) + port_note(a);
  }
  if (a.path != b.path) {
    differing = uri_component::path;
    return differs("the paths differ", a.path, b.path) + path_note(a, b);
  }
  if (a.query != b.query) {
    differing = uri_component::query;
    return differs("the queries differ", a.query, b.query) + empty_delimiter_note(a.query, b.query) +
           encoding_note(a.query, b.query);
  }
  differing = uri_component::fragment;
  return differs("the fragments differ", a.fragment, b.fragment) + empty_delimiter_note(a.fragment, b.fragment) +
         encoding_note(a.fragment, b.fragment);
}

}  // namespace

normalization normalize(std::string_view input, const options& opts) {
  return detail::normalization_of(input, opts, [&](std::string_view x) { return normal_form_of(x, opts); });
}

equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts) {
  return detail::equivalence_of(
      a, b, opts, [&](std::string_view x) { return normal_form_of(x, opts); }, first_difference, rules_applied);
}

}  // namespace urlbnf::rfc3986
