#include <stdexcept>
#include <urlbnf/extract.hpp>

namespace urlbnf {
namespace {

constexpr auto npos = std::string_view::npos;

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// RFC 2396 §3.1: scheme = alpha *( alpha | digit | "+" | "-" | "." ), the
// characters of RFC 1738 §5's scheme too. Upper case is read as well, so
// that the judge, not extraction, decides about "HTTP:" (RFC 1738 §2.1).
bool is_scheme_char(char c) { return is_alpha(c) || is_digit(c) || c == '+' || c == '-' || c == '.'; }

// The characters a URI can hold: RFC 2396 §2's uric (reserved, unreserved,
// "%"), the "#" before a fragment (§4.1; both appendices put a fragment
// inside the wrapper too) and RFC 2732's "[" and "]". RFC 1738 §5's xchar
// is a subset of these.
bool is_uri_char(char c) {
  return is_alpha(c) || is_digit(c) || std::string_view(";/?:@&=+$,-_.!~*'()%#[]").find(c) != npos;
}

bool is_line_break(char c) { return c == '\n' || c == '\r'; }

bool is_whitespace(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || is_line_break(c); }

bool is_control(char c) {
  const auto octet = static_cast<unsigned char>(c);
  return octet < 0x20 || octet == 0x7f;
}

// A bare URI starts a word: "host:25" in "joe@host:25" and "b:c" in "a/b:c"
// are parts of other tokens, not URIs.
bool may_precede_bare_uri(char c) { return !is_scheme_char(c) && std::string_view("@/:%&=?#~_$*!\\").find(c) == npos; }

std::size_t skip_whitespace(std::string_view text, std::size_t pos, std::size_t end) {
  while (pos < end && is_whitespace(text[pos])) {
    ++pos;
  }
  return pos;
}

// The position after "scheme:" when one starts at `pos`, else npos.
std::size_t after_scheme(std::string_view text, std::size_t pos, std::size_t end) {
  if (pos >= end || !is_alpha(text[pos])) {
    return npos;
  }
  ++pos;
  while (pos < end && is_scheme_char(text[pos])) {
    ++pos;
  }
  return pos < end && text[pos] == ':' ? pos + 1 : npos;
}

bool has_url_prefix(std::string_view text, std::size_t pos, std::size_t end) {
  constexpr std::string_view prefix = "url:";
  if (end - pos < prefix.size()) {
    return false;
  }
  for (std::size_t k = 0; k < prefix.size(); ++k) {
    const char c = text[pos + k];
    if ((c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c) != prefix[k]) {
      return false;
    }
  }
  return true;
}

// Inside angle brackets every character up to ">" is read as part of the
// URI, so that the judge reports one a URI cannot hold ("<http://h/a|b>")
// instead of extraction silently cutting the URI short. "<" and '"' end
// the attempt: each opener starts its own attempt, so no text is scanned
// by two of them and the scan stays linear; control characters cannot be
// meant inside a wrapper.
std::size_t find_angle_close(std::string_view text, std::size_t pos) {
  for (; pos < text.size(); ++pos) {
    const char c = text[pos];
    if (c == '>') {
      return pos;
    }
    if (c == '<' || c == '"' || (is_control(c) && !is_whitespace(c))) {
      return npos;
    }
  }
  return npos;
}

// Double quotes are ordinary prose punctuation: they wrap a URI only around
// URI characters and whitespace that breaks a line. The appendices' extra
// whitespace is there "to break long URI across lines"; a space within a
// line inside quotes ("http://host/ is nice") marks a quotation that
// contains a URI, which is then found bare.
std::size_t find_quote_close(std::string_view text, std::size_t pos) {
  while (pos < text.size()) {
    const char c = text[pos];
    if (c == '"') {
      return pos;
    }
    if (is_uri_char(c)) {
      ++pos;
      continue;
    }
    if (!is_whitespace(c)) {
      return npos;
    }
    bool breaks_line = false;
    for (; pos < text.size() && is_whitespace(text[pos]); ++pos) {
      breaks_line = breaks_line || is_line_break(text[pos]);
    }
    if (!breaks_line) {
      return npos;
    }
  }
  return npos;
}

// Appendix E exists because a bare URI cannot be told from the punctuation
// around it: the wrappers delimit a URI "in particular from punctuation
// marks that might be mistaken for part of the URI". Without a wrapper we
// must guess, and "." "," ";" ":" "!" "?" "'" at the end of a URI followed
// by whitespace far more often end the sentence ("see http://host/x.")
// than the URI. A closing ")" or "]" stays when the URI opened it
// ("http://host/a_(b)").
std::size_t trim_trailing_punctuation(std::string_view text, std::size_t begin, std::size_t end) {
  long unclosed_parentheses = 0;
  long unclosed_brackets = 0;
  for (auto pos = begin; pos < end; ++pos) {
    unclosed_parentheses += text[pos] == '(' ? 1 : text[pos] == ')' ? -1 : 0;
    unclosed_brackets += text[pos] == '[' ? 1 : text[pos] == ']' ? -1 : 0;
  }
  while (end > begin) {
    const char c = text[end - 1];
    if (c == ')' && unclosed_parentheses < 0) {
      ++unclosed_parentheses;
    } else if (c == ']' && unclosed_brackets < 0) {
      ++unclosed_brackets;
    } else if (std::string_view(".,;:!?'").find(c) == npos) {
      break;
    }
    --end;
  }
  return end;
}

// One URI read from text[begin, end), which a wrapper or whitespace
// delimits; nullopt unless it is a scheme, ":" and at least one more
// character.
std::optional<extracted_uri> read_uri(std::string_view text, std::size_t begin, std::size_t end, uri_form form,
                                      std::size_t span_offset, std::size_t span_length) {
  // RFC 1738's appendix recommends the prefix "URL:"; RFC 2396 Appendix E
  // allows it "with or without a trailing space". The scheme and its ":"
  // must be unbroken, or "<Jim Smith: hi>" would read as "JimSmith:hi".
  auto start = skip_whitespace(text, begin, end);
  bool url_prefix = false;
  if (has_url_prefix(text, start, end)) {
    const auto after_prefix = skip_whitespace(text, start + 4, end);
    if (after_scheme(text, after_prefix, end) != npos) {
      start = after_prefix;
      url_prefix = true;
    }
  }
  const auto scheme_end = after_scheme(text, start, end);
  if (scheme_end == npos) {
    return std::nullopt;
  }
  extracted_uri found;
  found.form = form == uri_form::angle && url_prefix ? uri_form::angle_url_prefix : form;
  found.start.offset = start;
  found.span_offset = span_offset;
  found.span_length = span_length;
  // Both appendices: whitespace added "to break long URI across lines ...
  // should be ignored when extracting the URI". A line break right after a
  // hyphen is recorded: that hyphen "may or may not actually be part of"
  // it.
  found.uri.reserve(end - start);
  bool after_break_hyphen = false;
  for (auto pos = start; pos < end;) {
    if (!is_whitespace(text[pos])) {
      if (after_break_hyphen) {
        found.break_hyphens.push_back(found.uri.size() - 1);
        after_break_hyphen = false;
      }
      found.uri += text[pos++];
      continue;
    }
    bool breaks_line = false;
    for (; pos < end && is_whitespace(text[pos]); ++pos) {
      breaks_line = breaks_line || is_line_break(text[pos]);
    }
    after_break_hyphen = breaks_line && !found.uri.empty() && found.uri.back() == '-';
  }
  if (found.uri.size() <= scheme_end - start) {
    return std::nullopt;
  }
  return found;
}

// Line and column of increasing offsets, in one pass over the text.
class position_tracker {
 public:
  explicit position_tracker(std::string_view text) : text_(text) {}

