// RFC 2396 Section 5.2 reference resolution against every example of
// Appendix C, the cases Appendix C leaves out, and the Appendix B splitter
// it stands on (checked against the appendix's regular expression itself).
#include <doctest/doctest.h>

#include <regex>
#include <string>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf::rfc2396;
using std::nullopt;
using std::optional;
using std::string_view;

// On the split references: the reading is tried on references no grammar
// accepts ("http:") too.
std::string resolve_compat(string_view base, string_view reference) {
  resolve_options options;
  options.compat = true;
  return resolve(split(base), split(reference), options);
}

// Appendix B's regular expression, verbatim; for the short inputs it is
// used on here, std::regex's backtracking cannot run deep.
const std::regex& appendix_b() {
  static const std::regex re(R"(^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?)");
  return re;
}

optional<std::string> group(const std::smatch& m, std::size_t n) {
  return m[n].matched ? optional<std::string>(m[n].str()) : nullopt;
}

optional<std::string> owned(optional<string_view> v) { return v ? optional<std::string>(std::string(*v)) : nullopt; }

}  // namespace

TEST_CASE("rfc2396 resolve: every example of Appendix C") {
  const auto corpus = urlbnf::test::read_corpus("rfc2396-appendix-c.tsv");
  // 22 normal examples, 19 abnormal ones, and "http:g" read both ways.
  REQUIRE(corpus.size() == 43);
  int normal = 0;
  for (const auto& line : corpus) {
    REQUIRE(line.columns.size() == 5);
    const auto& section = line.columns[0];
    const auto& base = line.columns[1];
    const auto reference = line.columns[2] == "<>" ? std::string() : line.columns[2];
    const auto& expected = line.columns[3];
    const auto& options = line.columns[4];
    REQUIRE((section == "C.1" || section == "C.2"));
    REQUIRE((options == "-" || options == "compat"));
    normal += section == "C.1" ? 1 : 0;
    resolve_options opts;
    opts.compat = options == "compat";
    INFO("line " << line.number << ": " << reference << " against " << base << " (" << options << ")");
    // Appendix C's "?y" is no URI-reference: resolve() of the texts says so.
    if (check(reference).valid) {
      CHECK(resolve(base, reference, opts) == expected);
    } else {
      CHECK(resolve(base, reference, opts).error().operand == urlbnf::resolve_operand::reference);
    }
    CHECK(resolve(split(base), split(reference), opts) == expected);
  }
  CHECK(normal == 22);
}

TEST_CASE("rfc2396 resolve: same-document references (Section 4.2)") {
  CHECK(resolve("http://a/b?q#f", "") == "http://a/b?q");
  CHECK(resolve("http://a/b?q#f", "#t") == "http://a/b?q#t");
  CHECK(resolve("http://a/b?q", "#") == "http://a/b?q#");
  CHECK(resolve("http://a/b", "#s/../x") == "http://a/b#s/../x");
  // An empty query is a query: not the current document (Section 5.2 step 2).
  CHECK(resolve(split("http://a/b/c?q"), split("?")) == "http://a/b/?");
}

TEST_CASE("rfc2396 resolve: what a reference takes from the base") {
  SUBCASE("the base's query and fragment are never inherited") {
    CHECK(resolve("http://a/b/c?q#f", "g") == "http://a/b/g");
    CHECK(resolve("http://a/b/c?q#f", "/g") == "http://a/g");
    CHECK(resolve("http://a/b/c?q#f", "//h") == "http://h");
  }
  SUBCASE("network-path and absolute-path references keep their dot segments (steps 4 and 5)") {
    CHECK(resolve("http://a/b/c", "//g/./x/../y") == "http://g/./x/../y");
    CHECK(resolve("http://a/b/c", "/./x/../y") == "http://a/./x/../y");
    CHECK(resolve("http://a/b/c", "//") == "http://");
  }
  SUBCASE("a reference with another scheme is absolute and left as it is (step 3)") {
    CHECK(resolve("http://a/b/c", "ftp://h/./x") == "ftp://h/./x");
    CHECK(resolve_compat("http://a/b/c", "ftp:g") == "ftp:g");
  }
  SUBCASE("the base's own dot segments are merged too (step 6c to 6f work on the whole buffer)") {
    CHECK(resolve("http://a/b/./c/../d/e", "g") == "http://a/b/d/g");
    CHECK(resolve("http://a/b/c/./d", "g") == "http://a/b/c/g");
  }
}

