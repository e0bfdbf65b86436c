// What RFC 1738's prose says a URL means, beyond its syntax.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/rfc1738/ast.hpp>
#include <vector>

namespace urlbnf::rfc1738 {

// Sections 3.2-3.11: the port each predefined scheme uses when the URL
// names none (mailto, news and file have no port).
std::optional<unsigned> default_port(std::string_view scheme);

struct ftp_command {
  std::string verb;
  std::string argument;
};

// Sections 3.2.1 and 3.2.2: the FTP commands an ftp URL stands for. USER and
// PASS come first (anonymous FTP when the URL names no user), then one CWD
// per <cwd> segment, decoded (so "%2F" is a "/" inside one argument), then
// NLST <name> for ";type=d", or TYPE and RETR <name> otherwise.
std::vector<ftp_command> ftp_commands(const ast::ftpurl& url);

// A reading of the URL for people: its parts in the general form
// <scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag>,
// the defaults that apply, and the scheme's own interpretation.
std::string explain(const ast::url& url);

}  // namespace urlbnf::rfc1738
