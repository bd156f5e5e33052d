// Prints {"bench":"venues","strings_per_s":X,...}: arXiv comment strings run through detectVenues per second of CPU
// time on one core (process.cpuUsage: time the process was scheduled, so a loaded machine does not deflate it; wall
// rates are printed beside it).
// Input: every non-null `comments` of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl; catalogue compiled and code
// warmed before timing. Each round runs every comment once; strings_per_s is the best round (least disturbed by other
// processes on a shared machine, as timeit reports), median_strings_per_s the median round.
import fs from 'node:fs';
import path from 'node:path';
import { detectVenues } from '../src/venues/detect.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

const file = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const records: { id: string; comments: string }[] = [];
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const r = JSON.parse(line) as { id: string; comments: string | null };
  if (r.comments) records.push({ id: r.id, comments: r.comments });
}

function round(): { cpu: number; wall: number; found: number } {
  let found = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const r of records) found += detectVenues({ id: r.id, comments: r.comments, journalRef: null }).length;
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1e6, wall: (performance.now() - t0) / 1000, found };
}

const rounds = Number(process.argv[2] ?? 7);
const found = round().found; // warm-up
const runs = Array.from({ length: rounds }, () => round());
const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
const cpu = sorted(runs.map((r) => r.cpu));
const wall = sorted(runs.map((r) => r.wall));
const rate = (s: number) => Math.round(records.length / s);
console.log(JSON.stringify({
  bench: 'venues', strings_per_s: rate(cpu[0]), median_strings_per_s: rate(cpu[cpu.length >> 1]),
  wall_strings_per_s: rate(wall[0]), wall_median_strings_per_s: rate(wall[wall.length >> 1]),
  strings: records.length, rounds, venues_found: found,
}));
