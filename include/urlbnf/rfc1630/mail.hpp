// RFC 1630, "Mailto", "Message-Id" and "Content-Id".
#pragma once

#include <urlbnf/rfc1630/internet.hpp>
#include <urlbnf/rfc1630/rfc822.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// The xalphas of a mailto address: one xalpha, then more up to an "@"
// followed by a letter. xalphas and hostname both hold "@", so a greedy
// xalphas would take the hostname too; a hostname (ialpha) takes every
// xalpha after its letter, so the first such "@" leaves it the rest.
struct mailto_xalphas : pegtl::seq<xalpha, pegtl::star<not_ahead<pegtl::one<'@'>, alpha>, xalpha>> {};

// mailtoaddress          m a i l t o : xalphas @ hostname
// Reshaped as mailto_xalphas says.
struct mailtoaddress
    : pegtl::seq<literal<'m', 'a', 'i', 'l', 't', 'o', ':'>, mailto_xalphas, literal<'@'>, hostname> {};

// midaddress             m i d  :  addr-spec
struct midaddress : pegtl::seq<literal<'m', 'i', 'd', ':'>, addr_spec> {};

// cidaddress             c i d : content-identifier
struct cidaddress : pegtl::seq<literal<'c', 'i', 'd', ':'>, content_identifier> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
