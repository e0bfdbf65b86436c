// The typed tree of an input by any registered grammar, as JSON: what
// `urlbnf parse --json` prints and the playground shows, and its text view.
#pragma once

#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/judgement.hpp>

#include "json_render.hpp"

namespace urlbnf::cli {

// The tree of `input` by the grammar `opts` select (verdict keys first);
// `verdict` receives the verdict it holds.
json typed_tree_json(std::string_view input, const grammar_options& opts, judgement& verdict);

// A tree's components, indented, for people: parse's text view.
void render_tree_text(output_buffer& out, const json& node, int depth);

}  // namespace urlbnf::cli
