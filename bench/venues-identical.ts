// Checks that this checkout's detectVenues gives output identical to another checkout's (default /work/main, or
// `--compare=DIR`): every record of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl (comments and journal-ref together,
// and comments alone as bench/venues.ts runs them) and every record of test/fixtures/venues/labeled-dev*.jsonl and
// ../shared/data/venues/labeled-dev.jsonl, compared as JSON. Prints the count of inputs and of differences (the first
// few shown) and exits 1 on any difference: a speed change must not change a single detection.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectVenues } from '../src/venues/detect.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

type Detect = typeof detectVenues;
type Input = Parameters<Detect>[0];
const compareDir = process.argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length) ?? '/work/main';
const other = ((await import(pathToFileURL(path.resolve(compareDir, 'src/venues/detect.ts')).href)) as { detectVenues: Detect }).detectVenues;

const shared = sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl');
const inputs: { from: string; input: Input }[] = [];
function read(file: string, from: string, alsoCommentsOnly: boolean): void {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { id: string; comments?: string | null; 'journal-ref'?: string | null; journal_ref?: string | null };
    const comments = r.comments ?? null;
    const journalRef = r['journal-ref'] ?? r.journal_ref ?? null;
    inputs.push({ from, input: { id: r.id, comments, journalRef } });
    if (alsoCommentsOnly && comments && journalRef) inputs.push({ from: `${from} (comments only)`, input: { id: r.id, comments, journalRef: null } });
  }
}
read(path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl'), 'snapshot', true);
const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/venues');
for (const f of fs.readdirSync(fixtures).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).sort()) read(path.join(fixtures, f), f, true);
const sharedDev = path.join(shared, 'venues/labeled-dev.jsonl');
if (fs.existsSync(sharedDev)) read(sharedDev, 'shared labeled-dev.jsonl', true);

let diffs = 0;
let found = 0;
for (const { from, input } of inputs) {
  const a = JSON.stringify(detectVenues(input));
  const b = JSON.stringify(other(input));
  found += a.length > 2 ? 1 : 0;
  if (a === b) continue;
  if (++diffs <= 10) console.log(`DIFF ${from} ${input.id}\n  comments: ${JSON.stringify(input.comments)}\n  journalRef: ${JSON.stringify(input.journalRef)}\n  this: ${a}\n  ${compareDir}: ${b}`);
}
console.log(JSON.stringify({ check: 'venues-identical', compare: compareDir, inputs: inputs.length, with_venues: found, differences: diffs }));
process.exit(diffs ? 1 : 0);
