// urlbnf's npm package beside the JavaScript URL validators, in one Node
// run (bench/README.md, "JavaScript"; issue 28, item 3).
//
//   node bench.mjs --cxx-bench URLBNF_BENCH --package DIR --modules DIR [--smoke] [--repetitions N] [--out FILE]
//
// The corpus is the C++ benchmark's mix (urlbnf_bench --print-corpus=mix),
// its lines decoded as a JavaScript program gets text: TextDecoder, not
// fatal, so that a line that is not UTF-8 (a defect of the mix: 0xFF,
// 0x80) holds U+FFFD where its bad bytes were. Every row judges every URL
// and keeps the verdicts in a Uint8Array; the rows take turns, repetition
// by repetition, so that a change of the machine's load falls on all of
// them, and each row's figure is the median of its repetitions, by the
// wall clock and by the process's CPU time. Each row runs once untimed
// first, so that its code is compiled by the JIT before it is timed.
//
// --smoke runs every row once on the smoke run's 200-URL mix and exits
// non-zero only when urlbnf's accepts and check disagree or a row throws;
// it never judges a time.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const usage = 'usage: node bench.mjs --cxx-bench URLBNF_BENCH --package DIR --modules DIR [--smoke] ' +
  '[--repetitions N] [--import-runs N] [--out FILE]';
const args = { smoke: false, repetitions: 9, importRuns: 11 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; ++i) {
  const value = () => {
    if (i + 1 >= argv.length) {
      console.error(usage);
      process.exit(2);
    }
    return argv[++i];
  };
  switch (argv[i]) {
    case '--smoke': args.smoke = true; break;
    case '--cxx-bench': args.cxxBench = resolve(value()); break;
    case '--package': args.package = resolve(value()); break;
    case '--modules': args.modules = resolve(value()); break;
    case '--out': args.out = resolve(value()); break;
    case '--repetitions': args.repetitions = Number(value()); break;
    case '--import-runs': args.importRuns = Number(value()); break;
    default: console.error(usage); process.exit(2);
  }
}
if (!args.cxxBench || !args.package || !args.modules || !(args.repetitions >= 1) || !(args.importRuns >= 1)) {
  console.error(usage);
  process.exit(2);
}
const repetitions = args.smoke ? 1 : args.repetitions;
const importRuns = args.smoke ? 1 : args.importRuns;

const entry = join(args.package, 'dist/node.mjs');
const urlbnf = await import(pathToFileURL(entry).href);
const peer = createRequire(join(args.modules, 'index.js'));
const uriJs = peer('uri-js');
const fastUri = peer('fast-uri');
const validator = peer('validator');
const validUrl = peer('valid-url');
const whatwgUrl = peer('whatwg-url');
const version = (name) => peer(name + '/package.json').version;

// The mix, as bytes per line and as the strings the rows judge.
const printed = execFileSync(args.cxxBench, ['--print-corpus=mix', ...(args.smoke ? ['--smoke'] : [])],
  { maxBuffer: 1 << 30 });
if (printed.length === 0 || printed[printed.length - 1] !== 0x0a) {
  console.error(`bench.mjs: ${args.cxxBench} --print-corpus=mix did not end its last line`);
  process.exit(1);
}
const lines = [];
for (let start = 0; start < printed.length;) {
  const end = printed.indexOf(0x0a, start);
  lines.push(printed.subarray(start, end));
  start = end + 1;
}
const lenient = new TextDecoder();
const strict = new TextDecoder('utf-8', { fatal: true });
const urls = lines.map((l) => lenient.decode(l));
const notUtf8 = lines.filter((l) => {
  try {
    strict.decode(l);
    return false;
  } catch {
    return true;
  }
}).length;
const bytes = printed.length - lines.length;

