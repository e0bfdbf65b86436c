// The C API (urlbnf/urlbnf.h) against the C++ API it wraps: the registry
// enumerated alike, accepts and check agreeing with check() on every corpus
// input, the verdict's fields the judgement's, and each operation on a
// table of cases with the results the RFCs give.
#include <doctest/doctest.h>

#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc2396/normalize.hpp>
#include <urlbnf/rfc3986/normalize.hpp>
#include <urlbnf/urlbnf.h>
#include <vector>

#include "test_inputs.hpp"

namespace {

std::string_view view(urlbnf_string s) { return s.size == 0 ? std::string_view{} : std::string_view(s.data, s.size); }

const urlbnf_grammar* grammar(std::string_view name) { return urlbnf_grammar_named(name.data(), name.size()); }

const urlbnf_rule* rule(std::string_view grammar_name, std::string_view name) {
  return urlbnf_rule_named(grammar(grammar_name), name.data(), name.size());
}

const urlbnf_rule* default_rule(std::string_view grammar_name) {
  return urlbnf_grammar_default_rule(grammar(grammar_name));
}

// A verdict released when it goes out of scope.
struct verdict {
  urlbnf_verdict v{};
  urlbnf_status status = URLBNF_INVALID_ARGUMENT;
  verdict(const urlbnf_rule* r, std::string_view input, urlbnf_words words = URLBNF_WORDS_REGISTRY)
      : status(urlbnf_check(r, input.data(), input.size(), words, &v)) {}
  verdict(const verdict&) = delete;
  verdict& operator=(const verdict&) = delete;
  ~verdict() { urlbnf_verdict_free(&v); }
};

std::vector<std::string> strings(const urlbnf_string* views, std::size_t count) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < count; ++i) {
    out.emplace_back(view(views[i]));
  }
  return out;
}

// Every field of the C verdict against the judgement it was made from.
void check_same(const urlbnf_verdict& c, const urlbnf::judgement& j, std::string_view input) {
  INFO("input: ", input);
  CHECK(c.valid == (j.valid ? 1 : 0));
  CHECK(view(c.rfc) == j.rfc);
  CHECK(view(c.rule) == j.rule);
  CHECK(view(c.match) == j.match);
  CHECK(strings(c.also, c.also_count) == std::vector<std::string>(j.also.begin(), j.also.end()));
  CHECK(view(c.reading) == (j.reading == urlbnf::reading_kind::scheme ? "scheme" : "bnf"));
  CHECK(c.bnf_valid == (j.bnf_valid ? (*j.bnf_valid ? 1 : 0) : -1));
  CHECK(view(c.note) == j.note);
  REQUIRE((c.error != nullptr) == j.error.has_value());
  if (c.error == nullptr) {
    return;
  }
  const auto& d = *c.error;
  const auto& e = *j.error;
  CHECK(d.offset == e.offset);
  CHECK(static_cast<int>(d.code) == static_cast<int>(e.code));
  CHECK(view(d.section) == e.section);
  CHECK(view(d.message) == e.message);
  CHECK(strings(d.expected, d.expected_count) == e.expected);
  CHECK(view(d.category) == e.category);
  CHECK(view(d.remedy_kind) == (e.remedy == urlbnf::remedy_kind::none ? "" : urlbnf::name_of(e.remedy)));
  CHECK(view(d.remedy) == e.remedy_name);
  CHECK(d.has_repair == (e.repair ? 1 : 0));
  CHECK(view(d.repair) == e.repair.value_or(""));
}

}  // namespace

TEST_CASE("the C API's version is the header's") { CHECK(urlbnf_c_api_version() == URLBNF_C_API_VERSION); }

TEST_CASE("the C API enumerates the registry's grammars and productions, in their order") {
  const auto& all = urlbnf::grammars();
  REQUIRE(urlbnf_grammar_count() == all.size());
  CHECK(urlbnf_grammar_at(all.size()) == nullptr);
  for (std::size_t i = 0; i < all.size(); ++i) {
    const auto& g = all[i];
    INFO("grammar ", g.name);
    const auto* h = urlbnf_grammar_at(i);
    REQUIRE(h != nullptr);
    CHECK(view(urlbnf_grammar_name(h)) == g.name);
    CHECK(view(urlbnf_grammar_title(h)) == g.title);
    CHECK(urlbnf_grammar_named(g.name.data(), g.name.size()) == h);
    const auto* by_default = urlbnf_grammar_default_rule(h);
    REQUIRE(by_default != nullptr);
    CHECK(view(urlbnf_rule_name(by_default)) == g.default_rule);
    CHECK(view(urlbnf_rule_section(by_default)) == g.find_production(g.default_rule)->section);
    CHECK(urlbnf_rule_grammar(by_default) == h);
    const auto& productions = g.productions();
    REQUIRE(urlbnf_rule_count(h) == productions.size());
    CHECK(urlbnf_rule_at(h, productions.size()) == nullptr);
    for (std::size_t k = 0; k < productions.size(); ++k) {
      const auto* r = urlbnf_rule_at(h, k);
      REQUIRE(r != nullptr);
      CHECK(view(urlbnf_rule_name(r)) == productions[k].name);
      CHECK(view(urlbnf_rule_section(r)) == productions[k].section);
      CHECK(view(urlbnf_rule_reshaped(r)) == productions[k].reshaped);
      CHECK(urlbnf_rule_grammar(r) == h);
      CHECK(urlbnf_rule_named(h, productions[k].name.data(), productions[k].name.size()) == r);
      // The default rule is a handle of its own, not the production's.
      CHECK(r != by_default);
    }
  }
  CHECK(urlbnf_grammar_default() == grammar("3986"));
}

