// `npm run check:bibtex`: the BibTeX export of every paper of the bundled sample (7,206) through biber and Debian's
// python3-bibtexparser, the two outside parsers too slow for the test suite on all of it (the suite runs them on the
// ~1,200 papers with special characters). Run by .ci/run. Prints one JSON line; exits 1 on any error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';
import { importFile } from '../src/arxiv/import.ts';
import { SAMPLE_FILE } from '../src/main.ts';
import { bibtexEntry } from '../src/exports/bibtex.ts';
import { allRecords, bibtexparserEntries, biberErrors, writtenFields } from '../test/helpers/bibtex-oracles.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bibtex-'));
const store = openStore({ sqlitePath: path.join(dir, 'check.db') });
try {
  await migrate(store);
  await importFile(store, SAMPLE_FILE, { index: false });
  const entries = (await allRecords(store)).map(bibtexEntry);
  const bib = entries.join('');
  const started = Date.now();
  const biber = biberErrors(bib);
  const biberMs = Date.now() - started;
  const written = writtenFields(bib);
  const parsed = bibtexparserEntries(bib);
  const fieldMismatches = parsed.filter(([, fields], i) => JSON.stringify(fields) !== JSON.stringify([...written[i] ?? []].sort())).map(([key]) => key);
  const ok = biber.length === 0 && parsed.length === entries.length && fieldMismatches.length === 0;
  console.log(JSON.stringify({ check: 'bibtex', papers: entries.length, biber_errors: biber.slice(0, 5), biber_ms: biberMs, bibtexparser_entries: parsed.length, field_mismatches: fieldMismatches.slice(0, 5), ok }));
  if (!ok) process.exitCode = 1;
} finally {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
