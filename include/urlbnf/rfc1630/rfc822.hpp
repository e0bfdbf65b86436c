// The productions RFC 1630 uses but does not define (grammar/rfc1630-imports.bnf):
// RFC 822's addr-spec (Section 6.1) with the lexical tokens it needs
// (Section 3.3), without linear-white-space or CTLs, which a URL never
// holds unencoded ("Unsafe characters"); and the MIME content-identifier.
#pragma once

#include <urlbnf/rfc1630/characters.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// atom           = 1*( alpha | digit | "!" | "#" | "$" | "%" | "&" | "'" | "*" |
//                      "+" | "-" | "/" | "=" | "?" | "^" | "_" | "`" | "{" |
//                      "|" | "}" | "~" )
struct atom
    : pegtl::plus<pegtl::sor<alpha, digit, literals<'!', '#', '$', '%', '&', '\'', '*', '+', '-', '/', '=', '?', '^',
                                                    '_', '`', '{', '|', '}', '~'>>> {};

// qtext          = alpha | digit | "!" | "#" | "$" | "%" | "&" | "'" | "(" |
//                  ")" | "*" | "+" | "," | "-" | "." | "/" | ":" | ";" | "<" |
//                  "=" | ">" | "?" | "@" | "[" | "]" | "^" | "_" | "`" | "{" |
//                  "|" | "}" | "~"
struct qtext
    : pegtl::sor<alpha, digit, literals<'!', '#', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/', ':',
                                        ';', '<', '=', '>', '?', '@', '[', ']', '^', '_', '`', '{', '|', '}', '~'>> {};

// dtext          = alpha | digit | "!" | <"> | "#" | "$" | "%" | "&" | "'" |
//                  "(" | ")" | "*" | "+" | "," | "-" | "." | "/" | ":" | ";" |
//                  "<" | "=" | ">" | "?" | "@" | "^" | "_" | "`" | "{" | "|" |
//                  "}" | "~"
struct dtext
    : pegtl::sor<alpha, digit, literals<'!', '"', '#', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/',
                                        ':', ';', '<', '=', '>', '?', '@', '^', '_', '`', '{', '|', '}', '~'>> {};

// quoted-pair    = "\" ( qtext | <"> | "\" )
struct quoted_pair : pegtl::seq<literal<'\\'>, pegtl::sor<qtext, literal<'"'>, literal<'\\'>>> {};

// quoted-string  = <"> *( qtext | quoted-pair ) <">
struct quoted_string : pegtl::seq<literal<'"'>, pegtl::star<pegtl::sor<qtext, quoted_pair>>, literal<'"'>> {};

// domain-literal = "[" *( dtext | quoted-pair ) "]"
struct domain_literal : pegtl::seq<literal<'['>, pegtl::star<pegtl::sor<dtext, quoted_pair>>, literal<']'>> {};

// word           = atom | quoted-string
struct word : pegtl::sor<atom, quoted_string> {};

// domain-ref     = atom
struct domain_ref : pegtl::seq<atom> {};

// sub-domain     = domain-ref | domain-literal
struct sub_domain : pegtl::sor<domain_ref, domain_literal> {};

// domain         = sub-domain *( "." sub-domain )
struct domain : pegtl::seq<sub_domain, pegtl::star<literal<'.'>, sub_domain>> {};

// local-part     = word *( "." word )
struct local_part : pegtl::seq<word, pegtl::star<literal<'.'>, word>> {};

// addr-spec      = local-part "@" domain
struct addr_spec : pegtl::seq<local_part, literal<'@'>, domain> {};

// content-identifier = addr-spec
struct content_identifier : pegtl::seq<addr_spec> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
