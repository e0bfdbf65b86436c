// The schemes check() judges a URL by (src/scheme_table.hpp), which are
// looked up a word at a time, against their definition: the first scheme
// of the list spelt as the text before the URL's first ':' (exactly, or
// with the case of letters folded as RFC 1738's option folds it), on
// every scheme in every mix of case, with every byte in every place, cut
// short, run on, and with and without its ':'.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <urlbnf/detail/ascii_case.hpp>
#include <vector>

#include "../src/rfc1630/schemes.hpp"
#include "../src/rfc1738/schemes.hpp"

namespace {

using urlbnf::detail::scheme_table;

template <std::size_t N>
std::size_t defined_index(const scheme_table<N>& table, std::string_view scheme, bool fold) {
  for (std::size_t i = 0; i < N; ++i) {
    const bool same =
        fold ? urlbnf::detail::equal_ignoring_ascii_case(scheme, table[i].scheme) : scheme == table[i].scheme;
    if (same) {
      return i;
    }
  }
  return N;
}

// Texts a scheme lookup could be asked, from the table's own schemes.
template <std::size_t N>
std::vector<std::string> texts_near(const scheme_table<N>& table) {
  std::vector<std::string> texts{"", ":", "a", "A:", "x-http", "httpx", "HTTP", "Http", "ht", "h"};
  for (std::size_t i = 0; i < N; ++i) {
    const std::string scheme(table[i].scheme);
    for (unsigned mask = 0; mask < (1U << scheme.size()); ++mask) {
      std::string cased = scheme;
      for (std::size_t k = 0; k < cased.size(); ++k) {
        if ((mask >> k & 1U) != 0) {
          cased[k] = urlbnf::detail::ascii_upper(cased[k]);
        }
      }
      texts.push_back(cased);
    }
    for (std::size_t k = 0; k < scheme.size(); ++k) {
      for (int b = 0; b < 256; ++b) {
        std::string changed = scheme;
        changed[k] = static_cast<char>(b);
        texts.push_back(changed);
      }
      texts.push_back(scheme.substr(0, k));
      texts.push_back(scheme.substr(0, k) + scheme.substr(k + 1));
    }
    for (int b = 0; b < 256; ++b) {
      texts.push_back(scheme + static_cast<char>(b));
    }
    texts.push_back(scheme + scheme);
  }
  return texts;
}

template <std::size_t N>
void check_table(const scheme_table<N>& table) {
  std::size_t found = 0;
  std::size_t asked = 0;
  for (const auto& text : texts_near(table)) {
    for (const bool fold : {false, true}) {
      const auto expected = defined_index(table, text, fold);
      found += expected != N ? 1 : 0;
      ++asked;
      INFO("scheme \"" << text << "\" fold " << fold);
      CHECK(table.index_of_scheme(text, fold) == expected);
      // In a URL: the text before its first ':' is the scheme.
      for (const std::string_view rest : {"", "//a/b", "x", "://host:80/path?q#f", ":"}) {
        const std::string url = text + ":" + std::string(rest);
        const auto colon = url.find(':');
        CHECK(table.index_in_url(url, fold) == defined_index(table, std::string_view(url).substr(0, colon), fold));
      }
      // Without a ':', a URL has no scheme.
      CHECK(table.index_in_url(text.find(':') == std::string::npos ? text : std::string(), fold) == N);
    }
  }
  // The texts hold every scheme, in each case when folded.
  CHECK(found > 2 * N);
  CHECK(asked > 1000);
}

TEST_CASE("RFC 1738's predefined schemes are found as their definition finds them") {
  check_table(urlbnf::rfc1738::predefined_schemes);
}

TEST_CASE("RFC 1630's url schemes are found as their definition finds them") {
  check_table(urlbnf::rfc1630::url_schemes);
}

}  // namespace
