// Section 5.2's pseudocode, line by line.
#include <algorithm>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc3986/resolve.hpp>

#include "../step_log.hpp"

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

// Section 5.2.4, each pass of its loop a row of the RFC's table: the rule
// applied ("2A" to "2E"), the output buffer and the input buffer after it.
template <typename Log>
std::string remove_dot_segments(std::string_view path, const Log& log) {
  // Steps B and C replace a prefix of the input by "/": the "/" that ends
  // the prefix stays, the rest of the prefix is dropped; a prefix that is
  // all of the input becomes this "/".
  static constexpr std::string_view slash = "/";
  std::string output;
  output.reserve(path.size());
  std::string_view input = path;
  log.add("5.2.4", "1", {}, input);
  while (!input.empty()) {
    std::string_view rule;
    if (starts_with(input, "../")) {
      rule = "2A";
      input.remove_prefix(3);
    } else if (starts_with(input, "./")) {
      rule = "2A";
      input.remove_prefix(2);
    } else if (starts_with(input, "/./")) {
      rule = "2B";
      input.remove_prefix(2);
    } else if (input == "/.") {
      rule = "2B";
      input = slash;
    } else if (starts_with(input, "/../")) {
      rule = "2C";
      input.remove_prefix(3);
      remove_last_segment(output);
    } else if (input == "/..") {
      rule = "2C";
      input = slash;
      remove_last_segment(output);
    } else if (input == "." || input == "..") {
      rule = "2D";
      input = {};
    } else {  // the first segment, with its initial "/" if any
      rule = "2E";
      const auto end = std::min(input.find('/', 1), input.size());
      output.append(input.substr(0, end));
      input.remove_prefix(end);
    }
    log.add("5.2.4", rule, output, input);
  }
  return output;
}

// Section 5.2.2's pseudocode, with the steps taken written to `log`.
template <typename Log>
std::string resolve(const components& base, const components& reference, const resolve_options& options,
                    const Log& log) {
  components r = reference;
  // Section 3.1: schemes are case-insensitive.
  if (!options.strict && r.scheme && base.scheme && detail::equal_ignoring_ascii_case(*r.scheme, *base.scheme)) {
    r.scheme.reset();
    log.add("5.2.2", "(not strict) and (R.scheme == Base.scheme)", "undefine(R.scheme)");
  }
  // The target's path and query may be built here rather than viewed in
  // either input.
  std::string path;
  components t;
  if (r.scheme) {
    log.add("5.2.2", "defined(R.scheme)", "T.path = remove_dot_segments(R.path)");
    t.scheme = r.scheme;
    t.authority = r.authority;
    path = remove_dot_segments(r.path, log);
    t.query = r.query;
  } else {
    if (r.authority) {
      log.add("5.2.2", "defined(R.authority)", "T.path = remove_dot_segments(R.path)");
      t.authority = r.authority;
      path = remove_dot_segments(r.path, log);
      t.query = r.query;
    } else {
      if (r.path.empty()) {
        path = base.path;
        t.query = r.query ? r.query : base.query;
        log.add("5.2.2", "R.path == \"\"", r.query ? "T.path = Base.path; T.query = R.query"
                                                      : "T.path = Base.path; T.query = Base.query");
      } else if (starts_with(r.path, "/")) {
        log.add("5.2.2", "R.path starts-with \"/\"", "T.path = remove_dot_segments(R.path)");
        path = remove_dot_segments(r.path, log);
        t.query = r.query;
      } else {
        log.add("5.2.2", "else", "T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path)");
        const auto merged = merge(base, r.path);
        log.add("5.2.3", "merge", merged);
        path = remove_dot_segments(merged, log);
        t.query = r.query;
      }
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  t.fragment = r.fragment;
  t.path = path;
  auto target = rfc2396::recompose(t);
  log.add("5.3", "recomposition", target);
  return target;
}

}  // namespace

std::string remove_dot_segments(std::string_view path) { return remove_dot_segments(path, detail::no_steps{}); }

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
  return resolve(base, reference, options, detail::no_steps{});
}

traced_resolution resolve_with_steps(const components& base, const components& reference,
                                     const resolve_options& options) {
  traced_resolution traced;
  traced.target = resolve(base, reference, options, detail::step_log(traced.steps));
  return traced;
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
