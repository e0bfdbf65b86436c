// Normalization by the rules the header lists, and nothing more, because
// RFC 2396 defines nothing more:
//   - "." and ".." segments stay: Section 5.2 gives them a meaning only
//     while a relative path is resolved against a base, never inside a URI;
//   - an empty path does not become "/" (not even for http): RFC 2396 says
//     nothing of it, and RFC 1738 Section 3.3 only makes the path optional;
//   - characters written unescaped are never escaped, and escaped reserved
//     or excluded characters are never decoded: Section 2.4.2 says only the
//     producer of a component knows whether that changes its meaning;
//   - a relative reference is not resolved (Section 5 needs a base).
#include <algorithm>
#include <array>
#include <optional>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc1738/semantics.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/text.hpp>
#include <vector>

#include "../character_class.hpp"
#include "../escape_rewrites.hpp"
#include "../internal_api.hpp"
#include "../prose.hpp"

namespace urlbnf::rfc2396 {
namespace {

// Section 2.3's unreserved, by the table the grammar's rule matches with.
static_assert(detail::class_of<unreserved>.is_class);
bool is_unreserved(char c) { return detail::class_of<unreserved>.chars[static_cast<unsigned char>(c)]; }

// Section 3.1: scheme, by the grammar's rule. What Appendix B calls a
// scheme in an invalid reference ("a b:", "Joe@X.com:") is no scheme name,
// so its case is not folded.

enum class host_kind { hostname, ipv4address, ipv6reference };

struct server_authority {
  std::optional<std::string_view> userinfo;
  std::string_view host;
  host_kind kind = host_kind::hostname;
  std::optional<std::string_view> port;
};

// The readings an authority is tried by: RFC 2396's rules, and RFC 2732's
// with every RFC 2373 text form, which add the bracketed IPv6 literal (and
// narrow nothing that RFC 2396's reading has not taken first).
const std::array<options, 2>& authority_readings() {
  static const std::array<options, 2> readings = [] {
    std::array<options, 2> r;
    r[1].grammar = grammar::rfc2396_2732;
    r[1].ipv6_text_forms = true;
    return r;
  }();
  return readings;
}

// Section 3.2.2: server = [ [ userinfo "@" ] hostport ], hostport = host
// [ ":" port ], read by the grammar's own rules. An authority of any other
// shape is a reg_name (Section 3.2.1), whose structure is the scheme's
// business. A hostname is a reg_name too; `authority = server | reg_name`
// lists server first, and so does this reading.
std::optional<server_authority> as_server(std::string_view authority) {
  for (const auto& reading : authority_readings()) {
    detail::derivation_spans derived;
    if (!derived.run(production_entry(reading.grammar, "server"), authority, reading_of(reading),
                     [&] { return derive(authority, "server", reading); })) {
      continue;
    }
    server_authority s;
    bool has_host = false;
    for (const auto* c = derived.begin(); c != derived.end(); ++c) {
      const auto text = authority.substr(c->begin, c->end - c->begin);
      if (c->name == "userinfo") {
        s.userinfo = text;
      } else if (c->name == "host") {
        s.host = text;
        has_host = true;
      } else if (c->name == "port") {
        s.port = text;
      } else if (c->name == "IPv4address") {
        s.kind = host_kind::ipv4address;
      }
    }
    if (!has_host) {
      // server's empty alternative: no host to fold, no port to elide.
      return std::nullopt;
    }
    if (!s.host.empty() && s.host.front() == '[') {
      s.kind = host_kind::ipv6reference;
    }
    return s;
  }
  return std::nullopt;
}

using detail::escape_rewrites;
using detail::in_quotes;
using detail::listed;
using detail::merged;
using detail::rewrite;
using detail::series;
using detail::shown;

bool is_escape_at(std::string_view s, std::size_t i) {
  return s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 && hex_value(s[i + 2]) >= 0;
}

// Section 2.3: an escaped unreserved character is the character itself
// ("%7E" is "~", "%41" is "A"). Section 2.4.1: an escape names an octet by
// two hex digits, either case, so "%2f" and "%2F" are one octet. RFC 2396
// names no canonical case; upper case is chosen because RFC 1738 writes its
// escapes so ("%2Fetc", Section 3.2.2; "%0D%0A", Section 3.4) and RFC 2396's
// hex lists "A"-"F" first. Section 2.2: an escaped reserved character is
// data where the character itself is a delimiter, so "%2F" stays; so do
// escaped excluded characters (Section 2.4.3), which have no unescaped form.
// In a valid reference every "%" starts an escape (Section 2.4.3), so no
// decoding can forge one.
std::string normalize_escapes(std::string_view component, escape_rewrites& changes) {
  return detail::rewrite_escapes(component, changes, is_escape_at, is_unreserved);
}

// Section 3.2.2: "port = *digit" lets the port be empty, and an empty port
// names no port, so the default is assumed as for an omitted one. Section 6:
// an explicit port that is the scheme's default is elided; the port is a
// decimal number (Section 3.2.2), so "080" is the default 80 too. The
// defaults are RFC 1738's (Sections 3.2-3.11), the only ones the RFCs of
// this library define.
bool port_is_elided(const std::optional<std::string>& scheme, std::string_view port) {
  if (port.empty()) {
    return true;
  }
  if (!scheme) {
    return false;
  }
  const auto default_port = rfc1738::default_port(*scheme);
  if (!default_port) {
    return false;
  }
  const auto significant = port.find_first_not_of('0');
  const auto number = significant == std::string_view::npos ? std::string_view("0") : port.substr(significant);
  return number == std::to_string(*default_port);
}

// A reference in normal form, by component, with what normalization did to
// it so that equivalence can say which rules made two references equal.
struct normal_form {
  std::optional<std::string> scheme;
  std::optional<std::string> authority;
  bool server_based = false;
  std::optional<std::string> userinfo;
  std::string host;
  std::optional<std::string> port;
  std::string path;
  std::optional<std::string> query;
  std::optional<std::string> fragment;

