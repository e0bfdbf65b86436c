// Boost.URL's sources are compiled here, once for the program, with the
// benchmark's own flags.
#include <boost/url/src.hpp>

#include "peers.hpp"

namespace urlbnf_bench {

bool boost_url_uri_reference(std::string_view input) noexcept {
  return boost::urls::parse_uri_reference(input).has_value();
}

}  // namespace urlbnf_bench
