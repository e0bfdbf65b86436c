// The schemes RFC 1738 gives a production of their own. Private to the
// library.
#pragma once

#include "../scheme_table.hpp"

namespace urlbnf::rfc1738 {

// Section 3: the schemes RFC 1738 defines, and the production of each, the
// most used first.
inline constexpr detail::scheme_table<10> predefined_schemes{{{{"http", "httpurl"},
                                                               {"ftp", "ftpurl"},
                                                               {"mailto", "mailtourl"},
                                                               {"file", "fileurl"},
                                                               {"news", "newsurl"},
                                                               {"gopher", "gopherurl"},
                                                               {"telnet", "telneturl"},
                                                               {"wais", "waisurl"},
                                                               {"prospero", "prosperourl"},
                                                               {"nntp", "nntpurl"}}}};
static_assert(predefined_schemes.well_formed());

}  // namespace urlbnf::rfc1738
