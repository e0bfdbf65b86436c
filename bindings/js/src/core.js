// The package's API over urlbnf's C API (include/urlbnf/urlbnf.h), compiled
// to WebAssembly. assemble.mjs puts this file after Emscripten's factory
// for the module (createUrlbnfModule) and an entry's wasmBytes() and
// `synchronous` (src/bytes-*: in Node the module is read from
// dist/urlbnf.wasm and compiled synchronously; for browsers it is inlined
// and compiled asynchronously), and before the exports of an ES module or
// of a CommonJS one: one text, three entries.
//
// Everything it answers comes from the C API: grammars and rules from the
// registry, verdicts and components from the C structs, read here at the
// offsets bindings/js/layout.cpp asserts. Strings go in as UTF-8, a lone
// surrogate as the three bytes ED xx xx that UTF-8 forbids, so that it is
// judged and rejected at its offset as an ill-formed octet.

let wasm = null;
let resolveReady;
let rejectReady;
const ready = new Promise((resolve, reject) => {
  resolveReady = resolve;
  rejectReady = reject;
});
let instantiationError = null;
const settings = {
  instantiateWasm(imports, receive) {
    if (synchronous) {
      try {
        const compiled = new WebAssembly.Module(wasmBytes());
        const instance = new WebAssembly.Instance(compiled, imports);
        receive(instance, compiled);
        return instance.exports;
      } catch (error) {
        instantiationError = error;
        return false;
      }
    }
    // A page's main thread compiles asynchronously: compiling megabytes
    // synchronously would block the page, and Chromium refuses to past a
    // size.
    Promise.resolve()
      .then(wasmBytes)
      .then((bytes) => WebAssembly.instantiate(bytes, imports))
      .then((r) => receive(r.instance, r.module))
      .catch(rejectReady);
    return {};
  },
  onRuntimeInitialized() {
    wasm = settings;
    resolveReady();
  },
  print() {},
  printErr() {},
};
createUrlbnfModule(settings).then(undefined, rejectReady);
if (instantiationError !== null) {
  throw instantiationError;
}

function loaded() {
  if (wasm === null) {
    throw new Error('urlbnf: the WebAssembly module is not ready yet: await urlbnf.ready once before calling it');
  }
  return wasm;
}

// ---- Memory: one scratch block for the inputs and outputs of a call ----

// The C structs' layouts on wasm32 (4-byte size_t and pointers), which
// layout.cpp asserts at compile time.
const STRING_SIZE = 8;
const VERDICT = { valid: 0, rfc: 4, rule: 12, match: 20, also: 28, alsoCount: 32, reading: 36, bnfValid: 44,
  note: 48, error: 56, size: 64 };
const DIAGNOSTIC = { offset: 0, code: 4, section: 8, message: 16, expected: 24, expectedCount: 28, category: 32,
  remedyKind: 40, remedy: 48, hasRepair: 56, repair: 60 };
const SPAN_SIZE = 12;
const COMPONENTS = { spans: 0, hostKind: 96, portReading: 100, portNumber: 104, pathForm: 108, size: 116 };
const SPAN_NAMES = ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];
const HOST_KINDS = [null, 'ip-literal', 'ipv4', 'reg-name'];
const PORT_READINGS = ['none', 'number', 'empty', 'too_large'];
const STATUS = { ok: 0, rejected: 1, bufferTooSmall: 2, unsupported: 3, baseRejected: 6, referenceRejected: 7 };

// The fixed block (the struct a call fills, a verdict or components, then
// a urlbnf_string returned by value) and the growing one (inputs, then an
// output buffer), allocated once and grown.
let fixed = 0;
let scratch = 0;
let scratchSize = 0;
const FIXED_SIZE = Math.max(VERDICT.size, COMPONENTS.size) + STRING_SIZE;

function fixedBlock() {
  if (fixed === 0) {
    fixed = loaded()._malloc(FIXED_SIZE);
    if (fixed === 0) {
      throw new Error('urlbnf: out of memory');
    }
  }
  return fixed;
}

function scratchBlock(size) {
  if (size > scratchSize) {
    const m = loaded();
    if (scratch !== 0) {
      m._free(scratch);
    }
    scratchSize = Math.max(size, 2 * scratchSize, 1024);
    scratch = m._malloc(scratchSize);
    if (scratch === 0) {
      scratchSize = 0;
      throw new Error('urlbnf: out of memory for an input of ' + size + ' bytes');
    }
  }
  return scratch;
}

