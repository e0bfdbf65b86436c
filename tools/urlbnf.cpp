// urlbnf: check, parse and explain URLs by the historical RFC grammars.
#include <cstring>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc1738/semantics.hpp>
#include <vector>

namespace {

using nlohmann::json;
namespace r1738 = urlbnf::rfc1738;
namespace ast = urlbnf::rfc1738::ast;

constexpr int exit_valid = 0;
constexpr int exit_invalid = 1;
constexpr int exit_usage = 2;

constexpr const char* main_help = R"(usage: urlbnf <command> [options] [URL...]

Validates and parses URLs exactly as RFC 1738 (Section 5 BNF) defines them.

commands:
  check     judge each URL (or each line of standard input) against a production
  parse     print the typed syntax tree of one URL
  explain   say what one URL means: its parts, the defaults, the RFC's reading
  rules     list the productions of the grammar and their RFC sections

Run 'urlbnf <command> --help' for the options of a command.
Exit status: 0 valid, 1 invalid, 2 usage or I/O error.
)";

constexpr const char* check_help =
    R"(usage: urlbnf check [--rfc 1738] [--rule PRODUCTION] [--json] [--fold-scheme-case] [URL...]

Judges each URL against a production of the grammar. With no URL arguments,
reads standard input, one input per line (a trailing CR is stripped).

  --rfc 1738            the grammar (RFC 1738 is the only one so far)
  --rule PRODUCTION     a BNF production name: url (default), genericurl,
                        ip-schemepart, httpurl, gopher+_string, ... ('urlbnf rules')
                        'url' judges a URL of a predefined scheme (ftp, file, http,
                        gopher, mailto, news, nntp, telnet, wais, prospero) by that
                        scheme's production, and any other as an otherurl
  --json                one JSON object per input line
  --fold-scheme-case    read scheme names case-insensitively (RFC 1738 Section 2.1)

Exit status: 0 when every input is valid, 1 when any is invalid, 2 on a usage
or I/O error.
)";

constexpr const char* parse_help = R"(usage: urlbnf parse [--rfc 1738] [--json] [--fold-scheme-case] URL

Prints the typed syntax tree of URL: the scheme's own production (ftpurl,
httpurl, ...) and the generic reading (genericurl), each component with its
raw text, its offset in the input and its %-decoded value. Absent components
are shown as absent (null in JSON), which is not the same as empty.

Exit status: 0 valid, 1 invalid, 2 usage error.
)";

constexpr const char* explain_help = R"(usage: urlbnf explain [--rfc 1738] [--fold-scheme-case] URL

Says what URL means by RFC 1738: which parts of the general form
<scheme>://<user>:<password>@<host>:<port>/<path>;<params>?<query>#<frag> it
has, which defaults apply (ports, anonymous FTP, gopher type "1"), the
scheme's reading (the FTP command sequence, the gopher selector/search
split, ...) and where RFC 1738 departs from the general form.

Exit status: 0 valid, 1 invalid, 2 usage error.
)";

constexpr const char* rules_help = R"(usage: urlbnf rules [--rfc 1738]

Lists the productions of the grammar, in the RFC's order, with the section
whose prose governs each.
)";

struct usage_error {
  std::string message;
};

struct arguments {
  std::string rule = "url";
  bool json = false;
  r1738::options opts;
  std::vector<std::string> urls;
};

arguments parse_arguments(int argc, char** argv, bool takes_rule, bool takes_json, const char* help) {
  arguments args;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const std::string& name) -> std::string {
      if (i + 1 >= argc) {
        throw usage_error{name + " needs a value"};
      }
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      std::cout << help;
      std::exit(exit_valid);
    } else if (a == "--rfc") {
      const auto rfc = value(a);
      if (rfc != "1738") {
        throw usage_error{"--rfc " + rfc + ": unknown grammar (known: 1738)"};
      }
    } else if (a == "--rule" && takes_rule) {
      args.rule = value(a);
      if (!r1738::find_production(args.rule)) {
        throw usage_error{"--rule " + args.rule + ": RFC 1738 has no such production (see 'urlbnf rules')"};
      }
    } else if (a == "--json" && takes_json) {
      args.json = true;
    } else if (a == "--fold-scheme-case") {
      args.opts.fold_scheme_case = true;
    } else if (a == "--") {
      for (++i; i < argc; ++i) {
        args.urls.emplace_back(argv[i]);
      }
    } else if (a.size() > 1 && a[0] == '-') {
      throw usage_error{"unknown option " + a};
    } else {
      args.urls.push_back(a);
    }
  }
  return args;
}

json component(const std::optional<urlbnf::text>& t) {
  if (!t) {
    return nullptr;
  }
  return {{"raw", t->raw}, {"offset", t->offset}, {"decoded", t->decoded()}};
}

json error_json(const std::optional<urlbnf::diagnostic>& error) {
  if (!error) {
    return nullptr;
  }
  return {{"offset", error->offset},
          {"expected", error->expected},
          {"message", error->message},
          {"section", error->section.empty() ? json(nullptr) : json(error->section)}};
}

