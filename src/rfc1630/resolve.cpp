// RFC 1630's partial form rules, (a) to (d), as the header reads them. Each
// rule is a fixed number of left-to-right scans, so a context or partial of
// any length resolves in linear time and without recursion.
#include <optional>
#include <string>
#include <urlbnf/rfc1630/resolve.hpp>
#include <vector>

namespace urlbnf::rfc1630 {
namespace {

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

std::string slashes(std::size_t n) { return n == 1 ? "1 slash" : std::to_string(n) + " slashes"; }

// The path of a URI whose scheme part ends at `begin`: up to the first "?"
// (the search) or "#" (the fragment identifier), which RFC 1630's BNF keeps
// free of slashes.
std::size_t path_end(std::string_view uri, std::size_t begin) {
  const auto end = uri.find_first_of("?#", begin);
  return end == std::string_view::npos ? uri.size() : end;
}

// Calls visit(element) for each "/"-separated element of `path`.
template <typename Visit>
void for_each_element(std::string_view path, Visit visit) {
  for (;;) {
    const auto slash = path.find('/');
    if (slash == std::string_view::npos) {
      visit(path);
      return;
    }
    visit(path.substr(0, slash));
    path.remove_prefix(slash + 1);
  }
}

struct dot_removal {
  std::string path;
  std::size_t current = 0;  // "/." removed
  std::size_t parent = 0;   // "xxx/../" removed
  bool stranded_parent = false;
  bool final_parent = false;
};

// Rule (d), in the order the header gives. A "." element removed never
// makes another one removable, so one pass removes every "/.". Removing the
// leftmost "xxx/../" each time until none is left is the same as reading
// the elements left to right with the output as a stack: a ".." with a
// slash after it cancels the element on top unless that is "." or ".."
// (the first element may be a "." no "/." removal reached). Each element is
// pushed and popped at most once.
dot_removal remove_dots(std::string_view path) {
  dot_removal out;
  std::vector<std::string_view> elements;
  for_each_element(path, [&](std::string_view element) {
    if (element == "." && !elements.empty()) {
      ++out.current;
    } else {
      elements.push_back(element);
    }
  });
  std::vector<std::string_view> stack;
  for (std::size_t i = 0; i < elements.size(); ++i) {
    const bool removable = !stack.empty() && stack.back() != "." && stack.back() != "..";
    if (elements[i] == ".." && i + 1 < elements.size()) {
      if (removable) {
        stack.pop_back();
        ++out.parent;
        continue;
      }
      out.stranded_parent = true;
    } else if (elements[i] == "..") {
      out.final_parent = removable;
    }
    stack.push_back(elements[i]);
  }
  for (std::size_t i = 0; i < stack.size(); ++i) {
    if (i > 0) {
      out.path.push_back('/');
    }
    out.path.append(stack[i]);
  }
  return out;
}

std::string count(std::size_t n, std::string_view what) {
  return (n == 0 ? std::string("no") : std::to_string(n)) + " " + std::string(what);
}

class resolver {
 public:
  resolver(std::string_view context, std::vector<std::string>* steps)
      : context_(context), steps_(steps), scheme_(scheme_of(context)) {
    path_begin_ = scheme_ ? scheme_->size() + 1 : 0;
    path_end_ = path_end(context_, path_begin_);
  }

  std::string resolve(std::string_view partial) {
    // Rule (a).
    if (const auto scheme = scheme_of(partial)) {
      if (scheme != scheme_) {
        step([&] {
          return "(a) " + quoted(partial) + " is an absolute form (a colon before any slash) in the scheme " +
                 quoted(*scheme) +
                 (scheme_ ? ", not the context's " + quoted(*scheme_) : std::string(", and the context has none")) +
                 ": the whole URI is given, and it is the result: " + quoted(partial);
        });
        return std::string(partial);
      }
      const auto rest = partial.substr(scheme->size() + 1);
      step([&] {
        return "(a) " + quoted(partial) + " is an absolute form in the context's own scheme " + quoted(*scheme) +
               ": the scheme is omitted, leaving the partial form " + quoted(rest);
      });
      partial = rest;
    } else {
      step([&] {
        return "(a) " + quoted(partial) + " is a partial form (no colon before any slash), in the context's " +
               (scheme_ ? "scheme " + quoted(*scheme_) : std::string("empty scheme part"));
      });
    }
    const auto leading = partial.find_first_not_of('/');
    const auto n = leading == std::string_view::npos ? partial.size() : leading;
    if (n > 0) {
      return with_same_slashes(partial, n);
    }
    return in_place_of_last_part(partial);
  }

 private:
  // Records the line `make` writes, only when steps are asked for: a
  // line quotes whole texts, which resolve() alone need not copy.
  template <typename Make>
  void step(Make make) {
    if (steps_ != nullptr) {
      steps_->push_back(make());
    }
  }

