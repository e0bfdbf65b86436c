// The schemes RFC 1630's URL BNF gives a production of their own. Private
// to the library.
#pragma once

#include "../scheme_table.hpp"

namespace urlbnf::rfc1630 {

// The alternatives of url, by the scheme each spells.
inline constexpr detail::scheme_table<11> url_schemes{{{{"http", "httpaddress"},
                                                        {"ftp", "ftpaddress"},
                                                        {"news", "newsaddress"},
                                                        {"nntp", "nntpaddress"},
                                                        {"prospero", "prosperoaddress"},
                                                        {"telnet", "telnetaddress"},
                                                        {"gopher", "gopheraddress"},
                                                        {"wais", "waisaddress"},
                                                        {"mailto", "mailtoaddress"},
                                                        {"mid", "midaddress"},
                                                        {"cid", "cidaddress"}}}};
static_assert(url_schemes.well_formed());

}  // namespace urlbnf::rfc1630