TEST_CASE("a grammar and a rule are found by name: exactly, a rule also ignoring ASCII case") {
  struct row {
    std::string_view grammar;
    std::string_view name;
    std::optional<std::string_view> found;  // the production's name; none when no rule is found
  };
  const row rows[] = {
      {"3986", "URI", "URI"},
      {"3986", "uri", "URI"},
      {"3986", "ip-LITERAL", "IP-literal"},
      {"3986", "IPv6address", "IPv6address"},
      {"3986", "ZoneID", std::nullopt},  // RFC 6874's, not RFC 3986's
      {"3986+6874", "zoneid", "ZoneID"},
      {"3986", "URI ", std::nullopt},
      {"3986", "", std::nullopt},
      {"1738", "HTTPURL", "httpurl"},
      {"1738", "url", "url"},
      {"2396", "absoluteuri", "absoluteURI"},
      {"1630-generic", "fragmentaddress", "fragmentaddress"},
      {"1808", "URL", "URL"},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.name);
    const auto* found = rule(r.grammar, r.name);
    REQUIRE((found != nullptr) == r.found.has_value());
    if (found != nullptr) {
      CHECK(view(urlbnf_rule_name(found)) == *r.found);
    }
  }
  for (const std::string_view unknown : {"", "9999", "rfc3986", "3986 ", "2396+6874"}) {
    CHECK(grammar(unknown) == nullptr);
  }
  // The name's size is what counts, not a NUL.
  CHECK(urlbnf_grammar_named("3986+6874", 4) == grammar("3986"));
  CHECK(urlbnf_rule_named(grammar("3986"), "URI-reference", 3) == rule("3986", "URI"));
  CHECK(urlbnf_grammar_named(nullptr, 0) == nullptr);
  CHECK(urlbnf_grammar_named(nullptr, 4) == nullptr);
  CHECK(urlbnf_rule_named(nullptr, "URI", 3) == nullptr);
  CHECK(urlbnf_rule_named(grammar("3986"), nullptr, 3) == nullptr);
}

TEST_CASE("accepts agrees with check's valid and with C++ check(), for every grammar, on every corpus input") {
  const auto inputs = urlbnf::test::corpus_inputs();
  REQUIRE(inputs.size() > 1000);
  for (std::size_t i = 0; i < urlbnf_grammar_count(); ++i) {
    const auto* g = urlbnf_grammar_at(i);
    const auto& entry = urlbnf::grammars()[i];
    INFO("grammar ", entry.name);
    std::size_t accepted = 0;
    const auto* by_default = urlbnf_grammar_default_rule(g);
    for (const auto& input : inputs) {
      INFO("input: ", input);
      const bool cpp = entry.check(input, {}).valid;
      const verdict c(by_default, input);
      CHECK(urlbnf_accepts(by_default, input.data(), input.size()) == (cpp ? 1 : 0));
      CHECK(c.v.valid == (cpp ? 1 : 0));
      CHECK(c.status == (cpp ? URLBNF_OK : URLBNF_REJECTED));
      accepted += cpp ? 1 : 0;
    }
    // Both verdicts occur, so that agreement says something.
    CHECK(accepted > 0);
    CHECK(accepted < inputs.size());
    // Every production, on a sample of the inputs.
    for (std::size_t k = 0; k < urlbnf_rule_count(g); ++k) {
      const auto* r = urlbnf_rule_at(g, k);
      const auto name = urlbnf::rule_name{view(urlbnf_rule_name(r))};
      for (std::size_t n = k % 17; n < inputs.size(); n += 17) {
        const auto& input = inputs[n];
        const bool cpp = entry.check(input, name).valid;
        INFO("rule ", name.view(), ", input: ", input);
        CHECK(urlbnf_accepts(r, input.data(), input.size()) == (cpp ? 1 : 0));
      }
    }
  }
}

TEST_CASE("RFC 1738's and RFC 1630's default rule is check's scheme reading, their url production the BNF's") {
  struct row {
    std::string_view grammar;
    std::string_view input;
    int by_default;  // urlbnf_accepts by the default rule (the scheme reading)
    int url;         // by the production url
  };
  const row rows[] = {
      // An http URL that httpurl rejects and genericurl takes.
      {"1738", "http://h:8o80/", 0, 1},
      {"1738", "http://h:8080/", 1, 1},
      {"1738", "foo:bar", 1, 1},
      // An experimental scheme, which the URL BNF has no production for:
      // judged by the generic BNF.
      {"1630", "x-foo:bar", 1, 0},
      {"1630", "http://h/p", 1, 1},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.input);
    CHECK(urlbnf_accepts(default_rule(r.grammar), r.input.data(), r.input.size()) == r.by_default);
    CHECK(urlbnf_accepts(rule(r.grammar, "url"), r.input.data(), r.input.size()) == r.url);
    const verdict scheme(default_rule(r.grammar), r.input);
    CHECK(view(scheme.v.reading) == "scheme");
    const verdict bnf(rule(r.grammar, "url"), r.input);
    CHECK(view(bnf.v.reading) == "bnf");
  }
  const verdict v(default_rule("1738"), "http://h:8o80/");
  CHECK(v.v.bnf_valid == 1);
  const verdict agreed(default_rule("1738"), "http://h:8080/");
  CHECK(agreed.v.bnf_valid == -1);
  const verdict experimental(default_rule("1630"), "x-foo:bar");
  CHECK(experimental.v.bnf_valid == 0);
  CHECK(!view(experimental.v.note).empty());
}

