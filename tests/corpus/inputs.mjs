// The inputs of urlbnf's corpora (tests/corpus/*.tsv) for the JavaScript
// tests that compare the WebAssembly module's answers with the urlbnf
// command's (tests/playground/test_playground.mjs, bindings/js/test/).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Every tab-separated field of every corpus line of `corpus` (a folder):
// the URLs, and the other columns as further inputs. Standard input's lines
// cannot hold a line break, and the command strips one trailing CR.
export function corpusInputs(corpus) {
  const inputs = new Set();
  for (const name of readdirSync(corpus).filter((n) => n.endsWith('.tsv')).sort()) {
    for (const line of readFileSync(join(corpus, name), 'utf8').split('\n')) {
      if (line.startsWith('#')) {
        continue;
      }
      for (const field of line.split('\t')) {
        if (!field.endsWith('\r')) {
          inputs.add(field);
        }
      }
    }
  }
  return [...inputs];
}