// A status no call of this file expects (out_of_memory, internal_error),
// by the C API's name for it.
function failure(call, status) {
  return new Error('urlbnf.' + call + ' failed: ' + returned(loaded()._urlbnf_status_name, status));
}

// Writes `text` as UTF-8 at `at`, a lone surrogate as ED xx xx; returns
// the number of bytes written (at most 3 per UTF-16 unit).
function writeUtf8(text, heap, at) {
  let p = at;
  for (let i = 0; i < text.length; ++i) {
    let c = text.charCodeAt(i);
    if (c < 0x80) {
      heap[p++] = c;
    } else if (c < 0x800) {
      heap[p++] = 0xc0 | (c >> 6);
      heap[p++] = 0x80 | (c & 0x3f);
    } else {
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low < 0xe000) {
          c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
          ++i;
          heap[p++] = 0xf0 | (c >> 18);
          heap[p++] = 0x80 | ((c >> 12) & 0x3f);
          heap[p++] = 0x80 | ((c >> 6) & 0x3f);
          heap[p++] = 0x80 | (c & 0x3f);
          continue;
        }
      }
      heap[p++] = 0xe0 | (c >> 12);
      heap[p++] = 0x80 | ((c >> 6) & 0x3f);
      heap[p++] = 0x80 | (c & 0x3f);
    }
  }
  return p - at;
}

// The inputs of a call in the scratch block, followed by `extra` bytes
// aligned for a size_t: [[pointer, size]...], and the extra bytes' pointer
// and size.
function place(texts, extra) {
  let total = extra + 8;
  for (const t of texts) {
    total += 3 * t.length;
  }
  let at = scratchBlock(total);
  const heap = loaded().HEAPU8;
  const placed = texts.map((t) => {
    const size = writeUtf8(t, heap, at);
    const here = at;
    at += size;
    return [here, size];
  });
  at = (at + 7) & ~7;
  return { placed, extra: at, extraSize: scratch + scratchSize - at };
}

const decoder = new TextDecoder();

function readUtf8(pointer, size) {
  if (size === 0) {
    return '';
  }
  const heap = loaded().HEAPU8;
  if (size <= 64) {
    let ascii = '';
    for (let i = pointer; i < pointer + size; ++i) {
      if (heap[i] >= 0x80) {
        return decoder.decode(heap.subarray(pointer, pointer + size));
      }
      ascii += String.fromCharCode(heap[i]);
    }
    return ascii;
  }
  return decoder.decode(heap.subarray(pointer, pointer + size));
}

function u32(pointer) {
  return loaded().HEAPU32[pointer >>> 2];
}

function i32(pointer) {
  return loaded().HEAP32[pointer >>> 2];
}

// A urlbnf_string at `pointer`.
function stringAt(pointer) {
  return readUtf8(u32(pointer), u32(pointer + 4));
}

// A urlbnf_string returned by value: wasm32 returns it through a pointer
// passed first, here the fixed block's last 8 bytes, after the struct.
function returned(call, ...args) {
  const out = fixedBlock() + FIXED_SIZE - STRING_SIZE;
  call(out, ...args);
  return stringAt(out);
}

function stringsAt(pointer, count) {
  const list = [];
  for (let i = 0; i < count; ++i) {
    list.push(stringAt(pointer + i * STRING_SIZE));
  }
  return list;
}

// The UTF-16 index of byte `offset` of `text`'s UTF-8 (as writeUtf8
// writes it): the index of the character that byte belongs to, or
// text.length at the end.
function utf16Index(text, offset) {
  let bytes = 0;
  for (let i = 0; i < text.length; ++i) {
    const c = text.charCodeAt(i);
    let size = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    let units = 1;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        size = 4;
        units = 2;
      }
    }
    if (bytes + size > offset) {
      return i;
    }
    bytes += size;
    i += units - 1;
  }
  return text.length;
}

// ---- Arguments ----

function describe(value) {
  if (value === null || value === undefined) {
    return String(value);
  }
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : 'a ' + typeof value;
}

