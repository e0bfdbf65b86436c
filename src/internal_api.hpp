// What the library's own code asks of each grammar beyond its public API:
// accepts() noting in a start_probe how the alternatives of choices fared
// at the start of the input (for check() to refine its verdict without
// parsing again) and, in a span_log, the component spans of the derivation
// without allocating (for the typed trees). Private to the library.
#pragma once

#include <string_view>
#include <urlbnf/rfc1630/check.hpp>
#include <urlbnf/rfc1738/check.hpp>
#include <urlbnf/rfc1808/check.hpp>
#include <urlbnf/rfc2396/check.hpp>
#include <urlbnf/rfc2397/check.hpp>
#include <urlbnf/rfc3986/check.hpp>
#include <urlbnf/rfc9110/check.hpp>
#include <urlbnf/rfc8089/check.hpp>
#include <urlbnf/rfc6068/check.hpp>
#include <urlbnf/rfc3987/check.hpp>
#include <vector>

#include "pending_diagnostic.hpp"
#include "production_table.hpp"
#include "span_log.hpp"
#include "validation_control.hpp"

namespace urlbnf::detail {

// The component spans of the derivation of an input, as views into it:
// from a span_log, or, when the derivation holds more spans than a
// span_log, from the allocating capture_log of derive().
class derivation_spans {
 public:
  derivation_spans() noexcept {}
  derivation_spans(const derivation_spans&) = delete;
  derivation_spans& operator=(const derivation_spans&) = delete;

  // What the validation run fills.
  span_log& log() noexcept { return log_; }

  // Takes the run's verdict; `derive()`, by the same rule, grammar and
  // options, is asked only when the log overflowed.
  template <typename Derive>
  void take(bool accepted, Derive derive) {
    accepted_ = accepted;
    if (accepted_ && log_.overflowed()) {
      all_ = derive().value_or(std::vector<capture>{});
      begin_ = all_.data();
      end_ = all_.data() + all_.size();
    } else {
      begin_ = log_.begin();
      end_ = log_.end();
    }
  }

  // Runs the entry's rule over `input` on the validation path, noting the
  // spans; derive() is asked only when the log overflows. Whether the
  // input was accepted.
  template <typename Derive>
  bool run(const table_entry* e, std::string_view input, reading r, Derive derive) {
    start_probe probe;
    take(probe_entry(e, input, r, probe, &log_, nullptr), derive);
    return accepted_;
  }

  [[nodiscard]] bool accepted() const noexcept { return accepted_; }
  [[nodiscard]] const capture* begin() const noexcept { return begin_; }
  [[nodiscard]] const capture* end() const noexcept { return end_; }

 private:
  span_log log_;
  std::vector<capture> all_;
  bool accepted_ = false;
  const capture* begin_ = nullptr;
  const capture* end_ = nullptr;
};

}  // namespace urlbnf::detail

namespace urlbnf::rfc1630 {
// The table entry of a production (production_table.hpp), looked up once
// by check() and parse() for every run they make of it; with an empty
// name, the grammar's entry production; nullptr when none. accepts(),
// derive() and derivation() find their rule by it too.
const urlbnf::detail::table_entry* production_entry(grammar g, std::string_view name) noexcept;
// The entry of url_schemes[i]'s production (schemes.hpp).
const urlbnf::detail::table_entry& scheme_entry(std::size_t i) noexcept;
// check(), with the component spans of the derivation by the URL BNF and
// by the generic BNF in `url_log` and `generic_log`, whichever judged.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* url_log,
                urlbnf::detail::span_log* generic_log, urlbnf::detail::diagnosis when);
// check() of a prefixedurl by the scheme reading of its url.
judgement check_prefixed(std::string_view input, const options& opts, urlbnf::detail::span_log* url_log,
                         urlbnf::detail::span_log* generic_log, urlbnf::detail::diagnosis when);
bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, urlbnf::detail::span_log* log,
                    furthest_failure* failure) noexcept;
// check(input)'s `valid`, the scheme reading of url, as accepts() gives it:
// allocating nothing.
bool accepts_by_scheme(std::string_view input) noexcept;
}  // namespace urlbnf::rfc1630

