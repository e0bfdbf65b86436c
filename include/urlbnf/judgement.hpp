// The verdict on one input, as every grammar reports it.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <urlbnf/wording.hpp>
#include <utility>
#include <vector>

namespace urlbnf {

// A production of a grammar: its BNF name, the RFC section that governs it,
// and why its PEGTL rule is not the BNF line as written (empty when it is).
struct production_info {
  std::string_view name;
  std::string_view section;
  std::string_view reshaped = {};
};

// Which reason a rejection's message gives, for callers that act on it:
// the values and their meanings are stable (new ones are added at the end).
enum class diagnostic_code {
  unexpected,          // the grammar expected `expected` at `offset`
  unknown_production,  // no production of the grammar has the rule's name
  not_ascii,           // an octet beyond US-ASCII, which must be escaped
  control_character,   // a control character, which must be escaped
  space,               // a space, which must be escaped
  excluded_character,  // a character the RFC excludes or calls unsafe
  bad_escape,          // a '%' not followed by two hex digits
  second_fragment,     // a second '#'
  no_fragment,         // a '#' where the grammar has no fragment
  reserved_character,  // a reserved character where it has no reserved use
  scheme_case,         // a scheme spelt with upper case letters
  login_not_allowed,   // a user name or password the scheme has no room for
  ftp_type,            // an FTP type code the grammar does not have
  ipv6_text_form,      // an IPv6 text form RFC 2373 allows but its ABNF does not
  query_without_path,  // a relative reference that is only a "?query"
  unknown_scheme,      // a scheme the grammar has no production for
  other_production,    // the input is another production than url (prefixedurl, afsaddress)
  path_form,           // a path of a form the grammar's path cannot take ("//", a leading "/")
  gopher_type,         // a gopher path without its type character
  zone_identifier,     // an IPv6 zone identifier, which the grammar's IP-literal has no room for
  byte_order_mark,     // a UTF-8 byte-order mark (EF BB BF) that starts the input, which must be removed
  empty_host,          // an http or https URI with an empty host, which RFC 9110 Section 4.2.1 rejects
  nonstandard_form,    // a form RFC 8089 Appendix E lists (drive letter, UNC path, user name), not Section 2's
  malformed_utf8,      // octets that are no well-formed UTF-8 sequence, where the grammar reads characters
};

// The code's name, as JSON output spells it ("not_ascii").
std::string_view name_of(diagnostic_code code) noexcept;

// What would accept an input that was rejected, when the message names it.
enum class remedy_kind {
  none,
  option,   // a member of the grammar's options ("fold_scheme_case")
  grammar,  // another grammar, by the registry's name ("2396+2732")
  rule,     // another production of the grammar ("prefixedurl")
};

// The kind's name, as JSON output spells it ("option").
std::string_view name_of(remedy_kind kind) noexcept;

// Why an input was rejected: how far it got, what the grammar expected
// there, the RFC section whose rule applies, which reason applies, and the
// facts that reason rests on; the one-line explanation is those facts
// worded by message_of().
struct diagnostic {
  std::size_t offset = 0;
  std::vector<std::string> expected;
  std::string message;
  std::string section;
  diagnostic_code code = diagnostic_code::unexpected;
  // The grammar that judged, as judgement::rfc names it ("2396+2732"), and
  // the production it judged by.
  std::string_view rfc;
  std::string_view rule;
  // The class the RFC puts the character at `offset` in, where the reason
  // names one: RFC 2396's "control", "space", "delims" or "unwise", RFC
  // 1738's "unsafe", RFC 1808's "control", "space", "national" or
  // "punctuation", RFC 1630's "national" or "punctuation". For RFC 8089's
  // nonstandard_form, the Appendix E section of the form: "E.1", "E.2",
  // "E.2.2" or "E.3.2".
  std::string_view category;
  // What would accept the input, by its API name.
  remedy_kind remedy = remedy_kind::none;
  std::string_view remedy_name;
  // A further rejection the reason reports: by RFC 1630's generic BNF, of a
  // URL whose scheme the URL BNF has no production for (unknown_scheme); of
  // the input before a '%' that starts no encoding, where the BNF already
  // fails (RFC 1630's bad_escape).
  std::vector<diagnostic> because;
  // The input repaired, as the message suggests it: a leading byte-order
  // mark removed, and every octet that the grammar takes nowhere as it
  // stands escaped (each octet of a multi-octet character, each space,
  // control and excluded character, each '%' that starts no escape, each
  // '#' after a fragment's), which the grammar accepts by the same rule and
  // options. None when escaping cannot repair the input: the reason is not
  // an octet escaping mends, an escape would fall in the scheme, or the
  // grammar rejects the input escaped too (an octet in a port or an IP
  // literal).
  std::optional<std::string> repair;
};

// The explanation of `d`, a rejection of `input`, as a sentence citing its
// RFC and section ("RFC 2396 §2.4.3: ..."): the one wording of every
// grammar's reasons. Options, grammars and rules are named in `words`.
std::string message_of(const diagnostic& d, std::string_view input, const vocabulary& words = api_vocabulary());

namespace detail {
// A rejection whose diagnostic is not worked out yet (src/pending_diagnostic.hpp),
// shared by the copies of its verdict: each holds one reference.
class pending_diagnostic;
void retain(pending_diagnostic& pending) noexcept;
void release(pending_diagnostic* pending) noexcept;
}  // namespace detail

// A rejection's diagnostic, as check() and parse() return it: worked out
// when it is first read. A verdict's caller who reads only `valid` does
// not pay for it: a second, noting run of the grammar and the message's
// wording, several times what the validation costs. It reads as a
// std::optional<diagnostic> does; the input and the options it needs are
// copied, so it outlives them. Copies share one diagnostic, worked out
// once; reading it from several threads at once is safe.
class lazy_diagnostic {
 public:
  lazy_diagnostic() noexcept = default;
  lazy_diagnostic(std::nullopt_t /*none*/) noexcept {}
  lazy_diagnostic(diagnostic d) : value_(std::move(d)) {}
  // Takes over the one reference `pending` holds.
  explicit lazy_diagnostic(detail::pending_diagnostic* pending) noexcept : pending_(pending) {}

