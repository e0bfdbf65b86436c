// RFC 1630, "FTP" (see also RFC 959), and the Andrew File System address
// the URL BNF keeps "as historical note".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// formcode               N | T | C
struct formcode : pegtl::sor<literal<'N'>, literal<'T'>, literal<'C'>> {};

// ftptype                A formcode | E formcode | I | L digits
// RFC 959's TYPE argument with its space omitted ("Data type").
struct ftptype
    : pegtl::sor<pegtl::seq<literal<'A'>, formcode>, pegtl::seq<literal<'E'>, formcode>, literal<'I'>,
                 pegtl::seq<literal<'L'>, digits>> {};

// ftpaddress             f t p : / / login / path [  ftptype ]
// Read as "f t p : / / login / path [ ; t y p e = ftptype ]"
// (grammar/rfc1630-url-errata.bnf): "Data type" gives the type as the
// suffix ";type=<type-code>". A path never holds ";", so it ends there.
struct ftpaddress
    : pegtl::seq<literal<'f', 't', 'p', ':', '/', '/'>, login, literal<'/'>, path,
                 pegtl::opt<literal<';', 't', 'y', 'p', 'e', '='>, ftptype>> {};

// afsaddress             a f s : / / cellname / path
// "left in as historical note, but is not a url production".
struct afsaddress : pegtl::seq<literal<'a', 'f', 's', ':', '/', '/'>, cellname, literal<'/'>, path> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