function text(value, what, call) {
  if (typeof value !== 'string') {
    throw new TypeError('urlbnf.' + call + ': ' + what + ' must be a string, not ' + describe(value));
  }
  return value;
}

const NO_OPTIONS = Object.freeze({});

function options(given, allowed, call) {
  if (given === undefined || given === null) {
    return NO_OPTIONS;
  }
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new TypeError('urlbnf.' + call + ': options must be an object such as {rfc: "3986"}, not ' +
      describe(given));
  }
  for (const key in given) {
    if (!allowed.includes(key)) {
      throw new TypeError('urlbnf.' + call + ': unknown option "' + key + '": its options are ' + allowed.join(', '));
    }
  }
  return given;
}

// ---- The registry ----

let grammarList = null;
const grammarHandles = new Map();

function registry() {
  if (grammarList === null) {
    const m = loaded();
    const list = [];
    const count = m._urlbnf_grammar_count();
    for (let i = 0; i < count; ++i) {
      const handle = m._urlbnf_grammar_at(i);
      const defaultRule = m._urlbnf_grammar_default_rule(handle);
      const entry = Object.freeze({
        name: returned(m._urlbnf_grammar_name, handle),
        title: returned(m._urlbnf_grammar_title, handle),
        defaultRule: returned(m._urlbnf_rule_name, defaultRule),
      });
      grammarHandles.set(entry.name, { handle, defaultRule, entry, rules: null, byName: new Map() });
      list.push(entry);
    }
    grammarList = Object.freeze(list);
  }
  return grammarList;
}

function grammarNamed(rfc, call) {
  registry();
  if (rfc === undefined) {
    rfc = '3986';
  }
  text(rfc, 'rfc', call);
  const g = grammarHandles.get(rfc);
  if (g === undefined) {
    throw new RangeError('urlbnf.' + call + ': no grammar "' + rfc + '": the registry has ' +
      [...grammarHandles.keys()].join(', '));
  }
  return g;
}

function rulesOf(g) {
  if (g.rules === null) {
    const m = loaded();
    const list = [];
    const count = m._urlbnf_rule_count(g.handle);
    for (let i = 0; i < count; ++i) {
      const handle = m._urlbnf_rule_at(g.handle, i);
      const reshaped = returned(m._urlbnf_rule_reshaped, handle);
      list.push(Object.freeze({
        name: returned(m._urlbnf_rule_name, handle),
        section: returned(m._urlbnf_rule_section, handle),
        reshaped: reshaped === '' ? null : reshaped,
      }));
    }
    g.rules = Object.freeze(list);
  }
  return g.rules;
}

// The rule handle of options {rfc, rule}: the grammar's default rule
// (judged as check judges it without a rule) when rule is absent.
function ruleOf(opts, call) {
  const g = grammarNamed(opts.rfc, call);
  const rule = opts.rule;
  if (rule === undefined || rule === null) {
    return { grammar: g, handle: g.defaultRule };
  }
  text(rule, 'rule', call);
  let handle = g.byName.get(rule);
  if (handle === undefined) {
    const [[at, size]] = place([rule], 0).placed;
    handle = loaded()._urlbnf_rule_named(g.handle, at, size);
    if (handle === 0) {
      throw new RangeError('urlbnf.' + call + ': RFC ' + g.entry.name + ' has no rule "' + rule + '": its rules are ' +
        rulesOf(g).map((r) => r.name).join(', '));
    }
    g.byName.set(rule, handle);
  }
  return { grammar: g, handle };
}

function grammars() {
  return registry();
}

function rules(rfc) {
  return rulesOf(grammarNamed(rfc, 'rules'));
}

// ---- Validation ----

const RULE_OPTIONS = ['rfc', 'rule'];

// accepts() is the call made once per URL of a batch or per key typed:
// the default rule's handle kept, no arrays made (place() made three per
// call, a fifth of its time), and the URL written straight into the
// scratch block by TextEncoder.encodeInto, twice as fast as writeUtf8 on
// the benchmark's mix. encodeInto replaces a lone surrogate with U+FFFD,
// so its bytes are kept only when they are as many as the UTF-16 units,
// which is when every one is ASCII and the bytes are writeUtf8's; any
// other URL is written again by writeUtf8.
let acceptsDefault = 0;
const encoder = new TextEncoder();
let scratchView = null;

