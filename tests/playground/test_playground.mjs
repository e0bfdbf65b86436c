// The playground's module, taken out of the built page and run under Node,
// answers as the urlbnf command does: check --all --json, parse --json and
// normalize --json line for line on every field of the RFC example
// corpora, the production lists as urlbnf rules, explain --json exactly
// for every production, trees whole, and resolutions as the RFCs' tables
// say. The page's module is the npm package's browser entry, byte for
// byte. Run by bash tools/playground.
//
//   node test_playground.mjs PAGE URLBNF CORPUS_DIR PACKAGE_MODULE
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { corpusInputs } from '../corpus/inputs.mjs';

const [page, cli, corpus, packageModule] = process.argv.slice(2);
if (!packageModule) {
  console.error('usage: node test_playground.mjs PAGE URLBNF CORPUS_DIR PACKAGE_MODULE');
  process.exit(2);
}

let failures = 0;
function fail(message) {
  failures += 1;
  if (failures <= 20) {
    console.error('FAIL ' + message);
  }
}

// The module exactly as the page holds it: its module script up to the
// page's own code.
async function loadModule() {
  const html = readFileSync(page, 'utf8');
  const open = '<script type="module">\n';
  const pageCode = '// The page, on the npm package\'s module above';
  const start = html.indexOf(open);
  const end = html.indexOf(pageCode, start);
  if (start < 0 || end < 0) {
    throw new Error(page + ' has no <script type="module"> holding the module before the page\'s code');
  }
  const text = html.slice(start + open.length, end);
  if (text !== readFileSync(packageModule, 'utf8') + '\n') {
    fail(`the page's module is not ${packageModule}, the package's, byte for byte`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'urlbnf-playground-'));
  try {
    const file = join(dir, 'module.mjs');
    writeFileSync(file, text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true });
  }
}

function run(args, input) {
  const result = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status === null || result.status > 1) {
    console.error(`test_playground: ${cli} ${args.join(' ')} failed: ${result.error || result.stderr}`);
    process.exit(2);
  }
  return result.stdout;
}

// The command's objects, read from standard input, carry their "line";
// the playground judges one input at a time, without one.
function compareLines(what, expected, actual) {
  const want = expected.split('\n').map((line) => line.replace(/,"line":[0-9]+/, ''));
  const got = actual.split('\n');
  let differing = 0;
  for (let i = 0; i < Math.max(want.length, got.length); ++i) {
    if (want[i] !== got[i]) {
      differing += 1;
      fail(what + ' line ' + (i + 1) + ':\n  urlbnf:     ' + want[i] + '\n  playground: ' + got[i]);
    }
  }
  return { lines: want.length - 1, differing };
}

const urlbnf = await loadModule();
await urlbnf.ready;
const grammars = urlbnf.grammars().map((g) => g.name);
const cliGrammars = run(['check', '--all', '--json', 'x:y']).trim().split('\n').map((l) => JSON.parse(l).rfc);
if (JSON.stringify(grammars) !== JSON.stringify(cliGrammars)) {
  fail('grammars: playground ' + grammars + ', urlbnf ' + cliGrammars);
}

// check --all --json, line for line.
// The corpora's inputs, which both must judge alike.
const inputs = corpusInputs(corpus);
const checked = compareLines(
  'check --all --json',
  run(['check', '--all', '--json'], inputs.join('\n') + '\n'),
  inputs.map((input) => urlbnf.playground.checkAll(input)).join(''),
);
console.log(
  `check --all --json: ${inputs.length} inputs x ${grammars.length} grammars, ${checked.lines} lines compared, ` +
    `${checked.differing} differ`,
);

// normalize --json by RFC 2396 and RFC 3986, line for line.
const normalized = inputs.map((input) => JSON.parse(urlbnf.playground.normalize(input)));
for (const [index, rfc] of ['2396', '3986'].entries()) {
  const result = compareLines(
    'normalize --rfc ' + rfc,
    run(['normalize', '--json', '--rfc', rfc], inputs.join('\n') + '\n'),
    normalized.map((rows) => JSON.stringify(rows[index]) + '\n').join(''),
  );
  console.log(`normalize --rfc ${rfc} --json: ${result.lines} lines compared, ${result.differing} differ`);
}

// parse --json: the typed tree by every grammar that has one.
for (const rfc of grammars) {
  if (typeof JSON.parse(urlbnf.playground.parse(rfc, 'http://a/')).error === 'string') {
    console.log(`parse --rfc ${rfc} --json: no typed tree for this grammar`);
    continue;
  }
  const result = compareLines(
    'parse --rfc ' + rfc,
    run(['parse', '--json', '--rfc', rfc], inputs.join('\n') + '\n'),
    inputs.map((input) => urlbnf.playground.parse(rfc, input) + '\n').join(''),
  );
  console.log(`parse --rfc ${rfc} --json: ${result.lines} lines compared, ${result.differing} differ`);
}

