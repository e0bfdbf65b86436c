#include "check_all.hpp"

#include <algorithm>
#include <string>
#include <urlbnf/grammars.hpp>

#include "line_stream.hpp"

namespace urlbnf::cli {
namespace {

// The input on a line of its own, then one row per grammar: its name, valid
// and the production matched, or invalid and the diagnostic; and how the
// verdict was reached when check notes it.
void render_rows(output_buffer& out, std::string_view input,
                 const std::vector<std::pair<const grammar_entry*, judgement>>& verdicts) {
  std::size_t width = 0;
  for (const auto& g : grammars()) {
    width = std::max(width, g.name.size());
  }
  render_escaped(out, input);
  out << '\n';
  for (const auto& [g, j] : verdicts) {
    out << "  " << g->name << std::string(width + 2 - g->name.size(), ' ');
    if (j.valid) {
      out << "valid    ";
      render_match_text(out, j);
    } else {
      out << "invalid  at offset " << j.error->offset << ": " << j.error->message;
    }
    out << '\n';
    if (!j.note.empty()) {
      out << std::string(width + 4, ' ') << "note: " << j.note << '\n';
    }
  }
}

}  // namespace

int check_all(const parsed_args& args) {
  for (const auto* option : {"--rfc", "--rule"}) {
    if (args.values.count(option) != 0) {
      throw usage_error{std::string("--all judges by every grammar at its default rule: it takes no ") + option};
    }
  }
  for (const auto* option : {"--fold-scheme-case", "--ipv6-text-forms", "--nonstandard-syntax"}) {
    if (args.flag(option)) {
      throw usage_error{std::string("--all judges by every grammar's strict reading: it takes no ") + option};
    }
  }
  const bool as_json = args.flag("--json");
  std::vector<judged_by> judges;
  for (const auto& g : grammars()) {
    judges.push_back({g.name, g.default_rule});
  }
  return judge_inputs(args, "check", judges, [&](const input_line& input, output_buffer& out) {
    bool all_valid = true;
    std::vector<std::pair<const grammar_entry*, judgement>> verdicts;
    for (const auto& g : grammars()) {
      auto j = g.check_worded(input.text, {}, command_vocabulary());
      all_valid = all_valid && j.valid;
      verdicts.emplace_back(&g, std::move(j));
    }
    if (as_json) {
      for (const auto& [g, j] : verdicts) {
        render_verdict_json(out, input, j);
        out << '\n';
      }
    } else {
      render_rows(out, input.text, verdicts);
    }
    return all_valid;
  });
}

}  // namespace urlbnf::cli
