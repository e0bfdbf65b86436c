// The package's functions, one table each: what a call returns, where a
// rejection is (in bytes and in UTF-16 units), and what bad input throws.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';

import { browser, corpus, imported as urlbnf, packageDir, required, run } from './helpers.mjs';

// url, options, valid, match, offset, code, section
const CHECKS = [
  ['http://example.com/', undefined, true, 'URI', null, null, null],
  ['//example.com/a', {}, true, 'relative-ref', null, null, null],
  ['//example.com/a', { rule: 'URI' }, false, null, 0, 'reserved_character', '2.2'],
  ['', { rfc: '3986' }, true, 'relative-ref', null, null, null],
  ['', { rule: 'URI' }, false, null, 0, 'unexpected', '3'],
  ['http://[::1]:8080/', undefined, true, 'URI', null, null, null],
  ['http://[fe80::1%25eth0]/', undefined, false, null, 15, 'zone_identifier', 'RFC 6874 §2'],
  ['http://[fe80::1%25eth0]/', { rfc: '3986+6874' }, true, 'URI', null, null, null],
  ['http://a/b c', undefined, false, null, 10, 'space', '2'],
  ['http://a/%zz', undefined, false, null, 10, 'bad_escape', '2.1'],
  ['http://a/b#c#d', undefined, false, null, 12, 'second_fragment', '3.5'],
  ['\ufeffhttp://a/b', undefined, false, null, 0, 'byte_order_mark', '2.5'],
  ['example.com', { rule: 'host' }, true, 'reg-name', null, null, null],
  ['exa mple.com', { rule: 'HOST' }, false, null, 3, 'space', '2'],
  ['http://a/', { rfc: '1738' }, true, 'httpurl', null, null, null],
  ['HTTP://a/', { rfc: '1738' }, false, null, 0, 'scheme_case', '2.1'],
  ['http://a/b|c', { rfc: '2396' }, false, null, 10, 'excluded_character', '2.4.3'],
  ['http://[::1]/', { rfc: '2396+2732', rule: null }, true, 'absoluteURI', null, null, null],
  ['mailto:a@b', { rfc: '1630' }, true, 'mailtoaddress', null, null, null],
  ['http://a/b?c', { rfc: '1808' }, true, 'generic-RL', null, null, null],
];

for (const [url, options, valid, match, offset, code, section] of CHECKS) {
  test(`check(${JSON.stringify(url)}, ${JSON.stringify(options)})`, () => {
    const v = urlbnf.check(url, options);
    assert.deepEqual([v.valid, v.match, v.input], [valid, match, url]);
    assert.equal(urlbnf.accepts(url, options), valid);
    if (valid) {
      assert.equal(v.error, null);
      return;
    }
    assert.deepEqual([v.error.offset, v.error.code, v.error.section], [offset, code, section]);
    assert.ok(v.error.message.length > 0 && Array.isArray(v.error.expected));
  });
}

test('a verdict\'s fields, and remedies in the package\'s words', () => {
  assert.deepEqual(urlbnf.check('http://a/b c'), {
    input: 'http://a/b c', valid: false, rfc: '3986', rule: 'URI-reference', match: null, also: [], reading: 'bnf',
    bnfValid: null, note: null,
    error: {
      offset: 10, offset16: 10, code: 'space', expected: ['pchar', '"/"', '"?"', '"#"'], section: '2',
      message: "RFC 3986 §2: the character ' ' is in no production: a URI is made of letters, digits and " +
        "-._~:/?#[]@!$&'()*+,;= and percent-encodings; percent-encoded: http://a/b%20c",
      category: null, remedy: null, repair: 'http://a/b%20c',
    },
  });
  const folded = urlbnf.check('HTTP://a/', { rfc: '1738' }).error;
  assert.deepEqual(folded.remedy, { kind: 'option', name: 'fold_scheme_case' });
  assert.match(folded.message, /use fold_scheme_case to read it that way$/);
  const amended = urlbnf.check('http://[::1]/', { rfc: '2396' }).error;
  assert.deepEqual([amended.remedy, amended.category], [{ kind: 'grammar', name: '2396+2732' }, 'unwise']);
  assert.match(amended.message, /use rfc="2396\+2732"$/);
});

