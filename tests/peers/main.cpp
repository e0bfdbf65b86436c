// The peers under test (README.md): uriparser, Boost.URL and PEGTL's RFC
// 3986 grammar against urlbnf's URI-reference, on the corpus's references
// and on members of RFC 3986's ABNF drawn by the project's generator and
// mutated. Every disagreement is grouped by its cause, and each cause
// checked against the known ones (known.tsv); the peers' reference
// resolution is checked against RFC 3986 Section 5.4's examples
// (resolution.tsv). curl, which is no validator, is only contrasted with
// urlbnf and never fails the test. With --markdown FILE the figures are
// also written to FILE as README.md's generated section (tools/peers).
// Exit status 0 when everything is explained, 1 when not, 2 on a usage or
// I/O error.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <urlbnf/bnf/generate.hpp>
#include <urlbnf/bnf/model.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <vector>

#include "peers.hpp"

namespace {

using namespace urlbnf_peers;

constexpr std::string_view resolution_base = "http://a/b/c/d;p?q";

struct peer {
  std::string_view name;
  bool (*accepts)(std::string_view);
};

const std::vector<peer>& validators() {
  static const std::vector<peer> all{
      {"uriparser", &uriparser_accepts}, {"boost_url", &boost_url_accepts}, {"pegtl", &pegtl_accepts}};
  return all;
}

struct resolver {
  std::string_view name;  // as known.tsv names it
  std::optional<std::string> (*resolve)(std::string_view, std::string_view);
};

const std::vector<resolver>& resolvers() {
  static const std::vector<resolver> all{{"uriparser resolve", &uriparser_resolve},
                                         {"boost_url resolve", &boost_url_resolve}};
  return all;
}

// A reading of curl_url_set (README.md): nullopt when curl takes the
// input, otherwise its reason.
struct curl_reading {
  std::string_view name;
  std::optional<std::string> (*refusal)(std::string_view);
};

#ifdef URLBNF_PEERS_CURL
std::optional<std::string> curl_own_schemes(std::string_view input) { return curl_refusal(input, false); }
std::optional<std::string> curl_any_scheme(std::string_view input) { return curl_refusal(input, true); }

const std::vector<curl_reading>& curl_readings() {
  static const std::vector<curl_reading> all{{"curl", &curl_own_schemes},
                                             {"curl, CURLU_NON_SUPPORT_SCHEME", &curl_any_scheme}};
  return all;
}
std::string curl_shown_version() { return curl_version(); }
#else
const std::vector<curl_reading>& curl_readings() {
  static const std::vector<curl_reading> none;
  return none;
}
std::string curl_shown_version() { return "not built (libcurl4-openssl-dev is missing)"; }
#endif

std::string_view verdict(bool accepted) { return accepted ? "accepts" : "rejects"; }

bool urlbnf_accepts(std::string_view input) { return urlbnf::rfc3986::accepts(input, "URI-reference"); }

// An input as printed and as known.tsv writes it: printable ASCII as it is
// but the backslash, other octets (the space too) as \xHH, the empty string
// as <empty>.
std::string shown(std::string_view s) {
  if (s.empty()) {
    return "<empty>";
  }
  std::string out;
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\\') {
      out += "\\\\";
    } else if (u > 0x20 && u < 0x7f) {
      out += c;
    } else {
      char escape[5];
      std::snprintf(escape, sizeof escape, "\\x%02X", u);
      out += escape;
    }
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  if (c >= 'A' && c <= 'F') {
    return c - 'A' + 10;
  }
  if (c >= 'a' && c <= 'f') {
    return c - 'a' + 10;
  }
  return -1;
}

// The inverse of shown().
std::string unshown(std::string_view s) {
  if (s == "<empty>") {
    return {};
  }
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      out += s[i];
    } else if (i + 1 < s.size() && s[i + 1] == '\\') {
      out += '\\';
      ++i;
    } else if (i + 3 < s.size() && s[i + 1] == 'x' && hex_value(s[i + 2]) >= 0 && hex_value(s[i + 3]) >= 0) {
      out += static_cast<char>(hex_value(s[i + 2]) * 16 + hex_value(s[i + 3]));
      i += 3;
    } else {
      throw std::runtime_error("bad escape in \"" + std::string(s) + "\": expected \\\\ or \\xHH");
    }
  }
  return out;
}

struct tsv_line {
  int number;
  std::vector<std::string> columns;
};

