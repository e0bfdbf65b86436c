// What the package's tests share: where the package, the urlbnf command
// and the corpora are, the command run, and the corpora's inputs. tools/js
// sets the paths; run from the repository, the defaults are its builds.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { corpusInputs as corpusOf } from '../../../tests/corpus/inputs.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const packageDir = resolve(process.env.URLBNF_JS_PACKAGE || join(root, 'build-playground/package'));
export const cli = resolve(process.env.URLBNF_CLI || join(root, 'build/cli/urlbnf'));
export const corpus = join(root, 'tests/corpus');

// The package's three entries: Node's import and require, and the
// browsers' module (its bytes inlined), which runs in Node too.
export const imported = await import(pathToFileURL(join(packageDir, 'dist/node.mjs')).href);
export const required = createRequire(import.meta.url)(join(packageDir, 'dist/node.cjs'));
export const browser = await import(pathToFileURL(join(packageDir, 'dist/urlbnf.mjs')).href);

// The urlbnf command's standard output; exit status 0 or 1.
export function run(args, input) {
  const result = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status === null || result.status > 1) {
    throw new Error(`${cli} ${args.join(' ')} failed: ${result.error || result.stderr}`);
  }
  return result.stdout;
}

// Every input of urlbnf's corpora (tests/corpus/inputs.mjs).
export function corpusInputs() {
  return corpusOf(corpus);
}

// The JSON lines the command prints for `inputs` on standard input, each
// without its "line".
export function lines(args, inputs) {
  return run(args, inputs.join('\n') + '\n').trim().split('\n').map((l) => {
    const record = JSON.parse(l);
    delete record.line;
    return record;
  });
}

// A message in the command's words: its flags (--rfc 2396+2732, --rule
// URI, --fold-scheme-case) where the package names its options (rfc="...",
// rule="...", fold_scheme_case), as the C API's two vocabularies differ.
export function commandWords(message, remedy) {
  let words = message.replace(/\brfc="([^"]*)"/g, '--rfc $1').replace(/\brule="([^"]*)"/g, '--rule $1');
  if (remedy && remedy.kind === 'option') {
    words = words.split(remedy.name).join('--' + remedy.name.replace(/_/g, '-'));
  }
  return words;
}

// The package's verdict as the command's `check --json` record.
export function asCommandRecord(v) {
  const e = v.error;
  return {
    also: v.also,
    bnf_valid: v.bnfValid,
    error: e && {
      category: e.category,
      code: e.code,
      expected: e.expected,
      message: commandWords(e.message, e.remedy),
      offset: e.offset,
      remedy: e.remedy,
      repair: e.repair,
      section: e.section,
    },
    input: v.input,
    match: v.match,
    note: v.note === null ? null : commandWords(v.note, e && e.remedy),
    reading: v.reading,
    rfc: v.rfc,
    rule: v.rule,
    valid: v.valid,
  };
}
