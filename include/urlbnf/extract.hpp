// Finding URIs in plain text (e-mail, news, print), as RFC 1738's appendix
// "Recommendations for URLs in Context" and RFC 2396 Appendix E
// "Recommendations for Delimiting URI in Context" describe them.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/judgement.hpp>
#include <vector>

namespace urlbnf {

// How the URI was delimited in the text. The wrappers do not form part of
// the URI (RFC 1738 appendix; RFC 2396 Appendix E).
enum class uri_form {
  angle_url_prefix,  // <URL:ftp://host/x>, RFC 1738's recommendation
  angle,             // <ftp://host/x>
  quoted,            // "ftp://host/x", RFC 2396 Appendix E
  bare,              // ftp://host/x, delimited by whitespace only
};

// "angle-url-prefix", "angle", "quoted" or "bare".
std::string_view form_name(uri_form form);

struct text_position {
  std::size_t offset = 0;  // in octets from the start of the text
  std::size_t line = 1;    // from 1; LF, CR LF and a lone CR each end a line
  std::size_t column = 1;  // from 1, in octets
};

struct uri_reading {
  std::string uri;
  judgement verdict;
};

struct extracted_uri {
  // The URI with the wrapper, a "URL:" prefix and all whitespace inside the
  // wrapper removed, and its verdict.
  std::string uri;
  judgement verdict;
  uri_form form = uri_form::bare;
  // Where the URI's own text starts (after "<", "<URL:", a quote and any
  // whitespace before the scheme).
  text_position start;
  // The text the URI was read from, wrapper included.
  std::size_t span_offset = 0;
  std::size_t span_length = 0;
  // Offsets in `uri` of hyphens that stood right before a line break inside
  // the wrapper. Both appendices warn that such a hyphen "may or may not
  // actually be part of the URL": a typesetter may have added it. `uri`
  // keeps them, as written; the other reading, with all of them dropped,
  // is in `without_break_hyphens`.
  std::vector<std::size_t> break_hyphens;
  std::optional<uri_reading> without_break_hyphens;
};

// Judges one extracted URI; extraction itself depends on no grammar.
using uri_judge = std::function<judgement(std::string_view uri)>;

// Hands each URI in `text` to `on_found` as soon as it is read, in order of
// appearance, so that memory does not grow with the number of URIs. A
// candidate is a scheme (a letter, then letters, digits, "+", "-" or ".")
// and ":" followed by at least one more character; "<" or a double quote
// followed by anything else is ordinary text, and URIs inside it are still
// found bare. Linear in the size of `text`, without recursion. `judge` is
// called once per reading; both must be callable (std::invalid_argument
// otherwise).
void for_each_uri(std::string_view text, const uri_judge& judge,
                  const std::function<void(extracted_uri&& found)>& on_found);

// Every URI in `text`, as for_each_uri finds them.
std::vector<extracted_uri> extract_uris(std::string_view text, const uri_judge& judge);

}  // namespace urlbnf
