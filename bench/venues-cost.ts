// Prints {"bench":"venues-cost",...}: where bench/venues.ts's time goes, string by string. Every snapshot comment is
// put in one class by the detector's own first tests (no catalogue key and no generic hint: "cueless"; a key or a hint
// but no venue found: "empty"; a venue found: "found"), and each class's share of strings and of warm detection time
// (each call timed alone with process.hrtime, the best of `rounds` rounds per string) is printed.
import { detectVenues } from '../src/venues/detect.ts';
import { firstKeyAt } from '../src/venues/mentions.ts';
import { genericHint } from '../src/venues/generic-venue.ts';
import { fuzzyMentions } from '../src/venues/fuzzy.ts';
import { snapshotComments } from './venues-base.ts';

const records = snapshotComments();
const rounds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 5);
const best = new Float64Array(records.length).fill(Infinity);
const found = new Int32Array(records.length);
for (let r = 0; r < rounds; r++) {
  records.forEach((rec, i) => {
    const t0 = process.hrtime.bigint();
    found[i] = detectVenues({ id: rec.id, comments: rec.comments, journalRef: null }).length;
    const ns = Number(process.hrtime.bigint() - t0);
    if (ns < best[i]) best[i] = ns;
  });
}
type Cls = 'cueless' | 'empty' | 'found';
const classOf = (c: string, i: number): Cls => {
  if (found[i]) return 'found';
  return firstKeyAt(c) < 0 && !genericHint(c) && !fuzzyMentions(c, []).length ? 'cueless' : 'empty';
};
const sums: Record<Cls, { strings: number; ns: number }> = { cueless: { strings: 0, ns: 0 }, empty: { strings: 0, ns: 0 }, found: { strings: 0, ns: 0 } };
records.forEach((rec, i) => { const s = sums[classOf(rec.comments, i)]; s.strings++; s.ns += best[i]; });
const total = Object.values(sums).reduce((a, s) => a + s.ns, 0);
const out: Record<string, unknown> = { bench: 'venues-cost', strings: records.length, rounds, total_ms: Math.round(total / 1e6) };
for (const [k, s] of Object.entries(sums)) {
  out[k] = { strings: s.strings, share_strings: +(s.strings / records.length).toFixed(3), share_time: +(s.ns / total).toFixed(3), mean_us: +(s.ns / s.strings / 1000).toFixed(2) };
}
console.log(JSON.stringify(out));
