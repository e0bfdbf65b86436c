// urlbnf._urlbnf: the native half of the Python package, a thin layer over
// the C API (include/urlbnf/urlbnf.h) and nothing else, so that Python sees
// what every other language binding sees. The Python idiom (Verdict, URI,
// InvalidURL, keyword defaults) is the pure-Python urlbnf package's.
//
// Inputs: a str is judged as its UTF-8 bytes, encoded with "surrogatepass"
// so that a lone surrogate is judged (and rejected) rather than raising;
// bytes, bytearray and memoryview are judged as they are. Offsets returned
// are in the input's own units: code points for a str, bytes otherwise.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include <urlbnf/urlbnf.h>

namespace py = pybind11;

namespace {

std::string_view view(urlbnf_string s) { return {s.data, s.size}; }
py::str to_str(urlbnf_string s) { return py::str(s.data, s.size); }
py::object str_or_none(urlbnf_string s) { return s.size == 0 ? py::object(py::none()) : py::object(to_str(s)); }

const char* type_name(py::handle h) { return Py_TYPE(h.ptr())->tp_name; }

// The bytes an input is judged as, and what keeps them alive: the str itself
// (its cached UTF-8 form), the bytes object, or a copy. A bytearray's and a
// memoryview's bytes are copied, because their owner may resize them while
// the GIL is released.
struct input_bytes {
  py::object owner;
  const char* data = nullptr;
  std::size_t size = 0;
  bool text = false;  // a str: offsets are reported in code points

  std::string_view bytes() const { return {data, size}; }
};

// False, with nothing set, when `obj` is none of the accepted types.
bool read_input(py::handle obj, input_bytes& out) {
  if (PyUnicode_Check(obj.ptr())) {
    out.text = true;
    Py_ssize_t size = 0;
    if (const char* utf8 = PyUnicode_AsUTF8AndSize(obj.ptr(), &size)) {
      out.owner = py::reinterpret_borrow<py::object>(obj);
      out.data = utf8;
      out.size = static_cast<std::size_t>(size);
      return true;
    }
    // A lone surrogate has no UTF-8 form: it is encoded as the three bytes
    // "surrogatepass" gives it, which no grammar accepts.
    PyErr_Clear();
    PyObject* encoded = PyUnicode_AsEncodedString(obj.ptr(), "utf-8", "surrogatepass");
    if (encoded == nullptr) {
      throw py::error_already_set();
    }
    out.owner = py::reinterpret_steal<py::object>(encoded);
    out.data = PyBytes_AS_STRING(encoded);
    out.size = static_cast<std::size_t>(PyBytes_GET_SIZE(encoded));
    return true;
  }
  if (PyBytes_Check(obj.ptr())) {
    out.owner = py::reinterpret_borrow<py::object>(obj);
    out.data = PyBytes_AS_STRING(obj.ptr());
    out.size = static_cast<std::size_t>(PyBytes_GET_SIZE(obj.ptr()));
    return true;
  }
  if (PyByteArray_Check(obj.ptr()) || PyMemoryView_Check(obj.ptr())) {
    Py_buffer buffer;
    if (PyObject_GetBuffer(obj.ptr(), &buffer, PyBUF_SIMPLE) != 0) {
      PyErr_Clear();
      throw py::type_error("a memoryview judged as a URL must be C-contiguous");
    }
    PyObject* copy = PyBytes_FromStringAndSize(static_cast<const char*>(buffer.buf), buffer.len);
    PyBuffer_Release(&buffer);
    if (copy == nullptr) {
      throw py::error_already_set();
    }
    out.owner = py::reinterpret_steal<py::object>(copy);
    out.data = PyBytes_AS_STRING(copy);
    out.size = static_cast<std::size_t>(PyBytes_GET_SIZE(copy));
    return true;
  }
  return false;
}

input_bytes input_of(py::handle obj, const char* what) {
  input_bytes in;
  if (!read_input(obj, in)) {
    throw py::type_error(std::string(what) + " must be str, bytes, bytearray or memoryview, not " + type_name(obj));
  }
  return in;
}

// A byte offset into the input in its own units: for a str, the index of
// the code point that holds byte `offset` (UTF-8 continuation bytes are
// 10xxxxxx; a surrogate encoded by "surrogatepass" is one code point too).
std::size_t units(const input_bytes& in, std::size_t offset) {
  if (!in.text) {
    return offset;
  }
  offset = std::min(offset, in.size);
  std::size_t points = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    points += (static_cast<unsigned char>(in.data[i]) & 0xC0U) != 0x80U;
  }
  if (offset < in.size && (static_cast<unsigned char>(in.data[offset]) & 0xC0U) == 0x80U && points > 0) {
    --points;
  }
  return points;
}

