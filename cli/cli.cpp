#include "cli.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <urlbnf/detail/ascii_case.hpp>

namespace urlbnf::cli {

namespace {
std::vector<command>& registry() {
  static std::vector<command> all;
  return all;
}

template <class List>
bool listed(const List& list, std::string_view a) {
  return std::find(list.begin(), list.end(), a) != list.end();
}

using detail::ascii_lower;

// The edits (insertion, deletion, substitution, transposition of two
// neighbours) from one name to the other, letters' case aside: the
// optimal string alignment distance, on a table of the names' lengths
// (names are short).
std::size_t edit_distance(std::string_view a, std::string_view b) {
  const auto width = b.size() + 1;
  std::vector<std::size_t> d((a.size() + 1) * width);
  const auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * width + j]; };
  for (std::size_t i = 0; i <= a.size(); ++i) {
    at(i, 0) = i;
  }
  for (std::size_t j = 0; j <= b.size(); ++j) {
    at(0, j) = j;
  }
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const bool same = ascii_lower(a[i - 1]) == ascii_lower(b[j - 1]);
      at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (same ? 0 : 1)});
      if (i > 1 && j > 1 && ascii_lower(a[i - 1]) == ascii_lower(b[j - 2]) &&
          ascii_lower(a[i - 2]) == ascii_lower(b[j - 1])) {
        at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(a.size(), b.size());
}

// "-f" and its long name.
constexpr std::string_view file_option = "-f";
constexpr std::string_view file_option_long = "--file";

// The options a command takes, as its unknown-option message lists them.
std::string options_taken(const std::vector<std::string_view>& flags,
                          std::initializer_list<std::string_view> valued) {
  std::vector<std::string_view> all{"--help"};
  all.insert(all.end(), flags.begin(), flags.end());
  all.insert(all.end(), valued.begin(), valued.end());
  if (listed(valued, file_option)) {
    all.push_back(file_option_long);
  }
  // By name, as a reader looks them up: -f beside --file, -j beside --json.
  std::sort(all.begin(), all.end(),
            [](auto a, auto b) { return a.substr(a.find_first_not_of('-')) < b.substr(b.find_first_not_of('-')); });
  std::string out;
  for (const auto o : all) {
    out += (out.empty() ? "" : " ") + std::string(o);
  }
  return out;
}

}  // namespace

bool add_command(const command& c) {
  registry().push_back(c);
  return true;
}

const std::vector<command>& commands() { return registry(); }

std::string did_you_mean(const std::vector<std::string_view>& names, std::string_view typed) {
  // A few edits, fewer for a short name (one up to 7 characters, 3 from
  // 12): "hostnme" is hostname, "hsot" host, "--jsno" --json.
  const auto allowed = std::clamp<std::size_t>(typed.size() / 4, 1, 3);
  std::size_t best = allowed;
  std::vector<std::string_view> nearest;
  for (const auto name : names) {
    const auto d = edit_distance(name, typed);
    if (d > allowed) {
      continue;
    }
    if (d < best) {
      best = d;
      nearest.clear();
    }
    if (d == best && std::find(nearest.begin(), nearest.end(), name) == nearest.end()) {
      nearest.push_back(name);
    }
  }
  if (nearest.empty()) {
    return "";
  }
  std::string out = "; did you mean ";
  for (std::size_t i = 0; i < nearest.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == nearest.size() ? " or " : ", ") + std::string(nearest[i]);
  }
  return out + "?";
}

parsed_args parse_args(const std::vector<std::string>& args, const std::vector<std::string_view>& flags,
                       std::initializer_list<std::string_view> valued, const char* help) {
  const bool takes_files = listed(valued, file_option);
  parsed_args out;
  auto operand = [&](const std::string& a) {
    out.operands.push_back(a);
    out.sources.push_back({a, a == "-"});
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    if (a == "--help" || a == "-h") {
      throw help_request{help};
    }
    if (a == "--") {
      std::for_each(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end(), operand);
      break;
    }
    if (a.size() < 2 || a[0] != '-') {
      operand(a);
      continue;
    }
    // --name=VALUE is --name VALUE.
    const auto equals = a.rfind("--", 0) == 0 ? a.find('=') : std::string::npos;
    auto name = a.substr(0, equals);
    if (takes_files && name == file_option_long) {
      name = file_option;
    }
    if (listed(flags, name)) {
      if (equals != std::string::npos) {
        throw usage_error{name + " takes no value"};
      }
      out.flags.insert(name);
      continue;
    }
    if (!listed(valued, name)) {
      std::vector<std::string_view> known(flags);
      known.insert(known.end(), valued.begin(), valued.end());
      known.push_back("--help");
      if (takes_files) {
        known.push_back(file_option_long);
      }
      throw usage_error{"unknown option " + a.substr(0, equals) + did_you_mean(known, a.substr(0, equals)) +
                        " (the options: " + options_taken(flags, valued) + ")"};
    }
    if (equals == std::string::npos && i + 1 >= args.size()) {
      throw usage_error{a + " needs a value"};
    }
    const auto value = equals == std::string::npos ? args[++i] : a.substr(equals + 1);
    out.values[name] = value;
    if (name == file_option) {
      out.sources.push_back({value, true});
    }
  }
  return out;
}