// The lines of a tab-separated file but empty ones and '#' comments.
std::vector<tsv_line> read_tsv(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    throw std::runtime_error(path + ": cannot be read");
  }
  std::vector<tsv_line> lines;
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    if (line.empty() || line[0] == '#') {
      continue;
    }
    tsv_line l{number, {}};
    for (std::size_t start = 0;;) {
      const auto tab = line.find('\t', start);
      l.columns.push_back(line.substr(start, tab - start));
      if (tab == std::string::npos) {
        break;
      }
      start = tab + 1;
    }
    lines.push_back(std::move(l));
  }
  return lines;
}

// What stands at `offset`, as a cause names it: the characters every
// host, path, query and fragment may hold (unreserved, sub-delims) are one
// kind, the others each their own.
std::string character_at(std::string_view input, std::size_t offset) {
  if (offset >= input.size()) {
    return "the end";
  }
  const char c = input[offset];
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x80) {
    return "a non-ASCII octet";
  }
  if (u < 0x20 || u == 0x7f) {
    return "a control character";
  }
  if (c == ' ') {
    return "a space";
  }
  if (std::isalnum(u) != 0 || std::string_view("-._~!$&'()*+,;=").find(c) != std::string_view::npos) {
    return "an unreserved or sub-delims character";
  }
  return "'" + std::string(1, c) + "'";
}

// Why urlbnf and a peer disagree, as urlbnf sees it: the production of
// urlbnf's derivation that decides the input, the octet where that happens
// and, for a rejection, urlbnf's diagnostic.
struct cause {
  std::string production;
  std::string character;
  std::size_t offset = 0;
  urlbnf::lazy_diagnostic error;

  [[nodiscard]] std::string key() const {
    return error ? production + ", then " + character : production + " at " + character;
  }
};

// The innermost production of urlbnf's derivation of `prefix` (which it
// accepts) that holds the prefix's last octet, with its parent; or, with
// `component`, the component (Section 3) that holds that production.
std::string production_ending(const std::string& prefix, bool component) {
  if (prefix.empty()) {
    return "URI-reference → relative-ref";
  }
  const auto nodes = *urlbnf::rfc3986::derivation(prefix, "URI-reference");
  const std::size_t last = prefix.size() - 1;
  std::size_t innermost = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const auto& node = nodes[i];
    if (!node.character_class && !node.literal && node.begin <= last && last < node.end) {
      innermost = i;
    }
  }
  if (component) {
    static const std::vector<std::string_view> components{
        "scheme", "authority", "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "query", "fragment"};
    for (auto i = innermost; i != urlbnf::derivation_node::root; i = nodes[i].parent) {
      if (std::find(components.begin(), components.end(), nodes[i].name) != components.end()) {
        return std::string(nodes[i].name);
      }
    }
  }
  const auto& node = nodes[innermost];
  return node.parent == urlbnf::derivation_node::root
             ? std::string(node.name)
             : std::string(nodes[node.parent].name) + " → " + std::string(node.name);
}

// A peer accepts what urlbnf rejects: the component of the longest prefix
// before urlbnf's error that urlbnf accepts, then the octet at the error.
cause rejection_cause(std::string_view input) {
  const auto j = urlbnf::rfc3986::check(input, "URI-reference");
  auto k = j.error->offset;
  while (!urlbnf_accepts(input.substr(0, k))) {
    --k;
  }
  return {production_ending(std::string(input.substr(0, k)), true), character_at(input, j.error->offset),
          j.error->offset, j.error};
}

// A peer rejects what urlbnf accepts: where that starts is the shortest
// prefix that urlbnf accepts and the peer rejects (each a string of its
// own: PEGTL's dec-octet reads past the end of its input, README.md), and
// its last octet.
cause acceptance_cause(std::string_view input, const peer& p) {
  std::string prefix;
  while (!(urlbnf_accepts(prefix) && !p.accepts(prefix))) {
    prefix += input[prefix.size()];
  }
  if (prefix.empty()) {
    return {production_ending(prefix, false), "the empty input", 0, {}};
  }
  return {production_ending(prefix, false), character_at(input, prefix.size() - 1), prefix.size() - 1, {}};
}

