#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/uri.hpp>

#include "peers.hpp"

namespace urlbnf_peers {

bool pegtl_accepts(std::string_view input) {
  namespace pegtl = tao::pegtl;
  pegtl::memory_input in(input.data(), input.size(), "");
  try {
    return pegtl::parse<pegtl::seq<pegtl::uri::URI_reference, pegtl::eof>>(in);
  } catch (const pegtl::parse_error&) {
    return false;
  }
}

std::string pegtl_version() { return TAO_PEGTL_VERSION; }

}  // namespace urlbnf_peers
