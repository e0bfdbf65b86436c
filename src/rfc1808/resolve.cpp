// Section 4's algorithm, step by step, on Section 2.4's parts.
#include <algorithm>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/resolve.hpp>

#include "../rfc2396/merge_paths.hpp"
#include "../step_log.hpp"

namespace urlbnf::rfc1808 {

namespace {

// Section 2.4.2: "an alphanumeric, plus "+", period ".", or hyphen "-"".
bool scheme_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '+' || c == '.' || c == '-';
}

// The substring after the first `mark` to the end, taken off `rest`; empty
// when there is none.
std::string_view take_after(std::string_view& rest, char mark) {
  const auto at = rest.find(mark);
  if (at == std::string_view::npos) {
    return {};
  }
  const auto after = rest.substr(at + 1);
  rest = rest.substr(0, at);
  return after;
}

}  // namespace

parts parse_parts(std::string_view url) noexcept {
  parts p;
  auto rest = url;
  p.fragment = take_after(rest, '#');  // 2.4.1
  // 2.4.2: a colon after the first character, before any character a
  // scheme cannot hold.
  for (std::size_t i = 0; i < rest.size() && (rest[i] == ':' || scheme_character(rest[i])); ++i) {
    if (rest[i] == ':') {
      if (i > 0) {
        p.scheme = rest.substr(0, i);
        rest.remove_prefix(i + 1);
      }
      break;
    }
  }
  // 2.4.3: up to the next "/", or all that is left.
  if (rest.substr(0, 2) == "//") {
    rest.remove_prefix(2);
    const auto slash = std::min(rest.find('/'), rest.size());
    p.net_loc = rest.substr(0, slash);
    rest.remove_prefix(slash);
  }
  p.query = take_after(rest, '?');   // 2.4.4
  p.params = take_after(rest, ';');  // 2.4.5
  p.path = rest;                     // 2.4.6
  return p;
}

std::string recombine(const parts& p) {
  std::string out;
  if (p.scheme) {
    out.append(*p.scheme).append(":");
  }
  if (p.net_loc) {
    out.append("//").append(*p.net_loc);
  }
  out.append(p.path);
  for (const auto& [mark, part] : {std::pair{';', p.params}, std::pair{'?', p.query}, std::pair{'#', p.fragment}}) {
    if (!part.empty()) {
      out.append(1, mark).append(part);
    }
  }
  return out;
}

namespace {

// Section 4 on inputs already validated, the steps taken written to `log`:
// each step that decides, with the URL it gives, and each of step 6's
// sub-steps with the buffer it leaves.
template <typename Log>
std::string resolved(std::string_view base, std::string_view embedded, const Log& log) {
  // Step 1, and step 2a: the embedded URL entirely empty is the base.
  if (base.empty()) {
    log.add("4", "1", embedded);
    return std::string(embedded);
  }
  if (embedded.empty()) {
    log.add("4", "2a", base);
    return std::string(base);
  }
  const auto b = parse_parts(base);
  auto e = parse_parts(embedded);
  // Step 2b: a scheme makes it absolute.
  if (e.scheme) {
    log.add("4", "2b", embedded);
    return std::string(embedded);
  }
  e.scheme = b.scheme;  // 2c
  std::string path;     // step 6's, when it makes one
  // Step 3: an embedded net_loc that is empty is none.
  if (!e.net_loc || e.net_loc->empty()) {
    e.net_loc = b.net_loc;
    if (e.path.empty()) {
      // Step 5.
      e.path = b.path;
      if (e.params.empty()) {
        e.params = b.params;
        if (e.query.empty()) {
          e.query = b.query;
        }
      }
      log.add("4", "5", e.path);
    } else if (e.path.front() != '/') {
      // Step 6, which RFC 2396 kept word for word as its step 6 (the base
      // path's last segment replaced, then "./", a final ".", "<segment>/../"
      // and a final "<segment>/.." removed); here on paths without params.
      path = rfc2396::detail::merge_paths(b.path, e.path, "4", log);
      e.path = path;
    } else {
      // Step 4: a path that begins with "/" is taken as it is.
      log.add("4", "4", e.path);
    }
  } else {
    // Step 3: a net_loc makes it a network path, taken as it is.
    log.add("4", "3", *e.net_loc);
  }
  auto url = recombine(e);
  log.add("4", "7", url);
  return url;
}

// Section 3's and 4's demands on the inputs: the base empty or an
// absoluteURL (its fragment apart), the embedded URL a URL.
std::optional<resolve_error> invalid_input(std::string_view base, std::string_view embedded) {
  if (!base.empty()) {
    if (auto j = check(base.substr(0, base.find('#')), "absoluteURL"); !j.valid) {
      return resolve_error{resolve_operand::base, std::move(*j.error)};
    }
  }
  if (auto j = check(embedded, "URL"); !j.valid) {
    return resolve_error{resolve_operand::reference, std::move(*j.error)};
  }
  return std::nullopt;
}

}  // namespace

result<std::string, resolve_error> resolve(std::string_view base, std::string_view embedded) {
  if (auto error = invalid_input(base, embedded)) {
    return failure<resolve_error>{std::move(*error)};
  }
  return resolved(base, embedded, detail::no_steps{});
}

result<traced_resolution, resolve_error> resolve_with_steps(std::string_view base, std::string_view embedded) {
  if (auto error = invalid_input(base, embedded)) {
    return failure<resolve_error>{std::move(*error)};
  }
  traced_resolution traced;
  traced.target = resolved(base, embedded, detail::step_log(traced.steps));
  return traced;
}

}  // namespace urlbnf::rfc1808
