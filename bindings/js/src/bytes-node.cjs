// The module's bytes, read from dist/urlbnf.wasm beside this file and
// compiled synchronously, so that the module is ready when require
// returns: Node loads a 3 MB base64 literal in about 180 ms, the file in a
// few.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const synchronous = true;

function wasmBytes() {
  return readFileSync(join(__dirname, 'urlbnf.wasm'));
}
