// RFC 1630 "Encoding reserved characters": "Before two URIs can be
// compared, it is therefore necessary to bring them to the same encoding
// level. However, the reserved characters mentioned above have a quite
// different significance when encoded, and so may NEVER be encoded and
// unencoded in this way."
//
// The same encoding level here is the lowest: every escape "%" hex hex of a
// character the RFC lets a URI hold unencoded and does not reserve is
// decoded (Example 1: "%2D encodes a hyphen"); every other escape stays,
// its hex digits upper-cased (the BNF's hex takes either case: "%2d" is
// "%2D"). The escapes that stay are those of
//
//   - the BNF's reserved characters "=", ";", "/", "#", "?", ":" and space
//     (Example 2: "an encoded slash does not have hierarchical
//     significance");
//   - the other characters "Reserved characters" reserves: "%" ("never
//     allowed for anything else"), "*" and "!" ("special significance
//     within specific schemes"), "+" in a search ("shorthand notation for
//     a space. Therefore, real plus signs must be encoded"; in a path "+"
//     is an xpalpha like any other), and "." in a path element that is "."
//     or ".." ("Substrings consisting of single or double dots are
//     similarly reserved"; "a%2Eb" is "a.b", "%2E%2E" is not "..");
//   - the characters a URI may not hold unencoded ("Unsafe characters",
//     the BNF's national and punctuation characters, controls, octets
//     above 7F hex), which have no unencoded form to compare with.
//
// The search runs from the first "?" to the first "#" after it, the
// fragment identifier from the first "#"; path elements are separated by
// "/" before both. RFC 1630 defines no other equivalence: no case folding
// (of the scheme or the host), no default ports, no removal of "." or ".."
// elements. Nothing is validated; a "%" not followed by two hex digits
// makes a URI incomparable (Example 3: "there is no decoding defined for
// "%*" or "%as"").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace urlbnf::rfc1630 {

// `uri` at the same encoding level, as above. A "%" that starts no escape
// is kept as written, and then no escape is decoded, only upper-cased:
// decoding next to it could forge a new escape ("%%341" would become
// "%41"). Idempotent.
std::string encoding_normal_form(std::string_view uri);

struct equivalence_verdict {
  bool identical = false;
  // When identical, the escapes that were decoded or had their hex digits'
  // case changed; otherwise where the two first differ at the same encoding
  // level and why that difference matters, or which "%" starts no escape.
  std::string reason;
};

// Whether `a` and `b` are identical once brought to the same encoding
// level, and why.
equivalence_verdict equivalence(std::string_view a, std::string_view b);

// The words of a search ("Query strings"): split on "+", which stands for a
// space, each word %-decoded ("%2B" is a real plus within a word). A search
// with n "+" has n + 1 words, empty ones included, so that the words joined
// by spaces are the text the search stands for.
std::vector<std::string> search_words(std::string_view search);

}  // namespace urlbnf::rfc1630
