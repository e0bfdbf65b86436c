// RFC 8089, by Section 2 and by Appendix F's rules (nonstandard_syntax).
// The whole input, by file-URI: accepts, check and ast::parse agree, and so
// does the derivation; a rejection's offset is within the input; Section 2's
// language is within Appendix F's, and a rejection by Section 2 names
// nonstandard_form exactly when Appendix F accepts; every component of the
// tree is a view into the input at its offset, and they recompose it
// ("file" ":" [ "//" authority ] path, the path ending in its
// path-absolute). The input after its first byte, by the production that
// byte picks from the grammar's list: the same agreements.
#include <urlbnf/rfc8089/ast.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;
namespace ast = rfc8089::ast;

namespace {

// accepts, check and the derivation agree on `rule`; a rejection points
// into the input, and a derivation is a tree of its spans.
bool judge(std::string_view input, std::string_view rule, const rfc8089::options& opts) {
  const bool accepted = rfc8089::accepts(input, urlbnf::rule_name{rule}, opts);
  const auto checked = rfc8089::check(input, urlbnf::rule_name{rule}, opts);
  require(accepted == checked.valid, "accepts() == check().valid");
  fuzz::require_diagnostic(input, checked);
  const auto tree = rfc8089::derivation(input, urlbnf::rule_name{rule}, opts);
  require(tree.has_value() == accepted, "an input accepts() takes, and only such, has a derivation");
  if (tree) {
    fuzz::require_tree(*tree, input);
  }
  if (!opts.nonstandard_syntax && !accepted) {
    rfc8089::options appendix;
    appendix.grammar = rfc8089::grammar::appendix_f;
    const bool widened = rfc8089::find_production(rule, rfc8089::grammar::appendix_f).has_value() &&
                         rfc8089::accepts(input, urlbnf::rule_name{rule}, appendix);
    require((checked.error->code == diagnostic_code::nonstandard_form) == widened,
            "a rejection by Section 2 names nonstandard_form exactly when Appendix F accepts");
  }
  return accepted;
}

// Whether `inner` lies within `outer`.
bool within(const text& inner, const text& outer) {
  return inner.offset >= outer.offset && inner.offset + inner.raw.size() <= outer.offset + outer.raw.size();
}

void require_tree(std::string_view input, const ast::file_uri& u, bool nonstandard) {
  for (const auto& t : {u.file_scheme, u.file_auth, u.userinfo, u.host, u.path, u.path_absolute, u.drive_letter,
                        u.drive, u.unc_authority, u.unc_host, u.unc_share}) {
    if (t) {
      fuzz::require_view(input, *t);
    }
  }
  require(u.file_scheme && u.file_scheme->offset == 0 && u.file_scheme->raw.size() == 4, "file-scheme begins it");
  require(input.substr(4, 1) == ":", "\":\" follows the scheme");
  require(u.path && u.path->offset + u.path->raw.size() == input.size(), "the path ends the input");
  require(u.path_absolute && within(*u.path_absolute, *u.path) &&
              u.path_absolute->offset + u.path_absolute->raw.size() == input.size() &&
              u.path_absolute->raw.substr(0, 1) == "/",
          "the path ends in its path-absolute");
  require(!u.file_auth || !u.unc_authority, "an authority or a UNC string, not both");
  const auto after_scheme = std::size_t{5};
  if (u.file_auth) {
    require(input.substr(after_scheme, 2) == "//" && u.file_auth->offset == after_scheme + 2 &&
                u.path->offset == u.file_auth->offset + u.file_auth->raw.size(),
            "\"//\" file-auth path");
    require(u.host && within(*u.host, *u.file_auth), "a file-auth has its host");
    require(u.host_kind != ast::host_kind::absent, "a file-auth's host is not absent");
  } else if (u.unc_authority) {
    require(input.substr(after_scheme, 2) == "//" && u.unc_authority->offset == after_scheme + 2 &&
                u.path->offset == u.unc_authority->offset + u.unc_authority->raw.size(),
            "\"//\" unc-authority path");
    require(u.unc_host && within(*u.unc_host, *u.unc_authority), "a unc-authority has its file-host");
  } else {
    require(u.path->offset == after_scheme, "without an authority, the path follows \"file:\"");
    require(u.host_kind == ast::host_kind::absent && !u.host, "no host without a file-auth");
  }
  require(!u.userinfo || (u.file_auth && within(*u.userinfo, *u.file_auth)), "a userinfo is in the file-auth");
  require(!u.unc_share || (u.path_absolute && within(*u.unc_share, *u.path_absolute)), "the share is in the path");
  if (u.drive_letter) {
    require(within(*u.drive_letter, *u.path) && u.drive && u.drive->raw.size() == 1, "a drive letter in the path");
  }
  require(nonstandard || (!u.drive_letter && !u.unc_authority && !u.userinfo),
          "Section 2 has no drive letter, UNC string or userinfo");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  bool strict_accepted = false;
  for (const bool nonstandard : {false, true}) {
    rfc8089::options opts;
    opts.nonstandard_syntax = nonstandard;
    const bool accepted = judge(input, "file-URI", opts);
    require(!strict_accepted || accepted, "Section 2's language is within Appendix F's");
    strict_accepted = accepted;
    const auto u = ast::parse(input, opts);
    require(u.verdict.valid == accepted, "accepts() == ast::parse().verdict.valid");
    fuzz::require_diagnostic(input, u.verdict);
    if (u.verdict.valid) {
      require_tree(input, u, nonstandard);
    }
    if (size > 0) {
      const auto& productions =
          rfc8089::production_list(nonstandard ? rfc8089::grammar::appendix_f : rfc8089::grammar::rfc8089);
      judge(input.substr(1), productions[data[0] % productions.size()].name, opts);
    }
  }
  return 0;
}
