// README's "Use as a library": what an API gateway asks of a request's URL.
// Each URL given is parsed by RFC 3986, required to be http or https with
// a host, its port read as a number (the scheme's default when there is
// none) and its query's params listed, decoded as an HTML form encodes
// them. Built against the installed library by tests/install/run.
#include <cstdint>
#include <cstdio>
#include <string>
#include <urlbnf/rfc3986/ast.hpp>

namespace {

// Schemes are case-insensitive (RFC 3986 Section 3.1): "HTTP" is "http".
std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) {
    c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

std::string str(std::string_view s) { return std::string(s); }

void route(const char* input) {
  const auto url = urlbnf::rfc3986::parse_uri(input);
  if (!url) {
    // error().message says why in words; offset and section are stable.
    std::printf("rejected %s: not a URI, at offset %zu (RFC 3986 section %s)\n", input, url.error().offset,
                url.error().section.c_str());
    return;
  }
  const auto scheme = lower(url->scheme->raw);  // a URI always has one
  if (scheme != "http" && scheme != "https") {
    std::printf("rejected %s: scheme %s, not http or https\n", input, scheme.c_str());
    return;
  }
  if (!url->authority || url->authority->host.raw.raw.empty()) {
    std::printf("rejected %s: no host\n", input);
    return;
  }
  std::uint16_t port = scheme == "https" ? 443 : 80;
  if (const auto p = url->port_number(); p && p->how() != urlbnf::port_number::reading::empty) {
    if (!p->value()) {
      std::printf("rejected %s: port %s is beyond 65535\n", input, str(p->digits()).c_str());
      return;
    }
    port = *p->value();
  }
  std::printf("accepted %s\n  host %s, port %u\n", input, str(url->authority->host.raw.raw).c_str(),
              static_cast<unsigned>(port));
  urlbnf::params_options form;
  form.plus_is_space = true;
  for (const auto param : url->params(form)) {
    if (param.has_value) {
      std::printf("  %s = \"%s\"\n", param.decoded_key().c_str(), param.decoded_value().c_str());
    } else {
      std::printf("  %s (no value)\n", param.decoded_key().c_str());
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    route(argv[i]);
  }
  return 0;
}
