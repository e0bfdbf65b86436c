#include <array>
#include <sstream>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc1738/semantics.hpp>

namespace urlbnf::rfc1738 {
namespace {

struct port_entry {
  std::string_view scheme;
  unsigned port;
  std::string_view section;
};

constexpr std::array<port_entry, 7> default_ports{{{"ftp", 21, "3.2"},
                                                   {"http", 80, "3.3"},
                                                   {"gopher", 70, "3.4"},
                                                   {"nntp", 119, "3.7"},
                                                   {"telnet", 23, "3.8"},
                                                   {"wais", 210, "3.9"},
                                                   {"prospero", 1525, "3.11"}}};

std::string shown(const std::optional<text>& t) {
  if (!t) {
    return "(absent)";
  }
  std::string out = "\"" + std::string(t->raw) + "\"";
  if (const auto d = t->decoded(); d != t->raw) {
    out += " = decoded \"" + d + "\"";
  }
  return out;
}

class explainer {
 public:
  explicit explainer(const ast::url& url)
      : url_(url), scheme_(url.scheme ? detail::ascii_lowered(url.scheme->raw) : "") {}

  std::string run() {
    line("scheme", url_.scheme ? "\"" + std::string(url_.scheme->raw) + "\"" : "(none)");
    if (url_.specific) {
      std::visit([this](const auto& u) { scheme_parts(u); }, *url_.specific);
    } else if (url_.generic) {
      generic_parts(*url_.generic);
    }
    out_ << "departures from the general form "
            "<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag>:\n";
    note(
        "RFC 1738 has no #<frag>: '#' is unsafe and must be encoded (Section 2.2); a fragment is not part of "
        "the URL");
    if (scheme_ == "http") {
      note("http allows no <user> or <password> (Section 3.3)");
    }
    if (scheme_ == "prospero") {
      note("prospero allows no <user> or <password> (Section 3.11)");
    }
    return out_.str();
  }

 private:
  void line(std::string_view label, const std::string& value) { out_ << label << ": " << value << "\n"; }
  void note(std::string_view text) { out_ << "  - " << text << "\n"; }

  void port(const ast::hostport& hp) {
    line("host", shown(hp.host) + (hp.kind == ast::host_kind::hostnumber ? " (hostnumber)" : " (hostname)"));
    if (hp.port) {
      line("port", std::string(hp.port->raw));
    } else if (const auto p = default_port(scheme_)) {
      line("port", std::to_string(*p) + " (default for " + scheme_ + ")");
    } else {
      line("port", "(absent; " + scheme_ + " has no default port)");
    }
  }

  void credentials(const ast::login& login) {
    line("user", shown(login.user));
    line("password", shown(login.password));
  }

  void scheme_parts(const ast::ftpurl& u) {
    credentials(u.login);
    if (!u.login.user) {
      note("no user: anonymous FTP, user \"anonymous\" and the user's e-mail address as password (Section 3.2.1)");
    } else if (!u.login.password) {
      note("a user but no password: ask the user for one if the server requests it (Section 3.2.1)");
    }
    port(u.login.hostport);
    line("path (fpath)", u.fpath ? shown(u.fpath->raw) : "(absent)");
    line("params (;type=)", shown(u.ftptype));
    out_ << "FTP commands (Section 3.2.2):\n";
    for (const auto& c : ftp_commands(u)) {
      out_ << "  " << c.verb << (c.argument.empty() ? "" : " ") << c.argument << "\n";
    }
  }

  void scheme_parts(const ast::fileurl& u) {
    line("host", shown(u.host));
    line("path (fpath)", shown(u.fpath.raw));
    if (u.names_local_machine()) {
      note("the host is empty or \"localhost\": the machine from which the URL is being interpreted (Section 3.10)");
    }
  }

  void scheme_parts(const ast::httpurl& u) {
    port(u.hostport);
    line("path (hpath)", u.hpath ? shown(u.hpath->raw) : "(absent)");
    line("query (search)", shown(u.search));
  }

