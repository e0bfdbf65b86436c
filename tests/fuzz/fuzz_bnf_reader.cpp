// The BNF reader: any text reads into a model or is refused with a
// reading_error, never anything else (a crash, a stack overflow).
#include <urlbnf/bnf/reader.hpp>

#include "fuzz_common.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(urlbnf::fuzz::as_text(data, size));
  try {
    urlbnf::bnf::read("fuzz", {{"fuzz.bnf", text}});
  } catch (const urlbnf::bnf::reading_error&) {
  }
  return 0;
}