  text_position at(std::size_t offset) {
    for (; position_.offset < offset; ++position_.offset) {
      const char c = text_[position_.offset];
      if (c == '\n' && position_.offset > 0 && text_[position_.offset - 1] == '\r') {
        continue;  // the LF of a CR LF, whose CR ended the line
      }
      if (is_line_break(c)) {
        ++position_.line;
        position_.column = 1;
      } else {
        ++position_.column;
      }
    }
    return position_;
  }

 private:
  std::string_view text_;
  text_position position_;
};

}  // namespace

std::string_view form_name(uri_form form) {
  switch (form) {
    case uri_form::angle_url_prefix:
      return "angle-url-prefix";
    case uri_form::angle:
      return "angle";
    case uri_form::quoted:
      return "quoted";
    case uri_form::bare:
      return "bare";
  }
  return "bare";
}

void for_each_uri(std::string_view text, const uri_judge& judge,
                  const std::function<void(extracted_uri&& found)>& on_found) {
  if (!judge || !on_found) {
    throw std::invalid_argument("for_each_uri: a judge and an on_found callback are needed");
  }
  position_tracker positions(text);
  auto keep = [&](extracted_uri uri) {
    uri.start = positions.at(uri.start.offset);
    uri.verdict = judge(uri.uri);
    if (!uri.break_hyphens.empty()) {
      uri_reading other;
      other.uri.reserve(uri.uri.size());
      std::size_t next_hyphen = 0;
      for (std::size_t pos = 0; pos < uri.uri.size(); ++pos) {
        if (next_hyphen < uri.break_hyphens.size() && uri.break_hyphens[next_hyphen] == pos) {
          ++next_hyphen;
        } else {
          other.uri += uri.uri[pos];
        }
      }
      other.verdict = judge(other.uri);
      uri.without_break_hyphens = std::move(other);
    }
    on_found(std::move(uri));
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    const char c = text[pos];
    if (c == '<' || c == '"') {
      const auto close = c == '<' ? find_angle_close(text, pos + 1) : find_quote_close(text, pos + 1);
      if (close != npos) {
        auto uri = read_uri(text, pos + 1, close, c == '<' ? uri_form::angle : uri_form::quoted, pos, close + 1 - pos);
        if (uri) {
          keep(std::move(*uri));
          pos = close + 1;
          continue;
        }
      }
      // Not a wrapper ("<joe@host>", HTML, a quotation): ordinary text,
      // read on from the next character.
      ++pos;
      continue;
    }
    if (is_alpha(c) && (pos == 0 || may_precede_bare_uri(text[pos - 1]))) {
      auto word_end = pos + 1;
      while (word_end < text.size() && is_scheme_char(text[word_end])) {
        ++word_end;
      }
      if (word_end < text.size() && text[word_end] == ':') {
        auto end = word_end + 1;
        while (end < text.size() && is_uri_char(text[end])) {
          ++end;
        }
        end = trim_trailing_punctuation(text, pos, end);
        if (auto uri = read_uri(text, pos, end, uri_form::bare, pos, end - pos)) {
          keep(std::move(*uri));
          pos = end;
          continue;
        }
      }
      pos = word_end;
      continue;
    }
    ++pos;
  }
}

std::vector<extracted_uri> extract_uris(std::string_view text, const uri_judge& judge) {
  std::vector<extracted_uri> found;
  for_each_uri(text, judge, [&](extracted_uri&& uri) { found.push_back(std::move(uri)); });
  return found;
}

}  // namespace urlbnf
