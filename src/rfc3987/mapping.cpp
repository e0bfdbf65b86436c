// RFC 3987 Section 3.1 and 3.2, each a single left-to-right pass over the
// reference, so both are linear in its length.
#include <array>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/characters.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3987/characters.hpp>
#include <urlbnf/rfc3987/mapping.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

#include "../character_class.hpp"
#include "mapping_steps.hpp"

namespace urlbnf::rfc3987 {
namespace {

// Section 4.1: "IRIs MUST NOT contain bidirectional formatting characters
// (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", all of them ucschar.
using bidi_formatting_class = code_point_in<code_points<0x200E, 0x200F>, code_points<0x202A, 0x202E>>;

// Section 3.2 step 4: whether the character may stand, unencoded, where a
// percent-encoding stood: Section 2.2's ucschar, or iprivate in iquery,
// and no character Section 4.1 forbids.
bool appropriate(char32_t c, bool in_query) {
  return !bidi_formatting_class::holds(c) && (ucschar::holds(c) || (in_query && iprivate::holds(c)));
}

static_assert(urlbnf::detail::class_of<rfc3986::unreserved>.is_class);
bool is_unreserved(unsigned char c) { return urlbnf::detail::class_of<rfc3986::unreserved>.chars[c]; }

constexpr std::array<char, 16> upper_hex{'0', '1', '2', '3', '4', '5', '6', '7',
                                         '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

void append_percent_encoded(std::string& out, unsigned char octet) {
  out += '%';
  out += upper_hex[octet >> 4U];
  out += upper_hex[octet & 0x0FU];
}

// The octet of the pct-encoded at `i`, or -1 when none starts there.
int encoded_octet(std::string_view s, std::size_t i) {
  if (i + 2 >= s.size() || s[i] != '%') {
    return -1;
  }
  const int hi = hex_value(s[i + 1]);
  const int lo = hex_value(s[i + 2]);
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

// The offsets of the query of `reference` (Appendix B), empty when it has
// none.
std::pair<std::size_t, std::size_t> query_span(std::string_view reference) {
  const auto parts = rfc2396::split(reference);
  if (!parts.query) {
    return {0, 0};
  }
  const auto begin = static_cast<std::size_t>(parts.query->data() - reference.data());
  return {begin, begin + parts.query->size()};
}

rfc3986::options uri_grammar(const options& opts) {
  rfc3986::options o;
  o.vocabulary = opts.vocabulary;
  return o;
}

}  // namespace

namespace detail {

std::string percent_encode_beyond_ascii(std::string_view iri) {
  std::string out;
  out.reserve(iri.size());
  for (const char c : iri) {
    const auto octet = static_cast<unsigned char>(c);
    if (octet < 0x80) {
      out += c;
    } else {
      append_percent_encoded(out, octet);
    }
  }
  return out;
}

std::string decode_to_iri(std::string_view reference, urlbnf::detail::escape_rewrites& changes) {
  const auto [query_begin, query_end] = query_span(reference);
  std::string out;
  out.reserve(reference.size());
  for (std::size_t i = 0; i < reference.size();) {
    const int octet = encoded_octet(reference, i);
    if (octet < 0) {
      out += reference[i];
      ++i;
      continue;
    }
    // Step 2: of US-ASCII, only the unreserved characters are decoded.
    if (octet < 0x80) {
      if (is_unreserved(static_cast<unsigned char>(octet))) {
        out += static_cast<char>(octet);
      } else {
        out.append(reference.substr(i, 3));
      }
      i += 3;
      continue;
    }
    // Step 3: the octets of the percent-encodings that follow, up to the
    // four a UTF-8 sequence can take, read as one character.
    std::array<char, 4> octets{};
    std::size_t count = 0;
    for (int next = octet; count < octets.size() && next >= 0x80; next = encoded_octet(reference, i + 3 * count)) {
      octets[count++] = static_cast<char>(next);
    }
    const auto character = decode_utf8(octets.data(), octets.data() + count);
    if (character.length == 0) {
      // Not part of a strictly legal UTF-8 sequence: this octet stays
      // encoded; the next is read afresh.
      append_percent_encoded(out, static_cast<unsigned char>(octet));
      i += 3;
      continue;
    }
    const auto written = reference.substr(i, 3 * character.length);
    if (appropriate(character.code_point, query_begin <= i && i < query_end)) {
      const std::string decoded(octets.data(), character.length);
      out += decoded;
      urlbnf::detail::note(changes.decoded, {std::string(written), decoded});
    } else {
      // Step 4: re-encoded.
      for (std::size_t k = 0; k < character.length; ++k) {
        append_percent_encoded(out, static_cast<unsigned char>(octets[k]));
      }
    }
    i += written.size();
  }
  return out;
}

}  // namespace detail

result<std::string> to_uri(std::string_view iri, const options& opts) {
  auto verdict = check(iri, {}, opts);
  if (!verdict.valid) {
    return failure<lazy_diagnostic>{std::move(verdict.error)};
  }
  return detail::percent_encode_beyond_ascii(iri);
}

result<std::string> to_iri(std::string_view uri, const options& opts) {
  auto verdict = rfc3986::check(uri, {}, uri_grammar(opts));
  if (!verdict.valid) {
    return failure<lazy_diagnostic>{std::move(verdict.error)};
  }
  urlbnf::detail::escape_rewrites changes;
  return detail::decode_to_iri(uri, changes);
}

}  // namespace urlbnf::rfc3987
