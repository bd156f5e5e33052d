// Checks that this checkout's detectVenues gives output identical to that of the commit this branch started from (a
// speed change must not change a single detection): every record of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl
// (comments and journal-ref together, and comments alone as bench/venues.ts runs them) and every record of
// test/fixtures/venues/labeled-dev*.jsonl and ../shared/data/venues/labeled-dev.jsonl, compared as JSON.
// `--base=REV`: the commit to compare with (default: git merge-base HEAD main), extracted with git archive (src and
// data/venues) into a temporary folder; `--compare=DIR`: another checkout instead. Prints the number of inputs and of
// differences (the first few shown) and exits 1 on any difference.
import fs from 'node:fs';
import path from 'node:path';
import { detectVenues } from '../src/venues/detect.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { baseDir, detectorIn, recordInputs, repo, type Detect } from './venues-base.ts';

type Input = Parameters<Detect>[0];
const compareDir = baseDir();
const other = await detectorIn(compareDir);

const shared = sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl');
const inputs: { from: string; input: Input }[] = [];
const read = (file: string, from: string) => { for (const i of recordInputs(file, from)) inputs.push(i); };
read(path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl'), 'snapshot');
const fixtures = path.join(repo, 'test/fixtures/venues');
for (const f of fs.readdirSync(fixtures).filter((f) => /^labeled-dev.*\.jsonl$/.test(f)).sort()) read(path.join(fixtures, f), f);
const sharedDev = path.join(shared, 'venues/labeled-dev.jsonl');
if (fs.existsSync(sharedDev)) read(sharedDev, 'shared labeled-dev.jsonl');

let diffs = 0;
let found = 0;
for (const { from, input } of inputs) {
  const a = JSON.stringify(detectVenues(input));
  const b = JSON.stringify(other(input));
  found += a.length > 2 ? 1 : 0;
  if (a === b) continue;
  if (++diffs <= Number(process.env.DIFFS ?? 10)) console.log(`DIFF ${from} ${input.id}\n  comments: ${JSON.stringify(input.comments)}\n  journalRef: ${JSON.stringify(input.journalRef)}\n  this: ${a}\n  ${compareDir}: ${b}`);
}
console.log(JSON.stringify({ check: 'venues-identical', compare: compareDir, inputs: inputs.length, with_venues: found, differences: diffs }));
process.exit(diffs ? 1 : 0);
