// The benchmark (bench/README.md): every row runs one function over every
// input of a corpus per iteration, so that MB/s compares across rows.
// Options of its own, beside Google Benchmark's:
//   --smoke              every row once, on small corpora, without the 10 MB
//                        and 100 MB rows: keeps it compiling and running
//   --corpus-stats       print each corpus's size and the share of it each
//                        validator accepts, then exit
//   --print-corpus=NAME  print corpus NAME (mix, invalid, long), one input a
//                        line, then exit
#include <benchmark/benchmark.h>
#include <uriparser/UriBase.h>

#include <algorithm>
#include <boost/version.hpp>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <tao/pegtl/version.hpp>
#include <type_traits>
#include <urlbnf/rfc1630/ast.hpp>
#include <urlbnf/rfc1630/resolve.hpp>
#include <urlbnf/rfc1738/ast.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <utility>

#include "census.hpp"
#include "corpus.hpp"
#include "peers.hpp"

namespace {

using urlbnf_bench::corpus;

const urlbnf::rfc2396::options rfc2396{};
const urlbnf::rfc2396::options rfc2396_2732{urlbnf::rfc2396::grammar::rfc2396_2732};
const urlbnf::rfc3986::options rfc3986{};
const urlbnf::rfc1630::options rfc1630{};
const urlbnf::rfc1630::options rfc1630_generic{urlbnf::rfc1630::grammar::generic};
// RFC 2396 Appendix C's base (RFC 3986 Section 5.4's too), and RFC 1630's context in "Partial (relative) form".
constexpr std::string_view rfc2396_base = "http://a/b/c/d;p?q";
constexpr std::string_view rfc1630_context = "magic://a/b/c//d/e/f";

// The rows' functions, one call per input. check and parse judge by the
// grammar's default rule; accepts is given the same rule.
const auto accepts_rfc1738 = [](std::string_view u) { return urlbnf::rfc1738::accepts(u, "url", {}); };
const auto accepts_rfc2396 = [](std::string_view u) { return urlbnf::rfc2396::accepts(u, "URI-reference", rfc2396); };
const auto accepts_rfc2396_2732 = [](std::string_view u) {
  return urlbnf::rfc2396::accepts(u, "URI-reference", rfc2396_2732);
};
const auto accepts_rfc3986 = [](std::string_view u) { return urlbnf::rfc3986::accepts(u, "URI-reference", rfc3986); };
const auto accepts_rfc3987 = [](std::string_view u) { return urlbnf::rfc3987::accepts(u, "IRI-reference"); };
const auto accepts_rfc1630 = [](std::string_view u) { return urlbnf::rfc1630::accepts(u, "url", rfc1630); };
const auto accepts_rfc1630_generic = [](std::string_view u) {
  return urlbnf::rfc1630::accepts(u, "fragmentaddress", rfc1630_generic);
};
const auto check_rfc1738 = [](std::string_view u) { return urlbnf::rfc1738::check(u); };
const auto check_rfc2396 = [](std::string_view u) { return urlbnf::rfc2396::check(u, "URI-reference", rfc2396); };
const auto check_rfc2396_2732 = [](std::string_view u) {
  return urlbnf::rfc2396::check(u, "URI-reference", rfc2396_2732);
};
const auto check_rfc3986 = [](std::string_view u) { return urlbnf::rfc3986::check(u, "URI-reference", rfc3986); };
const auto check_rfc1630 = [](std::string_view u) { return urlbnf::rfc1630::check(u, {}, rfc1630); };
const auto check_rfc1630_generic = [](std::string_view u) { return urlbnf::rfc1630::check(u, {}, rfc1630_generic); };
// check, and a rejection's message read: what a caller that reports every
// rejection pays, since check() works a diagnostic out when it is read.
template <class Check>
auto reading_message(Check check) {
  return [check](std::string_view u) {
    const auto j = check(u);
    return j.error ? j.error->message.size() : 0;
  };
}
const auto parse_rfc1738 = [](std::string_view u) { return urlbnf::rfc1738::ast::parse(u); };
const auto parse_rfc2396 = [](std::string_view u) { return urlbnf::rfc2396::ast::parse(u, rfc2396); };
const auto parse_rfc2396_2732 = [](std::string_view u) { return urlbnf::rfc2396::ast::parse(u, rfc2396_2732); };
const auto parse_rfc3986 = [](std::string_view u) { return urlbnf::rfc3986::ast::parse(u, rfc3986); };
const auto parse_rfc1630 = [](std::string_view u) { return urlbnf::rfc1630::ast::parse(u, rfc1630); };
const auto parse_rfc1630_generic = [](std::string_view u) { return urlbnf::rfc1630::ast::parse(u, rfc1630_generic); };

// Whether the input is in the language; the rows that also run on the
// linear-length inputs are marked.
struct validator {
  std::string_view name;
  bool (*accepts)(std::string_view);
  bool linear;
};

const validator validators[] = {
    {"pegtl_uri_reference", urlbnf_bench::pegtl_uri_reference, true},
    {"uriparser", urlbnf_bench::uriparser_uri_reference, true},
    {"boost_url", urlbnf_bench::boost_url_uri_reference, true},
    {"rfc1738_accepts", accepts_rfc1738, true},
    {"rfc2396_accepts", accepts_rfc2396, true},
    {"rfc2396_2732_accepts", accepts_rfc2396_2732, false},
    {"rfc3986_accepts", accepts_rfc3986, true},
    {"rfc3987_accepts", accepts_rfc3987, true},
    {"rfc1630_accepts", accepts_rfc1630, false},
    {"rfc1630_generic_accepts", accepts_rfc1630_generic, false},
};

bool smoke = false;

struct census {
  double allocations_per_input;
  double bytes_per_input;
  // The share of inputs a validator accepts: a row that rejects every input
  // at its first bytes shows a speed that says nothing of its grammar.
  std::optional<double> accepted;
};

// One untimed pass over the corpus, before the timed ones.
template <class F>
census take_census(const corpus& c, const F& f) {
  constexpr bool validates = std::is_same_v<decltype(f(std::string_view())), bool>;
  std::size_t accepted = 0;
  const auto before = urlbnf_bench::allocations_so_far();
  for (std::string_view url : c.urls) {
    auto result = f(url);
    benchmark::DoNotOptimize(result);
    if constexpr (validates) accepted += result;
  }
  const auto after = urlbnf_bench::allocations_so_far();
  const auto n = static_cast<double>(c.urls.size());
  census taken{static_cast<double>(after.allocations - before.allocations) / n,
               static_cast<double>(after.bytes - before.bytes) / n, std::nullopt};
  if constexpr (validates) taken.accepted = static_cast<double>(accepted) / n;
  return taken;
}

// Google Benchmark runs a row's function several times (to size the
// iterations, and once per repetition); the census is taken on the first.
std::deque<std::optional<census>> censuses;

template <class F>
void add_row(const corpus& c, std::string_view row, F f) {
  auto& cached = censuses.emplace_back();
  const std::string name = c.name + "/" + std::string(row);
  auto* b = benchmark::RegisterBenchmark(name.c_str(), [&c, &cached, f](benchmark::State& state) {
    if (!cached) cached = take_census(c, f);
    for (auto _ : state) {
      for (std::string_view url : c.urls) {
        auto result = f(url);
        benchmark::DoNotOptimize(result);
      }
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(c.urls.size()));
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(c.text.size()));
    state.counters["allocs_per_url"] = cached->allocations_per_input;
    state.counters["bytes_alloc_per_url"] = cached->bytes_per_input;
    if (cached->accepted) state.counters["accepted"] = *cached->accepted;
  });
  b->Unit(benchmark::kMillisecond);
  if (smoke) b->Iterations(1);
}

