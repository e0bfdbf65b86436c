/* urlbnf's C API: the grammar registry, validation with diagnostics,
 * RFC 3986's and RFC 2396's components, resolution, normalization,
 * equivalence and extraction, for C and for every language that reaches a
 * library through a C ABI (the Python and JavaScript bindings of
 * bindings/ among them).
 *
 * C99, no C++ type crosses it; the ABI is stable within a SOVERSION (new
 * functions, enumerators and codes are added at the end).
 *
 *   const urlbnf_rule *uri = urlbnf_rule_named(urlbnf_grammar_named("3986", 4), "URI", 3);
 *   urlbnf_verdict v;
 *   if (urlbnf_check(uri, url, strlen(url), URLBNF_WORDS_REGISTRY, &v) == URLBNF_REJECTED)
 *     printf("offset %zu: %.*s\n", v.error->offset, (int)v.error->message.size, v.error->message.data);
 *   urlbnf_verdict_free(&v);
 *
 * Conventions:
 * - Input is bytes: a pointer and a size, judged exactly as given (a NUL
 *   byte is judged like any other); offsets count bytes from its start.
 * - Text the library returns is a urlbnf_string, a pointer and a size, not
 *   NUL-terminated. Grammar, rule and code names live as long as the
 *   program; a verdict's texts until urlbnf_verdict_free.
 * - A grammar and a rule are opaque handles of distinct types, so that an
 *   input cannot be passed where a rule is: a rule is looked up once, and
 *   an unknown name is found out then (NULL), not at every call.
 * - Output that grows with the input (a resolved or normalized URI, a
 *   reason) is written into the caller's buffer; when it does not fit, the
 *   call returns URLBNF_BUFFER_TOO_SMALL with the size needed in *needed,
 *   and a call with out == NULL and capacity 0 only asks that size. Nothing
 *   is NUL-terminated.
 * - No function throws, aborts or keeps state between calls; every
 *   function may be called from several threads at once. */
#ifndef URLBNF_URLBNF_H
#define URLBNF_URLBNF_H

#include <stddef.h>

#if defined(__GNUC__)
#define URLBNF_API __attribute__((visibility("default")))
#else
#define URLBNF_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this API: 1 for the functions below. */
#define URLBNF_C_API_VERSION 1
URLBNF_API int urlbnf_c_api_version(void);

typedef struct urlbnf_string {
  const char *data;
  size_t size;
} urlbnf_string;

typedef enum urlbnf_status {
  URLBNF_OK = 0,
  URLBNF_REJECTED = 1,             /* the input is not in the rule's language */
  URLBNF_BUFFER_TOO_SMALL = 2,     /* *needed holds the size the output needs */
  URLBNF_UNSUPPORTED = 3,          /* the grammar has no such operation (normalize by RFC 1738) */
  URLBNF_INVALID_ARGUMENT = 4,     /* a null pointer where one is required, an unknown enumerator */
  URLBNF_OUT_OF_MEMORY = 5,        /* the library's own allocation failed */
  URLBNF_BASE_REJECTED = 6,        /* resolve: the base is not what the grammar resolves against */
  URLBNF_REFERENCE_REJECTED = 7,   /* resolve: the reference is not in the grammar's language */
  URLBNF_INTERNAL_ERROR = 8        /* a fault of the library (a C++ exception it did not expect): a bug */
} urlbnf_status;

/* The status's name ("buffer_too_small"). */
URLBNF_API urlbnf_string urlbnf_status_name(urlbnf_status status);

/* ---- The registry: every grammar, every production ---- */

typedef struct urlbnf_grammar urlbnf_grammar;
typedef struct urlbnf_rule urlbnf_rule;

/* The grammars in the order the RFCs were published; NULL past the end. */
URLBNF_API size_t urlbnf_grammar_count(void);
URLBNF_API const urlbnf_grammar *urlbnf_grammar_at(size_t index);
/* By the registry's name ("3986", "2396+2732", "1630-generic"); NULL when
 * no grammar has it. */
