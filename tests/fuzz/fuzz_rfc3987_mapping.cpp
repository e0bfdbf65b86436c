// RFC 3987 Section 3's mappings on any bytes. to_uri gives a URI exactly
// for an IRI reference, and that URI is its own URI (Section 3.1: the
// mapping is the identity on URIs, and idempotent); to_iri gives an IRI
// reference exactly for a URI reference, whose URI is the input but for
// the case of hex digits beyond US-ASCII and the unreserved characters
// decoded (Section 3.2's first paragraph); an IRI reference without
// percent-encodings and without Section 4.1's bidirectional formatting
// characters comes back from its URI. A rejection's offset is in the input.
#include <string>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/mapping.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

bool unreserved(int c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}

// What to_uri(to_iri(uri)) is, written apart from the library, for a URI
// reference (every "%" starts two hex digits).
std::string round_tripped(std::string_view uri) {
  static constexpr char digits[] = "0123456789ABCDEF";
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] != '%') {
      out += uri[i];
      continue;
    }
    const int octet = hex_value(uri[i + 1]) * 16 + hex_value(uri[i + 2]);
    if (unreserved(octet)) {
      out += static_cast<char>(octet);
    } else if (octet >= 0x80) {
      out += {'%', digits[octet >> 4], digits[octet & 15]};
    } else {
      out.append(uri.substr(i, 3));
    }
    i += 2;
  }
  return out;
}

// LRM, RLM (E2 80 8E, E2 80 8F) and LRE to RLO (E2 80 AA to E2 80 AE).
bool has_bidi_formatting(std::string_view s) {
  for (std::size_t i = 0; i + 2 < s.size(); ++i) {
    const auto third = static_cast<unsigned char>(s[i + 2]);
    if (s[i] == '\xE2' && s[i + 1] == '\x80' && (third == 0x8E || third == 0x8F || (third >= 0xAA && third <= 0xAE))) {
      return true;
    }
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);

  const auto uri = rfc3987::to_uri(input);
  require(uri.has_value() == rfc3987::accepts(input), "to_uri maps exactly the IRI references");
  if (uri) {
    require(rfc3986::accepts(*uri), "to_uri gives a URI reference");
    require(rfc3987::to_uri(*uri) == *uri, "to_uri is the identity on a URI, so idempotent");
    const auto back = rfc3987::to_iri(*uri);
    require(back.has_value() && rfc3987::accepts(*back), "the URI of an IRI converts to an IRI");
    if (input.find('%') == std::string_view::npos && !has_bidi_formatting(input)) {
      require(*back == input, "an IRI without percent-encodings comes back from its URI");
    }
  } else {
    require(uri.error().offset <= input.size(), "a rejection's offset is in the input");
  }

  const auto iri = rfc3987::to_iri(input);
  require(iri.has_value() == rfc3986::accepts(input), "to_iri converts exactly the URI references");
  if (iri) {
    require(rfc3987::accepts(*iri), "to_iri gives an IRI reference");
    require(rfc3987::to_uri(*iri) == round_tripped(input),
            "to_uri(to_iri(x)) is x but for hex case beyond US-ASCII and unreserved characters");
  } else {
    require(iri.error().offset <= input.size(), "a rejection's offset is in the input");
  }
  return 0;
}