// One octet deleted, or a piece inserted or put in an octet's place.
std::string mutate(std::string s, urlbnf::bnf::random_source& random) {
  static const std::vector<std::string_view> pieces{
      ":", "/",  "//", "?",  "#",   "[",   "]",     "@",    "%",        "%2",   "%41", "%zz", ".",      "..",
      "0", "1",  "9",  "00", "255", "256", "1.2.3", "::",   "[::1]",    "v1.x", "a",   "Z",   "-",      "_",
      "~", "!",  "$",  "'",  "(",   "*",   "+",     ",",    ";",        "=",    " ",   "\t",  "\"",     "<",
      ">", "\\", "^",  "`",  "{",   "|",   "}",     "\x7f", "\xC3\xA9", "\x80", ":80", "@x",  "1.2.3.4"};
  const auto position = random.below(s.size() + 1);
  const auto piece = pieces[random.below(pieces.size())];
  const auto edit = random.below(3);
  if (position == s.size() || edit == 1) {
    s.insert(position, piece);
  } else if (edit == 0) {
    s.erase(position, 1);
  } else {
    s.replace(position, 1, piece);
  }
  return s;
}

struct input_set {
  std::vector<std::string> inputs;
  std::unordered_set<std::string> seen;
  std::size_t corpus = 0;
  std::size_t generated = 0;
  std::size_t mutated = 0;

  void add(const std::string& input, std::size_t& count) {
    if (seen.insert(input).second) {
      inputs.push_back(input);
      ++count;
    }
  }
};

bool in_grammar_3986(const std::string& grammars) {
  for (std::size_t start = 0;;) {
    const auto comma = grammars.find(',', start);
    if (grammars.substr(start, comma - start) == "3986") {
      return true;
    }
    if (comma == std::string::npos) {
      return false;
    }
    start = comma + 1;
  }
}

// The corpus's inputs judged by URI-reference, URI or relative-ref in RFC
// 3986 as written; returns how many of its verdicts urlbnf contradicts.
std::size_t read_corpus(const std::string& path, input_set& set) {
  std::size_t contradictions = 0;
  for (const auto& line : read_tsv(path)) {
    if (line.columns.size() < 5 || !in_grammar_3986(line.columns[1])) {
      continue;
    }
    const auto& rule = line.columns[2];
    if (rule != "URI-reference" && rule != "URI" && rule != "relative-ref") {
      continue;
    }
    const auto input = line.columns[4] == "<empty>" ? std::string() : line.columns[4];
    const bool valid = line.columns[3] == "valid";
    if (urlbnf::rfc3986::accepts(input, urlbnf::rule_name{rule}) != valid) {
      std::cout << "CORPUS CONTRADICTED: " << path << ":" << line.number << ": the corpus says " << shown(input)
                << " is " << line.columns[3] << " by " << rule << ", urlbnf the opposite\n";
      ++contradictions;
    }
    set.add(input, set.corpus);
  }
  return contradictions;
}

void generate(std::uint64_t seed, std::size_t members, std::size_t mutations, input_set& set) {
  const auto& model = urlbnf::bnf::model_of("3986");
  urlbnf::bnf::generator generator(model, seed);
  urlbnf::bnf::random_source random(seed);
  for (const auto* rule : {"URI-reference", "URI", "relative-ref"}) {
    generator.lines(rule, members, [&](const std::string& member) {
      set.add(member, set.generated);
      auto input = member;
      for (std::size_t i = 0; i < mutations; ++i) {
        input = mutate(input, random);
        set.add(input, set.mutated);
      }
    });
  }
}

struct disagreement {
  std::string input;
  cause why;
};

struct disagreement_class {
  std::string_view peer;
  bool peer_accepts;
  std::string key;
  std::vector<disagreement> members;  // in the order found
};

cause cause_of(const std::string& input, const peer& p, bool peer_accepts) {
  return peer_accepts ? rejection_cause(input) : acceptance_cause(input, p);
}

std::string class_key(std::string_view peer, bool peer_accepts, const cause& c) {
  return std::string(peer) + " " + std::string(verdict(peer_accepts)) + ": " + c.key();
}

// Each library's verdict and urlbnf's, with urlbnf's reason.
void print_disagreement(const disagreement& d, bool urlbnf_verdict) {
  std::cout << "    " << shown(d.input) << "\n      ";
  for (const auto& p : validators()) {
    std::cout << p.name << " " << verdict(p.accepts(d.input)) << ", ";
  }
  std::cout << "urlbnf " << verdict(urlbnf_verdict) << ": ";
  if (d.why.error) {
    std::string expected;
    for (const auto& name : d.why.error->expected) {
      expected += (expected.empty() ? "" : " or ") + name;
    }
    std::cout << "at offset " << d.why.offset << " expected " << expected << " (" << d.why.error->message
              << "); the longest prefix before it urlbnf accepts ends in its " << d.why.production << "\n";
  } else {
    std::cout << d.why.production << ", the octet at offset " << d.why.offset << " (" << d.why.character << ")\n";
  }
}