  lazy_diagnostic(const lazy_diagnostic& other) : value_(other.value_), pending_(other.pending_) {
    if (pending_ != nullptr) {
      detail::retain(*pending_);
    }
  }
  lazy_diagnostic(lazy_diagnostic&& other) noexcept
      : value_(std::move(other.value_)), pending_(std::exchange(other.pending_, nullptr)) {}
  lazy_diagnostic& operator=(const lazy_diagnostic& other) {
    if (this != &other) {
      *this = lazy_diagnostic(other);
    }
    return *this;
  }
  lazy_diagnostic& operator=(lazy_diagnostic&& other) noexcept {
    if (this != &other) {
      detail::release(pending_);
      value_ = std::move(other.value_);
      pending_ = std::exchange(other.pending_, nullptr);
    }
    return *this;
  }
  ~lazy_diagnostic() {
    if (pending_ != nullptr) {
      detail::release(pending_);
    }
  }

  lazy_diagnostic& operator=(diagnostic d) {
    value_ = std::move(d);
    detail::release(std::exchange(pending_, nullptr));
    return *this;
  }
  lazy_diagnostic& operator=(std::nullopt_t /*none*/) noexcept {
    reset();
    return *this;
  }

  [[nodiscard]] bool has_value() const noexcept { return value_.has_value() || pending_ != nullptr; }
  explicit operator bool() const noexcept { return has_value(); }
  // Whether it is held but not worked out yet.
  [[nodiscard]] bool pending() const noexcept { return pending_ != nullptr; }