// Offsets: bytes of the UTF-8 encoding, and the UTF-16 index of the same
// character. No grammar takes a character beyond US-ASCII, so the first
// one is where a rejection is at the latest, and both count the ASCII
// before it. url, offset, offset16, code
const OFFSETS = [
  ['http://exämple/', 9, 9, 'not_ascii'],
  ['http://a/😀 x', 9, 9, 'not_ascii'],
  ['http://a/%F0%9F%98%80😀 x', 21, 21, 'not_ascii'],
  ['😀😀 x', 0, 0, 'not_ascii'],
  ['http://a/b c😀', 10, 10, 'space'],
  // A lone surrogate is judged as the 3 bytes ED xx xx, not replaced.
  ['http://a/b\ud800c', 10, 10, 'not_ascii'],
  ['\udcff', 0, 0, 'not_ascii'],
  ['😀\ud800', 0, 0, 'not_ascii'],
  // NUL is a character like any other.
  ['a\u0000b', 1, 1, 'control_character'],
  ['http://a/\u0000', 9, 9, 'control_character'],
];

for (const [url, offset, offset16, code] of OFFSETS) {
  test(`offsets of ${JSON.stringify(url)}`, () => {
    const e = urlbnf.check(url).error;
    assert.deepEqual([e.offset, e.offset16, e.code], [offset, offset16, code]);
    assert.equal(urlbnf.accepts(url), false);
  });
}

test('a lone surrogate is rejected where it stands, after what precedes it is judged', () => {
  // After an astral character, the offset is in bytes (4) and in UTF-16 units (2).
  const v = urlbnf.check('http://a/b?😀\ud800');
  assert.deepEqual([v.valid, v.error.offset, v.error.offset16], [false, 11, 11]);
  assert.equal(v.error.message, 'RFC 3986 §2.5: the octet 0xF0 is not US-ASCII; a URI carries other octets ' +
    'percent-encoded, %F0; percent-encoded: http://a/b?%F0%9F%98%80%ED%A0%80');
  const after = urlbnf.check('http://a/?%41\udfff', { rfc: '3986' });
  assert.deepEqual([after.error.offset, after.error.offset16, after.error.repair], [13, 13, 'http://a/?%41%ED%BF%BF']);
  // Where the command reads the same bytes from a file, it says the same.
  const cli = JSON.parse(run(['check', '--json', '-'], Buffer.from('http://a/b?\xf0\x9f\x98\x80\xed\xa0\x80\n',
    'latin1')));
  assert.equal(cli.error.offset, v.error.offset);
  assert.equal(cli.error.message, v.error.message);
});

