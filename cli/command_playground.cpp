// urlbnf playground: the WebAssembly playground page on standard output,
// with a URL pre-filled. The page is built with Emscripten by
// tools/playground, not with this command, so the command reads it from
// where that build or the install put it.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "cli.hpp"
#include "tree_render.hpp"

namespace urlbnf::cli {
namespace {

constexpr const char* playground_help =
    "usage: urlbnf playground [URL]\n"
    "\n"
    "Writes the playground to standard output: one self-contained HTML page,\n"
    "urlbnf's library compiled to WebAssembly, that judges a URL by every\n"
    "grammar as you type, with its derivation tree, each production's BNF,\n"
    "its resolution against a base and its normal forms. With URL, the page\n"
    "opens with URL in its URL field, judged on load.\n"
    "\n"
    "bash tools/playground builds the page (with Emscripten); the command\n"
    "reads it from build-playground/ in the source tree urlbnf was built\n"
    "from or, once installed, from share/urlbnf/ of the install, or from\n"
    "the file $URLBNF_PLAYGROUND_PAGE names when that is set.\n"
    "\n"
    "Exit status: 0 when the page is written; 2 when there is no page, or on a\n"
    "usage error.\n";

// The installed page, found from the command's own directory, so that an
// install moved or made with cmake --install --prefix finds its page.
std::string installed_page() {
  std::error_code failed;
  const auto command = std::filesystem::read_symlink("/proc/self/exe", failed);
  return failed ? std::string(URLBNF_PLAYGROUND_INSTALLED)
                : (command.parent_path() / URLBNF_PLAYGROUND_BESIDE).lexically_normal().string();
}

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The page judges its URL field's value on load: the value attribute of
// the element with id="url" (playground/page.html) is the one place a URL
// is pre-filled.
std::optional<std::string> prefilled(std::string page, std::string_view url) {
  const std::string_view attribute = " value=\"";
  const auto field = page.find("id=\"url\"");
  const auto tag_end = page.find('>', field);
  const auto value = page.find(attribute, field);
  if (field == std::string::npos || tag_end == std::string::npos || value > tag_end) {
    return std::nullopt;
  }
  const auto begin = value + attribute.size();
  const auto end = page.find('"', begin);
  if (end > tag_end) {
    return std::nullopt;
  }
  return page.replace(begin, end - begin, html_text(url));
}

int run_playground(const std::vector<std::string>& argv) {
  const auto args = parse_args(argv, {}, {}, playground_help);
  if (args.operands.size() > 1) {
    throw usage_error{"playground takes one URL at most"};
  }
  const char* chosen = std::getenv("URLBNF_PLAYGROUND_PAGE");
  const std::vector<std::string> places = chosen != nullptr
                                              ? std::vector<std::string>{chosen}
                                              : std::vector<std::string>{URLBNF_PLAYGROUND_BUILT, installed_page()};
  std::optional<std::string> page;
  for (const auto& place : places) {
    if ((page = read_file(place))) {
      if (!args.operands.empty() && !(page = prefilled(std::move(*page), args.operands[0]))) {
        std::cerr << "urlbnf playground: " << place << " has no URL field (id=\"url\" with a value) to pre-fill\n";
        return exit_usage;
      }
      break;
    }
  }
  if (!page) {
    std::cerr << "urlbnf playground: no page at ";
    for (std::size_t i = 0; i < places.size(); ++i) {
      std::cerr << (i == 0 ? "" : " or at ") << places[i];
    }
    std::cerr << ".\nBuild it with: bash tools/playground (it needs Emscripten: apt-get install emscripten "
                 "node-acorn)\n";
    return exit_usage;
  }
  // A write error is main()'s to report, as for every command.
  std::cout << *page;
  return exit_valid;
}

const bool registered = add_command(
    {"playground", "write the WebAssembly playground page, a URL pre-filled", playground_help, run_playground});

}  // namespace
}  // namespace urlbnf::cli