URLBNF_API const urlbnf_grammar *urlbnf_grammar_named(const char *name, size_t size);
/* The grammar the command judges by when none is named: RFC 3986. */
URLBNF_API const urlbnf_grammar *urlbnf_grammar_default(void);
URLBNF_API urlbnf_string urlbnf_grammar_name(const urlbnf_grammar *grammar);
/* "RFC 3986 Appendix A", ... */
URLBNF_API urlbnf_string urlbnf_grammar_title(const urlbnf_grammar *grammar);
/* The rule judged when none is named (URI-reference, url, ...), judged as
 * `urlbnf check` judges without --rule: RFC 1738's and RFC 1630's url by
 * the scheme reading (an http URL by httpurl's production, a verdict whose
 * `reading` is "scheme"), which the production itself, as
 * urlbnf_rule_named(grammar, "url", 3) gives it, does not apply. A handle
 * of its own, not one of urlbnf_rule_at's, with its production's name,
 * section and grammar. */
URLBNF_API const urlbnf_rule *urlbnf_grammar_default_rule(const urlbnf_grammar *grammar);

/* The grammar's productions in the order its RFC lists them. */
URLBNF_API size_t urlbnf_rule_count(const urlbnf_grammar *grammar);
URLBNF_API const urlbnf_rule *urlbnf_rule_at(const urlbnf_grammar *grammar, size_t index);
/* The production named `name` exactly or, failing that, the only one whose
 * name it is ignoring ASCII case; NULL when none. */
URLBNF_API const urlbnf_rule *urlbnf_rule_named(const urlbnf_grammar *grammar, const char *name, size_t size);
URLBNF_API const urlbnf_grammar *urlbnf_rule_grammar(const urlbnf_rule *rule);
/* Its BNF name as the RFC spells it ("IP-literal"). */
URLBNF_API urlbnf_string urlbnf_rule_name(const urlbnf_rule *rule);
/* The RFC section that governs it ("3.2.2"; RFC 1630's are named). */
URLBNF_API urlbnf_string urlbnf_rule_section(const urlbnf_rule *rule);
/* Why its PEGTL rule is not the BNF line as written; empty when it is. */
URLBNF_API urlbnf_string urlbnf_rule_reshaped(const urlbnf_rule *rule);

/* ---- Validation ---- */

/* Whether the whole input is in the rule's language, as urlbnf_check's
 * `valid` says; allocates nothing. 0 for a NULL rule. */
URLBNF_API int urlbnf_accepts(const urlbnf_rule *rule, const char *input, size_t size);

/* How a message names what its reader can change (a grammar, a rule, an
 * option): by the registry's and the bindings' keywords (rfc="3986+6874",
 * rule="prefixedurl", fold_scheme_case), or by the urlbnf command's flags
 * (--rfc 3986+6874, --rule prefixedurl, --fold-scheme-case), whose
 * `check --json` messages it then reproduces. */
typedef enum urlbnf_words { URLBNF_WORDS_REGISTRY = 0, URLBNF_WORDS_COMMAND = 1 } urlbnf_words;

/* Why an input was rejected; the values are stable (new ones at the end)
 * and name the C++ API's urlbnf::diagnostic_code. */
typedef enum urlbnf_code {
  URLBNF_CODE_UNEXPECTED = 0,
  URLBNF_CODE_UNKNOWN_PRODUCTION = 1,
  URLBNF_CODE_NOT_ASCII = 2,
  URLBNF_CODE_CONTROL_CHARACTER = 3,
  URLBNF_CODE_SPACE = 4,
  URLBNF_CODE_EXCLUDED_CHARACTER = 5,
  URLBNF_CODE_BAD_ESCAPE = 6,
  URLBNF_CODE_SECOND_FRAGMENT = 7,
  URLBNF_CODE_NO_FRAGMENT = 8,
  URLBNF_CODE_RESERVED_CHARACTER = 9,
  URLBNF_CODE_SCHEME_CASE = 10,
  URLBNF_CODE_LOGIN_NOT_ALLOWED = 11,
  URLBNF_CODE_FTP_TYPE = 12,
  URLBNF_CODE_IPV6_TEXT_FORM = 13,
  URLBNF_CODE_QUERY_WITHOUT_PATH = 14,
  URLBNF_CODE_UNKNOWN_SCHEME = 15,
  URLBNF_CODE_OTHER_PRODUCTION = 16,
  URLBNF_CODE_PATH_FORM = 17,
  URLBNF_CODE_GOPHER_TYPE = 18,
  URLBNF_CODE_ZONE_IDENTIFIER = 19,
  URLBNF_CODE_BYTE_ORDER_MARK = 20,
  URLBNF_CODE_EMPTY_HOST = 21,
  URLBNF_CODE_NONSTANDARD_FORM = 22,
  URLBNF_CODE_MALFORMED_UTF8 = 23
} urlbnf_code;

