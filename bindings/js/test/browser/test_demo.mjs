// The demo form (bindings/js/demo/) in headless Chromium, driven as a user
// drives it: URLs typed key by key into the field; for each one RFC 3986
// rejects, the field's validationMessage is the package's
// check(url, {rule: "URI"}).error.message, the field is :invalid, the page
// shows that message and where the URL fails, its button selects exactly
// the failing character, and the submit is blocked by the browser's own
// validation; a valid URL submits. Chromium loads no module script into a
// file:// page, so the test serves the page and the package on 127.0.0.1
// with Node's http module, and counts every request beyond their files,
// every console error and page error. Screenshots into SCREENSHOT_DIR.
// Run by bash tools/js, which installs puppeteer-core.
//
//   node test_demo.mjs PACKAGE_DIR NODE_MODULES SCREENSHOT_DIR
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { launchChromium } from '../../../../tests/playground/chromium.mjs';

const [packageDir, modules, screenshots] = process.argv.slice(2).map((a) => resolve(a));
if (!screenshots) {
  console.error('usage: node test_demo.mjs PACKAGE_DIR NODE_MODULES SCREENSHOT_DIR');
  process.exit(2);
}
const demo = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo');
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const puppeteer = createRequire(join(modules, 'index.js'))('puppeteer-core');
const urlbnf = await import(pathToFileURL(join(packageDir, 'dist/node.mjs')).href);

let failures = 0;
let checks = 0;
function expect(ok, message) {
  checks += 1;
  if (!ok) {
    failures += 1;
    console.error('FAIL ' + message);
  }
  return ok;
}