// A row judges every URL into `out` (1: accepted).
const { accepts, check } = urlbnf;
const { canParse } = URL;
const whatwgCanParse = whatwgUrl.URL.canParse;
const rows = [
  { name: 'urlbnf.accepts(s)', own: true, run(list, out) {
    for (let i = 0; i < list.length; ++i) out[i] = accepts(list[i]) ? 1 : 0;
  } },
  { name: 'urlbnf.check(s).valid', own: true, run(list, out) {
    for (let i = 0; i < list.length; ++i) out[i] = check(list[i]).valid ? 1 : 0;
  } },
  { name: 'uri-js parse(s).error', rfc3986: true, run(list, out) {
    const parse = uriJs.parse;
    for (let i = 0; i < list.length; ++i) out[i] = parse(list[i]).error === undefined ? 1 : 0;
  } },
  { name: 'fast-uri parse(s).error', rfc3986: true, run(list, out) {
    const parse = fastUri.parse;
    for (let i = 0; i < list.length; ++i) out[i] = parse(list[i]).error === undefined ? 1 : 0;
  } },
  { name: 'validator isURL(s)', run(list, out) {
    const isURL = validator.isURL;
    for (let i = 0; i < list.length; ++i) out[i] = isURL(list[i]) ? 1 : 0;
  } },
  { name: 'valid-url isUri(s)', run(list, out) {
    const isUri = validUrl.isUri;
    for (let i = 0; i < list.length; ++i) out[i] = isUri(list[i]) !== undefined ? 1 : 0;
  } },
  { name: 'URL.canParse(s) (Node, WHATWG)', whatwg: true, run(list, out) {
    for (let i = 0; i < list.length; ++i) out[i] = canParse(list[i]) ? 1 : 0;
  } },
  { name: 'whatwg-url URL.canParse(s)', run(list, out) {
    for (let i = 0; i < list.length; ++i) out[i] = whatwgCanParse(list[i]) ? 1 : 0;
  } },
];

const failures = [];
for (const row of rows) {
  row.wall = [];
  row.cpu = [];
  row.out = new Uint8Array(urls.length);
  row.accepted = [];
}
function timed(row, list) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  row.run(list, row.out);
  const wall = Number(process.hrtime.bigint() - start);
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) * 1000];
}
if (!args.smoke) {
  for (const row of rows) {
    row.run(urls, row.out);
  }
}
for (let r = 0; r < repetitions; ++r) {
  for (const row of rows) {
    if (row.failed) {
      continue;
    }
    try {
      const [wall, cpu] = timed(row, urls);
      row.wall.push(wall);
      row.cpu.push(cpu);
      row.accepted.push(row.out.reduce((a, b) => a + b, 0));
    } catch (error) {
      row.failed = true;
      failures.push(`${row.name} threw: ${error && error.stack}`);
    }
  }
}

const reference = rows[0].out;
const differ = (row) => {
  const more = [];
  const fewer = [];
  for (let i = 0; i < urls.length; ++i) {
    if (row.out[i] && !reference[i]) more.push(i);
    if (!row.out[i] && reference[i]) fewer.push(i);
  }
  return { more, fewer };
};
for (const row of rows) {
  if (new Set(row.accepted).size > 1) {
    failures.push(`${row.name} accepted ${row.accepted.join(', ')} URLs in its repetitions`);
  }
}

