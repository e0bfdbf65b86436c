#include "cli.hpp"

#include <algorithm>
#include <cstdlib>
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

namespace {

std::string grammar_names(bool (*offered)(const grammar_options&)) {
  std::string names;
  for (const auto& g : grammars()) {
    if (offered == nullptr || offered(g.options)) {
      names += (names.empty() ? "" : ", ") + std::string(g.name);
    }
  }
  return names;
}

// The grammars whose widening option `option` is, as --rfc names them.
std::string grammars_widened_by(std::string_view option) {
  std::string names;
  for (const auto& g : grammars()) {
    if (std::find(g.widening_options.begin(), g.widening_options.end(), option) != g.widening_options.end()) {
      names += (names.empty() ? "--rfc " : " or ") + std::string(g.name);
    }
  }
  return names;
}

}  // namespace

const grammar_entry& grammar_option(const parsed_args& args, std::string_view fallback) {
  const auto rfc = args.value("--rfc", std::string(fallback));
  if (const auto* g = find_grammar(rfc)) {
    return *g;
  }
  throw usage_error{"--rfc " + rfc + ": unknown grammar (known: " + grammar_names(nullptr) + ")"};
}

chosen_grammar grammar_chosen(const parsed_args& args, std::string_view fallback,
                              bool (*offered)(const grammar_options&)) {
  const auto& g = grammar_option(args, fallback);
  if (offered != nullptr && !offered(g.options)) {
    throw usage_error{"--rfc " + std::string(g.name) + ": not a grammar this command takes (it takes " +
                      grammar_names(offered) + ")"};
  }
  chosen_grammar chosen{&g, g.options};
  std::visit([](auto& o) { o.vocabulary = &cli_vocabulary(); }, chosen.options);
  for (const auto& other : grammars()) {
    for (const auto option : other.widening_options) {
      if (args.flag(cli_vocabulary().option(option)) && !g.widen(chosen.options, option)) {
        throw usage_error{cli_vocabulary().option(option) + " applies to " + grammars_widened_by(option) + " only"};
      }
    }
  }
  return chosen;
}

namespace {

// The invalid-input lines every command prints: the input, the diagnostic,
// and the caret under its offset.
void render_invalid(output_buffer& out, std::string_view input, const diagnostic& error) {
  out << "invalid  " << input << "\n  at offset " << error.offset << ": " << error.message << '\n'
      << caret_view(input, error) << '\n';
}

}  // namespace

void print_rejection(std::string_view command, std::string_view input, const judgement& j) {
  output_buffer out;
  out << "urlbnf " << command << ": ";
  render_invalid(out, input, *j.error);
  std::cerr << out.view();
}

void render_match_text(output_buffer& out, const judgement& j) {
  out << j.match;
  if (!j.also.empty()) {
    out << " (also";
    for (auto a : j.also) {
      out << ' ' << a;
    }
    out << ')';
  }
}

void render_verdict_text(output_buffer& out, std::string_view input, const judgement& j) {
  if (j.valid) {
    out << "valid    ";
    render_match_text(out, j);
    out << "  " << input << '\n';
  } else {
    render_invalid(out, input, *j.error);
    if (!j.also.empty()) {
      out << "  (it is a";
      for (auto a : j.also) {
        out << ' ' << a;
      }
      out << ")\n";
    }
  }
  if (!j.note.empty()) {
    out << "  note: " << j.note << '\n';
  }
  if (j.bnf_valid) {
    out << "  bnf: by the BNF's " << j.rule << " alone, without the scheme reading, it is "
        << (*j.bnf_valid ? "valid" : "invalid") << '\n';
  }
}

void print_verdict_text(std::string_view input, const judgement& j) {
  output_buffer out;
  render_verdict_text(out, input, j);
  std::cout << out.view();
}

}  // namespace urlbnf::cli
