// The C API (urlbnf/urlbnf.h) over the grammar registry: every grammar and
// production it offers is the registry's, and every operation that belongs
// to a family of grammars is chosen by the grammar's options, so that a
// grammar added to the registry is offered here without code of its own.
// No exception crosses the boundary: each function catches them all.
#include <urlbnf/urlbnf.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <urlbnf/extract.hpp>
#include <urlbnf/grammars.hpp>
#include <urlbnf/rfc1808/resolve.hpp>
#include <urlbnf/rfc2396/ast.hpp>
#include <urlbnf/rfc2396/resolve.hpp>
#include <urlbnf/rfc3986/ast.hpp>
#include <urlbnf/rfc3986/resolve.hpp>
#include <variant>
#include <vector>

// A rule handle: a production of a grammar, or the grammar's default rule
// as check() judges it when no rule is named (`by_default`: RFC 1738's and
// RFC 1630's scheme reading of url), which the production of the same name
// does not give.
struct urlbnf_rule {
  const urlbnf::grammar_entry* grammar;
  urlbnf::production_info info;
  bool by_default;
};

namespace {

using urlbnf::grammar_entry;

// Every grammar's productions, in the registry's order, and its default
// rule: built once, on first use, and never changed, so that handles live
// as long as the program.
struct rule_table {
  struct grammar_rules {
    std::size_t first;
    std::size_t count;
    urlbnf_rule by_default;
  };
  std::vector<urlbnf_rule> rules;
  std::vector<grammar_rules> of_grammar;  // by the grammar's index in grammars()

  rule_table() {
    for (const auto& g : urlbnf::grammars()) {
      const auto& productions = g.productions();
      const auto info = g.find_production(g.default_rule);
      of_grammar.push_back({rules.size(), productions.size(),
                            {&g, info.value_or(urlbnf::production_info{g.default_rule, {}}), true}});
      for (const auto& p : productions) {
        rules.push_back({&g, p, false});
      }
    }
  }
};

const rule_table& table() {
  static const rule_table t;
  return t;
}

const grammar_entry* entry_of(const urlbnf_grammar* g) noexcept { return reinterpret_cast<const grammar_entry*>(g); }
const urlbnf_grammar* handle_of(const grammar_entry* g) noexcept { return reinterpret_cast<const urlbnf_grammar*>(g); }

// The table's rules of `g`, which is one of grammars().
const rule_table::grammar_rules& rules_of(const grammar_entry* g) {
  return table().of_grammar[static_cast<std::size_t>(g - urlbnf::grammars().data())];
}

urlbnf_string string_of(std::string_view s) noexcept { return {s.data(), s.size()}; }

std::string_view view_of(const char* data, std::size_t size) noexcept {
  return size == 0 ? std::string_view{} : std::string_view(data, size);
}

// Whether an input pointer is usable: NULL only for an empty input.
bool readable(const char* data, std::size_t size) noexcept { return data != nullptr || size == 0; }

// The rule name check() and accepts() take for a handle.
urlbnf::rule_name rule_of(const urlbnf_rule& r) noexcept {
  return r.by_default ? urlbnf::rule_name{} : urlbnf::rule_name{r.info.name};
}

// Runs `body`, turning what it throws into a status.
template <class Body>
urlbnf_status guarded(Body&& body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return URLBNF_OUT_OF_MEMORY;
  } catch (...) {
    // Nothing else is thrown for the arguments checked here: a C caller,
    // which a C++ exception would kill, learns of the fault instead.
    return URLBNF_INTERNAL_ERROR;
  }
}

// Writes `text` into the caller's buffer, or only its size when it does
// not fit.
urlbnf_status deliver(std::string_view text, char* out, std::size_t capacity, std::size_t* needed) noexcept {
  *needed = text.size();
  if (text.size() > capacity) {
    return URLBNF_BUFFER_TOO_SMALL;
  }
  if (!text.empty()) {
    std::memcpy(out, text.data(), text.size());
  }
  return URLBNF_OK;
}

const urlbnf::vocabulary* words_of(urlbnf_words words) noexcept {
  switch (words) {
    case URLBNF_WORDS_REGISTRY:
      return &urlbnf::registry_vocabulary();
    case URLBNF_WORDS_COMMAND:
      return &urlbnf::command_vocabulary();
  }
  return nullptr;
}

