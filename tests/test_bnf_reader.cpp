// The BNF reader: each notation's constructs, the canonical form, overlays,
// the RFC 2234 core rules, and a clear file:line:column for every way a
// file can break its notation.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <vector>

namespace {

using namespace urlbnf::bnf;

// A compact spelling of an expression: "lit" quoted, refs bare, (a b) a
// seq, (a | b) an alt, {min,max x} a repeat ({0,* x} unbounded), () empty.
std::string show(const expr& e) {
  switch (e.k) {
    case expr::kind::empty:
      return "()";
    case expr::kind::literal:
      return '"' + e.text + '"';
    case expr::kind::ref:
      return e.text;
    case expr::kind::repeat:
      return "{" + std::to_string(e.min) + "," + (e.max == expr::unbounded ? "*" : std::to_string(e.max)) + " " +
             show(e.items.front()) + "}";
    case expr::kind::seq:
    case expr::kind::alt:
      break;
  }
  std::string out = "(";
  for (const auto& item : e.items) {
    out += (out.size() > 1 ? e.k == expr::kind::seq ? " " : " | " : "") + show(item);
  }
  return out + ")";
}

model read_one(const std::string& text) { return read("test", {{"test.bnf", text}}); }

std::string definition(const model& m, const std::string& name) {
  const auto* p = m.find(name);
  REQUIRE_MESSAGE(p != nullptr, name);
  return show(p->definition);
}

// The error reading `files` reports, as "file:line:column: message".
std::string error_of(const std::vector<source_file>& files) {
  try {
    read("test", files);
  } catch (const reading_error& e) {
    return e.what();
  }
  return "(read without error)";
}

std::string error_of(const std::string& text) { return error_of({{"test.bnf", text}}); }

const std::string rfc1738 = "; RFC 1738 notation\n";
const std::string rfc2396 = "; RFC 2396 notation\n";
const std::string rfc1630 = "; RFC 1630 notation\n";

}  // namespace

TEST_CASE("bnf reader: RFC 1738's notation") {
  const auto m = read_one(rfc1738 +
                          "a = *[ b | \"-\" ] 1*[b] [ b ]\n"
                          "b = 2*3\"x\" 3c | <\"> / \";\"   ; a comment; \"not a literal\"\n"
                          "c = ( b | \"y\" ) \"z\" | \"\"\n"
                          "   \n"
                          "; comment lines and blank lines do not end a production\n"
                          "    | c\n"
                          "\n"
                          "; nor does this one belong to it\n");
  CHECK(definition(m, "a") == R"(({0,* (b | "-")} {1,* b} {0,1 b}))");
  CHECK(definition(m, "b") == R"((({2,3 "x"} {3,3 c}) | (""" "/" ";")))");
  CHECK(definition(m, "c") == R"((((b | "y") "z") | "" | c))");
  CHECK(m.find("b")->source == "b = 2*3\"x\" 3c | <\"> / \";\"   ; a comment; \"not a literal\"");
  CHECK(m.find("c")->source ==
        "c = ( b | \"y\" ) \"z\" | \"\"\n   \n; comment lines and blank lines do not end a production\n    | c");
  CHECK(m.find("c")->line == 4);
  CHECK(m.find("c")->file == "test.bnf");
  CHECK(m.find("C") == nullptr);
}

TEST_CASE("bnf reader: RFC 2396's notation, whose names ignore case") {
  const auto m = read_one(rfc2396 + "URI = *[ x ] 1*( x | \"-\" ) *x\nx = \"a\" | URI\n");
  CHECK(definition(m, "uri") == R"(({0,* {0,1 x}} {1,* (x | "-")} {0,* x}))");
  CHECK(definition(m, "X") == R"(("a" | URI))");
  CHECK(m.used_by("uri") == std::vector<std::string>{"x"});
  CHECK(m.used_by("x") == std::vector<std::string>{"URI"});
  CHECK(read_one(rfc2396 + "a = B\nb = \"x\"\n").productions.front().definition.text == "b");
  CHECK(error_of(rfc2396 + "a = \"x\" / \"y\"\n") ==
        "test.bnf:2:9: expected a name, a literal, '[', '(', a repetition, '|' or the end of the production");
}

