// The model of each registered grammar, read once from the embedded files.
#include <map>
#include <mutex>
#include <stdexcept>
#include <urlbnf/bnf/reader.hpp>
#include <urlbnf/grammars.hpp>

namespace urlbnf::bnf {

const model& model_of(std::string_view grammar) {
  const auto* entry = find_grammar(grammar);
  if (entry == nullptr) {
    throw std::invalid_argument("unknown grammar '" + std::string(grammar) + "'");
  }
  static std::mutex lock;
  static std::map<std::string_view, model> models;
  const std::lock_guard<std::mutex> hold(lock);
  if (const auto it = models.find(entry->name); it != models.end()) {
    return it->second;
  }
  std::vector<source_file> files;
  for (const auto name : entry->bnf_files) {
    const auto text = grammar_file(name);
    if (!text) {
      throw reading_error(std::string(name), 0, 0, "is not among the grammar files built into the library");
    }
    files.push_back({std::string(name), std::string(*text)});
  }
  return models.emplace(entry->name, read(entry->name, files)).first->second;
}

}  // namespace urlbnf::bnf