enum class row_set {
  all,      // every row
  judging,  // accepts, check (and its messages read) and parse: for the invalid corpus
  linear,   // the peers, accepts of RFC 1738 and RFC 2396, RFC 2396's check and parse
};

void add_rows(const corpus& c, row_set rows) {
  const bool every_grammar = rows != row_set::linear;
  for (const auto& v : validators)
    if (every_grammar || v.linear) add_row(c, v.name, v.accepts);

  if (every_grammar) add_row(c, "rfc1738_check", check_rfc1738);
  add_row(c, "rfc2396_check", check_rfc2396);
  add_row(c, "rfc3986_check", check_rfc3986);
  if (every_grammar) {
    add_row(c, "rfc2396_2732_check", check_rfc2396_2732);
    add_row(c, "rfc1630_check", check_rfc1630);
    add_row(c, "rfc1630_generic_check", check_rfc1630_generic);
    add_row(c, "rfc1738_parse", parse_rfc1738);
  }
  add_row(c, "rfc2396_parse", parse_rfc2396);
  add_row(c, "rfc3986_parse", parse_rfc3986);
  if (every_grammar) {
    add_row(c, "rfc2396_2732_parse", parse_rfc2396_2732);
    add_row(c, "rfc1630_parse", parse_rfc1630);
    add_row(c, "rfc1630_generic_parse", parse_rfc1630_generic);
  }

  if (rows == row_set::judging) {
    add_row(c, "rfc1738_check_message", reading_message(check_rfc1738));
    add_row(c, "rfc2396_check_message", reading_message(check_rfc2396));
    add_row(c, "rfc3986_check_message", reading_message(check_rfc3986));
    add_row(c, "rfc2396_2732_check_message", reading_message(check_rfc2396_2732));
    add_row(c, "rfc1630_check_message", reading_message(check_rfc1630));
    add_row(c, "rfc1630_generic_check_message", reading_message(check_rfc1630_generic));
  }
  if (rows != row_set::all) return;
  add_row(c, "rfc2396_resolve", [](std::string_view u) { return urlbnf::rfc2396::resolve(rfc2396_base, u); });
  add_row(c, "rfc2396_normalize", [](std::string_view u) { return urlbnf::rfc2396::normalize(u); });
  add_row(c, "rfc3986_resolve", [](std::string_view u) { return urlbnf::rfc3986::resolve(rfc2396_base, u); });
  add_row(c, "rfc3986_normalize", [](std::string_view u) { return urlbnf::rfc3986::normalize(u); });
  add_row(c, "rfc1630_resolve", [](std::string_view u) { return urlbnf::rfc1630::resolve(rfc1630_context, u); });
}

