// urlbnf/form under Node, on a stand-in for a text <input> that keeps what
// the browser keeps (the custom validity message, the selection, the
// focus) and raises input events as typing does: what attach() sets for
// each value, its options and their errors, its events, detach(), and
// form.d.ts type-checked by a strict consumer. test/browser/ drives the
// real thing, the demo page in Chromium.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';

import { browser as urlbnf, packageDir } from './helpers.mjs';

const form = await import(pathToFileURL(join(packageDir, 'dist/form.mjs')).href);

class Field extends EventTarget {
  value = '';
  validationMessage = '';
  selection = null;
  focused = false;

  setCustomValidity(message) {
    this.validationMessage = message;
  }

  setSelectionRange(start, end) {
    this.selection = [start, end];
  }

  focus() {
    this.focused = true;
  }

  type(value) {
    this.value = value;
    this.dispatchEvent(new Event('input'));
  }
}

async function attached(options) {
  const field = new Field();
  const controller = form.attach(field, options);
  assert.equal(await controller.ready, null);
  return { field, controller };
}

// value, options, offset16 (null: valid), selection selectError() makes
const VALUES = [
  ['', { rule: 'URI' }, null, null],
  ['http://example.com/a?b#c', { rule: 'URI' }, null, null],
  ['http://exa mple.com/', { rule: 'URI' }, 10, [10, 11]],
  ['http://例え.jp/a b', { rule: 'URI' }, 7, [7, 8]],
  // An astral character is two UTF-16 units, both selected.
  ['http://a/😀 x', undefined, 9, [9, 11]],
  // Failing at the end: the caret there.
  ['http://a/%2', undefined, 11, [11, 11]],
  ['//example.com/a', undefined, null, null],
  ['//example.com/a', { rule: 'URI' }, 0, [0, 1]],
  ['http://[fe80::1%25eth0]/', { rfc: '3986+6874', rule: 'URI' }, null, null],
  ['http://[fe80::1%25eth0]/', { rule: 'URI' }, 15, [15, 16]],
  ['http://a/b|c', { rfc: '2396' }, 10, [10, 11]],
];

for (const [value, options, offset16, selection] of VALUES) {
  test(`attach(field, ${JSON.stringify(options)}), typed ${JSON.stringify(value)}`, async () => {
    const { field, controller } = await attached(options);
    field.type(value);
    const verdict = value === '' ? null : urlbnf.check(value, options);
    assert.deepEqual(controller.verdict, verdict);
    assert.equal(controller.offset16, offset16);
    assert.equal(controller.valid, offset16 === null);
    const message = offset16 === null ? '' : verdict.error.message;
    assert.equal(field.validationMessage, message);
    assert.equal(controller.message, message);
    if (offset16 !== null) {
      assert.equal(verdict.error.offset16, offset16);
    }
    assert.equal(controller.selectError(), selection !== null);
    assert.deepEqual([field.selection, field.focused], [selection, selection !== null]);
  });
}

test('the first verdict is the value the field holds when the module is ready', async () => {
  const field = new Field();
  field.value = 'http://a/b c';
  const controller = form.attach(field, { rule: 'URI' });
  assert.equal((await controller.ready).error.offset, 10);
  assert.equal(field.validationMessage, urlbnf.check('http://a/b c').error.message);
});

test('each verdict raises a bubbling urlbnf:verdict event whose detail is the controller; event: false none', async () => {
  const { field, controller } = await attached({ rule: 'URI' });
  const seen = [];
  field.addEventListener(form.VERDICT_EVENT, (e) => seen.push([e.type, e.bubbles, e.detail === controller,
    e.detail.offset16]));
  field.type('http://a/b c');
  field.type('http://a/b');
  assert.deepEqual(seen, [['urlbnf:verdict', true, true, 10], ['urlbnf:verdict', true, true, null]]);
  const quiet = await attached({ event: false });
  let raised = 0;
  quiet.field.addEventListener(form.VERDICT_EVENT, () => ++raised);
  quiet.field.type('http://a/b c');
  assert.deepEqual([raised, quiet.controller.offset16], [0, 10]);
});

