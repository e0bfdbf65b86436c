// The registry's derivation trees (urlbnf/grammars.hpp): their shapes for
// a few inputs, and that what backtracking and lookahead tried leaves no
// trace in them.
#include <doctest/doctest.h>

#include <algorithm>
#include <urlbnf/grammars.hpp>

#include "derivation_shape.hpp"

namespace {

using namespace urlbnf;

const grammar_entry& grammar(std::string_view name) {
  const auto* g = find_grammar(name);
  REQUIRE(g != nullptr);
  return *g;
}

std::vector<derivation_node> derive(std::string_view g, std::string_view rule, std::string_view input) {
  auto d = grammar(g).derivation(input, rule_name{rule});
  REQUIRE(d.has_value());
  CHECK(test::malformed(grammar(g), *d, input) == "");
  return *d;
}

// One line per node: its depth as indentation, its name and span, and C
// for a character class.
std::vector<std::string> outline(const std::vector<derivation_node>& d, bool classes) {
  std::vector<std::string> out;
  for (const auto& n : d) {
    std::size_t depth = 0;
    bool in_class = false;
    for (auto p = n.parent; p != derivation_node::root; p = d[p].parent) {
      ++depth;
      in_class = in_class || d[p].character_class;
    }
    if (classes || !(n.character_class || in_class)) {
      out.push_back(std::string(2 * depth, ' ') + std::string(n.name) + " [" + std::to_string(n.begin) + "," +
                    std::to_string(n.end) + ")" + (n.character_class ? " C" : ""));
    }
  }
  return out;
}

bool has_node(const std::vector<derivation_node>& d, std::string_view name) {
  return std::any_of(d.begin(), d.end(), [&](const derivation_node& n) { return n.name == name; });
}

TEST_CASE("an RFC 1738 http URL: every node, character classes and literals included, in pre-order") {
  const std::vector<std::string> expected{"httpurl [0,10)",
                                          "  \"http://\" [0,7)",
                                          "  hostport [7,8)",
                                          "    host [7,8)",
                                          "      hostname [7,8)",
                                          "        toplabel [7,8)",
                                          "          alpha [7,8) C",
                                          "            lowalpha [7,8) C",
                                          "  \"/\" [8,9)",
                                          "  hpath [9,10)",
                                          "    hsegment [9,10)",
                                          "      uchar [9,10) C",
                                          "        unreserved [9,10) C",
                                          "          alpha [9,10) C",
                                          "            lowalpha [9,10) C"};
  CHECK(outline(derive("1738", "httpurl", "http://a/b"), true) == expected);
}

TEST_CASE("RFC 1738's url is the BNF's union: the scheme's production under url, no end-of-input node") {
  const auto d = derive("1738", "url", "http://a/b");
  CHECK(d[0].name == "url");
  CHECK(d[1].name == "httpurl");
  CHECK(d[1].parent == 0);
  CHECK_FALSE(has_node(d, "end of input"));
  CHECK(outline(derive("1738", "url", "x-y:z"), false) ==
        std::vector<std::string>{"url [0,5)", "  otherurl [0,5)", "    genericurl [0,5)", "      scheme [0,3)",
                                 "        \"-\" [1,2)", "      \":\" [3,4)", "      schemepart [4,5)"});
}

TEST_CASE("a lookahead leaves no node: hostname's labels are its children, once each") {
  CHECK(outline(derive("1738", "hostname", "www.ex.com"), false) ==
        std::vector<std::string>{"hostname [0,10)", "  domainlabel [0,3)", "  \".\" [3,4)", "  domainlabel [4,6)",
                                 "  \".\" [6,7)", "  toplabel [7,10)"});
  CHECK(outline(derive("2396", "hostname", "a.b."), false) ==
        std::vector<std::string>{"hostname [0,4)", "  domainlabel [0,1)", "  \".\" [1,2)", "  toplabel [2,3)",
                                 "  \".\" [3,4)"});
}

TEST_CASE("an alternative that failed leaves no node") {
  // host = hostname | hostnumber: hostname reads "1.2.3." and fails.
  const auto host = derive("1738", "host", "1.2.3.4");
  CHECK(outline(host, false) == std::vector<std::string>{"host [0,7)", "  hostnumber [0,7)", "    digits [0,1)",
                                                         "    \".\" [1,2)", "    digits [2,3)", "    \".\" [3,4)",
                                                         "    digits [4,5)", "    \".\" [5,6)", "    digits [6,7)"});
  for (auto name : {"hostname", "domainlabel", "toplabel"}) {
    CHECK_FALSE(has_node(host, name));
  }
  // authority = server | reg_name: "a@b@c" is no server.
  const auto authority = derive("2396", "authority", "a@b@c");
  CHECK(authority[1].name == "reg_name");
  for (auto name : {"server", "userinfo", "hostport", "host"}) {
    CHECK_FALSE(has_node(authority, name));
  }
  // URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]: "g" has no scheme.
  const auto reference = derive("2396", "URI-reference", "g");
  CHECK(reference[1].name == "relativeURI");
  CHECK_FALSE(has_node(reference, "absoluteURI"));
  CHECK_FALSE(has_node(reference, "scheme"));
}

TEST_CASE("RFC 2732's IPv6 reference as RFC 2396+2732 derives it") {
  const std::vector<std::string> expected{
      "host [0,5)",          "  IPv6reference [0,5)", "    \"[\" [0,1)",      "    IPv6address [1,4)",
      "      hexpart [1,4)", "        \"::\" [1,3)",  "        hexseq [3,4)", "          hex4 [3,4)",
      "    \"]\" [4,5)"};
  CHECK(outline(derive("2396+2732", "host", "[::1]"), false) == expected);
  CHECK_FALSE(grammar("2396").derivation("[::1]", "host").has_value());
}

TEST_CASE("every grammar: no tree for a rejected input or an unknown production") {
  for (const auto& g : grammars()) {
    CAPTURE(g.name);
    CHECK_FALSE(g.derivation("a b", rule_name{g.default_rule}).has_value());
    CHECK_FALSE(g.derivation("http://a/", "no-such-production").has_value());
  }
}

TEST_CASE("the shape check finds each defect") {
  const auto& g = grammar("1738");
  const std::vector<derivation_node> good{{"hostport", 0, 3, derivation_node::root, false, false},
                                          {"host", 0, 1, 0, false, false},
                                          {"\":\"", 1, 2, 0, false, true},
                                          {"port", 2, 3, 0, false, false}};
  CHECK(test::malformed(g, good, "a:1") == "");
  auto broken = [&](auto change) {
    auto d = good;
    change(d);
    return test::malformed(g, d, "a:1");
  };
  CHECK(broken([](auto& d) { d.clear(); }) == "no nodes");
  CHECK(broken([](auto& d) { d[0].end = 2; }).find("the root must span") != std::string::npos);
  CHECK(broken([](auto& d) { d[3].parent = derivation_node::root; }).find("a second root") != std::string::npos);
  CHECK(broken([](auto& d) { d[3].parent = 1; }).find("not in pre-order") != std::string::npos);
  CHECK(broken([](auto& d) { d[2].parent = 1; }).find("continue its parent's span") != std::string::npos);
  CHECK(broken([](auto& d) { d[3].end = 4; }).find("continue its parent's span") != std::string::npos);
  CHECK(broken([](auto& d) { d[2].begin = 2; }).find("continue its parent's span") != std::string::npos);
  CHECK(broken([](auto& d) { d.pop_back(); }).find("leave its end uncovered") != std::string::npos);
  CHECK(broken([](auto& d) { d[2].name = "\"@\""; }).find("does not match its text") != std::string::npos);
  CHECK(broken([](auto& d) { d[3].name = "portnumber"; }).find("not a production") != std::string::npos);
  CHECK(broken([](auto& d) {
          d.insert(d.begin() + 3, {"digit", 1, 2, 2, true, false});
        }).find("a literal has no children") != std::string::npos);
}

}  // namespace
