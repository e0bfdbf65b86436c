// The package as a user gets it: npm pack, then the tarball installed
// offline (an empty npm cache, no registry) into an empty project,
// imported by `import` and by `require`, and a TypeScript consumer
// type-checked with tsc --strict, which must also reject a misuse.
// tools/js gives tsc's path (URLBNF_JS_TSC), installed from the npm
// registry into build-playground/typescript/.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

import { packageDir } from './helpers.mjs';

const tsc = process.env.URLBNF_JS_TSC;
const work = mkdtempSync(join(tmpdir(), 'urlbnf-js-package-'));
after(() => rmSync(work, { recursive: true, force: true }));
const project = join(work, 'consumer');
const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const tarball = join(work, `urlbnf-${version}.tgz`);

test('npm pack: the tarball holds the entries, the module, the types and nothing else', () => {
  const [packed] = JSON.parse(npm(['pack', packageDir, '--pack-destination', work, '--json'], work));
  assert.equal(packed.filename, `urlbnf-${version}.tgz`);
  assert.deepEqual(packed.files.map((f) => f.path).sort(),
    ['README.md', 'dist/form.mjs', 'dist/node.cjs', 'dist/node.mjs', 'dist/urlbnf.mjs', 'dist/urlbnf.wasm',
      'form.d.ts', 'index.d.ts', 'package.json']);
  console.log(`npm pack: ${packed.filename}, ${packed.size} bytes, ${packed.unpackedSize} unpacked`);
});

test('npm install --offline of the tarball into an empty project, with an empty cache', () => {
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  npm(['install', '--offline', '--cache', join(work, 'empty-cache'), '--no-audit', '--no-fund', tarball], project);
  const installed = JSON.parse(readFileSync(join(project, 'node_modules/urlbnf/package.json'), 'utf8'));
  assert.equal(installed.version, version);
});

// What each consumer prints: the same facts by import and by require.
const expected = [
  'true false',
  'invalid at offset 10 (section 2): space',
  'https example.com 8443 x=1,y=',
  'http://a/b/g',
].join('\n') + '\n';

test('import and require of the installed package, ready on import', () => {
  const body = (api) => [
    `console.log(${api}.accepts('http://example.com/'), ${api}.accepts('http://a/b c'));`,
    `const v = ${api}.check('http://a/b c');`,
    'console.log(`invalid at offset ${v.error.offset} (section ${v.error.section}): ${v.error.code}`);',
    `const u = ${api}.parse('https://example.com:8443/?x=1&y');`,
    "console.log(u.scheme.text, u.host.text, u.port, [...u.params()].map(([k, v]) => k + '=' + (v ?? '')).join());",
    `console.log(${api}.resolve('http://a/b/c/d;p?q', '../g'));`,
  ].join('\n');
  writeFileSync(join(project, 'by-import.mjs'), "import * as urlbnf from 'urlbnf';\n" + body('urlbnf'));
  writeFileSync(join(project, 'by-default-import.mjs'), "import urlbnf from 'urlbnf';\n" + body('urlbnf'));
  writeFileSync(join(project, 'by-require.cjs'), "const urlbnf = require('urlbnf');\n" + body('urlbnf'));
  for (const file of ['by-import.mjs', 'by-default-import.mjs', 'by-require.cjs']) {
    assert.equal(execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8' }), expected, file);
  }
});

test('README\'s Node example prints what README says, in the installed package', () => {
  const readme = readFileSync(join(project, 'node_modules/urlbnf/README.md'), 'utf8');
  const example = /\n## Node\n\n```js\n([^`]*)```\n\nprints\n\n```\n([^`]*)```\n/.exec(readme);
  assert.ok(example, 'README.md has no "## Node" example followed by what it prints');
  writeFileSync(join(project, 'example.mjs'), example[1]);
  assert.equal(example[1].trim().split('\n').length <= 10, true, 'the example is more than ten lines');
  assert.equal(execFileSync(process.execPath, ['example.mjs'], { cwd: project, encoding: 'utf8' }), example[2]);
});

test('TypeScript: a strict consumer type-checks by import and by require, and a misuse does not', {
  skip: tsc ? false : 'URLBNF_JS_TSC is not set (tools/js sets it)',
}, () => {
  writeFileSync(join(project, 'consumer.mts'), [
    "import urlbnf, { check, parse, InvalidURLError, type Verdict, type Diagnostic } from 'urlbnf';",
    "const v: Verdict = check('http://a/b c', { rfc: '3986', rule: 'URI' });",
    'const e: Diagnostic | null = v.error;',
    'const where: number = e ? e.offset16 : -1;',
    "const port: number | null = parse('http://h:1/').port;",
    "for (const [key, value] of parse('http://h/?a=1').params({ decode: true })) {",
    '  const k: string = key;',
    '  const x: string | null = value;',
    '  console.log(k, x);',
    '}',
    'try {',
    "  urlbnf.resolve('b', 'c');",
    '} catch (error) {',
    '  if (error instanceof InvalidURLError) {',
    '    const offset: number = error.verdict.error.offset;',
    '    console.log(offset);',
    '  }',
    '}',
    'await urlbnf.ready;',
    "const names: string[] = urlbnf.grammars().map((g) => g.name + g.defaultRule);",
    'console.log(where, port, names);',
  ].join('\n'));
  writeFileSync(join(project, 'consumer.cts'), [
    "import urlbnf = require('urlbnf');",
    "const ok: boolean = urlbnf.accepts('http://a/');",
    "const normal: string = urlbnf.normalize('HTTP://A/');",
    "const same: boolean = urlbnf.default.equivalent('http://a/', 'HTTP://A/');",
    'console.log(ok, normal, same);',
  ].join('\n'));
  writeFileSync(join(project, 'misuse.mts'), [
    "import { check, parse } from 'urlbnf';",
    'check(42);',
    "check('http://a/', { rcf: '3986' });",
    "const n: number = parse('http://h/').host;",
  ].join('\n'));
  const options = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target',
    'es2022'];
  const checked = spawnSync(tsc, [...options, 'consumer.mts', 'consumer.cts'], { cwd: project, encoding: 'utf8' });
  assert.equal(checked.status, 0, checked.stdout + checked.stderr);
  const misuse = spawnSync(tsc, [...options, 'misuse.mts'], { cwd: project, encoding: 'utf8' });
  assert.notEqual(misuse.status, 0);
  const errors = misuse.stdout.split('\n').filter((l) => l.startsWith('misuse.mts'));
  assert.deepEqual(errors.map((l) => /^misuse\.mts\((\d+),/.exec(l)[1]), ['2', '3', '4'], misuse.stdout);
});
