// The benchmark's inputs, generated: the same seed gives the same bytes with
// any compiler and standard library (the generator and its uniform integers
// are our own, not <random>'s distributions, whose algorithms each library
// chooses).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace urlbnf_bench {

// Inputs stored back to back in one buffer, as a file of URLs holds them.
// Moving a corpus keeps its views valid: the buffer is never a short string
// held inside the object.
struct corpus {
  std::string name;
  std::string text;
  std::vector<std::string_view> urls;  // views into text
};

// The kinds of invalid input, in equal shares wherever invalid inputs are made.
enum class defect {
  space,           // a ' ' inserted
  bad_escape,      // a '%' not followed by two hex digits
  non_ascii,       // a byte above 0x7F (UTF-8 or not)
  control,         // a control character
  angle_or_quote,  // '<', '>' or '"'
  double_hash,     // two '#'
  bad_port,        // a port that is not digits (a valid reg_name for RFC 2396)
};
inline constexpr std::size_t defect_kinds = 7;

// A realistic mix: mostly http, then https, relative references (paths,
// ?query, #fragment, ../), ftp, mailto, file, news, gopher, telnet, wais and
// prospero, about 66 bytes each on average. One in a hundred has a defect.
// Apart from the defects, the absolute URLs are valid under RFC 1738's url
// and RFC 2396's URI-reference (lower-case schemes, no '#', no '~').
corpus mix_corpus(std::size_t count, std::uint64_t seed);

// Inputs of the mix, each with a defect, the kinds in turn.
corpus invalid_corpus(std::size_t count, std::uint64_t seed);

// http URLs of about `length` bytes, half path and half query.
corpus long_corpus(std::size_t count, std::size_t length, std::uint64_t seed);

// The inputs of `c` that `keep` accepts.
corpus filtered(const corpus& c, std::string name, const std::function<bool(std::string_view)>& keep);

// One http URL of exactly `length` bytes, almost all path.
std::string long_path_url(std::size_t length, std::uint64_t seed);

// IRIs (RFC 3987) with characters beyond US-ASCII in their hosts, paths,
// queries and fragments, words of several scripts in UTF-8 (two to four
// octets a character), about 80 bytes each; all valid IRI references.
corpus iri_corpus(std::size_t count, std::uint64_t seed);

// One IRI of about `length` bytes (never more), almost all path, of words
// beyond US-ASCII: cut at a character's end.
std::string long_path_iri(std::size_t length, std::uint64_t seed);

}  // namespace urlbnf_bench