py::str status_name(urlbnf_status status) { return to_str(urlbnf_status_name(status)); }

// Runs `judge` (C API calls only) with the GIL released when the input is
// long enough that other threads would notice the wait; a short one is
// judged faster than the GIL changes hands. The input's bytes belong to an
// immutable object (a str, bytes, or a copy) that `in` holds.
template <typename Judge>
auto without_gil_when_long(const input_bytes& in, Judge judge) {
  constexpr std::size_t long_input = 1 << 16;
  if (in.size < long_input) {
    return judge();
  }
  py::gil_scoped_release release;
  return judge();
}

// A grammar and a rule of the registry, looked up once by name.
struct rule_handle {
  const urlbnf_rule* rule;
  const urlbnf_grammar* grammar;
};

const urlbnf_grammar* grammar_named(const std::string& name) {
  return urlbnf_grammar_named(name.data(), name.size());
}

std::string grammar_names_listed() {
  std::string names;
  for (std::size_t i = 0; i < urlbnf_grammar_count(); ++i) {
    names += (i == 0 ? "" : ", ") + std::string(view(urlbnf_grammar_name(urlbnf_grammar_at(i))));
  }
  return names;
}

const urlbnf_grammar* grammar_or_throw(const std::string& name) {
  const auto* grammar = grammar_named(name);
  if (grammar == nullptr) {
    throw py::value_error("unknown grammar rfc='" + name + "': the registry has " + grammar_names_listed());
  }
  return grammar;
}

rule_handle lookup(const std::string& rfc, const py::object& rule) {
  const auto* grammar = grammar_or_throw(rfc);
  if (rule.is_none()) {
    return {urlbnf_grammar_default_rule(grammar), grammar};
  }
  if (!PyUnicode_Check(rule.ptr())) {
    throw py::type_error(std::string("rule must be a str or None, not ") + type_name(rule));
  }
  const auto name = rule.cast<std::string>();
  if (const auto* found = urlbnf_rule_named(grammar, name.data(), name.size())) {
    return {found, grammar};
  }
  std::string names;
  for (std::size_t i = 0; i < urlbnf_rule_count(grammar); ++i) {
    names += (i == 0 ? "" : ", ") + std::string(view(urlbnf_rule_name(urlbnf_rule_at(grammar, i))));
  }
  throw py::value_error("RFC " + rfc + " has no rule '" + name + "': its rules are " + names);
}

py::tuple strings(const urlbnf_string* items, std::size_t count) {
  py::tuple out(count);
  for (std::size_t i = 0; i < count; ++i) {
    out[i] = to_str(items[i]);
  }
  return out;
}

