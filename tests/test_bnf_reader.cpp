// The BNF reader: each notation's constructs (RFC 5234 ABNF among them),
// the canonical form, overlays, the RFC 2234 core rules, the grammar files
// of RFC 1808, RFC 3986 and RFC 6874 production by production, and a clear
// file:line:column for every way a file can break its notation.
#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <urlbnf/bnf/reader.hpp>
#include <vector>

namespace {

using namespace urlbnf::bnf;

// A compact spelling of an expression: "lit" quoted ("lit"i when caseless),
// refs bare, (a b) a seq, (a | b) an alt, {min,max x} a repeat ({0,* x}
// unbounded), () empty, [first-last] a range of code points (in decimal).
std::string show(const expr& e) {
  switch (e.k) {
    case expr::kind::empty:
      return "()";
    case expr::kind::literal:
      return '"' + e.text + (e.caseless ? "\"i" : "\"");
    case expr::kind::ref:
      return e.text;
    case expr::kind::range:
      return "[" + std::to_string(e.min) + "-" + std::to_string(e.max) + "]";
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
const std::string abnf = "; RFC 5234 notation\n";

// The grammar files as the library embeds them.
source_file embedded(const std::string& name) {
  const auto text = grammar_file(name);
  REQUIRE_MESSAGE(text.has_value(), name);
  return {name, std::string(*text)};
}

std::vector<std::string> names(const model& m) {
  std::vector<std::string> out;
  for (const auto& p : m.productions) {
    out.push_back(p.name);
  }
  return out;
}

// Each production's source is its file's text from the start of its line.
void check_sources(const model& m, const std::vector<source_file>& files) {
  for (const auto& p : m.productions) {
    CAPTURE(p.name);
    const auto f = std::find_if(files.begin(), files.end(), [&](const source_file& s) { return s.name == p.file; });
    REQUIRE(f != files.end());
    std::size_t at = 0;
    for (std::size_t line = 1; line < p.line; ++line) {
      at = f->text.find('\n', at) + 1;
    }
    CHECK(f->text.compare(at, p.source.size(), p.source) == 0);
    CHECK(p.source.compare(0, p.name.size() + 1, p.name + " ") == 0);
  }
}

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

TEST_CASE("bnf reader: RFC 2045's notation, whose prose a later file must read") {
  const std::string rfc2045 = "; RFC 2045 notation\n";
  const std::string text = rfc2045 +
                           "value := token / quoted\n"
                           "token := 1*<any (US-ASCII) CHAR except SPACE, CTLs,\n"
                           "            or tspecials>\n"
                           "quoted := <\"> *( \"a\" / [ \"b\" ] ) <\">  ; a comment\n"
                           "t := \"\\\" / <\">\n"
                           "     \"/\"\n";
  const std::string reading = "; its reading, in RFC 2396 notation\ntoken = 1*( \"x\" | \"%78\" )\n";
  const auto m = read("test", {{"test.bnf", text}, {"reading.bnf", reading}});
  CHECK(definition(m, "Value") == "(token | quoted)");
  CHECK(definition(m, "quoted") == R"((""" {0,* ("a" | {0,1 "b"})} """))");
  // Printed without a "/" between <"> and "/" (as RFC 2045's tspecials):
  // read as written, a sequence.
  CHECK(definition(m, "t") == R"(("\" | (""" "/")))");
  CHECK(definition(m, "token") == R"({1,* ("x" | "%78")})");
  CHECK(m.find("token")->file == "reading.bnf");
  CHECK(m.find("value")->source == "value := token / quoted");
  CHECK(error_of(text) ==
        "test.bnf:3:12: token holds a prose value, which has no reading in the model, and no later file of grammar "
        "test replaces it with one");
  CHECK(error_of(rfc2045 + "a := <x\n") == "test.bnf:2:6: this prose value is never closed: expected '>'");
  CHECK(error_of(rfc2045 + "a = \"x\"\n") == "test.bnf:2:1: expected a production 'name = definition' or a comment");
  CHECK(error_of(rfc2396 + "a := \"x\"\n") == "test.bnf:2:1: expected a production 'name = definition' or a comment");
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
       "test.bnf:1:1: names none of RFC 1630, RFC 1738, RFC 2045, RFC 2396 and RFC 5234, so its notation is unknown"},
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

