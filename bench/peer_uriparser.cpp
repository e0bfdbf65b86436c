#include <uriparser/Uri.h>

#include "peers.hpp"

namespace urlbnf_bench {

bool uriparser_uri_reference(std::string_view input) noexcept {
  UriUriA uri;
  const char* error = nullptr;
  if (uriParseSingleUriExA(&uri, input.data(), input.data() + input.size(), &error) != URI_SUCCESS) return false;
  uriFreeUriMembersA(&uri);
  return true;
}

}  // namespace urlbnf_bench