// The verdict's fields as a tuple the Python layer names: valid, rfc, rule,
// match, also, reading, bnf_valid, note, error; error is None or (offset in
// the input's units, offset in bytes, code, section, message, expected,
// category, remedy_kind, remedy, repair).
py::tuple verdict_tuple(const urlbnf_verdict& v, const input_bytes& in) {
  py::object error = py::none();
  if (v.error != nullptr) {
    const auto& e = *v.error;
    py::object repair = py::none();
    if (e.has_repair) {
      repair = py::reinterpret_steal<py::object>(
          PyUnicode_DecodeUTF8(e.repair.data, static_cast<Py_ssize_t>(e.repair.size), "surrogateescape"));
      if (!repair) {
        throw py::error_already_set();
      }
    }
    error = py::make_tuple(units(in, e.offset), e.offset, to_str(urlbnf_code_name(e.code)), str_or_none(e.section),
                           to_str(e.message), strings(e.expected, e.expected_count), str_or_none(e.category),
                           str_or_none(e.remedy_kind), str_or_none(e.remedy), repair);
  }
  py::object bnf_valid = v.bnf_valid < 0 ? py::object(py::none()) : py::object(py::bool_(v.bnf_valid != 0));
  return py::make_tuple(v.valid != 0, to_str(v.rfc), to_str(v.rule), str_or_none(v.match),
                        strings(v.also, v.also_count), to_str(v.reading), bnf_valid, str_or_none(v.note), error);
}

// Frees the verdict however the tuple's construction ends.
struct verdict_owner {
  urlbnf_verdict v{};
  ~verdict_owner() { urlbnf_verdict_free(&v); }
};

py::tuple check(const rule_handle& r, py::handle url, bool command_words) {
  const auto in = input_of(url, "url");
  verdict_owner owned;
  const auto words = command_words ? URLBNF_WORDS_COMMAND : URLBNF_WORDS_REGISTRY;
  const auto status = without_gil_when_long(in, [&] { return urlbnf_check(r.rule, in.data, in.size, words, &owned.v); });
  if (status == URLBNF_OUT_OF_MEMORY) {
    throw std::bad_alloc();
  }
  if (status != URLBNF_OK && status != URLBNF_REJECTED) {
    throw std::runtime_error("urlbnf_check: " + std::string(view(urlbnf_status_name(status))));
  }
  return verdict_tuple(owned.v, in);
}

py::object span(const urlbnf_span& s, const input_bytes& in) {
  if (!s.present) {
    return py::none();
  }
  return py::make_tuple(units(in, s.offset), units(in, s.offset + s.size));
}

// ("ok", (spans of scheme, authority, userinfo, host, port, path, query,
// fragment as (start, end) or None), host_kind, port_reading, port_number,
// path_form), or (status name, None).
py::tuple parse(const rule_handle& r, py::handle url) {
  const auto in = input_of(url, "url");
  urlbnf_components c{};
  const auto status = urlbnf_parse(r.rule, in.data, in.size, &c);
  if (status != URLBNF_OK) {
    return py::make_tuple(status_name(status), py::none());
  }
  static const char* const host_kinds[] = {"none", "ip-literal", "ipv4", "reg-name"};
  static const char* const port_readings[] = {"none", "number", "empty", "too_large"};
  auto spans = py::make_tuple(span(c.scheme, in), span(c.authority, in), span(c.userinfo, in), span(c.host, in),
                              span(c.port, in), span(c.path, in), span(c.query, in), span(c.fragment, in));
  return py::make_tuple(status_name(status), py::make_tuple(spans, host_kinds[c.host_kind],
                                                            port_readings[c.port_reading], c.port_number,
                                                            to_str(c.path_form)));
}

// Calls `write(out, capacity, &needed)` with a buffer grown to the size the
// first call asks: (status name, the text written) when the status is
// URLBNF_OK or `also_written`, else (status name, None).
template <typename Write>
py::tuple sized_output(Write write, urlbnf_status also_written = URLBNF_OK) {
  std::string out(256, '\0');
  std::size_t needed = 0;
  auto status = write(out.data(), out.size(), &needed);
  if (status == URLBNF_BUFFER_TOO_SMALL) {
    out.resize(needed);
    status = write(out.data(), out.size(), &needed);
  }
  if (status != URLBNF_OK && status != also_written) {
    return py::make_tuple(status_name(status), py::none());
  }
  out.resize(needed);
  return py::make_tuple(status_name(status), py::str(out));
}

