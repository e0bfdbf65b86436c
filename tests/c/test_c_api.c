/* The C API from C99: every function of urlbnf/urlbnf.h, called as a C
 * program calls it, against tables of expected results. Prints each
 * mismatch and exits 1 when there is any. Built by ctest (under the
 * sanitizers too) and by tests/install/run against the installed library,
 * with find_package and with pkg-config. */
#include <urlbnf/urlbnf.h>

#include <stdio.h>
#include <string.h>

static int failures = 0;

static int same(urlbnf_string s, const char *expected) {
  return s.size == strlen(expected) && (s.size == 0 || memcmp(s.data, expected, s.size) == 0);
}

static void fail(const char *what, const char *context, urlbnf_string got, const char *expected) {
  printf("FAIL %s (%s): got \"%.*s\", expected \"%s\"\n", what, context, (int)got.size, got.data ? got.data : "",
         expected);
  ++failures;
}

static void expect_string(const char *what, const char *context, urlbnf_string got, const char *expected) {
  if (!same(got, expected)) {
    fail(what, context, got, expected);
  }
}

static void expect_int(const char *what, const char *context, long got, long expected) {
  if (got != expected) {
    printf("FAIL %s (%s): got %ld, expected %ld\n", what, context, got, expected);
    ++failures;
  }
}

static urlbnf_string text(const char *s, size_t size) {
  urlbnf_string t;
  t.data = s;
  t.size = size;
  return t;
}

static const urlbnf_grammar *grammar(const char *name) { return urlbnf_grammar_named(name, strlen(name)); }

/* The rule `name` of the grammar, or its default rule when name is NULL. */
static const urlbnf_rule *rule(const char *grammar_name, const char *name) {
  const urlbnf_grammar *g = grammar(grammar_name);
  return name == NULL ? urlbnf_grammar_default_rule(g) : urlbnf_rule_named(g, name, strlen(name));
}

static void test_registry(void) {
  static const char *const names[] = {"1630",      "1630-generic", "1738", "1808", "2396",        "2396+2732", "2397",
                                      "3986",      "3986+6874",    "3987", "6068", "8089",        "8089-nonstd", "9110"};
  static const char *const defaults[] = {"url",           "fragmentaddress", "url",           "URL",       "URI-reference",
                                         "URI-reference", "dataurl",         "URI-reference", "URI-reference",
                                         "IRI-reference", "mailtoURI",       "file-URI",      "file-URI",  "http-URI"};
  size_t i;
  expect_int("version", "", urlbnf_c_api_version(), URLBNF_C_API_VERSION);
  expect_int("grammar count", "", (long)urlbnf_grammar_count(), 14);
  for (i = 0; i < 14 && i < urlbnf_grammar_count(); ++i) {
    const urlbnf_grammar *g = urlbnf_grammar_at(i);
    const urlbnf_rule *r = urlbnf_grammar_default_rule(g);
    expect_string("grammar name", names[i], urlbnf_grammar_name(g), names[i]);
    expect_string("default rule", names[i], urlbnf_rule_name(r), defaults[i]);
    expect_int("rule's grammar", names[i], urlbnf_rule_grammar(r) == g, 1);
    expect_int("grammar by name", names[i], grammar(names[i]) == g, 1);
    expect_int("has rules", names[i], urlbnf_rule_count(g) > 10, 1);
    expect_int("rule past the end", names[i], urlbnf_rule_at(g, urlbnf_rule_count(g)) == NULL, 1);
  }
  expect_int("grammar past the end", "", urlbnf_grammar_at(14) == NULL, 1);
  expect_int("unknown grammar", "9999", grammar("9999") == NULL, 1);
  expect_int("default grammar", "", urlbnf_grammar_default() == grammar("3986"), 1);
  expect_string("title", "3986", urlbnf_grammar_title(grammar("3986")), "RFC 3986 Appendix A");
  expect_string("rule at 0", "3986", urlbnf_rule_name(urlbnf_rule_at(grammar("3986"), 0)), "URI");
  expect_string("rule ignoring case", "ip-literal", urlbnf_rule_name(rule("3986", "ip-literal")), "IP-literal");
  expect_string("section", "IP-literal", urlbnf_rule_section(rule("3986", "IP-literal")), "3.2.2");
  expect_int("reshaped", "3986 URI", (long)urlbnf_rule_reshaped(rule("3986", "URI")).size, 0);
  expect_int("unknown rule", "URL", rule("3986", "URL") == NULL, 1);
}

