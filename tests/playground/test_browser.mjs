// The playground page in headless Chromium, driven as a user drives it:
// URLs typed into the URL field key by key, every grammar's row compared
// with urlbnf check --all --json on the inputs of the RFC example corpora;
// issue 13's Done-when (RFC 1738 rejects a login in an http URL citing
// Section 3.3, RFC 2396 accepts it, and the hostport node, reached with Tab
// and Enter, shows the BNF line as the RFC prints it); the page written by
// urlbnf playground URL judging that URL on load; no console error, page
// error or network request; screenshots at 1280x800 and at a phone's 400
// pixels. Run by bash tools/playground, which installs puppeteer-core.
//
//   node test_browser.mjs PAGE URLBNF REPO_ROOT NODE_MODULES SCREENSHOT_DIR
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { launchChromium } from './chromium.mjs';

const [page, cli, root, modules, screenshots] = process.argv.slice(2).map((a) => resolve(a));
if (!screenshots) {
  console.error('usage: node test_browser.mjs PAGE URLBNF REPO_ROOT NODE_MODULES SCREENSHOT_DIR');
  process.exit(2);
}
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
const puppeteer = createRequire(join(modules, 'index.js'))('puppeteer-core');

let failures = 0;
let checks = 0;
function expect(ok, message) {
  checks += 1;
  if (!ok) {
    failures += 1;
    if (failures <= 20) {
      console.error('FAIL ' + message);
    }
  }
  return ok;
}