TEST_CASE("rfc2396 resolve: the backwards compatible reading of step 3") {
  CHECK(resolve("http://a/b/c/d;p?q", "http:g") == "http:g");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:g") == "http://a/b/c/g");
  // Scheme names compare case-insensitively (Section 3.1); the base's is kept.
  CHECK(resolve_compat("http://a/b/c/d;p?q", "HTTP:g") == "http://a/b/c/g");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:/g") == "http://a/g");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http://h/./g") == "http://h/./g");
  // Step 2 comes before step 3: "http:" has a scheme, so it is not the
  // current document; without it, it is the empty relative path.
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:") == "http://a/b/c/");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:#s") == "http://a/b/c/#s");
  // Only for a reference whose rest is a relative one: "n]" and "x[y]" are
  // opaque parts by RFC 2732, no relativeURI, so the reference stays the
  // absolute URI it is (issue 11: "h:/n]" and "http://a/b/x[y]" were no URIs).
  resolve_options amended;
  amended.compat = true;
  amended.grammar = grammar::rfc2396_2732;
  CHECK(resolve("h:/", "h:n]", amended) == "h:n]");
  CHECK(resolve("http://a/b/c", "http:x[y]", amended) == "http:x[y]");
  CHECK(resolve("http://a/b/c", "http:g", amended) == "http://a/b/g");
  // An IPv6 literal host is relative by RFC 2732 only.
  CHECK(resolve("http://a/b/c", "http://[::1]/g", amended) == "http://[::1]/g");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:?y") == "http://a/b/c/?y");
  CHECK(resolve_compat("http://a/b/c/d;p?q", "http:g:h") == "http:g:h");
  // Only for a base with the <hier_part> syntax: an opaque one stays absolute.
  CHECK(resolve_compat("news:a/b", "news:g") == "news:g");
  CHECK(resolve_compat("file:/a/b", "file:g") == "file:/a/g");
}

TEST_CASE("rfc2396 resolve: step 6 on paths Appendix C does not try") {
  SUBCASE("an empty base path after an authority is read as \"/\"") {
    CHECK(resolve("http://a", "g") == "http://a/g");
    CHECK(resolve(split("http://a"), split("?y")) == "http://a/?y");
    CHECK(resolve("http://a", "../g") == "http://a/../g");
    CHECK(resolve("http://a?q", ".") == "http://a/");
  }
  SUBCASE("a base path without an authority or a slash leaves the reference's path alone but its dots") {
    CHECK(resolve("foo:bar", "g") == "foo:g");
    CHECK(resolve(split("foo:"), split("g")) == "foo:g");
    CHECK(resolve("foo:a/b", "../g") == "foo:g");
    CHECK(resolve("foo:bar", "../g") == "foo:../g");
    CHECK(resolve("foo:bar", "./g/..") == "foo:");
  }
  SUBCASE("empty segments are complete segments: \"..\" removes them") {
    CHECK(resolve("http://a/b//c", "../g") == "http://a/b/g");
    CHECK(resolve("http://a/b/c", ".//g") == "http://a/b//g");
    // A relative buffer stays relative: once "a/.." is gone, the empty
    // segment that follows is a segment, not an abs_path's root.
    CHECK(resolve("foo:bar", "a/..//../g") == "foo:g");
    CHECK(resolve("foo:bar", ".//../g") == "foo:g");
    CHECK(resolve("foo:bar", "a/..//..") == "foo:");
  }
  SUBCASE("a final \"..\" climbs once (step 6f); a leading one stays (step 6g)") {
    CHECK(resolve("http://a/b", "..") == "http://a/..");
    CHECK(resolve("http://a/b/c/d", "../..") == "http://a/");
    CHECK(resolve("http://a/b/c/d", "../../..") == "http://a/..");
    CHECK(resolve("http://a/b/c/d", "../../../..") == "http://a/../..");
    CHECK(resolve("http://a/b/c/d", "g/../../..") == "http://a/");
    CHECK(resolve("http://a/b/c/d", "../g/.") == "http://a/b/g/");
  }
  SUBCASE("only complete segments are special") {
    CHECK(resolve("http://a/b/c/d", "...") == "http://a/b/c/...");
    CHECK(resolve("http://a/b/c/d", ".../..") == "http://a/b/c/");
    CHECK(resolve("http://a/b/c/d", "g../..") == "http://a/b/c/");
    CHECK(resolve("http://a/b/c/d", "..g/./.g") == "http://a/b/c/..g/.g");
  }
}

