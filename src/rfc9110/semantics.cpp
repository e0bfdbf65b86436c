#include <sstream>
#include <urlbnf/rfc9110/semantics.hpp>

namespace urlbnf::rfc9110 {
namespace {

std::string quoted(const text& t) {
  std::string out = "\"" + std::string(t.raw) + "\"";
  if (const auto d = t.decoded(); d != t.raw) {
    out += " (decoded \"" + d + "\")";
  }
  return out;
}

}  // namespace

std::string explain(const ast::uri& uri) {
  std::ostringstream out;
  const bool secure = uri.production == "https-URI";
  const std::string_view section = secure ? "4.2.2" : "4.2.1";
  const std::string_view default_port = secure ? "443" : "80";
  out << "form: " << uri.production << " (Section " << section << ")\n";
  out << "scheme: " << quoted(uri.scheme) << "\n";
  out << "  - case-insensitive (an ABNF string); its origin's scheme is \"" << uri.origin.scheme << "\"\n";
  out << "authority: " << quoted(uri.authority.raw) << "\n";
  if (uri.authority.userinfo) {
    out << "userinfo: " << quoted(*uri.authority.userinfo) << "\n";
    out << "  - Section 4.2.4: deprecated; a sender MUST NOT generate it in a target URI or field value, and a "
           "recipient SHOULD treat it as an error in a URI from an untrusted source (it can obscure the authority "
           "for phishing)\n";
  }
  out << "host: " << quoted(uri.authority.host.raw) << " (" << rfc3986::ast::name_of(uri.authority.host.kind)
      << ")\n";
  const auto digits = uri.authority.port_number();
  switch (uri.origin.port_from) {
    case ast::port_source::given:
      out << "port: " << *uri.origin.port << "\n";
      break;
    case ast::port_source::defaulted:
      out << "port: " << default_port << " ("
          << (digits ? "empty: the default" : "absent: the default") << " for " << uri.origin.scheme
          << ", Section " << section << ")\n";
      break;
    case ast::port_source::too_large:
      out << "port: \"" << uri.authority.port->raw
          << "\" exceeds 65535: the ABNF's port is *DIGIT, but no TCP port has this number\n";
      break;
  }
  out << "path: " << quoted(uri.path) << " (path-abempty)\n";
  if (uri.path.raw.empty()) {
    out << "  - Section 4.2.3: an empty path is equivalent to \"/\", except as the target of an OPTIONS request\n";
  }
  if (uri.query) {
    out << "query: " << quoted(*uri.query) << "\n";
  } else {
    out << "query: (absent)\n";
  }
  out << "origin: (\"" << uri.origin.scheme << "\", \"" << uri.origin.host_lowercase() << "\", ";
  if (uri.origin.port) {
    out << "\"" << *uri.origin.port << "\")";
  } else {
    out << "no port number)";
  }
  out << " (Section 4.3.1: scheme and host lower-cased, the port without leading zeros, the default when elided)\n";
  return out.str();
}

}  // namespace urlbnf::rfc9110
