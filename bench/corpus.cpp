#include "corpus.hpp"

#include <algorithm>
#include <utility>

namespace urlbnf_bench {
namespace {

// splitmix64 (Steele, Lea and Flood): its output is fixed by its definition.
class random {
 public:
  explicit random(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n): the draws below 2^64 mod n are rejected, since the
  // modulo would favour the small values with them.
  std::size_t below(std::size_t n) {
    const std::uint64_t bias = -std::uint64_t{n} % n;
    for (;;) {
      const std::uint64_t x = next();
      if (x >= bias) return static_cast<std::size_t>(x % n);
    }
  }

  bool percent(std::size_t p) { return below(100) < p; }

  template <std::size_t N>
  std::string_view pick(const std::string_view (&choices)[N]) {
    return choices[below(N)];
  }

  // An index drawn with the given weights.
  template <std::size_t N>
  std::size_t weighted(const unsigned (&weights)[N]) {
    unsigned sum = 0;
    for (unsigned w : weights) sum += w;
    auto x = below(sum);
    for (std::size_t i = 0;; ++i) {
      if (x < weights[i]) return i;
      x -= weights[i];
    }
  }

 private:
  std::uint64_t state_;
};

const std::string_view words[] = {
    "index",   "news",     "images",   "products", "about",   "search",   "blog",    "docs",    "api",
    "v1",      "v2",       "users",    "article",  "static",  "css",      "js",      "assets",  "download",
    "files",   "help",     "faq",      "contact",  "archive", "category", "item",    "view",    "page",
    "list",    "shop",     "cart",     "media",    "uploads", "wiki",     "en",      "main",    "public",
    "data",    "reports",  "projects", "software", "release", "src",      "pub",     "doc",     "html",
    "home",    "info",     "events",   "jobs",     "support", "forum",    "thread",  "post",    "tag",
    "video",   "photos",   "library",  "research", "people",  "staff",    "courses", "catalog", "sports",
    "weather", "politics", "world",    "business", "health",  "science",  "travel",  "reviews", "gallery",
    "manual",  "install",  "packages", "stable",   "mirror",  "linux",    "windows", "2019",    "2023",
};
const std::string_view extensions[] = {".html", ".htm", ".php", ".asp", ".jsp", ".gif", ".jpg",
                                       ".png",  ".css", ".js",  ".pdf", ".txt", ".xml", ".cgi"};
const std::string_view subdomains[] = {"ftp", "news", "mail", "docs", "cdn", "img", "static",
                                       "api", "blog", "shop", "en",   "m",   "web", "media"};
const std::string_view domains[] = {
    "example",  "joes-hardware", "acme",        "xerox",     "cern",    "internic",  "umn",         "mit",
    "stanford", "berkeley",      "think",       "wikipedia", "debian",  "gnu",       "kernel",      "python",
    "mozilla",  "apache",        "bbc",         "nytimes",   "reuters", "weather",   "shop24",      "w3",
    "ietf",     "archive",       "sourceforge", "cnn",       "ebay",    "amazon",    "cnet",        "zdnet",
    "slashdot", "freshmeat",     "tucows",      "geocities", "tripod",  "altavista", "lycos",       "excite",
    "yahoo",    "netscape",      "microsoft",   "ibm",       "sun",     "oracle",    "big-company", "uni-koeln",
};
const std::string_view top_levels[] = {"com", "com", "com", "org", "net", "edu", "gov", "de",    "uk",
                                       "fr",  "jp",  "nl",  "it",  "ca",  "au",  "io",  "co.uk", "info"};
const std::string_view query_keys[] = {"id",  "q", "page",       "lang",    "sort", "ref",  "s",    "type",
                                       "cat", "p", "utm_source", "session", "item", "view", "year", "start"};
const std::string_view escaped_values[] = {"caf%C3%A9", "New%20York", "a%2Fb", "%E4%B8%AD%E6%96%87", "x%26y"};
const std::string_view first_names[] = {"joe",  "mary",  "andy", "smith",      "info",  "webmaster", "support",
                                        "jdoe", "alice", "bob",  "postmaster", "sales", "tim",       "ana-maria"};
const std::string_view newsgroups[] = {
    "comp.lang.c", "comp.lang.c++",  "comp.infosystems.www.misc", "alt.fan.douglas-adams", "rec.arts.sf.written",
    "sci.physics", "de.comp.lang.c", "comp.os.linux.announce",    "news.answers",          "misc.test"};
const std::string_view fragments[] = {"top", "section-2", "intro", "comments", "footnote1", "content", "s3.1", "faq"};

void append_number(random& r, std::string& out, std::size_t below) { out += std::to_string(r.below(below)); }

void append_host(random& r, std::string& out) {
  if (r.percent(3)) {
    out += std::to_string(1 + r.below(223));
    for (int i = 0; i < 3; ++i) {
      out += '.';
      append_number(r, out, 256);
    }
    return;
  }
  const unsigned prefix[] = {55, 25, 20};  // www., another subdomain, none
  switch (r.weighted(prefix)) {
    case 0:
      out += "www.";
      break;
    case 1:
      out += r.pick(subdomains);
      out += '.';
      break;
    default:
      break;
  }
  out += r.pick(domains);
  out += '.';
  out += r.pick(top_levels);
}

void append_port(random& r, std::string& out, std::size_t percent, std::string_view port) {
  if (!r.percent(percent)) return;
  out += ':';
  out += port;
}

void append_segment(random& r, std::string& out) {
  // word, word-word, word_word, number, word%20word, word.number, a slug of 3 to 7 words
  const unsigned shape[] = {46, 16, 6, 7, 4, 5, 16};
  switch (r.weighted(shape)) {
    case 0:
      out += r.pick(words);
      break;
    case 1:
      out += r.pick(words);
      out += '-';
      out += r.pick(words);
      break;
    case 2:
      out += r.pick(words);
      out += '_';
      out += r.pick(words);
      break;
    case 3:
      append_number(r, out, 100000);
      break;
    case 4:
      out += r.pick(words);
      out += "%20";
      out += r.pick(words);
      break;
    case 5:
      out += r.pick(words);
      out += '.';
      append_number(r, out, 10);
      break;
    default:
      out += r.pick(words);
      for (std::size_t i = 2 + r.below(5); i > 0; --i) {
        out += '-';
        out += r.pick(words);
      }
      break;
  }
}

template <std::size_t N>
void append_file_name(random& r, std::string& out, const std::string_view (&suffixes)[N]) {
  append_segment(r, out);
  out += r.pick(suffixes);
}

// "/a/b/c.html", "/a/b/" or "" (the root), with `count` segments.
void append_path(random& r, std::string& out, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    out += '/';
    if (i + 1 == count && r.percent(45))
      append_file_name(r, out, extensions);
    else
      append_segment(r, out);
  }
  if (count > 0 && r.percent(12)) out += '/';
}

std::size_t path_length(random& r) {
  const unsigned weights[] = {4, 10, 20, 24, 20, 12, 6, 4};
  return r.weighted(weights);
}

// k=v&k=v, with no '/' or '?': RFC 1738's search has neither.
void append_query(random& r, std::string& out) {
  const std::size_t pairs = 1 + r.below(4);
  for (std::size_t i = 0; i < pairs; ++i) {
    if (i > 0) out += '&';
    out += r.pick(query_keys);
    out += '=';
    const unsigned value[] = {35, 25, 15, 10, 5, 10};  // word, number, word+word, escaped, empty, a token
    switch (r.weighted(value)) {
      case 0:
        out += r.pick(words);
        break;
      case 1:
        append_number(r, out, 100000);
        break;
      case 2:
        out += r.pick(words);
        out += '+';
        out += r.pick(words);
        break;
      case 3:
        out += r.pick(escaped_values);
        break;
      case 4:
        break;
      default:
        for (std::size_t i = 16 + r.below(17); i > 0; --i) out += "0123456789abcdef"[r.below(16)];
        break;
    }
  }
}

void append_http(random& r, std::string& out, std::string_view scheme) {
  out += scheme;
  out += "://";
  append_host(r, out);
  const std::string_view ports[] = {"8080", "8000", "80", "443", "3128", "8888"};
  append_port(r, out, 4, r.pick(ports));
  append_path(r, out, path_length(r));
  if (r.percent(40)) {
    // RFC 1738's httpurl has a search only after a path.
    if (out.find('/', scheme.size() + 3) == std::string::npos) out += '/';
    out += '?';
    append_query(r, out);
  }
}

void append_login(random& r, std::string& out, std::size_t percent) {
  if (!r.percent(percent)) return;
  const std::string_view users[] = {"anonymous", "ftp", "joe", "myname", "guest"};
  out += r.pick(users);
  if (r.percent(50)) {
    out += ':';
    out += r.pick(words);
    append_number(r, out, 1000);
  }
  out += '@';
}

void append_ftp(random& r, std::string& out) {
  out += "ftp://";
  append_login(r, out, 15);
  if (r.percent(70)) out += "ftp.";
  out += r.pick(domains);
  out += '.';
  out += r.pick(top_levels);
  append_port(r, out, 2, "21");
  out += '/';
  if (r.percent(60)) out += "pub/";
  const std::size_t count = 1 + r.below(4);
  for (std::size_t i = 0; i + 1 < count; ++i) {
    append_segment(r, out);
    out += '/';
  }
  if (r.percent(10)) return;  // a directory
  const std::string_view archives[] = {".tar.gz", ".zip",     ".txt",    ".tgz", ".ps",   ".Z", ".gz",
                                       "",        ".tar.bz2", ".README", ".lsm", ".html", ".c", ".h"};
  append_file_name(r, out, archives);
  if (r.percent(10)) {
    const std::string_view types[] = {"a", "i", "d"};
    out += ";type=";
    out += r.pick(types);
  }
}

void append_mail_domain(random& r, std::string& out) {
  if (r.percent(30)) {
    out += r.pick(subdomains);
    out += '.';
  }
  out += r.pick(domains);
  out += '.';
  out += r.pick(top_levels);
}

void append_mailto(random& r, std::string& out) {
  out += "mailto:";
  out += r.pick(first_names);
  const unsigned local[] = {50, 30, 10, 10};  // name, first.last, name+digits, name+tag
  switch (r.weighted(local)) {
    case 1:
      out += '.';
      out += r.pick(first_names);
      break;
    case 2:
      append_number(r, out, 100);
      break;
    case 3:
      out += '+';
      out += r.pick(words);
      break;
    default:
      break;
  }
  out += '@';
  append_mail_domain(r, out);
  if (r.percent(5)) {
    out += "?subject=";
    out += r.pick(words);
    out += "%20";
    out += r.pick(words);
  }
}

void append_news(random& r, std::string& out) {
  out += "news:";
  const unsigned form[] = {55, 40, 5};  // group, article, all groups
  switch (r.weighted(form)) {
    case 0:
      out += r.pick(newsgroups);
      break;
    case 1:
      out += "199";
      append_number(r, out, 10);
      out += "Mar";
      append_number(r, out, 30);
      out += '.';
      append_number(r, out, 1000000);
      out += '.';
      append_number(r, out, 100000);
      out += '@';
      append_mail_domain(r, out);
      break;
    default:
      out += '*';
      break;
  }
}

void append_file(random& r, std::string& out) {
  const unsigned host[] = {45, 30, 25};  // none, localhost, a host
  switch (r.weighted(host)) {
    case 0:
      out += "file://";
      break;
    case 1:
      out += "file://localhost";
      break;
    default:
      out += "file://";
      append_host(r, out);
      break;
  }
  const std::string_view roots[] = {"/home/", "/usr/share/doc/", "/etc/", "/tmp/", "/var/www/", "/pub/"};
  out += r.pick(roots);
  const std::size_t count = r.below(3);
  for (std::size_t i = 0; i < count; ++i) {
    append_segment(r, out);
    out += '/';
  }
  append_file_name(r, out, extensions);
}

void append_gopher(random& r, std::string& out) {
  out += "gopher://";
  if (r.percent(60)) out += "gopher.";
  out += r.pick(domains);
  out += '.';
  out += r.pick(top_levels);
  append_port(r, out, 20, "70");
  const unsigned form[] = {10, 10, 80};  // nothing, "/", a type and a selector
  const auto shape = r.weighted(form);
  if (shape == 0) return;
  out += '/';
  if (shape == 1) return;
  const std::string_view types[] = {"0", "1", "7", "9", "h", "I"};
  const auto type = r.pick(types);
  out += type;
  const std::size_t count = 1 + r.below(3);
  for (std::size_t i = 0; i < count; ++i) {
    out += '/';
    append_segment(r, out);
  }
  if (type == "7" && r.percent(40)) {
    out += "%09";
    out += r.pick(words);
    out += '+';
    out += r.pick(words);
  }
}

void append_telnet(random& r, std::string& out) {
  out += "telnet://";
  append_login(r, out, 20);
  append_host(r, out);
  append_port(r, out, 20, "23");
  if (r.percent(50)) out += '/';
}

void append_wais(random& r, std::string& out) {
  out += "wais://";
  append_host(r, out);
  append_port(r, out, 20, "210");
  out += '/';
  out += r.pick(words);
  if (r.percent(30)) out += "-servers";
  const unsigned form[] = {50, 30, 20};  // database, index, document
  switch (r.weighted(form)) {
    case 1:
      out += '?';
      out += r.pick(words);
      out += '+';
      out += r.pick(words);
      break;
    case 2: {
      const std::string_view types[] = {"TEXT", "HTML", "GIF"};
      out += '/';
      out += r.pick(types);
      out += '/';
      append_number(r, out, 10);
      out += '-';
      append_number(r, out, 1000000);
      out += '-';
      out += r.pick(words);
      break;
    }
    default:
      break;
  }
}

void append_prospero(random& r, std::string& out) {
  out += "prospero://";
  append_host(r, out);
  append_port(r, out, 20, "1525");
  out += '/';
  const std::size_t count = 1 + r.below(3);
  for (std::size_t i = 0; i < count; ++i) {
    if (i > 0) out += '/';
    append_segment(r, out);
  }
  if (r.percent(30)) {
    out += ';';
    out += r.pick(query_keys);
    out += '=';
    out += r.pick(words);
  }
}

void append_fragment(random& r, std::string& out) {
  out += '#';
  out += r.pick(fragments);
}

// A relative reference, as a page's links hold them; no ':' before the
// first '/', which would make it a scheme.
void append_relative(random& r, std::string& out) {
  const unsigned form[] = {27, 27, 4, 10, 15, 10, 7};
  switch (r.weighted(form)) {
    case 0:  // a relative path, often climbing
      if (r.percent(30)) {
        out += "../";
        if (r.percent(40)) out += "../";
      }
      for (std::size_t i = r.below(3); i > 0; --i) {
        append_segment(r, out);
        out += '/';
      }
      append_file_name(r, out, extensions);
      break;
    case 1:  // an absolute path
      append_path(r, out, 1 + path_length(r));
      if (r.percent(20)) {
        out += '?';
        append_query(r, out);
      }
      break;
    case 2:
      out += '?';
      append_query(r, out);
      break;
    case 3:
      append_fragment(r, out);
      break;
    case 4:  // another page's fragment
      append_segment(r, out);
      out += '/';
      append_file_name(r, out, extensions);
      append_fragment(r, out);
      break;
    case 5:
      out += "./";
      append_file_name(r, out, extensions);
      break;
    default:  // a network-path reference
      out += "//";
      append_host(r, out);
      append_path(r, out, 1 + path_length(r));
      break;
  }
}

void append_valid(random& r, std::string& out) {
  // http, https, relative, ftp, mailto, file, news, gopher, telnet, wais, prospero
  const unsigned scheme[] = {58, 10, 12, 6, 4, 3, 2, 2, 1, 1, 1};
  switch (r.weighted(scheme)) {
    case 0:
      return append_http(r, out, "http");
    case 1:
      return append_http(r, out, "https");
    case 2:
      return append_relative(r, out);
    case 3:
      return append_ftp(r, out);
    case 4:
      return append_mailto(r, out);
    case 5:
      return append_file(r, out);
    case 6:
      return append_news(r, out);
    case 7:
      return append_gopher(r, out);
    case 8:
      return append_telnet(r, out);
    case 9:
      return append_wais(r, out);
    default:
      return append_prospero(r, out);
  }
}

// `url` with the defect inserted after its scheme (anywhere in a relative
// reference).
std::string with_defect(random& r, std::string url, defect kind) {
  const auto colon = url.find(':');
  const std::size_t start = colon == std::string::npos ? 0 : colon + 1;
  const std::size_t at = start + r.below(url.size() - start + 1);
  switch (kind) {
    case defect::space:
      url.insert(at, " ");
      break;
    case defect::bad_escape: {
      const std::string_view escapes[] = {"%zz", "%G1", "%%41", "%x-", "%2g"};
      url.insert(at, r.pick(escapes));
      break;
    }
    case defect::non_ascii: {
      const std::string_view bytes[] = {"\xC3\xA9", "\xE2\x82\xAC", "\xFF", "\x80"};
      url.insert(at, r.pick(bytes));
      break;
    }
    case defect::control: {
      const std::string_view controls[] = {"\t", "\x01", "\x1F", "\x7F", std::string_view("\0", 1)};
      url.insert(at, r.pick(controls));
      break;
    }
    case defect::angle_or_quote: {
      const std::string_view marks[] = {"<", ">", "\""};
      url.insert(at, r.pick(marks));
      break;
    }
    case defect::double_hash:
      url += '#';
      url += r.pick(fragments);
      url += '#';
      url += r.pick(fragments);
      break;
    case defect::bad_port: {
      url = "http://";
      append_host(r, url);
      const std::string_view ports[] = {"8o80", "80a", "http", "-1", ":80", "80.0"};
      url += ':';
      url += r.pick(ports);
      append_path(r, url, 1 + path_length(r));
      break;
    }
  }
  return url;
}

corpus make_corpus(std::string name, std::vector<std::string> urls) {
  corpus c{std::move(name), {}, {}};
  std::size_t size = 0;
  for (const auto& url : urls) size += url.size();
  c.text.reserve(std::max<std::size_t>(size, 64));  // beyond the short-string buffer
  for (const auto& url : urls) c.text += url;
  c.urls.reserve(urls.size());
  std::size_t at = 0;
  for (const auto& url : urls) {
    c.urls.emplace_back(c.text.data() + at, url.size());
    at += url.size();
  }
  return c;
}

}  // namespace

