// The PEGTL shape printer (urlbnf/shape.hpp): each combinator's rendering,
// precedence and grouping, and the shapes the registry gives per production.
#include <doctest/doctest.h>

#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1738/grammar.hpp>
#include <urlbnf/rfc2396/grammar.hpp>
#include <urlbnf/shape.hpp>

namespace {

namespace pegtl = tao::pegtl;
using urlbnf::pegtl_shape;

// Combinators the grammars do not use today, with unnamed operands.
struct a_or_b : pegtl::one<'a', 'b'> {};
struct range_list : pegtl::ranges<'a', 'f', '0', '9', '_'> {};
struct at_most_two : pegtl::rep_opt<2, pegtl::one<'x'>, pegtl::one<'y'>> {};
struct quote_then_tab : pegtl::string<'"', '\t'> {};
struct case_free : pegtl::istring<'a', 'b'> {};
struct ended : pegtl::seq<pegtl::string<'a', 'b'>, pegtl::eof> {};

}  // namespace

TEST_CASE("RFC 1738's reshaped label and hostname rules render exactly") {
  using namespace urlbnf::rfc1738;
  CHECK(pegtl_shape<domainlabel>() == R"(alphadigit *( *"-" alphadigit ))");
  CHECK(pegtl_shape<hostname>() == R"(*( domainlabel "." &alphadigit ) toplabel)");
  CHECK(pegtl_shape<schemepart>() == "ip-schemepart !xchar / *xchar");
  CHECK(pegtl_shape<scheme>() == R"(1*( lowalpha / digit / "+" / "-" / "." / <if --fold-scheme-case> hialpha ))");
  CHECK(pegtl_shape<ftpurl>() == R"("ftp://" login [ "/" fpath [ ";type=" ftptype ] ])");
  CHECK(
      pegtl_shape<gopherurl>() ==
      R"("gopher://" hostport [ "/" [ gtype ( selector [ "%09" search [ "%09" gopher+_string ] ] !xchar / selector ) ] ])");
}

TEST_CASE("character classes: ranges, sets, and the double quote as the RFCs write it") {
  using namespace urlbnf::rfc1738;
  CHECK(pegtl_shape<lowalpha>() == R"("a".."z")");
  CHECK(pegtl_shape<hex>() == R"(digit / "A".."F" / "a".."f")");
  CHECK(pegtl_shape<punctuation>() == R"("<" / ">" / "#" / "%" / <">)");
  CHECK(pegtl_shape<escape>() == R"("%" hex hex)");
}

TEST_CASE("a rule that is another production is shown by that production's name, a production's own rule expanded") {
  using namespace urlbnf::rfc1738;
  CHECK(pegtl_shape<port>() == "digits");
  CHECK(pegtl_shape<otherurl>() == "genericurl");
  CHECK(pegtl_shape<digits>() == "1*digit");
}

TEST_CASE("RFC 2732: bounded repetition, lookahead after a repetition, the reading switch and the custom matcher") {
  using namespace urlbnf::rfc2732;
  CHECK(pegtl_shape<hex4>() == "1*4hex");
  CHECK(pegtl_shape<hexseq>() == R"(hex4 *( ":" hex4 !"." ))");
  CHECK(pegtl_shape<hexpart>() == R"(hexseq "::" [ hexseq ] / hexseq / "::" [ hexseq ])");
  CHECK(pegtl_shape<IPv6address>() ==
        "<if --ipv6-text-forms> <an RFC 2373 \xC2\xA7"
        "2.2 text form> / !<if --ipv6-text-forms> hexpart [ \":\" IPv4address ]");
}

TEST_CASE(
    "grouping: an alternation inside a sequence or a repetition is parenthesized, a sequence only in a repetition") {
  using namespace urlbnf::rfc2396;
  CHECK(pegtl_shape<hier_part<grammar_2396>>() == R"(( net_path / abs_path ) [ "?" query ])");
  CHECK(pegtl_shape<URI_reference<grammar_2396>>() == R"([ absoluteURI / relativeURI ] [ "#" fragment ])");
  CHECK(pegtl_shape<segment>() == R"(*pchar *( ";" param ))");
}

TEST_CASE("the other PEGTL combinators") {
  CHECK(pegtl_shape<a_or_b>() == R"("a" / "b")");
  CHECK(pegtl_shape<pegtl::star<a_or_b>>() == R"(*( "a" / "b" ))");
  CHECK(pegtl_shape<range_list>() == R"("a".."f" / "0".."9" / "_")");
  CHECK(pegtl_shape<at_most_two>() == R"(*2( "x" "y" ))");
  CHECK(pegtl_shape<quote_then_tab>() == "<\"> %x09");
  CHECK(pegtl_shape<case_free>() == R"(%i"ab")");
  CHECK(pegtl_shape<ended>() == R"("ab" <end of input>)");
  CHECK(pegtl_shape<pegtl::opt<pegtl::success>>() == "[ <empty> ]");
}

TEST_CASE("the registry gives each production's shape and reshaped note") {
  const auto* g = urlbnf::find_grammar("1738");
  REQUIRE(g != nullptr);
  CHECK(g->shape("port") == "digits");
  CHECK(g->shape("no-such-production").empty());
  CHECK(g->find_production("waisurl")->reshaped.substr(0, 24) == "reordered longest first:");
  CHECK(g->find_production("host")->reshaped.empty());
  const auto* v6 = urlbnf::find_grammar("2396+2732");
  REQUIRE(v6 != nullptr);
  CHECK(v6->shape("ipv4ADDRESS") == R"(1*3digit "." 1*3digit "." 1*3digit "." 1*3digit)");
  CHECK_FALSE(v6->find_production("hexseq")->reshaped.empty());
}
