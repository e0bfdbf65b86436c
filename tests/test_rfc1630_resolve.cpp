// RFC 1630's partial form rules and its encoding levels: the two corpora
// (see their headers), rule (d) against its literal wording, the steps that
// explain a resolution, and inputs long enough to show the work is linear.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <vector>

#include "corpus_reader.hpp"

namespace {

using namespace urlbnf::rfc1630;

bool contains(const std::vector<std::string>& lines, const std::string& part) {
  for (const auto& line : lines) {
    if (line.find(part) != std::string::npos) {
      return true;
    }
  }
  return false;
}

bool is_rfc1630_uri(const std::string& uri) { return check(uri).valid || check(uri, {}, {grammar::generic}).valid; }

}  // namespace

TEST_CASE("rfc1630 resolve: the partial form corpus, the RFC's table first") {
  const auto corpus = urlbnf::test::read_corpus("rfc1630-partial.tsv");
  int table = 0;
  for (const auto& line : corpus) {
    REQUIRE(line.columns.size() == 4);
    const auto& source = line.columns[0];
    const auto& context = line.columns[1];
    const auto partial = line.columns[2] == "<>" ? std::string() : line.columns[2];
    const auto& expected = line.columns[3];
    REQUIRE((source == "table" || source == "a" || source == "b" || source == "c" || source == "d"));
    table += source == "table" ? 1 : 0;
    INFO("line " << line.number << ": \"" << partial << "\" in the context " << context);
    CHECK(resolve(context, partial) == expected);
    CHECK(resolve_with_steps(context, partial).result == expected);
  }
  // Five partials in each of the RFC's two contexts.
  CHECK(table == 10);
}

TEST_CASE("rfc1630 resolve: an absolute form has a colon before any slash") {
  CHECK(scheme_of("g:h") == "g");
  CHECK(scheme_of("magic://a/b") == "magic");
  CHECK(scheme_of("g:h/i:j") == "g");
  CHECK(scheme_of(":g") == "");
  CHECK_FALSE(scheme_of("./g:h"));
  CHECK_FALSE(scheme_of("/g:h"));
  CHECK_FALSE(scheme_of("g"));
  CHECK_FALSE(scheme_of(""));
}

TEST_CASE("rfc1630 resolve: a context without a scheme part resolves all the same") {
  CHECK(resolve("a/b/c", "g") == "a/b/g");
  CHECK(resolve("a/b/c", "../g") == "a/g");
  CHECK(resolve("a//b/c", "//g") == "a//g");
  CHECK(resolve("a/b", "///g") == "///g");
  CHECK(resolve("a/b", "g:h") == "g:h");
  CHECK(resolve("", "g") == "g");
}