std::uint64_t number_option(const parsed_args& args, const std::string& name, std::uint64_t fallback,
                            std::uint64_t max) {
  if (args.values.count(name) == 0) {
    return fallback;
  }
  const auto text = args.value(name, "");
  std::uint64_t n = 0;
  const auto* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, n);
  if (text.empty() || stop != end || error != std::errc() || n > max) {
    throw usage_error{name + " " + text + ": expected a whole number from 0 to " + std::to_string(max)};
  }
  return n;
}

production_info rule_option(const grammar_entry& g, const std::string& name) {
  if (auto info = g.find_production(name)) {
    return *info;
  }
  std::vector<std::string_view> names;
  for (const auto& p : g.productions()) {
    names.push_back(p.name);
  }
  throw usage_error{"--rule " + name + ": " + std::string(g.title) + " has no such production" +
                    did_you_mean(names, name) + " ('urlbnf rules --rfc " + std::string(g.name) + "' lists them)"};
}

const bnf::production& bnf_rule_option(const grammar_entry& g, const bnf::model& model, const std::string& name) {
  std::vector<std::string_view> names;
  const bnf::production* folded = nullptr;
  std::size_t folded_count = 0;
  for (const auto& p : model.productions) {
    if (p.name == name) {
      return p;
    }
    if (detail::equal_ignoring_ascii_case(p.name, name)) {
      folded = &p;
      ++folded_count;
    }
    names.push_back(p.name);
  }
  if (folded_count == 1) {
    return *folded;
  }
  throw usage_error{"--rule " + name + ": the BNF of " + std::string(g.title) + " has no such production" +
                    did_you_mean(names, name) + " ('urlbnf grammar --rfc " + std::string(g.name) + "' lists them)"};
}

namespace {

int first_write_error = 0;

// std::cout's buffer, emptied through write_stdout. A static, destroyed at
// exit before the library's own teardown flushes std::cout: it empties
// itself and gives std::cout back the buffer it had, so that the flush
// finds a live one.
class stdout_buffer : public std::streambuf {
 public:
  stdout_buffer() : previous_(std::cout.rdbuf(this)) { setp(bytes_, bytes_ + sizeof bytes_); }
  stdout_buffer(const stdout_buffer&) = delete;
  stdout_buffer& operator=(const stdout_buffer&) = delete;
  ~stdout_buffer() override {
    drain();
    std::cout.rdbuf(previous_);
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) {
      return traits_type::eof();
    }
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  bool drain() {
    const bool written = write_stdout({pbase(), static_cast<std::size_t>(pptr() - pbase())});
    setp(bytes_, bytes_ + sizeof bytes_);
    return written;
  }

  std::streambuf* previous_;
  char bytes_[1 << 16];
};

}  // namespace

void route_cout() { static stdout_buffer buffer; }

bool write_stdout(std::string_view bytes) noexcept {
  while (first_write_error == 0 && !bytes.empty()) {
    const auto written = ::write(STDOUT_FILENO, bytes.data(), bytes.size());
    if (written >= 0) {
      bytes.remove_prefix(static_cast<std::size_t>(written));
    } else if (errno != EINTR) {
      first_write_error = errno;
    }
  }
  return first_write_error == 0;
}

int stdout_error() noexcept { return first_write_error; }

void render_escaped(output_buffer& out, std::string_view s) {
  static constexpr char digits[] = "0123456789ABCDEF";
  const auto escape = [&](unsigned char c) { out << '\\' << 'x' << digits[c >> 4U] << digits[c & 0xFU]; };
  while (!s.empty()) {
    // Runs of printable ASCII, nearly every input, copied whole.
    std::size_t run = 0;
    while (run < s.size() && s[run] >= 0x20 && s[run] < 0x7F && s[run] != '\\') {
      ++run;
    }
    out << s.substr(0, run);
    s.remove_prefix(run);
    if (s.empty()) {
      break;
    }
    const auto c = static_cast<unsigned char>(s[0]);
    std::size_t length = 1;
    if (c == '\\') {
      out << "\\\\";
    } else if (c < 0x80) {
      escape(c);
    } else if ((length = utf8_length(s)) == 0 || (c == 0xC2 && static_cast<unsigned char>(s[1]) < 0xA0)) {
      // Not UTF-8, or a C1 control (U+0080 to U+009F): each byte escaped.
      length = std::max<std::size_t>(length, 1);
      for (std::size_t i = 0; i < length; ++i) {
        escape(static_cast<unsigned char>(s[i]));
      }
    } else {
      out << s.substr(0, length);
    }
    s.remove_prefix(length);
  }
}