TEST_CASE("rfc2396 resolve: merge_paths, step 6 alone") {
  CHECK(merge_paths("/b/c/d;p", "g") == "/b/c/g");
  CHECK(merge_paths("/b/c/d;p", "") == "/b/c/");
  CHECK(merge_paths("/b/c/d;p", "../../../g") == "/../g");
  CHECK(merge_paths("", "") == "");
  CHECK(merge_paths("", ".") == "");
  CHECK(merge_paths("", "..") == "..");
  CHECK(merge_paths("/", "..") == "/..");
  CHECK(merge_paths("//", "../g") == "/g");
  CHECK(merge_paths("/a/", "./././.") == "/a/");
  CHECK(merge_paths("/a/", "../../a/../b") == "/../b");
}

namespace {

// Step 6c to 6f as the RFC words them, string replacements repeated until
// none applies: slow, but with nothing in common with merge_paths' passes.
std::string literal_steps_c_to_f(std::string buffer) {
  // A complete segment starts the buffer or follows a slash, except that
  // the empty string before an abs_path's leading slash is its root, not a
  // segment. Whether there is a root is decided once, before any removal:
  // when "a/..//../" loses "a/../", the "/../" left begins with an empty
  // segment, not a root.
  const bool rooted = !buffer.empty() && buffer.front() == '/';
  auto segment_start = [&](std::size_t end) {
    const auto slash = end == 0 ? std::string::npos : buffer.rfind('/', end - 1);
    return slash == std::string::npos ? std::size_t{0} : slash + 1;
  };
  for (std::size_t p = 0; (p = buffer.find("./", p)) != std::string::npos;) {  // 6c
    if (segment_start(p) == p) {
      buffer.erase(p, 2);
      p = 0;
    } else {
      ++p;
    }
  }
  if (buffer == "." || (buffer.size() >= 2 && buffer.compare(buffer.size() - 2, 2, "/.") == 0)) {  // 6d
    buffer.pop_back();
  }
  for (bool removed = true; removed;) {  // 6e, leftmost first
    removed = false;
    for (std::size_t q = rooted ? 1 : 0; (q = buffer.find("/../", q)) != std::string::npos; ++q) {
      const auto start = segment_start(q);
      if (buffer.compare(start, q - start, "..") != 0) {
        buffer.erase(start, q + 4 - start);
        removed = true;
        break;
      }
    }
  }
  if (buffer.size() >= 3 && buffer.compare(buffer.size() - 3, 3, "/..") == 0) {  // 6f
    const auto q = buffer.size() - 3;
    const auto start = segment_start(q);
    if ((q > 0 || !rooted) && buffer.compare(start, q - start, "..") != 0) {
      buffer.erase(start);
    }
  }
  return buffer;
}

}  // namespace

TEST_CASE("rfc2396 resolve: merge_paths agrees with the literal wording of steps 6c to 6f") {
  // Every buffer of up to 9 characters over ".", "/" and "a".
  std::vector<std::string> buffers{""};
  for (std::size_t begin = 0, length = 1; length <= 9; ++length) {
    const auto end = buffers.size();
    for (std::size_t i = begin; i < end; ++i) {
      for (char c : std::string("./a")) {
        buffers.push_back(buffers[i] + c);
      }
    }
    begin = end;
  }
  REQUIRE(buffers.size() == 29524);
  int disagreements = 0;
  for (const auto& buffer : buffers) {
    // An empty base path copies nothing (step 6a): the buffer is the reference's path.
    if (merge_paths("", buffer) != literal_steps_c_to_f(buffer)) {
      ++disagreements;
      INFO("buffer: \"" << buffer << "\"");
      CHECK(merge_paths("", buffer) == literal_steps_c_to_f(buffer));
    }
  }
  CHECK(disagreements == 0);
}