// A grammar's accepts, check and parse on the inputs of the mix its check
// finds valid (RFC 1738's accepts("url") is the BNF's union, which also
// takes an http URL that is not an httpurl, as a genericurl).
template <class Check, class Parse>
void add_valid_rows(std::deque<corpus>& corpora, const corpus& mix, const std::string& grammar,
                    bool (*accepts)(std::string_view), Check check, Parse parse) {
  auto valid = urlbnf_bench::filtered(mix, "valid_" + grammar, [&](std::string_view u) { return check(u).valid; });
  if (valid.urls.empty()) return;  // a smoke run's mix may hold none
  const auto& c = corpora.emplace_back(std::move(valid));
  add_row(c, grammar + "_accepts", accepts);
  add_row(c, grammar + "_check", check);
  add_row(c, grammar + "_parse", parse);
}

std::string describe(const corpus& c) {
  return std::to_string(c.urls.size()) + " inputs, " + std::to_string(c.text.size()) + " bytes";
}

void print_stats(const corpus& c) {
  std::size_t longest = 0;
  for (auto url : c.urls) longest = std::max(longest, url.size());
  std::printf("%s: %s, %.1f bytes on average, %zu at most\n", c.name.c_str(), describe(c).c_str(),
              static_cast<double>(c.text.size()) / static_cast<double>(c.urls.size()), longest);
  for (const auto& v : validators) {
    std::size_t accepted = 0;
    for (auto url : c.urls) accepted += v.accepts(url);
    std::printf("  %-24s accepts %6.2f %%\n", std::string(v.name).c_str(),
                100.0 * static_cast<double>(accepted) / static_cast<double>(c.urls.size()));
  }
}

// The machine, the compiler and the peers' versions, for the report.
void add_context() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);) {
    if (line.rfind("model name", 0) == 0) {
      benchmark::AddCustomContext("cpu_model", line.substr(line.find(':') + 2));
      break;
    }
  }
#ifdef __clang__
  benchmark::AddCustomContext("compiler", "clang++ " __clang_version__);
#else
  benchmark::AddCustomContext("compiler", "g++ " __VERSION__);
