// Boost.URL's sources are compiled here, once for the program (header-only).
#include <boost/url/src.hpp>
#include <boost/version.hpp>

#include "peers.hpp"

namespace urlbnf_peers {

bool boost_url_accepts(std::string_view input) { return boost::urls::parse_uri_reference(input).has_value(); }

std::optional<std::string> boost_url_resolve(std::string_view base, std::string_view reference) {
  const auto b = boost::urls::parse_uri(base);
  const auto r = boost::urls::parse_uri_reference(reference);
  if (!b || !r) {
    return std::nullopt;
  }
  boost::urls::url target;
  if (!boost::urls::resolve(*b, *r, target)) {
    return std::nullopt;
  }
  return std::string(target.buffer());
}

std::string boost_version() {
  return std::to_string(BOOST_VERSION / 100000) + "." + std::to_string(BOOST_VERSION / 100 % 1000) + "." +
         std::to_string(BOOST_VERSION % 100);
}

}  // namespace urlbnf_peers
