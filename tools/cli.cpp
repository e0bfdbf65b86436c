#include "cli.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <iostream>

namespace urlbnf::cli {

namespace {
std::vector<command>& registry() {
  static std::vector<command> all;
  return all;
}
}  // namespace

bool add_command(const command& c) {
  registry().push_back(c);
  return true;
}

const std::vector<command>& commands() { return registry(); }

parsed_args parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> flags,
                       std::initializer_list<std::string_view> valued, const char* help) {
  auto in = [](std::initializer_list<std::string_view> list, const std::string& a) {
    for (auto l : list) {
      if (l == a) {
        return true;
      }
    }
    return false;
  };
  parsed_args out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    if (a == "--help" || a == "-h") {
      std::cout << help;
      std::exit(exit_valid);
    }
    if (a == "--") {
      out.operands.insert(out.operands.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    if (in(flags, a)) {
      out.flags.insert(a);
    } else if (in(valued, a)) {
      if (i + 1 >= args.size()) {
        throw usage_error{a + " needs a value"};
      }
      out.values[a] = args[++i];
    } else if (a.size() > 1 && a[0] == '-') {
      throw usage_error{"unknown option " + a};
    } else {
      out.operands.push_back(a);
    }
  }
  return out;
}

std::string rfc_option(const parsed_args& args) { return rfc_option(args, {"1738"}, "1738"); }

std::string rfc_option(const parsed_args& args, std::initializer_list<std::string_view> known,
                       std::string_view fallback) {
  const auto rfc = args.value("--rfc", std::string(fallback));
  std::string names;
  for (auto k : known) {
    if (k == rfc) {
      return rfc;
    }
    names += (names.empty() ? "" : ", ") + std::string(k);
  }
  throw usage_error{"--rfc " + rfc + ": unknown grammar (known: " + names + ")"};
}

const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback) {
  const auto rfc = args.value("--rfc", std::string(fallback));
  if (const auto* g = find_grammar(rfc)) {
    return *g;
  }
  std::string names;
  for (const auto& g : grammars()) {
    names += (names.empty() ? "" : ", ") + std::string(g.name);
  }
  throw usage_error{"--rfc " + rfc + ": unknown grammar (known: " + names + ")"};
}

std::string cited(std::string_view grammar, std::string_view section) {
  if (section.rfind("RFC ", 0) == 0) {
    return std::string(section);
  }
  const auto rfc = "RFC " + std::string(grammar.substr(0, grammar.find_first_not_of("0123456789")));
  if (!section.empty() && section.front() >= '0' && section.front() <= '9') {
    return rfc + " \xC2\xA7" + std::string(section);
  }
  return rfc + ", \"" + std::string(section) + '"';
}

const vocabulary& cli_vocabulary() noexcept {
  static constexpr vocabulary flags{[](std::string_view name) {
                                      std::string flag = "--" + std::string(name);
                                      std::replace(flag.begin(), flag.end(), '_', '-');
                                      return flag;
                                    },
                                    [](std::string_view name) { return "--rfc " + std::string(name); },
                                    [](std::string_view name) { return "--rule " + std::string(name); }};
  return flags;
}

rfc2396::options rfc2396_option(const parsed_args& args) {
  rfc2396::options opts;
  opts.vocabulary = &cli_vocabulary();
  if (rfc_option(args, {"2396", "2396+2732"}, "2396") == "2396+2732") {
    opts.grammar = rfc2396::grammar::rfc2396_2732;
  }
  return opts;
}

output_buffer& output_buffer::operator<<(std::size_t n) {
  char digits[20];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
}

void output_buffer::grow(std::size_t n) { bytes_.resize(std::max(2 * bytes_.size(), size_ + n + 4096)); }