// The scratch block, at least `size` bytes, as a Uint8Array: made again
// when the block moved or grew, or the memory grew (which replaces its
// buffer).
function scratchBytes(size) {
  const at = scratchBlock(size);
  const buffer = wasm.HEAPU8.buffer;
  if (scratchView === null || scratchView.buffer !== buffer || scratchView.byteOffset !== at ||
      scratchView.length !== scratchSize) {
    scratchView = new Uint8Array(buffer, at, scratchSize);
  }
  return scratchView;
}

function accepts(url, opts) {
  let handle;
  if (opts === undefined) {
    if (acceptsDefault === 0) {
      acceptsDefault = ruleOf(NO_OPTIONS, 'accepts').handle;
    }
    handle = acceptsDefault;
  } else {
    handle = ruleOf(options(opts, RULE_OPTIONS, 'accepts'), 'accepts').handle;
  }
  if (typeof url !== 'string') {
    text(url, 'url', 'accepts');
  }
  const view = scratchBytes(3 * url.length + 8);
  let size = encoder.encodeInto(url, view).written;
  if (size !== url.length) {
    size = writeUtf8(url, wasm.HEAPU8, scratch);
  }
  return wasm._urlbnf_accepts(handle, scratch, size) !== 0;
}

function diagnosticAt(pointer, url) {
  const m = loaded();
  const offset = u32(pointer + DIAGNOSTIC.offset);
  const remedyKind = stringAt(pointer + DIAGNOSTIC.remedyKind);
  const category = stringAt(pointer + DIAGNOSTIC.category);
  return {
    offset,
    offset16: utf16Index(url, offset),
    code: returned(m._urlbnf_code_name, i32(pointer + DIAGNOSTIC.code)),
    expected: stringsAt(u32(pointer + DIAGNOSTIC.expected), u32(pointer + DIAGNOSTIC.expectedCount)),
    section: stringAt(pointer + DIAGNOSTIC.section),
    message: stringAt(pointer + DIAGNOSTIC.message),
    category: category === '' ? null : category,
    remedy: remedyKind === '' ? null : { kind: remedyKind, name: stringAt(pointer + DIAGNOSTIC.remedy) },
    repair: i32(pointer + DIAGNOSTIC.hasRepair) !== 0 ? stringAt(pointer + DIAGNOSTIC.repair) : null,
  };
}

function verdictOf(handle, url, call) {
  const m = loaded();
  const [[at, size]] = place([url], 0).placed;
  const out = fixedBlock();
  const status = m._urlbnf_check(handle, at, size, 0, out);
  if (status !== STATUS.ok && status !== STATUS.rejected) {
    throw failure(call, status);
  }
  try {
    const valid = i32(out + VERDICT.valid) !== 0;
    const bnfValid = i32(out + VERDICT.bnfValid);
    const note = stringAt(out + VERDICT.note);
    const error = u32(out + VERDICT.error);
    return {
      input: url,
      valid,
      rfc: stringAt(out + VERDICT.rfc),
      rule: stringAt(out + VERDICT.rule),
      match: valid ? stringAt(out + VERDICT.match) : null,
      also: stringsAt(u32(out + VERDICT.also), u32(out + VERDICT.alsoCount)),
      reading: stringAt(out + VERDICT.reading),
      bnfValid: bnfValid < 0 ? null : bnfValid !== 0,
      note: note === '' ? null : note,
      error: error === 0 ? null : diagnosticAt(error, url),
    };
  } finally {
    m._urlbnf_verdict_free(out);
  }
}

function check(url, opts) {
  const { handle } = ruleOf(options(opts, RULE_OPTIONS, 'check'), 'check');
  return verdictOf(handle, text(url, 'url', 'check'), 'check');
}

// Thrown by parse, resolve and normalize when an input is not in the
// language they work on; `verdict` says why, as check() does.
class InvalidURLError extends Error {
  constructor(call, what, verdict) {
    const e = verdict.error;
    super('urlbnf.' + call + ': the ' + what + ' ' + JSON.stringify(verdict.input) + ' is not an RFC ' + verdict.rfc +
      ' ' + verdict.rule + ': invalid at offset ' + e.offset + (e.section ? ' (section ' + e.section + ')' : '') +
      ': ' + e.message);
    this.name = 'InvalidURLError';
    this.input = verdict.input;
    this.verdict = verdict;
  }
}

