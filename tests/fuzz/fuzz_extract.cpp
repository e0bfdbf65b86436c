// Extraction (urlbnf/extract.hpp), judged by one grammar of the registry
// picked by the input's size. Every URI found lies in the text at its
// reported place: its span is in the text, in order and apart from the
// others', its start within the span, its line and column those of its
// start, and the URI is the text from its start with whitespace removed
// (a bare URI is the text itself), up to the span's end or its closing
// wrapper. Its verdict is what its grammar says of it, and so is the
// verdict on the reading without break hyphens, which are hyphens of the
// URI; the judge is called once per reading.
#include <urlbnf/extract.hpp>
#include <urlbnf/grammars.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

bool is_whitespace(char c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\n' || c == '\r'; }

// Line and column by extract.hpp's definition: LF, CR LF and a lone CR
// each end a line.
text_position position_of(std::string_view text, std::size_t offset) {
  text_position p;
  p.offset = offset;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\r' || (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'))) {
      ++p.line;
      p.column = 1;
    } else if (text[i] != '\n') {
      ++p.column;
    }
  }
  return p;
}

bool same_verdict(const judgement& a, const judgement& b) {
  return a.valid == b.valid && a.match == b.match && a.rule == b.rule && a.error.has_value() == b.error.has_value() &&
         (!a.error || a.error->offset == b.error->offset);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = fuzz::as_text(data, size);
  const auto& g = grammars()[size % grammars().size()];
  const auto judge = [&](std::string_view uri) { return g.check(uri, rule_name{g.default_rule}); };
  std::size_t judged = 0;
  const auto found = extract_uris(text, [&](std::string_view uri) {
    ++judged;
    return judge(uri);
  });
  std::size_t readings = 0;
  std::size_t previous_end = 0;
  for (const auto& f : found) {
    readings += f.without_break_hyphens ? 2 : 1;
    require(f.span_offset <= text.size() && f.span_length <= text.size() - f.span_offset,
            "a URI's span is within the text");
    require(previous_end <= f.span_offset, "URIs are in order of appearance and their spans do not overlap");
    const auto span_end = f.span_offset + f.span_length;
    previous_end = span_end;
    require(f.span_offset <= f.start.offset && f.start.offset < span_end, "a URI starts within its span");
    const auto at = position_of(text, f.start.offset);
    require(f.start.line == at.line && f.start.column == at.column, "a URI's line and column are its offset's");
    const auto close = f.form == uri_form::bare ? span_end : span_end - 1;
    require(f.form == uri_form::bare || (close > f.start.offset && (text[close] == '>' || text[close] == '"')),
            "a wrapped URI's span ends with its closing wrapper");
    if (f.form == uri_form::bare) {
      require(text.substr(f.start.offset, close - f.start.offset) == f.uri,
              "a bare URI is the substring of the text at its offset");
    } else {
      std::string unbroken;
      for (const char c : text.substr(f.start.offset, close - f.start.offset)) {
        if (!is_whitespace(c)) {
          unbroken += c;
        }
      }
      require(unbroken == f.uri, "a wrapped URI is the text at its offset, its whitespace removed");
    }
    require(same_verdict(f.verdict, judge(f.uri)), "a URI's verdict is its grammar's");
    std::string without;
    std::size_t next = 0;
    for (std::size_t i = 0; i < f.uri.size(); ++i) {
      if (next < f.break_hyphens.size() && f.break_hyphens[next] == i) {
        require(f.uri[i] == '-', "a break hyphen is a hyphen of the URI");
        ++next;
      } else {
        without += f.uri[i];
      }
    }
    require(next == f.break_hyphens.size(), "break hyphens are in order, within the URI");
    require(f.without_break_hyphens.has_value() == !f.break_hyphens.empty(),
            "a second reading exactly when there are break hyphens");
    if (f.without_break_hyphens) {
      require(f.without_break_hyphens->uri == without, "the second reading drops every break hyphen");
      require(same_verdict(f.without_break_hyphens->verdict, judge(without)),
              "the second reading's verdict is its grammar's");
    }
  }
  require(judged == readings, "the judge is called once per reading");
  return 0;
}