// The grammar's options, its messages naming what to change as the
// bindings do (an equivalence's reason quotes a rejection's).
urlbnf::grammar_options worded(const grammar_entry& g) {
  auto opts = g.options;
  std::visit([](auto& o) { o.vocabulary = &urlbnf::registry_vocabulary(); }, opts);
  return opts;
}

// A visitor's result for the grammar's options, or URLBNF_UNSUPPORTED when
// the visitor takes none of that API's.
template <class Visitor>
urlbnf_status by_family(const grammar_entry& g, const Visitor& visitor) {
  return std::visit(
      [&](const auto& o) -> urlbnf_status {
        if constexpr (std::is_invocable_v<const Visitor&, decltype(o)>) {
          return visitor(o);
        } else {
          return URLBNF_UNSUPPORTED;
        }
      },
      g.options);
}

template <class... F>
struct overloaded : F... {
  using F::operator()...;
};
template <class... F>
overloaded(F...) -> overloaded<F...>;

// What a verdict's texts are kept in, released by urlbnf_verdict_free.
struct verdict_storage {
  std::string rfc;
  std::string rule;
  std::string match;
  std::vector<std::string> also;
  std::vector<urlbnf_string> also_views;
  std::string note;
  std::string section;
  std::string message;
  std::vector<std::string> expected;
  std::vector<urlbnf_string> expected_views;
  std::string category;
  std::string remedy_kind;
  std::string remedy;
  std::string repair;
  urlbnf_diagnostic diagnostic{};
};

static_assert(static_cast<int>(urlbnf::diagnostic_code::byte_order_mark) == URLBNF_CODE_BYTE_ORDER_MARK);
static_assert(static_cast<int>(urlbnf::diagnostic_code::empty_host) == URLBNF_CODE_EMPTY_HOST);
static_assert(static_cast<int>(urlbnf::diagnostic_code::nonstandard_form) == URLBNF_CODE_NONSTANDARD_FORM);
static_assert(static_cast<int>(urlbnf::diagnostic_code::malformed_utf8) == URLBNF_CODE_MALFORMED_UTF8);
static_assert(static_cast<int>(urlbnf::diagnostic_code::zone_identifier) == URLBNF_CODE_ZONE_IDENTIFIER);
static_assert(static_cast<int>(urlbnf::diagnostic_code::unexpected) == URLBNF_CODE_UNEXPECTED);

std::vector<urlbnf_string> views_of(const std::vector<std::string>& texts) {
  std::vector<urlbnf_string> views;
  views.reserve(texts.size());
  for (const auto& t : texts) {
    views.push_back(string_of(t));
  }
  return views;
}

void fill(urlbnf_verdict& out, const urlbnf::judgement& j, std::unique_ptr<verdict_storage> held) {
  auto& s = *held;
  s.rfc = j.rfc;
  s.rule = j.rule;
  s.match = j.match;
  s.also.assign(j.also.begin(), j.also.end());
  s.also_views = views_of(s.also);
  s.note = j.note;
  out.valid = j.valid ? 1 : 0;
  out.rfc = string_of(s.rfc);
  out.rule = string_of(s.rule);
  out.match = string_of(s.match);
  out.also = s.also_views.empty() ? nullptr : s.also_views.data();
  out.also_count = s.also_views.size();
  out.reading = string_of(j.reading == urlbnf::reading_kind::scheme ? "scheme" : "bnf");
  out.bnf_valid = j.bnf_valid ? (*j.bnf_valid ? 1 : 0) : -1;
  out.note = string_of(s.note);
  out.error = nullptr;
  if (j.error) {
    const auto& e = *j.error;
    s.section = e.section;
    s.message = e.message;
    s.expected = e.expected;
    s.expected_views = views_of(s.expected);
    s.category = e.category;
    s.remedy_kind = e.remedy == urlbnf::remedy_kind::none ? std::string_view{} : urlbnf::name_of(e.remedy);
    s.remedy = e.remedy_name;
    s.repair = e.repair.value_or(std::string{});
    auto& d = s.diagnostic;
    d.offset = e.offset;
    d.code = static_cast<urlbnf_code>(e.code);
    d.section = string_of(s.section);
    d.message = string_of(s.message);
    d.expected = s.expected_views.empty() ? nullptr : s.expected_views.data();
    d.expected_count = s.expected_views.size();
    d.category = string_of(s.category);
    d.remedy_kind = string_of(s.remedy_kind);
    d.remedy = string_of(s.remedy);
    d.has_repair = e.repair ? 1 : 0;
    d.repair = string_of(s.repair);
    out.error = &d;
  }
  out.owned_ = held.release();
}

