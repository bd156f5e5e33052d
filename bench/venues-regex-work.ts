// Prints {"bench":"venues-regex-work",...}: how many regex executions detectVenues makes, and over how many characters,
// for one pass over every comment of ../shared/data/arxiv/arxiv-snapshot-sample.jsonl (as bench/venues.ts runs them),
// for this checkout and for the commit it started from (see bench/venues-base.ts: --base=REV, --compare=DIR).
// A count, not a time: the same on a loaded machine, where bench/venues.ts rates vary by ±10% between runs; a speed
// change that adds a regex pass over every text shows here even when the timing cannot tell. Counted by wrapping
// RegExp.prototype.exec, which test, match, replace and split call once it is replaced (split per piece, so a split's
// characters are over-counted); `--top=N` lists the N regexes of this checkout with most characters.
import { baseDir, detectorIn, repo, snapshotComments } from './venues-base.ts';

const stats = new Map<string, { calls: number; chars: number }>();
let counting = false;
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (this: RegExp, s: string) {
  if (counting) {
    const k = `/${this.source}/${this.flags}`;
    const st = stats.get(k) ?? { calls: 0, chars: 0 };
    st.calls++;
    st.chars += String(s).length - (this.global || this.sticky ? this.lastIndex : 0);
    stats.set(k, st);
  }
  return exec.call(this, s);
};

const records = snapshotComments();

async function work(dir: string): Promise<{ calls: number; chars: number; regexes: number }> {
  const detect = await detectorIn(dir);
  for (const r of records) detect({ id: r.id, comments: r.comments, journalRef: null }); // first uses: catalogue, lists
  stats.clear();
  counting = true;
  for (const r of records) detect({ id: r.id, comments: r.comments, journalRef: null });
  counting = false;
  let calls = 0;
  let chars = 0;
  for (const s of stats.values()) { calls += s.calls; chars += s.chars; }
  return { calls, chars, regexes: stats.size };
}

const base = baseDir();
const before = await work(base);
const after = await work(repo);
console.log(JSON.stringify({ bench: 'venues-regex-work', strings: records.length, ...after, base: { dir: base, ...before } }));
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 0);
for (const [k, s] of [...stats].sort((a, b) => b[1].chars - a[1].chars).slice(0, top)) console.log(`${String(s.chars).padStart(9)} ${String(s.calls).padStart(7)} ${k.slice(0, 120)}`);
