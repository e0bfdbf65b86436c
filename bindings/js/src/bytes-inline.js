// The module's bytes from wasmBase64, which assemble.mjs writes before
// this: the browsers' dist/urlbnf.mjs is one file, loaded as it is from
// any bundler, server or file:// page, with nothing to fetch.
function wasmBytes() {
  if (typeof Buffer === 'function') {
    return Buffer.from(wasmBase64, 'base64');
  }
  const binary = atob(wasmBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}
