// accepts()'s own path (src/core.js): the URL written by
// TextEncoder.encodeInto into a view of the scratch block that is made
// again when the block grows and when the module's memory grows, and by
// writeUtf8 when the URL is not all ASCII (encodeInto would make a lone
// surrogate U+FFFD). In this order each input, by each entry, is judged as
// check() judges it: the long ones grow the block and then the memory, and
// the short ones after them are written where the block now is.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { browser, imported, required } from './helpers.mjs';

const long = (n) => 'http://example.com/' + 'a'.repeat(n);
// url, options, accepted
const INPUTS = [
  ['http://example.com/', undefined, true],
  ['', undefined, true],
  ['', { rule: 'URI' }, false],
  [long(5000), undefined, true],
  ['http://a/b c', undefined, false],
  [long(40_000_000), undefined, true],
  ['http://a/b', undefined, true],
  [long(40_000_000) + ' ', undefined, false],
  ['http://a/\ud800', undefined, false],
  ['http://a/\ufffd', undefined, false],
  ['http://a/😀', undefined, false],
  ['http://exämple/', undefined, false],
  ['http://a/%41', { rfc: '2396' }, true],
  ['HTTP://a/', { rfc: '1738' }, false],
  ['http://a/', { rfc: '1738' }, true],
];

for (const [name, urlbnf] of [['import', imported], ['require', required], ['browsers\' entry', browser]]) {
  test(`accepts() by ${name}: as check() on ${INPUTS.length} inputs, the block and the memory growing`, async () => {
    await urlbnf.ready;
    for (const [url, options, accepted] of INPUTS) {
      const shown = url.length > 40 ? `${url.length} characters` : JSON.stringify(url);
      assert.equal(urlbnf.accepts(url, options), accepted, shown);
      assert.equal(urlbnf.check(url, options).valid, accepted, shown);
    }
  });
}
