// The pure renderers the urlbnf command and the WebAssembly playground
// (playground/) share, so that the page and the command never disagree: a
// verdict as JSON, JSON strings, the tool's vocabulary and citations, and
// a production as explain --rule teaches it. Nothing here reads or writes
// a stream.
#pragma once

#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/equivalence.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/text.hpp>
#include <urlbnf/wording.hpp>
#include <utility>
#include <vector>

namespace urlbnf::cli {

using nlohmann::json;

// Output built up from many short pieces per input: appending is an inline
// copy where std::string::append is a call into libstdc++ each time, and
// the bytes, once grown, are kept for the next batch.
class output_buffer {
 public:
  output_buffer& operator<<(std::string_view s) {
    if (!s.empty()) {
      std::memcpy(room(s.size()), s.data(), s.size());
    }
    return *this;
  }
  output_buffer& operator<<(char c) {
    *room(1) = c;
    return *this;
  }
  output_buffer& operator<<(std::size_t n);

  [[nodiscard]] std::string_view view() const noexcept { return {bytes_.data(), size_}; }
  void clear() noexcept { size_ = 0; }

 private:
  // Where the next `n` bytes go.
  char* room(std::size_t n) {
    if (bytes_.size() - size_ < n) {
      grow(n);
    }
    size_ += n;
    return bytes_.data() + size_ - n;
  }
  void grow(std::size_t n);

  std::string bytes_;
  std::size_t size_ = 0;
};

std::string dump(const json& j, int indent = -1);

// A section as a citation: RFC 1738's "3.1" is "RFC 1738 §3.1", a section
// that names its RFC stays as it is, and a section title (RFC 1630 numbers
// none) is quoted.
std::string cited(std::string_view grammar, std::string_view section);

json component(const std::optional<text>& t);

// One input of a filter and where it was read: from a stream (standard
// input or -f FILE), its line there, from 1, and with -f the FILE as given
// ("-" for standard input); a command-line operand has line 0.
struct input_line {
  std::string_view text;
  std::size_t line = 0;
  std::string_view file;
};

// The verdict on one input as check --json prints it: the JSON object on
// one line (keys in order, as dump() writes it). The only renderer of a
// verdict as JSON; verdict_json reads it back. Read from a stream, the
// object has "line" and, read with -f, "file".
void render_verdict_json(output_buffer& out, const input_line& input, const judgement& j);
void render_verdict_json(output_buffer& out, std::string_view input, const judgement& j);
json verdict_json(std::string_view input, const judgement& j);
// The verdict's keys and "normalized", the normal form or null: normalize
// --json's object.
json normalization_json(std::string_view input, const normalization& n);

// "line" and "file" in `o`, as render_verdict_json writes them.
void add_position(json& o, const input_line& input);

// Whether `s` is well-formed UTF-8 (Unicode Table 3-7).
bool is_utf8(std::string_view s);
// The length of the well-formed UTF-8 character `s` starts with (s[0] >=
// 0x80), 0 when it starts with none.
std::size_t utf8_length(std::string_view s);

// RFC 4648 base64, with padding.
std::string base64(std::string_view bytes);

// `s` as a JSON string, exactly as dump() writes it: invalid UTF-8 becomes
// U+FFFD, one for each maximal invalid subsequence.
void render_json_string(output_buffer& out, std::string_view s);

// A production taught, as explain --rule shows it.
struct explained_production {
  const grammar_entry* grammar;
  production_info info;
  const bnf::production* bnf;  // its text in grammar/
  std::vector<std::string> used_by;
  std::string shape;  // its PEGTL shape
  // Generated from the BNF, each judged by the production.
  std::vector<std::pair<std::string, judgement>> examples;
};

// Up to `examples` distinct examples are drawn with `seed`; `bnf` is the
// production `info` names in the grammar's model.
explained_production explain(const grammar_entry& grammar, const production_info& info, const bnf::model& model,
                             const bnf::production& bnf, std::uint64_t examples, std::uint64_t seed);

// explain --rule --json's object.
json explained_json(const explained_production& e);

}  // namespace urlbnf::cli
