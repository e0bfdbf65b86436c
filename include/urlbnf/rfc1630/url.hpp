// RFC 1630, "BNF for specific URL schemes": the union of the schemes, and
// the prefixed form the IETF URI Working Group preferred in November 1993.
#pragma once

#include <urlbnf/rfc1630/ftp.hpp>
#include <urlbnf/rfc1630/gopher.hpp>
#include <urlbnf/rfc1630/http.hpp>
#include <urlbnf/rfc1630/mail.hpp>
#include <urlbnf/rfc1630/news.hpp>
#include <urlbnf/rfc1630/prospero.hpp>
#include <urlbnf/rfc1630/telnet.hpp>
#include <urlbnf/rfc1630/wais.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// url                    httpaddress | ftpaddress | newsaddress |
//                        nntpaddress | prosperoaddress | telnetaddress
//                        | gopheraddress | waisaddress |
//                        mailtoaddress  | midaddress | cidaddress
// Each alternative starts with its own scheme literal, none a prefix of
// another's, so at most one gets past its first literal: the order is free.
struct url
    : pegtl::sor<httpaddress, ftpaddress, newsaddress, nntpaddress, prosperoaddress, telnetaddress, gopheraddress,
                 waisaddress, mailtoaddress, midaddress, cidaddress> {};

// prefixedurl            u r l : url
struct prefixedurl : pegtl::seq<literal<'u', 'r', 'l', ':'>, url> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