  // Rule (b): the first run of exactly n slashes in the context's path.
  std::string with_same_slashes(std::string_view partial, std::size_t n) {
    std::size_t first = std::string_view::npos;
    for_each_run([&](std::size_t at, std::size_t length) {
      if (length == n && first == std::string_view::npos) {
        first = at;
      }
    });
    const auto prefix = context_.substr(0, first == std::string_view::npos ? path_begin_ : first);
    std::string result(prefix);
    result.append(partial);
    if (first != std::string_view::npos) {
      step([&] {
        return "(b) " + quoted(partial) + " starts with " + slashes(n) +
               ": the context up to its first run of exactly " + slashes(n) + ", " + quoted(prefix) +
               ", is prepended: " + quoted(result);
      });
    } else {
      step([&] {
        return "(b) " + quoted(partial) + " starts with " + slashes(n) +
               " and the context's path has no run of exactly " + std::to_string(n) + ": only the scheme part, " +
               quoted(prefix) + ", is the same and prepended: " + quoted(result);
      });
    }
    if (steps_ != nullptr) {
      if (const auto literal = literal_run(n); literal != first) {
        const std::string reading = literal == std::string_view::npos
                                        ? "would take no run at all (every run of exactly " + slashes(n) +
                                              " has a longer one to its right), leaving the rule undefined"
                                        : "would take the run after " + quoted(context_.substr(0, literal)) +
                                              " and give " +
                                              quoted(std::string(context_.substr(0, literal)) + std::string(partial));
        step([&] {
          return "(b) note: read literally, \"which has no greater number of consecutive slashes anywhere to the "
                 "right of it\" " +
                 reading +
                 "; the RFC's own table (\"/g\" in the context magic://a/b/c//d/e/f is magic://a/g) takes the "
                 "first run of exactly the same number, as done here";
        });
      }
    }
    step([] { return std::string("(d) not applied: it follows rule (c) only (\"Otherwise: ... and then:\")"); });
    return result;
  }

  // The literal reading of rule (b): the first run of exactly n slashes
  // with no longer run anywhere to its right.
  std::size_t literal_run(std::size_t n) const {
    std::size_t last_longer = std::string_view::npos;
    for_each_run([&](std::size_t at, std::size_t length) {
      if (length > n) {
        last_longer = at;
      }
    });
    std::size_t literal = std::string_view::npos;
    for_each_run([&](std::size_t at, std::size_t length) {
      if (length == n && literal == std::string_view::npos &&
          (last_longer == std::string_view::npos || at > last_longer)) {
        literal = at;
      }
    });
    return literal;
  }

  template <typename Visit>
  void for_each_run(Visit visit) const {
    for (std::size_t i = path_begin_; i < path_end_;) {
      if (context_[i] != '/') {
        ++i;
        continue;
      }
      const auto begin = i;
      while (i < path_end_ && context_[i] == '/') {
        ++i;
      }
      visit(begin, i - begin);
    }
  }

  // Rules (c) and (d).
  std::string in_place_of_last_part(std::string_view partial) {
    const auto path = context_.substr(path_begin_, path_end_ - path_begin_);
    const auto slash = path.rfind('/');
    const auto kept = slash == std::string_view::npos ? path_begin_ : path_begin_ + slash + 1;
    std::string result(context_.substr(0, kept));
    result.append(partial);
    const auto removed = context_.substr(kept);
    if (slash == std::string_view::npos) {
      step([&] {
        return "(c) the context's path has no slash: all of it is its last part, " + quoted(removed) +
               ", removed and " + quoted(partial) + " appended in its place: " + quoted(result);
      });
    } else if (kept == path_end_) {
      step([&] {
        return "(c) the context's path ends in a slash: its last part is void (\"Note: Trailing slashes\")" +
               (removed.empty() ? std::string() : ", and " + quoted(removed) + " after it goes") + "; " +
               quoted(partial) + " is appended: " + quoted(result);
      });
    } else {
      step([&] {
        return "(c) the last part of the context's path, everything after its rightmost slash, " + quoted(removed) +
               ", is removed and " + quoted(partial) + " appended in its place: " + quoted(result);
      });
    }
    const auto end = path_end(result, path_begin_);
    auto removal = remove_dots(std::string_view(result).substr(path_begin_, end - path_begin_));
    result.replace(path_begin_, end - path_begin_, removal.path);
    step([&] {
      if (removal.parent == 0 && removal.current == 0) {
        return "(d) no \"xxx/../\" or \"/.\" to remove: " + quoted(result);
      }
      return "(d) " + count(removal.parent, "\"xxx/../\"") + " and " + count(removal.current, "\"/.\"") +
             " removed: " + quoted(result);
    });
    if (removal.stranded_parent) {
      step([&] { return std::string("(d) note: a \"..\" with no element before it to cancel stays"); });
    }
    if (removal.final_parent) {
      step([&] {
        return std::string("(d) note: the final \"..\" stays: the rule removes \"xxx/../\", with a slash after \"..\"");
      });
    }
    return result;
  }

  std::string_view context_;
  std::vector<std::string>* steps_;
  std::optional<std::string_view> scheme_;
  std::size_t path_begin_ = 0;
  std::size_t path_end_ = 0;
};

}  // namespace

std::optional<std::string_view> scheme_of(std::string_view uri) {
  const auto colon = uri.find(':');
  if (colon == std::string_view::npos || uri.find('/') < colon) {
    return std::nullopt;
  }
  return uri.substr(0, colon);
}

resolution resolve_with_steps(std::string_view context, std::string_view partial) {
  resolution r;
  r.result = resolver(context, &r.steps).resolve(partial);
  return r;
}

std::string resolve(std::string_view context, std::string_view partial) {
  return resolver(context, nullptr).resolve(partial);
}

std::string remove_dot_elements(std::string_view path) { return remove_dots(path).path; }

}  // namespace urlbnf::rfc1630