corpus mix_corpus(std::size_t count, std::uint64_t seed) {
  random r(seed);
  std::vector<std::string> urls(count);
  for (auto& url : urls) {
    append_valid(r, url);
    if (r.percent(1)) url = with_defect(r, std::move(url), static_cast<defect>(r.below(defect_kinds)));
  }
  return make_corpus("mix", std::move(urls));
}

corpus invalid_corpus(std::size_t count, std::uint64_t seed) {
  random r(seed);
  std::vector<std::string> urls(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::string url;
    append_valid(r, url);
    urls[i] = with_defect(r, std::move(url), static_cast<defect>(i % defect_kinds));
  }
  return make_corpus("invalid", std::move(urls));
}

corpus long_corpus(std::size_t count, std::size_t length, std::uint64_t seed) {
  random r(seed);
  std::vector<std::string> urls(count);
  for (auto& url : urls) {
    url = "http://";
    append_host(r, url);
    const std::size_t path_end = url.size() + length / 2;
    while (url.size() < path_end) {
      url += '/';
      append_segment(r, url);
    }
    url += '?';
    append_query(r, url);
    while (url.size() < length) {
      url += '&';
      append_query(r, url);
    }
  }
  return make_corpus("long", std::move(urls));
}

corpus filtered(const corpus& c, std::string name, const std::function<bool(std::string_view)>& keep) {
  std::vector<std::string> urls;
  for (auto url : c.urls)
    if (keep(url)) urls.emplace_back(url);
  return make_corpus(std::move(name), std::move(urls));
}