// The files the page may load, by their paths under the server: the demo
// where the repository has it, the package where build-playground/ has it
// (demo/index.html's import map names ../../../build-playground/package/).
const served = new Map([
  ['/bindings/js/demo/index.html', join(demo, 'index.html')],
  ['/bindings/js/demo/demo.mjs', join(demo, 'demo.mjs')],
  ['/build-playground/package/dist/form.mjs', join(packageDir, 'dist/form.mjs')],
  ['/build-playground/package/dist/urlbnf.mjs', join(packageDir, 'dist/urlbnf.mjs')],
]);
const types = { '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8' };
const requested = [];
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://127.0.0.1').pathname;
  requested.push(path);
  const file = request.method === 'GET' ? served.get(path) : undefined;
  if (file === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': types[file.slice(file.lastIndexOf('.'))] });
  response.end(readFileSync(file));
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const origin = `http://127.0.0.1:${server.address().port}`;
const pageURL = origin + '/bindings/js/demo/index.html';

const { browser, profile } = await launchChromium(puppeteer, chromium);
const problems = [];

// Replaces the field's text as a user does: select all, delete, then each
// character a key pressed and released with its text (CDP's keyDown), so
// that non-ASCII and astral characters are typed too.
async function typeInto(tab, keys, text) {
  await tab.focus('#url');
  await tab.keyboard.down('Control');
  await tab.keyboard.press('KeyA');
  await tab.keyboard.up('Control');
  await tab.keyboard.press('Backspace');
  for (const key of text) {
    await keys.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
    await keys.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
  }
}

function shown() {
  const input = document.getElementById('url');
  return {
    value: input.value,
    validationMessage: input.validationMessage,
    invalid: input.matches(':invalid'),
    customError: input.validity.customError,
    valueMissing: input.validity.valueMissing,
    ariaInvalid: input.getAttribute('aria-invalid'),
    message: document.getElementById('message').textContent,
    offset: document.getElementById('offset').textContent,
    selectHidden: document.getElementById('select-error').hidden,
    status: document.getElementById('status').textContent,
  };
}

// Clicks the submit button: the submit handler runs only when the form is
// valid; otherwise the browser fires `invalid` at the field and shows its
// message. Returns the status shown and the invalid events fired.
async function submit(tab) {
  await tab.evaluate(() => {
    window.invalidEvents = 0;
    document.getElementById('url').addEventListener('invalid', () => ++window.invalidEvents, { once: true });
  });
  await tab.click('#submit');
  return tab.evaluate(() => [document.getElementById('status').textContent, window.invalidEvents]);
}

// The offset the page shows, in characters as a user counts them.
function where(value, at) {
  const before = Array.from(value.slice(0, at)).length;
  return at === value.length ? `It ends too soon, after character ${before}.`
    : `It fails at character ${before + 1}.`;
}

// url, the selection the button must make ([start, end) in UTF-16 units)
const INVALID = [
  ['http://exa mple.com/', [10, 11]],
  // No grammar takes a character beyond US-ASCII, so the first is where a
  // rejection is at the latest: offset and offset16 are equal there.
  ['http://例え.jp/a b', [7, 8]],
  ['http://a/😀 x', [9, 11]],
  ['http://a/%2', [11, 11]],
  ['//example.com/a', [0, 1]],
];
const VALID = ['https://example.com/a?b=c#d', 'http://[::1]:8080/'];

try {
  const tab = await browser.newPage();
  tab.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') {
      problems.push(`console ${m.type()}: ${m.text()}`);
    }
  });
  tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  tab.on('response', (r) => {
    if (r.status() !== 200) {
      problems.push(`HTTP ${r.status()} for ${r.url()}`);
    }
  });
  await tab.setViewport({ width: 1000, height: 700 });
  await tab.goto(pageURL, { waitUntil: 'load' });
  await tab.waitForFunction(() => document.body.dataset.ready === 'true', { timeout: 30000 });
  const keys = await tab.createCDPSession();
  mkdirSync(screenshots, { recursive: true });
  const shots = [];

  // Empty and required: the browser's own valueMissing, not urlbnf's.
  const empty = await tab.evaluate(shown);
  expect(empty.invalid && empty.valueMissing && !empty.customError && empty.message === '',
    `the empty field: ${JSON.stringify(empty)}`);
  const [emptyStatus, emptyInvalid] = await submit(tab);
  expect(emptyStatus === '' && emptyInvalid === 1, `submitting the empty field: "${emptyStatus}", ${emptyInvalid} ` +
    'invalid events');

  for (const [url, selection] of INVALID) {
    await typeInto(tab, keys, url);
    const s = await tab.evaluate(shown);
    const error = urlbnf.check(url, { rfc: '3986', rule: 'URI' }).error;
    if (!expect(s.value === url, `typing ${url}: the field holds ${JSON.stringify(s.value)}`) ||
        !expect(error !== null, `${url}: the package accepts it`)) {
      continue;
    }
    expect(s.validationMessage === error.message,
      `${url}: validationMessage ${JSON.stringify(s.validationMessage)}, check() ${JSON.stringify(error.message)}`);
    expect(s.invalid && s.customError && s.ariaInvalid === 'true', `${url}: not :invalid: ${JSON.stringify(s)}`);
    expect(s.message === error.message, `${url}: the page shows ${JSON.stringify(s.message)}`);
    expect(s.offset === where(url, error.offset16), `${url}: the page says ${JSON.stringify(s.offset)}, ` +
      `offset16 is ${error.offset16}`);
    expect(!s.selectHidden, `${url}: no button to select the failing character`);
    await tab.click('#select-error');
    const selected = await tab.evaluate(() => {
      const input = document.getElementById('url');
      return [input.selectionStart, input.selectionEnd, document.activeElement === input];
    });
    expect(JSON.stringify(selected) === JSON.stringify([...selection, true]) &&
      selection[0] === error.offset16, `${url}: the button selected ${JSON.stringify(selected)}, expected ` +
      `${JSON.stringify(selection)} (offset16 ${error.offset16})`);
    if (url === INVALID[0][0]) {
      shots.push(join(screenshots, 'form-demo-invalid.png'));
      await tab.screenshot({ path: shots[shots.length - 1] });
    }
    const [status, invalidEvents] = await submit(tab);
    expect(status === '' && invalidEvents === 1,
      `${url}: the submit was not blocked: status "${status}", ${invalidEvents} invalid events`);
  }

  for (const url of VALID) {
    await typeInto(tab, keys, url);
    const s = await tab.evaluate(shown);
    expect(s.value === url && !s.invalid && s.validationMessage === '' && s.message === '' && s.offset === '' &&
      s.selectHidden && s.ariaInvalid === 'false', `${url}: not shown valid: ${JSON.stringify(s)}`);
    const [status, invalidEvents] = await submit(tab);
    expect(status === `Submitted: ${url}` && invalidEvents === 0,
      `${url}: the submit gave "${status}", ${invalidEvents} invalid events`);
  }
  shots.push(join(screenshots, 'form-demo-submitted.png'));
  await tab.screenshot({ path: shots[shots.length - 1] });
  console.log(`screenshots: ${shots.join(', ')}`);
  await tab.close();
} finally {
  await browser.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}

for (const path of requested) {
  if (!served.has(path)) {
    problems.push(`a request beyond the page's files: ${path}`);
  }
}
expect(served.size === new Set(requested).size, `the page loaded ${[...new Set(requested)].join(', ')}`);
problems.forEach((p) => expect(false, p));
console.log(`typed ${INVALID.length} invalid and ${VALID.length} valid URLs; requests: ${requested.length} ` +
  `(${new Set(requested).size} files); console and page errors, other requests: ${problems.length}`);
if (failures > 0) {
  console.error(`test_demo: ${failures} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`test_demo: all ${checks} checks passed`);
