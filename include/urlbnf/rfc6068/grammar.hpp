// RFC 6068 Section 2, every production as a PEGTL rule, with the RFC 5322
// and RFC 3986 productions it imports and the RFC 5234 core rules, and the
// table that names each rule after its production and the section whose
// prose governs it.
#pragma once

#include <tao/pegtl/type_list.hpp>
#include <urlbnf/rfc6068/mailto.hpp>

namespace urlbnf::rfc6068 {

// Section 2's productions in its order, then RFC 5322's and RFC 3986's, then
// the core rules, in the order of the grammar's files.
using productions =
    tao::pegtl::type_list<mailtoURI, to, hfields, hfield, hfname, hfvalue, addr_spec, local_part, domain, dtext_no_obs,
                          qchar, some_delims, quoted_pair, atext, dot_atom_text, qtext, qcontent, quoted_string,
                          pct_encoded, unreserved, DQUOTE, HTAB, SP, VCHAR, WSP, ALPHA, DIGIT, HEXDIG>;

}  // namespace urlbnf::rfc6068

namespace urlbnf {

// clang-format off
namespace r6068 = rfc6068;
template <> inline constexpr production_meta meta_of<r6068::mailtoURI>{"mailtoURI", "2", false, "hfields is tried first, after a to whose dot-atom-texts stop at the input's last \"?\" (hfields holds one \"?\", its first character), and must run to the end; else a to alone: greedy, a domain's dot-atom-text would take \"?\", \"=\" and \"&\" (atext holds them), and the header fields with them (\"mailto:a@b?c=d,e\"). The language is the ABNF's; of its derivations, the one where a \"?\" begins hfields, as Section 2's prose reads \"?\" (a delimiter, percent-encoded in an address)"};
template <typename S> inline constexpr production_meta meta_of<r6068::to_of<S>>{"to", "2"};
template <> inline constexpr production_meta meta_of<r6068::hfields>{"hfields", "2"};
template <> inline constexpr production_meta meta_of<r6068::hfield>{"hfield", "2"};
template <> inline constexpr production_meta meta_of<r6068::hfname>{"hfname", "2"};
template <> inline constexpr production_meta meta_of<r6068::hfvalue>{"hfvalue", "2"};
template <typename S> inline constexpr production_meta meta_of<r6068::addr_spec_of<S>>{"addr-spec", "2"};
template <typename S> inline constexpr production_meta meta_of<r6068::local_part_of<S>>{"local-part", "2"};
template <typename S> inline constexpr production_meta meta_of<r6068::domain_of<S>>{"domain", "2"};
template <> inline constexpr production_meta meta_of<r6068::dtext_no_obs>{"dtext-no-obs", "2", true};
template <> inline constexpr production_meta meta_of<r6068::qchar>{"qchar", "2", true};
template <> inline constexpr production_meta meta_of<r6068::some_delims>{"some-delims", "2", true};
template <> inline constexpr production_meta meta_of<r6068::quoted_pair>{"quoted-pair", "RFC 5322 \xC2\xA7" "3.2.1", true};
template <> inline constexpr production_meta meta_of<r6068::atext>{"atext", "RFC 5322 \xC2\xA7" "3.2.3", true};
template <typename S> inline constexpr production_meta meta_of<r6068::dot_atom_text_of<S>>{"dot-atom-text", "RFC 5322 \xC2\xA7" "3.2.3"};
template <> inline constexpr production_meta meta_of<r6068::qtext>{"qtext", "RFC 5322 \xC2\xA7" "3.2.4", true};
template <> inline constexpr production_meta meta_of<r6068::qcontent>{"qcontent", "RFC 5322 \xC2\xA7" "3.2.4", true};
template <> inline constexpr production_meta meta_of<r6068::quoted_string>{"quoted-string", "RFC 5322 \xC2\xA7" "3.2.4"};
template <> inline constexpr production_meta meta_of<r6068::pct_encoded>{"pct-encoded", "RFC 3986 \xC2\xA7" "2.1", true};
template <> inline constexpr production_meta meta_of<r6068::unreserved>{"unreserved", "RFC 3986 \xC2\xA7" "2.3", true};
template <> inline constexpr production_meta meta_of<r6068::DQUOTE>{"DQUOTE", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r6068::HTAB>{"HTAB", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r6068::SP>{"SP", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r6068::VCHAR>{"VCHAR", "RFC 5234 Appendix B.1", true};
template <> inline constexpr production_meta meta_of<r6068::WSP>{"WSP", "RFC 5234 Appendix B.1", true};
// clang-format on

}  // namespace urlbnf
