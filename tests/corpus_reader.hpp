// Reads the tab-separated corpora under tests/corpus: one case per line,
// '#' starts a comment line.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace urlbnf::test {

struct corpus_line {
  int number;
  std::vector<std::string> columns;
};

inline std::vector<corpus_line> read_corpus(const std::string& name) {
  std::ifstream file(std::string(URLBNF_CORPUS_DIR) + "/" + name);
  std::vector<corpus_line> lines;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.empty() || line[0] == '#') {
      continue;
    }
    corpus_line c{number, {}};
    std::stringstream split(line);
    for (std::string column; std::getline(split, column, '\t');) {
      c.columns.push_back(column);
    }
    lines.push_back(c);
  }
  return lines;
}

}  // namespace urlbnf::test