urlbnf_span span_of(const std::optional<urlbnf::text>& t) noexcept {
  return t ? urlbnf_span{t->offset, t->raw.size(), 1} : urlbnf_span{0, 0, 0};
}

void fill_port(urlbnf_components& c, const std::optional<urlbnf::port_number>& port) noexcept {
  c.port_reading = URLBNF_PORT_NONE;
  c.port_number = 0;
  if (!port) {
    return;
  }
  switch (port->how()) {
    case urlbnf::port_number::reading::number:
      c.port_reading = URLBNF_PORT_NUMBER;
      c.port_number = *port->value();
      break;
    case urlbnf::port_number::reading::empty:
      c.port_reading = URLBNF_PORT_EMPTY;
      break;
    case urlbnf::port_number::reading::too_large:
    case urlbnf::port_number::reading::not_digits:
      // No grammar's port holds anything but digits.
      c.port_reading = URLBNF_PORT_TOO_LARGE;
      break;
  }
}

void fill(urlbnf_components& c, const urlbnf::rfc3986::ast::uri_reference& r) {
  using urlbnf::rfc3986::ast::host_kind;
  c.scheme = span_of(r.scheme);
  if (r.authority) {
    const auto& a = *r.authority;
    c.authority = span_of(a.raw);
    c.userinfo = span_of(a.userinfo);
    c.host = span_of(a.host.raw);
    c.port = span_of(a.port);
    c.host_kind = a.host.kind == host_kind::IP_literal    ? URLBNF_HOST_IP_LITERAL
                  : a.host.kind == host_kind::IPv4address ? URLBNF_HOST_IPV4
                                                          : URLBNF_HOST_REG_NAME;
  }
  c.path = span_of(r.path);
  c.query = span_of(r.query);
  c.fragment = span_of(r.fragment);
  fill_port(c, r.port_number());
  c.path_form = string_of(urlbnf::rfc3986::ast::name_of(r.path_form));
}

void fill(urlbnf_components& c, const urlbnf::rfc2396::ast::uri_reference& r) {
  using urlbnf::rfc2396::ast::host_kind;
  c.scheme = span_of(r.scheme);
  std::size_t path_start = 0;
  if (r.authority) {
    const auto& a = *r.authority;
    c.authority = span_of(a.raw);
    path_start = a.raw.offset + a.raw.raw.size();
    if (a.server && a.server->host) {
      const auto& s = *a.server;
      c.userinfo = span_of(s.userinfo);
      c.host = span_of(s.host);
      c.port = span_of(s.port);
      c.host_kind = s.kind == host_kind::IPv6reference ? URLBNF_HOST_IP_LITERAL
                    : s.kind == host_kind::IPv4address ? URLBNF_HOST_IPV4
                                                       : URLBNF_HOST_REG_NAME;
    }
  }
  // The path: rel_path (whose abs_path is part of it), abs_path or
  // opaque_part, whichever the input has; none is an empty path where one
  // would start.
  const std::pair<const std::optional<urlbnf::text>*, std::string_view> paths[] = {
      {&r.rel_path, "rel_path"}, {&r.abs_path, "abs_path"}, {&r.opaque_part, "opaque_part"}};
  c.path = {path_start, 0, 1};
  c.path_form = string_of({});
  for (const auto& [path, name] : paths) {
    if (*path) {
      c.path = span_of(*path);
      c.path_form = string_of(name);
      break;
    }
  }
  c.query = span_of(r.query);
  c.fragment = span_of(r.fragment);
  fill_port(c, r.port_number());
}

// The tree of `input` by `rule` into `out`, by the parse function of the
// rule's name in `parsers`.
template <class Options, class Parser, std::size_t N>
urlbnf_status parsed(const std::pair<std::string_view, Parser> (&parsers)[N], std::string_view rule,
                     std::string_view input, const Options& opts, urlbnf_components& out) {
  const auto* p =
      std::find_if(std::begin(parsers), std::end(parsers), [&](const auto& entry) { return entry.first == rule; });
  if (p == std::end(parsers)) {
    return URLBNF_UNSUPPORTED;
  }
  const auto tree = p->second(input, opts);
  if (!tree) {
    return URLBNF_REJECTED;
  }
  out = urlbnf_components{};
  fill(out, *tree);
  return URLBNF_OK;
}

