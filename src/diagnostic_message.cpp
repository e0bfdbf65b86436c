// The wording of every grammar's rejections: a diagnostic's code and facts
// made into the sentence its message is, quoting each RFC's own terms.
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc3987/utf8.hpp>
#include <urlbnf/text.hpp>

#include "judging.hpp"
#include "prose.hpp"

namespace urlbnf {
namespace {

constexpr char hex_digits[] = "0123456789ABCDEF";

// "%20" for ' '.
std::string hex_escape(unsigned char c) { return {'%', hex_digits[c >> 4], hex_digits[c & 0xF]}; }

// "' '" for a graphic character, "0x0A" for any other.
std::string quoted_char(unsigned char c) {
  if (c < 0x20 || c >= 0x7F) {
    return {'0', 'x', hex_digits[c >> 4], hex_digits[c & 0xF]};
  }
  return {'\'', static_cast<char>(c), '\''};
}

// A message ends with the input repaired, as the diagnostic has it, after
// `words` ("; escaped: "), each RFC's word for escaping; with nothing when
// escaping cannot repair it. Two pieces of the message, not a string of
// their own: the repair is as long as the input, and a copy more would
// raise a long input's peak memory by as much.
std::string_view lead(const diagnostic& d, std::string_view words) { return d.repair ? words : std::string_view(); }
std::string_view repair_of(const diagnostic& d) { return d.repair ? std::string_view(*d.repair) : std::string_view(); }

// A byte-order mark, which a file's first line may start with, is no
// character of a URI: every RFC's words for removing it.
std::string byte_order_mark(const diagnostic& d, std::string_view uri) {
  return detail::joined(
      {"the input starts with a UTF-8 byte-order mark (the octets 0xEF 0xBB 0xBF a file may start "
       "with), which is no part of the ",
       uri, ": remove it", lead(d, "; repaired: "), repair_of(d)});
}

std::string expected_list(const std::vector<std::string>& expected) { return detail::series(expected, "or"); }

// "expected X or Y, found 'c'", or "unexpected end of input, expected X or Y".
std::string unexpected(const diagnostic& d, std::string_view input) {
  if (d.offset >= input.size()) {
    return detail::joined({"unexpected end of input, expected ", expected_list(d.expected)});
  }
  return detail::joined(
      {"expected ", expected_list(d.expected), ", found ", quoted_char(static_cast<unsigned char>(input[d.offset]))});
}

// "the reserved character ';' is not allowed here (expected X or Y); if it
// is data, encode it as %3B", `encode` the RFC's word for it.
std::string reserved_not_allowed(const diagnostic& d, unsigned char c, std::string_view encode) {
  return detail::joined({"the reserved character ", quoted_char(c), " is not allowed here (expected ",
                         expected_list(d.expected), "); if it is data, ", encode, " it as ", hex_escape(c)});
}

// Each RFC's words for the reasons it gives. The grammars of one RFC share
// them: RFC 2396 + RFC 2732 speaks as RFC 2396 does.
std::string in_rfc2396(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  switch (d.code) {
    case diagnostic_code::ipv6_text_form:
      return detail::joined(
          {"this IPv6 address is a text form RFC 2373 \xC2\xA7"
           "2.2 allows, but RFC 2373 Appendix B's IPv6address ABNF, "
           "which RFC 2732 imports, does not accept it; use ",
           words.option(d.remedy_name),
           " to accept every \xC2\xA7"
           "2.2 form"});
    case diagnostic_code::query_without_path:
      return detail::joined(
          {"a relative reference has a path before its \"?\" (relativeURI = ( net_path | abs_path | "
           "rel_path ) [ \"?\" query ]); \"./",
           input, "\" is the reference Appendix C resolves \"", input, "\" as"});
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "URI");
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c), " is not US-ASCII and must be escaped as ", hex_escape(c),
                             lead(d, "; escaped: "), repair_of(d)});
    case diagnostic_code::second_fragment:
      return detail::joined({"a URI reference has one fragment; a second '#' must be escaped as %23",
                             lead(d, "; escaped: "), repair_of(d)});
    case diagnostic_code::bad_escape:
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      if (d.category.empty()) {
        return detail::joined({"a '%' must be followed by two hex digits (an escape); a literal '%' is escaped as %25",
                               lead(d, ": "), repair_of(d)});
      }
      if (c == '%') {
        return detail::joined({"the character '%' is excluded from URIs (", d.category,
                               "); a '%' must start an escape of two hex digits, a literal '%' is %25", lead(d, ": "),
                               repair_of(d)});
      }
      if (d.remedy == remedy_kind::grammar) {
        return detail::joined({"the character ", quoted_char(c), " is excluded from URIs (", d.category,
                               "); an IPv6 literal host needs RFC 2732: use ", words.grammar(d.remedy_name)});
      }
      return detail::joined({"the character ", quoted_char(c), " is excluded from URIs (", d.category, ")",
                             lead(d, "; escaped: "), repair_of(d)});
    case diagnostic_code::reserved_character:
      return reserved_not_allowed(d, c, "escape");
    default:
      return unexpected(d, input);
  }
}

