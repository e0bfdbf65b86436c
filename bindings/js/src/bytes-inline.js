// The module's bytes, gzipped in wasmGzipBase64, which assemble.mjs writes
// before this: the browsers' dist/urlbnf.mjs is one file, loaded as it is
// from any bundler, server or file:// page, with nothing to fetch; gzipped
// it is a third of the module's size, and its JavaScript loads quickly.
// DecompressionStream (every browser since 2023) is asynchronous, and so
// is this entry: `await urlbnf.ready`.
const synchronous = false;

function wasmBytes() {
  const binary = atob(wasmGzipBase64);
  const gzipped = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) {
    gzipped[i] = binary.charCodeAt(i);
  }
  const stream = new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}