/* The code's name, as the command's JSON spells it ("not_ascii"). */
URLBNF_API urlbnf_string urlbnf_code_name(urlbnf_code code);

typedef struct urlbnf_diagnostic {
  size_t offset;               /* bytes before the offending one */
  urlbnf_code code;
  urlbnf_string section;       /* the RFC section whose rule applies */
  urlbnf_string message;       /* one sentence citing the RFC and section */
  const urlbnf_string *expected; /* what the grammar expected at `offset` */
  size_t expected_count;
  urlbnf_string category;      /* the RFC's class of the offending character ("unwise"); may be empty */
  urlbnf_string remedy_kind;   /* "option", "grammar", "rule", or empty */
  urlbnf_string remedy;        /* what would accept the input, by its name */
  int has_repair;              /* whether `repair` holds the input repaired */
  urlbnf_string repair;
} urlbnf_diagnostic;

typedef struct urlbnf_verdict {
  int valid;
  urlbnf_string rfc;           /* the grammar that judged ("3986") */
  urlbnf_string rule;          /* the production judged by */
  urlbnf_string match;         /* the most specific production that accepted; empty when rejected */
  const urlbnf_string *also;   /* other productions that accept it too */
  size_t also_count;
  urlbnf_string reading;       /* "bnf", or "scheme" (RFC 1738's and RFC 1630's scheme productions) */
  int bnf_valid;               /* the literal BNF's verdict: -1 when it agrees with `valid` */
  urlbnf_string note;          /* how the verdict was reached, when not plain from `rule`; may be empty */
  const urlbnf_diagnostic *error; /* NULL when valid */
  void *owned_;                /* the library's: what urlbnf_verdict_free releases */
} urlbnf_verdict;

/* The verdict on the input by `rule`, with the diagnostic of a rejection
 * worked out. Returns URLBNF_OK when accepted, URLBNF_REJECTED when not
 * (out->error set), URLBNF_INVALID_ARGUMENT or URLBNF_OUT_OF_MEMORY (out
 * then holds nothing to free, but freeing it is harmless). Release the
 * verdict with urlbnf_verdict_free. */
URLBNF_API urlbnf_status urlbnf_check(const urlbnf_rule *rule, const char *input, size_t size, urlbnf_words words,
                                      urlbnf_verdict *out);
/* Releases what `verdict` holds and zeroes it; harmless on a zeroed or
 * released verdict and on NULL. */
URLBNF_API void urlbnf_verdict_free(urlbnf_verdict *verdict);

/* ---- Components (RFC 3986 and RFC 2396 and their amended forms) ---- */

/* A part of the input: `present` 0 when the input has none (absent is not
 * empty: "http://h?" has an empty query, "http://h" none). */
typedef struct urlbnf_span {
  size_t offset;
  size_t size;
  int present;
} urlbnf_span;

typedef enum urlbnf_host_kind {
  URLBNF_HOST_NONE = 0,        /* no authority, or RFC 2396's registry-based one (no host) */
  URLBNF_HOST_IP_LITERAL = 1,  /* RFC 3986 IP-literal, RFC 2732 IPv6reference */
  URLBNF_HOST_IPV4 = 2,        /* IPv4address */
  URLBNF_HOST_REG_NAME = 3     /* RFC 3986 reg-name, RFC 2396 hostname */
} urlbnf_host_kind;

typedef enum urlbnf_port_reading {
  URLBNF_PORT_NONE = 0,        /* no ":" */
  URLBNF_PORT_NUMBER = 1,      /* 0 to 65535, in `port_number` */
  URLBNF_PORT_EMPTY = 2,       /* ":" and no digits */
  URLBNF_PORT_TOO_LARGE = 3    /* digits beyond 65535 (the grammars give no bound) */
} urlbnf_port_reading;

typedef struct urlbnf_components {
  urlbnf_span scheme;
  urlbnf_span authority;
  urlbnf_span userinfo;
  urlbnf_span host;
  urlbnf_span port;
  urlbnf_span path;            /* always present, maybe empty */
  urlbnf_span query;
  urlbnf_span fragment;
  urlbnf_host_kind host_kind;
  urlbnf_port_reading port_reading;
  unsigned port_number;        /* when port_reading is URLBNF_PORT_NUMBER */
  urlbnf_string path_form;     /* the production of the path ("path-abempty", "abs_path", ...);
                                  empty for RFC 2396's empty path, which no production names */
} urlbnf_components;

