// Prints {"check":"venues-gates",...}: every gated reader run ungated (src/venues/reader-gates.ts) on every comment and
// journal-ref that bench/venues-identical.ts reads — the shared snapshot (../shared/data/arxiv/arxiv-snapshot-sample.jsonl,
// or PAPERBOARD_SHARED_DATA), test/fixtures/venues/labeled-dev*.jsonl and the shared labeled-dev.jsonl — and their
// clauses; lists the first readings a gate would have skipped (`drops`) and exits 1 on any. reader-gates.test.ts runs
// the same check on the fixtures alone.
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { checkTailGate, textsOfFile } from '../src/venues/reader-gates.ts';
import { tailReaders } from '../src/venues/generic-venue.ts';
import { repo } from './venues-base.ts';

const shared = sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl');
const texts = new Set<string>();
textsOfFile(path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl'), texts);
const fixtures = path.join(repo, 'test/fixtures/venues');
for (const f of fs.readdirSync(fixtures).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).sort()) textsOfFile(path.join(fixtures, f), texts);
const sharedDev = path.join(shared, 'venues/labeled-dev.jsonl');
if (fs.existsSync(sharedDev)) textsOfFile(sharedDev, texts);

const check = checkTailGate(texts);
const { readers } = tailReaders();
console.log(JSON.stringify({
  check: 'venues-gates', texts: check.texts, readers: readers.length, ungated: readers.filter((r) => !r.needs.length).length,
  skipped: check.skipped, run: check.run, read: check.read, drops: check.drops.length,
  first: check.drops.slice(0, 10).map((d) => ({ reader: readers[d.reader].read.name || `#${d.reader}`, text: d.text, posted: d.posted })),
}));
process.exit(check.drops.length ? 1 : 0);