TEST_CASE("check's verdict holds the judgement's every field, in either vocabulary, on every corpus input") {
  const auto inputs = urlbnf::test::corpus_inputs();
  std::size_t rejected = 0;
  for (std::size_t i = 0; i < urlbnf_grammar_count(); ++i) {
    const auto& entry = urlbnf::grammars()[i];
    INFO("grammar ", entry.name);
    const auto* by_default = urlbnf_grammar_default_rule(urlbnf_grammar_at(i));
    for (std::size_t n = i % 3; n < inputs.size(); n += 3) {
      const auto& input = inputs[n];
      const verdict registry(by_default, input, URLBNF_WORDS_REGISTRY);
      check_same(registry.v, entry.check_worded(input, {}, urlbnf::registry_vocabulary()), input);
      const verdict command(by_default, input, URLBNF_WORDS_COMMAND);
      check_same(command.v, entry.check_worded(input, {}, urlbnf::command_vocabulary()), input);
      rejected += registry.v.valid == 0 ? 1 : 0;
    }
  }
  CHECK(rejected > 1000);
}

TEST_CASE("a message names what would accept the input in the vocabulary asked for") {
  struct row {
    std::string_view grammar;
    std::string_view input;
    std::string_view remedy_kind;
    std::string_view remedy;
    std::string_view registry;  // in the message by URLBNF_WORDS_REGISTRY
    std::string_view command;   // by URLBNF_WORDS_COMMAND, as `urlbnf check` words it
  };
  const row rows[] = {
      {"3986", "http://[fe80::1%25eth0]/", "grammar", "3986+6874", "rfc=\"3986+6874\"", "--rfc 3986+6874"},
      {"1738", "HTTP://h/", "option", "fold_scheme_case", "fold_scheme_case", "--fold-scheme-case"},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.input);
    const verdict registry(default_rule(r.grammar), r.input, URLBNF_WORDS_REGISTRY);
    const verdict command(default_rule(r.grammar), r.input, URLBNF_WORDS_COMMAND);
    REQUIRE(registry.v.error != nullptr);
    REQUIRE(command.v.error != nullptr);
    CHECK(view(registry.v.error->remedy_kind) == r.remedy_kind);
    CHECK(view(registry.v.error->remedy) == r.remedy);
    const auto in_registry = view(registry.v.error->message);
    const auto in_command = view(command.v.error->message);
    CHECK(in_registry.find(r.registry) != std::string_view::npos);
    CHECK(in_registry.find(r.command) == std::string_view::npos);
    CHECK(in_command.find(r.command) != std::string_view::npos);
    // Only the words differ.
    CHECK(registry.v.error->offset == command.v.error->offset);
    CHECK(registry.v.error->code == command.v.error->code);
  }
  const verdict unknown(default_rule("3986"), "http://a/", static_cast<urlbnf_words>(2));
  CHECK(unknown.status == URLBNF_INVALID_ARGUMENT);
}

TEST_CASE("a rejection's diagnostic: offset, code, section, expected, message, category, repair") {
  const verdict v(default_rule("2396"), "http://a/b c");
  REQUIRE(v.status == URLBNF_REJECTED);
  REQUIRE(v.v.error != nullptr);
  CHECK(v.v.valid == 0);
  CHECK(view(v.v.match).empty());
  CHECK(v.v.error->offset == 10);
  CHECK(v.v.error->code == URLBNF_CODE_SPACE);
  CHECK(view(v.v.error->category) == "space");
  CHECK(v.v.error->has_repair == 1);
  CHECK(view(v.v.error->repair) == "http://a/b%20c");
  CHECK(view(v.v.error->message).rfind("RFC 2396 \xC2\xA7", 0) == 0);
  const verdict valid(default_rule("3986"), "http://a/b");
  CHECK(valid.status == URLBNF_OK);
  CHECK(valid.v.error == nullptr);
  CHECK(view(valid.v.match) == "URI");
  CHECK(view(valid.v.rule) == "URI-reference");
  CHECK(view(valid.v.rfc) == "3986");
  // A NUL byte is judged as any other octet.
  const std::string nul("http://a/\0", 10);
  const verdict with_nul(default_rule("3986"), nul);
  REQUIRE(with_nul.v.error != nullptr);
  CHECK(with_nul.v.error->offset == 9);
  CHECK(with_nul.v.error->code == URLBNF_CODE_CONTROL_CHARACTER);
}

TEST_CASE("a verdict is released by urlbnf_verdict_free, which is harmless twice, on a zeroed verdict and on NULL") {
  urlbnf_verdict v{};
  urlbnf_verdict_free(&v);
  REQUIRE(urlbnf_check(default_rule("3986"), "a b", 3, URLBNF_WORDS_REGISTRY, &v) == URLBNF_REJECTED);
  CHECK(v.owned_ != nullptr);
  urlbnf_verdict_free(&v);
  CHECK(v.owned_ == nullptr);
  CHECK(v.error == nullptr);
  CHECK(v.rfc.data == nullptr);
  urlbnf_verdict_free(&v);
  urlbnf_verdict_free(nullptr);
}

namespace {

// A span as "offset|text", or "-" when absent.
std::string shown(const urlbnf_span& s, std::string_view input) {
  if (s.present == 0) {
    return "-";
  }
  return std::to_string(s.offset) + "|" + std::string(input.substr(s.offset, s.size));
}

}  // namespace