struct known_entry {
  std::string why;
  int line;
  std::string example;
  bool seen = false;
};

struct options {
  std::string corpus;
  std::string known;
  std::string resolution;
  std::uint64_t seed = 3986;
  std::size_t members = 20000;
  std::size_t mutations = 6;
  std::size_t examples = 3;
  std::string markdown;
};

std::size_t number(const std::string& text) {
  std::size_t used = 0;
  const auto value = std::stoull(text, &used);
  if (used != text.size()) {
    throw std::invalid_argument(text);
  }
  return value;
}

options parse_options(int argc, char** argv) {
  options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string name = argv[i];
    const std::string value = argv[i + 1];
    if (name == "--corpus") {
      o.corpus = value;
    } else if (name == "--known") {
      o.known = value;
    } else if (name == "--resolution") {
      o.resolution = value;
    } else if (name == "--seed") {
      o.seed = number(value);
    } else if (name == "--members") {
      o.members = number(value);
    } else if (name == "--mutations") {
      o.mutations = number(value);
    } else if (name == "--examples") {
      o.examples = number(value);
    } else if (name == "--markdown") {
      o.markdown = value;
    } else {
      throw std::invalid_argument(name);
    }
  }
  if (argc % 2 == 0 || o.corpus.empty() || o.known.empty() || o.resolution.empty()) {
    throw std::invalid_argument("missing option");
  }
  return o;
}

struct resolution_mismatch {
  std::string_view resolver;
  std::string reference;
  std::string target;
  std::string expected;
};

struct resolution_outcome {
  std::size_t references = 0;
  std::size_t unexplained = 0;
  std::vector<resolution_mismatch> mismatches;
};

// The peers' targets that differ from the RFC's, and how many of them are
// not known.
resolution_outcome compare_resolution(const std::string& path, std::map<std::string, known_entry>& known) {
  const auto table = read_tsv(path);
  std::cout << "\nreference resolution against " << resolution_base << " (RFC 3986 Section 5.4): " << table.size()
            << " references\n";
  resolution_outcome outcome{table.size(), 0, {}};
  for (const auto& r : resolvers()) {
    std::size_t mismatches = 0;
    for (const auto& line : table) {
      const auto reference = unshown(line.columns.at(1));
      const auto& expected = line.columns.at(2);
      const auto target = r.resolve(resolution_base, reference);
      const auto got = target ? *target : std::string("<refused>");
      if (got == expected) {
        continue;
      }
      ++mismatches;
      outcome.mismatches.push_back({r.name, reference, got, expected});
      const auto it = known.find(std::string(r.name) + "\t" + shown(reference));
      const bool explained = it != known.end();
      outcome.unexplained += explained ? 0 : 1;
      std::cout << "  " << (explained ? "[known] " : "[NEW] ") << r.name << " (" << line.columns[0] << "): \""
                << shown(reference) << "\" -> \"" << got << "\", RFC 3986: \"" << expected << "\"\n";
      if (explained) {
        it->second.seen = true;
        std::cout << "    why: " << it->second.why << "\n";
      }
    }
    std::cout << "  " << r.name << ": " << mismatches << " of " << table.size() << " targets differ from the RFC's\n";
  }
  return outcome;
}

// What urlbnf makes of an input, as curl's contrast sorts it.
enum class urlbnf_reading : std::size_t { uri, relative_ref, rejected };
constexpr std::size_t urlbnf_readings = 3;
constexpr std::string_view urlbnf_reading_names[urlbnf_readings] = {"urlbnf accepts a URI",
                                                                    "urlbnf accepts a relative-ref", "urlbnf rejects"};

urlbnf_reading read_by_urlbnf(std::string_view input) {
  if (!urlbnf_accepts(input)) {
    return urlbnf_reading::rejected;
  }
  return urlbnf::rfc3986::accepts(input, "URI") ? urlbnf_reading::uri : urlbnf_reading::relative_ref;
}