urlbnf_status resolved(const urlbnf::result<std::string, urlbnf::resolve_error>& target, char* out,
                       std::size_t capacity, std::size_t* needed) {
  if (!target) {
    return target.error().operand == urlbnf::resolve_operand::base ? URLBNF_BASE_REJECTED
                                                                   : URLBNF_REFERENCE_REJECTED;
  }
  return deliver(*target, out, capacity, needed);
}

urlbnf_form form_of(urlbnf::uri_form f) noexcept {
  switch (f) {
    case urlbnf::uri_form::angle_url_prefix:
      return URLBNF_FORM_ANGLE_URL_PREFIX;
    case urlbnf::uri_form::angle:
      return URLBNF_FORM_ANGLE;
    case urlbnf::uri_form::quoted:
      return URLBNF_FORM_QUOTED;
    case urlbnf::uri_form::bare:
      break;
  }
  return URLBNF_FORM_BARE;
}

bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Where a found URI is in the text as written: from its first character to
// its last, before a wrapper's closing ">" or quote and the whitespace
// before that.
urlbnf_extracted extracted_of(std::string_view text, const urlbnf::extracted_uri& found) noexcept {
  urlbnf_extracted e{};
  e.delimited = {found.span_offset, found.span_length, 1};
  e.form = form_of(found.form);
  const std::size_t start = found.start.offset;
  std::size_t end = start + found.uri.size();
  if (found.form != urlbnf::uri_form::bare) {
    end = found.span_offset + found.span_length - 1;
    while (end > start && is_space(text[end - 1])) {
      --end;
    }
  }
  e.uri = {start, end - start, 1};
  e.wrapped = end - start != found.uri.size() ? 1 : 0;
  e.valid = found.verdict.valid ? 1 : 0;
  return e;
}

}  // namespace