  const auto& rfc1808_model = model_of("1808");
  CHECK(rfc1808_model.find("generic-RL")->line == 10);
  CHECK(definition(rfc1808_model, "punctuation") == R"(("<" | ">" | "#" | "%" | """))");
  CHECK(definition(rfc1808_model, "absoluteURL") == R"((generic-RL | (scheme ":" {0,* (uchar | reserved)})))");
  CHECK(rfc1808_model.used_by("relativeURL") == std::vector<std::string>{"URL", "generic-RL"});

  CHECK(definition(model_of("1630"), "national") == R"(("{" | "}" | "|" | "[" | "]" | "\" | "^" | "~"))");
  CHECK(&model_of("1630") == &model_of("1630"));
  CHECK_THROWS_AS(model_of("9999"), std::invalid_argument);
  CHECK(grammar_file("rfc1738.bnf")->substr(0, 12) == "; RFC 1738, ");
  CHECK_FALSE(grammar_file("rfc3986.bnf").has_value());
}

TEST_CASE("bnf reader: a header of any length is read in linear time, without recursion") {
  // std::regex recursed once per character here, and overflowed the stack.
  const std::string spaces(50000, ' ');
  CHECK(definition(read_one("; RFC" + spaces + "2396\na = \"x\"\n"), "a") == R"("x")");
  CHECK(error_of("; RFC" + spaces + "\na = \"x\"\n") ==
        "test.bnf:1:1: names none of RFC 1630, RFC 1738, RFC 2045, RFC 2396 and RFC 5234, so its notation is unknown");
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

TEST_CASE("bnf reader: RFC 5234 ABNF") {
  const auto m = read_one(abnf +
                          "a = b / \"Ab\" %x41 %X0d.0A / %d65-67 / %b1000001 ; a comment\n"
                          "  / *c 1*2c 3c *4c [ c ] ( c / \"-\" ) <c>\n"
                          "B = 0<c>\n"
                          "c = \"x\"\n"
                          "c =/ \"y\" / \"z\"\n"
                          "   ; an indented comment belongs to the rule\n"
                          "\n"
                          "; a comment in column 1 does not\n"
                          "d = %x30-32 / %x7F-7F / \"\" /\n"
                          "    \"\"\n");
  CHECK(definition(m, "a") ==
        "(B | (\"Ab\"i \"A\" \"\r\n\") | \"A\" | \"B\" | \"C\" | \"A\" | "
        "({0,* c} {1,2 c} {3,3 c} {0,4 c} {0,1 c} (c | \"-\") c))");
  CHECK(definition(m, "b") == "{0,0 c}");
  CHECK(definition(m, "C") == R"(("x"i | "y"i | "z"i))");
  CHECK(definition(m, "d") == "(\"0\" | \"1\" | \"2\" | \"\x7f\" | \"\" | \"\")");
  // Only a string with a letter is caseless: "-" is the same literal in
  // every notation.
  CHECK_FALSE(m.find("a")->definition.items[6].items[5].items[1].caseless);
  CHECK(m.find("c")->source == "c = \"x\"\nc =/ \"y\" / \"z\"\n   ; an indented comment belongs to the rule");
  CHECK(m.find("c")->line == 5);
  CHECK(m.find("a")->source ==
        "a = b / \"Ab\" %x41 %X0d.0A / %d65-67 / %b1000001 ; a comment\n"
        "  / *c 1*2c 3c *4c [ c ] ( c / \"-\" ) <c>");
  CHECK(m.ignore_case);
  CHECK(m.used_by("c") == std::vector<std::string>{"a", "B"});

  SUBCASE("a white-space-only line continues a rule, CRLF line ends, a last line without one") {
    const auto crlf = read_one("; RFC 5234\r\na = \"x\"\r\n \r\n  / b\r\nb = %x79 ; end");
    CHECK(definition(crlf, "a") == R"(("x"i | b))");
    CHECK(crlf.find("a")->source == "a = \"x\"\r\n \r\n  / b");
    CHECK(crlf.find("b")->source == "b = %x79 ; end");
  }
  SUBCASE("=/ adds to a rule of an earlier file") {
    const auto added = read("g", {{"base.abnf", abnf + "a = \"x\"\n"}, {"more.abnf", "; RFC 9999\nA =/ %x79\n"}});
    CHECK(definition(added, "a") == R"(("x"i | "y"))");
    CHECK(added.find("a")->file == "base.abnf");
    CHECK(added.find("a")->source == "a = \"x\"\nA =/ %x79");
  }
}

TEST_CASE("bnf reader: every ABNF error names the file, line and column, and what was expected") {
  const std::string end_of_rule =
      "expected an element, '/' or the end of the rule (white space separates elements, '/' alternatives)";
  const std::string no_rule =
      "expected a rule 'name = elements' in column 1 or a comment; an indented line continues a rule, but not past an "
      "empty line or a comment in column 1";
  const std::vector<std::pair<std::string, std::string>> cases{
      {"a = b | c\n", "test.bnf:2:7: " + end_of_rule},
      {"a = \"x\"\"y\"\n", "test.bnf:2:8: " + end_of_rule},
      {"a = \"x\n",
       "test.bnf:2:5: this string is never closed: expected '\"' on its line (a string holds printable US-ASCII and "
       "spaces)"},
      {"a = \"x\ty\"\n",
       "test.bnf:2:5: this string is never closed: expected '\"' on its line (a string holds printable US-ASCII and "
       "spaces)"},
      {"a = <b\n",
       "test.bnf:2:5: this prose value is never closed: expected '>' on its line (it holds printable US-ASCII and "
       "spaces)"},
      {"a = <any text>\n",
       "test.bnf:2:5: the prose value <any text> names no rule, and prose has no reading in the model"},
      {"a = %\n", "test.bnf:2:5: expected b, d or x and digits after '%'"},
      {"a = %q41\n", "test.bnf:2:5: expected b, d or x and digits after '%'"},
      {"a = %x110000\n", "test.bnf:2:5: %x110000 holds a value above 10FFFF, which is no UCS code point"},
      {"a = %d1114112\n", "test.bnf:2:5: %d1114112 holds a value above 10FFFF, which is no UCS code point"},
      {"a = %x41.110000\n", "test.bnf:2:5: %x41.110000 holds a value above 10FFFF, which is no UCS code point"},
      {"a = %x0-110000\n", "test.bnf:2:5: %x0-110000 holds a value above 10FFFF, which is no UCS code point"},
      {"a = %xD800\n", "test.bnf:2:5: %xD800 is a surrogate code point, which UTF-8 does not encode"},
      {"a = %x41.DFFF\n", "test.bnf:2:5: %x41.DFFF is a surrogate code point, which UTF-8 does not encode"},
      {"a = %x5A-41\n", "test.bnf:2:5: the range %x5A-41 is empty"},
      {"a = %x41-\n", "test.bnf:2:9: " + end_of_rule},
      {"a = 2 \"x\"\n", "test.bnf:2:5: expected what this repetition repeats, right after it"},
      {"a = 3*2\"x\"\n", "test.bnf:2:5: repetition 3*2 can never match"},
      {"a \"x\"\n", "test.bnf:2:3: expected '=' or '=/' after the rule name"},
      {"a\n= \"x\"\n", "test.bnf:2:2: expected '=' or '=/' after the rule name"},
      {"b =/ \"x\"\n", "test.bnf:2:1: b =/ adds alternatives to a rule, but no rule b is defined before it"},
      {"a = \"x\"\nA = \"y\"\n", "test.bnf:3:1: A is defined twice"},
      {"a = \"x\" /\n", "test.bnf:2:10: an empty alternative"},
      {"a = \"x\" / / \"y\"\n", "test.bnf:2:11: an empty alternative"},
      {"a = ( )\n", "test.bnf:2:5: nothing inside the brackets"},
      {"a = [ ]\n", "test.bnf:2:5: nothing inside the brackets"},
      {"a = ( \"x\"\n", "test.bnf:2:5: this '(' is never closed: expected ')'"},
      {"a = [ \"x\" )\n", "test.bnf:2:5: this '[' is never closed: expected ']'"},
      {"a =\n", "test.bnf:2:1: empty definition of a"},
      {"a = b\n", "test.bnf:2:5: b is used but no production of grammar test defines it"},
      {"a = \"x\"\n\n  / \"y\"\n", "test.bnf:4:3: " + no_rule},
      {"a = \"x\"\n; a comment in column 1\n  / \"y\"\n", "test.bnf:4:3: " + no_rule},
      {"  a = \"x\"\n", "test.bnf:2:3: " + no_rule},
      {"1a = \"x\"\n", "test.bnf:2:1: " + no_rule},
      {"a_b = \"x\"\n", "test.bnf:2:2: expected '=' or '=/' after the rule name"},
      {"a = " + std::string(100, '(') + "\"x\"" + std::string(100, ')') + "\n",
       "test.bnf:2:71: brackets nested too deeply"},
  };
  for (const auto& [text, error] : cases) {
    CAPTURE(text);
    CHECK(error_of(abnf + text) == error);
  }
  // A value of a megabyte is refused after its first 24 characters.
  CHECK(error_of(abnf + "a = %x" + std::string(1000000, 'F') + "\n") ==
        "test.bnf:2:5: %xFFFFFFFFFFFFFFFFFFFFFF... holds a value above 10FFFF, which is no UCS code point");
}

TEST_CASE("bnf reader: hostile ABNF reads in linear time, without recursion per character") {
  const std::string spaces(100000, ' ');
  const std::string megabyte(1 << 20, 'x');
  CHECK(definition(read_one(abnf + "a =" + spaces + "\"x\"" + spaces + "/" + spaces + "%x79" + spaces + "\n"), "a") ==
        R"(("x"i | "y"))");
  CHECK(definition(read_one(abnf + "a = \"x\" ;" + megabyte + "\n;" + megabyte + "\n"), "a") == R"("x"i)");
  CHECK(definition(read_one(abnf + "a = \"" + megabyte + "\"\n"), "a").size() == megabyte.size() + 3);
  CHECK(definition(read_one(abnf + "a = %x" + std::string(1 << 20, '0') + "41\n"), "a") == R"("A")");
  std::string lines = abnf + "a = \"x\"";
  std::string alternatives = abnf + "a = \"x\"";
  std::string rules = abnf;
  for (int i = 0; i < 50000; ++i) {
    lines += "\n ";
    alternatives += " / \"x\"";
    rules += "r" + std::to_string(i) + " = r" + std::to_string(i + 1) + "\n";
  }
  rules += "r50000 = \"x\"\n";
  CHECK(definition(read_one(lines + "\n"), "a") == R"("x"i)");
  CHECK(read_one(alternatives + "\n").find("a")->definition.items.size() == 50001);
  CHECK(read_one(rules).productions.size() == 50001);
  CHECK(error_of(abnf + "a = \"x\"" + spaces + "|\n") ==
        "test.bnf:2:100008: expected an element, '/' or the end of "
        "the rule (white space separates elements, '/' alternatives)");
}

TEST_CASE("bnf reader: RFC 1808 Section 2.2, every production, in RFC 2396's notation") {
  const std::vector<source_file> files{embedded("rfc1808.bnf")};
  const auto m = read("1808", files);
  CHECK(names(m) == std::vector<std::string>{"URL",      "absoluteURL", "generic-RL", "relativeURL", "net_path",
                                             "abs_path", "rel_path",    "path",       "fsegment",    "segment",
                                             "params",   "param",       "scheme",     "net_loc",     "query",
                                             "fragment", "pchar",       "uchar",      "unreserved",  "escape",
                                             "hex",      "alpha",       "lowalpha",   "hialpha",     "digit",
                                             "safe",     "extra",       "national",   "reserved",    "punctuation"});
  CHECK(m.productions.size() == 30);
  CHECK(m.ignore_case);
  check_sources(m, files);
  CHECK(m.find("URL")->line == 6);
  CHECK(m.find("punctuation")->line == 53);
  const std::vector<std::pair<std::string, std::string>> forms{
      {"URL", R"(((absoluteURL | relativeURL) {0,1 ("#" fragment)}))"},
      {"absoluteURL", R"((generic-RL | (scheme ":" {0,* (uchar | reserved)})))"},
      {"relativeURL", "(net_path | abs_path | rel_path)"},
      {"net_path", R"(("//" net_loc {0,1 abs_path}))"},
      {"abs_path", R"(("/" rel_path))"},
      {"rel_path", R"(({0,1 path} {0,1 (";" params)} {0,1 ("?" query)}))"},
      {"path", R"((fsegment {0,* ("/" segment)}))"},
      {"fsegment", "{1,* pchar}"},
      {"params", R"((param {0,* (";" param)}))"},
      {"scheme", R"({1,* (alpha | digit | "+" | "-" | ".")})"},
      {"net_loc", R"({0,* (pchar | ";" | "?")})"},
      {"escape", R"(("%" hex hex))"},
      {"hex", R"((digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"))"},
      {"punctuation", R"(("<" | ">" | "#" | "%" | """))"},
  };
  for (const auto& [name, form] : forms) {
    CAPTURE(name);
    CHECK(definition(m, name) == form);
  }
  CHECK(m.find("lowalpha")->definition.items.size() == 26);
  CHECK(m.find("url") == m.find("URL"));
}

TEST_CASE("bnf reader: ABNF's terminals are characters: a value beyond US-ASCII is a code point in UTF-8") {
  const auto m = read_one(abnf +
                          "a = %xE9 / %x41.E9.10FFFF / %d233\n"
                          "b = %xA0-D7FF / %x10000-1FFFD / %x7F-80 / %x0-10FFFF / %xE9-E9\n"
                          "c = %x30-39 / %x7E-7F\n");
  // A value is one literal of its UTF-8 octets (RFC 3629).
  CHECK(definition(m, "a") == "(\"\xC3\xA9\" | \"A\xC3\xA9\xF4\x8F\xBF\xBF\" | \"\xC3\xA9\")");
  // A range that reaches beyond US-ASCII is one of code points; a range
  // that holds the surrogates is read (their UTF-8 never occurs).
  CHECK(definition(m, "b") == "([160-55295] | [65536-131069] | [127-128] | [0-1114111] | [233-233])");
  // Within US-ASCII, a range stays the alternation of its octets.
  CHECK(definition(m, "c") == "(\"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\" | \"~\" | \"\x7f\")");
}

TEST_CASE("bnf reader: RFC 3987 Section 2.2 with RFC 5234's core rules") {
  const std::vector<source_file> files{embedded("rfc3987.abnf"), embedded("rfc5234-core.abnf")};
  const auto m = read("3987", files);
  const std::vector<std::string> section_2_2{
      "IRI",           "ihier-part",     "IRI-reference",  "absolute-IRI",   "irelative-ref", "irelative-part",
      "iauthority",    "iuserinfo",      "ihost",          "ireg-name",      "ipath",         "ipath-abempty",
      "ipath-absolute", "ipath-noscheme", "ipath-rootless", "ipath-empty",    "isegment",      "isegment-nz",
      "isegment-nz-nc", "ipchar",        "iquery",         "ifragment",      "iunreserved",   "ucschar",
      "iprivate",      "scheme",         "port",           "IP-literal",     "IPvFuture",     "IPv6address",
      "h16",           "ls32",           "IPv4address",    "dec-octet",      "pct-encoded",   "unreserved",
      "reserved",      "gen-delims",     "sub-delims"};
  auto expected_names = section_2_2;
  expected_names.insert(expected_names.end(), {"ALPHA", "DIGIT", "HEXDIG"});
  CHECK(names(m) == expected_names);
  check_sources(m, files);
  CHECK(definition(m, "ucschar") ==
        "([160-55295] | [63744-64975] | [65008-65519] | [65536-131069] | [131072-196605] | [196608-262141] | "
        "[262144-327677] | [327680-393213] | [393216-458749] | [458752-524285] | [524288-589821] | "
        "[589824-655357] | [655360-720893] | [720896-786429] | [786432-851965] | [851968-917501] | "
        "[921600-983037])");
  CHECK(definition(m, "iprivate") == "([57344-63743] | [983040-1048573] | [1048576-1114109])");
  CHECK(definition(m, "iquery") == R"({0,* (ipchar | iprivate | "/" | "?")})");
  CHECK(definition(m, "irelative-part") ==
        R"((("//" iauthority ipath-abempty) | ipath-absolute | ipath-noscheme | ipath-empty))");
  CHECK(definition(m, "ipath-empty") == "{0,0 ipchar}");
  // The RFC's page break inside irelative-part is gone; the line keeps the
  // RFC's own indentation.
  CHECK(m.find("irelative-part")->source ==
        "irelative-part = \"//\" iauthority ipath-abempty\n"
        "                    / ipath-absolute\n"
        "               / ipath-noscheme\n"
        "               / ipath-empty");
}

TEST_CASE("bnf reader: RFC 3986 Appendix A with RFC 5234's core rules, and RFC 6874's amendment") {
  const std::vector<source_file> files{embedded("rfc3986.abnf"), embedded("rfc5234-core.abnf")};
  const auto m = read("3986", files);
  const std::vector<std::string> appendix_a{
      "URI",        "hier-part",   "URI-reference", "absolute-URI",  "relative-ref",  "relative-part",
      "scheme",     "authority",   "userinfo",      "host",          "port",          "IP-literal",
      "IPvFuture",  "IPv6address", "h16",           "ls32",          "IPv4address",   "dec-octet",
      "reg-name",   "path",        "path-abempty",  "path-absolute", "path-noscheme", "path-rootless",
      "path-empty", "segment",     "segment-nz",    "segment-nz-nc", "pchar",         "query",
      "fragment",   "pct-encoded", "unreserved",    "reserved",      "gen-delims",    "sub-delims"};
  REQUIRE(appendix_a.size() == 36);
  auto expected_names = appendix_a;
  expected_names.insert(expected_names.end(), {"ALPHA", "DIGIT", "HEXDIG"});
  CHECK(names(m) == expected_names);
  CHECK(std::count_if(m.productions.begin(), m.productions.end(),
                      [](const production& p) { return p.file == "rfc3986.abnf"; }) == 36);
  check_sources(m, files);
  CHECK(m.ignore_case);
  CHECK(m.find("uri-reference")->name == "URI-reference");

  const std::vector<std::pair<std::string, std::string>> forms{
      {"URI", R"((scheme ":" hier-part {0,1 ("?" query)} {0,1 ("#" fragment)}))"},
      {"hier-part", R"((("//" authority path-abempty) | path-absolute | path-rootless | path-empty))"},
      {"scheme", R"((ALPHA {0,* (ALPHA | DIGIT | "+" | "-" | ".")}))"},
      {"authority", R"(({0,1 (userinfo "@")} host {0,1 (":" port)}))"},
      {"port", "{0,* DIGIT}"},
      {"IP-literal", R"(("[" (IPv6address | IPvFuture) "]"))"},
      {"IPvFuture", R"(("v"i {1,* HEXDIG} "." {1,* (unreserved | sub-delims | ":")}))"},
      {"IPv6address", R"((({6,6 (h16 ":")} ls32) | ("::" {5,5 (h16 ":")} ls32) | )"
                      R"(({0,1 h16} "::" {4,4 (h16 ":")} ls32) | )"
                      R"(({0,1 ({0,1 (h16 ":")} h16)} "::" {3,3 (h16 ":")} ls32) | )"
                      R"(({0,1 ({0,2 (h16 ":")} h16)} "::" {2,2 (h16 ":")} ls32) | )"
                      R"(({0,1 ({0,3 (h16 ":")} h16)} "::" h16 ":" ls32) | )"
                      R"(({0,1 ({0,4 (h16 ":")} h16)} "::" ls32) | )"
                      R"(({0,1 ({0,5 (h16 ":")} h16)} "::" h16) | )"
                      R"(({0,1 ({0,6 (h16 ":")} h16)} "::")))"},
      {"h16", "{1,4 HEXDIG}"},
      {"ls32", R"(((h16 ":" h16) | IPv4address))"},
      {"IPv4address", R"((dec-octet "." dec-octet "." dec-octet "." dec-octet))"},
      {"dec-octet", R"((DIGIT | (("1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9") DIGIT) | )"
                    R"(("1" {2,2 DIGIT}) | ("2" ("0" | "1" | "2" | "3" | "4") DIGIT) | )"
                    R"(("25" ("0" | "1" | "2" | "3" | "4" | "5"))))"},
      {"path-empty", "{0,0 pchar}"},
      {"segment-nz-nc", R"({1,* (unreserved | pct-encoded | sub-delims | "@")})"},
      {"pct-encoded", R"(("%" HEXDIG HEXDIG))"},
      {"sub-delims", R"x(("!" | "$" | "&" | "'" | "(" | ")" | "*" | "+" | "," | ";" | "="))x"},
      {"DIGIT", R"(("0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"))"},
      {"HEXDIG", R"((DIGIT | "A"i | "B"i | "C"i | "D"i | "E"i | "F"i))"},
  };
  for (const auto& [name, form] : forms) {
    CAPTURE(name);
    CHECK(definition(m, name) == form);
  }
  CHECK(m.find("IPv6address")->definition.items.size() == 9);
  const auto& alpha = m.find("ALPHA")->definition;
  REQUIRE(alpha.items.size() == 52);
  CHECK(std::none_of(alpha.items.begin(), alpha.items.end(), [](const expr& e) { return e.caseless; }));
  CHECK(show(alpha.items[0]) + show(alpha.items[25]) + show(alpha.items[26]) + show(alpha.items[51]) ==
        R"("A""Z""a""z")");
  CHECK(m.find("segment-nz-nc")->source ==
        "segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )\n"
        "              ; non-zero-length segment without any colon \":\"");
  CHECK(m.find("DIGIT")->source == "DIGIT          =  %x30-39\n                       ; 0-9");
  CHECK(m.find("DIGIT")->file == "rfc5234-core.abnf");
  CHECK(m.used_by("pchar") == std::vector<std::string>{"path-empty", "segment", "segment-nz", "query", "fragment"});

  SUBCASE("RFC 6874 replaces IP-literal in place and adds ZoneID and IPv6addrz") {
    auto amended_files = files;
    amended_files.push_back(embedded("rfc6874.abnf"));
    const auto amended = read("3986+6874", amended_files);
    auto amended_names = expected_names;
    amended_names.insert(amended_names.end(), {"ZoneID", "IPv6addrz"});
    CHECK(names(amended) == amended_names);
    check_sources(amended, amended_files);
    const auto& literal = amended.productions[11];
    CHECK(literal.name == "IP-literal");
    CHECK(literal.file == "rfc6874.abnf");
    CHECK(literal.line == 5);
    CHECK(show(literal.definition) == R"(("[" (IPv6address | IPv6addrz | IPvFuture) "]"))");
    CHECK(definition(amended, "ZoneID") == "{1,* (unreserved | pct-encoded)}");
    CHECK(definition(amended, "IPv6addrz") == R"((IPv6address "%25" ZoneID))");
  }
}