// Bad arguments: the call, the error's type, words in its message.
const BAD_CALLS = [
  [() => urlbnf.check(42), TypeError, 'urlbnf.check: url must be a string, not a number'],
  [() => urlbnf.accepts(null), TypeError, 'url must be a string, not null'],
  [() => urlbnf.check(['http://a/']), TypeError, 'not an array'],
  [() => urlbnf.check(new String('http://a/')), TypeError, 'not an object'],
  [() => urlbnf.parse(undefined), TypeError, 'urlbnf.parse: url must be a string, not undefined'],
  [() => urlbnf.check('http://a/', { rfc: 3986 }), TypeError, 'rfc must be a string'],
  [() => urlbnf.check('http://a/', { rule: 1 }), TypeError, 'rule must be a string'],
  [() => urlbnf.check('http://a/', '3986'), TypeError, 'options must be an object such as {rfc: "3986"}'],
  [() => urlbnf.check('http://a/', { rcf: '2396' }), TypeError, 'unknown option "rcf": its options are rfc, rule'],
  [() => urlbnf.resolve('http://a/', 'b', { rule: 'URI' }), TypeError, 'unknown option "rule": its options are rfc'],
  [() => urlbnf.check('http://a/', { rfc: '9999' }), RangeError,
    'no grammar "9999": the registry has 1630, 1630-generic, 1738, 1808, 2396, 2396+2732, 2397, 3986, 3986+6874, 3987, 6068, 8089, 8089-nonstd, 9110'],
  [() => urlbnf.accepts('http://a/', { rule: 'nope' }), RangeError,
    'RFC 3986 has no rule "nope": its rules are URI, hier-part, URI-reference'],
  [() => urlbnf.rules('2616'), RangeError, 'no grammar "2616"'],
  [() => urlbnf.parse('http://a/', { rfc: '1738' }), RangeError,
    "RFC 1738's url has no components: parse reads"],
  [() => urlbnf.parse('http://a/', { rfc: '3986', rule: 'host' }), RangeError, "RFC 3986's host has no components"],
  [() => urlbnf.normalize('http://a/', { rfc: '1738' }), RangeError,
    'RFC 1738 has no normalization: normalize works by the grammars 2396, 2396+2732, 3986, 3986+6874, 3987, 9110'],
  [() => urlbnf.resolve('http://a/', 'b', { rfc: '1738' }), RangeError, 'RFC 1738 has no resolution'],
  [() => urlbnf.equivalent('a', 'b', { rfc: '1808' }), RangeError, 'RFC 1808 has no normalization'],
  [() => urlbnf.resolve('http://a/', 7), TypeError, 'reference must be a string, not a number'],
  [() => urlbnf.parse('http://a b/'), urlbnf.InvalidURLError,
    'urlbnf.parse: the url "http://a b/" is not an RFC 3986 URI-reference: invalid at offset 8 (section 2)'],
  [() => urlbnf.resolve('b/c', 'g'), urlbnf.InvalidURLError,
    'urlbnf.resolve: the base "b/c" is not an RFC 3986 absolute-URI: invalid at offset 1 (section 2.2)'],
  [() => urlbnf.resolve('http://a/', 'g h'), urlbnf.InvalidURLError, 'the reference "g h" is not an RFC 3986 URI-reference'],
  [() => urlbnf.normalize('http://a/%zz'), urlbnf.InvalidURLError, 'invalid at offset 10 (section 2.1)'],
  [() => [...urlbnf.parse('http://a/?q').params({ decoded: true })], TypeError,
    'unknown option "decoded": its options are semicolon, decode, plusIsSpace'],
];

for (const [call, type, words] of BAD_CALLS) {
  test(`${call.toString().slice(6)} throws ${type.name}`, () => {
    assert.throws(call, (e) => {
      assert.ok(e instanceof type, `${e.name}: ${e.message}`);
      assert.ok(e.message.includes(words), e.message);
      return true;
    });
  });
}

test('InvalidURLError carries the verdict', () => {
  try {
    urlbnf.parse('http://a/%zz');
    assert.fail('parse accepted http://a/%zz');
  } catch (e) {
    assert.equal(e.name, 'InvalidURLError');
    assert.ok(e instanceof Error && !(e instanceof TypeError));
    assert.deepEqual(e.verdict, urlbnf.check('http://a/%zz'));
    assert.equal(e.input, 'http://a/%zz');
  }
});

// url, options, [name, text, offset, offset16]... of the present
// components, port, portReading, hostKind, pathForm
const PARSES = [
  ['https://user@example.com:8443/a/b?x=1&y#top', undefined,
    [['scheme', 'https', 0, 0], ['authority', 'user@example.com:8443', 8, 8], ['userinfo', 'user', 8, 8],
      ['host', 'example.com', 13, 13], ['portText', '8443', 25, 25], ['path', '/a/b', 29, 29],
      ['query', 'x=1&y', 34, 34], ['fragment', 'top', 40, 40]],
    8443, 'number', 'reg-name', 'path-abempty'],
  ['http://h?', undefined, [['scheme', 'http', 0, 0], ['authority', 'h', 7, 7], ['host', 'h', 7, 7],
    ['path', '', 8, 8], ['query', '', 9, 9]], null, 'none', 'reg-name', 'path-abempty'],
  ['//[::1]:/p', { rule: 'relative-ref' }, [['authority', '[::1]:', 2, 2], ['host', '[::1]', 2, 2],
    ['portText', '', 8, 8], ['path', '/p', 8, 8]], null, 'empty', 'ip-literal', 'path-abempty'],
  ['http://1.2.3.4:99999', undefined, [['scheme', 'http', 0, 0], ['authority', '1.2.3.4:99999', 7, 7],
    ['host', '1.2.3.4', 7, 7], ['portText', '99999', 15, 15], ['path', '', 20, 20]], null, 'too_large', 'ipv4',
  'path-abempty'],
  ['a/b', undefined, [['path', 'a/b', 0, 0]], null, 'none', null, 'path-noscheme'],
  ['', { rfc: '2396' }, [['path', '', 0, 0]], null, 'none', null, null],
  ['http://h/%C3%A9?q=%F0%9F%98%80', { rfc: '2396+2732' }, [['scheme', 'http', 0, 0], ['authority', 'h', 7, 7],
    ['host', 'h', 7, 7], ['path', '/%C3%A9', 8, 8], ['query', 'q=%F0%9F%98%80', 16, 16]], null, 'none', 'reg-name',
  'abs_path'],
];

