// The typed tree of a data URL, read off the input once check() accepts it,
// and its data decoded on demand.
#include <algorithm>
#include <cstdint>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc2397/ast.hpp>

namespace urlbnf::rfc2397 {

std::string_view name_of(data_problem p) noexcept {
  switch (p) {
    case data_problem::bad_character:
      return "bad_character";
    case data_problem::bad_padding:
      return "bad_padding";
    case data_problem::bad_length:
      return "bad_length";
    case data_problem::buffer_too_small:
      return "buffer_too_small";
  }
  return "bad_character";
}

std::string data_error::message() const {
  const auto at = " (offset " + std::to_string(offset) + ")";
  switch (problem) {
    case data_problem::bad_character:
      return "RFC 2045 \xC2\xA7" "6.8: a character outside the base64 alphabet (A-Z a-z 0-9 + /) and its padding \"=\"" +
             at;
    case data_problem::bad_padding:
      return "RFC 2045 \xC2\xA7" "6.8: the padding \"=\" ends the last 4-character group, once or twice, and the bits it "
             "leaves over are zero" + at;
    case data_problem::bad_length:
      return "RFC 2045 \xC2\xA7" "6.8: base64 data is 4-character groups; this data's length is no multiple of 4" + at;
    case data_problem::buffer_too_small:
      return "the buffer is smaller than the decoded data" + at;
  }
  return at;
}

namespace {

// The data's characters with its %-escapes decoded, each with the offset
// in the input where it starts; the grammar has checked every escape.
class decoded_chars {
 public:
  explicit decoded_chars(const text& data) : data_(data) {}
  [[nodiscard]] bool done() const noexcept { return at_ == data_.raw.size(); }
  [[nodiscard]] std::size_t offset() const noexcept { return data_.offset + at_; }
  [[nodiscard]] std::size_t end() const noexcept { return data_.offset + data_.raw.size(); }
  char next() noexcept {
    const char c = data_.raw[at_];
    if (c == '%' && at_ + 2 < data_.raw.size() && hex_value(data_.raw[at_ + 1]) >= 0 &&
        hex_value(data_.raw[at_ + 2]) >= 0) {
      const auto decoded = static_cast<char>(hex_value(data_.raw[at_ + 1]) * 16 + hex_value(data_.raw[at_ + 2]));
      at_ += 3;
      return decoded;
    }
    ++at_;
    return c;
  }

