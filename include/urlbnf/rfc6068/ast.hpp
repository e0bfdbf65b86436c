// The typed syntax tree of an RFC 6068 mailto URI. Every field is a view
// into the parsed input, which must outlive the tree; decoded values are
// worked out when asked for, never by the validation run (which allocates
// nothing).
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <urlbnf/result.hpp>
#include <urlbnf/rfc6068/check.hpp>
#include <urlbnf/text.hpp>
#include <vector>

namespace urlbnf::rfc6068::ast {

// A value percent-decoded, and whether its octets are UTF-8 (RFC 3629),
// which Section 2 says non-ASCII characters are encoded in before their
// octets are percent-encoded. Octets that are not UTF-8 are kept as they
// are, not replaced: `utf8_error` says where the first ill-formed sequence
// starts, for the caller to report.
struct decoded_value {
  std::string octets;
  // Offset in `octets` of the first octet that starts no well-formed UTF-8
  // sequence; nullopt when all of them are UTF-8.
  std::optional<std::size_t> utf8_error;

  [[nodiscard]] bool utf8() const noexcept { return !utf8_error.has_value(); }
};

// `raw` with every %XX decoded, its UTF-8 checked.
decoded_value decode(std::string_view raw);

// The offset of the first octet of `octets` that starts no well-formed
// UTF-8 sequence (overlong forms, surrogates, code points past U+10FFFF and
// truncated sequences are ill-formed), or nullopt when there is none.
std::optional<std::size_t> first_utf8_error(std::string_view octets) noexcept;

// addr-spec    = local-part "@" domain
// local-part holds "@" only in a quoted-string, so the "@" that ends it is
// the last of the address when the domain is a dot-atom-text, and the one
// before its "[" otherwise.
struct address {
  text addr_spec;
  text local_part;
  text domain;
  // The address as RFC 5322 writes it: every %XX decoded (Section 2,
  // item 1: an address's characters that cannot appear in a URI, "%"
  // among them, are percent-encoded; Section 6.2's "not@me" quoted).
  [[nodiscard]] decoded_value decoded() const { return decode(addr_spec.raw); }
};

// The address an addr-spec's text holds.
address address_of(const text& addr_spec);

// A list of addresses separated by ",", found as it is iterated (nothing
// stored, nothing allocated): a "," inside a quoted-string ("a,b"@x) or a
// domain literal ([a,b]) separates nothing.
class address_list {
 public:
  address_list() = default;
  explicit address_list(text whole) : whole_(whole), present_(true) {}

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = address;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = address;

    iterator() = default;
    address operator*() const;
    iterator& operator++();
    iterator operator++(int) {
      auto old = *this;
      ++*this;
      return old;
    }
    bool operator==(const iterator& o) const { return begin_ == o.begin_; }
    bool operator!=(const iterator& o) const { return begin_ != o.begin_; }

   private:
    friend class address_list;
    static constexpr std::size_t npos = std::string_view::npos;
    iterator(const address_list* list, std::size_t from) : list_(list) { seek(from); }
    void seek(std::size_t from);
    const address_list* list_ = nullptr;
    std::size_t begin_ = npos;
    std::size_t end_ = npos;
  };

  [[nodiscard]] iterator begin() const { return present_ ? iterator(this, 0) : end(); }
  [[nodiscard]] iterator end() const { return iterator(); }
  [[nodiscard]] bool empty() const { return begin() == end(); }
  [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(std::distance(begin(), end())); }
  [[nodiscard]] address operator[](std::size_t i) const { return *std::next(begin(), static_cast<std::ptrdiff_t>(i)); }

 private:
  text whole_;
  bool present_ = false;
};

// hfield       = hfname "=" hfvalue
// qchar holds no "=", so the first "=" separates the two.
struct header_field {
  text hfield;
  text hfname;
  text hfvalue;
  // hfname percent-decoded; Section 2: "<hfname> is case-insensitive".
  [[nodiscard]] decoded_value name() const { return decode(hfname.raw); }
  // Whether the name, decoded, is `lower` in any case (`lower` in lower
  // case: "to", "subject", "body").
  [[nodiscard]] bool named(std::string_view lower) const;
  // hfvalue percent-decoded: "body" is the text of the message's first
  // text/plain part (Section 2), in UTF-8; other fields' values may also
  // hold RFC 2047 encoded words, which are left as they are.
  [[nodiscard]] decoded_value value() const { return decode(hfvalue.raw); }
};

header_field header_field_of(const text& hfield);

// hfields = "?" hfield *( "&" hfield ): split at "&", which qchar does not hold.
using header_field_list = split_list<header_field>;

// mailtoURI    = "mailto:" [ to ] [ hfields ]
// A "?" begins hfields when it can: the last "?" of the input, when to
// holds no "?" past it and what follows is hfields (Section 2's "?" is a
// delimiter; the ABNF lets a dot-atom-text hold "?" too).
struct mailto {
  judgement verdict;
  std::optional<text> mailtoURI;
  std::optional<text> to;
  // The addresses of to, split at the "," between addr-specs.
  address_list addresses;
  std::optional<text> hfields;
  header_field_list fields;

  // The first header field named `lower` (in lower case) in any case,
  // decoded, or nullopt when none is (Section 2: creators SHOULD NOT repeat
  // an hfname; which of several a user agent takes varies).
  [[nodiscard]] std::optional<header_field> field(std::string_view lower) const;
  // Section 2: "to" hfields add addresses: the addresses of to, then those
  // of every "to" field's decoded value (an RFC 5322 address list, split at
  // its "," outside quoted strings and domain literals), each decoded.
  [[nodiscard]] std::vector<decoded_value> recipients() const;
};

// The tree of `input` by mailtoURI; with a rejection, only `verdict`.
mailto parse(std::string_view input, const options& opts = {});

}  // namespace urlbnf::rfc6068::ast

namespace urlbnf::rfc6068 {

// The tree of `input` by mailtoURI (Section 2), or why there is none:
// result::error() is check()'s diagnostic, worked out when it is first
// read. The tree's fields are views into `input`, which must outlive it.
inline result<ast::mailto> parse_mailto(std::string_view input, const options& opts = {}) {
  return tree_result(ast::parse(input, opts));
}

}  // namespace urlbnf::rfc6068