#endif
  benchmark::AddCustomContext("compiler_flags", URLBNF_BENCH_FLAGS);
  benchmark::AddCustomContext("benchmark_version", URLBNF_BENCH_BENCHMARK_VERSION);
  benchmark::AddCustomContext("pegtl_version", TAO_PEGTL_VERSION);
  benchmark::AddCustomContext("uriparser_version", URI_VER_ANSI);
  benchmark::AddCustomContext("boost_version", std::to_string(BOOST_VERSION / 100000) + "." +
                                                   std::to_string(BOOST_VERSION / 100 % 1000) + "." +
                                                   std::to_string(BOOST_VERSION % 100));
}

}  // namespace

int main(int argc, char** argv) {
  bool stats = false;
  std::string_view print;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--smoke")
      smoke = true;
    else if (arg == "--corpus-stats")
      stats = true;
    else if (arg.substr(0, 15) == "--print-corpus=")
      print = arg.substr(15);
    else
      argv[kept++] = argv[i];
  }
  argc = kept;

  constexpr std::uint64_t seed = 1738;
  std::deque<corpus> corpora;
  corpora.push_back(urlbnf_bench::mix_corpus(smoke ? 200 : 200'000, seed));
  corpora.push_back(urlbnf_bench::invalid_corpus(smoke ? 70 : 10'000, seed + 1));
  corpora.push_back(urlbnf_bench::long_corpus(smoke ? 4 : 1'000, 64 * 1024, seed + 2));
  corpora.push_back(urlbnf_bench::iri_corpus(smoke ? 50 : 100'000, seed + 4));

  if (stats || !print.empty()) {
    for (const auto& c : corpora) {
      if (stats) print_stats(c);
      if (c.name != print) continue;
      for (auto url : c.urls) {
        std::fwrite(url.data(), 1, url.size(), stdout);
        std::fputc('\n', stdout);
      }
    }
    return 0;
  }

  // The deque keeps its elements in place as it grows: rows refer to them.
  const corpus& mix = corpora[0];
  add_rows(mix, row_set::all);
  add_valid_rows(corpora, mix, "rfc1738", accepts_rfc1738, check_rfc1738, parse_rfc1738);
  add_valid_rows(corpora, mix, "rfc2396", accepts_rfc2396, check_rfc2396, parse_rfc2396);
  add_valid_rows(corpora, mix, "rfc2396_2732", accepts_rfc2396_2732, check_rfc2396_2732, parse_rfc2396_2732);
  add_valid_rows(corpora, mix, "rfc3986", accepts_rfc3986, check_rfc3986, parse_rfc3986);
  add_valid_rows(corpora, mix, "rfc1630", accepts_rfc1630, check_rfc1630, parse_rfc1630);
  add_valid_rows(corpora, mix, "rfc1630_generic", accepts_rfc1630_generic, check_rfc1630_generic,
                 parse_rfc1630_generic);
  add_rows(corpora[1], row_set::judging);
  add_rows(corpora[2], row_set::all);
  // RFC 3987 on IRIs beyond US-ASCII, which the URI grammars reject at
  // their first such octet: its own rows, by its accepts alone.
  add_row(corpora[3], "rfc3987_accepts", accepts_rfc3987);
  for (std::size_t megabytes : {1, 10, 100}) {
    if (smoke && megabytes > 1) break;
    const std::string name = "linear_" + std::to_string(megabytes) + "MB";
    corpora.push_back({name, urlbnf_bench::long_path_url(megabytes * 1'000'000, seed + 3), {}});
    corpora.back().urls.push_back(corpora.back().text);
    add_rows(corpora.back(), row_set::linear);
    const std::string iri_name = "linear_iri_" + std::to_string(megabytes) + "MB";
    corpora.push_back({iri_name, urlbnf_bench::long_path_iri(megabytes * 1'000'000, seed + 5), {}});
    corpora.back().urls.push_back(corpora.back().text);
    add_row(corpora.back(), "rfc3987_accepts", accepts_rfc3987);
  }

  add_context();
  benchmark::AddCustomContext("urlbnf_bench_mode", smoke ? "smoke" : "full");
  for (const auto& c : corpora) benchmark::AddCustomContext("corpus_" + c.name, describe(c));
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