TEST_CASE("parse gives RFC 3986's and RFC 2396's components as offsets into the input") {
  struct row {
    std::string_view grammar;
    std::string_view rule;
    std::string_view input;
    // scheme, authority, userinfo, host, port, path, query, fragment
    std::vector<std::string_view> spans;
    urlbnf_host_kind host;
    urlbnf_port_reading port;
    unsigned port_number;
    std::string_view path_form;
  };
  const row rows[] = {
      {"3986",
       "URI",
       "http://u:p@h.example:8080/a/b?q=1#f",
       {"0|http", "7|u:p@h.example:8080", "7|u:p", "11|h.example", "21|8080", "25|/a/b", "30|q=1", "34|f"},
       URLBNF_HOST_REG_NAME,
       URLBNF_PORT_NUMBER,
       8080,
       "path-abempty"},
      // Absent is not empty: an empty query and fragment, an empty port.
      {"3986",
       "URI-reference",
       "http://h:?#",
       {"0|http", "7|h:", "-", "7|h", "9|", "9|", "10|", "11|"},
       URLBNF_HOST_REG_NAME,
       URLBNF_PORT_EMPTY,
       0,
       "path-abempty"},
      {"3986",
       "URI-reference",
       "http://h",
       {"0|http", "7|h", "-", "7|h", "-", "8|", "-", "-"},
       URLBNF_HOST_REG_NAME,
       URLBNF_PORT_NONE,
       0,
       "path-abempty"},
      {"3986",
       "URI",
       "ftp://[2001:db8::7]:65536/c=GB",
       {"0|ftp", "6|[2001:db8::7]:65536", "-", "6|[2001:db8::7]", "20|65536", "25|/c=GB", "-", "-"},
       URLBNF_HOST_IP_LITERAL,
       URLBNF_PORT_TOO_LARGE,
       0,
       "path-abempty"},
      {"3986",
       "URI",
       "telnet://192.0.2.16:80/",
       {"0|telnet", "9|192.0.2.16:80", "-", "9|192.0.2.16", "20|80", "22|/", "-", "-"},
       URLBNF_HOST_IPV4,
       URLBNF_PORT_NUMBER,
       80,
       "path-abempty"},
      {"3986",
       "URI",
       "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
       {"0|urn", "-", "-", "-", "-", "4|oasis:names:specification:docbook:dtd:xml:4.1.2", "-", "-"},
       URLBNF_HOST_NONE,
       URLBNF_PORT_NONE,
       0,
       "path-rootless"},
      {"3986",
       "relative-ref",
       "../a?b",
       {"-", "-", "-", "-", "-", "0|../a", "5|b", "-"},
       URLBNF_HOST_NONE,
       URLBNF_PORT_NONE,
       0,
       "path-noscheme"},
      {"3986", "URI-reference", "", {"-", "-", "-", "-", "-", "0|", "-", "-"}, URLBNF_HOST_NONE, URLBNF_PORT_NONE, 0,
       "path-empty"},
      {"3986", "absolute-URI", "mailto:a@b?subject=x", {"0|mailto", "-", "-", "-", "-", "7|a@b", "11|subject=x", "-"},
       URLBNF_HOST_NONE, URLBNF_PORT_NONE, 0, "path-rootless"},
      {"3986+6874",
       "URI",
       "http://[fe80::1%25eth0]/",
       {"0|http", "7|[fe80::1%25eth0]", "-", "7|[fe80::1%25eth0]", "-", "23|/", "-", "-"},
       URLBNF_HOST_IP_LITERAL,
       URLBNF_PORT_NONE,
       0,
       "path-abempty"},
      {"2396",
       "URI-reference",
       "http://u@h:80/a;p?q#f",
       {"0|http", "7|u@h:80", "7|u", "9|h", "11|80", "13|/a;p", "18|q", "20|f"},
       URLBNF_HOST_REG_NAME,
       URLBNF_PORT_NUMBER,
       80,
       "abs_path"},
      {"2396", "absoluteURI", "mailto:a@b", {"0|mailto", "-", "-", "-", "-", "7|a@b", "-", "-"}, URLBNF_HOST_NONE,
       URLBNF_PORT_NONE, 0, "opaque_part"},
      {"2396", "relativeURI", "a/b?c", {"-", "-", "-", "-", "-", "0|a/b", "4|c", "-"}, URLBNF_HOST_NONE,
       URLBNF_PORT_NONE, 0, "rel_path"},
      // No path: empty where it would start, named by no production.
      {"2396", "URI-reference", "http://h", {"0|http", "7|h", "-", "7|h", "-", "8|", "-", "-"}, URLBNF_HOST_REG_NAME,
       URLBNF_PORT_NONE, 0, ""},
      {"2396+2732",
       "URI-reference",
       "http://[::1]:8/",
       {"0|http", "7|[::1]:8", "-", "7|[::1]", "13|8", "14|/", "-", "-"},
       URLBNF_HOST_IP_LITERAL,
       URLBNF_PORT_NUMBER,
       8,
       "abs_path"},
      {"2396", "URI-reference", "http://1.2.3.4/", {"0|http", "7|1.2.3.4", "-", "7|1.2.3.4", "-", "14|/", "-", "-"},
       URLBNF_HOST_IPV4, URLBNF_PORT_NONE, 0, "abs_path"},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.rule, " ", r.input);
    urlbnf_components c;
    std::memset(&c, 0xA5, sizeof c);
    const auto* handle = rule(r.grammar, r.rule);
    REQUIRE(handle != nullptr);
    REQUIRE(urlbnf_parse(handle, r.input.data(), r.input.size(), &c) == URLBNF_OK);
    const urlbnf_span* spans[] = {&c.scheme, &c.authority, &c.userinfo, &c.host,
                                  &c.port,   &c.path,      &c.query,    &c.fragment};
    std::vector<std::string> got;
    for (const auto* s : spans) {
      got.push_back(shown(*s, r.input));
    }
    CHECK(got == std::vector<std::string>(r.spans.begin(), r.spans.end()));
    CHECK(c.host_kind == r.host);
    CHECK(c.port_reading == r.port);
    CHECK(c.port_number == r.port_number);
    CHECK(view(c.path_form) == r.path_form);
  }
  // The default rule parses as its production does.
  urlbnf_components c{};
  CHECK(urlbnf_parse(default_rule("3986"), "a:b", 3, &c) == URLBNF_OK);
  CHECK(c.scheme.size == 1);
}

