#include <urlbnf/judgement.hpp>

namespace urlbnf {

std::string caret_view(std::string_view input, const diagnostic& error) {
  std::string shown;
  std::size_t caret = 0;
  // Control and non-ASCII octets are shown as escapes so the caret lines up
  // on any terminal.
  static constexpr char digits[] = "0123456789ABCDEF";
  for (std::size_t i = 0; i < input.size(); ++i) {
    if (i == error.offset) {
      caret = shown.size();
    }
    const auto c = static_cast<unsigned char>(input[i]);
    if (c < 0x20 || c >= 0x7F) {
      shown += "\\x";
      shown += digits[c >> 4U];
      shown += digits[c & 0xFU];
    } else {
      shown += static_cast<char>(c);
    }
  }
  if (error.offset >= input.size()) {
    caret = shown.size();
  }
  return "  " + shown + "\n  " + std::string(caret, ' ') + "^";
}

}  // namespace urlbnf