// The grammars for which `works(grammar)` (a status) is supported.
function supporting(works) {
  return registry().filter((g) => works(grammarHandles.get(g.name)) !== STATUS.unsupported).map((g) => g.name);
}

// ---- Components ----

const PARAMS_OPTIONS = ['semicolon', 'decode', 'plusIsSpace'];

function hexValue(c) {
  return c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
}

// %XX escapes decoded as UTF-8 (U+FFFD for what is not), "+" as a space
// when asked, as the C++ API's param_view decodes them.
function percentDecoded(raw, plusIsSpace) {
  if (!raw.includes('%') && !(plusIsSpace && raw.includes('+'))) {
    return raw;
  }
  const bytes = [];
  let i = 0;
  while (i < raw.length) {
    const c = raw.charCodeAt(i);
    if (c === 37 && i + 2 < raw.length && hexValue(raw.charCodeAt(i + 1)) >= 0 &&
        hexValue(raw.charCodeAt(i + 2)) >= 0) {
      bytes.push(hexValue(raw.charCodeAt(i + 1)) * 16 + hexValue(raw.charCodeAt(i + 2)));
      i += 3;
    } else if (c === 43 && plusIsSpace) {
      bytes.push(32);
      i += 1;
    } else {
      let j = i + 1;
      while (j < raw.length && raw.charCodeAt(j) !== 37 && raw.charCodeAt(j) !== 43) {
        ++j;
      }
      writeUtf8(raw.slice(i, j), bytes, bytes.length);
      i = j;
    }
  }
  return decoder.decode(new Uint8Array(bytes));
}

class URIComponents {
  // The query's key=value pairs, as HTML forms and most web APIs give
  // them (no RFC defines them): pieces split at "&" (and at ";" with
  // semicolon), each at its first "="; the value is null when a piece has
  // no "=". Nothing is dropped: "a&&b" has three pieces; no query has none.
  * params(opts) {
    const o = options(opts, PARAMS_OPTIONS, 'params');
    if (this.query === null) {
      return;
    }
    const query = o.semicolon ? this.query.text.replace(/;/g, '&') : this.query.text;
    for (const piece of query.split('&')) {
      const equals = piece.indexOf('=');
      let key = equals < 0 ? piece : piece.slice(0, equals);
      let value = equals < 0 ? null : piece.slice(equals + 1);
      if (o.decode) {
        key = percentDecoded(key, Boolean(o.plusIsSpace));
        value = value === null ? null : percentDecoded(value, Boolean(o.plusIsSpace));
      }
      yield [key, value];
    }
  }

  toString() {
    return this.input;
  }
}

function parse(url, opts) {
  const o = options(opts, RULE_OPTIONS, 'parse');
  const { grammar, handle } = ruleOf(o, 'parse');
  text(url, 'url', 'parse');
  const m = loaded();
  const [[at, size]] = place([url], 0).placed;
  const out = fixedBlock();
  const status = m._urlbnf_parse(handle, at, size, out);
  if (status === STATUS.rejected) {
    throw new InvalidURLError('parse', 'url', verdictOf(handle, url, 'parse'));
  }
  if (status === STATUS.unsupported) {
    throw new RangeError('urlbnf.parse: RFC ' + grammar.entry.name + "'s " + returned(m._urlbnf_rule_name, handle) +
      ' has no components: parse reads RFC 3986\'s URI-reference, URI, relative-ref and absolute-URI and RFC ' +
      "2396's URI-reference, absoluteURI and relativeURI, by the grammars " +
      supporting((g) => m._urlbnf_parse(g.defaultRule, 0, 0, fixedBlock())).join(', '));
  }
  if (status !== STATUS.ok) {
    throw failure('parse', status);
  }
  const ascii = size === url.length;
  const components = new URIComponents();
  components.input = url;
  components.rfc = grammar.entry.name;
  components.rule = returned(m._urlbnf_rule_name, handle);
  const spans = {};
  for (const [i, name] of SPAN_NAMES.entries()) {
    const span = out + COMPONENTS.spans + i * SPAN_SIZE;
    if (i32(span + 8) === 0) {
      spans[name] = null;
      continue;
    }
    const offset = u32(span);
    const end = offset + u32(span + 4);
    const offset16 = ascii ? offset : utf16Index(url, offset);
    const end16 = ascii ? end : utf16Index(url, end);
    spans[name] = Object.freeze({ text: url.slice(offset16, end16), offset, offset16 });
  }
  const portReading = PORT_READINGS[i32(out + COMPONENTS.portReading)];
  const pathForm = stringAt(out + COMPONENTS.pathForm);
  components.scheme = spans.scheme;
  components.authority = spans.authority;
  components.userinfo = spans.userinfo;
  components.host = spans.host;
  components.port = portReading === 'number' ? u32(out + COMPONENTS.portNumber) : null;
  components.portText = spans.port;
  components.path = spans.path;
  components.query = spans.query;
  components.fragment = spans.fragment;
  components.hostKind = HOST_KINDS[i32(out + COMPONENTS.hostKind)];
  components.portReading = portReading;
  components.pathForm = pathForm === '' ? null : pathForm;
  return Object.freeze(components);
}

