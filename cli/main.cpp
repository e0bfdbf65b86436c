// urlbnf: check, parse and explain URLs by the historical RFC grammars.
// Each command lives in its own command_*.cpp and registers itself.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
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
         "Exit status: 0 valid, 1 invalid, 2 usage or I/O error (a write error is reported once, whatever the\n"
         "command); a closed pipe ends a command quietly, by SIGPIPE, as it ends cat.\n";
}

// A descriptor 0, 1 or 2 that the caller closed is opened on /dev/null the
// wrong way round, so that reading or writing it fails (EBADF) and is
// reported, and that no file the command opens takes its number.
void occupy_closed_standard_descriptors() {
  for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
    if (::fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
      const int opened = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
      if (opened >= 0 && opened != fd) {
        ::dup2(opened, fd);
        ::close(opened);
      }
    }
  }
}

int run(int argc, char** argv) {
  using namespace urlbnf::cli;
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
  const command* chosen = nullptr;
  try {
    for (const auto& c : commands()) {
      if (c.name == name) {
        chosen = &c;
        return c.run(std::vector<std::string>(argv + 2, argv + argc));
      }
    }
    std::vector<std::string_view> names;
    std::string known;
    for (const auto& c : commands()) {
      names.push_back(c.name);
      known += (known.empty() ? "" : ", ") + std::string(c.name);
    }
    throw usage_error{"unknown command '" + name + "'" + did_you_mean(names, name) + " (the commands: " + known + ")"};
  } catch (const help_request& h) {
    std::cout << h.help;
    return exit_valid;
  } catch (const usage_error& e) {
    const auto command = chosen != nullptr ? " " + name : std::string();
    std::cerr << "urlbnf" << command << ": " << e.message << "\nRun 'urlbnf" << command << " --help' for usage.\n";
    return exit_usage;
  } catch (const std::bad_alloc&) {
    // A line --max-line admits but memory does not (README "Limits"): an
    // error to report, not an abort.
    std::cerr << "urlbnf " << name << ": out of memory; a smaller --max-line refuses such lines without reading them\n";
    return exit_usage;
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace urlbnf::cli;
  occupy_closed_standard_descriptors();
  // A closed pipe ends the command as it ends cat or grep, quietly, even
  // when the caller ignored SIGPIPE: what is left to write has no reader.
  std::signal(SIGPIPE, SIG_DFL);
  // Nothing writes through C stdio, so iostream need not keep in step with it.
  std::ios::sync_with_stdio(false);
  route_cout();
  const int status = run(argc, argv);
  // Every command's output is checked here, once: a write error (a full
  // disk, a closed descriptor) is reported, whatever the command.
  std::cout.flush();
  if (const int error = stdout_error(); error != 0) {
    const auto& all = commands();
    const bool named =
        argc >= 2 && std::any_of(all.begin(), all.end(), [&](const command& c) { return c.name == argv[1]; });
    std::cerr << "urlbnf" << (named ? std::string(" ") + argv[1] : std::string())
              << ": error writing standard output: " << std::strerror(error) << '\n';
    return exit_usage;
  }
  return status;
}
