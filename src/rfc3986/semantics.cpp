#include <array>
#include <sstream>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/port.hpp>
#include <urlbnf/rfc3986/semantics.hpp>

namespace urlbnf::rfc3986 {
namespace {

struct port_entry {
  std::string_view scheme;
  scheme_port port;
};

// Each scheme's own RFC: RFC 9110 for http and https, RFC 6455 for ws and
// wss, RFC 1738 for the schemes no later RFC redefined but gopher (RFC 4266).
constexpr std::array<port_entry, 8> default_ports{{{"http", {80, "RFC 9110 \xC2\xA7" "4.2.1"}},
                                                   {"https", {443, "RFC 9110 \xC2\xA7" "4.2.2"}},
                                                   {"ws", {80, "RFC 6455 \xC2\xA7" "3"}},
                                                   {"wss", {443, "RFC 6455 \xC2\xA7" "3"}},
                                                   {"ftp", {21, "RFC 1738 \xC2\xA7" "3.2"}},
                                                   {"gopher", {70, "RFC 4266 \xC2\xA7" "2.1"}},
                                                   {"nntp", {119, "RFC 1738 \xC2\xA7" "3.7"}},
                                                   {"telnet", {23, "RFC 1738 \xC2\xA7" "3.8"}}}};

std::string quoted(const text& t) {
  std::string out = "\"" + std::string(t.raw) + "\"";
  if (const auto d = t.decoded(); d != t.raw) {
    out += " (decoded \"" + d + "\")";
  }
  return out;
}

class explainer {
 public:
  explicit explainer(const ast::uri_reference& ref) : ref_(ref) {}

  std::string run() {
    form();
    scheme();
    authority();
    path();
    part("query", ref_.query,
         "Section 3.4: non-hierarchical data, from the first \"?\" to \"#\" or the end; its form (often "
         "key=value pairs) is the scheme's or the application's, not RFC 3986's");
    part("fragment", ref_.fragment,
         "Section 3.5: identifies a secondary resource; it is separated from the URI before a dereference and "
         "interpreted by the user agent alone, by the media type of the representation retrieved");
    return out_.str();
  }

 private:
  void line(std::string_view label, const std::string& value) { out_ << label << ": " << value << "\n"; }
  void note(std::string_view text) { out_ << "  - " << text << "\n"; }

  void part(std::string_view label, const std::optional<text>& t, std::string_view says) {
    if (!t) {
      line(label, "(absent)");
      return;
    }
    line(label, quoted(*t));
    note(says);
  }

  void form() {
    if (ref_.URI) {
      line("form", ref_.fragment ? "URI (Section 3), with a fragment"
                                 : "URI (Section 3); without a fragment it is also an absolute-URI (Section 4.3)");
      return;
    }
    const std::string_view kind = ref_.authority                                     ? "a network-path reference"
                                  : ref_.path_form == ast::path_kind::path_absolute ? "an absolute-path reference"
                                                                                    : "a relative-path reference";
    line("form", "relative-ref (Section 4.2), " + std::string(kind) +
                     ": it has no scheme, and means a URI only once resolved against a base URI (Section 5.2)");
  }

  void scheme() {
    if (!ref_.scheme) {
      line("scheme", "(absent: the base URI's, once resolved)");
      return;
    }
    line("scheme", quoted(*ref_.scheme));
    if (detail::ascii_lowered(ref_.scheme->raw) != ref_.scheme->raw) {
      note("Section 3.1: schemes are case-insensitive; the canonical form is lower case");
    }
  }

  void authority() {
    if (!ref_.authority) {
      line("authority", "(absent)");
      return;
    }
    const auto& a = *ref_.authority;
    line("authority", quoted(a.raw));
    if (a.userinfo) {
      line("userinfo", quoted(*a.userinfo));
      if (a.userinfo->raw.find(':') != std::string_view::npos) {
        note(
            "Section 3.2.1: the format \"user:password\" in the userinfo is deprecated; what follows the first "
            "\":\" should not be shown as clear text");
      }
    } else {
      line("userinfo", "(absent)");
    }
    host(a.host);
    port(a.port);
  }