TEST_CASE("parse says which input it rejects and which grammars and rules have no components") {
  struct row {
    std::string_view grammar;
    std::string_view rule;
    std::string_view input;
    urlbnf_status status;
  };
  const row rows[] = {
      {"3986", "URI", "//h/p", URLBNF_REJECTED},
      {"3986", "absolute-URI", "http://h/#f", URLBNF_REJECTED},
      {"3986", "URI-reference", "http://a/b c", URLBNF_REJECTED},
      {"3986", "authority", "h:80", URLBNF_UNSUPPORTED},
      {"2396", "hostport", "h:80", URLBNF_UNSUPPORTED},
      {"2396", "absoluteURI", "a/b", URLBNF_REJECTED},
      {"1738", "url", "http://h/", URLBNF_UNSUPPORTED},
      {"1808", "URL", "http://h/", URLBNF_UNSUPPORTED},
      {"1630", "url", "http://h/", URLBNF_UNSUPPORTED},
      {"1630-generic", "fragmentaddress", "a:b", URLBNF_UNSUPPORTED},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.rule, " ", r.input);
    urlbnf_components c{};
    CHECK(urlbnf_parse(rule(r.grammar, r.rule), r.input.data(), r.input.size(), &c) == r.status);
  }
}

namespace {

std::string resolved(std::string_view g, std::string_view base, std::string_view reference,
                     urlbnf_status* status = nullptr) {
  char out[256];
  std::size_t needed = 0;
  const auto s = urlbnf_resolve(grammar(g), base.data(), base.size(), reference.data(), reference.size(), out,
                                sizeof out, &needed);
  if (status != nullptr) {
    *status = s;
  }
  return s == URLBNF_OK ? std::string(out, needed) : std::string(view(urlbnf_status_name(s)));
}

}  // namespace

TEST_CASE("resolve gives RFC 3986 Section 5.4's examples") {
  // Section 5.4.1 (normal) and 5.4.2 (abnormal, by a strict parser),
  // against Section 5.4's base, as tests/corpus/rfc3986-resolve.tsv has
  // them: section, base, reference, reading, target.
  std::size_t examples = 0;
  for (const auto& line : urlbnf::test::read_corpus("rfc3986-resolve.tsv")) {
    const auto& c = line.columns;
    if ((c[0] != "5.4.1" && c[0] != "5.4.2") || c[3] != "strict") {
      continue;
    }
    const std::string reference = c[2] == "<empty>" ? std::string() : c[2];
    INFO("line ", line.number, ", reference: ", reference);
    CHECK(resolved("3986", c[1], reference) == c[4]);
    CHECK(resolved("3986+6874", c[1], reference) == c[4]);
    ++examples;
  }
  CHECK(examples == 42);
}

TEST_CASE("resolve by RFC 2396 and RFC 1808, and what it rejects") {
  struct row {
    std::string_view grammar;
    std::string_view base;
    std::string_view reference;
    std::string_view target;  // or the status's name
  };
  const row rows[] = {
      // RFC 2396 Appendix C: ".." above the root kept.
      {"2396", "http://a/b/c/d;p?q", "../../../g", "http://a/../g"},
      {"2396", "http://a/b/c/d;p?q", "g;x?y#s", "http://a/b/c/g;x?y#s"},
      {"2396+2732", "http://[::1]/b/c", "d", "http://[::1]/b/d"},
      {"2396", "http://[::1]/b/c", "d", "base_rejected"},
      // RFC 1808 Section 5: "/./g" kept, and an empty reference is the base.
      {"1808", "http://a/b/c/d;p?q#f", "/./g", "http://a/./g"},
      {"1808", "http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q#f"},
      {"1808", "http://a/b/c/d;p?q#f", "../../../g", "http://a/../g"},
      {"1808", "a/b", "g", "base_rejected"},
      {"3986", "/a/b", "g", "base_rejected"},
      {"3986", "http://a/b c", "g", "base_rejected"},
      {"3986", "http://a/b", "g h", "reference_rejected"},
      {"3986", "http://a/b", "http://[fe80::1%25e]/", "reference_rejected"},
      {"3986+6874", "http://a/b", "http://[fe80::1%25e]/", "http://[fe80::1%25e]/"},
      {"2396", "http://a/b", "g h", "reference_rejected"},
      {"1738", "http://a/b", "g", "unsupported"},
      {"1630", "http://a/b", "g", "unsupported"},
      {"1630-generic", "http://a/b", "g", "unsupported"},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.base, " ", r.reference);
    CHECK(resolved(r.grammar, r.base, r.reference) == r.target);
  }
}