for (const [url, options, present, port, portReading, hostKind, pathForm] of PARSES) {
  test(`parse(${JSON.stringify(url)}, ${JSON.stringify(options)})`, () => {
    const u = urlbnf.parse(url, options);
    const names = ['scheme', 'authority', 'userinfo', 'host', 'portText', 'path', 'query', 'fragment'];
    const shown = names.filter((n) => u[n] !== null).map((n) => [n, u[n].text, u[n].offset, u[n].offset16]);
    assert.deepEqual(shown, present);
    assert.deepEqual([u.port, u.portReading, u.hostKind, u.pathForm], [port, portReading, hostKind, pathForm]);
    assert.equal(String(u), url);
    assert.ok(Object.isFrozen(u) && Object.isFrozen(u.path));
  });
}

test('components after astral characters: bytes and UTF-16 units', () => {
  // A reg-name of RFC 3986 holds no 😀; percent-encoded it does, and the
  // fragment after it is where both counts say.
  const u = urlbnf.parse('http://a/%F0%9F%98%80?q#f');
  assert.deepEqual([u.fragment.offset, u.fragment.offset16], [24, 24]);
  assert.throws(() => urlbnf.parse('http://a/😀#f'), (e) => e.verdict.error.offset16 === 9);
});

// query, options, pairs
const PARAMS = [
  ['http://h/?a=1&b&c=x%20y+z', undefined, [['a', '1'], ['b', null], ['c', 'x%20y+z']]],
  ['http://h/?c=x%20y+z', { decode: true }, [['c', 'x y+z']]],
  ['http://h/?c=x%20y+z', { decode: true, plusIsSpace: true }, [['c', 'x y z']]],
  ['http://h/?a&&b', undefined, [['a', null], ['', null], ['b', null]]],
  ['http://h/?', undefined, [['', null]]],
  ['http://h/', undefined, []],
  ['http://h/?a=1;b=2', undefined, [['a', '1;b=2']]],
  ['http://h/?a=1;b=2', { semicolon: true }, [['a', '1'], ['b', '2']]],
  ['http://h/?k=a=b', undefined, [['k', 'a=b']]],
  ['http://h/?%E2%82%AC=%FF&%c3%a9=%C3', { decode: true }, [['€', '\ufffd'], ['é', '\ufffd']]],
];

for (const [url, options, pairs] of PARAMS) {
  test(`params of ${JSON.stringify(url)} ${JSON.stringify(options)}`, () => {
    assert.deepEqual([...urlbnf.parse(url).params(options)], pairs);
  });
}

// RFC 3986 Section 5.4's examples (tests/corpus/rfc3986-resolve.tsv, the
// strict reading), and RFC 2396's Appendix C by rfc: "2396".
const resolutions = [];
for (const line of readFileSync(join(corpus, 'rfc3986-resolve.tsv'), 'utf8').split('\n')) {
  const f = line.split('\t');
  if (!line.startsWith('#') && f.length >= 5 && f[0].startsWith('5.4') && f[3] === 'strict') {
    resolutions.push([f[1], f[2] === '<empty>' ? '' : f[2], f[4]]);
  }
}