json verdict_json(std::string_view input, const urlbnf::judgement& j) {
  json also = json::array();
  for (auto a : j.also) {
    also.push_back(a);
  }
  return {{"input", input},
          {"rfc", j.rfc},
          {"rule", j.rule},
          {"valid", j.valid},
          {"match", j.match.empty() ? json(nullptr) : json(j.match)},
          {"also", also},
          {"error", error_json(j.error)}};
}

std::string dump(const json& j, int indent = -1) { return j.dump(indent, ' ', false, json::error_handler_t::replace); }

void print_verdict_text(std::string_view input, const urlbnf::judgement& j) {
  if (j.valid) {
    std::cout << "valid    " << j.match;
    if (!j.also.empty()) {
      std::cout << " (also";
      for (auto a : j.also) {
        std::cout << ' ' << a;
      }
      std::cout << ')';
    }
    std::cout << "  " << input << '\n';
    return;
  }
  std::cout << "invalid  " << input << '\n';
  std::cout << "  at offset " << j.error->offset << ": " << j.error->message << '\n';
  std::cout << urlbnf::caret_view(input, *j.error) << '\n';
  if (!j.also.empty()) {
    std::cout << "  (it is a";
    for (auto a : j.also) {
      std::cout << ' ' << a;
    }
    std::cout << ")\n";
  }
}

int run_check(const arguments& args) {
  bool all_valid = true;
  auto judge_one = [&](std::string_view input) {
    const auto j = r1738::check(input, args.rule, args.opts);
    all_valid = all_valid && j.valid;
    if (args.json) {
      std::cout << dump(verdict_json(input, j)) << '\n';
    } else {
      print_verdict_text(input, j);
    }
  };
  if (args.urls.empty()) {
    std::string line;
    while (std::getline(std::cin, line)) {
      if (!line.empty() && line.back() == '\r') {
        line.pop_back();
      }
      judge_one(line);
    }
    if (std::cin.bad()) {
      std::cerr << "urlbnf check: error reading standard input\n";
      return exit_usage;
    }
  } else {
    for (const auto& u : args.urls) {
      judge_one(u);
    }
  }
  return all_valid ? exit_valid : exit_invalid;
}

json hostport_json(const ast::hostport& hp) {
  auto host = component(hp.host);
  host["production"] = hp.kind == ast::host_kind::hostnumber ? "hostnumber" : "hostname";
  return {{"host", host}, {"port", component(hp.port)}};
}

json login_json(const ast::login& l) {
  auto j = hostport_json(l.hostport);
  j["user"] = component(l.user);
  j["password"] = component(l.password);
  return j;
}

json path_json(const std::optional<ast::path>& p, const char* segment) {
  if (!p) {
    return nullptr;
  }
  auto j = component(p->raw);
  json segments = json::array();
  for (const auto& s : p->segments) {
    segments.push_back(component(s));
  }
  j[segment] = segments;
  return j;
}