py::tuple resolve(const std::string& rfc, py::handle base, py::handle reference) {
  const auto* grammar = grammar_or_throw(rfc);
  const auto b = input_of(base, "base");
  const auto ref = input_of(reference, "reference");
  return sized_output([&](char* out, std::size_t capacity, std::size_t* needed) {
    return urlbnf_resolve(grammar, b.data, b.size, ref.data, ref.size, out, capacity, needed);
  });
}

py::tuple normalize(const std::string& rfc, py::handle url) {
  const auto* grammar = grammar_or_throw(rfc);
  const auto in = input_of(url, "url");
  return sized_output([&](char* out, std::size_t capacity, std::size_t* needed) {
    return urlbnf_normalize(grammar, in.data, in.size, out, capacity, needed);
  });
}

// (status name, equivalent, reason); "rejected" when an input is no URI
// reference, which the reason names.
py::tuple equivalent(const std::string& rfc, py::handle a, py::handle b) {
  const auto* grammar = grammar_or_throw(rfc);
  const auto first = input_of(a, "a");
  const auto second = input_of(b, "b");
  int same = 0;
  auto result = sized_output([&](char* out, std::size_t capacity, std::size_t* needed) {
    return urlbnf_equivalent(grammar, first.data, first.size, second.data, second.size, &same, out, capacity, needed);
  }, URLBNF_REJECTED);
  return py::make_tuple(result[0], same != 0, result[1]);
}

// Each URI found: (delimited (start, end), uri (start, end), wrapped, form,
// valid), offsets in the text's units.
py::list extract(const rule_handle& r, py::handle text) {
  const auto in = input_of(text, "text");
  std::vector<urlbnf_extracted> found(16);
  std::size_t count = 0;
  auto status = urlbnf_extract(r.rule, in.data, in.size, found.data(), found.size(), &count);
  if (status == URLBNF_BUFFER_TOO_SMALL) {
    found.resize(count);
    status = urlbnf_extract(r.rule, in.data, in.size, found.data(), found.size(), &count);
  }
  if (status == URLBNF_OUT_OF_MEMORY) {
    throw std::bad_alloc();
  }
  if (status != URLBNF_OK) {
    throw std::runtime_error("urlbnf_extract: " + std::string(view(urlbnf_status_name(status))));
  }
  static const char* const forms[] = {"angle-url-prefix", "angle", "quoted", "bare"};
  py::list out;
  for (std::size_t i = 0; i < count; ++i) {
    const auto& e = found[i];
    out.append(py::make_tuple(span(e.delimited, in), span(e.uri, in), e.wrapped != 0, forms[e.form], e.valid != 0));
  }
  return out;
}

// Judges `inputs` into `out` on `threads` threads (0: one per core), the
// calling thread among them; called with the GIL released.
void judge_all(const urlbnf_rule* rule, const std::vector<input_bytes>& inputs, unsigned char* out, long threads) {
  const auto n = inputs.size();
  const auto* data = inputs.data();
  // Work is handed out in blocks, so that threads that start late or meet
  // long inputs share it evenly.
  constexpr std::size_t block = 1024;
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (auto start = next.fetch_add(block); start < n; start = next.fetch_add(block)) {
      const auto end = std::min(n, start + block);
      for (auto i = start; i < end; ++i) {
        out[i] = static_cast<unsigned char>(urlbnf_accepts(rule, data[i].data, data[i].size) != 0);
      }
    }
  };
  std::size_t wanted =
      threads == 0 ? std::max(1U, std::thread::hardware_concurrency()) : static_cast<std::size_t>(threads);
  wanted = std::min(wanted, (n + block - 1) / block);
  std::vector<std::thread> helpers;
  // A thread that cannot be started leaves its share to those that run.
  try {
    for (std::size_t t = 1; t < wanted; ++t) {
      helpers.emplace_back(work);
    }
  } catch (const std::system_error&) {
  }
  work();
  for (auto& helper : helpers) {
    helper.join();
  }
}

