// Lists every false "accepted, main track" claim of every labelled set (test/fixtures/venues/labeled-dev*.jsonl and
// ../shared/data/venues/labeled-dev.jsonl): one JSON line per record with its file, half (halfOfRecord), what the label
// says instead (falseMainTruth), the text and both entry lists; then the counts per half and truth. `--quiet`: counts only.
import fs from 'node:fs';
import path from 'node:path';
import { detectVenues } from '../src/venues/detect.ts';
import { FIELDS, falseMainTruth, halfOfRecord, readLabeled } from '../src/venues/evaluate.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { repo } from './venues-base.ts';

const quiet = process.argv.includes('--quiet');
const dir = path.join(repo, 'test/fixtures/venues');
const files = fs.readdirSync(dir).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).sort().map((f) => path.join(dir, f));
const shared = path.join(sharedDataDir([], 'venues/labeled-dev.jsonl'), 'venues/labeled-dev.jsonl');
if (fs.existsSync(shared)) files.push(shared);
const show = (e: Record<string, unknown>) => FIELDS.map((f) => e[f] ?? '').join('/');
const counts: Record<string, number> = {};
let records = 0;
for (const file of files) {
  for (const r of readLabeled(file)) {
    records++;
    const got = detectVenues({ id: r.id, comments: r.comments, journalRef: r.journal_ref }).map((v) => Object.fromEntries(FIELDS.map((f) => [f, v[f]])));
    const truth = falseMainTruth(r.venues, got as never);
    if (!truth) continue;
    const half = halfOfRecord(r);
    counts[`${half} ${truth}`] = (counts[`${half} ${truth}`] ?? 0) + 1;
    if (!quiet) console.log(JSON.stringify({ file: path.basename(file), id: r.id, half, truth, comments: r.comments, journal_ref: r.journal_ref, gold: r.venues.map(show), got: got.map(show) }));
  }
}
console.log(JSON.stringify({ records, false_main: Object.values(counts).reduce((a, b) => a + b, 0), by_half_and_truth: counts }));