TEST_CASE("a buffer too small gets the size needed and nothing written; a size-only call asks it") {
  const std::string_view base = "http://a/b/c/d;p?q";
  const std::string_view target = "http://a/b/c/g";
  for (const std::size_t capacity : {std::size_t{0}, std::size_t{1}, target.size() - 1}) {
    char out[32];
    std::memset(out, '*', sizeof out);
    std::size_t needed = 0;
    CHECK(urlbnf_resolve(grammar("3986"), base.data(), base.size(), "g", 1, out, capacity, &needed) ==
          URLBNF_BUFFER_TOO_SMALL);
    CHECK(needed == target.size());
    CHECK(std::string_view(out, sizeof out) == std::string(sizeof out, '*'));
  }
  std::size_t needed = 0;
  CHECK(urlbnf_resolve(grammar("3986"), base.data(), base.size(), "g", 1, nullptr, 0, &needed) ==
        URLBNF_BUFFER_TOO_SMALL);
  CHECK(needed == target.size());
  // Exactly the size fits, and nothing beyond it is written.
  char out[32];
  std::memset(out, '*', sizeof out);
  CHECK(urlbnf_resolve(grammar("3986"), base.data(), base.size(), "g", 1, out, target.size(), &needed) == URLBNF_OK);
  CHECK(std::string_view(out, target.size()) == target);
  CHECK(out[target.size()] == '*');
  // The same for normalize.
  std::memset(out, '*', sizeof out);
  CHECK(urlbnf_normalize(grammar("3986"), "HTTP://A/", 9, out, 8, &needed) == URLBNF_BUFFER_TOO_SMALL);
  CHECK(needed == 9);
  CHECK(out[0] == '*');
}

TEST_CASE("normalize by RFC 3986 and RFC 2396; the others have none") {
  struct row {
    std::string_view grammar;
    std::string_view input;
    std::string_view normal;  // or the status's name
  };
  const row rows[] = {
      {"3986", "HTTP://Example.COM:80/a/./b/../c/%7e%2f?q#F", "http://example.com/a/c/~%2F?q#F"},
      {"3986", "http://h:/", "http://h/"},
      {"3986", "http://h", "http://h/"},
      {"3986", "../a/./b", "../a/./b"},
      {"3986", "a b", "rejected"},
      {"3986+6874", "http://[FE80::1%25Eth0]/", "http://[fe80::1%25Eth0]/"},
      {"3986", "http://[FE80::1%25Eth0]/", "rejected"},
      {"2396", "HTTP://Example.COM:80/a/./b/%7e", "http://example.com/a/./b/~"},
      {"2396", "a b", "rejected"},
      {"1738", "http://h/", "unsupported"},
      {"1808", "http://h/", "unsupported"},
      {"1630", "http://h/", "unsupported"},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.input);
    char out[128];
    std::size_t needed = 0;
    const auto s = urlbnf_normalize(grammar(r.grammar), r.input.data(), r.input.size(), out, sizeof out, &needed);
    CHECK((s == URLBNF_OK ? std::string_view(out, needed) : view(urlbnf_status_name(s))) == r.normal);
  }
}

TEST_CASE("equivalent: the verdict and its reason, as the C++ API gives them") {
  struct row {
    std::string_view grammar;
    std::string_view a;
    std::string_view b;
    urlbnf_status status;
    int equivalent;
  };
  const row rows[] = {
      {"3986", "HTTP://a/%7e", "http://A:80/~", URLBNF_OK, 1},
      {"3986", "http://a/b", "http://a/c", URLBNF_OK, 0},
      {"3986", "http://a/b", "a b", URLBNF_REJECTED, 0},
      {"2396", "http://a:/", "HTTP://A/", URLBNF_OK, 1},
      {"2396", "a b", "a", URLBNF_REJECTED, 0},
      {"1738", "http://a/", "http://a/", URLBNF_UNSUPPORTED, -1},
      {"1630", "http://a/", "http://a/", URLBNF_UNSUPPORTED, -1},
  };
  for (const auto& r : rows) {
    INFO(r.grammar, " ", r.a, " ", r.b);
    const auto& entry = *urlbnf::find_grammar(r.grammar);
    int equivalent = -1;
    char reason[512];
    std::size_t needed = 0;
    CHECK(urlbnf_equivalent(grammar(r.grammar), r.a.data(), r.a.size(), r.b.data(), r.b.size(), &equivalent, reason,
                            sizeof reason, &needed) == r.status);
    CHECK(equivalent == r.equivalent);
    if (r.status == URLBNF_UNSUPPORTED) {
      continue;
    }
    const auto expected = std::visit(
        [&](const auto& o) -> std::string {
          using O = std::decay_t<decltype(o)>;
          if constexpr (std::is_same_v<O, urlbnf::rfc3986::options>) {
            return urlbnf::rfc3986::equivalent(r.a, r.b, o).reason;
          } else if constexpr (std::is_same_v<O, urlbnf::rfc2396::options>) {
            return urlbnf::rfc2396::equivalent(r.a, r.b, o).reason;
          } else {
            return {};
          }
        },
        entry.options);
    CHECK(!expected.empty());
    CHECK(std::string_view(reason, needed) == expected);
    // The reason not wanted: the verdict alone, its size still told.
    int alone = -1;
    std::size_t size = 0;
    CHECK(urlbnf_equivalent(grammar(r.grammar), r.a.data(), r.a.size(), r.b.data(), r.b.size(), &alone, nullptr, 0,
                            &size) == r.status);
    CHECK(alone == r.equivalent);
    CHECK(size == expected.size());
    CHECK(urlbnf_equivalent(grammar(r.grammar), r.a.data(), r.a.size(), r.b.data(), r.b.size(), &alone, nullptr, 0,
                            nullptr) == r.status);
    // A reason that does not fit.
    CHECK(urlbnf_equivalent(grammar(r.grammar), r.a.data(), r.a.size(), r.b.data(), r.b.size(), &alone, reason, 3,
                            &size) == URLBNF_BUFFER_TOO_SMALL);
    CHECK(size == expected.size());
  }
}