  void scheme_parts(const ast::gopherurl& u) {
    port(u.hostport);
    line("gophertype", u.gtype ? shown(u.gtype) : "\"1\" (default: the gopher path is empty, Section 3.4.1)");
    line("selector", shown(u.selector));
    line("search", shown(u.search));
    line("gopher+_string", shown(u.gopher_plus_string));
    if (u.selector && u.selector->raw.find("%09") != std::string_view::npos) {
      note(
          "the selector holds an encoded tab, which Gopher selectors cannot contain (Section 3.4.1); the BNF "
          "reads it so because the text after the tab is not a valid search");
    }
  }

  void scheme_parts(const ast::mailtourl& u) { line("address (encoded822addr)", shown(u.encoded822addr)); }

  void scheme_parts(const ast::newsurl& u) {
    if (u.all_groups()) {
      line("grouppart", "\"*\": all available news groups (Section 3.6)");
    } else if (u.article) {
      line("article (message-id)", shown(u.article));
    } else {
      line("group", shown(u.group));
    }
  }

  void scheme_parts(const ast::nntpurl& u) {
    port(u.hostport);
    line("group", shown(u.group));
    line("article number", shown(u.digits));
  }

  void scheme_parts(const ast::telneturl& u) {
    credentials(u.login);
    if (u.login.user) {
      note("the user and password are advisory only (Section 3.8)");
    }
    port(u.login.hostport);
  }

  void scheme_parts(const ast::waisurl& u) {
    port(u.hostport);
    static constexpr std::array<std::string_view, 3> forms{"waisdatabase: a database available for searching",
                                                           "waisindex: a particular search",
                                                           "waisdoc: a document within a database"};
    line("form", std::string(forms[static_cast<std::size_t>(u.kind)]));
    line("database", shown(u.database));
    line("query (search)", shown(u.search));
    line("wtype", shown(u.wtype));
    line("wpath", shown(u.wpath));
  }

  void scheme_parts(const ast::prosperourl& u) {
    port(u.hostport);
    line("path (hsoname)", shown(u.ppath.raw));
    for (const auto& f : u.fieldspecs) {
      line("params (fieldspec)", shown(f.fieldname) + " = " + shown(f.fieldvalue));
    }
  }

  void generic_parts(const ast::genericurl& g) {
    line("schemepart", shown(g.schemepart));
    if (g.ip_schemepart) {
      note("the schemepart follows the common Internet scheme syntax (Section 3.1)");
      credentials(g.ip_schemepart->login);
      port(g.ip_schemepart->login.hostport);
      line("path (urlpath)", shown(g.ip_schemepart->urlpath));
    }
  }

  const ast::url& url_;
  std::string scheme_;
  std::ostringstream out_;
};

}  // namespace

std::optional<unsigned> default_port(std::string_view scheme) {
  const auto s = detail::ascii_lowered(scheme);
  for (const auto& e : default_ports) {
    if (e.scheme == s) {
      return e.port;
    }
  }
  return std::nullopt;
}

std::vector<ftp_command> ftp_commands(const ast::ftpurl& url) {
  std::vector<ftp_command> out;
  const auto& login = url.login;
  out.push_back({"USER", login.user ? login.user->decoded() : "anonymous"});
  out.push_back({"PASS", login.password ? login.password->decoded()
                         : login.user   ? "(asked of the user if the server requests it)"
                                        : "(the user's e-mail address)"});
  if (!url.fpath) {
    return out;
  }
  // Every segment but the last is a directory to change to.
  std::string name;
  for (auto it = url.fpath->segments.begin(); it != url.fpath->segments.end();) {
    const auto segment = (*it).decoded();
    if (++it == url.fpath->segments.end()) {
      name = segment;
    } else {
      out.push_back({"CWD", segment});
    }
  }
  const auto type = url.ftptype ? detail::ascii_lowered(url.ftptype->raw) : "";
  if (type == "d") {
    out.push_back({"NLST", name});
  } else {
    out.push_back({"TYPE", type.empty()                         ? "(guessed by the client, Section 3.2.3)"
                           : detail::ascii_lowered(type) == "a" ? "A"
                                                                : "I"});
    out.push_back({"RETR", name});
  }
  return out;
}

std::string explain(const ast::url& url) { return explainer(url).run(); }

}  // namespace urlbnf::rfc1738