// ---- Resolution, normalization, equivalence ----

const RFC_OPTIONS = ['rfc'];

// A call that writes its text into a buffer: (texts' [pointer, size]...,
// out, capacity, needed) -> status; retried with the size it asks.
function written(texts, invoke) {
  let capacity = 256;
  for (;;) {
    const { placed, extra, extraSize } = place(texts, capacity + 8);
    const needed = extra;
    const out = extra + 8;
    const status = invoke(placed, out, extraSize - 8, needed);
    if (status === STATUS.bufferTooSmall) {
      capacity = u32(needed);
      continue;
    }
    return { status, text: status === STATUS.ok ? readUtf8(out, u32(needed)) : null };
  }
}

// Why `given` is no base (an absolute URI) or no reference: the verdict of
// the first of absolute-URI, URI, absoluteURI, absoluteURL, url that
// rejects it, else the grammar's default rule's.
function resolutionVerdict(g, what, given) {
  if (what === 'base') {
    const names = new Set(rulesOf(g).map((r) => r.name));
    for (const name of ['absolute-URI', 'URI', 'absoluteURI', 'absoluteURL', 'url']) {
      if (names.has(name)) {
        const v = verdictOf(ruleOf({ rfc: g.entry.name, rule: name }, 'resolve').handle, given, 'resolve');
        if (!v.valid) {
          return v;
        }
      }
    }
  }
  return verdictOf(g.defaultRule, given, 'resolve');
}

function resolve(base, reference, opts) {
  const g = grammarNamed(options(opts, RFC_OPTIONS, 'resolve').rfc, 'resolve');
  text(base, 'base', 'resolve');
  text(reference, 'reference', 'resolve');
  const m = loaded();
  const { status, text: target } = written([base, reference],
    ([[b, bn], [r, rn]], out, capacity, needed) => m._urlbnf_resolve(g.handle, b, bn, r, rn, out, capacity, needed));
  if (status === STATUS.ok) {
    return target;
  }
  if (status === STATUS.baseRejected || status === STATUS.referenceRejected) {
    const what = status === STATUS.baseRejected ? 'base' : 'reference';
    throw new InvalidURLError('resolve', what, resolutionVerdict(g, what, what === 'base' ? base : reference));
  }
  if (status === STATUS.unsupported) {
    throw new RangeError('urlbnf.resolve: RFC ' + g.entry.name + ' has no resolution: resolve works by the grammars ' +
      supporting((h) => written(['', ''], ([[b, bn], [r, rn]], out, capacity, needed) =>
        m._urlbnf_resolve(h.handle, b, bn, r, rn, out, capacity, needed)).status).join(', '));
  }
  throw failure('resolve', status);
}

function normalize(url, opts) {
  const g = grammarNamed(options(opts, RFC_OPTIONS, 'normalize').rfc, 'normalize');
  text(url, 'url', 'normalize');
  const m = loaded();
  const normal = ([[u, un]], out, capacity, needed) => m._urlbnf_normalize(g.handle, u, un, out, capacity, needed);
  const { status, text: normalized } = written([url], normal);
  if (status === STATUS.ok) {
    return normalized;
  }
  if (status === STATUS.rejected) {
    throw new InvalidURLError('normalize', 'url', verdictOf(g.defaultRule, url, 'normalize'));
  }
  if (status === STATUS.unsupported) {
    throw new RangeError('urlbnf.normalize: RFC ' + g.entry.name + ' has no normalization: normalize works by the ' +
      'grammars ' + supporting((h) => written([''], ([[u, un]], out, capacity, needed) =>
        m._urlbnf_normalize(h.handle, u, un, out, capacity, needed)).status).join(', '));
  }
  throw failure('normalize', status);
}

