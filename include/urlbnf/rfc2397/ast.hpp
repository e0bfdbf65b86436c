// The typed syntax tree of an RFC 2397 data URL: views into the parsed
// input, which must outlive the tree, and the data decoded on demand only.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/text.hpp>

namespace urlbnf::rfc2397 {

// Why the data could not be decoded.
enum class data_problem {
  // Data marked ";base64" (RFC 2397 Section 2; RFC 2045 Section 6.8), its
  // %-escapes decoded first, is checked strictly:
  bad_character,  // a character outside the base64 alphabet (A-Z a-z 0-9 + /) and its padding "="
  bad_padding,    // a "=" before the end of the last 4-character group, or more than two; or the bits
                  // the padding leaves over are not zero
  bad_length,     // a number of characters that is no multiple of 4
  // decode() into a caller's buffer:
  buffer_too_small,  // the buffer holds fewer octets than the decoded data
};

// The problem's name, as JSON output spells it ("bad_padding").
std::string_view name_of(data_problem p) noexcept;

struct data_error {
  // In the input: where the character at fault starts (its "%" when it is
  // escaped); the end of the data for bad_length and buffer_too_small.
  std::size_t offset = 0;
  data_problem problem = data_problem::bad_character;
  [[nodiscard]] std::string message() const;
};

}  // namespace urlbnf::rfc2397

namespace urlbnf::rfc2397::ast {

// parameter  := attribute "=" value
struct parameter {
  text attribute;
  text value;
  // Whether the value is a quoted-string ("%22...%22") rather than a token.
  [[nodiscard]] bool quoted() const noexcept;
  // The value as RFC 2045 reads it: %-escapes decoded, and a
  // quoted-string's quotes dropped and its quoted-pairs' backslashes.
  [[nodiscard]] std::string decoded_value() const;
};

// A parameter's text split at its first "=" (an attribute, a token, has none).
parameter parameter_of(const text& t);

// The parameters, split at ";" as they are iterated (no tspecial is in a
// token, and a quoted-string's ";" is escaped): nothing allocated.
using parameter_list = split_list<parameter>;

// dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
// mediatype  := [ type "/" subtype ] *( ";" parameter )
struct dataurl {
  judgement verdict;
  // What is between "data:" and ";base64" or ","; absent when empty.
  std::optional<text> mediatype;
  // Absent when the URL has none: RFC 2397 Section 2, "If <mediatype> is
  // omitted, it defaults to text/plain;charset=US-ASCII. As a shorthand,
  // "text/plain" can be omitted but the charset parameter supplied".
  std::optional<text> type;
  std::optional<text> subtype;
  parameter_list parameters;
  // ";base64" is present: the data is base64 (RFC 2045 Section 6.8).
  bool base64 = false;
  // Everything after the first ",", escapes and all.
  text data;

  // The media type as Section 2 reads it: the defaults when type and
  // subtype are absent; for the charset, when the whole mediatype is.
  static constexpr std::string_view default_type = "text";
  static constexpr std::string_view default_subtype = "plain";
  static constexpr std::string_view default_charset = "US-ASCII";
  [[nodiscard]] std::string_view type_or_default() const noexcept { return type ? type->raw : default_type; }
  [[nodiscard]] std::string_view subtype_or_default() const noexcept {
    return subtype ? subtype->raw : default_subtype;
  }
  // The charset parameter (its attribute in any case, RFC 2045 Section
  // 5.1), or nullopt; charset_is_default() when the mediatype is omitted.
  [[nodiscard]] std::optional<parameter> charset() const;
  [[nodiscard]] bool charset_is_default() const noexcept { return !mediatype; }

  // The number of octets the data stands for: its %-escapes decoded, then,
  // with base64, base64 decoded, which the strict check must pass first.
  // Reads the data once; allocates nothing.
  [[nodiscard]] result<std::size_t, data_error> decoded_length() const noexcept;
  // With base64, whether the data is base64 by the strict check; nullopt
  // when it is (or when the data is not marked base64).
  [[nodiscard]] std::optional<data_error> base64_error() const noexcept;
  // The octets into out[0, capacity): how many were written, or why none
  // could be (buffer_too_small when capacity < decoded_length()).
  [[nodiscard]] result<std::size_t, data_error> decode(char* out, std::size_t capacity) const noexcept;
  // The octets as a string.
  [[nodiscard]] result<std::string, data_error> decoded() const;
};

// The tree of `input` by dataurl; with a rejection, only `verdict`.
dataurl parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc2397::ast

namespace urlbnf::rfc2397 {

// The tree of `input` by dataurl (Section 3), or why there is none.
inline result<ast::dataurl> parse_dataurl(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc2397
