// RFC 3986 Section 5.2. The input is a base and a reference on two lines;
// an input without a newline is a path.
//
// remove_dot_segments (Section 5.2.4) never makes its input longer: every
// pass of its loop takes at least as many characters off the input buffer
// as it adds to the output buffer (A and D remove a prefix, B and C put a
// "/" for "/./", "/.", "/../" or "/..", E moves a segment). It is
// idempotent: E moves no "." or ".." segment (A to D take those first), so
// its output has none and does not begin with "./" or "../", and only E
// applies to it, moving it back whole.
//
// resolve: for a base that is a URI and a reference that is a
// URI-reference, by RFC 3986 and by RFC 3986+6874, the strict and the
// non-strict readings (Section 5.2.2) give the same target unless the
// reference's scheme is the base's, and the target is a URI, but for one
// case the pseudocode leaves open: a target without an authority whose
// path begins with "//" (remove_dot_segments("/.//c") is "//c", so "/.//c"
// against "a:b" is "a://c"), which Section 5.3's recomposition makes read
// as an authority, a URI only when that text is an authority. Written
// with "/." before the path, as normalization keeps it (Section 6.2.2.3
// in normalize.hpp), that target is a URI.
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc3986/resolve.hpp>

#include "fuzz_common.hpp"

using namespace urlbnf;
using fuzz::require;

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Section 3.1: schemes are case-insensitive.
bool same_scheme(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) {
    return false;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (lower(a[i]) != lower(b[i])) {
      return false;
    }
  }
  return true;
}

// Section 5.2.2: T.authority is R's when R is read with its scheme or has
// an authority, else the base's.
bool target_has_authority(const rfc3986::components& base, const rfc3986::components& reference, bool strict) {
  const bool reads_scheme = reference.scheme && (strict || !same_scheme(*reference.scheme, *base.scheme));
  return reference.authority || (!reads_scheme && base.authority);
}

void require_target(std::string_view base, std::string_view reference, bool strict, const rfc3986::options& opts) {
  rfc3986::resolve_options r;
  r.strict = strict;
  r.grammar = opts.grammar;  // the grammar that accepted base and reference validates them again
  const auto target = rfc3986::resolve(base, reference, r).value();
  const auto scheme = *rfc2396::split(target).scheme;
  const auto after_scheme = std::string_view(target).substr(scheme.size() + 1);
  if (!target_has_authority(rfc2396::split(base), rfc2396::split(reference), strict) &&
      after_scheme.substr(0, 2) == "//") {
    require(rfc3986::accepts(std::string(scheme) + ":/." + std::string(after_scheme), "URI", opts),
            "a target whose path begins with \"//\" without an authority is a URI with \"/.\" before its path");
    return;
  }
  require(rfc3986::accepts(target, "URI", opts),
          "a URI-reference resolved against a URI is a URI (strict and non-strict readings)");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto input = fuzz::as_text(data, size);
  const auto lines = fuzz::two_lines(input);
  if (!lines) {
    const auto once = rfc3986::remove_dot_segments(input);
    require(once.size() <= input.size(), "remove_dot_segments never makes its input longer");
    require(rfc3986::remove_dot_segments(once) == once, "remove_dot_segments is idempotent on its own output");
    return 0;
  }
  const auto [base, reference] = *lines;
  for (const auto g : {rfc3986::grammar::rfc3986, rfc3986::grammar::rfc3986_6874}) {
    rfc3986::options opts;
    opts.grammar = g;
    if (!rfc3986::accepts(base, "URI", opts) || !rfc3986::accepts(reference, "URI-reference", opts)) {
      continue;
    }
    const auto base_scheme = rfc2396::split(base).scheme;
    const auto reference_scheme = rfc2396::split(reference).scheme;
    if (!reference_scheme || !same_scheme(*reference_scheme, *base_scheme)) {
      rfc3986::resolve_options strict;
      strict.grammar = g;
      auto non_strict = strict;
      non_strict.strict = false;
      require(rfc3986::resolve(base, reference, strict).value() == rfc3986::resolve(base, reference, non_strict).value(),
              "the strict and non-strict readings differ only for a reference in the base's scheme");
    }
    for (const bool strict : {true, false}) {
      require_target(base, reference, strict, opts);
    }
  }
  return 0;
}
