// A query read as key=value pairs, the form HTML forms and most web APIs
// give it: pieces split at "&" (and at ";" when asked), each split at its
// first "=". No RFC defines it: RFC 3986 Section 3.4 and RFC 2396 Section
// 3.4 give a query as characters only, whose structure is the scheme's or
// the server's. So nothing is dropped or changed: every piece is a param,
// empty ones included ("a&&b" has three, "" has one, as in Boost.URL's
// params_view), and "+" stays "+" unless `plus_is_space` says it is a space
// (application/x-www-form-urlencoded, which RFC 3986 does not define).
//
// The params are found as they are iterated: nothing is stored and nothing
// allocated; the key and value are views into the input, decoded (%XX
// escapes) only when asked.
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/text.hpp>

namespace urlbnf {

struct params_options {
  // ";" separates params as "&" does (HTML 4.01 Appendix B.2.2).
  bool semicolon = false;
  // "+" decodes to a space in decoded_key() and decoded_value().
  bool plus_is_space = false;
};

// One param: the key, and the value after the first "=" when there is one.
struct param_view {
  text key;
  // Empty, at the end of the key, when there is no "=".
  text value;
  // Whether the piece has an "=": "a=" has an empty value, "a" none.
  bool has_value = false;
  bool plus_is_space = false;

  [[nodiscard]] std::string decoded_key() const { return decode(key.raw); }
  [[nodiscard]] std::string decoded_value() const { return decode(value.raw); }

 private:
  [[nodiscard]] std::string decode(std::string_view raw) const {
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
      const char c = raw[i];
      if (c == '%' && i + 2 < raw.size() && hex_value(raw[i + 1]) >= 0 && hex_value(raw[i + 2]) >= 0) {
        out += static_cast<char>(hex_value(raw[i + 1]) * 16 + hex_value(raw[i + 2]));
        i += 2;
      } else {
        out += c == '+' && plus_is_space ? ' ' : c;
      }
    }
    return out;
  }
};

// The params of a query; none when there is no query.
class params_view {
 public:
  params_view() = default;
  explicit params_view(const std::optional<text>& query, params_options opts = {}) noexcept
      : query_(query.value_or(text{})), present_(query.has_value()), opts_(opts) {}

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = param_view;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = param_view;

    iterator() = default;
    param_view operator*() const noexcept {
      const auto raw = query_.raw;
      const auto offset = query_.offset;
      const auto piece = raw.substr(begin_, end_ - begin_);
      const auto equals = piece.find('=');
      param_view p;
      p.plus_is_space = opts_.plus_is_space;
      if (equals == std::string_view::npos) {
        p.key = text{piece, offset + begin_};
        p.value = text{piece.substr(piece.size()), offset + end_};
      } else {
        p.key = text{piece.substr(0, equals), offset + begin_};
        p.value = text{piece.substr(equals + 1), offset + begin_ + equals + 1};
        p.has_value = true;
      }
      return p;
    }
    iterator& operator++() noexcept {
      if (end_ == query_.raw.size()) {
        begin_ = end_ = npos;
      } else {
        seek(end_ + 1);
      }
      return *this;
    }
    iterator operator++(int) noexcept {
      auto old = *this;
      ++*this;
      return old;
    }
    bool operator==(const iterator& o) const noexcept { return begin_ == o.begin_; }
    bool operator!=(const iterator& o) const noexcept { return begin_ != o.begin_; }

   private:
    friend class params_view;
    static constexpr std::size_t npos = std::string_view::npos;
    iterator(const params_view& view, std::size_t from) noexcept : query_(view.query_), opts_(view.opts_) {
      seek(from);
    }
    void seek(std::size_t from) noexcept {
      const auto raw = query_.raw;
      begin_ = from;
      end_ = from;
      while (end_ < raw.size() && raw[end_] != '&' && !(raw[end_] == ';' && opts_.semicolon)) {
        ++end_;
      }
    }
    // Copies, so that an iterator outlives the params_view it came from
    // (`auto it = u.params().begin();`): only the input must live.
    text query_;
    params_options opts_;
    std::size_t begin_ = npos;
    std::size_t end_ = npos;
  };

  [[nodiscard]] iterator begin() const noexcept { return present_ ? iterator(*this, 0) : end(); }
  [[nodiscard]] iterator end() const noexcept { return iterator(); }
  [[nodiscard]] bool empty() const noexcept { return !present_; }
  // Linear in the query's length.
  [[nodiscard]] std::size_t size() const noexcept { return static_cast<std::size_t>(std::distance(begin(), end())); }
  // The first param whose key is `key` as written (not decoded).
  [[nodiscard]] std::optional<param_view> find(std::string_view key) const noexcept {
    for (const auto p : *this) {
      if (p.key.raw == key) {
        return p;
      }
    }
    return std::nullopt;
  }

 private:
  text query_;
  bool present_ = false;
  params_options opts_;
};

}  // namespace urlbnf