// Judges every input of `urls` (any iterable of inputs) by the rule:
// (a bytearray of 0/1 in input order, the list of the inputs when
// `keep_inputs`, else None). The inputs are taken a chunk at a time: the
// chunk's bytes are read while the GIL is held, then judged with the GIL
// released, on `threads` threads (0: one per core; 1: the calling thread
// only). So other Python threads run between chunks as well as during the
// judging, and the memory a batch needs beyond its result is one chunk's.
py::tuple accepts_many(const rule_handle& r, py::handle urls, long threads, bool keep_inputs) {
  if (threads < 0) {
    throw py::value_error("threads must be 0 (one per core) or more, not " + std::to_string(threads));
  }
  if (PyUnicode_Check(urls.ptr()) || PyBytes_Check(urls.ptr()) || PyByteArray_Check(urls.ptr()) ||
      PyMemoryView_Check(urls.ptr())) {
    throw py::type_error(std::string("urls must be an iterable of URLs, not a single ") + type_name(urls) +
                         " (its items would be judged one character at a time)");
  }
  py::iterator it;
  try {
    it = py::iter(urls);
  } catch (py::error_already_set&) {
    throw py::type_error(std::string("urls must be an iterable of str or bytes, not ") + type_name(urls));
  }
  constexpr std::size_t chunk = 1 << 15;
  py::list items;
  std::vector<input_bytes> inputs;
  inputs.reserve(chunk);
  std::string flags;
  while (true) {
    for (; inputs.size() < chunk && it != py::iterator::sentinel(); ++it) {
      input_bytes in;
      if (!read_input(*it, in)) {
        throw py::type_error("urls[" + std::to_string(flags.size() + inputs.size()) +
                             "] must be str, bytes, bytearray or memoryview, not " + type_name(*it));
      }
      if (keep_inputs) {
        // The result keeps what was judged: a mutable buffer's copy.
        const bool copied = PyByteArray_Check((*it).ptr()) || PyMemoryView_Check((*it).ptr());
        items.append(copied ? in.owner : py::reinterpret_borrow<py::object>(*it));
      }
      inputs.push_back(std::move(in));
    }
    if (inputs.empty()) {
      break;
    }
    const auto done = flags.size();
    flags.resize(done + inputs.size());
    {
      py::gil_scoped_release release;
      judge_all(r.rule, inputs, reinterpret_cast<unsigned char*>(flags.data() + done), threads);
    }
    inputs.clear();
  }
  return py::make_tuple(py::bytearray(flags.data(), flags.size()),
                        keep_inputs ? py::object(items) : py::object(py::none()));
}

// urlbnf.accepts(url, rfc="3986", rule=None), called per URL in a loop:
// a CPython function of the vectorcall convention, not a pybind11 one
// behind a Python wrapper, whose argument dispatch and second call cost
// twice the judging of a typical URL. The (rfc, rule) pairs seen are kept
// with their rule, compared by identity, then by value; the GIL guards the
// table.
struct named_rule {
  PyObject* rfc;   // a str, or nullptr for the default grammar
  PyObject* rule;  // a str, or nullptr for the grammar's default rule
  rule_handle handle;
};

bool same_name(PyObject* a, PyObject* b) {
  if (a == b) {
    return true;
  }
  if (a == nullptr || b == nullptr) {
    return false;
  }
  const int equal = PyUnicode_Compare(a, b);
  return equal == 0 && !PyErr_Occurred();
}

