// The package answers as the urlbnf command does on every field of every
// corpus (tests/corpus/*.tsv), by every grammar: check() as `check --all
// --json` (every verdict and diagnostic, the messages in the command's
// words), accepts() as check()'s valid, and parse() as `parse --json`.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { asCommandRecord, corpusInputs, imported as urlbnf, lines } from './helpers.mjs';

const inputs = corpusInputs();
const grammars = urlbnf.grammars().map((g) => g.name);

test('the registry is the command\'s: its grammars in check --all\'s order', () => {
  assert.deepEqual(grammars, lines(['check', '--all', '--json'], ['x:y']).map((r) => r.rfc));
});

test(`check() and accepts() on ${inputs.length} corpus inputs by every grammar, as check --all --json`, () => {
  const expected = lines(['check', '--all', '--json'], inputs);
  assert.equal(expected.length, inputs.length * grammars.length);
  let compared = 0;
  const differing = [];
  inputs.forEach((input, i) => {
    grammars.forEach((rfc, j) => {
      const v = urlbnf.check(input, { rfc });
      const want = expected[i * grammars.length + j];
      compared += 1;
      try {
        assert.equal(JSON.stringify(asCommandRecord(v), Object.keys(want).sort()),
          JSON.stringify(want, Object.keys(want).sort()));
        assert.deepStrictEqual(asCommandRecord(v), want);
        assert.equal(urlbnf.accepts(input, { rfc }), v.valid);
        if (v.error) {
          assert.equal(Buffer.byteLength(input.slice(0, v.error.offset16)) <= v.error.offset, true);
        }
      } catch (e) {
        differing.push(`${JSON.stringify(input)} by ${rfc}: ${e.message}`);
      }
    });
  });
  assert.deepEqual(differing.slice(0, 5), []);
  assert.equal(compared, inputs.length * grammars.length);
});

// The typed trees' components, by the grammars that have them.
const components = ['scheme', 'authority', 'userinfo', 'host', 'path', 'query', 'fragment'];
for (const rfc of ['3986', '3986+6874', '2396', '2396+2732']) {
  test(`parse() on ${inputs.length} corpus inputs by RFC ${rfc}, as parse --json`, () => {
    const expected = lines(['parse', '--json', '--rfc', rfc], inputs);
    const differing = [];
    inputs.forEach((input, i) => {
      const want = expected[i];
      try {
        if (!want.valid) {
          assert.throws(() => urlbnf.parse(input, { rfc }), (e) => e instanceof urlbnf.InvalidURLError &&
            e.verdict.error.offset === want.error.offset && e.verdict.error.code === want.error.code);
          return;
        }
        const u = urlbnf.parse(input, { rfc });
        for (const name of components) {
          assert.equal(u[name] === null ? null : u[name].text, want[name], name);
          if (u[name] !== null) {
            // Each component's offsets are where its text is, in bytes and
            // in UTF-16 units.
            assert.equal(input.slice(u[name].offset16, u[name].offset16 + u[name].text.length), u[name].text);
            assert.equal(Buffer.byteLength(input.slice(0, u[name].offset16)), u[name].offset, name + ' offset');
          }
        }
        assert.equal(u.port, want.port);
        assert.equal(u.portText === null ? null : u.portText.text, want.port_text);
        assert.equal(u.portReading, want.port_reading ?? 'none');
      } catch (e) {
        differing.push(`${JSON.stringify(input)}: ${e.message}`);
      }
    });
    assert.deepEqual(differing.slice(0, 5), []);
  });
}