// The shortest of the URLs at `indexes`, the shortest all-ASCII one when
// there is one (the shortest is often a line that was not UTF-8, whose
// U+FFFD says little); where RFC 3986 rejects it, the 60 characters around
// urlbnf's offset, a "^" before the failing character.
function example(indexes) {
  if (indexes.length === 0) {
    return '';
  }
  const candidates = indexes.map((i) => urls[i]);
  const ascii = candidates.filter((u) => /^[\x00-\x7f]*$/.test(u));
  const text = (ascii.length ? ascii : candidates).reduce((a, b) => (b.length < a.length ? b : a));
  // JSON's escapes, and DEL and the C1 controls, which it leaves as they
  // are, escaped too.
  const shown = (s) => JSON.stringify(s).slice(1, -1)
    .replace(/[\x7f-\x9f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  const v = check(text);
  if (!v.valid) {
    const at = v.error.offset16;
    return (at > 30 ? '...' : '') + shown(text.slice(Math.max(0, at - 30), at)) + '^' +
      shown(text.slice(at, at + 30)) + (at + 30 < text.length ? '...' : '');
  }
  const s = shown(text);
  return s.length <= 60 ? s : s.slice(0, 57) + '...';
}
const cell = (text) => (text ? '`' + text.replace(/\|/g, '\\|').replace(/`/g, "'") + '`' : '');

const own = differ(rows[1]);
if (own.more.length + own.fewer.length > 0) {
  failures.push(`urlbnf.check(s).valid and urlbnf.accepts(s) disagree on ${own.more.length + own.fewer.length} of ` +
    `${urls.length} URLs, e.g. ${example([...own.more, ...own.fewer])}`);
}

// The package: its module raw and gzipped, the tarball npm pack makes, and
// the time an import takes to be ready in a fresh Node, by import and by
// require.
const wasm = readFileSync(join(args.package, 'dist/urlbnf.wasm'));
const wasmGzip = gzipSync(wasm, { level: constants.Z_BEST_COMPRESSION }).length;
const [packed] = JSON.parse(execFileSync('npm', ['pack', args.package, '--dry-run', '--json', '--loglevel=error'],
  { encoding: 'utf8' }));
function importMs(code, type) {
  const times = [];
  for (let i = 0; i < importRuns; ++i) {
    times.push(Number(execFileSync(process.execPath, ['--input-type=' + type, '-e', code], { encoding: 'utf8' })));
  }
  return median(times);
}
const importTime = importMs(`const t = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)});
  console.log(performance.now() - t);`, 'module');
const requireTime = importMs(`const t = performance.now(); require(${JSON.stringify(join(args.package,
  'dist/node.cjs'))}); console.log(performance.now() - t);`, 'commonjs');

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}
function number(x) {
  if (x >= 100) return Math.round(x).toLocaleString('en-US');
  if (x >= 10) return x.toFixed(1);
  return x.toFixed(2);
}
const perUrl = (row) => median(row.wall) / urls.length;
const cpuPerUrl = (row) => median(row.cpu) / urls.length;

const commit = (() => {
  try {
    return execFileSync('git', ['-C', fileURLToPath(new URL('../..', import.meta.url)), 'rev-parse', '--short', 'HEAD'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
})();
const out = [];
const timedRows = rows.filter((r) => r.wall.length > 0);
const base = perUrl(rows[0]);
out.push(`- date: ${new Date().toISOString()}; urlbnf commit: ${commit}`);
out.push(`- machine: ${cpus()[0].model}, ${cpus().length} CPUs; load average at the end ` +
  loadavg().map((x) => x.toFixed(2)).join(', '));
out.push(`- Node ${process.version}; uri-js ${version('uri-js')}, fast-uri ${version('fast-uri')}, validator ` +
  `${version('validator')}, valid-url ${version('valid-url')}, whatwg-url ${version('whatwg-url')}`);
out.push(`- corpus: the mix, ${urls.length.toLocaleString('en-US')} URLs, ${bytes.toLocaleString('en-US')} bytes; ` +
  `${notUtf8} lines are not UTF-8 and hold U+FFFD where TextDecoder replaced their bad bytes`);
out.push(`- figures: ${args.smoke ? 'one run (smoke), whose times say nothing' : `medians of ${repetitions} ` +
  'repetitions'}; ns/URL, MB/s and x by the wall clock, CPU ns/URL by the process's CPU time`);
out.push('');
out.push('| row | ns/URL | MB/s | accepted | x urlbnf.accepts | CPU ns/URL |');
out.push('|---|---:|---:|---:|---:|---:|');
for (const row of timedRows) {
  out.push(`| \`${row.name}\` | ${number(perUrl(row))} | ${number(bytes * 1e3 / median(row.wall))} | ` +
    `${(100 * row.accepted[row.accepted.length - 1] / urls.length).toFixed(2)} % | ` +
    `${(base / perUrl(row)).toFixed(2)} | ${number(cpuPerUrl(row))} |`);
}
out.push('');
out.push('Agreement with RFC 3986 (`urlbnf.accepts(s)`, rule URI-reference):\n');
out.push('| row | accepts, RFC 3986 rejects | example | rejects, RFC 3986 accepts | of them relative references ' +
  '| example |');
out.push('|---|---:|---|---:|---:|---|');
// Which URLs RFC 3986 accepts as a relative reference, not as a URI: what
// a WHATWG parser without a base rejects by design.
const relative = urls.map((u, i) => reference[i] === 1 && !accepts(u, { rule: 'URI' }));
const agreement = {};
for (const row of timedRows.slice(2)) {
  const { more, fewer } = differ(row);
  const relatives = fewer.filter((i) => relative[i]).length;
  agreement[row.name] = { acceptsRfc3986Rejects: more.length, rejectsRfc3986Accepts: fewer.length, relatives };
  out.push(`| \`${row.name}\` | ${more.length.toLocaleString('en-US')} | ${cell(example(more))} | ` +
    `${fewer.length.toLocaleString('en-US')} | ${relatives.toLocaleString('en-US')} | ${cell(example(fewer))} |`);
}
out.push('');

const rfcPeers = timedRows.filter((r) => r.rfc3986);
const fastestRfc = rfcPeers.length ? rfcPeers.reduce((a, b) => (perUrl(b) < perUrl(a) ? b : a)) : null;
const native = timedRows.find((r) => r.whatwg) || null;
const kb = (n) => (n / 1000).toFixed(1);
const targets = [];
if (rows[0].wall.length > 0 && fastestRfc && native) {
  targets.push(
    [`\`accepts\` / the fastest RFC 3986 peer (${fastestRfc.name}), wall clock`, perUrl(fastestRfc) / base, '>= 5'],
    ['`accepts` / the fastest RFC 3986 peer, CPU time', cpuPerUrl(fastestRfc) / cpuPerUrl(rows[0]), '>= 5'],
    ['`accepts` / `URL.canParse`, wall clock', perUrl(native) / base, '>= 1'],
    ['`accepts` / `URL.canParse`, CPU time', cpuPerUrl(native) / cpuPerUrl(rows[0]), '>= 1'],
  );
}
out.push('| target | measured | goal |');
out.push('|---|---:|---:|');
for (const [name, value, goal] of targets) {
  out.push(`| ${name} | ${value.toFixed(2)} | ${goal} |`);
}
out.push(`| \`dist/urlbnf.wasm\`, gzip level 9, KB (raw ${kb(wasm.length)}) | ${kb(wasmGzip)} | <= 500 |`);
out.push(`| the tarball (npm pack), KB (unpacked ${kb(packed.unpackedSize)}) | ${kb(packed.size)} | |`);
out.push(`| import ready in a fresh Node, ms: \`import\`; \`require\` (medians of ${importRuns}) | ` +
  `${importTime.toFixed(1)}; ${requireTime.toFixed(1)} | < 100 |`);
console.log(out.join('\n'));

if (args.out) {
  writeFileSync(args.out, JSON.stringify({
    commit, smoke: args.smoke, repetitions, node: process.version,
    corpus: { urls: urls.length, bytes, notUtf8 },
    rows: rows.map((r) => ({ name: r.name, wallNs: r.wall, cpuNs: r.cpu, accepted: r.accepted.at(-1) })),
    agreement,
    targets: Object.fromEntries(targets.map(([name, value]) => [name, value])),
    sizes: { wasm: wasm.length, wasmGzip, tarball: packed.size, unpacked: packed.unpackedSize },
    importMs: { import: importTime, require: requireTime },
  }, null, 1) + '\n');
}
for (const failure of failures) {
  console.error(`bench.mjs: ${failure}`);
}
process.exit(failures.length > 0 ? 1 : 0);