std::pair<const char*, json> specific_json(const ast::scheme_url& u) {
  struct visitor {
    std::pair<const char*, json> operator()(const ast::ftpurl& v) const {
      auto j = login_json(v.login);
      j["fpath"] = path_json(v.fpath, "fsegment");
      j["ftptype"] = component(v.ftptype);
      return {"ftpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::fileurl& v) const {
      return {"fileurl",
              {{"host", component(v.host)},
               {"fpath", path_json(v.fpath, "fsegment")},
               {"local_machine", v.names_local_machine()}}};
    }
    std::pair<const char*, json> operator()(const ast::httpurl& v) const {
      auto j = hostport_json(v.hostport);
      j["hpath"] = path_json(v.hpath, "hsegment");
      j["search"] = component(v.search);
      return {"httpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::gopherurl& v) const {
      auto j = hostport_json(v.hostport);
      j["gtype"] = component(v.gtype);
      j["selector"] = component(v.selector);
      j["search"] = component(v.search);
      j["gopher+_string"] = component(v.gopher_plus_string);
      j["type"] = v.type();
      return {"gopherurl", j};
    }
    std::pair<const char*, json> operator()(const ast::mailtourl& v) const {
      return {"mailtourl", {{"encoded822addr", component(v.encoded822addr)}}};
    }
    std::pair<const char*, json> operator()(const ast::newsurl& v) const {
      return {"newsurl",
              {{"grouppart", component(v.grouppart)},
               {"group", component(v.group)},
               {"article", component(v.article)},
               {"all_groups", v.all_groups()}}};
    }
    std::pair<const char*, json> operator()(const ast::nntpurl& v) const {
      auto j = hostport_json(v.hostport);
      j["group"] = component(v.group);
      j["digits"] = component(v.digits);
      return {"nntpurl", j};
    }
    std::pair<const char*, json> operator()(const ast::telneturl& v) const {
      return {"telneturl", login_json(v.login)};
    }
    std::pair<const char*, json> operator()(const ast::waisurl& v) const {
      static constexpr const char* forms[] = {"waisdatabase", "waisindex", "waisdoc"};
      auto j = hostport_json(v.hostport);
      j["form"] = forms[static_cast<int>(v.kind)];
      j["database"] = component(v.database);
      j["search"] = component(v.search);
      j["wtype"] = component(v.wtype);
      j["wpath"] = component(v.wpath);
      return {"waisurl", j};
    }
    std::pair<const char*, json> operator()(const ast::prosperourl& v) const {
      auto j = hostport_json(v.hostport);
      j["ppath"] = path_json(v.ppath, "psegment");
      json specs = json::array();
      for (const auto& f : v.fieldspecs) {
        specs.push_back({{"fieldname", component(f.fieldname)}, {"fieldvalue", component(f.fieldvalue)}});
      }
      j["fieldspec"] = specs;
      return {"prosperourl", j};
    }
  };
  return std::visit(visitor{}, u);
}

json generic_json(const std::optional<ast::genericurl>& g) {
  if (!g) {
    return nullptr;
  }
  json ip = nullptr;
  if (g->ip_schemepart) {
    ip = login_json(g->ip_schemepart->login);
    ip["urlpath"] = component(g->ip_schemepart->urlpath);
  }
  return {{"scheme", component(g->scheme)}, {"schemepart", component(g->schemepart)}, {"ip-schemepart", ip}};
}

void print_tree_text(const json& node, int depth) {
  for (const auto& [key, value] : node.items()) {
    const std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
    if (value.is_object() && value.contains("raw")) {
      std::cout << pad << key << ": \"" << value["raw"].get<std::string>() << "\" @" << value["offset"];
      if (value["decoded"] != value["raw"]) {
        std::cout << " (decoded " << dump(value["decoded"]) << ")";
      }
      std::cout << '\n';
      json rest = value;
      rest.erase("raw");
      rest.erase("offset");
      rest.erase("decoded");
      print_tree_text(rest, depth + 1);
    } else if (value.is_object()) {
      std::cout << pad << key << ":\n";
      print_tree_text(value, depth + 1);
    } else if (value.is_array()) {
      std::cout << pad << key << ": [" << value.size() << "]\n";
      for (const auto& item : value) {
        print_tree_text(json{{"-", item}}, depth + 1);
      }
    } else {
      std::cout << pad << key << ": " << (value.is_null() ? "(absent)" : dump(value)) << '\n';
    }
  }
}

int run_parse(const arguments& args) {
  if (args.urls.size() != 1) {
    throw usage_error{"parse takes exactly one URL"};
  }
  const std::string& input = args.urls.front();
  const auto url = ast::parse(input, args.opts);
  json out = verdict_json(input, url.verdict);
  out["scheme"] = component(url.scheme);
  if (url.specific) {
    auto [name, tree] = specific_json(*url.specific);
    out[name] = tree;
  }
  out["genericurl"] = generic_json(url.generic);
  if (args.json) {
    std::cout << dump(out, 2) << '\n';
  } else {
    print_verdict_text(input, url.verdict);
    json tree = out;
    for (const char* key : {"input", "rfc", "rule", "valid", "match", "also", "error"}) {
      tree.erase(key);
    }
    print_tree_text(tree, 1);
  }
  return url.verdict.valid ? exit_valid : exit_invalid;
}

int run_explain(const arguments& args) {
  if (args.urls.size() != 1) {
    throw usage_error{"explain takes exactly one URL"};
  }
  const std::string& input = args.urls.front();
  const auto url = ast::parse(input, args.opts);
  print_verdict_text(input, url.verdict);
  if (!url.verdict.valid) {
    return exit_invalid;
  }
  std::cout << r1738::explain(url);
  return exit_valid;
}

int run_rules() {
  for (const auto& p : r1738::production_list()) {
    std::cout << p.name << std::string(p.name.size() < 16 ? 16 - p.name.size() : 1, ' ') << "RFC 1738 \xC2\xA7"
              << p.section << '\n';
  }
  return exit_valid;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << main_help;
    return exit_usage;
  }
  const std::string command = argv[1];
  try {
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << main_help;
      return exit_valid;
    }
    if (command == "check") {
      return run_check(parse_arguments(argc, argv, true, true, check_help));
    }
    if (command == "parse") {
      return run_parse(parse_arguments(argc, argv, false, true, parse_help));
    }
    if (command == "explain") {
      return run_explain(parse_arguments(argc, argv, false, false, explain_help));
    }
    if (command == "rules") {
      const auto args = parse_arguments(argc, argv, false, false, rules_help);
      if (!args.urls.empty()) {
        throw usage_error{"rules takes no arguments"};
      }
      return run_rules();
    }
    throw usage_error{"unknown command '" + command + "' (commands: check, parse, explain, rules)"};
  } catch (const usage_error& e) {
    std::cerr << "urlbnf: " << e.message << "\nRun 'urlbnf --help' for usage.\n";
    return exit_usage;
  }
}