TEST_CASE("rfc1630 resolve: the steps name each rule and where rule (b)'s wording and the table part") {
  const std::string context = "magic://a/b/c//d/e/f";
  SUBCASE("\"/g\": the literal reading's answer is shown, and not taken") {
    const auto r = resolve_with_steps(context, "/g");
    CHECK(r.result == "magic://a/g");
    REQUIRE(r.steps.size() == 4);
    CHECK(r.steps[0].rfind("(a) ", 0) == 0);
    CHECK(r.steps[1] ==
          "(b) \"/g\" starts with 1 slash: the context up to its first run of exactly 1 slash, \"magic://a\", is "
          "prepended: \"magic://a/g\"");
    CHECK(r.steps[2].rfind("(b) note: read literally", 0) == 0);
    CHECK(r.steps[2].find("\"magic://a/b/c//d/g\"") != std::string::npos);
    CHECK(r.steps[3].rfind("(d) not applied", 0) == 0);
  }
  SUBCASE("\"//g\": both readings take the scheme's \"//\", so there is no note") {
    const auto r = resolve_with_steps(context, "//g");
    CHECK(r.result == "magic://g");
    CHECK_FALSE(contains(r.steps, "note"));
    CHECK(contains(r.steps, "first run of exactly 2 slashes, \"magic:\", is prepended"));
  }
  SUBCASE("where the literal reading takes no run at all") {
    const auto r = resolve_with_steps("magic:/a//b/c//d", "/g");
    CHECK(r.result == "magic:/g");
    CHECK(contains(r.steps, "would take no run at all"));
  }
  SUBCASE("\"g:h\": rule (a) alone") {
    const auto r = resolve_with_steps(context, "g:h");
    REQUIRE(r.steps.size() == 1);
    CHECK(r.steps[0].rfind("(a) \"g:h\" is an absolute form", 0) == 0);
  }
  SUBCASE("\"../g\": rules (a), (c) and (d), with what each left") {
    const auto r = resolve_with_steps(context, "../g");
    REQUIRE(r.steps.size() == 3);
    CHECK(r.steps[1].find("\"f\", is removed") != std::string::npos);
    CHECK(r.steps[1].find("\"magic://a/b/c//d/e/../g\"") != std::string::npos);
    CHECK(r.steps[2] == "(d) 1 \"xxx/../\" and no \"/.\" removed: \"magic://a/b/c//d/g\"");
  }
  SUBCASE("the trailing slash note and what stays") {
    CHECK(contains(resolve_with_steps("magic://a/b/c//d/e/", "g").steps, "\"Note: Trailing slashes\""));
    CHECK(contains(resolve_with_steps(context, "..").steps, "the final \"..\" stays"));
    CHECK(contains(resolve_with_steps("news:a", "../g").steps, "no element before it"));
    CHECK(contains(resolve_with_steps("news:a", "g").steps, "has no slash"));
    CHECK(contains(resolve_with_steps(context, "magic:g").steps, "own scheme \"magic\""));
    CHECK(contains(resolve_with_steps(context, "///g").steps, "no run of exactly 3"));
  }
}

namespace {

// Rule (d) as the RFC words it, string removals repeated until none
// applies, "/." first: slow, but with nothing in common with the stack.
std::string literal_rule_d(std::string path) {
  auto element_start = [&](std::size_t end) {
    const auto slash = end == 0 ? std::string::npos : path.rfind('/', end - 1);
    return slash == std::string::npos ? std::size_t{0} : slash + 1;
  };
  for (bool removed = true; removed;) {
    removed = false;
    for (std::size_t p = 0; (p = path.find("/.", p)) != std::string::npos; ++p) {
      if (p + 2 == path.size() || path[p + 2] == '/') {
        path.erase(p, 2);
        removed = true;
        break;
      }
    }
  }
  for (bool removed = true; removed;) {
    removed = false;
    for (std::size_t q = 0; (q = path.find("/../", q)) != std::string::npos; ++q) {
      const auto start = element_start(q);
      const auto xxx = path.substr(start, q - start);
      if (xxx != "." && xxx != "..") {
        path.erase(start, q + 4 - start);
        removed = true;
        break;
      }
    }
  }
  return path;
}

// Neither removal applies anywhere in `path`.
bool nothing_to_remove(const std::string& path) {
  for (std::size_t p = 0; (p = path.find("/.", p)) != std::string::npos; ++p) {
    if (p + 2 == path.size() || path[p + 2] == '/') {
      return false;
    }
  }
  return literal_rule_d(path) == path;
}

}  // namespace

TEST_CASE("rfc1630 resolve: remove_dot_elements agrees with rule (d)'s literal wording") {
  // Every path of up to 9 characters over ".", "/" and "a".
  std::vector<std::string> paths{""};
  for (std::size_t begin = 0, length = 1; length <= 9; ++length) {
    const auto end = paths.size();
    for (std::size_t i = begin; i < end; ++i) {
      for (char c : std::string("./a")) {
        paths.push_back(paths[i] + c);
      }
    }
    begin = end;
  }
  REQUIRE(paths.size() == 29524);
  int disagreements = 0;
  for (const auto& path : paths) {
    const auto removed = remove_dot_elements(path);
    if (removed != literal_rule_d(path) || !nothing_to_remove(removed)) {
      ++disagreements;
      INFO("path: \"" << path << "\"");
      CHECK(removed == literal_rule_d(path));
      CHECK(nothing_to_remove(removed));
    }
  }
  CHECK(disagreements == 0);
}

