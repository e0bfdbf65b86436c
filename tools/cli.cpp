#include "cli.hpp"

#include <iostream>

namespace urlbnf::cli {

namespace {
std::vector<command>& registry() {
  static std::vector<command> all;
  return all;
}
}  // namespace

bool add_command(const command& c) {
  registry().push_back(c);
  return true;
}

const std::vector<command>& commands() { return registry(); }

parsed_args parse_args(const std::vector<std::string>& args, std::initializer_list<std::string_view> flags,
                       std::initializer_list<std::string_view> valued, const char* help) {
  auto in = [](std::initializer_list<std::string_view> list, const std::string& a) {
    for (auto l : list) {
      if (l == a) {
        return true;
      }
    }
    return false;
  };
  parsed_args out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    if (a == "--help" || a == "-h") {
      std::cout << help;
      std::exit(exit_valid);
    }
    if (a == "--") {
      out.operands.insert(out.operands.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
      break;
    }
    if (in(flags, a)) {
      out.flags.insert(a);
    } else if (in(valued, a)) {
      if (i + 1 >= args.size()) {
        throw usage_error{a + " needs a value"};
      }
      out.values[a] = args[++i];
    } else if (a.size() > 1 && a[0] == '-') {
      throw usage_error{"unknown option " + a};
    } else {
      out.operands.push_back(a);
    }
  }
  return out;
}

std::string rfc_option(const parsed_args& args) { return rfc_option(args, {"1738"}, "1738"); }

std::string rfc_option(const parsed_args& args, std::initializer_list<std::string_view> known,
                       std::string_view fallback) {
  const auto rfc = args.value("--rfc", std::string(fallback));
  std::string names;
  for (auto k : known) {
    if (k == rfc) {
      return rfc;
    }
    names += (names.empty() ? "" : ", ") + std::string(k);
  }
  throw usage_error{"--rfc " + rfc + ": unknown grammar (known: " + names + ")"};
}

const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback) {
  const auto rfc = args.value("--rfc", std::string(fallback));
  if (const auto* g = find_grammar(rfc)) {
    return *g;
  }
  std::string names;
  for (const auto& g : grammars()) {
    names += (names.empty() ? "" : ", ") + std::string(g.name);
  }
  throw usage_error{"--rfc " + rfc + ": unknown grammar (known: " + names + ")"};
}

std::string cited(std::string_view grammar, std::string_view section) {
  if (section.rfind("RFC ", 0) == 0) {
    return std::string(section);
  }
  const auto rfc = "RFC " + std::string(grammar.substr(0, grammar.find_first_not_of("0123456789")));
  if (!section.empty() && section.front() >= '0' && section.front() <= '9') {
    return rfc + " \xC2\xA7" + std::string(section);
  }
  return rfc + ", \"" + std::string(section) + '"';
}

int for_each_input(const parsed_args& args, std::string_view command,
                   const std::function<void(std::string_view)>& judge) {
  if (!args.operands.empty()) {
    for (const auto& u : args.operands) {
      judge(u);
    }
    return exit_valid;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') {
      line.pop_back();
    }
    judge(line);
  }
  if (std::cin.bad()) {
    std::cerr << "urlbnf " << command << ": error reading standard input\n";
    return exit_usage;
  }
  return exit_valid;
}

rfc2396::options rfc2396_option(const parsed_args& args) {
  rfc2396::options opts;
  if (rfc_option(args, {"2396", "2396+2732"}, "2396") == "2396+2732") {
    opts.grammar = rfc2396::grammar::rfc2396_2732;
  }
  return opts;
}

namespace {

// The invalid-input lines every command prints: the input, the diagnostic,
// and the caret under its offset.
void print_invalid(std::ostream& out, std::string_view input, const diagnostic& error) {
  out << "invalid  " << input << "\n  at offset " << error.offset << ": " << error.message << '\n'
      << caret_view(input, error) << '\n';
}

}  // namespace

void print_rejection(std::string_view command, std::string_view input, const judgement& j) {
  std::cerr << "urlbnf " << command << ": ";
  print_invalid(std::cerr, input, *j.error);
}

std::string dump(const json& j, int indent) { return j.dump(indent, ' ', false, json::error_handler_t::replace); }

json component(const std::optional<text>& t) {
  if (!t) {
    return nullptr;
  }
  return {{"raw", t->raw}, {"offset", t->offset}, {"decoded", t->decoded()}};
}

json verdict_json(std::string_view input, const judgement& j) {
  json also = json::array();
  for (auto a : j.also) {
    also.push_back(a);
  }
  json error = nullptr;
  if (j.error) {
    error = {{"offset", j.error->offset},
             {"expected", j.error->expected},
             {"message", j.error->message},
             {"section", j.error->section.empty() ? json(nullptr) : json(j.error->section)}};
  }
  return {{"input", input},
          {"rfc", j.rfc},
          {"rule", j.rule},
          {"valid", j.valid},
          {"match", j.match.empty() ? json(nullptr) : json(j.match)},
          {"also", also},
          {"error", error},
          {"note", j.note.empty() ? json(nullptr) : json(j.note)}};
}

std::string match_text(const judgement& j) {
  std::string out(j.match);
  if (!j.also.empty()) {
    out += " (also";
    for (auto a : j.also) {
      out += ' ';
      out += a;
    }
    out += ')';
  }
  return out;
}

rfc1630::options rfc1630_option(const parsed_args& args, const std::string& rfc) {
  for (const auto* flag : {"--fold-scheme-case", "--ipv6-text-forms"}) {
    if (args.flag(flag)) {
      throw usage_error{std::string(flag) + " does not apply to --rfc " + rfc};
    }
  }
  rfc1630::options opts;
  opts.grammar = rfc == "1630" ? rfc1630::grammar::url : rfc1630::grammar::generic;
  return opts;
}

void print_verdict_text(std::string_view input, const judgement& j) {
  if (j.valid) {
    std::cout << "valid    " << match_text(j) << "  " << input << '\n';
  } else {
    print_invalid(std::cout, input, *j.error);
    if (!j.also.empty()) {
      std::cout << "  (it is a";
      for (auto a : j.also) {
        std::cout << ' ' << a;
      }
      std::cout << ")\n";
    }
  }
  if (!j.note.empty()) {
    std::cout << "  note: " << j.note << '\n';
  }
}

}  // namespace urlbnf::cli