TEST_CASE("bnf reader: RFC 1630's notation") {
  const auto m = read_one(rfc1630 +
                          "url        h t t p : / / host [/ path ] [ ?\n"
                          "           search ] ; = space\n"
                          "path       void | seg-ment  [ / path ]\n"
                          "\n"
                          "; a comment, then a continuation line\n"
                          "           | vline\n"
                          "national   { | [ | ] | \\ | 0 |1\n"
                          "host       [ [ x ] | x ]\n"
                          "search     x\n"
                          "seg-ment   x\n"
                          "void\n");
  CHECK(definition(m, "url") ==
        R"(("h" "t" "t" "p" ":" "/" "/" host {0,1 ("/" path)} {0,1 ("?" search)} ";" "=" " "))");
  CHECK(definition(m, "path") == R"((void | (seg-ment {0,1 ("/" path)}) | "|"))");
  CHECK(definition(m, "national") == R"(("{" | "[" | "]" | "\" | "0" | "1"))");
  CHECK(definition(m, "host") == R"({0,1 ({0,1 "x"} | "x")})");
  CHECK(definition(m, "void") == "()");
  CHECK(m.find("path")->source ==
        "path       void | seg-ment  [ / path ]\n\n; a comment, then a continuation line\n           | vline");
  CHECK(m.find("void")->source == "void");
  CHECK(m.find("Void") == nullptr);
}

TEST_CASE("bnf reader: CRLF line ends, and a last line without one") {
  const auto crlf = read_one("; RFC 2396\r\na = \"x\"\r\n  | b\r\nb = \"y\" ; end");
  CHECK(definition(crlf, "a") == R"(("x" | b))");
  CHECK(crlf.find("a")->source == "a = \"x\"\r\n  | b");
  CHECK(crlf.find("b")->source == "b = \"y\" ; end");
  const auto rfc1630_crlf = read_one("; RFC 1630\r\nab   c\r\n     d\r\n; end");
  CHECK(definition(rfc1630_crlf, "ab") == R"(("c" "d"))");
  CHECK(rfc1630_crlf.find("ab")->source == "ab   c\r\n     d");
}

TEST_CASE("bnf reader: a later file replaces productions in place and appends the others") {
  const std::vector<source_file> files{
      {"base.bnf", rfc2396 + "a = b\nB = \"1\"\nc = \"3\"\n"},
      {"overlay.bnf", "; RFC 9999, amending it\nb = \"2\" | d\nd = \"4\"\n"},
  };
  const auto m = read("g", files);
  REQUIRE(m.productions.size() == 4);
  CHECK(m.productions[0].name == "a");
  CHECK(m.productions[1].name == "b");
  CHECK(m.productions[1].file == "overlay.bnf");
  CHECK(m.productions[1].line == 2);
  CHECK(m.productions[2].name == "c");
  CHECK(m.productions[3].name == "d");
  CHECK(definition(m, "a") == "b");
  CHECK(m.grammar == "g");

  SUBCASE("in the notation its header states") {
    const auto stated = read("g", {{"base.bnf", rfc1630 + "url    u r l : addr\n"},
                                   {"imports.bnf", "; RFC 822, in RFC 2396 Appendix A notation\naddr = 1*\"x\"\n"}});
    CHECK(definition(stated, "addr") == R"({1,* "x"})");
    CHECK(error_of({{"base.bnf", rfc1630 + "url    u r l\n"}, {"imports.bnf", "; RFC 822, in RFC 822 notation\n"}}) ==
          "imports.bnf:1:1: is in RFC 822's notation, which is not understood");
  }
}

TEST_CASE("bnf reader: an ABNF overlay gets the RFC 2234 core rules it uses and may not quote letters") {
  const std::string base = rfc2396 +
                           "h = hex4\ndigit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" |\n"
                           "  \"7\" | \"8\" | \"9\"\n";
  const auto m = read("g", {{"base.bnf", base}, {"abnf.bnf", "; RFC 2373's ABNF\nhex4 = 1*4HEXDIG | 2DIGIT\n"}});
  REQUIRE(m.productions.size() == 4);
  CHECK(definition(m, "hex4") == "({1,4 HEXDIG} | {2,2 digit})");
  const auto& hexdig = m.productions.back();
  CHECK(hexdig.name == "HEXDIG");
  CHECK(hexdig.file == "RFC 2234");
  CHECK(hexdig.line == 0);
  CHECK(hexdig.source == R"(HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F")");
  CHECK(
      show(hexdig.definition) ==
      R"(("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"))");

  CHECK(error_of({{"base.bnf", base}, {"abnf.bnf", "; RFC 2373's ABNF\n\nhex4 = \"0x\" 1*4HEXDIG\n"}}) ==
        "abnf.bnf:3:1: hex4: the file holds ABNF, which matches the letters of \"0x\" ignoring case, and RFC "
        "2396's notation, which matches them exactly; refused rather than guessed");
  CHECK(error_of({{"base.bnf", rfc2396 + "h = hex4\ndigit = \"0\" | \"1\"\n"},
                  {"abnf.bnf", "; RFC 2373's ABNF\nhex4 = DIGIT\n"}}) ==
        "base.bnf:3:1: digit is not the ABNF core rule DIGIT (RFC 2234 Appendix A), whose name it shares");
  // Without an ABNF file, nothing is supplied.
  CHECK(error_of(rfc2396 + "h = HEXDIG\n") ==
        "test.bnf:2:5: HEXDIG is used but no production of grammar test defines it");
}

TEST_CASE("bnf reader: every error names the file, line and column, and what was expected") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {rfc2396 + "a = \"x\n", "test.bnf:2:5: this literal is never closed: expected '\"' on its line"},
      {rfc2396 + "a = [ \"x\"\n\n", "test.bnf:2:5: this '[' is never closed: expected ']'"},
      {rfc2396 + "a = ( \"x\" ]\n", "test.bnf:2:5: this '(' is never closed: expected ')'"},
      {rfc2396 + "a = \"x\" |\n", "test.bnf:2:10: an empty alternative"},
      {rfc2396 + "a = \"x\" | ( | \"y\" )\n", "test.bnf:2:12: an empty alternative"},
      {rfc2396 + "a = \"x\" [ ]\n", "test.bnf:2:9: nothing inside the brackets"},
      {rfc1738 + "a = *[ ]\n", "test.bnf:2:6: nothing inside the brackets"},
      {rfc2396 + "a =\n", "test.bnf:2:1: empty definition of a"},
      {rfc2396 + "a = 3*2\"x\"\n", "test.bnf:2:5: repetition 3*2 can never match"},
      {rfc2396 + "a = 1234567890\"x\"\n", "test.bnf:2:5: repetition count 1234567890 is too large"},
      {rfc2396 + "a = *\n", "test.bnf:2:5: expected what this repetition repeats"},
      {rfc2396 + "a = \"x\"\n A = \"y\"\n", "test.bnf:3:2: A is defined twice"},
      {rfc2396 + "a = b\n", "test.bnf:2:5: b is used but no production of grammar test defines it"},
      {rfc2396 + "  x\na = \"x\"\n", "test.bnf:2:3: expected a production 'name = definition' or a comment"},
      {rfc2396 + "a = " + std::string(100, '(') + "\"x\"" + std::string(100, ')') + "\n",
       "test.bnf:2:71: brackets nested too deeply"},
      {rfc1630 + "a   b c\n", "test.bnf:2:1: 'a' is not a production name (a word of more than one letter)"},
      {rfc1630 + "ab[  c\n", "test.bnf:2:3: expected white space after the production name"},
      {rfc1630 + "ab   c /path\n", "test.bnf:2:8: cannot read '/path': neither one character nor a production name"},
      {rfc1630 + "ab   [ [ | x ]\n", "test.bnf:2:9: an empty alternative"},
      {rfc1630 + "ab   c ]\n",
       "test.bnf:2:8: expected a name, a literal, '[', '(', a repetition, '|' or the end of the production"},
      {rfc1630 + "  ab   c\n", "test.bnf:2:3: expected a production: a name at the start of a line"},
      {"; no notation\na = \"x\"\n",
       "test.bnf:1:1: names none of RFC 1630, RFC 1738 and RFC 2396, so its notation is unknown"},
  };
  for (const auto& [text, error] : cases) {
    CAPTURE(text);
    CHECK(error_of(text) == error);
  }
  CHECK(error_of({{"base.bnf", rfc2396 + "a = \"x\"\n"}, {"overlay.bnf", "; no number\na = \"y\"\n"}}) ==
        "overlay.bnf:1:1: names no RFC (its header comment should)");
}

