// RFC 2397. The whole input, by dataurl: accepts, check and the derivation
// agree, and a rejection's offset is within the input; the input after its
// first byte, by the production that byte picks: the same, and the
// derivation tree nests and covers it. The typed tree of an accepted input
// is made of views into it at their offsets, and its parameters are the
// text between the mediatype's ";"s.
//
// The data decoded: the input is also put after "data:," and after
// "data:;base64," (so that any string is tried as data). When accepted,
// decoded_length() is the length decode() writes and decoded() holds;
// a decode() into a buffer one octet short says buffer_too_small; base64
// data that passes the strict check is its decoded octets encoded again
// (the check refuses every other spelling: no padding but at the end,
// zero bits after the last octet), and a fault's offset is within the data.
#include <string>
#include <urlbnf/rfc2397/ast.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

void judge(std::string_view input, std::string_view rule) {
  const bool accepted = rfc2397::accepts(input, urlbnf::rule_name{rule});
  const auto checked = rfc2397::check(input, urlbnf::rule_name{rule});
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc2397::derivation(input, urlbnf::rule_name{rule});
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
}

std::string base64_of(const std::string& octets) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < octets.size(); i += 3) {
    const auto byte = [&](std::size_t k) { return k < octets.size() ? static_cast<unsigned char>(octets[k]) : 0U; };
    const unsigned group = byte(i) << 16U | byte(i + 1) << 8U | byte(i + 2);
    const std::size_t kept = std::min<std::size_t>(octets.size() - i, 3) + 1;
    for (std::size_t k = 0; k < 4; ++k) {
      out += k < kept ? alphabet[group >> (18 - 6 * k) & 0x3FU] : '=';
    }
  }
  return out;
}

void tree(std::string_view input) {
  const auto u = rfc2397::ast::parse(input);
  require(u.verdict.valid == rfc2397::accepts(input), "parse()'s verdict is accepts()'");
  if (!u.verdict.valid) {
    return;
  }
  fuzz::require_view(input, u.mediatype);
  fuzz::require_view(input, u.type);
  fuzz::require_view(input, u.subtype);
  fuzz::require_view(input, u.data);
  require(u.type.has_value() == u.subtype.has_value(), "type and subtype come together");
  for (const auto& p : u.parameters) {
    fuzz::require_view(input, p.attribute);
    fuzz::require_view(input, p.value);
    require(rfc2397::accepts(p.attribute.raw, "attribute") && rfc2397::accepts(p.value.raw, "value"),
            "each parameter is an attribute \"=\" value");
  }
  const auto length = u.decoded_length();
  require(length.has_value() || u.base64, "data that is not base64 always decodes");
  const auto error = u.base64_error();
  require(error.has_value() == !length.has_value(), "base64_error() says what decoded_length() refuses");
  if (!length) {
    require(error->offset >= u.data.offset && error->offset <= u.data.offset + u.data.raw.size(),
            "a base64 fault is within the data");
    require(!u.decoded().has_value(), "data decoded_length() refuses is not decoded");
    return;
  }
  const auto octets = u.decoded();
  require(octets.has_value() && octets->size() == *length, "decoded() holds decoded_length() octets");
  std::string buffer(*length, '\0');
  const auto written = u.decode(buffer.data(), buffer.size());
  require(written.has_value() && *written == *length && buffer == *octets, "decode() writes what decoded() holds");
  if (*length > 0) {
    const auto short_by_one = u.decode(buffer.data(), *length - 1);
    require(!short_by_one && short_by_one.error().problem == rfc2397::data_problem::buffer_too_small,
            "a buffer too small is refused");
  }
  if (u.base64) {
    require(base64_of(*octets) == u.data.decoded(), "strict base64 is its octets encoded again");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  judge(input, "dataurl");
  if (size > 0) {
    const auto& productions = rfc2397::production_list();
    judge(input.substr(1), productions[data[0] % productions.size()].name);
  }
  tree(input);
  tree("data:," + std::string(input));
  tree("data:;base64," + std::string(input));
  return 0;
}