TEST_CASE("rfc2396 resolve: huge paths merge in linear time") {
  constexpr std::size_t depth = 500000;
  std::string base = "http://a";
  std::string up;
  std::string here;
  for (std::size_t i = 0; i < depth; ++i) {
    base += "/s";
    up += "../";
    here += "./";
  }
  base += "/d";
  CHECK(resolve(base, up + "g") == "http://a/g");
  CHECK(resolve(base, up + "../g") == "http://a/../g");
  CHECK(resolve(base, here + "g").value().size() == base.size());
  CHECK(resolve("http://a/", up + "g") == "http://a/" + up + "g");
}

TEST_CASE("rfc2396 resolve/split: the regular expression's readings") {
  auto check_split = [](string_view input, optional<string_view> scheme, optional<string_view> authority,
                        string_view path, optional<string_view> query, optional<string_view> fragment) {
    INFO("input: \"" << input << "\"");
    const auto c = split(input);
    CHECK(c.scheme == scheme);
    CHECK(c.authority == authority);
    CHECK(c.path == path);
    CHECK(c.query == query);
    CHECK(c.fragment == fragment);
  };
  check_split("http://www.ics.uci.edu/pub/ietf/uri/#Related", "http", "www.ics.uci.edu", "/pub/ietf/uri/", nullopt,
              "Related");
  check_split("a:b", "a", nullopt, "b", nullopt, nullopt);
  check_split(":a", nullopt, nullopt, ":a", nullopt, nullopt);
  check_split("/a:b", nullopt, nullopt, "/a:b", nullopt, nullopt);
  check_split("a/b:c", nullopt, nullopt, "a/b:c", nullopt, nullopt);
  check_split("a?b:c", nullopt, nullopt, "a", "b:c", nullopt);
  check_split("a#b:c", nullopt, nullopt, "a", nullopt, "b:c");
  check_split("a:", "a", nullopt, "", nullopt, nullopt);
  check_split("a:b:c", "a", nullopt, "b:c", nullopt, nullopt);
  check_split("//", nullopt, "", "", nullopt, nullopt);
  check_split("///x", nullopt, "", "/x", nullopt, nullopt);
  check_split("//u:p@h:1?q", nullopt, "u:p@h:1", "", "q", nullopt);
  check_split("?#", nullopt, nullopt, "", "", "");
  check_split("", nullopt, nullopt, "", nullopt, nullopt);
  check_split("a?b?c#d#e", nullopt, nullopt, "a", "b?c", "d#e");
  check_split("g?y/./x", nullopt, nullopt, "g", "y/./x", nullopt);
  check_split("x://", "x", "", "", nullopt, nullopt);
}

TEST_CASE("rfc2396 resolve/split: agrees with Appendix B's regex and recomposes every input") {
  // Every string of up to 6 characters over the delimiters and two others.
  const std::string alphabet = ":/?#a.";
  std::vector<std::string> inputs{""};
  for (std::size_t begin = 0, length = 1; length <= 6; ++length) {
    const auto end = inputs.size();
    for (std::size_t i = begin; i < end; ++i) {
      for (char c : alphabet) {
        inputs.push_back(inputs[i] + c);
      }
    }
    begin = end;
  }
  REQUIRE(inputs.size() == 55987);
  int disagreements = 0;
  for (const auto& input : inputs) {
    std::smatch m;
    REQUIRE(std::regex_match(input, m, appendix_b()));
    const auto c = split(input);
    const bool same = owned(c.scheme) == group(m, 2) && owned(c.authority) == group(m, 4) && c.path == m[5].str() &&
                      owned(c.query) == group(m, 7) && owned(c.fragment) == group(m, 9) && recompose(c) == input;
    if (!same) {
      ++disagreements;
      INFO("input: \"" << input << "\"");
      CHECK(same);
    }
  }
  CHECK(disagreements == 0);
}