TEST_CASE("rfc1630 resolve: rule (d)'s choices") {
  CHECK(remove_dot_elements("a/b/../../g") == "g");
  CHECK(remove_dot_elements("../../g") == "../../g");
  CHECK(remove_dot_elements("a/..") == "a/..");
  CHECK(remove_dot_elements("a/../") == "");
  CHECK(remove_dot_elements("/../g") == "g");
  CHECK(remove_dot_elements("a/../.") == "a/..");
  CHECK(remove_dot_elements("a/.././g") == "g");
  CHECK(remove_dot_elements("./../g") == "./../g");
  CHECK(remove_dot_elements("a/./.") == "a");
  CHECK(remove_dot_elements("a/.../../g") == "a/g");
  CHECK(remove_dot_elements("") == "");
}

TEST_CASE("rfc1630 resolve: long chains resolve in linear time") {
  constexpr std::size_t depth = 500000;
  std::string context = "magic://a";
  std::string up;
  std::string here;
  std::string slashes;
  for (std::size_t i = 0; i < depth; ++i) {
    context += "/s";
    up += "../";
    here += "./";
    slashes += '/';
  }
  context += "/d";
  const auto started = std::chrono::steady_clock::now();
  CHECK(resolve(context, up + "g") == "magic://a/g");
  CHECK(resolve(context, up + "../g") == "magic://g");
  CHECK(resolve(context, up + "../../../../g") == "magic:../g");
  CHECK(resolve(context, here + "g").size() == context.size());
  CHECK(resolve(context, "/g") == "magic://a/g");
  CHECK(resolve(context + "//e", "//g") == "magic://g");
  CHECK(resolve(context, slashes + "g") == "magic:" + slashes + "g");
  CHECK(resolve_with_steps(context, up + "g").steps.size() == 3);
  CHECK(resolve_with_steps(context + "//e", "/g").steps.size() == 4);
  // Quadratic work on these inputs would take minutes.
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
}

TEST_CASE("rfc1630 equivalence: the corpus, every input a URI by RFC 1630 but Example 3's") {
  const auto corpus = urlbnf::test::read_corpus("rfc1630-equivalent.tsv");
  int examples = 0;
  for (const auto& line : corpus) {
    REQUIRE(line.columns.size() == 4);
    const auto& a = line.columns[1];
    const auto& b = line.columns[2];
    const auto& expected = line.columns[3];
    REQUIRE((expected == "identical" || expected == "different" || expected == "invalid"));
    examples += line.columns[0].rfind("Example ", 0) == 0 ? 1 : 0;
    INFO("line " << line.number << ": " << a << " and " << b);
    const auto verdict = equivalence(a, b);
    CHECK(verdict.identical == (expected == "identical"));
    CHECK(equivalence(b, a).identical == verdict.identical);
    if (expected == "invalid") {
      CHECK(verdict.reason.rfind("not comparable: A has \"%", 0) == 0);
      CHECK_FALSE(is_rfc1630_uri(a));
    } else {
      CHECK(verdict.reason.rfind(expected == "identical" ? "identical" : "NOT identical", 0) == 0);
      CHECK((encoding_normal_form(a) == encoding_normal_form(b)) == (expected == "identical"));
      CHECK(is_rfc1630_uri(a));
      CHECK(is_rfc1630_uri(b));
    }
  }
  CHECK(examples == 4);
}