std::string escaped(std::string_view s) {
  output_buffer out;
  render_escaped(out, s);
  return std::string(out.view());
}

namespace {

std::string grammar_names(bool (*offered)(const grammar_options&)) {
  std::string names;
  for (const auto& g : grammars()) {
    if (offered == nullptr || offered(g.options)) {
      names += (names.empty() ? "" : ", ") + std::string(g.name);
    }
  }
  return names;
}

// The grammars whose reading option `option` is, as --rfc names them.
std::string grammars_read_by(std::string_view option) {
  std::string names;
  for (const auto& g : grammars()) {
    if (std::find(g.reading_options.begin(), g.reading_options.end(), option) != g.reading_options.end()) {
      names += (names.empty() ? "--rfc " : " or ") + std::string(g.name);
    }
  }
  return names;
}

}  // namespace

const std::vector<std::string_view>& reading_flags() {
  static const auto flags = [] {
    // The flags' text, kept for the views the list holds.
    static std::vector<std::string> text;
    for (const auto& g : grammars()) {
      for (const auto option : g.reading_options) {
        const auto flag = command_vocabulary().option(option);
        if (std::find(text.begin(), text.end(), flag) == text.end()) {
          text.push_back(flag);
        }
      }
    }
    return std::vector<std::string_view>(text.begin(), text.end());
  }();
  return flags;
}

std::vector<std::string_view> with_reading_flags(std::initializer_list<std::string_view> flags) {
  std::vector<std::string_view> all(flags);
  all.insert(all.end(), reading_flags().begin(), reading_flags().end());
  return all;
}

const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback) {
  return grammar_option(args, "--rfc", fallback);
}

const grammar_entry& grammar_option(const parsed_args& args, const std::string& option, std::string_view fallback) {
  const auto rfc = args.value(option, std::string(fallback));
  if (const auto* g = find_grammar(rfc)) {
    return *g;
  }
  throw usage_error{option + " " + rfc + ": unknown grammar (known: " + grammar_names(nullptr) + ")"};
}

chosen_grammar grammar_chosen(const parsed_args& args, std::string_view fallback,
                              bool (*offered)(const grammar_options&)) {
  const auto& g = grammar_option(args, fallback);
  if (offered != nullptr && !offered(g.options)) {
    throw usage_error{"--rfc " + std::string(g.name) + ": not a grammar this command takes (it takes " +
                      grammar_names(offered) + ")"};
  }
  chosen_grammar chosen{&g, g.options};
  std::visit([](auto& o) { o.vocabulary = &command_vocabulary(); }, chosen.options);
  for (const auto& other : grammars()) {
    for (const auto option : other.reading_options) {
      if (args.flag(command_vocabulary().option(option)) && !g.set_reading(chosen.options, option)) {
        throw usage_error{command_vocabulary().option(option) + " applies to " + grammars_read_by(option) + " only"};
      }
    }
  }
  return chosen;
}

namespace {

// The invalid-input lines every command prints: the input, the diagnostic,
// and the caret under its offset.
void render_invalid(output_buffer& out, std::string_view input, const diagnostic& error) {
  out << "invalid  ";
  render_escaped(out, input);
  out << "\n  at offset " << error.offset << ": " << error.message << '\n'
      << caret_view(input, error) << '\n';
}

}  // namespace

void print_rejection(std::string_view command, std::string_view input, const judgement& j) {
  output_buffer out;
  out << "urlbnf " << command << ": ";
  render_invalid(out, input, *j.error);
  std::cerr << out.view();
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

void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j) {
  if (j.valid) {
    out << "valid    ";
    render_match_text(out, j);
    out << "  ";
    render_escaped(out, input);
    out << '\n';
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

std::optional<std::string> read_whole(const std::string& path, const std::string& shown_name, std::string_view command) {
  const bool from_stdin = path == "-";
  std::FILE* in = from_stdin ? stdin : std::fopen(path.c_str(), "rb");
  if (in == nullptr) {
    std::cerr << "urlbnf " << command << ": cannot open " << shown_name << ": " << std::strerror(errno) << '\n';
    return std::nullopt;
  }
  std::string content;
  std::array<char, 1U << 16U> buffer{};
  for (std::size_t got = 0; (got = std::fread(buffer.data(), 1, buffer.size(), in)) > 0;) {
    content.append(buffer.data(), got);
  }
  const bool failed = std::ferror(in) != 0;
  const int error = errno;
  if (!from_stdin) {
    std::fclose(in);
  }
  if (failed) {
    std::cerr << "urlbnf " << command << ": cannot read " << shown_name << ": " << std::strerror(error) << '\n';
    return std::nullopt;
  }
  return content;
}


}  // namespace urlbnf::cli