test(`resolve() on RFC 3986 Section 5.4's ${resolutions.length} examples`, () => {
  assert.ok(resolutions.length >= 40, `${resolutions.length} examples`);
  for (const [base, reference, target] of resolutions) {
    assert.equal(urlbnf.resolve(base, reference), target, `${base} ${reference}`);
  }
  assert.equal(urlbnf.resolve('http://a/b/c/d;p?q', '../../../g', { rfc: '2396' }), 'http://a/../g');
  assert.equal(urlbnf.resolve('http://a/b/c/d;p?q', 'g;x=1/../y', { rfc: '1808' }), 'http://a/b/c/g;x=1/../y');
});

test('a long target is written in full (the buffer grows)', () => {
  const long = 'x'.repeat(100000);
  assert.equal(urlbnf.resolve('http://a/b', long), 'http://a/' + long);
  assert.equal(urlbnf.normalize('HTTP://A/' + long), 'http://a/' + long);
  assert.equal(urlbnf.accepts('http://a/' + long + ' '), false);
  assert.equal(urlbnf.check('http://a/' + long + ' ').error.offset, 100009);
});

// a, b, options, equivalent
const EQUIVALENCES = [
  ['http://a/%7e', 'HTTP://A/~', undefined, true],
  ['http://example.com:80/', 'http://EXAMPLE.com/', undefined, true],
  ['http://a/x', 'http://a/y', undefined, false],
  ['http://a/b c', 'http://a/b c', undefined, false],
  ['http://a/./b', 'http://a/b', { rfc: '2396' }, false],
];

for (const [a, b, options, equivalent] of EQUIVALENCES) {
  test(`equivalent(${JSON.stringify(a)}, ${JSON.stringify(b)}, ${JSON.stringify(options)})`, () => {
    assert.equal(urlbnf.equivalent(a, b, options), equivalent);
    const { equivalent: same, reason } = urlbnf.equivalence(a, b, options);
    assert.equal(same, equivalent);
    assert.ok(reason.length > 0);
  });
}

test('normalize() as normalize --json', () => {
  for (const rfc of ['3986', '2396']) {
    for (const url of ['HTTP://Example.COM/a/./b/../c/%7e', 'http://a/%41%2f', 'Mailto:A@B', '../x/./y']) {
      const want = JSON.parse(run(['normalize', '--json', '--rfc', rfc, url])).normalized;
      assert.equal(urlbnf.normalize(url, { rfc }), want, `${rfc} ${url}`);
    }
  }
  assert.equal(urlbnf.normalize('HTTP://Example.COM/a/./b/../c/%7e'), 'http://example.com/a/c/~');
});

test('grammars() and rules() are the registry, as urlbnf rules lists it', () => {
  for (const g of urlbnf.grammars()) {
    const listed = run(['rules', '--rfc', g.name]).trim().split('\n').map((l) => l.split(' ')[0]);
    assert.deepEqual(urlbnf.rules(g.name).map((r) => r.name), listed, g.name);
    assert.ok(listed.includes(g.defaultRule), g.name);
  }
  assert.deepEqual(urlbnf.rules(), urlbnf.rules('3986'));
  const hostport = urlbnf.rules('2396').find((r) => r.name === 'hostport');
  assert.equal(hostport.section, '3.2.2');
  assert.ok(Object.isFrozen(urlbnf.grammars()) && Object.isFrozen(urlbnf.rules()));
});

test('the three entries are one API: import, require and the browsers\' module', async () => {
  await urlbnf.ready;
  await browser.ready;
  assert.deepEqual(Object.keys(required).sort(), [...Object.keys(urlbnf)].sort());
  assert.equal(required.default, required.default.check === required.check ? required.default : null);
  assert.equal(urlbnf.default.check, urlbnf.check);
  for (const entry of [required, browser]) {
    assert.deepEqual(entry.check('http://a/b c'), urlbnf.check('http://a/b c'));
    assert.deepEqual(entry.grammars(), urlbnf.grammars());
  }
});

test('the browsers\' module is ready once `ready` resolves, and says so before', async () => {
  // A fresh instance of the module: its own URL.
  const fresh = await import(pathToFileURL(join(packageDir, 'dist/urlbnf.mjs')).href + '?fresh');
  assert.throws(() => fresh.check('http://a/'), /not ready yet: await urlbnf.ready once before calling it/);
  assert.equal(await fresh.ready, undefined);
  assert.equal(fresh.accepts('http://a/'), true);
});