extern "C" {

int urlbnf_c_api_version(void) { return URLBNF_C_API_VERSION; }

urlbnf_string urlbnf_status_name(urlbnf_status status) {
  switch (status) {
    case URLBNF_OK:
      return string_of("ok");
    case URLBNF_REJECTED:
      return string_of("rejected");
    case URLBNF_BUFFER_TOO_SMALL:
      return string_of("buffer_too_small");
    case URLBNF_UNSUPPORTED:
      return string_of("unsupported");
    case URLBNF_INVALID_ARGUMENT:
      return string_of("invalid_argument");
    case URLBNF_OUT_OF_MEMORY:
      return string_of("out_of_memory");
    case URLBNF_BASE_REJECTED:
      return string_of("base_rejected");
    case URLBNF_REFERENCE_REJECTED:
      return string_of("reference_rejected");
    case URLBNF_INTERNAL_ERROR:
      return string_of("internal_error");
  }
  return string_of({});
}

size_t urlbnf_grammar_count(void) { return urlbnf::grammars().size(); }

const urlbnf_grammar* urlbnf_grammar_at(size_t index) {
  const auto& all = urlbnf::grammars();
  return index < all.size() ? handle_of(&all[index]) : nullptr;
}

const urlbnf_grammar* urlbnf_grammar_named(const char* name, size_t size) {
  if (!readable(name, size)) {
    return nullptr;
  }
  return handle_of(urlbnf::find_grammar(view_of(name, size)));
}

const urlbnf_grammar* urlbnf_grammar_default(void) { return urlbnf_grammar_named("3986", 4); }

urlbnf_string urlbnf_grammar_name(const urlbnf_grammar* grammar) {
  return grammar != nullptr ? string_of(entry_of(grammar)->name) : string_of({});
}

urlbnf_string urlbnf_grammar_title(const urlbnf_grammar* grammar) {
  return grammar != nullptr ? string_of(entry_of(grammar)->title) : string_of({});
}

const urlbnf_rule* urlbnf_grammar_default_rule(const urlbnf_grammar* grammar) {
  if (grammar == nullptr) {
    return nullptr;
  }
  try {
    return &rules_of(entry_of(grammar)).by_default;
  } catch (...) {
    return nullptr;
  }
}

size_t urlbnf_rule_count(const urlbnf_grammar* grammar) {
  if (grammar == nullptr) {
    return 0;
  }
  try {
    return rules_of(entry_of(grammar)).count;
  } catch (...) {
    return 0;
  }
}

const urlbnf_rule* urlbnf_rule_at(const urlbnf_grammar* grammar, size_t index) {
  if (grammar == nullptr) {
    return nullptr;
  }
  try {
    const auto& r = rules_of(entry_of(grammar));
    return index < r.count ? &table().rules[r.first + index] : nullptr;
  } catch (...) {
    return nullptr;
  }
}

const urlbnf_rule* urlbnf_rule_named(const urlbnf_grammar* grammar, const char* name, size_t size) {
  if (grammar == nullptr || !readable(name, size)) {
    return nullptr;
  }
  try {
    const auto* g = entry_of(grammar);
    const auto info = g->find_production(view_of(name, size));
    if (!info) {
      return nullptr;
    }
    const auto& r = rules_of(g);
    const auto first = table().rules.begin() + static_cast<std::ptrdiff_t>(r.first);
    const auto it = std::find_if(first, first + static_cast<std::ptrdiff_t>(r.count),
                                 [&](const urlbnf_rule& rule) { return rule.info.name == info->name; });
    return it == first + static_cast<std::ptrdiff_t>(r.count) ? nullptr : &*it;
  } catch (...) {
    return nullptr;
  }
}

const urlbnf_grammar* urlbnf_rule_grammar(const urlbnf_rule* rule) {
  return rule != nullptr ? handle_of(rule->grammar) : nullptr;
}

urlbnf_string urlbnf_rule_name(const urlbnf_rule* rule) {
  return rule != nullptr ? string_of(rule->info.name) : string_of({});
}

urlbnf_string urlbnf_rule_section(const urlbnf_rule* rule) {
  return rule != nullptr ? string_of(rule->info.section) : string_of({});
}

urlbnf_string urlbnf_rule_reshaped(const urlbnf_rule* rule) {
  return rule != nullptr ? string_of(rule->info.reshaped) : string_of({});
}

int urlbnf_accepts(const urlbnf_rule* rule, const char* input, size_t size) {
  if (rule == nullptr || !readable(input, size)) {
    return 0;
  }
  return rule->grammar->accepts(view_of(input, size), rule_of(*rule)) ? 1 : 0;
}

urlbnf_string urlbnf_code_name(urlbnf_code code) {
  if (code < URLBNF_CODE_UNEXPECTED || code > URLBNF_CODE_MALFORMED_UTF8) {
    return string_of({});
  }
  return string_of(urlbnf::name_of(static_cast<urlbnf::diagnostic_code>(code)));
}

urlbnf_status urlbnf_check(const urlbnf_rule* rule, const char* input, size_t size, urlbnf_words words,
                           urlbnf_verdict* out) {
  if (out == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  *out = urlbnf_verdict{};
  const auto* vocabulary = words_of(words);
  if (rule == nullptr || !readable(input, size) || vocabulary == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  return guarded([&] {
    const auto j = rule->grammar->check_worded(view_of(input, size), rule_of(*rule), *vocabulary);
    // Filled aside: a failure on the way leaves *out zeroed, not pointing
    // into released storage.
    urlbnf_verdict filled{};
    fill(filled, j, std::make_unique<verdict_storage>());
    *out = filled;
    return j.valid ? URLBNF_OK : URLBNF_REJECTED;
  });
}

void urlbnf_verdict_free(urlbnf_verdict* verdict) {
  if (verdict == nullptr) {
    return;
  }
  delete static_cast<verdict_storage*>(verdict->owned_);
  *verdict = urlbnf_verdict{};
}

urlbnf_status urlbnf_parse(const urlbnf_rule* rule, const char* input, size_t size, urlbnf_components* out) {
  if (rule == nullptr || !readable(input, size) || out == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  return guarded([&] {
    const auto text = view_of(input, size);
    const std::string_view name = rule->info.name;
    return by_family(*rule->grammar,
                     overloaded{[&](const urlbnf::rfc3986::options& o) {
                                  namespace r = urlbnf::rfc3986;
                                  using parser = decltype(&r::parse_uri);
                                  static constexpr std::pair<std::string_view, parser> parsers[] = {
                                      {"URI-reference", &r::parse_uri_reference},
                                      {"URI", &r::parse_uri},
                                      {"relative-ref", &r::parse_relative_ref},
                                      {"absolute-URI", &r::parse_absolute_uri}};
                                  return parsed(parsers, name, text, o, *out);
                                },
                                [&](const urlbnf::rfc2396::options& o) {
                                  namespace r = urlbnf::rfc2396;
                                  using parser = decltype(&r::parse_uri_reference);
                                  static constexpr std::pair<std::string_view, parser> parsers[] = {
                                      {"URI-reference", &r::parse_uri_reference},
                                      {"absoluteURI", &r::parse_absolute_uri},
                                      {"relativeURI", &r::parse_relative_uri}};
                                  return parsed(parsers, name, text, o, *out);
                                }});
  });
}

urlbnf_status urlbnf_resolve(const urlbnf_grammar* grammar, const char* base, size_t base_size, const char* reference,
                             size_t reference_size, char* out, size_t capacity, size_t* needed) {
  if (grammar == nullptr || !readable(base, base_size) || !readable(reference, reference_size) ||
      (out == nullptr && capacity != 0) || needed == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  return guarded([&] {
    const auto b = view_of(base, base_size);
    const auto r = view_of(reference, reference_size);
    return by_family(*entry_of(grammar),
                     overloaded{[&](const urlbnf::rfc3986::options& o) {
                                  urlbnf::rfc3986::resolve_options how;
                                  how.grammar = o.grammar;
                                  return resolved(urlbnf::rfc3986::resolve(b, r, how), out, capacity, needed);
                                },
                                [&](const urlbnf::rfc2396::options& o) {
                                  urlbnf::rfc2396::resolve_options how;
                                  how.grammar = o.grammar;
                                  return resolved(urlbnf::rfc2396::resolve(b, r, how), out, capacity, needed);
                                },
                                [&](const urlbnf::rfc1808::options&) {
                                  return resolved(urlbnf::rfc1808::resolve(b, r), out, capacity, needed);
                                }});
  });
}

urlbnf_status urlbnf_normalize(const urlbnf_grammar* grammar, const char* input, size_t size, char* out,
                               size_t capacity, size_t* needed) {
  if (grammar == nullptr || !readable(input, size) || (out == nullptr && capacity != 0) || needed == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  return guarded([&] {
    const auto n = urlbnf::normalize(worded(*entry_of(grammar)), view_of(input, size));
    if (!n) {
      return URLBNF_UNSUPPORTED;
    }
    return n->normal_form ? deliver(*n->normal_form, out, capacity, needed) : URLBNF_REJECTED;
  });
}

urlbnf_status urlbnf_equivalent(const urlbnf_grammar* grammar, const char* a, size_t a_size, const char* b,
                                size_t b_size, int* equivalent, char* reason, size_t capacity, size_t* needed) {
  const bool reason_wanted = reason != nullptr || capacity != 0;
  if (grammar == nullptr || !readable(a, a_size) || !readable(b, b_size) || equivalent == nullptr ||
      (reason == nullptr && capacity != 0) || (reason_wanted && needed == nullptr)) {
    return URLBNF_INVALID_ARGUMENT;
  }
  return guarded([&] {
    const auto v = urlbnf::equivalent(worded(*entry_of(grammar)), view_of(a, a_size), view_of(b, b_size));
    if (!v) {
      return URLBNF_UNSUPPORTED;
    }
    *equivalent = v->equivalent ? 1 : 0;
    const auto status = v->a.valid && v->b.valid ? URLBNF_OK : URLBNF_REJECTED;
    if (!reason_wanted) {
      if (needed != nullptr) {
        *needed = v->reason.size();
      }
      return status;
    }
    const auto written = deliver(v->reason, reason, capacity, needed);
    return written == URLBNF_OK ? status : written;
  });
}

urlbnf_status urlbnf_extract(const urlbnf_rule* rule, const char* text, size_t size, urlbnf_extracted* out,
                             size_t capacity, size_t* count) {
  if (rule == nullptr || !readable(text, size) || (out == nullptr && capacity != 0) || count == nullptr) {
    return URLBNF_INVALID_ARGUMENT;
  }
  *count = 0;
  return guarded([&] {
    const auto whole = view_of(text, size);
    std::size_t found = 0;
    urlbnf::for_each_uri(
        whole,
        [&](std::string_view uri) {
          urlbnf::judgement j;
          j.valid = rule->grammar->accepts(rule->grammar->judged_in_context(uri), rule_of(*rule));
          return j;
        },
        [&](urlbnf::extracted_uri&& uri) {
          if (found < capacity) {
            out[found] = extracted_of(whole, uri);
          }
          ++found;
        });
    *count = found;
    return found > capacity ? URLBNF_BUFFER_TOO_SMALL : URLBNF_OK;
  });
}

}  // extern "C"
