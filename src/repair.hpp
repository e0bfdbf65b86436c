// A rejection's repair: the input with every octet that escaping mends
// escaped, suggested only when the grammar that judged accepts it.
// Worked out with the diagnostic, when it is read: never on the path that
// validates. Private to the library.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>

namespace urlbnf::detail {

// The octets that start a UTF-8 encoded file written with a byte-order mark.
constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

// Whether `input` starts with a byte-order mark and the rejection is at its
// first octet: the mark, not a character of the URL, is what is wrong.
bool at_byte_order_mark(std::string_view input, std::size_t offset) noexcept;

// `input` without the byte-order mark it starts with, if any.
std::string_view without_byte_order_mark(std::string_view input) noexcept;

// What a grammar escapes in a repair, beyond the octets beyond US-ASCII,
// which every grammar escapes.
struct escape_rules {
  // The US-ASCII octets the grammar takes nowhere as they stand (a space,
  // the controls, its excluded or unsafe characters).
  bool (*excluded)(unsigned char c);
  // Whether a '%' that starts no escape is escaped as %25: not where a '%'
  // is a character of its own (RFC 822's, in RFC 1630's mid and cid).
  bool percent = true;
  // Whether a '#' after the first is escaped as %23: where a fragment holds
  // no '#' (RFC 1808 Section 2.4.1, RFC 2396 Section 4.1, RFC 3986
  // Section 3.5); not where the grammar has no fragment (RFC 1738).
  bool fragments = true;
  // The characters beyond US-ASCII that stay as they are, by code point,
  // where the grammar reads UTF-8 (RFC 3987's ucschar); null where every
  // octet beyond US-ASCII is escaped. An ill-formed sequence's octets are
  // escaped.
  bool (*kept)(char32_t cp) = nullptr;
};

// `input` repaired by `rules`: a leading byte-order mark removed, the other
// octets escaped as `rules` say; none when that changes nothing, or would
// escape an octet of the scheme (the text before a ':' that no '/', '?' or
// '#' precedes), where an escape makes the ':' delimit no scheme and the
// input a relative reference.
std::optional<std::string> escaped_throughout(std::string_view input, const escape_rules& rules);

// Whether escaping can mend what a rejection of this code is about.
bool mended_by_escaping(diagnostic_code code) noexcept;

// Sets `d.repair`, when escaping can mend its reason, to `input` repaired by
// `rules` if `accepts(repaired)`: the same grammar, rule and options.
template <typename Accepts>
void suggest_repair(diagnostic& d, std::string_view input, const escape_rules& rules, const Accepts& accepts) {
  if (!mended_by_escaping(d.code)) {
    return;
  }
  if (auto repaired = escaped_throughout(input, rules); repaired && accepts(std::string_view(*repaired))) {
    d.repair = std::move(repaired);
  }
}

}  // namespace urlbnf::detail