// The production browser's lists: urlbnf rules's names, in its order.
for (const rfc of grammars) {
  const want = run(['rules', '--rfc', rfc]).trim().split('\n').map((line) => line.split(' ')[0]);
  const got = urlbnf.rules(rfc).map((p) => p.name);
  if (JSON.stringify(want) !== JSON.stringify(got)) {
    fail(`productions --rfc ${rfc}: playground ${got.length} names, urlbnf rules ${want.length}`);
  }
}
console.log(`productions: ${grammars.length} grammars' lists compared with urlbnf rules`);

// Trees: every valid verdict has one, its root spanning the input, each
// child inside its parent; explain --json for every production in them.
const examples = ['http://www.joes-hardware.com:80/index.html', 'http://[::192.9.5.5]/ipng', 'news:*', '?y',
  'http://a/b#frag', 'ftp://myname@host.dom/%2Fetc/motd;type=a'];
const productions = new Map(grammars.map((g) => [g, new Set()]));
let trees = 0;
for (const input of examples) {
  for (const rfc of grammars) {
    const tree = JSON.parse(urlbnf.playground.tree(rfc, input));
    if (!tree.verdict.valid) {
      continue;
    }
    if (!tree.nodes) {
      fail(`tree --rfc ${rfc} ${input}: valid, but no tree`);
      continue;
    }
    trees += 1;
    if (tree.nodes[0].begin !== 0 || tree.nodes[0].end !== input.length) {
      fail(`tree --rfc ${rfc} ${input}: the root spans [${tree.nodes[0].begin},${tree.nodes[0].end})`);
    }
    for (const node of tree.nodes) {
      for (const child of node.children) {
        if (tree.nodes[child].begin < node.begin || tree.nodes[child].end > node.end) {
          fail(`tree --rfc ${rfc} ${input}: node ${child} is outside its parent`);
        }
      }
      if (node.kind !== 'literal') {
        node.names.forEach((name) => productions.get(tree.derived_by).add(name));
      }
    }
  }
}
console.log(`tree: ${trees} trees checked`);

// Railroad diagrams lit by the parse: for every production node of every
// tree of the corpora's inputs, the path the module lights goes through
// boxes the diagram has; when it is exact, its steps follow one another
// over the node's bytes, each literal box over its own text; and it is
// exact for every production whose rule is not reshaped, but one:
// RFC 2732's hex4 is 1*4HEXDIG, which its rule matches by RFC 2396's hex
// (the same class), so that its derivation names hex where the BNF names
// HEXDIG.
const transcribed = new Map(grammars.map((g) => [g, new Set(urlbnf.rules(g).filter((r) => !r.reshaped)
  .map((r) => r.name))]));
const named = new Set(['2396+2732 hex4']);
let paths = 0;
let exact = 0;
for (const input of inputs.filter((i) => i.length < 300)) {
  const bytes = Buffer.from(input, 'utf8');
  for (const rfc of grammars) {
    const tree = JSON.parse(urlbnf.playground.tree(rfc, input));
    if (!tree.nodes || tree.derived_by !== rfc) {
      continue;
    }
    for (const node of tree.nodes.filter((n) => n.kind === 'production')) {
      const what = `railroad ${rfc} ${node.names[0]} [${node.begin},${node.end}) of ${JSON.stringify(input)}`;
      const r = JSON.parse(urlbnf.playground.railroad(rfc, node.names[0], input, String(node.begin),
        String(node.end)));
      if (r.error || !r.path) {
        fail(`${what}: ${r.error || 'no path'}`);
        continue;
      }
      paths += 1;
      const boxes = new Map([...r.svg.matchAll(/<g class="rr-(terminal|nonterminal)" data-leaf="(\d+)">.*?<text[^>]*>([^<]*)</g)]
        .map((m) => [Number(m[2]), { terminal: m[1] === 'terminal', text: m[3] }]));
      const missing = r.path.steps.find((st) => !boxes.has(st.leaf));
      if (missing) {
        fail(`${what}: step over [${missing.begin},${missing.end}) lights box ${missing.leaf}, which is not drawn`);
      }
      if (!r.path.exact) {
        if (transcribed.get(rfc).has(node.names[0]) && !named.has(`${rfc} ${node.names[0]}`)) {
          fail(`${what}: no exact path through a production transcribed as written`);
        }
        continue;
      }
      exact += 1;
      let at = node.begin;
      for (const st of r.path.steps) {
        const box = boxes.get(st.leaf);
        const quoted = box && box.terminal && /^".*"$/.test(box.text) ? box.text.slice(1, -1)
          .replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
        const text = bytes.subarray(st.begin, st.end).toString('utf8');
        if (st.begin !== at || st.end < st.begin || (quoted !== null && quoted.toLowerCase() !== text.toLowerCase())) {
          fail(`${what}: step ${JSON.stringify(st)} (${box && box.text}) after offset ${at}`);
        }
        at = st.end;
      }
      if (at !== node.end) {
        fail(`${what}: the exact path ends at ${at}`);
      }
    }
  }
}
console.log(`railroad: ${paths} paths through production nodes, ${exact} exact`);