TEST_CASE("bnf reader: the registered grammars, read from the files built into the library") {
  const auto& rfc1738_model = model_of("1738");
  CHECK(rfc1738_model.find("gopherurl")->source ==
        "gopherurl      = \"gopher://\" hostport [ / [ gtype [ selector\n"
        "                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]");
  CHECK(
      definition(rfc1738_model, "gopherurl") ==
      R"(("gopher://" hostport {0,1 ("/" {0,1 (gtype {0,1 (selector {0,1 ("%09" search {0,1 ("%09" gopher+_string)})})})})}))");
  CHECK(definition(rfc1738_model, "punctuation") == R"(("<" | ">" | "#" | "%" | """))");
  CHECK(rfc1738_model.used_by("hostport") == std::vector<std::string>{"login", "httpurl", "gopherurl", "nntpurl",
                                                                      "waisdatabase", "waisindex", "waisdoc",
                                                                      "prosperourl"});
  CHECK(rfc1738_model.find("Hostport") == nullptr);

  const auto& amended = model_of("2396+2732");
  CHECK(amended.find("HOST")->file == "rfc2732.bnf");
  CHECK(amended.find("host")->line == 8);
  CHECK(definition(amended, "host") == "(hostname | IPv4address | ipv6reference)");
  CHECK(definition(amended, "IPv6prefix") == R"((hexpart "/" {1,2 digit}))");
  CHECK(amended.productions.back().name == "HEXDIG");

  CHECK(definition(model_of("1630"), "national") == R"(("{" | "}" | "|" | "[" | "]" | "\" | "^" | "~"))");
  CHECK(&model_of("1630") == &model_of("1630"));
  CHECK_THROWS_AS(model_of("3986"), std::invalid_argument);
  CHECK(grammar_file("rfc1738.bnf")->substr(0, 12) == "; RFC 1738, ");
  CHECK_FALSE(grammar_file("rfc3986.bnf").has_value());
}

TEST_CASE("bnf reader: a header of any length is read in linear time, without recursion") {
  // std::regex recursed once per character here, and overflowed the stack.
  const std::string spaces(50000, ' ');
  CHECK(definition(read_one("; RFC" + spaces + "2396\na = \"x\"\n"), "a") == R"("x")");
  CHECK(error_of("; RFC" + spaces + "\na = \"x\"\n") ==
        "test.bnf:1:1: names none of RFC 1630, RFC 1738 and RFC 2396, so its notation is unknown");
  std::string words;
  for (int i = 0; i < 25000; ++i) {
    words += " x";
  }
  const auto stated = read("g", {{"base.bnf", rfc1630 + "url    u r l : addr\n"},
                                 {"imports.bnf", "; RFC 822, in RFC 2396" + words + " notation\naddr = 1*\"x\"\n"}});
  CHECK(definition(stated, "addr") == R"({1,* "x"})");
  CHECK(error_of({{"base.bnf", rfc2396 + "a = \"x\"\n"}, {"overlay.bnf", "; RFC" + spaces + "\nb = \"y\"\n"}}) ==
        "overlay.bnf:1:1: names no RFC (its header comment should)");
}