function equivalence(a, b, opts) {
  const g = grammarNamed(options(opts, RFC_OPTIONS, 'equivalence').rfc, 'equivalence');
  text(a, 'a', 'equivalence');
  text(b, 'b', 'equivalence');
  const m = loaded();
  const equivalentOf = (h) => ([[x, xn], [y, yn]], out, capacity, needed) =>
    m._urlbnf_equivalent(h.handle, x, xn, y, yn, needed + 4, out, capacity, needed);
  let same = 0;
  const { status, text: reason } = written([a, b], (placed, out, capacity, needed) => {
    const s = equivalentOf(g)(placed, out, capacity, needed);
    same = i32(needed + 4);
    return s === STATUS.rejected ? STATUS.ok : s;
  });
  if (status === STATUS.ok) {
    return { equivalent: same !== 0, reason };
  }
  if (status === STATUS.unsupported) {
    throw new RangeError('urlbnf.equivalence: RFC ' + g.entry.name + ' has no normalization: equivalence works by ' +
      'the grammars ' + supporting((h) => written(['', ''], equivalentOf(h)).status).join(', '));
  }
  throw failure('equivalence', status);
}

function equivalent(a, b, opts) {
  return equivalence(a, b, opts).equivalent;
}

// ---- The playground page's entry: the command's renderers, in JSON ----

function rendered(call, exported, texts) {
  const m = loaded();
  const { placed, extra } = place(texts, 8);
  const pointer = exported(...placed.flat(), extra);
  if (pointer === 0) {
    throw new Error('urlbnf.playground.' + call + ': out of memory');
  }
  try {
    return readUtf8(pointer, u32(extra));
  } finally {
    m._free(pointer);
  }
}

// The JSON the playground page shows, each as the urlbnf command prints
// it (check --all --json, tree, parse --json, explain --json, resolve by
// every RFC, normalize --json by RFC 2396 and RFC 3986). Not part of the
// package's stable API: its shapes are the command's, for the page.
const playground = Object.freeze({
  checkAll: (input) => rendered('checkAll', loaded()._urlbnf_playground_check_all, [text(input, 'input', 'checkAll')]),
  tree: (rfc, input) => rendered('tree', loaded()._urlbnf_playground_tree, [rfc, input].map((t) => text(t, 'argument', 'tree'))),
  parse: (rfc, input) => rendered('parse', loaded()._urlbnf_playground_parse, [rfc, input].map((t) => text(t, 'argument', 'parse'))),
  explain: (rfc, rule) => rendered('explain', loaded()._urlbnf_playground_explain, [rfc, rule].map((t) => text(t, 'argument', 'explain'))),
  resolve: (base, reference) => rendered('resolve', loaded()._urlbnf_playground_resolve,
    [base, reference].map((t) => text(t, 'argument', 'resolve'))),
  normalize: (input) => rendered('normalize', loaded()._urlbnf_playground_normalize, [text(input, 'input', 'normalize')]),
  compare: (input) => rendered('compare', loaded()._urlbnf_playground_compare, [text(input, 'input', 'compare')]),
  diverge: (a, b, rule, seed) => rendered('diverge', loaded()._urlbnf_playground_diverge,
    [a, b, rule, seed].map((t) => text(t, 'argument', 'diverge'))),
  lineage: (rule) => rendered('lineage', loaded()._urlbnf_playground_lineage, [text(rule, 'rule', 'lineage')]),
  railroad: (rfc, rule, input, begin, end) => rendered('railroad', loaded()._urlbnf_playground_railroad,
    [rfc, rule, input, begin, end].map((t) => text(t, 'argument', 'railroad'))),
});

const urlbnf = Object.freeze({
  ready,
  grammars,
  rules,
  accepts,
  check,
  parse,
  resolve,
  normalize,
  equivalent,
  equivalence,
  InvalidURLError,
  playground,
});
