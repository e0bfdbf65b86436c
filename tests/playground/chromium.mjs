// Debian's Chromium, headless, as the browser tests launch it
// (tests/playground/test_browser.mjs, bindings/js/test/browser/test_demo.mjs),
// driven by the puppeteer-core the caller installed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser, and the fresh profile folder it runs in, which the caller
// removes when done. No sandbox: CI runs as root. Chromium's own background
// connections (updates, sync, field trials) are turned off: a page must
// make none, and the tests count any. A container's small /dev/shm is not
// used. The start may be slow on a busy machine.
export async function launchChromium(puppeteer, executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'urlbnf-chromium-'));
  const browser = await puppeteer.launch({
    executablePath,
    userDataDir: profile,
    headless: true,
    timeout: 120000,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage'],
  });
  return { browser, profile };
}
