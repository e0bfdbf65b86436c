// From the spans of the validation run's derivation to the typed tree, and
// the values it decodes on demand.
#include <array>
#include <urlbnf/detail/ascii_case.hpp>
#include <urlbnf/rfc6068/ast.hpp>
#include <urlbnf/rfc6068/grammar.hpp>

#include "../component_spans.hpp"
#include "../internal_api.hpp"

namespace urlbnf::rfc6068::ast {
namespace {

enum component : std::size_t { mailtoURI_span, to_span, hfields_span, component_count };

constexpr std::array<std::string_view, component_count> component_names{
    meta_of<rfc6068::mailtoURI>.name, meta_of<rfc6068::to>.name, meta_of<rfc6068::hfields>.name};
static_assert(detail::all_named(component_names));

constexpr detail::name_index<component_count> component_index(component_names);

using spans = detail::component_spans<component_count, component_index, detail::span_pick::outermost>;

// Where the address that starts at `from` in `list` ends: at the "," after
// it, or the end. A quoted-string's "," and "@" (after a "\" its '"' too)
// and a domain literal's "," are the address's own. Read from text that
// need not be an address list (a decoded "to" field): an unclosed quote
// or literal runs to the end.
std::size_t address_end(std::string_view list, std::size_t from) {
  std::size_t i = from;
  if (i < list.size() && list[i] == '"') {
    for (++i; i < list.size() && list[i] != '"'; ++i) {
      i += list[i] == '\\' ? 1 : 0;
    }
    i = std::min(i + 1, list.size());
  }
  for (; i < list.size() && list[i] != ','; ++i) {
    if (list[i] == '[') {
      i = std::min(list.find(']', i), list.size() - 1);
    }
  }
  return i;
}

// The continuation byte 10xxxxxx.
bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

}  // namespace

std::optional<std::size_t> first_utf8_error(std::string_view octets) noexcept {
  std::size_t i = 0;
  while (i < octets.size()) {
    const auto c = static_cast<unsigned char>(octets[i]);
    // RFC 3629 Section 4: the second octet's range depends on the first,
    // which excludes overlong forms, surrogates and code points past
    // U+10FFFF.
    std::size_t length = 1;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (c < 0x80) {
      ++i;
      continue;
    }
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      low = c == 0xE0 ? 0xA0 : 0x80;
      high = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      low = c == 0xF0 ? 0x90 : 0x80;
      high = c == 0xF4 ? 0x8F : 0xBF;
    } else {
      return i;
    }
    if (i + length > octets.size()) {
      return i;
    }
    const auto second = static_cast<unsigned char>(octets[i + 1]);
    if (second < low || second > high) {
      return i;
    }
    for (std::size_t k = 2; k < length; ++k) {
      if (!continuation(static_cast<unsigned char>(octets[i + k]))) {
        return i;
      }
    }
    i += length;
  }
  return std::nullopt;
}

decoded_value decode(std::string_view raw) {
  decoded_value out;
  out.octets = percent_decode(raw);
  out.utf8_error = first_utf8_error(out.octets);
  return out;
}

address address_of(const text& addr_spec) {
  const auto raw = addr_spec.raw;
  // The "@" before the domain: the last one, unless the domain is a
  // literal, which may hold "@" and starts with the last "[" after it.
  auto at = raw.rfind('@');
  if (!raw.empty() && raw.back() == ']') {
    at = raw.rfind('@', raw.rfind('['));
  }
  if (at == std::string_view::npos) {
    return {addr_spec, addr_spec, text{raw.substr(raw.size()), addr_spec.offset + raw.size()}};
  }
  return {addr_spec, text{raw.substr(0, at), addr_spec.offset},
          text{raw.substr(at + 1), addr_spec.offset + at + 1}};
}

address address_list::iterator::operator*() const {
  const auto& whole = list_->whole_;
  return address_of(text{whole.raw.substr(begin_, end_ - begin_), whole.offset + begin_});
}

address_list::iterator& address_list::iterator::operator++() {
  if (end_ == list_->whole_.raw.size()) {
    begin_ = end_ = npos;
  } else {
    seek(end_ + 1);
  }
  return *this;
}

void address_list::iterator::seek(std::size_t from) {
  begin_ = from;
  end_ = address_end(list_->whole_.raw, from);
}

bool header_field::named(std::string_view lower) const {
  return detail::equal_ignoring_ascii_case(name().octets, lower);
}

header_field header_field_of(const text& hfield) {
  const auto raw = hfield.raw;
  const auto equals = std::min(raw.find('='), raw.size());
  const auto value_from = std::min(equals + 1, raw.size());
  return {hfield, text{raw.substr(0, equals), hfield.offset},
          text{raw.substr(value_from), hfield.offset + value_from}};
}

std::optional<header_field> mailto::field(std::string_view lower) const {
  for (const auto& f : fields) {
    if (f.named(lower)) {
      return f;
    }
  }
  return std::nullopt;
}

std::vector<decoded_value> mailto::recipients() const {
  std::vector<decoded_value> out;
  for (const auto& a : addresses) {
    out.push_back(a.decoded());
  }
  for (const auto& f : fields) {
    if (!f.named("to")) {
      continue;
    }
    const auto value = f.value().octets;
    for (std::size_t from = 0; from < value.size();) {
      const auto end = address_end(value, from);
      out.push_back({value.substr(from, end - from), first_utf8_error(value.substr(from, end - from))});
      from = end + 1;
    }
  }
  return out;
}

mailto parse(std::string_view input, const options& opts) {
  mailto m;
  detail::derivation_spans derived;
  m.verdict = check(input, "mailtoURI", opts, &derived.log());
  derived.take(m.verdict.valid, [&] { return derive(input, "mailtoURI", opts); });
  if (!derived.accepted()) {
    return m;
  }
  const spans s(input, derived.begin(), derived.end());
  m.mailtoURI = s[mailtoURI_span];
  m.to = s[to_span];
  m.hfields = s[hfields_span];
  if (m.to) {
    m.addresses = address_list(*m.to);
  }
  if (m.hfields) {
    // Past the "?" that begins hfields.
    const text fields{m.hfields->raw.substr(1), m.hfields->offset + 1};
    m.fields = header_field_list(fields, '&', &header_field_of);
  }
  return m;
}

}  // namespace urlbnf::rfc6068::ast
