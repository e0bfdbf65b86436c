// Section 5.2's pseudocode, line by line.
#include <algorithm>
#include <urlbnf/rfc3986/resolve.hpp>

#include "../ascii_case.hpp"

namespace urlbnf::rfc3986 {

namespace {

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// Step 2C's "removing the last segment and its preceding "/" (if any) from
// the output buffer". Each segment is removed at most once, so the passes
// of rfind add up to the output's length.
void remove_last_segment(std::string& output) {
  const auto slash = output.rfind('/');
  output.resize(slash == std::string::npos ? 0 : slash);
}

}  // namespace

std::string remove_dot_segments(std::string_view path) {
  // Steps B and C replace a prefix of the input by "/": the "/" that ends
  // the prefix stays, the rest of the prefix is dropped; a prefix that is
  // all of the input becomes this "/".
  static constexpr std::string_view slash = "/";
  std::string output;
  output.reserve(path.size());
  std::string_view input = path;
  while (!input.empty()) {
    if (starts_with(input, "../")) {  // A
      input.remove_prefix(3);
    } else if (starts_with(input, "./")) {  // A
      input.remove_prefix(2);
    } else if (starts_with(input, "/./")) {  // B
      input.remove_prefix(2);
    } else if (input == "/.") {  // B
      input = slash;
    } else if (starts_with(input, "/../")) {  // C
      input.remove_prefix(3);
      remove_last_segment(output);
    } else if (input == "/..") {  // C
      input = slash;
      remove_last_segment(output);
    } else if (input == "." || input == "..") {  // D
      input = {};
    } else {  // E: the first segment, with its initial "/" if any
      const auto end = std::min(input.find('/', 1), input.size());
      output.append(input.substr(0, end));
      input.remove_prefix(end);
    }
  }
  return output;
}

std::string merge(const components& base, std::string_view reference_path) {
  if (base.authority && base.path.empty()) {
    return "/" + std::string(reference_path);
  }
  const auto slash = base.path.rfind('/');
  std::string merged(slash == std::string_view::npos ? std::string_view{} : base.path.substr(0, slash + 1));
  merged.append(reference_path);
  return merged;
}

std::string resolve(const components& base, const components& reference, const resolve_options& options) {
  components r = reference;
  // Section 3.1: schemes are case-insensitive.
  if (!options.strict && r.scheme && base.scheme && detail::equal_ignoring_ascii_case(*r.scheme, *base.scheme)) {
    r.scheme.reset();
  }
  // The target's path and query may be built here rather than viewed in
  // either input.
  std::string path;
  components t;
  if (r.scheme) {
    t.scheme = r.scheme;
    t.authority = r.authority;
    path = remove_dot_segments(r.path);
    t.query = r.query;
  } else {
    if (r.authority) {
      t.authority = r.authority;
      path = remove_dot_segments(r.path);
      t.query = r.query;
    } else {
      if (r.path.empty()) {
        path = base.path;
        t.query = r.query ? r.query : base.query;
      } else {
        path = starts_with(r.path, "/") ? remove_dot_segments(r.path) : remove_dot_segments(merge(base, r.path));
        t.query = r.query;
      }
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  t.fragment = r.fragment;
  t.path = path;
  return rfc2396::recompose(t);
}

result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options) {
  rfc3986::options grammar;
  grammar.grammar = options.grammar;
  if (auto j = check(base, "URI", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::base, std::move(*j.error)}};
  }
  if (auto j = check(reference, "URI-reference", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::reference, std::move(*j.error)}};
  }
  return resolve(rfc2396::split(base), rfc2396::split(reference), options);
}

}  // namespace urlbnf::rfc3986