// curl's verdicts against urlbnf's: how many inputs fall in each cell
// and, in each cell where the two differ, why: curl's reason when it
// refuses, urlbnf's cause (as a class names it) when curl takes what urlbnf
// rejects; each reason with its count and shortest input.
struct curl_contrast {
  struct reason {
    std::size_t inputs = 0;
    std::string shortest;
  };
  std::string_view name;
  std::size_t counts[urlbnf_readings][2]{};  // [urlbnf's reading][curl takes it]
  std::map<std::string, reason> reasons[urlbnf_readings];

  [[nodiscard]] static bool differs(std::size_t reading, bool taken) {
    return taken == (reading == static_cast<std::size_t>(urlbnf_reading::rejected));
  }
  // A cell's reasons, the most frequent first.
  [[nodiscard]] std::vector<std::pair<std::string, reason>> ranked(std::size_t reading) const {
    std::vector<std::pair<std::string, reason>> out(reasons[reading].begin(), reasons[reading].end());
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.second.inputs > b.second.inputs; });
    return out;
  }
};

// How many of a cell's reasons are printed.
constexpr std::size_t curl_reasons = 5;

std::vector<curl_contrast> contrast_curl(const std::vector<std::string>& inputs) {
  std::vector<curl_contrast> out;
  for (const auto& reading : curl_readings()) {
    out.push_back({reading.name, {}, {}});
  }
  for (const auto& input : inputs) {
    const auto ours = static_cast<std::size_t>(read_by_urlbnf(input));
    for (std::size_t i = 0; i < out.size(); ++i) {
      const auto refusal = curl_readings()[i].refusal(input);
      const bool taken = !refusal;
      ++out[i].counts[ours][taken ? 1 : 0];
      if (!curl_contrast::differs(ours, taken)) {
        continue;
      }
      auto& r = out[i].reasons[ours][refusal ? *refusal : "urlbnf: " + rejection_cause(input).key()];
      if (r.inputs++ == 0 || input.size() < r.shortest.size()) {
        r.shortest = input;
      }
    }
  }
  return out;
}

void print_curl_contrast(const std::vector<curl_contrast>& contrasts) {
  std::cout << "\ncurl_url_set (a contrast, not a validator: never a failure)\n";
  for (const auto& c : contrasts) {
    std::cout << "  " << c.name << ":\n";
    for (std::size_t r = 0; r < urlbnf_readings; ++r) {
      std::cout << "    " << urlbnf_reading_names[r] << ": curl takes " << c.counts[r][1] << ", refuses "
                << c.counts[r][0] << "\n";
      const auto ranked = c.ranked(r);
      for (std::size_t i = 0; i < std::min(ranked.size(), curl_reasons); ++i) {
        std::cout << "      " << ranked[i].first << ": " << ranked[i].second.inputs << ", e.g. "
                  << shown(ranked[i].second.shortest) << "\n";
      }
      if (ranked.size() > curl_reasons) {
        std::cout << "      and " << ranked.size() - curl_reasons << " more\n";
      }
    }
  }
}

// 385726 as 385,726.
std::string grouped(std::size_t n) {
  auto digits = std::to_string(n);
  for (auto i = static_cast<std::ptrdiff_t>(digits.size()) - 3; i > 0; i -= 3) {
    digits.insert(static_cast<std::size_t>(i), ",");
  }
  return digits;
}

// Text that a Markdown table cell can hold.
std::string md_cell(const std::string& text) {
  std::string out;
  for (const char c : text) {
    out += c == '|' ? std::string("\\|") : std::string(1, c);
  }
  return out;
}

// Text as a Markdown code span that a table cell can hold.
std::string md_code(const std::string& text) {
  const auto body = md_cell(text);
  return body.find('`') == std::string::npos ? "`" + body + "`" : "`` " + body + " ``";
}

// An input as printed, as a Markdown code span.
std::string md_input(const std::string& input) { return md_code(shown(input)); }

std::string_view peer_title(std::string_view name) {
  return name == "uriparser" ? "uriparser" : name == "boost_url" ? "Boost.URL" : "PEGTL";
}

// urlbnf's verdict on an input, with its diagnostic when it rejects.
std::string urlbnf_cell(const std::string& input) {
  const auto j = urlbnf::rfc3986::check(input, "URI-reference");
  if (!j.error) {
    return "accepts";
  }
  std::string expected;
  for (const auto& name : j.error->expected) {
    expected += (expected.empty() ? "" : " or ") + name;
  }
  return "rejects: offset " + std::to_string(j.error->offset) + (expected.empty() ? "" : ", expected " + expected);
}