struct check_case {
  const char *grammar;
  const char *rule; /* NULL: the default */
  const char *input;
  urlbnf_words words;
  urlbnf_status status;
  const char *match;
  size_t offset;
  urlbnf_code code;
  const char *section;
  const char *message; /* NULL: not compared */
};

/* The messages are those of `urlbnf check --json --rfc GRAMMAR` with
 * URLBNF_WORDS_COMMAND. */
static const struct check_case check_cases[] = {
    {"3986", NULL, "http://a/b", URLBNF_WORDS_REGISTRY, URLBNF_OK, "URI", 0, URLBNF_CODE_UNEXPECTED, "", NULL},
    {"3986", NULL, "http://a/b c", URLBNF_WORDS_COMMAND, URLBNF_REJECTED, "", 10, URLBNF_CODE_SPACE, "2",
     "RFC 3986 \xC2\xA7" "2: the character ' ' is in no production: a URI is made of letters, digits and "
     "-._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c"},
    {"3986", NULL, "http://[fe80::1%25eth0]/", URLBNF_WORDS_COMMAND, URLBNF_REJECTED, "", 15,
     URLBNF_CODE_ZONE_IDENTIFIER, "RFC 6874 \xC2\xA7" "2",
     "RFC 6874 \xC2\xA7" "2: an IPv6 address with a zone identifier (\"%25\" and a ZoneID) is RFC 6874's "
     "IP-literal, not RFC 3986's; use --rfc 3986+6874"},
    {"3986", NULL, "http://[fe80::1%25eth0]/", URLBNF_WORDS_REGISTRY, URLBNF_REJECTED, "", 15,
     URLBNF_CODE_ZONE_IDENTIFIER, "RFC 6874 \xC2\xA7" "2",
     "RFC 6874 \xC2\xA7" "2: an IPv6 address with a zone identifier (\"%25\" and a ZoneID) is RFC 6874's "
     "IP-literal, not RFC 3986's; use rfc=\"3986+6874\""},
    {"3986+6874", NULL, "http://[fe80::1%25eth0]/", URLBNF_WORDS_REGISTRY, URLBNF_OK, "URI", 0,
     URLBNF_CODE_UNEXPECTED, "", NULL},
    {"1738", NULL, "HTTP://h/", URLBNF_WORDS_COMMAND, URLBNF_REJECTED, "", 0, URLBNF_CODE_SCHEME_CASE, "2.1",
     "RFC 1738 \xC2\xA7" "2.1: the scheme \"HTTP\" has upper case letters; the BNF's scheme is lower case, and the "
     "RFC asks interpreters to ignore case: use --fold-scheme-case to read it that way"},
    {"1738", NULL, "http://h:8o80/", URLBNF_WORDS_REGISTRY, URLBNF_REJECTED, "", 10, URLBNF_CODE_UNEXPECTED, "3.3",
     "RFC 1738 \xC2\xA7" "3.3: expected digit or \"/\", found 'o'"},
    {"1738", "url", "http://h:8o80/", URLBNF_WORDS_REGISTRY, URLBNF_OK, "otherurl", 0, URLBNF_CODE_UNEXPECTED, "",
     NULL},
    {"2396", NULL, "http://a/%zz", URLBNF_WORDS_REGISTRY, URLBNF_REJECTED, "", 10, URLBNF_CODE_BAD_ESCAPE, "2.4.1",
     NULL},
    {"1808", NULL, "http://a/b", URLBNF_WORDS_REGISTRY, URLBNF_OK, "generic-RL", 0, URLBNF_CODE_UNEXPECTED, "", NULL},
    {"1630-generic", NULL, "a:b", URLBNF_WORDS_REGISTRY, URLBNF_OK, "fragmentaddress", 0, URLBNF_CODE_UNEXPECTED, "",
     NULL},
};

