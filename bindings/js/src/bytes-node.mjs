// The module's bytes, read from dist/urlbnf.wasm beside this file and
// compiled synchronously, so that the module is ready when the import
// returns: Node loads a 3 MB base64 literal in about 180 ms, the file in a
// few.
import { readFileSync } from 'node:fs';

const synchronous = true;

function wasmBytes() {
  return readFileSync(new URL('./urlbnf.wasm', import.meta.url));
}