namespace {

// The invalid-input lines every command prints: the input, the diagnostic,
// and the caret under its offset.
void render_invalid(output_buffer& out, std::string_view input, const diagnostic& error) {
  out << "invalid  " << input << "\n  at offset " << error.offset << ": " << error.message << '\n'
      << caret_view(input, error) << '\n';
}

// The bytes dump() copies as they are: printable ASCII but '"' and '\'.
// Control characters are escaped and bytes from 0x80 checked as UTF-8.
constexpr auto plain_json_bytes = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c) {
    plain[c] = c != '"' && c != '\\';
  }
  return plain;
}();

// How many bytes from the start of `s` (s[0] >= 0x80) form one well-formed
// UTF-8 character (Unicode Table 3-7), or, when they do not, the longest
// start of one that they hold (at least 1 byte): the bytes one U+FFFD stands
// for, as nlohmann's decoder replaces them.
std::pair<std::size_t, bool> utf8_character(std::string_view s) {
  const auto lead = static_cast<unsigned char>(s[0]);
  std::size_t length = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    low = lead == 0xE0 ? 0xA0 : low;    // no overlong form
    high = lead == 0xED ? 0x9F : high;  // no surrogate
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    low = lead == 0xF0 ? 0x90 : low;    // no overlong form
    high = lead == 0xF4 ? 0x8F : high;  // nothing above U+10FFFF
  } else {
    return {1, false};
  }
  for (std::size_t i = 1; i < length; ++i) {
    if (i == s.size()) {
      return {i, false};
    }
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < low || c > high) {
      return {i, false};
    }
    low = 0x80;
    high = 0xBF;
  }
  return {length, true};
}

template <typename Strings>
void render_json_strings(output_buffer& out, const Strings& strings) {
  char separator = '[';
  for (const auto& s : strings) {
    out << separator;
    separator = ',';
    render_json_string(out, s);
  }
  out << (separator == '[' ? "[]" : "]");
}

// A JSON string, or null when `s` is empty.
void render_json_string_or_null(output_buffer& out, std::string_view s) {
  if (s.empty()) {
    out << "null";
  } else {
    render_json_string(out, s);
  }
}

}  // namespace

void print_rejection(std::string_view command, std::string_view input, const judgement& j) {
  output_buffer out;
  out << "urlbnf " << command << ": ";
  render_invalid(out, input, *j.error);
  std::cerr << out.view();
}

bool is_utf8(std::string_view s) {
  while (!s.empty()) {
    if (static_cast<unsigned char>(s[0]) < 0x80) {
      s.remove_prefix(1);
      continue;
    }
    const auto [length, valid] = utf8_character(s);
    if (!valid) {
      return false;
    }
    s.remove_prefix(length);
  }
  return true;
}

std::string base64(std::string_view bytes) {
  static constexpr char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const auto byte = [&](std::size_t k) {
      return k < bytes.size() ? static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[k])) : 0U;
    };
    const std::uint32_t group = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
    out += digits[group >> 18 & 63];
    out += digits[group >> 12 & 63];
    out += i + 1 < bytes.size() ? digits[group >> 6 & 63] : '=';
    out += i + 2 < bytes.size() ? digits[group & 63] : '=';
  }
  return out;
}

std::string dump(const json& j, int indent) { return j.dump(indent, ' ', false, json::error_handler_t::replace); }

void render_json_string(output_buffer& out, std::string_view s) {
  out << '"';
  while (!s.empty()) {
    std::size_t run = 0;
    while (run < s.size() && plain_json_bytes[static_cast<unsigned char>(s[run])]) {
      ++run;
    }
    out << s.substr(0, run);
    s.remove_prefix(run);
    if (s.empty()) {
      break;
    }
    const auto c = static_cast<unsigned char>(s[0]);
    if (c >= 0x80) {
      const auto [length, valid] = utf8_character(s);
      out << (valid ? s.substr(0, length) : std::string_view("\xEF\xBF\xBD"));
      s.remove_prefix(length);
      continue;
    }
    switch (c) {
      case '"':
        out << "\\\"";
        break;
      case '\\':
        out << "\\\\";
        break;
      case '\b':
        out << "\\b";
        break;
      case '\t':
        out << "\\t";
        break;
      case '\n':
        out << "\\n";
        break;
      case '\f':
        out << "\\f";
        break;
      case '\r':
        out << "\\r";
        break;
      default:
        out << "\\u00"
            << "0123456789abcdef"[c >> 4] << "0123456789abcdef"[c & 0xF];
    }
    s.remove_prefix(1);
  }
  out << '"';
}

