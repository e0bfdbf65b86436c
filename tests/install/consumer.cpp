// A program that uses the installed library: built once through
// find_package(urlbnf) and once through pkg-config by tests/install/run.
#include <cstdio>
#include <urlbnf/rfc2396/ast.hpp>

int main() {
  const auto uri = urlbnf::rfc2396::ast::parse("http://www.example.com/a;p/b?q");
  const auto rejected = urlbnf::rfc2396::check("http://a/b c");
  if (!uri.verdict.valid || !uri.authority || rejected.valid) {
    return 1;
  }
  std::printf("%s %s", std::string(uri.verdict.match).c_str(), std::string(uri.authority->raw.raw).c_str());
  for (const auto& segment : uri.segments) {
    std::printf(" %s", std::string(segment.raw.raw).c_str());
  }
  std::printf(" / %s\n", rejected.error->section.c_str());
  return 0;
}
