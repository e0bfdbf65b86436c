// RFC 1630's character productions that its two BNFs write identically
// ("BNF of Generic URI Syntax" and "BNF for specific URL schemes"), the
// names of the RFC's sections (it numbers none), and the lookahead the
// reshaped rules use.
#pragma once

#include <string_view>
#include <urlbnf/bnf.hpp>
#include <urlbnf/shape.hpp>

namespace urlbnf::rfc1630 {

namespace pegtl = tao::pegtl;

// The section titles whose prose governs a production.
namespace section {
inline constexpr std::string_view generic_bnf = "BNF of Generic URI Syntax";
inline constexpr std::string_view url_bnf = "BNF for specific URL schemes";
inline constexpr std::string_view uri_syntax = "URI syntax";
inline constexpr std::string_view reserved = "Reserved characters";
inline constexpr std::string_view encoding = "Encoding reserved characters";
inline constexpr std::string_view unsafe = "Unsafe characters";
inline constexpr std::string_view fragment_id = "Fragment-id";
inline constexpr std::string_view registration = "Registration of naming schemes";
inline constexpr std::string_view http = "HTTP";
inline constexpr std::string_view ftp = "FTP";
inline constexpr std::string_view gopher = "Gopher";
inline constexpr std::string_view mailto = "Mailto";
inline constexpr std::string_view news = "News";
inline constexpr std::string_view nntp = "NNTP";
inline constexpr std::string_view telnet = "Telnet, rlogin, tn3270";
inline constexpr std::string_view urn = "URN";
inline constexpr std::string_view wais = "WAIS";
inline constexpr std::string_view file = "file";
inline constexpr std::string_view message_id = "Message-Id";
inline constexpr std::string_view content_id = "Content-Id";
inline constexpr std::string_view prospero = "Prospero";
inline constexpr std::string_view rfc822_address =
    "RFC 822 \xC2\xA7"
    "6.1";
inline constexpr std::string_view rfc822_lexical =
    "RFC 822 \xC2\xA7"
    "3.3";
}  // namespace section

// A negative lookahead that leaves no trace: what it tries is neither an
// expectation of the furthest failure nor a node of the derivation tree (it
// decides where a reshaped rule stops; it is not part of the derivation).
template <typename... Rules>
struct not_ahead {
  using rule_t = not_ahead;
  using subs_t = pegtl::type_list<Rules...>;

  template <pegtl::apply_mode, pegtl::rewind_mode, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  [[nodiscard]] static bool match(ParseInput& in, States&&... /*unused*/) {
    return pegtl::match<pegtl::not_at<Rules...>, pegtl::apply_mode::nothing, pegtl::rewind_mode::active, pegtl::nothing,
                        pegtl::normal>(in);
  }
};

// One of the characters, each a quoted BNF literal: a node of its own in a
// derivation tree, as in the BNF's list of alternatives.
template <char... Cs>
using literals = pegtl::sor<literal<Cs>...>;

// clang-format off

// alpha                  a | b | c | d | e | f | g | h | i | j | k |
//                        l | m | n | o  | p | q | r | s | t | u | v |
//                        w | x | y | z | A | B | C  | D | E | F | G |
//                        H | I | J | K | L | M | N | O | P |  Q | R |
//                        S | T | U | V | W | X | Y | Z
struct alpha : pegtl::sor<pegtl::range<'a', 'z'>, pegtl::range<'A', 'Z'>> {};

// digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
struct digit : pegtl::range<'0', '9'> {};

// extra                  ! | * | " |  ' | ( | ) | ,
struct extra : pegtl::one<'!', '*', '"', '\'', '(', ')', ','> {};

// reserved               = | ; | / | # | ? | : | space
struct reserved : pegtl::one<'=', ';', '/', '#', '?', ':', ' '> {};

// hex                    digit | a | b | c | d | e | f | A | B | C |
//                        D | E | F
struct hex : pegtl::sor<digit, pegtl::range<'a', 'f'>, pegtl::range<'A', 'F'>> {};

// escape                 % hex hex
struct escape : pegtl::seq<literal<'%'>, hex, hex> {};

// national               { | } | vline | [ | ] | \ | ^ | ~
struct national : pegtl::one<'{', '}', '|', '[', ']', '\\', '^', '~'> {};

// punctuation            < | >
struct punctuation : pegtl::one<'<', '>'> {};

// void
struct void_ : pegtl::success {};

// clang-format on

}  // namespace urlbnf::rfc1630

// A silent lookahead has the shape of any other: !x.
template <typename... Rules>
struct urlbnf::shape_detail::printer<urlbnf::rfc1630::not_ahead<Rules...>> {
  static piece print() { return printer<typename tao::pegtl::not_at<Rules...>::rule_t>::print(); }
};

template <typename Name, typename... Rules>
struct tao::pegtl::analyze_traits<Name, urlbnf::rfc1630::not_ahead<Rules...>>
    : analyze_traits<Name, typename opt<Rules...>::rule_t> {};
