// The library keeps no shared mutable state but what it guards (issue 11):
// eight threads check, parse, derive, resolve, normalize, extract and draw
// generated members at once on the same inputs, or read the same verdicts'
// diagnostics first at once, each gets what one thread alone gets, and
// built with ThreadSanitizer (tools/sanitize --thread) a data race fails
// the run. Its own program, so that the threads are the
// first to reach every lazily built table and the grammar models' cache.
#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <thread>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/extract.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1630/encoding.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <vector>

#include "test_inputs.hpp"

namespace {

using namespace urlbnf;

constexpr unsigned thread_count = 8;

void add(std::string& out, const judgement& j) {
  out += j.valid ? "valid " : "invalid ";
  out += j.match;
  for (const auto name : j.also) {
    out += ',';
    out += name;
  }
  if (j.error) {
    out += " @" + std::to_string(j.error->offset) + ' ' + j.error->message + " §" + j.error->section;
    for (const auto& e : j.error->expected) {
      out += ' ' + e;
    }
  }
  out += ' ' + j.note + '\n';
}

void add(std::string& out, const std::optional<text>& t) {
  out += t ? std::to_string(t->offset) + ':' + std::string(t->raw) + '=' + t->decoded() : "-";
  out += ' ';
}

// Everything the library says of one input, as one string.
std::string results_of(const std::string& input) {
  std::string out;
  for (const auto& g : grammars()) {
    add(out, g.check(input, rule_name{g.default_rule}));
    if (const auto nodes = g.derivation(input, rule_name{g.default_rule})) {
      for (const auto& n : *nodes) {
        out += std::string(n.name) + ' ' + std::to_string(n.begin) + '-' + std::to_string(n.end) + ' ';
      }
      out += '\n';
    }
  }
  for (const auto grammar : {rfc2396::grammar::rfc2396, rfc2396::grammar::rfc2396_2732}) {
    rfc2396::options opts;
    opts.grammar = grammar;
    const auto u = rfc2396::ast::parse(input, opts);
    add(out, u.verdict);
    for (const auto* t : {&u.scheme, &u.opaque_part, &u.net_path, &u.abs_path, &u.rel_path, &u.query, &u.fragment}) {
      add(out, *t);
    }
    if (u.authority && u.authority->server) {
      add(out, u.authority->server->host);
      add(out, u.authority->server->port);
    }
    for (const auto& segment : u.segments) {
      add(out, segment.raw);
    }
    for (const bool compat : {false, true}) {
      rfc2396::resolve_options r;
      r.compat = compat;
      r.grammar = grammar;
      out += rfc2396::resolve(rfc2396::split("http://a/b/c/d;p?q"), rfc2396::split(input), r) + '\n';
    }
  }
  const auto u1738 = rfc1738::ast::parse(input);
  add(out, u1738.verdict);
  add(out, u1738.scheme);
  out += u1738.specific ? "specific " : "- ";
  out += u1738.generic ? "generic\n" : "-\n";
  const auto u1630 = rfc1630::ast::parse(input);
  add(out, u1630.verdict);
  add(out, u1630.prefix);
  add(out, u1630.scheme);
  out += u1630.specific ? std::string(rfc1630::ast::production_of(*u1630.specific)) : "-";
  out += '\n' + rfc1630::resolve("magic://a/b/c//d/e/f", input) + '\n';
  const auto normal = rfc2396::normalize(input).normal_form.value_or("-");
  out += normal + '\n' + rfc2396::equivalent(input, normal).reason + '\n';
  out += rfc1630::encoding_normal_form(input) + '\n';
  for (const auto& found : extract_uris(input, [](std::string_view uri) { return rfc2396::check(uri); })) {
    out += found.uri + ' ';
    add(out, found.verdict);
  }
  return out;
}

// Members of every grammar's default rule, drawn with one seed: the same
// for every thread, and each thread reads the grammar models through the
// shared cache.
std::string generated() {
  std::string out;
  for (const auto& g : grammars()) {
    bnf::generator gen(bnf::model_of(g.name), 7);
    for (int i = 0; i < 20; ++i) {
      out += gen.draw(g.default_rule) + '\n';
    }
  }
  return out;
}

struct run {
  std::string members;
  std::vector<std::string> results;
};

// Each thread starts at another input, so that the threads reach each
// input, and each table it needs, at different times.
void judge_all(const std::vector<std::string>& inputs, std::size_t start, run& r) {
  r.members = generated();
  r.results.resize(inputs.size());
  for (std::size_t k = 0; k < inputs.size(); ++k) {
    const auto i = (start + k) % inputs.size();
    r.results[i] = results_of(inputs[i]);
  }
}

// Runs `work(t)` on thread_count threads t, started together, and waits
// for them all.
template <typename Work>
void all_at_once(Work work) {
  std::atomic<unsigned> ready{0};
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < thread_count; ++t) {
    threads.emplace_back([&, t] {
      ++ready;
      while (ready < thread_count) {
        std::this_thread::yield();
      }
      work(t);
    });
  }
  for (auto& t : threads) {
    t.join();
  }
}

}  // namespace

TEST_CASE("threads: eight threads at once on shared inputs get what one thread gets") {
  const auto inputs = test::corpus_inputs();
  std::vector<run> runs(thread_count);
  // All start together, none having warmed the library for the others.
  all_at_once([&](unsigned t) { judge_all(inputs, t * inputs.size() / thread_count, runs[t]); });
  run alone;
  judge_all(inputs, 0, alone);
  for (unsigned t = 0; t < thread_count; ++t) {
    CAPTURE(t);
    CHECK(runs[t].members == alone.members);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      if (runs[t].results[i] != alone.results[i]) {
        CAPTURE(inputs[i]);
        FAIL_CHECK("a thread's results differ from one thread's");
      }
    }
  }
}

TEST_CASE("threads: eight threads reading the same rejections' diagnostics first, at once, read one diagnostic") {
  const auto inputs = test::corpus_inputs();
  // Judged by one thread, read by none yet: every rejection's diagnostic
  // is still to be worked out when the threads start.
  std::vector<judgement> verdicts;
  std::vector<std::string> alone;
  for (const auto& input : inputs) {
    for (const auto& g : grammars()) {
      verdicts.push_back(g.check(input, rule_name{g.default_rule}));
      add(alone.emplace_back(), g.check(input, rule_name{g.default_rule}));
    }
  }
  const std::vector<judgement>& shared = verdicts;
  std::vector<std::vector<std::string>> read(thread_count, std::vector<std::string>(shared.size()));
  // All in the same order, so that they reach each verdict together.
  all_at_once([&](unsigned t) {
    for (std::size_t i = 0; i < shared.size(); ++i) {
      add(read[t][i], shared[i]);
    }
  });
  for (unsigned t = 0; t < thread_count; ++t) {
    CAPTURE(t);
    CHECK(read[t] == alone);
  }
}