// Words of several scripts, in UTF-8: Latin with diacritics (two octets a
// character), Cyrillic, Greek, Hebrew and Arabic (two), Japanese, Chinese
// and Korean (three), and Old Italic and emoji (four), all of ucschar.
const std::string_view iri_words[] = {
    "r\xC3\xA9sum\xC3\xA9", "D\xC3\xBCrst", "\xC3\xA7" "a", "\xD0\xBC\xD0\xB8\xD1\x80",
    "\xCE\xBB\xCF\x8C\xCE\xB3\xCE\xBF\xCF\x82", "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D",
    "\xD8\xB3\xD9\x84\xD8\xA7\xD9\x85", "\xE4\xBE\x8B\xE3\x81\x88", "\xE3\x83\x91\xE3\x82\xB9",
    "\xE7\xB4\x8D\xE8\xB1\x86", "\xED\x95\x9C\xEA\xB5\xAD\xEC\x96\xB4",
    "\xF0\x90\x8C\x80\xF0\x90\x8C\x81", "\xF0\x9F\x98\x80", "caf\xC3\xA9"};

corpus iri_corpus(std::size_t count, std::uint64_t seed) {
  random r(seed);
  std::vector<std::string> urls(count);
  for (auto& url : urls) {
    url = r.below(4) == 0 ? "http://" : "https://";
    url += r.pick(iri_words);
    url += ".example.org";
    for (std::size_t n = 1 + r.below(4); n > 0; --n) {
      url += '/';
      url += r.pick(iri_words);
    }
    if (r.below(3) == 0) {
      url += "?q=";
      url += r.pick(iri_words);
    }
    if (r.below(5) == 0) {
      url += '#';
      url += r.pick(iri_words);
    }
  }
  return make_corpus("iri", std::move(urls));
}

std::string long_path_iri(std::size_t length, std::uint64_t seed) {
  random r(seed);
  std::string url = "http://\xE4\xBE\x8B\xE3\x81\x88.jp";
  for (;;) {
    const auto word = r.pick(iri_words);
    if (url.size() + 1 + word.size() > length) {
      return url;
    }
    url += '/';
    url += word;
  }
}

std::string long_path_url(std::size_t length, std::uint64_t seed) {
  random r(seed);
  std::string url = "http://www.example.com";
  // Words alone, so that cutting the last one leaves no broken escape.
  while (url.size() < length) {
    url += '/';
    url += r.pick(words);
  }
  url.resize(length);
  return url;
}

}  // namespace urlbnf_bench
