// Section 5.2's algorithm, step by step. Step 6 works on a string buffer as
// the RFC describes, but each sub-step is one left-to-right pass, so a path
// of any length is merged in linear time and without recursion.
#include <string>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <utility>

#include "merge_paths.hpp"

namespace urlbnf::rfc2396 {

namespace {

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// Section 3.1: "programs interpreting URI should treat upper case letters
// as equivalent to lower case in scheme names".
bool same_scheme(std::string_view a, std::string_view b) { return urlbnf::detail::equal_ignoring_ascii_case(a, b); }

// <hier_part> = ( net_path | abs_path ) [ "?" query ] (Section 3).
bool has_hier_part(const components& uri) {
  return uri.authority.has_value() || (!uri.path.empty() && uri.path.front() == '/');
}

// Calls visit(segment, is_last) for each segment of `segments`, a
// path_segments without its root.
template <typename Visit>
void for_each_segment(std::string_view segments, Visit visit) {
  for (;;) {
    const auto slash = segments.find('/');
    if (slash == std::string_view::npos) {
      visit(segments, true);
      return;
    }
    visit(segments.substr(0, slash), false);
    segments.remove_prefix(slash + 1);
  }
}

// The sub-steps below work on buffer[root:], root being 1 when the buffer
// is an abs_path, "/" path_segments (Section 3.3): no segment precedes its
// first slash, so no ".." removes that slash, which is why "../../../g"
// stops at "http://a/../g" (Appendix C.2). Whether there is a root is
// decided once, before any removal: a relative buffer stays relative even
// when a removal leaves a slash in front (".//../g" is "." then an empty
// segment that ".." removes, giving "g").

// Step 6c: a "./" whose "." is a complete segment is preceded by a slash or
// the start, so removing one never forms another: one pass removes all.
void remove_current_segments(std::string& buffer, std::size_t root) {
  std::string out = buffer.substr(0, root);
  for_each_segment(std::string_view(buffer).substr(root), [&](std::string_view segment, bool last) {
    if (segment == "." && !last) {
      return;
    }
    out.append(segment);
    if (!last) {
      out.push_back('/');
    }
  });
  buffer = std::move(out);
}

// Step 6d: the final "." goes, the slash before it stays ("./g/." gives
// "http://a/b/c/g/").
void remove_final_current_segment(std::string& buffer, std::size_t root) {
  const auto segments = std::string_view(buffer).substr(root);
  if (segments == "." || ends_with(segments, "/.")) {
    buffer.pop_back();
  }
}

// Step 6e: removing the leftmost "<segment>/../" each time until none is
// left is the same as reading the segments left to right with the output as
// a stack: a ".." followed by a slash cancels the segment on top unless
// that is itself "..". The last segment is never followed by a slash, so
// only step 6f may remove a final "..". Each segment is pushed and popped
// at most once.
void remove_parent_segments(std::string& buffer, std::size_t root) {
  std::string out = buffer.substr(0, root);
  for_each_segment(std::string_view(buffer).substr(root), [&](std::string_view segment, bool last) {
    if (segment == ".." && !last && out.size() > root) {
      // out is root + "s1/.../sk/"; sk is the segment on top, perhaps empty.
      const std::string_view stacked(out.data() + root, out.size() - root - 1);
      const auto slash = stacked.rfind('/');
      const auto top = slash == std::string_view::npos ? stacked : stacked.substr(slash + 1);
      if (top != "..") {
        out.resize(out.size() - top.size() - 1);
        return;
      }
    }
    out.append(segment);
    if (!last) {
      out.push_back('/');
    }
  });
  buffer = std::move(out);
}

// Step 6f: a final "<segment>/.." goes, the slash before it stays (".."
// gives "http://a/b/").
void remove_final_parent_segment(std::string& buffer, std::size_t root) {
  const auto segments = std::string_view(buffer).substr(root);
  if (!ends_with(segments, "/..")) {
    return;
  }
  const auto before = segments.substr(0, segments.size() - 3);
  const auto slash = before.rfind('/');
  const auto segment = slash == std::string_view::npos ? before : before.substr(slash + 1);
  if (segment != "..") {
    buffer.resize(buffer.size() - segment.size() - 3);
  }
}

template <typename Log>
std::string merge_paths_logged(std::string_view base_path, std::string_view reference_path, std::string_view section,
                               const Log& log) {
  // 6a) All but the last segment of the base path: up to and including its
  // last slash, or nothing when it has none.
  const auto last_slash = base_path.rfind('/');
  std::string buffer(last_slash == std::string_view::npos ? std::string_view() : base_path.substr(0, last_slash + 1));
  log.add(section, "6a", buffer);
  // 6b) The reference's path appended.
  buffer.append(reference_path);
  log.add(section, "6b", buffer);
  const std::size_t root = !buffer.empty() && buffer.front() == '/' ? 1 : 0;
  // 6c) Every "./" whose "." is a complete path segment removed.
  remove_current_segments(buffer, root);
  log.add(section, "6c", buffer);
  // 6d) A final "." segment removed.
  remove_final_current_segment(buffer, root);
  log.add(section, "6d", buffer);
  // 6e) Every "<segment>/../", segment not "..", removed, leftmost first.
  remove_parent_segments(buffer, root);
  log.add(section, "6e", buffer);
  // 6f) A final "<segment>/..", segment not "..", removed.
  remove_final_parent_segment(buffer, root);
  log.add(section, "6f", buffer);
  // 6g) Leading ".." segments left are an error the RFC lets us keep,
  // discard or refuse; Appendix C.2 keeps them ("http://a/../g"), so they stay.
  // 6h) The buffer is the new path.
  return buffer;
}

}  // namespace

namespace detail {

std::string merge_paths(std::string_view base_path, std::string_view reference_path, std::string_view section,
                        const urlbnf::detail::step_log& log) {
  return merge_paths_logged(base_path, reference_path, section, log);
}

std::string merge_paths(std::string_view base_path, std::string_view reference_path, std::string_view section,
                        const urlbnf::detail::no_steps& log) {
  return merge_paths_logged(base_path, reference_path, section, log);
}

}  // namespace detail

std::string merge_paths(std::string_view base_path, std::string_view reference_path) {
  return detail::merge_paths(base_path, reference_path, {}, urlbnf::detail::no_steps{});
}

// Whether the reference without its scheme and fragment is a relative
// reference: empty, a relativeURI, or a "?" query (Appendix C's "?y").
bool reads_as_relative(const components& reference, grammar g) {
  components rest = reference;
  rest.scheme.reset();
  rest.fragment.reset();
  const auto text = recompose(rest);
  options opts;
  opts.grammar = g;
  return text.empty() || accepts(text, "relativeURI", opts) ||
         (text.front() == '?' && accepts(text.substr(1), "query", opts));
}

namespace {

// Section 5.2, with the steps taken written to `log`: each step that
// decides, and each of step 6's sub-steps, with the state it leaves.
template <typename Log>
std::string resolve(const components& base, const components& reference, const resolve_options& options,
                    const Log& log) {
  // Step 1 is the caller's: both are split as Section 4.3 (Appendix B) says.

  // Step 2: an empty path and no scheme, authority or query is the current
  // document (Section 4.2), the base URI itself; only the fragment is the
  // reference's.
  if (reference.path.empty() && !reference.scheme && !reference.authority && !reference.query) {
    components current = base;
    current.fragment = reference.fragment;
    auto target = recompose(current);
    log.add("5.2", "2", target);
    return target;
  }
  // From here on the query and fragment are the reference's, never the
  // base's.
  components result = reference;

  // Step 3: a scheme makes the reference absolute, unless, in the backwards
  // compatible reading, it is the base's own hierarchical scheme; then it is
  // removed and the rest read as relative.
  if (reference.scheme && !(options.compat && base.scheme && same_scheme(*reference.scheme, *base.scheme) &&
                            has_hier_part(base) && reads_as_relative(reference, options.grammar))) {
    auto target = recompose(reference);
    log.add("5.2", "3", target);
    return target;
  }
  result.scheme = base.scheme;

  // Step 4: an authority makes it a network-path: skip to step 7.
  if (reference.authority) {
    auto target = recompose(result);
    log.add("5.2", "4", target);
    return target;
  }
  result.authority = base.authority;

  // Step 5: a path beginning with "/" is an absolute-path: skip to step 7.
  if (!reference.path.empty() && reference.path.front() == '/') {
    auto target = recompose(result);
    log.add("5.2", "5", target);
    return target;
  }

  // Step 6: a relative-path, merged with the base path. After an authority
  // a path is an abs_path (Section 3: net_path = "//" authority
  // [abs_path]), so an empty base path there is read as "/": step 6a
  // copying nothing from it would turn "g" against "http://a" into
  // "http://ag", which names another host. (RFC 3986 Section 5.2.3 later
  // wrote this rule down.)
  const auto base_path = base.authority && base.path.empty() ? std::string_view("/") : base.path;
  const auto merged = detail::merge_paths(base_path, reference.path, "5.2", log);
  result.path = merged;

  // Step 7: the components recombined.
  auto target = recompose(result);
  log.add("5.2", "7", target);
  return target;
}

}  // namespace

std::string resolve(const components& base, const components& reference, const resolve_options& options) {
  return resolve(base, reference, options, urlbnf::detail::no_steps{});
}

traced_resolution resolve_with_steps(const components& base, const components& reference,
                                     const resolve_options& options) {
  traced_resolution traced;
  traced.target = resolve(base, reference, options, urlbnf::detail::step_log(traced.steps));
  return traced;
}

result<std::string, resolve_error> resolve(std::string_view base, std::string_view reference,
                                           const resolve_options& options) {
  rfc2396::options grammar;
  grammar.grammar = options.grammar;
  // absoluteURI [ "#" fragment ]: the absoluteURI before the first "#"
  // (neither it nor a fragment holds another), the fragment by the whole.
  if (auto j = check(base.substr(0, base.find('#')), "absoluteURI", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::base, std::move(*j.error)}};
  }
  if (auto j = check(base, "URI-reference", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::base, std::move(*j.error)}};
  }
  if (auto j = check(reference, "URI-reference", grammar); !j.valid) {
    return failure<resolve_error>{{resolve_operand::reference, std::move(*j.error)}};
  }
  return resolve(split(base), split(reference), options);
}

}  // namespace urlbnf::rfc2396
