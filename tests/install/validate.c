#include <stdio.h>
#include <string.h>
#include <urlbnf/urlbnf.h>

int main(int argc, char **argv) {
  const urlbnf_grammar *rfc3986 = urlbnf_grammar_named("3986", 4);
  const urlbnf_rule *uri = urlbnf_rule_named(rfc3986, "URI", 3);
  char target[256];
  size_t size;
  int i;
  for (i = 1; i < argc; ++i) {
    urlbnf_verdict v;
    if (urlbnf_check(uri, argv[i], strlen(argv[i]), URLBNF_WORDS_REGISTRY, &v) == URLBNF_OK) {
      printf("valid    %s\n", argv[i]);
    } else if (v.error != NULL) {
      printf("invalid  %s\n  at offset %zu (%.*s): %.*s\n", argv[i], v.error->offset,
             (int)urlbnf_code_name(v.error->code).size, urlbnf_code_name(v.error->code).data,
             (int)v.error->message.size, v.error->message.data);
    }
    urlbnf_verdict_free(&v);
  }
  if (urlbnf_resolve(rfc3986, "http://a/b/c/d;p?q", 18, "../g?y", 6, target, sizeof target, &size) == URLBNF_OK) {
    printf("resolved %.*s\n", (int)size, target);
  }
  return 0;
}