TEST_CASE("equivalent's reason words a rejection as the bindings do") {
  const std::string_view zoned = "http://[fe80::1%25e]/";
  int equivalent = -1;
  char reason[512];
  std::size_t needed = 0;
  REQUIRE(urlbnf_equivalent(grammar("3986"), zoned.data(), zoned.size(), "http://a/", 9, &equivalent, reason,
                            sizeof reason, &needed) == URLBNF_REJECTED);
  const std::string_view text(reason, needed);
  CHECK(text.find("rfc=\"3986+6874\"") != std::string_view::npos);
  CHECK(text.find("rfc3986::grammar") == std::string_view::npos);
}

TEST_CASE("extract finds URIs in text in each form, judged by the rule") {
  const std::string_view text =
      "See <URL:http://a/b>, <http://c/d e> and \"ftp://f/g\", or bare http://h/i.\n"
      "Wrapped: <http://j/k\n  l> end";
  urlbnf_extracted found[8];
  std::size_t count = 0;
  REQUIRE(urlbnf_extract(default_rule("3986"), text.data(), text.size(), found, 8, &count) == URLBNF_OK);
  struct expected {
    urlbnf_form form;
    std::string_view delimited;
    std::string_view uri;
    int wrapped;
    int valid;
  };
  const expected rows[] = {
      {URLBNF_FORM_ANGLE_URL_PREFIX, "<URL:http://a/b>", "http://a/b", 0, 1},
      {URLBNF_FORM_ANGLE, "<http://c/d e>", "http://c/d e", 1, 1},
      {URLBNF_FORM_QUOTED, "\"ftp://f/g\"", "ftp://f/g", 0, 1},
      {URLBNF_FORM_BARE, "http://h/i", "http://h/i", 0, 1},
      {URLBNF_FORM_ANGLE, "<http://j/k\n  l>", "http://j/k\n  l", 1, 1},
  };
  REQUIRE(count == std::size(rows));
  for (std::size_t i = 0; i < count; ++i) {
    INFO("URI ", i);
    CHECK(found[i].form == rows[i].form);
    CHECK(text.substr(found[i].delimited.offset, found[i].delimited.size) == rows[i].delimited);
    CHECK(text.substr(found[i].uri.offset, found[i].uri.size) == rows[i].uri);
    CHECK(found[i].wrapped == rows[i].wrapped);
    CHECK(found[i].valid == rows[i].valid);
  }
  // Judged by the rule: none of these is an RFC 3986 relative-ref.
  REQUIRE(urlbnf_extract(rule("3986", "relative-ref"), text.data(), text.size(), found, 8, &count) == URLBNF_OK);
  for (std::size_t i = 0; i < count; ++i) {
    CHECK(found[i].valid == 0);
  }
  // Too many for the buffer: the first written, all counted.
  REQUIRE(urlbnf_extract(default_rule("3986"), text.data(), text.size(), found, 2, &count) ==
          URLBNF_BUFFER_TOO_SMALL);
  CHECK(count == std::size(rows));
  CHECK(urlbnf_extract(default_rule("3986"), text.data(), text.size(), nullptr, 0, &count) ==
        URLBNF_BUFFER_TOO_SMALL);
  CHECK(count == std::size(rows));
  CHECK(urlbnf_extract(default_rule("3986"), "no URI here", 11, nullptr, 0, &count) == URLBNF_OK);
  CHECK(count == 0);
}

TEST_CASE("extract by RFC 1738 judges a URL without the #fragment its wrapper carries, as urlbnf extract does") {
  // RFC 1738's appendix puts a fragment identifier inside the wrapper,
  // though "#" is unsafe in a URL (Section 2.2): the URL before it is
  // judged. RFC 3986's URI-reference takes the fragment as its own.
  const std::string text = "see <URL:http://host/a#sect> and <http://host/b>";
  urlbnf_extracted found[2];
  std::size_t count = 0;
  REQUIRE(urlbnf_extract(default_rule("1738"), text.data(), text.size(), found, 2, &count) == URLBNF_OK);
  REQUIRE(count == 2);
  CHECK(text.substr(found[0].uri.offset, found[0].uri.size) == "http://host/a#sect");
  CHECK(found[0].valid == 1);
  CHECK(found[1].valid == 1);
  CHECK(urlbnf_accepts(default_rule("1738"), "http://host/a#sect", 18) == 0);
  REQUIRE(urlbnf_extract(default_rule("3986"), text.data(), text.size(), found, 2, &count) == URLBNF_OK);
  CHECK(found[0].valid == 1);
}

