#include "json_render.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <urlbnf/bnf/generate.hpp>

namespace urlbnf::cli {

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

output_buffer& output_buffer::operator<<(std::size_t n) {
  char digits[20];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
}

void output_buffer::grow(std::size_t n) { bytes_.resize(std::max(2 * bytes_.size(), size_ + n + 4096)); }

namespace {

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

std::size_t utf8_length(std::string_view s) {
  const auto [length, valid] = utf8_character(s);
  return valid ? length : 0;
}

void add_position(json& o, const input_line& input) {
  if (input.line != 0) {
    o["line"] = input.line;
  }
  if (!input.file.empty()) {
    o["file"] = std::string(input.file);
  }
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
  render_verdict_json(out, input_line{input, 0, {}}, j);
}

void render_verdict_json(output_buffer& out, const input_line& where, const judgement& j) {
  const auto input = where.text;
  // The keys in dump()'s order, which is alphabetical.
  out << "{\"also\":";
  render_json_strings(out, j.also);
  out << ",\"bnf_valid\":" << (!j.bnf_valid ? "null" : *j.bnf_valid ? "true" : "false");
  out << ",\"error\":";
  if (j.error) {
    const auto& e = *j.error;
    out << "{\"category\":";
    render_json_string_or_null(out, e.category);
    out << ",\"code\":\"" << name_of(e.code) << "\",\"expected\":";
    render_json_strings(out, e.expected);
    out << ",\"message\":";
    render_json_string(out, e.message);
    out << ",\"offset\":" << e.offset << ",\"remedy\":";
    if (e.remedy == remedy_kind::none) {
      out << "null";
    } else {
      out << "{\"kind\":\"" << name_of(e.remedy) << "\",\"name\":";
      render_json_string(out, e.remedy_name);
      out << '}';
    }
    out << ",\"repair\":";
    if (e.repair) {
      render_json_string(out, *e.repair);
    } else {
      out << "null";
    }
    out << ",\"section\":";
    render_json_string_or_null(out, e.section);
    out << '}';
  } else {
    out << "null";
  }
  if (!where.file.empty()) {
    out << ",\"file\":";
    render_json_string(out, where.file);
  }
  out << ",\"input\":";
  render_json_string(out, input);
  // JSON strings hold Unicode text: an input that is not UTF-8 is shown
  // with U+FFFD in "input", and its exact bytes are kept in base64.
  if (!is_utf8(input)) {
    out << ",\"input_base64\":\"" << base64(input) << '"';
  }
  if (where.line != 0) {
    out << ",\"line\":" << where.line;
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

json normalization_json(std::string_view input, const normalization& n) {
  auto o = verdict_json(input, n.verdict);
  o["normalized"] = n.normal_form ? json(*n.normal_form) : json(nullptr);
  return o;
}

namespace {

// Distinct examples are drawn; a production with fewer members than asked
// for gets what this many draws per example find.
constexpr std::uint64_t draws_per_example = 20;

std::vector<std::string> examples_of(const bnf::model& model, const std::string& rule, std::uint64_t n,
                                     std::uint64_t seed) {
  bnf::generator generator(model, seed);
  std::vector<std::string> out;
  for (std::uint64_t draw = 0; out.size() < n && draw < n * draws_per_example; ++draw) {
    auto example = generator.draw(rule);
    if (std::find(out.begin(), out.end(), example) == out.end()) {
      out.push_back(std::move(example));
    }
  }
  return out;
}

}  // namespace

explained_production explain(const grammar_entry& grammar, const production_info& info, const bnf::model& model,
                             const bnf::production& bnf, std::uint64_t examples, std::uint64_t seed) {
  const auto rule = std::string(info.name);
  explained_production e{&grammar, info, &bnf, model.used_by(rule), grammar.shape(rule), {}};
  for (auto& example : examples_of(model, rule, examples, seed)) {
    auto verdict = grammar.check_worded(example, rule_name{rule}, command_vocabulary());
    e.examples.emplace_back(std::move(example), std::move(verdict));
  }
  return e;
}

json explained_json(const explained_production& e) {
  json judged = json::array();
  for (const auto& [example, verdict] : e.examples) {
    judged.push_back(verdict_json(example, verdict));
  }
  return {{"rfc", e.grammar->name},
          {"rule", e.info.name},
          {"bnf", {{"file", e.bnf->file}, {"line", e.bnf->line}, {"source", e.bnf->source}}},
          {"section", e.info.section},
          {"used_by", e.used_by},
          {"pegtl", e.shape},
          {"reshaped", e.info.reshaped.empty() ? json(nullptr) : json(e.info.reshaped)},
          {"examples", judged}};
}

}  // namespace urlbnf::cli