function run(args, input, env = process.env) {
  const result = spawnSync(cli, args, { input, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status === null || result.status > 1) {
    console.error(`test_browser: ${cli} ${args.join(' ')} failed: ${result.error || result.stderr}`);
    process.exit(2);
  }
  return result.stdout;
}

// The input column of each RFC example corpus (their columns differ: each
// file's header names them).
const inputColumn = { 'rfc1630-examples.tsv': 5, 'rfc1738-examples.tsv': 3, 'rfc1808-examples.tsv': 4,
  'rfc2396-examples.tsv': 5, 'rfc3986-examples.tsv': 4 };
// A control character cannot be typed into a text field (a tab moves the
// focus), and standard input's lines cannot hold a line break.
const typeable = (text) => !/[\u0000-\u001f\u007f]/.test(text);
const inputs = new Set();
let untypeable = 0;
for (const [name, column] of Object.entries(inputColumn)) {
  for (const line of readFileSync(join(root, 'tests/corpus', name), 'utf8').split('\n')) {
    const fields = line.split('\t');
    if (line.startsWith('#') || fields.length <= column) {
      continue;
    }
    if (typeable(fields[column])) {
      inputs.add(fields[column]);
    } else {
      untypeable += 1;
    }
  }
}

const grammars = run(['check', '--all', '--json', 'x:y']).trim().split('\n').map((l) => JSON.parse(l).rfc);
function verdicts(list) {
  const lines = run(['check', '--all', '--json'], list.join('\n') + '\n').trim().split('\n').map((l) => JSON.parse(l));
  return list.map((_, i) => lines.slice(i * grammars.length, (i + 1) * grammars.length));
}

// A verdict row as the page must show it, from the command's JSON: the
// caret under the offset counted in UTF-16 units, as the field holds it.
function expectedRow(input, v) {
  const row = { rfc: v.rfc, verdict: v.valid ? 'valid' : 'invalid', match: null, caret: null, paragraphs: [] };
  if (v.valid) {
    row.match = v.match;
  } else {
    const column = Buffer.from(input, 'utf8').subarray(0, v.error.offset).toString('utf8').length;
    row.caret = input + '\n' + ' '.repeat(column) + '^';
    row.paragraphs.push('at offset ' + v.error.offset + ': ' + v.error.message);
    const facts = [];
    if (v.error.expected.length) {
      facts.push('expected ' + v.error.expected.join(', '));
    }
    if (v.error.section) {
      facts.push('section ' + v.error.section);
    }
    if (facts.length) {
      row.paragraphs.push(facts.join(' \u00b7 '));
    }
  }
  if (v.note) {
    row.paragraphs.push('note: ' + v.note);
  }
  row.also = v.valid && v.also.length ? ' (also ' + v.also.join(', ') + ')' : '';
  return row;
}

function shownRows() {
  return [...document.querySelectorAll('#verdicts tr')].map((tr) => {
    const detail = tr.cells[2];
    const match = detail.querySelector('code');
    const caret = detail.querySelector('pre.caret');
    const also = [...detail.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);
    return {
      rfc: tr.cells[0].textContent,
      verdict: tr.cells[1].textContent,
      match: match ? match.textContent : null,
      caret: caret ? caret.textContent : null,
      paragraphs: [...detail.querySelectorAll('p')].map((p) => p.textContent),
      also: also.join(''),
    };
  });
}

function compareRows(what, input, expected, shown) {
  const want = expected.map((v) => expectedRow(input, v));
  const rows = `${what} ${JSON.stringify(input)}: ${shown.length} rows, expected ${want.length}`;
  if (!expect(shown.length === want.length, rows)) {
    return;
  }
  want.forEach((row, i) => {
    const got = JSON.stringify(shown[i], Object.keys(row).sort());
    const wanted = JSON.stringify(row, Object.keys(row).sort());
    expect(got === wanted, `${what} ${JSON.stringify(input)} by ${row.rfc}:\n  urlbnf: ${wanted}\n  page:   ${got}`);
  });
}

// The tree's keys: Left closes hostport, Right opens it and goes into it,
// Left goes back to it, Home to the root, End to the last item shown.
async function treeKeys(tab) {
  const at = () => tab.evaluate(() => {
    const e = document.activeElement;
    return e && e.getAttribute('role') === 'treeitem' ?
      [e.querySelector('.label').textContent, e.getAttribute('aria-expanded')] : null;
  });
  const moves = [['ArrowLeft', ['hostport', 'false']], ['ArrowRight', ['hostport', 'true']],
    ['ArrowRight', ['host', 'true']], ['ArrowLeft', ['host', 'false']], ['ArrowLeft', ['hostport', 'true']],
    ['Home', ['URI-reference', 'true']], ['End', null]];
  for (const [key, want] of moves) {
    await tab.keyboard.press(key);
    const got = await at();
    if (want) {
      expect(JSON.stringify(got) === JSON.stringify(want), `tree key ${key}: at ${JSON.stringify(got)}, ` +
        `expected ${JSON.stringify(want)}`);
    } else {
      const last = await tab.evaluate(() => {
        const shown = [...document.querySelectorAll('#tree [role=treeitem]')].filter((e) =>
          !e.parentElement.closest('[aria-expanded=false]'));
        return shown[shown.length - 1] === document.activeElement;
      });
      expect(got !== null && last, `tree key End: at ${JSON.stringify(got)}, not the last item shown`);
    }
  }
  const selected = await tab.evaluate(() => document.querySelectorAll('#tree [aria-selected=true]').length);
  expect(selected === 1, `the tree has ${selected} items selected, not one`);
}

// The railroad pane follows the caret: at each offset of the URL, the
// node under the caret is selected, and its production's diagram (or its
// parent's) lit along the path, the step over the caret marked.
async function railroadFollowsTheCaret(tab, input) {
  await tab.focus('#url');
  await tab.keyboard.press('Home');
  let followed = 0;
  for (let i = 0; i < input.length; ++i) {
    const shown = await tab.evaluate(() => {
      const body = document.getElementById('railroad-body');
      const here = body.querySelector('.rr-path li.here');
      return {
        lit: body.querySelectorAll('.rr-lit').length,
        here: body.querySelectorAll('.rr-here').length,
        step: here ? here.textContent : null,
        caret: document.getElementById('url').selectionStart,
      };
    });
    const ok = shown.caret === i && shown.lit > 0 && shown.here > 0 && shown.step !== null &&
      /\[(\d+),(\d+)\)/.test(shown.step) && (([, b, e]) => Number(b) <= i && i < Number(e))(
        shown.step.match(/\[(\d+),(\d+)\) \u2190 the caret$/) || [0, -1, -1]);
    if (expect(ok, `caret at ${i} of ${input}: the railroad pane shows ${JSON.stringify(shown)}`)) {
      ++followed;
    }
    await tab.keyboard.press('ArrowRight');
  }
  console.log(`railroad: the caret followed at ${followed} of ${input.length} offsets of ${input}`);
}

// Issue 30's done-when: given http://[::1]:8080/a?b, with RFC 2396 the
// page shows where RFC 2396 stops and RFC 2396+2732 goes on, the path
// through host lit.
const bracketed = 'http://[::1]:8080/a?b';
async function sideBySide(tab, keys) {
  await typeInto(tab, keys, bracketed);
  await tab.waitForFunction((input) => document.getElementById('aligned').dataset.input === input, {}, bracketed);
  const view = await tab.evaluate(() => {
    const rows = Object.fromEntries([...document.querySelectorAll('#aligned tr')].map((tr) => [tr.cells[0].textContent,
      tr.cells[1].innerText]));
    const figures = [...document.querySelectorAll('#compare-diagrams figure')].map((f) => ({
      caption: f.querySelector('figcaption').textContent,
      lit: [...f.querySelectorAll('.rr-lit')].map((g) => g.textContent),
      here: [...f.querySelectorAll('.rr-here')].map((g) => g.textContent),
    }));
    return {
      rows,
      heading: (document.querySelector('#compare-diagrams h3') || {}).textContent,
      figures,
      stopped: document.getElementById('railroad-body').innerText,
      exports: [...document.querySelectorAll('#compare-diagrams a.export')].map((a) => [a.download, a.href]),
    };
  });
  expect(/stops at offset 7/.test(view.rows['2396'] || ''), `${bracketed}: RFC 2396's row: ${view.rows['2396']}`);
  expect(/accepts it/.test(view.rows['2396+2732'] || '') && /host \(deciding\)/.test(view.rows['2396+2732']),
    `${bracketed}: RFC 2396+2732's row: ${view.rows['2396+2732']}`);
  expect(view.heading === 'host: where RFC 2396 stops and RFC 2396+2732 goes on',
    `${bracketed}: the side-by-side diagrams are headed ${view.heading}`);
  const [goes, stops] = view.figures;
  expect(goes && /^host by RFC 2396\+2732/.test(goes.caption) && goes.lit.join() === 'ipv6reference' &&
    goes.here.join() === 'ipv6reference', `${bracketed}: RFC 2396+2732's host: ${JSON.stringify(goes)}`);
  expect(stops && /^host by RFC 2396 /.test(stops.caption) && stops.lit.length === 0,
    `${bracketed}: RFC 2396's host: ${JSON.stringify(stops)}`);
  expect(/RFC 2396 stopped at offset 7/.test(view.stopped), `${bracketed}: the railroad pane: ${view.stopped}`);
  const svg = view.exports.find(([name]) => name.endsWith('.svg'));
  const html = view.exports.find(([name]) => name.endsWith('.html'));
  const decoded = (href) => Buffer.from(href.slice(href.indexOf(',') + 1), 'base64').toString('utf8');
  expect(svg && /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(decoded(svg[1])) &&
    decoded(svg[1]).includes('rr-lit'), `${bracketed}: the SVG download: ${svg && decoded(svg[1]).slice(0, 80)}`);
  expect(html && decoded(html[1]).startsWith('<!DOCTYPE html>') && decoded(html[1]).includes(view.heading) &&
    !/<script/i.test(decoded(html[1])), `${bracketed}: the HTML download: ${html && decoded(html[1]).slice(0, 80)}`);
  console.log(`done-when: ${bracketed}: RFC 2396 stops at 7, RFC 2396+2732 goes on through host, ` +
    `its path lit (${goes && goes.lit.join()}); downloads of ${view.exports.length} files`);
}

// A link to the page as it stands opens the same view.
async function sharedLinks(tab) {
  const snapshot = async (t) => {
    await t.waitForFunction(() => document.getElementById('aligned').dataset.input ===
      document.getElementById('url').value);
    return snapshotOf(t);
  };
  const snapshotOf = (t) => t.evaluate(() => ({
    url: document.getElementById('url').value,
    base: document.getElementById('base').value,
    grammar: document.querySelector('input[name=tree-grammar]:checked').value,
    selected: [...document.querySelectorAll('#tree [aria-selected=true] > .label')].map((e) => e.textContent),
    railroad: document.getElementById('railroad-body').innerText,
    compared: document.getElementById('compare-diagrams').innerText,
    browsed: document.getElementById('browser-production-pane').innerText,
    lineage: document.getElementById('lineage-result').innerText,
    diverge: document.getElementById('diverge-result').innerText,
  }));
  // A view with a node chosen in another grammar's tree, a production
  // browsed and another lineage.
  await tab.evaluate(() => {
    document.querySelector('input[name=tree-grammar][value="3986"]').click();
    const lineage = document.getElementById('lineage-rule');
    lineage.value = 'IPv6address';
    lineage.dispatchEvent(new Event('change'));
    document.getElementById('diverge-run').click();
  });
  const found = await tab.evaluate(() => document.querySelectorAll('#diverge-result li').length);
  expect(found > 0, 'the search for inputs 2396 and 2396+2732 judge differently by host found none');
  await tab.evaluate(() => {
    const item = [...document.querySelectorAll('#tree [role=treeitem]')].find((e) =>
      e.querySelector('.label').textContent === 'IP-literal');
    item.querySelector('.label').click();
  });
  const before = await snapshot(tab);
  await new Promise((done) => setTimeout(done, 400));
  const link = await tab.evaluate(() => location.href);
  const opened = await openPage(link, { width: 1280, height: 800 }, true);
  const after = await snapshot(opened);
  for (const key of Object.keys(before)) {
    expect(JSON.stringify(before[key]) === JSON.stringify(after[key]),
      `the shared link ${link} opens another ${key}: ${JSON.stringify(after[key]).slice(0, 200)}, not ` +
      `${JSON.stringify(before[key]).slice(0, 200)}`);
  }
  await opened.close();
  console.log(`shared link: ${link.slice(link.indexOf('#'))} opens the same view (${Object.keys(before).join(', ')})`);
}

// axe-core (npm) finds no violation of WCAG's rules in the page as it
// stands.
const axeSource = readFileSync(join(modules, 'axe-core/axe.min.js'), 'utf8');
async function accessible(tab, what) {
  await tab.addScriptTag({ content: axeSource });
  const violations = await tab.evaluate(async () => (await window.axe.run(document)).violations.map((v) =>
    `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`));
  violations.forEach((v) => expect(false, `axe-core, ${what}: ${v}`));
  console.log(`axe-core: ${violations.length} violations in ${what}`);
}

const { browser, profile } = await launchChromium(puppeteer, chromium);
const problems = [];
async function openPage(file, viewport, isUrl = false) {
  const tab = await browser.newPage();
  tab.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') {
      problems.push(`console ${m.type()} in ${file}: ${m.text()}`);
    }
  });
  tab.on('pageerror', (e) => problems.push(`page error in ${file}: ${e.message}`));
  tab.on('request', (r) => {
    if (!/^(file|data|blob):/.test(r.url())) {
      problems.push(`network request from ${file}: ${r.url()}`);
    }
  });
  await tab.setViewport(viewport);
  await tab.goto(isUrl ? file : pathToFileURL(file).href, { waitUntil: 'load' });
  await tab.waitForFunction((n) => document.querySelectorAll('#verdicts tr').length === n, { timeout: 30000 },
    grammars.length);
  return tab;
}

