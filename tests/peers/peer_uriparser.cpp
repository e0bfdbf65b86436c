#include <uriparser/Uri.h>

#include <memory>
#include <vector>

#include "peers.hpp"

namespace urlbnf_peers {

namespace {

// A parsed UriUriA, freed when it goes out of scope.
class parsed_uri {
 public:
  explicit parsed_uri(std::string_view text) {
    const char* error = nullptr;
    ok_ = uriParseSingleUriExA(&uri_, text.data(), text.data() + text.size(), &error) == URI_SUCCESS;
  }
  parsed_uri(const parsed_uri&) = delete;
  parsed_uri& operator=(const parsed_uri&) = delete;
  ~parsed_uri() {
    if (ok_) {
      uriFreeUriMembersA(&uri_);
    }
  }
  [[nodiscard]] bool ok() const noexcept { return ok_; }
  [[nodiscard]] const UriUriA* get() const noexcept { return &uri_; }

 private:
  UriUriA uri_{};
  bool ok_ = false;
};

}  // namespace

bool uriparser_accepts(std::string_view input) { return parsed_uri(input).ok(); }

std::optional<std::string> uriparser_resolve(std::string_view base, std::string_view reference) {
  const parsed_uri b(base);
  const parsed_uri r(reference);
  if (!b.ok() || !r.ok()) {
    return std::nullopt;
  }
  UriUriA target{};
  if (uriAddBaseUriExA(&target, r.get(), b.get(), URI_RESOLVE_STRICTLY) != URI_SUCCESS) {
    return std::nullopt;
  }
  std::optional<std::string> out;
  int required = 0;
  if (uriToStringCharsRequiredA(&target, &required) == URI_SUCCESS) {
    std::vector<char> text(static_cast<std::size_t>(required) + 1);
    if (uriToStringA(text.data(), &target, required + 1, nullptr) == URI_SUCCESS) {
      out = std::string(text.data());
    }
  }
  uriFreeUriMembersA(&target);
  return out;
}

std::string uriparser_version() { return URI_VER_ANSI; }

}  // namespace urlbnf_peers
