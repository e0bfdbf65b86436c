// RFC 1630, "URI syntax": "For locators of information on the Internet, a
// common syntax is used for the IP address part." The URL BNF's host,
// port and login.
#pragma once

#include <urlbnf/rfc1630/url_characters.hpp>

namespace urlbnf::rfc1630::url {

// clang-format off

// hostname               ialpha [  .  hostname ]
// Every "." is an xalpha (safe has it), so ialpha takes each one and
// ". hostname" could never follow: the language is that of ialpha, "a..b",
// "a." and "a@b" included. Reading it as an iteration would not change it.
struct hostname : pegtl::seq<ialpha> {};

// hostnumber             digits . digits . digits . digits
struct hostnumber
    : pegtl::seq<digits, literal<'.'>, digits, literal<'.'>, digits, literal<'.'>, digits> {};

// host                   hostname | hostnumber
// A hostname starts with a letter and a hostnumber with a digit: no
// input starts both, so the order is free.
struct host : pegtl::sor<hostname, hostnumber> {};

// port                   digits
struct port : pegtl::seq<digits> {};

// hostport               host [ : port ]
struct hostport : pegtl::seq<host, pegtl::opt<literal<':'>, port>> {};

// user                   alphanum2 [ user ]
// Right recursion as an iteration: one or more alphanum2.
struct user : pegtl::plus<alphanum2> {};

// password               alphanum2 [ password ]
// Right recursion as an iteration: one or more alphanum2.
struct password : pegtl::plus<alphanum2> {};

// A login is followed by "/" or the end of the URL, never by a character
// that could continue a hostport.
struct login_end : not_ahead<pegtl::sor<xalpha, pegtl::one<':'>>> {};

// login                  [ user [ : password ] @ ] hostport
// A hostname may hold "@" (safe has it), so "u@1.2.3.4x" is a login only
// as the hostname "u@1.2.3.4x", though "u@" starts a user part. The user
// part is kept only when its hostport then spans the whole login;
// otherwise the login is a hostport alone.
struct login
    : pegtl::sor<pegtl::seq<user, pegtl::opt<literal<':'>, password>, literal<'@'>, hostport, login_end>,
                 hostport> {};

// cellname               hostname
struct cellname : pegtl::seq<hostname> {};

// clang-format on

}  // namespace urlbnf::rfc1630::url