struct figures {
  const input_set& set;
  std::size_t urlbnf_accepted;
  const std::map<std::string_view, std::pair<std::size_t, std::size_t>>& per_peer;
  const std::map<std::string, disagreement_class>& classes;
  const std::map<std::string, known_entry>& known;
  std::size_t overread;
  const std::string& overread_example;
  const resolution_outcome& resolution;
  const std::vector<curl_contrast>& curl;
};

// README.md's generated section: the run's figures in Markdown.
void write_markdown(const std::string& path, const options& o, const figures& f) {
  std::ofstream md(path, std::ios::binary);
  if (!md) {
    throw std::runtime_error(path + ": cannot be written");
  }
  md << "<!-- Generated by tools/peers (urlbnf_peers --markdown) from the default run: do not edit. -->\n\n"
     << "Versions: uriparser " << uriparser_version() << ", Boost.URL " << boost_version() << ", PEGTL "
     << pegtl_version() << ", curl " << curl_shown_version() << ".\n\n"
     << "In total, " << grouped(f.set.inputs.size()) << " inputs: " << grouped(f.set.corpus) << " from the corpus, "
     << grouped(f.set.generated) << " generated members and " << grouped(f.set.mutated) << " mutants (seed " << o.seed
     << "). urlbnf accepts " << grouped(f.urlbnf_accepted) << " of them";
  for (const auto& p : validators()) {
    md << ", " << peer_title(p.name) << " " << grouped(f.per_peer.at(p.name).first);
  }
  md << ".\n\n| peer | disagreements | it accepts, urlbnf rejects | it rejects, urlbnf accepts | classes |\n"
     << "|---|---:|---:|---:|---:|\n";
  for (const auto& p : validators()) {
    std::size_t accepts = 0;
    std::size_t rejects = 0;
    std::size_t count = 0;
    for (const auto& [key, group] : f.classes) {
      if (group.peer == p.name) {
        (group.peer_accepts ? accepts : rejects) += group.members.size();
        ++count;
      }
    }
    md << "| " << peer_title(p.name) << " | " << grouped(f.per_peer.at(p.name).second) << " | " << grouped(accepts)
       << " | " << grouped(rejects) << " | " << count << " |\n";
  }

  // The classes in known.tsv's order, then the new ones.
  std::vector<std::pair<int, const disagreement_class*>> ordered;
  for (const auto& [key, group] : f.classes) {
    const auto it = f.known.find(key);
    ordered.emplace_back(it == f.known.end() ? std::numeric_limits<int>::max() : it->second.line, &group);
  }
  std::stable_sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  md << "\nThe disagreement classes, numbered in `known.tsv`'s order, each with its example there (or, for a new "
        "class, its shortest input):\n\n"
     << "| # | peer | class (as printed) | inputs | example | uriparser | Boost.URL | PEGTL | urlbnf |\n"
     << "|---|---|---|---:|---|---|---|---|---|\n";
  std::size_t number = 0;
  for (const auto& [line, group] : ordered) {
    const auto it = f.known.find(group->key);
    auto example = group->members.front().input;
    if (it != f.known.end()) {
      example = it->second.example;
    } else {
      for (const auto& m : group->members) {
        example = m.input.size() < example.size() ? m.input : example;
      }
    }
    auto printed = group->key.substr(group->peer.size() + 1);
    md << "| " << ++number << (it == f.known.end() ? " (new)" : "") << " | " << peer_title(group->peer) << " | "
       << md_code(printed) << " | " << grouped(group->members.size()) << " | " << md_input(example) << " | ";
    for (const auto& p : validators()) {
      md << verdict(p.accepts(example)) << " | ";
    }
    md << md_cell(urlbnf_cell(example)) << " |\n";
  }
  md << "\nPEGTL's over-read: its verdict changes on " << grouped(f.overread)
     << " inputs when a digit follows the input in memory";
  if (f.overread > 0) {
    md << " (e.g. " << md_input(f.overread_example) << ")";
  }
  md << ".\n\nReference resolution (`resolution.tsv`, " << f.resolution.references << " references against `"
     << resolution_base << "`):";
  for (const auto& r : resolvers()) {
    const auto differ = std::count_if(f.resolution.mismatches.begin(), f.resolution.mismatches.end(),
                                      [&](const resolution_mismatch& m) { return m.resolver == r.name; });
    md << " " << (r.name == "uriparser resolve" ? "uriparser" : "Boost.URL") << ", " << differ << " of "
       << f.resolution.references << " targets differ from the RFC's"
       << (r.name == resolvers().back().name ? "." : ";");
  }
  md << "\n";
  if (!f.resolution.mismatches.empty()) {
    md << "\n| resolver | reference | its target | RFC 3986 §5.4 |\n|---|---|---|---|\n";
    for (const auto& m : f.resolution.mismatches) {
      md << "| " << m.resolver << " | " << md_input(m.reference) << " | " << md_input(m.target) << " | "
         << md_input(m.expected) << " |\n";
    }
  }

  if (f.curl.empty()) {
    md << "\ncurl's contrast was not built (libcurl4-openssl-dev is missing).\n";
    return;
  }
  md << "\ncurl_url_set(…, CURLUPART_URL, …), a contrast and not a validator (never a failure), counts the "
        "inputs by urlbnf's reading and whether curl takes them:\n\n"
     << "| urlbnf |";
  for (const auto& c : f.curl) {
    md << " " << c.name << " takes | " << c.name << " refuses |";
  }
  md << "\n|---|";
  for (std::size_t i = 0; i < f.curl.size(); ++i) {
    md << "---:|---:|";
  }
  md << "\n";
  for (std::size_t r = 0; r < urlbnf_readings; ++r) {
    md << "| " << urlbnf_reading_names[r].substr(std::string_view("urlbnf ").size()) << " |";
    for (const auto& c : f.curl) {
      md << " " << grouped(c.counts[r][1]) << " | " << grouped(c.counts[r][0]) << " |";
    }
    md << "\n";
  }
  md << "\nWhere curl and urlbnf differ, the " << curl_reasons
     << " most frequent reasons of each cell: curl's when it refuses, urlbnf's cause (as a class names it) when "
        "curl takes what urlbnf rejects.\n\n"
     << "| curl | urlbnf | reason | inputs | shortest |\n|---|---|---|---:|---|\n";
  for (const auto& c : f.curl) {
    for (std::size_t r = 0; r < urlbnf_readings; ++r) {
      const auto ranked = c.ranked(r);
      for (std::size_t i = 0; i < std::min(ranked.size(), curl_reasons); ++i) {
        md << "| " << c.name << " " << (curl_contrast::differs(r, true) ? "takes" : "refuses") << " | "
           << urlbnf_reading_names[r].substr(std::string_view("urlbnf ").size()) << " | " << md_cell(ranked[i].first)
           << " | " << grouped(ranked[i].second.inputs) << " | " << md_input(ranked[i].second.shortest) << " |\n";
      }
      if (ranked.size() > curl_reasons) {
        md << "| | | and " << ranked.size() - curl_reasons << " more | | |\n";
      }
    }
  }
}