// The productions across the grammars, as urlbnf railroad --across --json.
for (const rule of ['host', 'IPv6address', 'hostname', 'path', 'query', 'scheme']) {
  const mine = JSON.parse(urlbnf.playground.lineage(rule));
  const theirs = JSON.parse(run(['railroad', '--across', '--rule', rule, '--json']));
  if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
    fail(`lineage ${rule}: the module's answer is not urlbnf railroad --across --json's`);
  }
}
console.log('lineage: 6 productions compared with urlbnf railroad --across --json');

// The shortest disagreements, as urlbnf diverge --json with its default
// draws.
for (const [a, b, rule, seed] of [['2396', '2396+2732', 'host', '1'], ['2396', '3986', 'URI-reference', '7'],
  ['3986', '3986', 'URI-reference', '1']]) {
  const mine = JSON.parse(urlbnf.playground.diverge(a, b, rule, seed));
  const theirs = JSON.parse(run(['diverge', '--rfc', a, '--against', b, '--rule', rule, '--seed', seed, '--json']));
  if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
    fail(`diverge ${a} ${b} ${rule} ${seed}: the module's answer is not urlbnf diverge --json's`);
  }
}
console.log('diverge: 3 searches compared with urlbnf diverge --json');

// explain --json for every production of every grammar, those of the
// trees above among them.
let explained = 0;
for (const rfc of grammars) {
  for (const { name } of urlbnf.rules(rfc)) {
    productions.get(rfc).delete(name);
    explained += 1;
    const want = run(['explain', '--rfc', rfc, '--rule', name, '--json']).trim();
    const got = urlbnf.playground.explain(rfc, name);
    if (want !== got) {
      fail(`explain --rfc ${rfc} --rule ${name} --json:\n  urlbnf:     ${want}\n  playground: ${got}`);
    }
  }
}
for (const [rfc, names] of productions) {
  names.forEach((name) => fail(`tree --rfc ${rfc}: node ${name} is no production of urlbnf rules --rfc ${rfc}`));
}
console.log(`explain --json: ${explained} productions compared`);

// Resolution: RFC 1808 Section 5, RFC 2396 Appendix C and RFC 3986
// Section 5.4, the rows of the validating (strict) reading the page
// resolves by; each corpus writes the empty reference its own way.
let resolved = 0;
const empty = (field) => (field === '<>' || field === '<empty>' ? '' : field);
const resolutions = [
  ['rfc1808-resolve.tsv', '1808', (f) => (f[0].startsWith('5.') ? [f[1], empty(f[2]), f[3]] : null)],
  ['rfc2396-appendix-c.tsv', '2396', (f) => (f[4] === '-' ? [f[1], empty(f[2]), f[3]] : null)],
  ['rfc3986-resolve.tsv', '3986', (f) => (f[3] === 'strict' ? [f[1], empty(f[2]), f[4]] : null)],
];
for (const [name, rfc, row] of resolutions) {
  for (const line of readFileSync(join(corpus, name), 'utf8').split('\n')) {
    const fields = line.split('\t');
    if (line.startsWith('#') || fields.length < 4 || !row(fields)) {
      continue;
    }
    const [base, reference, target] = row(fields);
    const answer = JSON.parse(urlbnf.playground.resolve(base, reference)).find((a) => a.rfc === rfc);
    resolved += 1;
    if (!answer || answer.target !== target) {
      fail(`resolve --rfc ${rfc} ${base} ${reference}: ${JSON.stringify(answer)}, expected ${target}`);
    }
  }
}
console.log(`resolve: ${resolved} references resolved as the RFCs' tables say`);

if (failures > 0) {
  console.error(`test_playground: ${failures} failures`);
  process.exit(1);
}
console.log('test_playground: all equal');
