#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/uri.hpp>

#include "peers.hpp"

namespace urlbnf_bench {

bool pegtl_uri_reference(std::string_view input) noexcept {
  namespace pegtl = tao::pegtl;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(input.data(), input.size(), "");
  try {
    return pegtl::parse<pegtl::seq<pegtl::uri::URI_reference, pegtl::eof>>(in);
  } catch (const pegtl::parse_error&) {
    return false;
  }
}

}  // namespace urlbnf_bench
