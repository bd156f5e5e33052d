// Prints {"bench":"venues-classes",...}: bench/venues.ts's CPU time by input class (round vspeed3). The snapshot's
// comments are put in bench/venues-cost.ts's three classes — "cueless" (no venue found, and no catalogue key, no generic
// hint, no misspelt acronym: the detector's own first tests fail), "empty" (a key or a hint, but no venue found), "found"
// (a venue found) — and each class is run alone, warm, `rounds` times (default 7); printed per class: its strings and
// share of them, its CPU time per string (process.cpuUsage, best and median round) and its share of a pass (the best
// rounds' sum). venues-cost.ts times each call alone with hrtime; this times whole passes over one class, as
// bench/venues.ts does over all of them, so the classes' shares add up to a pass.
// `--compare=DIR`: the same for another checkout's detector (loaded in this process, its rounds alternated with this
// one's), printed as "compare"; the classes are this checkout's.
import { detectVenues } from '../src/venues/detect.ts';
import { firstKeyAt } from '../src/venues/mentions.ts';
import { genericHint } from '../src/venues/generic-venue.ts';
import { fuzzyMentions } from '../src/venues/fuzzy.ts';
import { arg, detectorIn, snapshotComments, type Detect } from './venues-base.ts';

type Cls = 'cueless' | 'empty' | 'found';
const CLASSES: Cls[] = ['cueless', 'empty', 'found'];
const records = snapshotComments();
const rounds = Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 7);
const compareDir = arg('compare');
const other = compareDir ? await detectorIn(compareDir) : null;

const byClass: Record<Cls, { id: string; comments: string }[]> = { cueless: [], empty: [], found: [] };
for (const r of records) {
  const found = detectVenues({ id: r.id, comments: r.comments, journalRef: null }).length > 0;
  const cls: Cls = found ? 'found' : firstKeyAt(r.comments) < 0 && !genericHint(r.comments) && !fuzzyMentions(r.comments, []).length ? 'cueless' : 'empty';
  byClass[cls].push(r);
}

function pass(detect: Detect, recs: { id: string; comments: string }[]): number {
  const c0 = process.cpuUsage();
  for (const r of recs) detect({ id: r.id, comments: r.comments, journalRef: null });
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

function measure(detects: Detect[]): Record<Cls, number[]>[] {
  const times = detects.map(() => ({ cueless: [], empty: [], found: [] }) as Record<Cls, number[]>);
  for (const d of detects) for (const cls of CLASSES) pass(d, byClass[cls]); // warm
  for (let i = 0; i < rounds; i++) detects.forEach((d, k) => { for (const cls of CLASSES) times[k][cls].push(pass(d, byClass[cls])); });
  return times;
}

function report(times: Record<Cls, number[]>): Record<string, unknown> {
  const best = (xs: number[]) => Math.min(...xs);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const sum = CLASSES.reduce((a, c) => a + best(times[c]), 0);
  const out: Record<string, unknown> = { pass_ms: +sum.toFixed(1), strings_per_s: Math.round(records.length / (sum / 1000)) };
  for (const cls of CLASSES) {
    const n = byClass[cls].length;
    out[cls] = {
      strings: n, share_strings: +(n / records.length).toFixed(3), share_time: +(best(times[cls]) / sum).toFixed(3),
      us_per_string: +(best(times[cls]) * 1000 / n).toFixed(2), median_us_per_string: +(median(times[cls]) * 1000 / n).toFixed(2),
    };
  }
  return out;
}

const [mine, theirs] = measure(other ? [detectVenues, other] : [detectVenues]);
console.log(JSON.stringify({ bench: 'venues-classes', strings: records.length, rounds, ...report(mine), ...(theirs ? { compare: { dir: compareDir, ...report(theirs) } } : {}) }));