static void test_check(void) {
  size_t i;
  urlbnf_verdict v;
  for (i = 0; i < sizeof check_cases / sizeof check_cases[0]; ++i) {
    const struct check_case *c = &check_cases[i];
    const urlbnf_rule *r = rule(c->grammar, c->rule);
    const urlbnf_status status = urlbnf_check(r, c->input, strlen(c->input), c->words, &v);
    expect_int("check status", c->input, status, c->status);
    expect_int("accepts", c->input, urlbnf_accepts(r, c->input, strlen(c->input)), c->status == URLBNF_OK);
    expect_int("valid", c->input, v.valid, c->status == URLBNF_OK);
    expect_string("rfc", c->input, v.rfc, c->grammar);
    expect_string("match", c->input, v.match, c->match);
    if (c->status == URLBNF_REJECTED) {
      if (v.error == NULL) {
        printf("FAIL (%s): no diagnostic\n", c->input);
        ++failures;
      } else {
        expect_int("offset", c->input, (long)v.error->offset, (long)c->offset);
        expect_int("code", c->input, v.error->code, c->code);
        expect_string("section", c->input, v.error->section, c->section);
        expect_int("expected", c->input, v.error->expected_count > 0, 1);
        if (c->message != NULL) {
          expect_string("message", c->input, v.error->message, c->message);
        }
      }
    } else {
      expect_int("no diagnostic", c->input, v.error == NULL, 1);
    }
    urlbnf_verdict_free(&v);
    expect_int("freed", c->input, v.owned_ == NULL && v.error == NULL, 1);
    urlbnf_verdict_free(&v);
  }
  expect_int("check NULL rule", "", urlbnf_check(NULL, "a", 1, URLBNF_WORDS_REGISTRY, &v), URLBNF_INVALID_ARGUMENT);
  expect_int("check NULL verdict", "", urlbnf_check(rule("3986", NULL), "a", 1, URLBNF_WORDS_REGISTRY, NULL),
             URLBNF_INVALID_ARGUMENT);
  urlbnf_verdict_free(NULL);
  expect_int("accepts NULL rule", "", urlbnf_accepts(NULL, "a", 1), 0);
  /* A NUL byte is judged as any other octet. */
  expect_int("accepts NUL", "", urlbnf_accepts(rule("3986", NULL), "a\0b", 3), 0);
  expect_int("accepts NUL-free", "", urlbnf_accepts(rule("3986", NULL), "a\0b", 1), 1);
}

static void test_parse(void) {
  const char *input = "http://u@[::1]:8080/a/b?q#f";
  urlbnf_components c;
  expect_int("parse status", input, urlbnf_parse(rule("3986", "URI"), input, strlen(input), &c), URLBNF_OK);
  expect_int("scheme", input, (long)(c.scheme.offset * 100 + c.scheme.size), 4);
  expect_int("userinfo", input, (long)(c.userinfo.offset * 100 + c.userinfo.size), 701);
  expect_int("host", input, (long)(c.host.offset * 100 + c.host.size), 905);
  expect_int("host kind", input, c.host_kind, URLBNF_HOST_IP_LITERAL);
  expect_int("port", input, c.port_reading == URLBNF_PORT_NUMBER ? (long)c.port_number : -1, 8080);
  expect_int("path", input, (long)(c.path.offset * 100 + c.path.size), 1904);
  expect_string("path form", input, c.path_form, "path-abempty");
  expect_int("query", input, (long)(c.query.offset * 100 + c.query.size) * c.query.present, 2401);
  expect_int("fragment", input, (long)(c.fragment.offset * 100 + c.fragment.size), 2601);
  input = "a/b";
  expect_int("no authority", input, urlbnf_parse(rule("3986", NULL), input, 3, &c), URLBNF_OK);
  expect_int("absent", input, c.scheme.present + c.authority.present + c.query.present + c.fragment.present, 0);
  expect_int("parse rejected", "a b", urlbnf_parse(rule("3986", NULL), "a b", 3, &c), URLBNF_REJECTED);
  expect_int("parse unsupported", "1738", urlbnf_parse(rule("1738", NULL), "http://h/", 9, &c), URLBNF_UNSUPPORTED);
  expect_int("parse by 2396", "2396", urlbnf_parse(rule("2396", NULL), "http://h/", 9, &c), URLBNF_OK);
  expect_string("2396 path form", "2396", c.path_form, "abs_path");
  expect_int("parse NULL", "", urlbnf_parse(rule("3986", NULL), "a", 1, NULL), URLBNF_INVALID_ARGUMENT);
}