  bool folded_scheme = false;
  std::optional<host_kind> folded_host;
  std::optional<std::string> elided_port;
  escape_rewrites escapes;

  [[nodiscard]] std::string text() const {
    components c;
    c.scheme = scheme;
    c.authority = authority;
    c.path = path;
    c.query = query;
    c.fragment = fragment;
    return recompose(c);
  }
};

std::optional<std::string> normalized_component(const std::optional<std::string_view>& raw, escape_rewrites& changes) {
  if (!raw) {
    return std::nullopt;
  }
  return normalize_escapes(*raw, changes);
}

// The authority's escapes are normalized before its shape is read: decoding
// yields unreserved characters only, never the "@", ":" or "[" that shape
// depends on, and reading the decoded text keeps normalization idempotent
// ("%41BC.com" is "ABC.com", Section 2.3, which is "abc.com", Section 6).
void normalize_authority(std::string_view raw, normal_form& n) {
  auto authority = normalize_escapes(raw, n.escapes);
  const auto server = as_server(authority);
  if (!server) {
    n.authority = std::move(authority);
    return;
  }
  n.server_based = true;
  if (server->userinfo) {
    n.userinfo = std::string(*server->userinfo);
  }
  // Section 3.2.2 (hostnames are RFC 1034 domain names) and Section 6: the
  // host name is case-insensitive. RFC 2732's IPv6 literal is RFC 2373
  // Section 2.2 text, whose hex digits are numbers (its own examples mix
  // "FEDC:BA98" and "3ffe:2a00"), so its case is folded the same way; its
  // other spellings ("::" for zeros, leading zeros) are left as written,
  // for RFC 2396 Section 6 equates only case and the default port.
  n.host = server->kind == host_kind::ipv4address ? std::string(server->host) : detail::ascii_lowered(server->host);
  if (n.host != server->host) {
    n.folded_host = server->kind;
  }
  if (server->port) {
    if (port_is_elided(n.scheme, *server->port)) {
      n.elided_port = std::string(*server->port);
    } else {
      n.port = std::string(*server->port);
    }
  }
  std::string rebuilt;
  if (n.userinfo) {
    rebuilt.append(*n.userinfo).append("@");
  }
  rebuilt.append(n.host);
  if (n.port) {
    rebuilt.append(":").append(*n.port);
  }
  n.authority = std::move(rebuilt);
}

normal_form normal_form_of(std::string_view reference) {
  const auto parts = split(reference);
  normal_form n;
  if (parts.scheme) {
    // Section 3.1: upper case letters in a scheme name are equivalent to
    // lower case. A scheme has no escapes to normalize.
    n.scheme = detail::ascii_lowered(*parts.scheme);
    n.folded_scheme = *n.scheme != *parts.scheme;
  }
  if (parts.authority) {
    normalize_authority(*parts.authority, n);
  }
  n.path = normalize_escapes(parts.path, n.escapes);
  n.query = normalized_component(parts.query, n.escapes);
  n.fragment = normalized_component(parts.fragment, n.escapes);
  return n;
}

// The rules that changed either side, in the order normalization applies
// them; the first section cited names the RFC.
std::string rules_applied(const normal_form& a, const normal_form& b, std::vector<normalization_rule>& applied) {
  std::vector<std::string> rules;
  bool rfc_named = false;
  auto cite = [&](std::string_view sections) {
    const std::string prefix = rfc_named ? "" : "RFC 2396 ";
    rfc_named = true;
    return " (" + prefix + std::string(sections) + ")";
  };
  if (a.folded_scheme || b.folded_scheme) {
    rules.push_back("folding the scheme's case" + cite("§3.1"));
    applied.push_back(normalization_rule::scheme_case);
  }
  if (a.folded_host == host_kind::hostname || b.folded_host == host_kind::hostname) {
    rules.push_back("folding the host's case" + cite("§3.2.2, §6"));
    applied.push_back(normalization_rule::host_case);
  }
  if (a.folded_host == host_kind::ipv6reference || b.folded_host == host_kind::ipv6reference) {
    rules.push_back("folding the case of the IPv6 address's hex digits (RFC 2732 §2, RFC 2373 §2.2)");
    applied.push_back(normalization_rule::ipv6_case);
  }
  std::vector<std::string> ports;
  bool empty_port = false;
  for (const auto* n : {&a, &b}) {
    if (!n->elided_port) {
      continue;
    }
    if (n->elided_port->empty()) {
      empty_port = true;
      continue;
    }
    const auto default_port = std::to_string(*rfc1738::default_port(*n->scheme));
    const auto port = *n->elided_port == default_port ? "the default port " + default_port
                                                      : "the port " + *n->elided_port + ", the default " + default_port;
    if (ports.empty() || ports.front() != port) {
      ports.push_back(port);
    }
  }
  if (!ports.empty()) {
    rules.push_back("eliding " + series(ports, "and") + cite("§6"));
    applied.push_back(normalization_rule::default_port);
  }
  if (empty_port) {
    rules.push_back("eliding the empty port" + cite("§3.2.2: port = *digit; an empty port names none"));
    applied.push_back(normalization_rule::empty_port);
  }
  if (const auto decoded = merged(a.escapes.decoded, b.escapes.decoded); !decoded.empty()) {
    rules.push_back(std::string(decoded.size() == 1 ? "decoding the escaped unreserved character "
                                                    : "decoding the escaped unreserved characters ") +
                    listed(decoded, true) + cite("§2.3, §2.4.2"));
    applied.push_back(normalization_rule::unreserved_decoded);
  }
  if (const auto upper_cased = merged(a.escapes.upper_cased, b.escapes.upper_cased); !upper_cased.empty()) {
    rules.push_back("upper-casing the hex digits of " + listed(upper_cased, false) + cite("§2.4.1"));
    applied.push_back(normalization_rule::escape_case);
  }
  return "equal after " + series(rules, "and");
}

// Appended when two texts differ only in what is escaped: the difference is
// an escaped reserved or excluded character against the character itself.
std::string escaping_note(const std::optional<std::string>& a, const std::optional<std::string>& b) {
  if (a && b && percent_decode(*a) == percent_decode(*b)) {
    return "; they differ only in whether reserved or excluded characters are escaped, and escaping a reserved "
           "character changes the meaning (RFC 2396 §2.2, §2.4.2)";
  }
  return "";
}

std::string differs(std::string_view subject, const std::optional<std::string>& a,
                    const std::optional<std::string>& b) {
  return std::string(subject) + " after normalization: A has " + shown(a) + ", B has " + shown(b) + escaping_note(a, b);
}

std::string port_note(const normal_form& n) {
  if (!n.scheme) {
    return "; a relative reference names no scheme, so no default port applies";
  }
  if (const auto p = rfc1738::default_port(*n.scheme)) {
    return "; the default port of " + *n.scheme + " is " + std::to_string(*p) + " (RFC 1738)";
  }
  return "; RFC 1738 gives " + in_quotes(*n.scheme) + " no default port, so an explicit one is kept (RFC 2396 §6)";
}

std::string authority_kind(const normal_form& n) {
  if (!n.authority) {
    return "";
  }
  return n.server_based ? " (server-based)" : " (registry-based, left as written: RFC 2396 §3.2.1)";
}

std::string first_difference(const normal_form& a, const normal_form& b, uri_component& differing) {
  if (a.scheme != b.scheme) {
    differing = uri_component::scheme;
    return differs("the schemes differ", a.scheme, b.scheme);
  }
  if (a.authority != b.authority) {
    if (!a.server_based || !b.server_based) {
      differing = uri_component::authority;
      return "the authorities differ after normalization: A has " + shown(a.authority) + authority_kind(a) +
             ", B has " + shown(b.authority) + authority_kind(b) + escaping_note(a.authority, b.authority);
    }
    if (a.userinfo != b.userinfo) {
      differing = uri_component::userinfo;
      const bool only_case =
          a.userinfo && b.userinfo && detail::ascii_lowered(*a.userinfo) == detail::ascii_lowered(*b.userinfo);
      const std::string case_note =
          "; the userinfo keeps its case: only the scheme and the host are case-insensitive (RFC 2396 §6)";
      return differs("the userinfo parts differ", a.userinfo, b.userinfo) + (only_case ? case_note : "");
    }
    if (a.host != b.host) {
      differing = uri_component::host;
      return differs("the hosts differ", a.host, b.host);
    }
    differing = uri_component::port;
    return differs("the ports differ", a.port, b.port) + port_note(a);
  }
  if (a.path != b.path) {
    differing = uri_component::path;
    const bool empty_and_root = (a.path.empty() && b.path == "/") || (a.path == "/" && b.path.empty());
    return differs("the paths differ", a.path, b.path) +
           (empty_and_root ? "; RFC 2396 defines no equivalence of an empty path and \"/\"" : "");
  }
  if (a.query != b.query) {
    differing = uri_component::query;
    return differs("the queries differ", a.query, b.query);
  }
  differing = uri_component::fragment;
  return differs("the fragments differ", a.fragment, b.fragment) +
         "; a fragment is not part of the URI (RFC 2396 §4.1) but is part of the references compared";
}

}  // namespace

normalization normalize(std::string_view input, const options& opts) {
  return detail::normalization_of(input, opts, normal_form_of);
}

equivalence_verdict equivalent(std::string_view a, std::string_view b, const options& opts) {
  return detail::equivalence_of(a, b, opts, normal_form_of, first_difference, rules_applied);
}

}  // namespace urlbnf::rfc2396
