// A component of a parsed URL: a view into the input, never a copy.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>

namespace urlbnf {

struct text {
  std::string_view raw;
  std::size_t offset = 0;

  // The octets the component stands for: every %XX escape decoded.
  [[nodiscard]] std::string decoded() const;
};

// The pieces of a component between occurrences of a separator that its
// grammar allows only as a separator (a path's "/", a segment's ";"), each a
// text with its own offset, found as they are iterated: nothing is stored
// and nothing allocated, as with Boost.URL's segments_view. `Piece` is built
// from each piece's text by `read`. A list of a void-ending grammar (RFC
// 1630's path = void | segment [ / path ]) has no piece after a trailing
// separator, nor any for an empty whole.
enum class list_ending : unsigned char { kept, void_piece };

template <typename Piece>
class split_list {
 public:
  using reader = Piece (*)(const text&);
  using ending = list_ending;

  split_list() = default;
  split_list(text whole, char separator, reader read, ending last = ending::kept)
      : whole_(whole), read_(read), separator_(separator), present_(true), last_(last) {}

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Piece;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Piece;

    iterator() = default;
    Piece operator*() const {
      return list_->read_(text{list_->whole_.raw.substr(begin_, end_ - begin_), list_->whole_.offset + begin_});
    }
    iterator& operator++() {
      if (end_ == list_->whole_.raw.size()) {
        begin_ = end_ = npos;
      } else {
        seek(end_ + 1);
      }
      return *this;
    }
    iterator operator++(int) {
      auto old = *this;
      ++*this;
      return old;
    }
    bool operator==(const iterator& o) const { return begin_ == o.begin_; }
    bool operator!=(const iterator& o) const { return begin_ != o.begin_; }

   private:
    friend class split_list;
    static constexpr std::size_t npos = std::string_view::npos;
    iterator(const split_list* list, std::size_t from) : list_(list) { seek(from); }
    void seek(std::size_t from) {
      const auto raw = list_->whole_.raw;
      if (list_->last_ == ending::void_piece && from == raw.size()) {
        begin_ = end_ = npos;
        return;
      }
      begin_ = from;
      end_ = std::min(raw.find(list_->separator_, from), raw.size());
    }
    const split_list* list_ = nullptr;
    std::size_t begin_ = npos;
    std::size_t end_ = npos;
  };

  [[nodiscard]] iterator begin() const { return present_ ? iterator(this, 0) : end(); }
  [[nodiscard]] iterator end() const { return iterator(); }
  [[nodiscard]] bool empty() const { return begin() == end(); }
  [[nodiscard]] std::size_t size() const { return static_cast<std::size_t>(std::distance(begin(), end())); }
  // The i-th piece (i < size()); linear in i.
  [[nodiscard]] Piece operator[](std::size_t i) const { return *std::next(begin(), static_cast<std::ptrdiff_t>(i)); }
  // The last piece (not empty()); linear in the whole's length.
  [[nodiscard]] Piece back() const {
    auto last = begin();
    for (auto it = last; it != end(); ++it) {
      last = it;
    }
    return *last;
  }

 private:
  text whole_;
  reader read_ = nullptr;
  char separator_ = '/';
  bool present_ = false;
  ending last_ = ending::kept;
};

inline text same_text(const text& t) { return t; }

// Pieces that are plain texts.
using text_list = split_list<text>;

inline text_list split(text whole, char separator, list_ending last = list_ending::kept) {
  return {whole, separator, &same_text, last};
}

// The value of a hex digit (either case), or -1 for any other character.
int hex_value(char c);

// %XX escapes decoded; a "%" not followed by two hex digits is kept as is.
std::string percent_decode(std::string_view raw);

}  // namespace urlbnf