int run(const options& o) {
  std::cout << "urlbnf_peers: RFC 3986 URI-reference; uriparser " << uriparser_version() << ", Boost.URL "
            << boost_version() << ", PEGTL " << pegtl_version() << ", curl " << curl_shown_version() << "\n";
  input_set set;
  const auto contradictions = read_corpus(o.corpus, set);
  generate(o.seed, o.members, o.mutations, set);

  std::map<std::string, disagreement_class> classes;
  std::size_t urlbnf_accepted = 0;
  std::map<std::string_view, std::pair<std::size_t, std::size_t>> per_peer;  // accepted, disagreements
  for (const auto& input : set.inputs) {
    const bool ours = urlbnf_accepts(input);
    urlbnf_accepted += ours ? 1 : 0;
    for (const auto& p : validators()) {
      const bool theirs = p.accepts(input);
      auto& counts = per_peer[p.name];
      counts.first += theirs ? 1 : 0;
      if (theirs == ours) {
        continue;
      }
      ++counts.second;
      auto c = cause_of(input, p, theirs);
      const auto key = class_key(p.name, theirs, c);
      auto& group = classes.try_emplace(key, disagreement_class{p.name, theirs, key, {}}).first->second;
      group.members.push_back({input, std::move(c)});
    }
  }

  // The known classes, each by an example that must still disagree so.
  std::map<std::string, known_entry> known;
  std::size_t stale = 0;
  for (const auto& line : read_tsv(o.known)) {
    if (line.columns.size() != 5) {
      throw std::runtime_error(o.known + ":" + std::to_string(line.number) + ": expected 5 columns");
    }
    const auto& name = line.columns[0];
    const auto input = unshown(line.columns[1]);
    const auto& why = line.columns[4];
    const auto v =
        std::find_if(validators().begin(), validators().end(), [&](const peer& p) { return p.name == name; });
    if (v == validators().end()) {
      known.insert({name + "\t" + line.columns[1], {why, line.number, input}});
      continue;
    }
    const bool theirs = v->accepts(input);
    const bool ours = urlbnf_accepts(input);
    if (theirs == ours || verdict(theirs) != line.columns[2] || verdict(ours) != line.columns[3]) {
      std::cout << "STALE: " << o.known << ":" << line.number << ": " << name << " " << verdict(theirs)
                << " and urlbnf " << verdict(ours) << " " << shown(input) << "\n";
      ++stale;
      continue;
    }
    const auto key = class_key(name, theirs, cause_of(input, *v, theirs));
    if (!known.insert({key, {why, line.number, input}}).second) {
      std::cout << "STALE: " << o.known << ":" << line.number << ": a second line for the class " << key << "\n";
      ++stale;
    }
  }

  std::cout << "inputs: " << set.inputs.size() << " (corpus " << set.corpus << ", generated " << set.generated
            << ", mutated " << set.mutated << "; seed " << o.seed << "); urlbnf accepts " << urlbnf_accepted << "\n";
  for (const auto& p : validators()) {
    const auto [accepted, disagreements] = per_peer[p.name];
    std::cout << "  " << p.name << ": accepts " << accepted << ", disagrees with urlbnf on " << disagreements << "\n";
  }
  // PEGTL's dec-octet reads past the end of its input (README.md): its
  // verdict on each input again, with the input followed in memory by a
  // digit that is not part of it.
  std::size_t overread = 0;
  std::string overread_example;
  for (const auto& input : set.inputs) {
    const auto followed = input + "5";
    if (pegtl_accepts(std::string_view(followed).substr(0, input.size())) != pegtl_accepts(input) && overread++ == 0) {
      overread_example = input;
    }
  }
  std::cout << "  pegtl: its verdict changes on " << overread
            << " inputs when a digit follows the input in memory (e.g. " << shown(overread_example) << ")\n";
  std::size_t unexplained = 0;
  for (const auto& [key, group] : classes) {
    const auto it = known.find(key);
    const bool explained = it != known.end();
    unexplained += explained ? 0 : 1;
    std::cout << "\n" << (explained ? "[known] " : "[NEW] ") << key << ": " << group.members.size() << " inputs\n";
    if (explained) {
      it->second.seen = true;
      std::cout << "  why (known.tsv:" << it->second.line << "): " << it->second.why << "\n";
    }
    // The shortest examples read best.
    auto members = group.members;
    std::stable_sort(members.begin(), members.end(),
                     [](const disagreement& a, const disagreement& b) { return a.input.size() < b.input.size(); });
    const auto shown_count = o.examples == 0 ? members.size() : std::min(o.examples, members.size());
    for (std::size_t i = 0; i < shown_count; ++i) {
      print_disagreement(members[i], !group.peer_accepts);
    }
  }
  const auto resolution = compare_resolution(o.resolution, known);
  const auto curl = contrast_curl(set.inputs);
  print_curl_contrast(curl);
  if (!o.markdown.empty()) {
    write_markdown(o.markdown, o,
                   {set, urlbnf_accepted, per_peer, classes, known, overread, overread_example, resolution, curl});
  }
  for (const auto& [key, entry] : known) {
    if (!entry.seen) {
      std::cout << "(known.tsv:" << entry.line << " did not occur in this run: " << key << ")\n";
    }
  }

  std::cout << "\n"
            << classes.size() << " disagreement classes, " << unexplained << " new; " << resolution.unexplained
            << " unexplained resolution mismatches; " << stale << " stale known lines; " << contradictions
            << " corpus verdicts contradicted\n";
  const bool ok = unexplained == 0 && resolution.unexplained == 0 && stale == 0 && contradictions == 0;
  std::cout << (ok ? "peers: every disagreement is a known one\n" : "peers: FAILED\n");
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  options o;
  try {
    o = parse_options(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "usage: urlbnf_peers --corpus FILE --known FILE --resolution FILE [--seed N] [--members N] "
                 "[--mutations N] [--examples N (0: all)] [--markdown FILE] ("
              << e.what() << ")\n";
    return 2;
  }
  try {
    return run(o);
  } catch (const std::exception& e) {
    std::cerr << "urlbnf_peers: " << e.what() << "\n";
    return 2;
  }
}
