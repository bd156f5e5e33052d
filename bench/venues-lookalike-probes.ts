// Round fmprobe2 (issue 13): runs the look-alike probes of test/fixtures/venues/fmprobe2/lookalike-probes.jsonl (names of
// organisations, datasets, models and cities from real lists in venue-like frames; PROVENANCE there) through detectVenues
// and counts those that come out "accepted, main track", by kind of name and by frame. `-v` prints each such output.
// Usage: node --import tsx bench/venues-lookalike-probes.ts [probes.jsonl] [-v]
import fs from 'node:fs';
import { detectVenues } from '../src/venues/detect.ts';
const file = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? new URL('../test/fixtures/venues/fmprobe2/lookalike-probes.jsonl', import.meta.url).pathname;
const L = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const by: Record<string, [number, number]> = {};
let am = 0;
for (const p of L) {
  const got = detectVenues({ id: '2510.01234', comments: p.comments, journalRef: null });
  const hit = got.filter((v) => v.status === 'accepted' && v.track === 'main');
  for (const k of [p.kind, p.frame]) { by[k] ??= [0, 0]; by[k][1]++; if (hit.length) by[k][0]++; }
  if (hit.length) { am++; if (process.argv.includes('-v')) console.log(`AM  ${p.kind.padEnd(20)} ${JSON.stringify(p.comments)} -> ${hit.map((v) => `${v.venue}/${v.year}`).join(', ')}`); }
  else if (got.length && process.argv.includes('-v')) console.log(`..  ${p.kind.padEnd(20)} ${JSON.stringify(p.comments)} -> ${got.map((v) => `${v.venue}/${v.year}/${v.track}/${v.status}`).join(', ')}`);
}
console.log(JSON.stringify({ probes: L.length, acceptedMain: am, by }));
