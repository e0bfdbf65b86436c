#include <curl/curl.h>

#include <memory>
#include <new>

#include "peers.hpp"

namespace urlbnf_peers {

std::optional<std::string> curl_refusal(std::string_view input, bool any_scheme) {
  // curl_url_set reads a C string: it cannot be given an input with a NUL.
  if (input.find('\0') != std::string_view::npos) {
    return curl_url_strerror(CURLUE_MALFORMED_INPUT);
  }
  const std::unique_ptr<CURLU, void (*)(CURLU*)> handle(curl_url(), &curl_url_cleanup);
  if (!handle) {
    throw std::bad_alloc();
  }
  const auto code =
      curl_url_set(handle.get(), CURLUPART_URL, std::string(input).c_str(), any_scheme ? CURLU_NON_SUPPORT_SCHEME : 0U);
  if (code == CURLUE_OK) {
    return std::nullopt;
  }
  return curl_url_strerror(code);
}

std::string curl_version() { return LIBCURL_VERSION; }

}  // namespace urlbnf_peers