struct resolve_case {
  const char *grammar;
  const char *base;
  const char *reference;
  urlbnf_status status;
  const char *target;
};

static const struct resolve_case resolve_cases[] = {
    {"3986", "http://a/b/c/d;p?q", "../../../g", URLBNF_OK, "http://a/g"},
    {"3986", "http://a/b/c/d;p?q", "g;x=1/../y", URLBNF_OK, "http://a/b/c/y"},
    {"2396", "http://a/b/c/d;p?q", "../../../g", URLBNF_OK, "http://a/../g"},
    {"1808", "http://a/b/c/d;p?q#f", "", URLBNF_OK, "http://a/b/c/d;p?q#f"},
    {"3986", "b/c", "g", URLBNF_BASE_REJECTED, ""},
    {"3986", "http://a/", "g h", URLBNF_REFERENCE_REJECTED, ""},
    {"1738", "http://a/", "g", URLBNF_UNSUPPORTED, ""},
};

static void test_resolve(void) {
  char out[64];
  size_t needed = 0;
  size_t i;
  for (i = 0; i < sizeof resolve_cases / sizeof resolve_cases[0]; ++i) {
    const struct resolve_case *c = &resolve_cases[i];
    const urlbnf_status status = urlbnf_resolve(grammar(c->grammar), c->base, strlen(c->base), c->reference,
                                                strlen(c->reference), out, sizeof out, &needed);
    expect_int("resolve status", c->reference, status, c->status);
    if (status == URLBNF_OK) {
      expect_string("target", c->reference, text(out, needed), c->target);
    }
  }
  memset(out, '*', sizeof out);
  expect_int("too small", "", urlbnf_resolve(grammar("3986"), "http://a/b", 10, "c", 1, out, 5, &needed),
             URLBNF_BUFFER_TOO_SMALL);
  expect_int("needed", "", (long)needed, 10);
  expect_int("nothing written", "", out[0], '*');
  expect_int("size asked", "", urlbnf_resolve(grammar("3986"), "http://a/b", 10, "c", 1, NULL, 0, &needed),
             URLBNF_BUFFER_TOO_SMALL);
  expect_int("resolve NULL needed", "", urlbnf_resolve(grammar("3986"), "http://a/b", 10, "c", 1, out, 5, NULL),
             URLBNF_INVALID_ARGUMENT);
}

