// What every urlbnf command shares: the command registry, argument
// parsing, exit statuses and the JSON and text views of a verdict.
#pragma once

#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/text.hpp>
#include <vector>

namespace urlbnf::cli {

using nlohmann::json;

constexpr int exit_valid = 0;
constexpr int exit_invalid = 1;
constexpr int exit_usage = 2;

// A bad command line; main() prints the message and exits with exit_usage.
struct usage_error {
  std::string message;
};

struct command {
  std::string_view name;
  std::string_view summary;
  const char* help;
  int (*run)(const std::vector<std::string>& args);
};

// Each command file registers itself: `const bool registered = add_command({...});`
bool add_command(const command& c);
const std::vector<command>& commands();

struct parsed_args {
  std::set<std::string> flags;
  std::map<std::string, std::string> values;
  std::vector<std::string> operands;
  [[nodiscard]] bool flag(const std::string& name) const { return flags.count(name) != 0; }
  [[nodiscard]] std::string value(const std::string& name, const std::string& fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
};

// Options are `--flag` or `--name VALUE`; `--help` prints `help` and exits
// 0; anything else starting with "-" is a usage_error naming it; "--" ends
// the options.
parsed_args parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> flags,
                       std::initializer_list<std::string_view> valued, const char* help);

// The grammar named by --rfc (1738 when absent); a usage_error for any
// other value.
std::string rfc_option(const parsed_args& args);

// The grammar named by --rfc among `known` (`fallback` when absent).
std::string rfc_option(const parsed_args& args, std::initializer_list<std::string_view> known,
                       std::string_view fallback);

// The registered grammar (urlbnf/grammars.hpp) named by --rfc (`fallback`
// when absent); a usage_error naming the registered ones otherwise.
const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback);

std::string dump(const json& j, int indent = -1);

// A section as a citation: RFC 1738's "3.1" is "RFC 1738 §3.1", a section
// that names its RFC stays as it is, and a section title (RFC 1630 numbers
// none) is quoted.
std::string cited(std::string_view grammar, std::string_view section);

json component(const std::optional<text>& t);

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

// The verdict on one input, as check prints it: the text lines, or the JSON
// object on one line (keys in order, as dump() writes it). The only
// renderers of a verdict; the functions below wrap them.
void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j);
void render_verdict_json(output_buffer& out, std::string_view input, const judgement& j);
json verdict_json(std::string_view input, const judgement& j);
void print_verdict_text(std::string_view input, const judgement& j);

// Whether `s` is well-formed UTF-8 (Unicode Table 3-7).
bool is_utf8(std::string_view s);

// RFC 4648 base64, with padding.
std::string base64(std::string_view bytes);

// `s` as a JSON string, exactly as dump() writes it: invalid UTF-8 becomes
// U+FFFD, one for each maximal invalid subsequence.
void render_json_string(output_buffer& out, std::string_view s);

// What a valid verdict matched: "httpurl (also genericurl)".
void render_match_text(output_buffer& out, const judgement& j);

// The RFC 1630 grammar named by `rfc` ("1630" or "1630-generic"); a
// usage_error for the options that widen other grammars only.
rfc1630::options rfc1630_option(const parsed_args& args, const std::string& rfc);

// A rejected input and its diagnostic, on standard error, for the commands
// whose standard output carries results rather than verdicts.
void print_rejection(std::string_view command, std::string_view input, const judgement& j);

// How the tool's messages name options, grammars and rules: by its flags
// (--fold-scheme-case, --rfc 1630-generic, --rule prefixedurl).
const vocabulary& cli_vocabulary() noexcept;

// The RFC 2396 grammar named by --rfc (2396 or 2396+2732).
rfc2396::options rfc2396_option(const parsed_args& args);

}  // namespace urlbnf::cli
