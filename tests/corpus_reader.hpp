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

// An input column where \xHH writes the octet HH and \\ a backslash
// (tests/corpus/rfc3987-productions.tsv: octets that are no UTF-8), and
// <empty> the empty string.
inline std::string octets_of(const std::string& column) {
  if (column == "<empty>") {
    return {};
  }
  std::string out;
  for (std::size_t i = 0; i < column.size(); ++i) {
    if (column[i] == '\\' && i + 1 < column.size() && column[i + 1] == '\\') {
      out += '\\';
      ++i;
    } else if (column[i] == '\\' && i + 3 < column.size() && column[i + 1] == 'x') {
      out += static_cast<char>(std::stoi(column.substr(i + 2, 2), nullptr, 16));
      i += 3;
    } else {
      out += column[i];
    }
  }
  return out;
}

}  // namespace urlbnf::test
