// The readings of an RFC 2396 authority: their names and their wording.
#include <urlbnf/rfc2396/ast.hpp>

namespace urlbnf::rfc2396::ast {

std::string_view name_of(authority_reading r) noexcept {
  switch (r) {
    case authority_reading::server:
      return "server";
    case authority_reading::server_and_reg_name:
      return "server_and_reg_name";
    case authority_reading::reg_name:
      return "reg_name";
  }
  return {};
}

std::string_view explanation(authority_reading r) noexcept {
  switch (r) {
    case authority_reading::server:
      return "server: the only reading (a reg_name has at least one character and no \"[\")";
    case authority_reading::server_and_reg_name:
      return "server: the text is both a server and a reg_name; Section 3.2 reads it as a server, the reading every "
             "server-based scheme needs";
    case authority_reading::reg_name:
      return "reg_name: the text is not [userinfo \"@\"] host [\":\" port] (Section 3.2.2), so it names a "
             "registry-based authority (Section 3.2.1)";
  }
  return {};
}

}  // namespace urlbnf::rfc2396::ast
