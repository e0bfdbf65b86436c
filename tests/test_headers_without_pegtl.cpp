// The headers a program includes to check, parse, resolve, normalize,
// split, extract or explain URLs, and to read and draw from the BNF files,
// do not include PEGTL: a user who only validates
// compiles none of it. The PEGTL rules stay public in grammar.hpp and its
// parts, for those who compose them. This file does not compile when one
// of these headers pulls PEGTL in.
#include <doctest/doctest.h>

#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/derivation.hpp>
#include <urlbnf/extract.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1738/semantics.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc2396/split.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc2397/ast.hpp>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/rfc3987/ast.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <urlbnf/rfc3987/mapping.hpp>
#include <urlbnf/rfc3987/normalize.hpp>
#include <urlbnf/rfc3987/resolve.hpp>
#include <urlbnf/rfc3987/utf8.hpp>
#include <urlbnf/text.hpp>

#ifdef TAO_PEGTL_VERSION
#error "a header for checking or parsing URLs includes PEGTL"
#endif

TEST_CASE("headers without PEGTL: check and parse compile and run without it") {
  CHECK(urlbnf::rfc2396::check("http://a/b").valid);
  CHECK(urlbnf::rfc1738::ast::parse("ftp://h/p").verdict.valid);
  CHECK(urlbnf::rfc3987::to_uri("http://h/\xC3\xA9") == "http://h/%C3%A9");
}