static void test_normalize_and_equivalent(void) {
  char out[64];
  char reason[512];
  size_t needed = 0;
  int equivalent = -1;
  const char *input = "HTTP://Example.COM:80/a/./b/../%7e";
  expect_int("normalize", input, urlbnf_normalize(grammar("3986"), input, strlen(input), out, sizeof out, &needed),
             URLBNF_OK);
  expect_string("normal form", input, text(out, needed), "http://example.com/a/~");
  expect_int("normalize 2396", input,
             urlbnf_normalize(grammar("2396"), input, strlen(input), out, sizeof out, &needed), URLBNF_OK);
  expect_string("normal form 2396", input, text(out, needed), "http://example.com/a/./b/../~");
  expect_int("normalize rejected", "a b", urlbnf_normalize(grammar("3986"), "a b", 3, out, sizeof out, &needed),
             URLBNF_REJECTED);
  expect_int("normalize unsupported", "1808",
             urlbnf_normalize(grammar("1808"), "http://a/", 9, out, sizeof out, &needed), URLBNF_UNSUPPORTED);
  expect_int("equivalent", "", urlbnf_equivalent(grammar("3986"), "http://a/%7e", 12, "HTTP://A/~", 10, &equivalent,
                                                 reason, sizeof reason, &needed),
             URLBNF_OK);
  expect_int("equivalent verdict", "", equivalent, 1);
  expect_int("reason", "", needed > 0, 1);
  expect_int("different", "", urlbnf_equivalent(grammar("3986"), "http://a/b", 10, "http://a/c", 10, &equivalent,
                                                NULL, 0, NULL),
             URLBNF_OK);
  expect_int("different verdict", "", equivalent, 0);
  expect_int("equivalent rejected", "", urlbnf_equivalent(grammar("3986"), "a b", 3, "a", 1, &equivalent, NULL, 0,
                                                          NULL),
             URLBNF_REJECTED);
  expect_int("equivalent NULL", "", urlbnf_equivalent(grammar("3986"), "a", 1, "a", 1, NULL, NULL, 0, NULL),
             URLBNF_INVALID_ARGUMENT);
}

static void test_extract(void) {
  const char *t = "Mail <URL:http://a/b> or \"ftp://c/d\" or <e:f\n g>; see http://h/i j";
  static const urlbnf_form forms[] = {URLBNF_FORM_ANGLE_URL_PREFIX, URLBNF_FORM_QUOTED, URLBNF_FORM_ANGLE,
                                      URLBNF_FORM_BARE};
  static const char *const uris[] = {"http://a/b", "ftp://c/d", "e:f\n g", "http://h/i"};
  urlbnf_extracted found[4];
  size_t count = 0;
  size_t i;
  expect_int("extract", t, urlbnf_extract(rule("3986", NULL), t, strlen(t), found, 4, &count), URLBNF_OK);
  expect_int("found", t, (long)count, 4);
  for (i = 0; i < count && i < 4; ++i) {
    expect_int("form", uris[i], found[i].form, forms[i]);
    expect_string("uri", uris[i], text(t + found[i].uri.offset, found[i].uri.size), uris[i]);
    expect_int("wrapped", uris[i], found[i].wrapped, i == 2);
    expect_int("valid", uris[i], found[i].valid, 1);
  }
  expect_int("extract too small", t, urlbnf_extract(rule("3986", NULL), t, strlen(t), found, 1, &count),
             URLBNF_BUFFER_TOO_SMALL);
  expect_int("all counted", t, (long)count, 4);
  expect_int("extract NULL count", t, urlbnf_extract(rule("3986", NULL), t, strlen(t), found, 4, NULL),
             URLBNF_INVALID_ARGUMENT);
}

static void test_names(void) {
  expect_string("status name", "", urlbnf_status_name(URLBNF_BUFFER_TOO_SMALL), "buffer_too_small");
  expect_string("status name", "", urlbnf_status_name(URLBNF_INTERNAL_ERROR), "internal_error");
  expect_string("code name", "", urlbnf_code_name(URLBNF_CODE_NOT_ASCII), "not_ascii");
  expect_string("code name", "", urlbnf_code_name(URLBNF_CODE_BYTE_ORDER_MARK), "byte_order_mark");
  expect_string("code name", "", urlbnf_code_name(URLBNF_CODE_MALFORMED_UTF8), "malformed_utf8");
  expect_string("NULL grammar's name", "", urlbnf_grammar_name(NULL), "");
}

int main(void) {
  test_registry();
  test_check();
  test_parse();
  test_resolve();
  test_normalize_and_equivalent();
  test_extract();
  test_names();
  if (failures != 0) {
    printf("%d mismatches\n", failures);
    return 1;
  }
  printf("C API: every function as expected\n");
  return 0;
}