// Replaces the field's text the way a user does: select all, delete, type
// the new text key by key. Each character is a key pressed and released
// (Chromium's trusted keyDown with its text, then keyUp), each an input
// event the page answers; the keys go without waiting for each to be
// handled, which Chromium does in order, as for a fast typist: a protocol
// round trip per key would double the run.
async function typeInto(tab, keys, text) {
  await tab.focus('#url');
  await tab.keyboard.down('Control');
  await tab.keyboard.press('KeyA');
  await tab.keyboard.up('Control');
  await tab.keyboard.press('Backspace');
  const pressed = [];
  for (const key of text) {
    pressed.push(keys.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key }));
    pressed.push(keys.send('Input.dispatchKeyEvent', { type: 'keyUp', key }));
  }
  await Promise.all(pressed);
}

try {
  const desktop = { width: 1280, height: 800 };
  const tab = await openPage(page, desktop);
  const keys = await tab.createCDPSession();
  // The input events the field raises: one per key typed or deleting.
  await tab.evaluate(() => {
    window.inputEvents = 0;
    document.getElementById('url').addEventListener('input', () => ++window.inputEvents);
  });

  // Every typeable input of the corpora, typed, against the command.
  const list = [...inputs];
  const expectedRows = verdicts(list);
  const started = Date.now();
  let mistyped = 0;
  for (const [i, input] of list.entries()) {
    const before = await tab.evaluate(() => [document.getElementById('url').value, window.inputEvents]);
    await typeInto(tab, keys, input);
    const [field, events] = await tab.evaluate(() => [document.getElementById('url').value, window.inputEvents]);
    if (!expect(field === input, `typing ${JSON.stringify(input)}: the field holds ${JSON.stringify(field)}`)) {
      mistyped += 1;
      continue;
    }
    const keysPressed = Array.from(input).length + (before[0] === '' ? 0 : 1);
    expect(events - before[1] === keysPressed,
      `typing ${JSON.stringify(input)}: ${events - before[1]} input events for ${keysPressed} keys`);
    compareRows('typed', input, expectedRows[i], await tab.evaluate(shownRows));
  }
  console.log(`typed: ${list.length} corpus inputs x ${grammars.length} grammars compared with check --all --json ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s (${untypeable} with control characters left out, ` +
    `${mistyped} mistyped)`);

  // Issue 13's Done-when.
  const joes = 'http://joe:pw@www.joes-hardware.com/';
  await typeInto(tab, keys, joes);
  const rows = await tab.evaluate(shownRows);
  const byRfc = (rfc) => rows.find((r) => r.rfc === rfc) || { verdict: 'absent', paragraphs: [] };
  expect(byRfc('1738').verdict === 'invalid' && byRfc('1738').paragraphs.some((p) => /section 3\.3$/.test(p)) &&
    byRfc('1738').paragraphs.some((p) => p.includes('RFC 1738 \u00a73.3')),
  `${joes}: RFC 1738's row is not a rejection citing Section 3.3: ${JSON.stringify(byRfc('1738'))}`);
  expect(byRfc('2396').verdict === 'valid', `${joes}: RFC 2396's row is not valid: ${JSON.stringify(byRfc('2396'))}`);

  // The hostport node of the derivation tree (RFC 2396's, the page's
  // default), reached from the URL field with Tab (the tree is one stop),
  // then the arrow keys, and chosen with Enter.
  await tab.focus('#url');
  const focusedNode = () => tab.evaluate(() => {
    const e = document.activeElement;
    return e && e.getAttribute('role') === 'treeitem' ? e.querySelector('.label').textContent : null;
  });
  let tabs = 0;
  let focused = null;
  for (; tabs < 60 && focused === null; ++tabs) {
    await tab.keyboard.press('Tab');
    focused = await focusedNode();
  }
  expect(focused === 'URI-reference', `Tab reached ${focused} in the tree, not its root (${tabs} presses)`);
  let arrows = 0;
  for (; arrows < 40 && focused !== 'hostport'; ++arrows) {
    await tab.keyboard.press('ArrowDown');
    focused = await focusedNode();
  }
  if (expect(focused === 'hostport', `ArrowDown never reached the tree's hostport node (${arrows} presses)`)) {
    await tab.keyboard.press('Enter');
    const pane = await tab.evaluate(() => {
      const p = document.getElementById('production');
      const h = p.querySelector('h3');
      const bnf = p.querySelector('pre');
      return {
        heading: h && h.textContent,
        bnf: bnf && bnf.textContent,
        where: p.querySelector('.where') && p.querySelector('.where').textContent,
        span: [...document.querySelectorAll('#spans .selected')].map((s) => s.textContent).join('|'),
      };
    });
    const printed = readFileSync(join(root, 'grammar/rfc2396.bnf'), 'utf8').split('\n')
      .find((l) => l.startsWith('hostport '));
    const explained = JSON.parse(run(['explain', '--rfc', '2396', '--rule', 'hostport', '--json']));
    expect(pane.heading === 'hostport', `hostport selected: the production pane is headed ${pane.heading}`);
    expect(pane.bnf === printed && pane.bnf === explained.bnf.source,
      `hostport selected: the pane shows ${JSON.stringify(pane.bnf)}, the RFC prints ${JSON.stringify(printed)}`);
    const where = `section ${explained.section} \u00b7 grammar/rfc2396.bnf:${explained.bnf.line} \u00b7 RFC 2396`;
    expect(pane.where === where,
      `hostport selected: the pane places it at ${pane.where}`);
    expect(pane.span === 'www.joes-hardware.com', `hostport selected: the highlighted span is ${pane.span}`);
    console.log(`done-when: RFC 1738 rejects ${joes} citing Section 3.3, RFC 2396 accepts it; hostport (Tab x` +
      `${tabs}, ArrowDown x${arrows}, Enter) shows ${JSON.stringify(pane.bnf)}`);
    await treeKeys(tab);
  }
  await railroadFollowsTheCaret(tab, joes);
  await sideBySide(tab, keys);
  await sharedLinks(tab);
  await accessible(tab, 'the side-by-side view of http://[::1]:8080/a?b');

  // The URL and the verdicts, then the tree with hostport selected; then
  // the page as a phone opens it, its URL judged on load.
  mkdirSync(screenshots, { recursive: true });
  const shots = [];
  async function screenshot(shown, name, from) {
    shots.push(join(screenshots, name));
    await shown.evaluate((id) => document.getElementById(id).scrollIntoView(), from);
    await shown.screenshot({ path: shots[shots.length - 1] });
  }
  await screenshot(tab, 'playground-1280x800.png', 'url-label');
  await screenshot(tab, 'playground-1280x800-tree.png', 'tree-heading');
  await screenshot(tab, 'playground-1280x800-side-by-side.png', 'compare-diagrams');
  await tab.close();
  const phone = await openPage(page, { width: 400, height: 860, isMobile: true, hasTouch: true });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 400),
    'at 400 pixels the page is wider than the screen');
  const opening = await phone.$eval('#url', (e) => e.value);
  compareRows('opened on a phone', opening, verdicts([opening])[0], await phone.evaluate(shownRows));
  await screenshot(phone, 'playground-400-phone.png', 'url-label');
  await accessible(phone, 'the page opened on a phone');
  await phone.close();
  console.log(`screenshots: ${shots.join(', ')}`);

  // urlbnf playground URL: the URL, with every character HTML escapes,
  // pre-filled and judged on load.
  const prefilled = 'http://a/?q="<b>&amp;\'x\'</b>';
  const dir = mkdtempSync(join(tmpdir(), 'urlbnf-playground-'));
  try {
    const file = join(dir, 'prefilled.html');
    writeFileSync(file, run(['playground', prefilled], '', { ...process.env, URLBNF_PLAYGROUND_PAGE: page }));
    const opened = await openPage(file, desktop);
    expect((await opened.$eval('#url', (e) => e.value)) === prefilled,
      `urlbnf playground URL: the field holds ${await opened.$eval('#url', (e) => e.value)}`);
    compareRows('urlbnf playground', prefilled, verdicts([prefilled])[0], await opened.evaluate(shownRows));
    await opened.close();
    console.log(`urlbnf playground ${JSON.stringify(prefilled)}: pre-filled and judged on load`);
  } finally {
    rmSync(dir, { recursive: true });
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}

problems.forEach((p) => expect(false, p));
console.log(`console and page errors, network requests: ${problems.length}`);
if (failures > 0) {
  console.error(`test_browser: ${failures} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`test_browser: all ${checks} checks passed`);