 private:
  text data_;
  std::size_t at_ = 0;
};

// A base64 character's 6 bits; -1 for any other (the padding too).
int sextet(char c) noexcept {
  if (c >= 'A' && c <= 'Z') {
    return c - 'A';
  }
  if (c >= 'a' && c <= 'z') {
    return c - 'a' + 26;
  }
  if (c >= '0' && c <= '9') {
    return c - '0' + 52;
  }
  return c == '+' ? 62 : c == '/' ? 63 : -1;
}

// One pass of the strict base64 check over the data, writing the octets
// to `out` when it is not null (it has room for all of them): their
// number, or the first fault.
result<std::size_t, data_error> run_base64(const text& data, char* out) noexcept {
  decoded_chars in(data);
  std::size_t count = 0;     // characters read, the padding included
  std::size_t padding = 0;   // "=" read
  std::size_t written = 0;
  std::uint32_t bits = 0;
  int pending = 0;           // bits in `bits` not yet written
  std::size_t last_offset = data.offset;
  while (!in.done()) {
    const auto offset = in.offset();
    const char c = in.next();
    if (c == '=') {
      // "=" only in the last two places of a group of four: "xx==" or "xxx=".
      if (count % 4 < 2 || padding == 2) {
        return failure<data_error>{{offset, data_problem::bad_padding}};
      }
      if (padding == 0 && (bits & ((1U << pending) - 1U)) != 0) {
        return failure<data_error>{{last_offset, data_problem::bad_padding}};
      }
      ++padding;
      ++count;
      continue;
    }
    const int v = sextet(c);
    if (v < 0) {
      return failure<data_error>{{offset, data_problem::bad_character}};
    }
    if (padding != 0) {
      return failure<data_error>{{offset, data_problem::bad_padding}};
    }
    bits = (bits << 6U | static_cast<std::uint32_t>(v)) & 0xFFFFFFU;
    pending += 6;
    if (pending >= 8) {
      pending -= 8;
      if (out != nullptr) {
        out[written] = static_cast<char>(bits >> static_cast<unsigned>(pending) & 0xFFU);
      }
      ++written;
    }
    last_offset = offset;
    ++count;
  }
  if (count % 4 != 0) {
    return failure<data_error>{{in.end(), data_problem::bad_length}};
  }
  return written;
}

std::size_t percent_decoded_length(const text& data) noexcept {
  decoded_chars in(data);
  std::size_t n = 0;
  while (!in.done()) {
    in.next();
    ++n;
  }
  return n;
}

}  // namespace

namespace ast {

parameter parameter_of(const text& t) {
  const auto eq = t.raw.find('=');
  const auto value_at = eq == std::string_view::npos ? t.raw.size() : eq + 1;
  return {text{t.raw.substr(0, std::min(eq, t.raw.size())), t.offset},
          text{t.raw.substr(value_at), t.offset + value_at}};
}

bool parameter::quoted() const noexcept { return value.raw.substr(0, 3) == "%22"; }

std::string parameter::decoded_value() const {
  if (!quoted()) {
    return value.decoded();
  }
  // quoted-string = "%22" *( qtext | quoted-pair ) "%22": within the quotes,
  // a quoted-pair "%5C" x stands for x.
  const auto decoded = percent_decode(value.raw.substr(3, value.raw.size() - 6));
  std::string out;
  out.reserve(decoded.size());
  for (std::size_t i = 0; i < decoded.size(); ++i) {
    if (decoded[i] == '\\' && i + 1 < decoded.size()) {
      ++i;
    }
    out += decoded[i];
  }
  return out;
}

std::optional<parameter> dataurl::charset() const {
  for (const auto& p : parameters) {
    if (detail::equal_ignoring_ascii_case(p.attribute.raw, "charset")) {
      return p;
    }
  }
  return std::nullopt;
}

result<std::size_t, data_error> dataurl::decoded_length() const noexcept {
  if (base64) {
    return run_base64(data, nullptr);
  }
  return percent_decoded_length(data);
}

std::optional<data_error> dataurl::base64_error() const noexcept {
  if (!base64) {
    return std::nullopt;
  }
  const auto r = run_base64(data, nullptr);
  return r ? std::nullopt : std::optional<data_error>(r.error());
}

result<std::size_t, data_error> dataurl::decode(char* out, std::size_t capacity) const noexcept {
  const auto length = decoded_length();
  if (!length) {
    return length;
  }
  if (*length > capacity) {
    return failure<data_error>{{data.offset + data.raw.size(), data_problem::buffer_too_small}};
  }
  if (base64) {
    return run_base64(data, out);
  }
  decoded_chars in(data);
  std::size_t n = 0;
  while (!in.done()) {
    out[n++] = in.next();
  }
  return n;
}

result<std::string, data_error> dataurl::decoded() const {
  const auto length = decoded_length();
  if (!length) {
    return failure<data_error>{length.error()};
  }
  std::string out(*length, '\0');
  static_cast<void>(decode(out.data(), out.size()));
  return out;
}

dataurl parse(std::string_view input, const options& opts) {
  dataurl u;
  u.verdict = check(input, "dataurl", opts);
  if (!u.verdict.valid) {
    return u;
  }
  // "data:" then the mediatype and ";base64", neither of which holds a
  // "," (a tspecial: escaped in a token or quoted-string), then the data.
  constexpr std::size_t after_scheme = 5;
  constexpr std::string_view base64_mark = ";base64";
  const auto comma = input.find(',', after_scheme);
  auto media_end = comma;
  if (comma - after_scheme >= base64_mark.size() &&
      input.substr(comma - base64_mark.size(), base64_mark.size()) == base64_mark) {
    u.base64 = true;
    media_end = comma - base64_mark.size();
  }
  u.data = text{input.substr(comma + 1), comma + 1};
  const auto media = input.substr(after_scheme, media_end - after_scheme);
  if (media.empty()) {
    return u;
  }
  u.mediatype = text{media, after_scheme};
  // type "/" subtype comes first when there is one: no token holds ";" or "/".
  const auto semicolon = std::min(media.find(';'), media.size());
  if (semicolon != 0) {
    const auto slash = media.find('/');
    u.type = text{media.substr(0, slash), after_scheme};
    u.subtype = text{media.substr(slash + 1, semicolon - slash - 1), after_scheme + slash + 1};
  }
  if (semicolon < media.size()) {
    u.parameters = parameter_list(text{media.substr(semicolon + 1), after_scheme + semicolon + 1}, ';', &parameter_of);
  }
  return u;
}

}  // namespace ast
}  // namespace urlbnf::rfc2397