// The rule `rfc` and `rule` name (nullptr for a default, else a str); a
// Python exception set and false when they name none.
bool rule_named(PyObject* rfc, PyObject* rule, rule_handle& out) {
  static std::vector<named_rule> seen;
  for (const auto& entry : seen) {
    if (same_name(entry.rfc, rfc) && same_name(entry.rule, rule)) {
      out = entry.handle;
      return true;
    }
  }
  try {
    if (rfc != nullptr && !PyUnicode_Check(rfc)) {
      throw py::type_error(std::string("rfc must be a str such as '3986', not ") + type_name(rfc));
    }
    out = lookup(rfc == nullptr ? std::string("3986") : py::reinterpret_borrow<py::str>(rfc).cast<std::string>(),
                 rule == nullptr ? py::none() : py::reinterpret_borrow<py::object>(rule));
  } catch (py::error_already_set& e) {
    e.restore();
    return false;
  } catch (const py::builtin_exception& e) {
    e.set_error();
    return false;
  }
  // The registry's grammars and rules are few; callers who make up names
  // by the thousand get them looked up each time past this many.
  constexpr std::size_t kept = 64;
  if (seen.size() < kept) {
    Py_XINCREF(rfc);
    Py_XINCREF(rule);
    seen.push_back({rfc, rule, out});
  }
  return true;
}

PyObject* accepts_call(PyObject* /*module*/, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  PyObject* given[3] = {nullptr, nullptr, nullptr};  // url, rfc, rule
  static const char* const names[3] = {"url", "rfc", "rule"};
  if (nargs > 3) {
    PyErr_Format(PyExc_TypeError, "accepts() takes from 1 to 3 positional arguments but %zd were given", nargs);
    return nullptr;
  }
  for (Py_ssize_t i = 0; i < nargs; ++i) {
    given[i] = args[i];
  }
  const Py_ssize_t nkw = kwnames == nullptr ? 0 : PyTuple_GET_SIZE(kwnames);
  for (Py_ssize_t k = 0; k < nkw; ++k) {
    PyObject* key = PyTuple_GET_ITEM(kwnames, k);
    int slot = -1;
    for (int n = 0; n < 3; ++n) {
      if (PyUnicode_CompareWithASCIIString(key, names[n]) == 0) {
        slot = n;
      }
    }
    if (slot < 0) {
      PyErr_Format(PyExc_TypeError, "accepts() got an unexpected keyword argument '%U'", key);
      return nullptr;
    }
    if (given[slot] != nullptr) {
      PyErr_Format(PyExc_TypeError, "accepts() got multiple values for argument '%s'", names[slot]);
      return nullptr;
    }
    given[slot] = args[nargs + k];
  }
  if (given[0] == nullptr) {
    PyErr_SetString(PyExc_TypeError, "accepts() missing required argument 'url'");
    return nullptr;
  }
  rule_handle r{};
  if (!rule_named(given[1], given[2] == Py_None ? nullptr : given[2], r)) {
    return nullptr;
  }
  try {
    const auto in = input_of(given[0], "url");
    const bool valid = without_gil_when_long(in, [&] { return urlbnf_accepts(r.rule, in.data, in.size); }) != 0;
    return PyBool_FromLong(valid ? 1 : 0);
  } catch (py::error_already_set& e) {
    e.restore();
  } catch (const py::builtin_exception& e) {
    e.set_error();
  }
  return nullptr;
}

}  // namespace

