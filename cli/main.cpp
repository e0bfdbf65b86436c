// urlbnf: check, parse and explain URLs by the historical RFC grammars.
// Each command lives in its own command_*.cpp and registers itself.
#include <algorithm>
#include <iostream>
#include <new>

#include "cli.hpp"

namespace {

void print_main_help(std::ostream& out) {
  out << "usage: urlbnf <command> [options] [URL...]\n\n"
         "Validates and parses URLs exactly as the historical RFC grammars define them.\n\n"
         "commands:\n";
  auto sorted = urlbnf::cli::commands();
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  for (const auto& c : sorted) {
    out << "  " << c.name << std::string(c.name.size() < 10 ? 10 - c.name.size() : 1, ' ') << c.summary << '\n';
  }
  out << "\nRun 'urlbnf <command> --help' for the options of a command; 'urlbnf --version' prints the version.\n"
         "Exit status: 0 valid, 1 invalid, 2 usage or I/O error.\n";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace urlbnf::cli;
  // Nothing writes through C stdio, so iostream need not keep in step with it.
  std::ios::sync_with_stdio(false);
  if (argc < 2) {
    print_main_help(std::cerr);
    return exit_usage;
  }
  const std::string name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    print_main_help(std::cout);
    return exit_valid;
  }
  if (name == "--version") {
    std::cout << "urlbnf " URLBNF_VERSION "\n";
    return exit_valid;
  }
  try {
    for (const auto& c : commands()) {
      if (c.name == name) {
        return c.run(std::vector<std::string>(argv + 2, argv + argc));
      }
    }
    std::string known;
    for (const auto& c : commands()) {
      known += (known.empty() ? "" : ", ") + std::string(c.name);
    }
    throw usage_error{"unknown command '" + name + "' (commands: " + known + ")"};
  } catch (const usage_error& e) {
    std::cerr << "urlbnf: " << e.message << "\nRun 'urlbnf --help' for usage.\n";
    return exit_usage;
  } catch (const std::bad_alloc&) {
    // A line --max-line admits but memory does not (README "Limits"): an
    // error to report, not an abort.
    std::cerr << "urlbnf " << name << ": out of memory; a smaller --max-line refuses such lines without reading them\n";
    return exit_usage;
  }
}