test('validate() judges a value a script set, which raises no input event', async () => {
  const { field, controller } = await attached();
  field.value = 'http://a/%zz';
  assert.equal(controller.offset16, null);
  assert.equal(controller.validate().error.code, 'bad_escape');
  assert.equal(controller.offset16, 10);
});

test('detach() stops judging and clears the custom validity', async () => {
  const { field, controller } = await attached();
  field.type('http://a/b c');
  assert.notEqual(field.validationMessage, '');
  controller.detach();
  assert.deepEqual([field.validationMessage, controller.verdict, controller.selectError()], ['', null, false]);
  field.type('http://a/b d');
  assert.deepEqual([field.validationMessage, controller.verdict, controller.validate()], ['', null, null]);
});

// arguments, the error thrown by attach() (or null), the one `ready`
// rejects with
const BAD = [
  [[null], /^TypeError: urlbnf\/form\.attach: the first argument must be a text <input> element, not null$/, null],
  [[{ value: '' }], /must be a text <input> element, not an object$/, null],
  [[new Field(), 'URI'], /^TypeError: urlbnf\/form\.attach: options must be an object .*, not a string$/, null],
  [[new Field(), { rcf: '3986' }], /^TypeError: .*unknown option "rcf": its options are rfc, rule, event$/, null],
  [[new Field(), { rfc: '9999' }], null, /^RangeError: urlbnf\.check: no grammar "9999": the registry has 1630/],
  [[new Field(), { rule: 'url' }], null, /^RangeError: urlbnf\.check: RFC 3986 has no rule "url": its rules are/],
];

for (const [args, thrown, rejected] of BAD) {
  const shown = args.map((a) => (a instanceof Field ? 'field' : JSON.stringify(a)));
  test(`attach(${shown.join(', ')}) fails and says why`, async () => {
    if (thrown) {
      assert.throws(() => form.attach(...args), (e) => thrown.test(String(e)));
      return;
    }
    const controller = form.attach(...args);
    await assert.rejects(controller.ready, (e) => rejected.test(String(e)));
    args[0].type('http://a/b c');
    assert.equal(args[0].validationMessage, '');
  });
}

const tsc = process.env.URLBNF_JS_TSC;
test('TypeScript: a strict consumer of urlbnf/form type-checks, and a misuse does not', {
  skip: tsc ? false : 'URLBNF_JS_TSC is not set (tools/js sets it)',
}, () => {
  const project = mkdtempSync(join(tmpdir(), 'urlbnf-js-form-'));
  after(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(packageDir, join(project, 'node_modules/urlbnf'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(join(project, 'consumer.mts'), [
    "import { attach, type FormController } from 'urlbnf/form';",
    "const input = document.querySelector('input')!;",
    "const field: FormController = attach(input, { rfc: '3986', rule: 'URI' });",
    'const at: number | null = field.offset16;',
    "input.addEventListener('urlbnf:verdict', (e) => console.log(e.detail.message, e.detail.verdict?.valid));",
    'const first = await field.ready;',
    'console.log(at, first?.error?.offset16, field.selectError());',
    'field.detach();',
  ].join('\n'));
  writeFileSync(join(project, 'misuse.mts'), [
    "import { attach } from 'urlbnf/form';",
    "attach('#url');",
    "attach(document.querySelector('input')!, { rcf: '3986' });",
    "const n: string = attach(document.querySelector('input')!).offset16;",
  ].join('\n'));
  const options = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target',
    'es2022', '--lib', 'es2022,dom'];
  const checked = spawnSync(tsc, [...options, 'consumer.mts'], { cwd: project, encoding: 'utf8' });
  assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  const misuse = spawnSync(tsc, [...options, 'misuse.mts'], { cwd: project, encoding: 'utf8' });
  const errors = misuse.stdout.split('\n').filter((l) => l.startsWith('misuse.mts'));
  assert.deepEqual(errors.map((l) => /^misuse\.mts\((\d+),/.exec(l)[1]), ['2', '3', '4'], misuse.stdout);
});
