// The C structs as the package's JavaScript reads them (src/core.js:
// VERDICT, DIAGNOSTIC, COMPONENTS): their offsets on wasm32, asserted when
// the module is built, so that a change to urlbnf.h's structs fails the
// build instead of misreading memory.
#include <urlbnf/urlbnf.h>

#include <cstddef>

static_assert(sizeof(std::size_t) == 4 && sizeof(void*) == 4, "the module is wasm32");
static_assert(sizeof(urlbnf_string) == 8);

static_assert(offsetof(urlbnf_verdict, valid) == 0);
static_assert(offsetof(urlbnf_verdict, rfc) == 4);
static_assert(offsetof(urlbnf_verdict, rule) == 12);
static_assert(offsetof(urlbnf_verdict, match) == 20);
static_assert(offsetof(urlbnf_verdict, also) == 28);
static_assert(offsetof(urlbnf_verdict, also_count) == 32);
static_assert(offsetof(urlbnf_verdict, reading) == 36);
static_assert(offsetof(urlbnf_verdict, bnf_valid) == 44);
static_assert(offsetof(urlbnf_verdict, note) == 48);
static_assert(offsetof(urlbnf_verdict, error) == 56);
static_assert(sizeof(urlbnf_verdict) == 64);

static_assert(offsetof(urlbnf_diagnostic, offset) == 0);
static_assert(offsetof(urlbnf_diagnostic, code) == 4);
static_assert(offsetof(urlbnf_diagnostic, section) == 8);
static_assert(offsetof(urlbnf_diagnostic, message) == 16);
static_assert(offsetof(urlbnf_diagnostic, expected) == 24);
static_assert(offsetof(urlbnf_diagnostic, expected_count) == 28);
static_assert(offsetof(urlbnf_diagnostic, category) == 32);
static_assert(offsetof(urlbnf_diagnostic, remedy_kind) == 40);
static_assert(offsetof(urlbnf_diagnostic, remedy) == 48);
static_assert(offsetof(urlbnf_diagnostic, has_repair) == 56);
static_assert(offsetof(urlbnf_diagnostic, repair) == 60);

static_assert(sizeof(urlbnf_span) == 12);
static_assert(offsetof(urlbnf_span, offset) == 0 && offsetof(urlbnf_span, size) == 4 &&
              offsetof(urlbnf_span, present) == 8);
static_assert(offsetof(urlbnf_components, scheme) == 0);
static_assert(offsetof(urlbnf_components, authority) == 12);
static_assert(offsetof(urlbnf_components, userinfo) == 24);
static_assert(offsetof(urlbnf_components, host) == 36);
static_assert(offsetof(urlbnf_components, port) == 48);
static_assert(offsetof(urlbnf_components, path) == 60);
static_assert(offsetof(urlbnf_components, query) == 72);
static_assert(offsetof(urlbnf_components, fragment) == 84);
static_assert(offsetof(urlbnf_components, host_kind) == 96);
static_assert(offsetof(urlbnf_components, port_reading) == 100);
static_assert(offsetof(urlbnf_components, port_number) == 104);
static_assert(offsetof(urlbnf_components, path_form) == 108);
static_assert(sizeof(urlbnf_components) == 116);