  void host(const ast::host& h) {
    line("host", quoted(h.raw) + " (" + std::string(ast::name_of(h.kind)) + ")");
    switch (h.kind) {
      case ast::host_kind::IP_literal:
        note(h.IPvFuture ? "Section 3.2.2: an IPvFuture literal, of an IP version later than 6"
                         : "Section 3.2.2: an IPv6 address literal, in brackets");
        if (h.ZoneID) {
          note("RFC 6874 \xC2\xA7" "2: the IPv6 address is scoped to the zone \"" + std::string(h.ZoneID->raw) +
               "\" (a local interface); it has no meaning beyond this host");
        }
        break;
      case ast::host_kind::IPv4address:
        note("Section 3.2.2: an IPv4 address in dotted-decimal form");
        break;
      case ast::host_kind::reg_name:
        if (h.raw.raw.empty()) {
          note(
              "Section 3.2.2: an empty registered name; where the scheme defines a default host, it applies (file: "
              "the local machine, RFC 8089)");
        } else {
          note(
              "Section 3.2.2: a registered name, usually looked up in DNS; case-insensitive (canonical form lower "
              "case)");
        }
        break;
    }
  }

  void port(const std::optional<text>& digits) {
    const auto scheme = ref_.scheme ? detail::ascii_lowered(ref_.scheme->raw) : std::string();
    const auto fallback = default_port(scheme);
    if (!digits) {
      if (fallback) {
        line("port", std::to_string(fallback->port) + " (absent: the default for " + scheme + ", " +
                         std::string(fallback->source) + ")");
      } else {
        line("port", "(absent; " + (scheme.empty() ? std::string("the scheme is the base URI's")
                                                   : "urlbnf knows no default port for " + scheme) +
                         ")");
      }
      return;
    }
    const auto number = port_number::of(digits->raw);
    switch (number.how()) {
      case port_number::reading::empty:
        line("port", "\"\" (empty)");
        note("Section 3.2.3: an empty port should be omitted, with its \":\"");
        return;
      case port_number::reading::too_large:
        line("port", quoted(*digits));
        note(
            "Section 3.2.3: the port is any number of digits, so the grammar accepts it, but it exceeds 65535, "
            "the largest TCP or UDP port");
        return;
      // port = *DIGIT: the grammar accepted no other text.
      case port_number::reading::not_digits:
        line("port", quoted(*digits));
        return;
      case port_number::reading::number:
        break;
    }
    line("port", std::to_string(*number.value()));
    if (fallback && *number.value() == fallback->port) {
      note("Section 3.2.3: the scheme's default port (" + std::string(fallback->source) +
           "); normalizers should omit it (Section 6.2.3)");
    }
  }

  void path() {
    line("path", quoted(ref_.path) + " (" + std::string(ast::name_of(ref_.path_form)) + ")");
    std::size_t count = 0;
    bool dots = false;
    for (const auto& segment : ref_.segments) {
      ++count;
      dots = dots || segment.raw == "." || segment.raw == "..";
    }
    if (count > 0) {
      out_ << "  segments (" << count << "):";
      for (const auto& segment : ref_.segments) {
        out_ << " \"" << segment.raw << "\"";
      }
      out_ << "\n";
    }
    if (dots) {
      note(
          "Section 3.3: \".\" and \"..\" segments are removed when the reference is resolved (Section 5.2.4) or "
          "normalized (Section 6.2.2.3)");
    }
  }

  const ast::uri_reference& ref_;
  std::ostringstream out_;
};

}  // namespace

std::optional<scheme_port> default_port(std::string_view scheme) noexcept {
  for (const auto& entry : default_ports) {
    if (detail::equal_ignoring_ascii_case(entry.scheme, scheme)) {
      return entry.port;
    }
  }
  return std::nullopt;
}

std::string explain(const ast::uri_reference& ref) { return explainer(ref).run(); }

}  // namespace urlbnf::rfc3986