PYBIND11_MODULE(_urlbnf, m) {
  m.doc() = "urlbnf's C API for Python; the urlbnf package is its interface";
  m.attr("C_API_VERSION") = urlbnf_c_api_version();

  py::class_<rule_handle>(m, "Rule", "A production of a grammar of the registry, looked up by name")
      .def_property_readonly("rfc", [](const rule_handle& r) { return to_str(urlbnf_grammar_name(r.grammar)); })
      .def_property_readonly("name", [](const rule_handle& r) { return to_str(urlbnf_rule_name(r.rule)); })
      .def_property_readonly("section", [](const rule_handle& r) { return to_str(urlbnf_rule_section(r.rule)); })
      .def("__repr__", [](const rule_handle& r) {
        return "<urlbnf rule " + std::string(view(urlbnf_rule_name(r.rule))) + " of RFC " +
               std::string(view(urlbnf_grammar_name(r.grammar))) + ">";
      });

  m.def(
      "grammars",
      [] {
        py::list out;
        for (std::size_t i = 0; i < urlbnf_grammar_count(); ++i) {
          const auto* g = urlbnf_grammar_at(i);
          out.append(py::make_tuple(to_str(urlbnf_grammar_name(g)), to_str(urlbnf_grammar_title(g)),
                                    to_str(urlbnf_rule_name(urlbnf_grammar_default_rule(g)))));
        }
        return out;
      },
      "The registry's grammars: (name, title, default rule) in the order the RFCs were published");
  m.def(
      "rules",
      [](const std::string& rfc) {
        const auto* g = grammar_or_throw(rfc);
        py::list out;
        for (std::size_t i = 0; i < urlbnf_rule_count(g); ++i) {
          const auto* r = urlbnf_rule_at(g, i);
          out.append(py::make_tuple(to_str(urlbnf_rule_name(r)), to_str(urlbnf_rule_section(r)),
                                    to_str(urlbnf_rule_reshaped(r))));
        }
        return out;
      },
      py::arg("rfc"), "The grammar's productions: (name, section, reshaped) in the order its RFC lists them");
  m.def("lookup", &lookup, py::arg("rfc"), py::arg("rule"),
        "The rule named `rule` of grammar `rfc` (its default rule for None); ValueError naming the valid ones");
  // The package's urlbnf.accepts itself, of the module "urlbnf" (where
  // doctest finds its examples), which urlbnf/__init__.py exports as it is.
  static PyMethodDef accepts_def = {
      "accepts", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&accepts_call)),
      METH_FASTCALL | METH_KEYWORDS,
      "accepts(url, rfc='3986', rule=None)\n--\n\n"
      "Whether url is in the language of production rule of grammar rfc (its default rule when None): the verdict "
      "alone, nothing allocated. An input of 64 KiB or more is judged with the GIL released, as check() judges it.\n\n"
      ">>> urlbnf.accepts(\"http://[::1]:8080/\")\n"
      "True\n"
      ">>> urlbnf.accepts(\"http://a/b c\")\n"
      "False\n"
      ">>> urlbnf.accepts(\"//a/b\", rule=\"URI\"), urlbnf.accepts(b\"//a/b\", rule=\"relative-ref\")\n"
      "(False, True)\n"
      ">>> urlbnf.accepts(\"http://a/\", rfc=\"1738\"), urlbnf.accepts(\"HTTP://a/\", rfc=\"1738\")\n"
      "(True, False)\n"};
  m.add_object("accepts", py::reinterpret_steal<py::object>(PyCFunction_NewEx(&accepts_def, nullptr,
                                                                              py::str("urlbnf").ptr())));
  m.def("check", &check, py::arg("rule"), py::arg("url"), py::arg("command_words") = false);
  m.def("parse", &parse, py::arg("rule"), py::arg("url"));
  m.def("resolve", &resolve, py::arg("rfc"), py::arg("base"), py::arg("reference"));
  m.def("normalize", &normalize, py::arg("rfc"), py::arg("url"));
  m.def("equivalent", &equivalent, py::arg("rfc"), py::arg("a"), py::arg("b"));
  m.def("extract", &extract, py::arg("rule"), py::arg("text"));
  m.def("accepts_many", &accepts_many, py::arg("rule"), py::arg("urls"), py::arg("threads"), py::arg("keep_inputs"));
  m.def(
      "as_bytes",
      [](py::handle url) {
        const auto in = input_of(url, "url");
        return py::bytes(in.data, in.size);
      },
      py::arg("url"), "The bytes the input is judged as (a str's UTF-8, lone surrogates as \"surrogatepass\" has them)");
}