std::string in_rfc3986(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  switch (d.code) {
    case diagnostic_code::zone_identifier:
      return "an IPv6 address with a zone identifier (\"%25\" and a ZoneID) is RFC 6874's IP-literal, not RFC "
             "3986's; use " +
             words.grammar(d.remedy_name);
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "URI");
    case diagnostic_code::bad_escape:
      return detail::joined(
          {"a '%' must be followed by two hex digits (pct-encoded); a literal '%' is percent-encoded as %25",
           lead(d, ": "), repair_of(d)});
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c),
                             " is not US-ASCII; a URI carries other octets percent-encoded, ", hex_escape(c),
                             lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::second_fragment:
      return detail::joined(
          {"a URI reference has one fragment, which holds no '#'; a second '#' must be percent-encoded as %23",
           lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      return detail::joined({"the character ", quoted_char(c),
                             " is in no production: a URI is made of letters, digits and -._~:/?#[]@!$&'()*+,;= and "
                             "percent-encodings",
                             lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::reserved_character:
      if (c == '[' || c == ']') {
        return detail::joined({"square brackets delimit an IP literal host and are allowed nowhere else (expected ",
                               expected_list(d.expected), "); if it is data, percent-encode it as ", hex_escape(c)});
      }
      return reserved_not_allowed(d, c, "percent-encode");
    default:
      return unexpected(d, input);
  }
}

// "U+00E9" for a code point.
std::string code_point_name(char32_t cp) {
  std::string digits;
  for (; cp != 0 || digits.size() < 4; cp >>= 4U) {
    digits.insert(digits.begin(), hex_digits[cp & 0xFU]);
  }
  return "U+" + digits;
}

// The octets of a sequence, "0xC0 0xAF": the first ill-formed one's, up to
// where a well-formed sequence would have ended (at most 4).
std::string octets_at(std::string_view input, std::size_t at) {
  const auto lead = static_cast<unsigned char>(input[at]);
  const std::size_t announced = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  std::string out;
  for (std::size_t i = at; i < input.size() && i < at + announced; ++i) {
    const auto c = static_cast<unsigned char>(input[i]);
    if (i > at && (c & 0xC0U) != 0x80) {
      break;
    }
    out += (out.empty() ? "0x" : " 0x") + std::string{hex_digits[c >> 4], hex_digits[c & 0xF]};
  }
  return out;
}

// Why the octets at `at`, which start no well-formed UTF-8 sequence, are
// none (RFC 3629 Sections 3 and 4).
std::string_view utf8_fault(std::string_view input, std::size_t at) {
  const auto lead = static_cast<unsigned char>(input[at]);
  if (lead >= 0x80 && lead < 0xC0) {
    return "a continuation octet where a character must start";
  }
  if (lead == 0xC0 || lead == 0xC1) {
    return "an overlong form, which UTF-8 forbids";
  }
  if (lead > 0xF4) {
    return lead >= 0xF8 ? "an octet that never appears in UTF-8" : "a code point beyond U+10FFFF";
  }
  const std::size_t announced = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
  std::size_t continuation = 0;
  while (at + 1 + continuation < input.size() && continuation + 1 < announced &&
         (static_cast<unsigned char>(input[at + 1 + continuation]) & 0xC0U) == 0x80) {
    ++continuation;
  }
  if (continuation + 1 < announced) {
    return "a sequence cut short";
  }
  const auto second = static_cast<unsigned char>(input[at + 1]);
  if ((lead == 0xE0 && second < 0xA0) || (lead == 0xF0 && second < 0x90)) {
    return "an overlong form, which UTF-8 forbids";
  }
  if (lead == 0xED) {
    return "a surrogate (U+D800 to U+DFFF), which UTF-8 forbids";
  }
  return "a code point beyond U+10FFFF";
}

// The character at `at`, well-formed: "U+00E9".
std::string character_at(std::string_view input, std::size_t at) {
  return code_point_name(rfc3987::decode_utf8(input.substr(at)).code_point);
}

std::string in_rfc3987(const diagnostic& d, std::string_view input, unsigned char c) {
  switch (d.code) {
    case diagnostic_code::malformed_utf8:
      return detail::joined({"the octets ", octets_at(input, d.offset), " are no UTF-8 character (",
                             utf8_fault(input, d.offset),
                             "); RFC 3987 reads an IRI's characters from UTF-8, and an octet that is no part of one "
                             "is percent-encoded",
                             lead(d, ": "), repair_of(d)});
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "IRI");
    case diagnostic_code::bad_escape:
      return detail::joined(
          {"a '%' must be followed by two hex digits (pct-encoded); a literal '%' is percent-encoded as %25",
           lead(d, ": "), repair_of(d)});
    case diagnostic_code::second_fragment:
      return detail::joined(
          {"an IRI reference has one fragment, which holds no '#'; a second '#' must be percent-encoded as %23",
           lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      if (c >= 0x80 && d.category == "bidi formatting") {
        return detail::joined({"the character ", character_at(input, d.offset),
                               " is a bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO or PDF), which "
                               "IRIs must not contain: it may be used before or after an IRI to ensure its display, "
                               "and is no part of it"});
      }
      if (c >= 0x80 && d.category == "iprivate") {
        return detail::joined({"the character ", character_at(input, d.offset),
                               " is a private use character (iprivate), which an IRI takes only in its query "
                               "(iquery); elsewhere it is percent-encoded",
                               lead(d, ": "), repair_of(d)});
      }
      if (c >= 0x80) {
        return detail::joined({"the character ", character_at(input, d.offset),
                               " is in neither ucschar nor iprivate, and no production of an IRI takes it; it is "
                               "percent-encoded",
                               lead(d, ": "), repair_of(d)});
      }
      return detail::joined({"the character ", quoted_char(c),
                             " is in no production: an IRI is made of letters, digits, -._~:/?#[]@!$&'()*+,;=, "
                             "percent-encodings and the characters of ucschar (and iprivate in a query)",
                             lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::reserved_character:
      if (c == '[' || c == ']') {
        return detail::joined({"square brackets delimit an IP literal host and are allowed nowhere else (expected ",
                               expected_list(d.expected), "); if it is data, percent-encode it as ", hex_escape(c)});
      }
      return reserved_not_allowed(d, c, "percent-encode");
    default:
      if (c >= 0x80 && d.offset < input.size()) {
        return detail::joined(
            {"expected ", expected_list(d.expected), ", found the character ", character_at(input, d.offset)});
      }
      return unexpected(d, input);
  }
}

std::string in_rfc1738(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  switch (d.code) {
    case diagnostic_code::scheme_case:
      return detail::joined({"the scheme \"", detail::scheme_text(input),
                             "\" has upper case letters; the BNF's scheme is lower case, and the RFC asks interpreters "
                             "to ignore case: use ",
                             words.option(d.remedy_name), " to read it that way"});
    case diagnostic_code::login_not_allowed:
      if (d.rule == "httpurl") {
        return "no user name or password is allowed in an http URL";
      }
      if (d.rule == "prosperourl") {
        return "no user name or password is allowed in a prospero URL";
      }
      return detail::joined({d.rule, " has a hostport, not a login: no user name or password is allowed"});
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "URL");
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c), " is not US-ASCII and must be encoded as ", hex_escape(c),
                             lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::control_character:
      return detail::joined({"the control character ", quoted_char(c), " must be encoded as ", hex_escape(c),
                             lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::bad_escape:
      return detail::joined(
          {"'%' must start an escape of two hex digits; a literal '%' is encoded as %25", lead(d, ": "), repair_of(d)});
    case diagnostic_code::no_fragment:
      return "the character '#' is unsafe and must be encoded as %23; an RFC 1738 URL has no #fragment";
    case diagnostic_code::space:
    case diagnostic_code::excluded_character:
      return detail::joined({"the character ", quoted_char(c), " is unsafe and must be encoded as ", hex_escape(c),
                             lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::ftp_type:
      return "the FTP typecode is one of \"a\", \"i\" or \"d\", found " + quoted_char(c);
    case diagnostic_code::reserved_character:
      return reserved_not_allowed(d, c, "encode");
    default:
      return unexpected(d, input);
  }
}

std::string in_rfc1808(const diagnostic& d, std::string_view input, unsigned char c) {
  switch (d.code) {
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "URL");
    case diagnostic_code::bad_escape:
      return detail::joined({"a '%' starts an escape, \"%\" hex hex; a literal '%' (punctuation) is encoded as %25",
                             lead(d, ": "), repair_of(d)});
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c),
                             " is not US-ASCII, and no production takes it; RFC 1738 \xC2\xA7"
                             "2.2 encodes it as ",
                             hex_escape(c), lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::second_fragment:
      return detail::joined(
          {"the fragment identifier is everything after the first '#' and holds no '#' (fragment = *( uchar | "
           "reserved )); a second '#' is encoded as %23",
           lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::no_fragment:
      return detail::joined(
          {"a '#' sets aside the fragment identifier, which is not part of the URL: only URL takes "
           "[ \"#\" fragment ], ",
           d.rule, " has no '#'; as data, '#' is encoded as %23"});
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      return detail::joined({"the character ", quoted_char(c), " is ",
                             d.code == diagnostic_code::space               ? "a space"
                             : d.code == diagnostic_code::control_character ? "a control character"
                                                                            : d.category,
                             ", which no production of a URL takes", lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::path_form:
      return "no abs_path starts with \"//\": abs_path = \"/\" rel_path, and a rel_path's path starts with fsegment = "
             "1*pchar (a later segment may be empty: \"/a//b\"); only an absoluteURL that is no generic-RL holds "
             "\"//\" anywhere";
    case diagnostic_code::reserved_character:
      return reserved_not_allowed(d, c, "encode");
    default:
      return unexpected(d, input);
  }
}

// RFC 2397: an escape whose octet the token or quoted-string it is in
// does not take.
std::string escape_refused_2397(const diagnostic& d, std::string_view input) {
  const auto octet = static_cast<unsigned char>(hex_value(input[d.offset + 1]) * 16 + hex_value(input[d.offset + 2]));
  return detail::joined({"the escape ", input.substr(d.offset, 3), " stands for ", quoted_char(octet),
                         ", which is not taken here (expected ", expected_list(d.expected),
                         "): a token (RFC 2045 \xC2\xA7" "5.1) holds no tspecial, space or control character, escaped "
                         "or not, and a quoted-string's qtext (RFC 822 \xC2\xA7" "3.3) no '\"', '\\' or CR but in a "
                         "quoted-pair (%5C and the character)"});
}

std::string in_rfc2397(const diagnostic& d, std::string_view input, unsigned char c) {
  const bool escape = c == '%' && d.code != diagnostic_code::bad_escape && d.code != diagnostic_code::unexpected;
  if (escape) {
    return escape_refused_2397(d, input);
  }
  switch (d.code) {
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "URL");
    case diagnostic_code::bad_escape:
      return detail::joined({"a '%' starts an escape, \"%\" hex hex (RFC 2396's escaped); a literal '%' is escaped as "
                             "%25",
                             lead(d, ": "), repair_of(d)});
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c),
                             " is not US-ASCII; a data URL's data is *urlchar (RFC 2396's uric), which escapes it as ",
                             hex_escape(c), lead(d, "; escaped: "), repair_of(d)});
    case diagnostic_code::no_fragment:
      return "a data URL has no fragment: its data is *urlchar (RFC 2396's uric), which has no '#'; as data, '#' "
             "is escaped as %23";
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      return detail::joined({"the character ", quoted_char(c), " is ",
                             d.code == diagnostic_code::space               ? "a space"
                             : d.code == diagnostic_code::control_character ? "a control character"
                                                                            : "one of RFC 2396's " +
                                                                                  std::string(d.category),
                             ", which RFC 2396's uric does not take: a data URL escapes it as ", hex_escape(c),
                             lead(d, "; escaped: "), repair_of(d)});
    case diagnostic_code::reserved_character:
      return detail::joined({"the character ", quoted_char(c), " is not allowed here (expected ",
                             expected_list(d.expected),
                             "): it is an RFC 2045 tspecial, which no token holds; in a quoted-string value a data "
                             "URL escapes it as ",
                             hex_escape(c), " (tokens are \"represented using URL escaped encoding\")"});
    default:
      return unexpected(d, input);
  }
}

// RFC 6068 Section 2's words: an address and a header field hold
// percent-encoded what a URI cannot, and "?", "=" and "&" only as delimiters.
std::string in_rfc6068(const diagnostic& d, std::string_view input, unsigned char c) {
  switch (d.code) {
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, "mailto URI");
    case diagnostic_code::unknown_scheme:
      return detail::joined({"a mailto URI starts with \"mailto:\" (in either case), ", unexpected(d, input)});
    case diagnostic_code::bad_escape:
      return detail::joined({"a '%' outside an address's dot-atom-text starts a percent-encoding, \"%\" HEXDIG "
                             "HEXDIG; a literal '%' is percent-encoded as %25",
                             lead(d, ": "), repair_of(d)});
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c),
                             " is not US-ASCII: a non-ASCII character is encoded in UTF-8 and each octet "
                             "percent-encoded, ",
                             hex_escape(c), lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::no_fragment:
      return detail::joined({"a '#' is not allowed here: RFC 6068 defines no fragment, and a '#' in a header field "
                             "value MUST be percent-encoded as %23",
                             lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::space:
    case diagnostic_code::control_character:
    case diagnostic_code::excluded_character:
      return detail::joined({"the character ", quoted_char(c),
                             " cannot appear in a URI: an address or header field holds it percent-encoded, ",
                             hex_escape(c), lead(d, "; percent-encoded: "), repair_of(d)});
    case diagnostic_code::reserved_character:
      if (c != '?' && c != '&' && c != '=') {
        return detail::joined({unexpected(d, input),
                               ": this mailto URI has two '?', and hfields begins at a '?' and holds no other (\"&\" "
                               "separates header fields; Section 6.1 calls using \"?\" twice incorrect); as data, "
                               "'?' is percent-encoded as %3F"});
      }
      return detail::joined({"the character ", quoted_char(c), " is not allowed here (expected ",
                             expected_list(d.expected), "); as data, percent-encode it as ", hex_escape(c),
                             " (\"?\", \"=\" and \"&\" are delimiters, and an address holds \"/\", \"?\", "
                             "\"[\" and \"]\" percent-encoded)"});
    default:
      return unexpected(d, input);
  }
}

// A '%' and what follows it up to the first character that is not a hex
// digit (Example 3's "%*" and "%as"), at most two.
std::string percent_sequence(std::string_view input, std::size_t at) {
  std::string out = "%";
  for (std::size_t i = at + 1; i < input.size() && i < at + 3; ++i) {
    const auto c = static_cast<unsigned char>(input[i]);
    if (c <= ' ' || c >= 0x7F) {
      break;
    }
    out += static_cast<char>(c);
    if (hex_value(static_cast<char>(c)) < 0) {
      break;
    }
  }
  return out;
}

std::string what_of(const diagnostic& d, std::string_view input, const vocabulary& words);

// url's alternatives, which RFC 1630's URL BNF has and a rejected scheme is
// not among.
constexpr std::string_view url_schemes =
    "\" (url is one of http, ftp, news, nntp, prospero, telnet, gopher, wais, mailto, mid and cid); the generic BNF (";

std::string in_rfc1630(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  const bool generic = d.rfc == "1630-generic";
  switch (d.code) {
    case diagnostic_code::scheme_case: {
      const auto scheme = detail::scheme_text(input);
      return detail::joined({"RFC 1630 spells the scheme \"", detail::ascii_lowered(scheme),
                             "\" in lower case and gives no rule for other cases: found \"", scheme, "\""});
    }
    case diagnostic_code::other_production:
      if (d.remedy_name == "prefixedurl") {
        return "url has no \"url:\" prefix; the prefixed form is the production prefixedurl (\"u r l : url\", the "
               "IETF URI Working Group's preference in November 1993): use " +
               words.rule(d.remedy_name);
      }
      return "\"The afsaddress is left in as historical note, but is not a url production\": use " +
             words.rule(d.remedy_name) + " to judge it";
    case diagnostic_code::unknown_scheme:
      if (d.because.empty()) {
        return detail::joined({"the URL BNF has no scheme \"", detail::scheme_text(input), url_schemes,
                               words.grammar(d.remedy_name), ") accepts it as a fragmentaddress"});
      }
      return detail::joined({"the URL BNF has no scheme \"", detail::scheme_text(input), url_schemes,
                             words.grammar(d.remedy_name),
                             ") rejects it too: ", what_of(d.because.front(), input, words)});
    case diagnostic_code::bad_escape: {
      auto what = detail::joined({"all % characters imply encodings, and there is no decoding defined for \"",
                                  percent_sequence(input, d.offset), "\"; a '%' meant as such is encoded as %25"});
      if (!d.because.empty()) {
        what += detail::joined(
            {" (the BNF already fails before it: ", what_of(d.because.front(), input.substr(0, d.offset), words), ")"});
      }
      return detail::joined({what, lead(d, "; encoded: "), repair_of(d)});
    }
    case diagnostic_code::gopher_type:
      return "after \"/\" the BNF requires a gopher type character (\"[/ gtype [ gcommand ] ]\"); the text lets the "
             "type be omitted when the command is void, which in the BNF is no \"/\" at all";
    case diagnostic_code::byte_order_mark:
      return byte_order_mark(d, generic ? "URI" : "URL");
    case diagnostic_code::not_ascii:
      return detail::joined({"the octet ", quoted_char(c),
                             " is an 8-bit character beyond DEL, which shall not be used unencoded: encode it as ",
                             hex_escape(c), lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::control_character:
      return detail::joined({"the control character ", quoted_char(c), " shall not be used unencoded: encode it as ",
                             hex_escape(c), lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::space:
      return detail::joined(
          {"a space shall not be used unencoded (the canonical form has all white space encoded): encode it as %20",
           lead(d, "; encoded: "), repair_of(d)});
    case diagnostic_code::excluded_character:
      return detail::joined({"the ", d.category, " character ", quoted_char(c),
                             " does not appear in any productions and therefore may not appear in ",
                             generic ? "URIs" : "URLs", ": encode it as ", hex_escape(c), lead(d, "; encoded: "),
                             repair_of(d)});
    case diagnostic_code::no_fragment:
      return "no production of the URL BNF takes a \"#\" fragmentid, though the RFC's text gives one "
             "(\"http://www.myu.edu/org/admin/people#andy\"): its text and its BNF disagree; the generic BNF's "
             "fragmentaddress has one (" +
             words.grammar(d.remedy_name) + ")";
    case diagnostic_code::path_form:
      if (!generic) {
        return "the path contains \"//\", which the URL BNF's path (void | segment [ / path ]) cannot: only its last "
               "segment may be void";
      }
      return detail::joined(
          {input[d.offset - 1] == '/' ? "the path contains \"//\"" : "the path begins with \"/\"",
           ", which the generic BNF's path (void | xpalphas [ / path ]) cannot: no \"scheme://host\" URI is a "
           "generic uri, though the RFC's text uses such URIs throughout (its HTTP examples, the partial form's "
           "\"magic://a/b/c//d/e/f\"): its text and its BNF disagree"});
    case diagnostic_code::ftp_type:
      return "the FTP type code (RFC 959's TYPE argument with its space omitted) is A or E followed by a form code N, "
             "T or C, or I, or L followed by digits: found " +
             quoted_char(c);
    case diagnostic_code::reserved_character:
      return reserved_not_allowed(d, c, "encode");
    default:
      return unexpected(d, input);
  }
}

// RFC 9110's own reasons; the others are RFC 3986's, whose rules it adopts.
std::string in_rfc9110(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  switch (d.code) {
    case diagnostic_code::empty_host: {
      const auto scheme = d.rule == "https-URI" ? std::string_view("https") : std::string_view("http");
      return detail::joined({"the host is empty: \"A sender MUST NOT generate an \"", scheme,
                             "\" URI with an empty host identifier. A recipient that processes such a URI reference "
                             "MUST reject it as invalid.\" (the ABNF's reg-name may be empty: ",
                             words.rule(d.remedy_name), " judges by the ABNF alone)"});
    }
    case diagnostic_code::unknown_scheme:
      return detail::joined({"RFC 9110 defines the \"http\" and \"https\" URI schemes (Section 4.2), and \"",
                             detail::scheme_text(input),
                             "\" is neither; a URI of another scheme is judged by that scheme's own definition"});
    case diagnostic_code::unexpected:
      if (d.expected.size() == 1 && d.expected.front() == "\"://\"") {
        return detail::joined({"the scheme is followed by \"://\" and an authority (", d.rule,
                               " = \"", d.rule == "https-URI" ? "https" : "http",
                               "\" \"://\" authority path-abempty [ \"?\" query ]): a URI without one is an RFC "
                               "3986 URI, not an ",
                               d.rule == "https-URI" ? "\"https\"" : "\"http\"", " URI"});
      }
      return in_rfc3986(d, input, c, words);
    case diagnostic_code::no_fragment:
      return detail::joined({"the fragment identifier is not part of the http and https schemes' definition "
                             "(http-URI and https-URI end at the query); a reference that may carry "
                             "one is judged by ",
                             words.rule("URI-reference")});
    default:
      return in_rfc3986(d, input, c, words);
  }
}

// RFC 8089 speaks as RFC 3986, whose generic syntax it takes, but of
// Appendix E's forms.
std::string in_rfc8089(const diagnostic& d, std::string_view input, unsigned char c, const vocabulary& words) {
  if (d.code != diagnostic_code::nonstandard_form) {
    return in_rfc3986(d, input, c, words);
  }
  const std::string_view form = d.category == "E.3.2" ? "a UNC string in the path"
                                : d.category == "E.2.2" ? "a drive letter with a vertical line"
                                : d.category == "E.2"   ? "a DOS or Windows drive letter"
                                                        : "user information in the authority";
  return detail::joined({"not a file URI by Section 2's syntax: ", form, " is one of Appendix ", d.category,
                         "'s nonstandard syntax variations, which Appendix F's rules accept; use ",
                         words.option(d.remedy_name), " to read it that way"});
}

// The reason, worded as the RFC of the grammar that judged words it.
std::string what_of(const diagnostic& d, std::string_view input, const vocabulary& words) {
  const auto c = d.offset < input.size() ? static_cast<unsigned char>(input[d.offset]) : 0;
  const auto rfc = d.rfc.substr(0, 4);
  return rfc == "1630"   ? in_rfc1630(d, input, c, words)
         : rfc == "1738" ? in_rfc1738(d, input, c, words)
         : rfc == "1808" ? in_rfc1808(d, input, c)
         : rfc == "2396" ? in_rfc2396(d, input, c, words)
         : rfc == "9110" ? in_rfc9110(d, input, c, words)
         : rfc == "2397" ? in_rfc2397(d, input, c)
         : rfc == "8089" ? in_rfc8089(d, input, c, words)
         : rfc == "6068" ? in_rfc6068(d, input, c)
         : rfc == "3987" ? in_rfc3987(d, input, c)
                         : in_rfc3986(d, input, c, words);
}

}  // namespace

std::string message_of(const diagnostic& d, std::string_view input, const vocabulary& words) {
  if (d.code == diagnostic_code::unknown_production) {
    return detail::joined({"unknown RFC ", d.rfc, " production \"", d.rule, "\""});
  }
  const auto rfc = d.rfc.substr(0, 4);
  const auto what = what_of(d, input, words);
  // A section that cites another RFC names it itself ("RFC 2373 Appendix B").
  if (d.section.rfind("RFC ", 0) == 0) {
    return detail::joined({d.section, ": ", what});
  }
  if (d.section.empty()) {
    return detail::joined({"RFC ", rfc, ": ", what});
  }
  // RFC 1630 has no numbered sections: its sections are named.
  if (rfc == "1630") {
    return detail::joined({"RFC 1630, \"", d.section, "\": ", what});
  }
  return detail::joined({"RFC ", rfc, " \xC2\xA7", d.section, ": ", what});
}

}  // namespace urlbnf
