#include <urlbnf/judgement.hpp>

namespace urlbnf {

namespace {

// Control and non-ASCII octets are shown as \xNN so the caret lines up on
// any terminal, and a backslash as \\, so that every backslash shown starts
// an escape: the view reads back to the input's bytes.
bool shown_escaped(unsigned char c) { return c < 0x20 || c >= 0x7F; }

std::size_t shown_width(unsigned char c) { return shown_escaped(c) ? 4 : c == '\\' ? 2 : 1; }

}  // namespace

std::string caret_view(std::string_view input, const diagnostic& error) {
  // Built in one allocation: the command-line tool shows one for every
  // rejection.
  std::size_t shown = 0;
  std::size_t caret = 0;
  for (std::size_t i = 0; i < input.size(); ++i) {
    if (i == error.offset) {
      caret = shown;
    }
    shown += shown_width(static_cast<unsigned char>(input[i]));
  }
  if (error.offset >= input.size()) {
    caret = shown;
  }
  std::string out;
  out.reserve(2 + shown + 3 + caret + 1);
  out += "  ";
  static constexpr char digits[] = "0123456789ABCDEF";
  // Runs of plain characters appended whole.
  std::size_t run = 0;
  for (std::size_t i = 0; i < input.size(); ++i) {
    const auto c = static_cast<unsigned char>(input[i]);
    if (shown_escaped(c)) {
      out.append(input.data() + run, i - run);
      const char escape[] = {'\\', 'x', digits[c >> 4U], digits[c & 0xFU]};
      out.append(escape, sizeof escape);
      run = i + 1;
    } else if (c == '\\') {
      out.append(input.data() + run, i - run);
      out += "\\\\";
      run = i + 1;
    }
  }
  out.append(input.data() + run, input.size() - run);
  out += "\n  ";
  out.append(caret, ' ');
  out += '^';
  return out;
}

}  // namespace urlbnf