/* The components of the input by `rule` (URI-reference, URI, relative-ref,
 * absolute-URI; RFC 2396's URI-reference, absoluteURI, relativeURI), as
 * offsets and sizes into the input. URLBNF_REJECTED when the input is not
 * in the rule's language (urlbnf_check says why), URLBNF_UNSUPPORTED for a
 * grammar or rule without these components. */
URLBNF_API urlbnf_status urlbnf_parse(const urlbnf_rule *rule, const char *input, size_t size,
                                      urlbnf_components *out);

/* ---- Resolution, normalization, equivalence ---- */

/* The target of `reference` against `base` by the grammar's resolution
 * (RFC 3986 Section 5.2, RFC 2396 Section 5.2, RFC 1808 Section 4; and
 * their amended forms), written into `out`. URLBNF_BASE_REJECTED or
 * URLBNF_REFERENCE_REJECTED when an input is not what the grammar resolves
 * (urlbnf_check by the grammar's default rule says why),
 * URLBNF_UNSUPPORTED for a grammar without resolution. */
URLBNF_API urlbnf_status urlbnf_resolve(const urlbnf_grammar *grammar, const char *base, size_t base_size,
                                        const char *reference, size_t reference_size, char *out, size_t capacity,
                                        size_t *needed);

/* The normal form of a URI reference (RFC 3986 Section 6.2.2, RFC 2396's
 * equivalence rules), written into `out`. URLBNF_REJECTED when the input
 * is no URI reference, URLBNF_UNSUPPORTED for a grammar without
 * normalization. */
URLBNF_API urlbnf_status urlbnf_normalize(const urlbnf_grammar *grammar, const char *input, size_t size, char *out,
                                          size_t capacity, size_t *needed);

/* Whether `a` and `b` are URI references with the same normal form: 1 or 0
 * in *equivalent, and the reason (the rules that made them equal, or the
 * first component that differs, or which input is no URI reference) into
 * `reason` as the buffers above (NULL and 0 when it is not wanted; `needed`
 * may then be NULL, else it gets the reason's size). URLBNF_REJECTED, with
 * *equivalent 0, when a or b is no URI reference (the reason says which),
 * URLBNF_UNSUPPORTED for a grammar without normalization. */
URLBNF_API urlbnf_status urlbnf_equivalent(const urlbnf_grammar *grammar, const char *a, size_t a_size,
                                           const char *b, size_t b_size, int *equivalent, char *reason,
                                           size_t capacity, size_t *needed);

/* ---- Extraction (RFC 3986 Appendix C) ---- */

typedef enum urlbnf_form {
  URLBNF_FORM_ANGLE_URL_PREFIX = 0, /* <URL:...> */
  URLBNF_FORM_ANGLE = 1,            /* <...> */
  URLBNF_FORM_QUOTED = 2,           /* "..." */
  URLBNF_FORM_BARE = 3
} urlbnf_form;

typedef struct urlbnf_extracted {
  urlbnf_span delimited;       /* the text the URI was read from, its delimiters included */
  urlbnf_span uri;             /* from the URI's first character to its last, as written */
  int wrapped;                 /* whether `uri` holds whitespace (a line break), which is no part of the URI */
  urlbnf_form form;
  int valid;                   /* the verdict of `rule` on the URI, its whitespace removed */
} urlbnf_extracted;

/* The URIs in `text`, as `urlbnf extract` finds them (RFC 1738's appendix,
 * RFC 2396 Appendix E, RFC 3986 Appendix C), each judged by `rule`, in the
 * order found: written into `out` (capacity entries), *count the number
 * found; URLBNF_BUFFER_TOO_SMALL when that is more than `capacity`. A
 * hyphen before a line break is kept, as written (the C++ API's
 * extract_uris also gives the reading without it). */
URLBNF_API urlbnf_status urlbnf_extract(const urlbnf_rule *rule, const char *text, size_t size, urlbnf_extracted *out,
                                        size_t capacity, size_t *count);

#ifdef __cplusplus
}
#endif

#endif