json component(const std::optional<text>& t) {
  if (!t) {
    return nullptr;
  }
  return {{"raw", t->raw}, {"offset", t->offset}, {"decoded", t->decoded()}};
}

void render_verdict_json(output_buffer& out, std::string_view input, const judgement& j) {
  // The keys in dump()'s order, which is alphabetical.
  out << "{\"also\":";
  render_json_strings(out, j.also);
  out << ",\"bnf_valid\":" << (!j.bnf_valid ? "null" : *j.bnf_valid ? "true" : "false");
  out << ",\"error\":";
  if (j.error) {
    out << "{\"code\":\"" << name_of(j.error->code) << "\",\"expected\":";
    render_json_strings(out, j.error->expected);
    out << ",\"message\":";
    render_json_string(out, j.error->message);
    out << ",\"offset\":" << j.error->offset << ",\"section\":";
    render_json_string_or_null(out, j.error->section);
    out << '}';
  } else {
    out << "null";
  }
  out << ",\"input\":";
  render_json_string(out, input);
  // JSON strings hold Unicode text: an input that is not UTF-8 is shown
  // with U+FFFD in "input", and its exact bytes are kept in base64.
  if (!is_utf8(input)) {
    out << ",\"input_base64\":\"" << base64(input) << '"';
  }
  out << ",\"match\":";
  render_json_string_or_null(out, j.match);
  out << ",\"note\":";
  render_json_string_or_null(out, j.note);
  out << ",\"reading\":" << (j.reading == reading_kind::scheme ? "\"scheme\"" : "\"bnf\"");
  out << ",\"rfc\":";
  render_json_string(out, j.rfc);
  out << ",\"rule\":";
  render_json_string(out, j.rule);
  out << (j.valid ? ",\"valid\":true}" : ",\"valid\":false}");
}

// Read back from the one renderer, for the commands that nest a verdict in a
// larger JSON document.
json verdict_json(std::string_view input, const judgement& j) {
  output_buffer out;
  render_verdict_json(out, input, j);
  return json::parse(out.view());
}

void render_match_text(output_buffer& out, const judgement& j) {
  out << j.match;
  if (!j.also.empty()) {
    out << " (also";
    for (auto a : j.also) {
      out << ' ' << a;
    }
    out << ')';
  }
}

rfc1630::options rfc1630_option(const parsed_args& args, const std::string& rfc) {
  for (const auto* flag : {"--fold-scheme-case", "--ipv6-text-forms"}) {
    if (args.flag(flag)) {
      throw usage_error{std::string(flag) + " does not apply to --rfc " + rfc};
    }
  }
  rfc1630::options opts;
  opts.vocabulary = &cli_vocabulary();
  opts.grammar = rfc == "1630" ? rfc1630::grammar::url : rfc1630::grammar::generic;
  return opts;
}

void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j) {
  if (j.valid) {
    out << "valid    ";
    render_match_text(out, j);
    out << "  " << input << '\n';
  } else {
    render_invalid(out, input, *j.error);
    if (!j.also.empty()) {
      out << "  (it is a";
      for (auto a : j.also) {
        out << ' ' << a;
      }
      out << ")\n";
    }
  }
  if (!j.note.empty()) {
    out << "  note: " << j.note << '\n';
  }
  if (j.bnf_valid) {
    out << "  bnf: by the BNF's " << j.rule << " alone, without the scheme reading, it is "
        << (*j.bnf_valid ? "valid" : "invalid") << '\n';
  }
}

void print_verdict_text(std::string_view input, const judgement& j) {
  output_buffer out;
  render_verdict_text(out, input, j);
  std::cout << out.view();
}

}  // namespace urlbnf::cli
