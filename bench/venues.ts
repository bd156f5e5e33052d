// Prints {"bench":"venues","strings_per_s":X,...}: arXiv comment strings run through detectVenues per second of CPU
// time on one core (process.cpuUsage: time the process was scheduled, so a loaded machine does not deflate it; wall
// rates are printed beside it).
// Input: every non-null `comments` of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl; catalogue compiled and code
// warmed before timing. Each round runs every comment once; strings_per_s is the best round (least disturbed by other
// processes on a shared machine, as timeit reports), median_strings_per_s the median round.
// first_pass_strings_per_s is the first round, timed too: a fresh process's one pass over strings it has never seen (its
// lazy tables built, nothing compiled, no name looked up yet), as an import meets them; the best round repeats the same
// strings with everything warm and memoised, so it overstates the rate on distinct strings several times over.
// With --compare, the detector whose first pass comes second finds most regexes already compiled (V8 keeps one
// compilation per regex source and flags, and the two checkouts share most sources): compare first passes from
// separate processes, or in both orders (`--other-first` runs the other detector's first).
// `--compare=DIR`: also loads DIR/src/venues/detect.ts (another checkout, e.g. the main branch) and alternates rounds of
// the two detectors in this one process, so both rates are measured under the same load; printed as "compare".
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectVenues } from '../src/venues/detect.ts';
import { snapshotComments } from './venues-base.ts';

type Detect = typeof detectVenues;
const compareDir = process.argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
const other: Detect | null = compareDir
  ? ((await import(pathToFileURL(path.resolve(compareDir, 'src/venues/detect.ts')).href)) as { detectVenues: Detect }).detectVenues
  : null;

const records = snapshotComments();

function round(detect: Detect = detectVenues): { cpu: number; wall: number; found: number } {
  let found = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const r of records) found += detect({ id: r.id, comments: r.comments, journalRef: null }).length;
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1e6, wall: (performance.now() - t0) / 1000, found };
}

const rounds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 7);
// `--other-first`: the compared detector's first pass before this one's (see above: the second pass reuses regexes).
const otherFirstFirst = other && process.argv.includes('--other-first') ? round(other) : null;
const first = round(); // also the warm-up
const found = first.found;
const otherFirst = otherFirstFirst ?? (other ? round(other) : null);
const otherFound = otherFirst?.found ?? 0;
const runs: ReturnType<typeof round>[] = [];
const otherRuns: ReturnType<typeof round>[] = [];
for (let i = 0; i < rounds; i++) {
  runs.push(round());
  if (other) otherRuns.push(round(other));
}
const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
const rate = (s: number) => Math.round(records.length / s);
function rates(rs: ReturnType<typeof round>[], firstRound: ReturnType<typeof round>) {
  const cpu = sorted(rs.map((r) => r.cpu));
  const wall = sorted(rs.map((r) => r.wall));
  return {
    strings_per_s: rate(cpu[0]), median_strings_per_s: rate(cpu[cpu.length >> 1]),
    wall_strings_per_s: rate(wall[0]), wall_median_strings_per_s: rate(wall[wall.length >> 1]),
    first_pass_strings_per_s: rate(firstRound.cpu),
  };
}
console.log(JSON.stringify({
  bench: 'venues', ...rates(runs, first), strings: records.length, rounds, venues_found: found,
  ...(other ? { compare: { dir: compareDir, ...rates(otherRuns, otherFirst!), venues_found: otherFound } } : {}),
}));
