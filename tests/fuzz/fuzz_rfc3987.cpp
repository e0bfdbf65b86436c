// RFC 3987, and the UTF-8 it reads. The decoder against RFC 3629 Section
// 4's definition: a character it reads is one code point, no surrogate,
// at most 10FFFF, whose shortest UTF-8 (utf8_of) is exactly the octets
// read; an input with an ill-formed sequence is accepted by no production,
// and its diagnostic is malformed_utf8 at that sequence's first octet. The
// whole input by IRI-reference: accepts, check and ast::parse agree, and
// so does the derivation; every component of the tree is a view into the
// input at its offset, and the components with the ABNF's delimiters
// recompose it in order. The input after its first byte, by the production
// that byte picks: accepts, check and the derivation agree, and a
// rejection points into it.
#include <urlbnf/rfc3987/ast.hpp>
#include <urlbnf/rfc3987/utf8.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;
namespace ast = rfc3987::ast;

namespace {

void require_utf8(std::string_view input) {
  std::size_t first_bad = std::string_view::npos;
  for (std::size_t at = 0; at < input.size();) {
    const auto d = rfc3987::decode_utf8(input.substr(at));
    if (d.length == 0) {
      require(static_cast<unsigned char>(input[at]) >= 0x80, "every US-ASCII octet is a character");
      first_bad = first_bad == std::string_view::npos ? at : first_bad;
      ++at;
      continue;
    }
    require(d.code_point <= 0x10FFFF && (d.code_point < 0xD800 || d.code_point > 0xDFFF),
            "a character is a code point, no surrogate");
    require(rfc3987::utf8_of(d.code_point) == input.substr(at, d.length),
            "the octets read are the code point's shortest UTF-8");
    at += d.length;
  }
  require(rfc3987::first_malformed_utf8(input) == first_bad, "the first ill-formed sequence is found");
}

// Walks a span of the input from its start: each component must begin
// where the one before it ended, and the last end where the span does.
class walk {
 public:
  walk(std::string_view input, const text& span)
      : input_(input), at_(span.offset), end_(span.offset + span.raw.size()) {
    fuzz::require_view(input, span);
  }
  void delimiter(std::string_view d) {
    require(input_.substr(at_, d.size()) == d, "the ABNF's delimiter is between two components");
    at_ += d.size();
  }
  void component(const text& t) {
    fuzz::require_view(input_, t);
    require(t.offset == at_, "a component begins where the one before it ends");
    at_ += t.raw.size();
  }
  void finish() const { require(at_ == end_, "the components recompose their whole"); }

 private:
  std::string_view input_;
  std::size_t at_;
  std::size_t end_;
};

void require_tree_of_reference(std::string_view input, const ast::iri_reference& u) {
  require(u.IRI.has_value() != u.irelative_ref.has_value(), "an IRI-reference is an IRI or an irelative-ref");
  require(u.scheme.has_value() == u.IRI.has_value(), "a scheme exactly in an IRI");
  require((u.ipath_form == ast::path_kind::ipath_abempty) == u.iauthority.has_value(),
          "ipath-abempty exactly after an iauthority");
  walk parts(input, text{input, 0});
  if (u.scheme) {
    parts.component(*u.scheme);
    parts.delimiter(":");
  }
  if (u.iauthority) {
    parts.delimiter("//");
    parts.component(u.iauthority->raw);
    walk a(input, u.iauthority->raw);
    if (u.iauthority->iuserinfo) {
      a.component(*u.iauthority->iuserinfo);
      a.delimiter("@");
    }
    a.component(u.iauthority->ihost.raw);
    if (u.iauthority->port) {
      a.delimiter(":");
      a.component(*u.iauthority->port);
    }
    a.finish();
  }
  parts.component(u.ipath);
  walk p(input, u.ipath);
  if (!u.ipath.raw.empty() && u.ipath.raw.front() == '/') {
    p.delimiter("/");
  }
  bool first = true;
  for (const auto& segment : u.isegments) {
    if (!first) {
      p.delimiter("/");
    }
    first = false;
    p.component(segment);
  }
  p.finish();
  if (u.iquery) {
    parts.delimiter("?");
    parts.component(*u.iquery);
  }
  if (u.ifragment) {
    parts.delimiter("#");
    parts.component(*u.ifragment);
  }
  parts.finish();
}

bool judge(std::string_view input, std::string_view rule, const rfc3987::options& opts) {
  const bool accepted = rfc3987::accepts(input, urlbnf::rule_name{rule}, opts);
  const auto checked = rfc3987::check(input, urlbnf::rule_name{rule}, opts);
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto malformed = rfc3987::first_malformed_utf8(input);
  if (malformed != std::string_view::npos) {
    require(!accepted, "an input that is not UTF-8 is accepted by no production");
    require(checked.error->code == diagnostic_code::malformed_utf8 && checked.error->offset == malformed,
            "malformed_utf8, at the first ill-formed sequence");
  }
  const auto tree = rfc3987::derivation(input, urlbnf::rule_name{rule}, opts);
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
  return accepted;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  require_utf8(input);
  rfc3987::options opts;
  const bool accepted = judge(input, "IRI-reference", opts);
  const auto u = ast::parse(input, opts);
  require(u.verdict.valid == accepted, "accepts() == ast::parse().verdict.valid");
  fuzz::require_diagnostic(input, u.verdict);
  if (u.verdict.valid) {
    require_tree_of_reference(input, u);
  }
  rfc3987::options section_4_1;
  section_4_1.bidi_formatting_excluded = true;
  require(rfc3987::accepts(input, {}, section_4_1) ==
              (accepted && rfc3987::first_bidi_formatting(input) == std::string_view::npos),
          "Section 4.1's reading takes what the grammar takes without a bidi formatting character");
  if (size > 0) {
    const auto& productions = rfc3987::production_list();
    judge(input.substr(1), productions[data[0] % productions.size()].name, opts);
  }
  return 0;
}