namespace urlbnf::rfc1738 {
const urlbnf::detail::table_entry* production_entry(std::string_view name) noexcept;
// The entry of predefined_schemes[i]'s production (schemes.hpp); of
// genericurl, which judges a URL of any other scheme, when i is their number.
const urlbnf::detail::table_entry& scheme_entry(std::size_t i) noexcept;
reading reading_of(const options& opts) noexcept;
// check(), with the component spans of the derivations of the scheme's
// production and of genericurl in `specific` and `generic`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* specific,
                urlbnf::detail::span_log* generic);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
// Whether genericurl's scheme takes a predefined scheme as written: in
// lower case, as the BNF spells them. Every scheme's production is, after
// its scheme and ":", made of xchars (unreserved, reserved and escapes), so
// a URL one accepts with such a scheme is a genericurl too.
bool spelt_as_genericurl(std::string_view scheme) noexcept;
// Whether genericurl accepts `input`, without reading an ip-schemepart:
// by its language, scheme ":" *xchar.
bool accepts_genericurl(std::string_view input, const options& opts) noexcept;
// check(input, {}, opts)'s `valid`, the scheme reading of url, as
// accepts() gives it: allocating nothing.
bool accepts_by_scheme(std::string_view input, const options& opts) noexcept;
bool accepts_probed(std::string_view rule, std::string_view input, const options& opts,
                    urlbnf::detail::start_probe& probe, urlbnf::detail::span_log* log,
                    furthest_failure* failure) noexcept;
}  // namespace urlbnf::rfc1738

namespace urlbnf::rfc1808 {
const urlbnf::detail::table_entry* production_entry(std::string_view name) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc1808

namespace urlbnf::rfc2396 {
const urlbnf::detail::table_entry* production_entry(grammar g, std::string_view name) noexcept;
reading reading_of(const options& opts) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc2396

namespace urlbnf::rfc2397 {
const urlbnf::detail::table_entry* production_entry(std::string_view name) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc2397

namespace urlbnf::rfc3986 {
const urlbnf::detail::table_entry* production_entry(grammar g, std::string_view name) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc3986

namespace urlbnf::rfc9110 {
// The entry of a production by name; nullptr when none (an empty name
// included: with no rule, the scheme reading judges by scheme_entry).
const urlbnf::detail::table_entry* production_entry(std::string_view name) noexcept;
// The production the scheme reading judges `input` by: https-URI when its
// scheme is "https" in either case, else http-URI.
const urlbnf::detail::table_entry* scheme_entry(std::string_view input) noexcept;
// The section of a production of the grammar's tables (or, with no
// production, of RFC 3986's characters) as it is cited: an RFC 9110
// production's as it is ("4.2.1"), an RFC 3986 rule's with its RFC's name
// ("RFC 3986 §3.3").
std::string cited(std::string_view production, std::string_view section);
// Where the host of an http-URI or https-URI begins (after "://" and any
// userinfo "@"); npos when the input has no "://".
std::size_t host_offset(std::string_view uri) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` (empty: the scheme
// reading) reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc9110

namespace urlbnf::rfc8089 {
const urlbnf::detail::table_entry* production_entry(grammar g, std::string_view name) noexcept;
// The grammar `opts` judges by: appendix_f when nonstandard_syntax is set.
grammar grammar_of(const options& opts) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc8089

namespace urlbnf::rfc6068 {
const urlbnf::detail::table_entry* production_entry(std::string_view name) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc6068

namespace urlbnf::rfc3987 {
const urlbnf::detail::table_entry* production_entry(grammar g, std::string_view name) noexcept;
// check(), with the component spans of the derivation in `log`.
judgement check(std::string_view input, std::string_view rule, const options& opts, urlbnf::detail::span_log* log);
// What check()'s rejection of `input` by `rule` reads as its diagnostic.
diagnostic diagnosis_of(std::string_view input, std::string_view rule, const options& opts);
}  // namespace urlbnf::rfc3987
