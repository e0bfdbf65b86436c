// Every grammar of the registry, the whole input by its default rule: where
// a rejection suggests a repair, the same grammar and rule accept it, it
// differs from the input only by the escapes it adds (and a leading
// byte-order mark it removes), is printable US-ASCII (by RFC 3987, which
// reads UTF-8: printable US-ASCII and the characters of ucschar, kept as
// they are), and the message words it.
#include <algorithm>
#include <cctype>
#include <string>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

// `s` with every escape ("%" and two hex digits) decoded.
std::string decoded(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) != 0 &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2])) != 0) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  constexpr std::string_view mark = "\xEF\xBB\xBF";
  const auto unmarked = input.substr(0, mark.size()) == mark ? input.substr(mark.size()) : input;
  for (const auto& g : grammars()) {
    const auto j = g.check(input, rule_name{g.default_rule});
    fuzz::require_diagnostic(input, j);
    if (j.valid || !j.error->repair) {
      continue;
    }
    const auto& repair = *j.error->repair;
    require(g.check(repair, rule_name{g.default_rule}).valid, "the grammar and rule that judged accept the repair");
    require(decoded(repair) == decoded(unmarked), "a repair only adds escapes and removes a byte-order mark");
    require(j.error->message.find(repair) != std::string::npos, "the message words the repair");
    if (g.name == "3987") {
      for (std::size_t at = 0; at < repair.size();) {
        const auto c = rfc3987::decode_utf8(std::string_view(repair).substr(at));
        require(c.length != 0, "an IRI's repair is UTF-8");
        require(c.code_point >= 0x80 ? g.accepts(repair.substr(at, c.length), rule_name{"ucschar"})
                                     : c.code_point > ' ' && c.code_point < 0x7F,
                "an IRI's repair is printable US-ASCII and characters of ucschar");
        at += c.length;
      }
      continue;
    }
    require(std::all_of(repair.begin(), repair.end(), [](char c) { return c > ' ' && c < 0x7F; }),
            "a repair is printable US-ASCII");
  }
  return 0;
}