  // The diagnostic; std::bad_optional_access when there is none.
  [[nodiscard]] const diagnostic& value() const;
  [[nodiscard]] diagnostic& value();
  const diagnostic& operator*() const { return value(); }
  diagnostic& operator*() { return value(); }
  const diagnostic* operator->() const { return &value(); }
  diagnostic* operator->() { return &value(); }

  // The diagnostic, or none, as a value of its own.
  explicit operator std::optional<diagnostic>() const;

  void reset() noexcept {
    value_.reset();
    detail::release(std::exchange(pending_, nullptr));
  }

 private:
  std::optional<diagnostic> value_;
  detail::pending_diagnostic* pending_ = nullptr;
};

// Production names, held in place: a verdict allocates nothing. A chain of
// refinements descends through distinct choice productions (nine at most
// in any grammar), so `capacity` is never reached.
class production_names {
 public:
  static constexpr std::size_t capacity = 16;

  production_names() noexcept {}
  production_names(std::initializer_list<std::string_view> names) noexcept { assign(names.begin(), names.end()); }
  // Only the names held are copied: a verdict is made and moved for every
  // input checked, and copying the whole array would cost more than most
  // validations.
  production_names(const production_names& other) noexcept { assign(other.begin(), other.end()); }
  production_names& operator=(const production_names& other) noexcept {
    if (this != &other) {
      assign(other.begin(), other.end());
    }
    return *this;
  }
  ~production_names() = default;

  [[nodiscard]] const std::string_view* begin() const noexcept { return &slots_[0].name; }
  [[nodiscard]] const std::string_view* end() const noexcept { return begin() + size_; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::string_view operator[](std::size_t i) const noexcept { return slots_[i].name; }

  void push_back(std::string_view name) noexcept {
    if (size_ < capacity) {
      new (&slots_[size_++].name) std::string_view(name);
    }
  }
  void push_front(std::string_view name) noexcept {
    if (size_ < capacity) {
      new (&slots_[size_].name) std::string_view();
      std::copy_backward(begin(), end(), &slots_[size_ + 1].name);
      slots_[0].name = name;
      ++size_;
    }
  }
  template <typename It>
  void assign(It first, It last) noexcept {
    size_ = 0;
    for (; first != last; ++first) {
      push_back(*first);
    }
  }

 private:
  // Storage constructed only below size_: clearing all of it for every
  // verdict would cost more than most validations.
  union slot {
    slot() noexcept {}
    std::string_view name;
  };
  static_assert(std::is_trivially_destructible_v<std::string_view>);
  std::array<slot, capacity> slots_;
  std::size_t size_ = 0;
};

// How a verdict was reached: by the literal BNF production `rule` names,
// or by the reading check() gives when no rule is named, which judges a URL
// of a known scheme by that scheme's own production (RFC 1738, RFC 1630)
// and one of a scheme RFC 1630's prose names without a production by its
// generic BNF.
enum class reading_kind { bnf, scheme };

struct judgement {
  std::string_view rfc;
  std::string_view rule;
  reading_kind reading = reading_kind::bnf;
  bool valid = false;
  // The literal BNF's verdict on `rule` when the reading's differs from it
  // (a genericurl with an http scheme that httpurl rejects); empty when
  // they agree or the verdict is the BNF's.
  std::optional<bool> bnf_valid;
  // The most specific production that accepted the input under `rule`
  // (empty when rejected), and the other productions that accept it too.
  std::string_view match;
  production_names also;
  // Why it was rejected: none when valid.
  lazy_diagnostic error;
  // How the verdict was reached when that is not plain from `rule`, valid or
  // not (RFC 1630: a scheme the prose names but gives no production, judged
  // by the generic BNF); empty when there is nothing to say.
  std::string note;
};

// The input shown with a caret under the offending offset.
std::string caret_view(std::string_view input, const diagnostic& error);

}  // namespace urlbnf
