#include <urlbnf/judgement.hpp>

namespace urlbnf {

namespace {

// Control and non-ASCII octets are shown as escapes so the caret lines up
// on any terminal.
bool shown_escaped(unsigned char c) { return c < 0x20 || c >= 0x7F; }

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
    shown += shown_escaped(static_cast<unsigned char>(input[i])) ? 4 : 1;
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
    }
  }
  out.append(input.data() + run, input.size() - run);
  out += "\n  ";
  out.append(caret, ' ');
  out += '^';
  return out;
}

}  // namespace urlbnf