TEST_CASE("rfc1630 equivalence: the reasons") {
  SUBCASE("Example 1: the decoded escape") {
    const auto v = equivalence("http://info.cern.ch/albert/bertram/marie-claude",
                               "http://info.cern.ch/albert/bertram/marie%2Dclaude");
    CHECK(v.reason ==
          "identical once brought to the same encoding level (RFC 1630 \"Encoding reserved characters\"): %2D "
          "encodes \"-\", a character the RFC does not reserve");
  }
  SUBCASE("Example 2: the encoded slash") {
    const auto v = equivalence("http://info.cern.ch/albert/bertram/marie-claude",
                               "http://info.cern.ch/albert/bertram%2Fmarie-claude");
    CHECK(v.reason.find("A has \"/\" at offset 34 where B has \"%2F\" at offset 34") != std::string::npos);
    CHECK(v.reason.find("may NEVER be encoded and unencoded") != std::string::npos);
    CHECK(v.reason.find("an encoded slash does not have hierarchical significance (Example 2)") != std::string::npos);
  }
  SUBCASE("each reserved character's own reason") {
    CHECK(equivalence("http://h/a?b+c", "http://h/a?b%2Bc").reason.find("a real plus must be encoded") !=
          std::string::npos);
    CHECK(equivalence("http://h/a?b+c", "http://h/a?b%20c").reason.find("the space between words") !=
          std::string::npos);
    CHECK(equivalence("http://h/a/%2E%2E/b", "http://h/a/../b").reason.find("reserved for the hierarchy") !=
          std::string::npos);
    CHECK(equivalence("http://h/a%2Ab", "http://h/a*b").reason.find("specific schemes") != std::string::npos);
    CHECK(equivalence("x:a%23b", "x:a#b").reason.find("fragment identifier") != std::string::npos);
    CHECK(equivalence("x:a%3Fb", "x:a?b").reason.find("starts the search") != std::string::npos);
    CHECK(equivalence("x:a%3Db", "x:a=b").reason.find("the BNF reserves it") != std::string::npos);
    CHECK(equivalence("x:a%7Eb", "x:a~b").reason.find("may not appear unencoded") != std::string::npos);
  }
  SUBCASE("hex digits in either case, several escapes, and the same text") {
    CHECK(equivalence("x:%2d%41%2f", "x:-A%2F").reason ==
          "identical once brought to the same encoding level (RFC 1630 \"Encoding reserved characters\"): %2d "
          "encodes \"-\" and %41 encodes \"A\", characters the RFC does not reserve; %2f is %2F (hex digits in "
          "either case)");
    CHECK(equivalence("x:a", "x:a").reason == "identical as written");
  }
  SUBCASE("where one ends first, and an escape that is no escape") {
    CHECK(equivalence("http://h", "http://h/").reason ==
          "NOT identical at the same encoding level: A ends at offset 8 where B has \"/\" at offset 8");
    CHECK(equivalence("x:%4", "x:%4").reason.rfind("not comparable: A has \"%4\" at offset 2", 0) == 0);
    CHECK(equivalence("x:a", "x:%as").reason.rfind("not comparable: B has \"%as\" at offset 2", 0) == 0);
  }
}

TEST_CASE("rfc1630 equivalence: the normal form is idempotent and keeps what it must") {
  for (const char* uri :
       {"http://h/%2d%2F%2e%2E/%2E/a%2Eb?%2B+%41#%2b", "x:%7e%25%20", "%", "%%341", "", "/%2E", "%2E%2E%2E/%2E%2E"}) {
    INFO(uri);
    const auto once = encoding_normal_form(uri);
    CHECK(encoding_normal_form(once) == once);
  }
  // "%2e%2E" is ".." in the element "-%2F..", an ordinary name.
  CHECK(encoding_normal_form("http://h/%2d%2F%2e%2E/%2E/a%2Eb?%2B+%41#%2b") == "http://h/-%2F../%2E/a.b?%2B+A#+");
  CHECK(encoding_normal_form("%2E%2E%2E/%2E%2E") == ".../%2E%2E");
  CHECK(encoding_normal_form("%%341%2f") == "%%341%2F");
}

TEST_CASE("rfc1630 search words: \"+\" is a space, \"%2B\" a real plus") {
  CHECK(search_words("dobbins") == std::vector<std::string>{"dobbins"});
  CHECK(search_words("a+b%2Bc+%41") == std::vector<std::string>{"a", "b+c", "A"});
  CHECK(search_words("a++b") == std::vector<std::string>{"a", "", "b"});
  CHECK(search_words("") == std::vector<std::string>{""});
  CHECK(search_words("+") == std::vector<std::string>{"", ""});
}