TEST_CASE("NULL where a pointer is required: URLBNF_INVALID_ARGUMENT, or NULL, 0 or an empty string") {
  const auto* g = grammar("3986");
  const auto* r = default_rule("3986");
  CHECK(urlbnf_grammar_name(nullptr).size == 0);
  CHECK(urlbnf_grammar_title(nullptr).size == 0);
  CHECK(urlbnf_grammar_default_rule(nullptr) == nullptr);
  CHECK(urlbnf_rule_count(nullptr) == 0);
  CHECK(urlbnf_rule_at(nullptr, 0) == nullptr);
  CHECK(urlbnf_rule_grammar(nullptr) == nullptr);
  CHECK(urlbnf_rule_name(nullptr).size == 0);
  CHECK(urlbnf_rule_section(nullptr).size == 0);
  CHECK(urlbnf_rule_reshaped(nullptr).size == 0);
  CHECK(urlbnf_accepts(nullptr, "a", 1) == 0);
  CHECK(urlbnf_accepts(r, nullptr, 1) == 0);
  // An empty input may be NULL.
  CHECK(urlbnf_accepts(r, nullptr, 0) == 1);
  urlbnf_verdict v;
  CHECK(urlbnf_check(nullptr, "a", 1, URLBNF_WORDS_REGISTRY, &v) == URLBNF_INVALID_ARGUMENT);
  CHECK(v.owned_ == nullptr);
  CHECK(urlbnf_check(r, nullptr, 1, URLBNF_WORDS_REGISTRY, &v) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_check(r, "a", 1, URLBNF_WORDS_REGISTRY, nullptr) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_check(r, nullptr, 0, URLBNF_WORDS_REGISTRY, &v) == URLBNF_OK);
  urlbnf_verdict_free(&v);
  urlbnf_components c;
  CHECK(urlbnf_parse(nullptr, "a", 1, &c) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_parse(r, nullptr, 1, &c) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_parse(r, "a", 1, nullptr) == URLBNF_INVALID_ARGUMENT);
  char out[8];
  std::size_t needed = 0;
  CHECK(urlbnf_resolve(nullptr, "a:", 2, "b", 1, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_resolve(g, nullptr, 2, "b", 1, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_resolve(g, "a:", 2, nullptr, 1, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_resolve(g, "a:", 2, "b", 1, nullptr, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_resolve(g, "a:", 2, "b", 1, out, 8, nullptr) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_normalize(nullptr, "a", 1, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_normalize(g, nullptr, 1, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_normalize(g, "a", 1, nullptr, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_normalize(g, "a", 1, out, 8, nullptr) == URLBNF_INVALID_ARGUMENT);
  int eq = 0;
  CHECK(urlbnf_equivalent(nullptr, "a", 1, "a", 1, &eq, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_equivalent(g, nullptr, 1, "a", 1, &eq, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_equivalent(g, "a", 1, nullptr, 1, &eq, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_equivalent(g, "a", 1, "a", 1, nullptr, out, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_equivalent(g, "a", 1, "a", 1, &eq, nullptr, 8, &needed) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_equivalent(g, "a", 1, "a", 1, &eq, out, 8, nullptr) == URLBNF_INVALID_ARGUMENT);
  urlbnf_extracted e[1];
  std::size_t count = 0;
  CHECK(urlbnf_extract(nullptr, "a", 1, e, 1, &count) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_extract(r, nullptr, 1, e, 1, &count) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_extract(r, "a", 1, nullptr, 1, &count) == URLBNF_INVALID_ARGUMENT);
  CHECK(urlbnf_extract(r, "a", 1, e, 1, nullptr) == URLBNF_INVALID_ARGUMENT);
}

TEST_CASE("status and code names") {
  const std::pair<urlbnf_status, std::string_view> statuses[] = {
      {URLBNF_OK, "ok"},
      {URLBNF_REJECTED, "rejected"},
      {URLBNF_BUFFER_TOO_SMALL, "buffer_too_small"},
      {URLBNF_UNSUPPORTED, "unsupported"},
      {URLBNF_INVALID_ARGUMENT, "invalid_argument"},
      {URLBNF_OUT_OF_MEMORY, "out_of_memory"},
      {URLBNF_BASE_REJECTED, "base_rejected"},
      {URLBNF_REFERENCE_REJECTED, "reference_rejected"},
      {URLBNF_INTERNAL_ERROR, "internal_error"},
  };
  for (const auto& [status, name] : statuses) {
    CHECK(view(urlbnf_status_name(status)) == name);
  }
  CHECK(urlbnf_status_name(static_cast<urlbnf_status>(9)).size == 0);
  // Every C++ code, by its value, named as the C++ API names it.
  for (int code = URLBNF_CODE_UNEXPECTED; code <= URLBNF_CODE_MALFORMED_UTF8; ++code) {
    const auto name = view(urlbnf_code_name(static_cast<urlbnf_code>(code)));
    CHECK(!name.empty());
    CHECK(name == urlbnf::name_of(static_cast<urlbnf::diagnostic_code>(code)));
  }
  CHECK(view(urlbnf_code_name(URLBNF_CODE_NOT_ASCII)) == "not_ascii");
  CHECK(view(urlbnf_code_name(URLBNF_CODE_BYTE_ORDER_MARK)) == "byte_order_mark");
  CHECK(view(urlbnf_code_name(URLBNF_CODE_MALFORMED_UTF8)) == "malformed_utf8");
  CHECK(urlbnf_code_name(static_cast<urlbnf_code>(URLBNF_CODE_MALFORMED_UTF8 + 1)).size == 0);
  CHECK(urlbnf_code_name(static_cast<urlbnf_code>(-1)).size == 0);
}
