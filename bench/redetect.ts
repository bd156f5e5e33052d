// npm run bench:redetect [-- --copies K] [-- --db sqlite|postgres] [-- --stale] [-- --rewrite] [-- --threads N] [-- --compare=DIR]
//   [-- --store FILE]
// Imports K synthetic copies of the shared snapshot sample into a fresh store, then times `venues redetect` over it
// (redetectVenues, as the CLI runs it) and prints {"bench":"redetect","papers_per_s":X,...}: wall and CPU seconds,
// and the minutes 1M papers would take at that rate. The import is not timed. Without --stale the stored rows are what
// detection finds (the common case after a rule change: few papers change); --stale then also blanks the evidence of
// every stored row and times a second pass, in which every paper with a venue gets its evidence rewritten, printed
// under "stale"; --rewrite sets a stale presentation on every row instead, so every paper with a venue is deleted,
// re-inserted, re-verified and counted as changed (the worst case), printed under "rewrite".
// CPU is the Node process's (detection threads included); PostgreSQL's own CPU is not counted.
// `--threads N`: detection threads (0 inline; default: redetect's own). `--compare=DIR`: also times DIR/src/venues/redetect.ts
// (another checkout, e.g. the main branch) on the same store, each pass right after this one's, printed under "compare".
// `--store FILE`: times an existing SQLite store instead (e.g. a copy of bench:load's 1M-paper cache: building one takes
// tens of minutes); nothing is imported, detection is warmed on its last 2,000 papers instead of a whole untimed pass,
// and the store is kept. Every pass writes to it (--stale and --rewrite change every row): give it a copy.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { importFile } from '../src/arxiv/import.ts';
import { redetectVenues } from '../src/venues/redetect.ts';
import { freshStore } from './fresh-store.ts';
import { openStore } from '../src/store/connection.ts';
import { venueRowsOf } from '../src/papers/venue-rows.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { syntheticFile } from './synthetic-file.ts';

const { values } = parseArgs({ options: {
  copies: { type: 'string', default: '4' }, db: { type: 'string', default: 'sqlite' }, file: { type: 'string' },
  stale: { type: 'boolean', default: false }, rewrite: { type: 'boolean', default: false }, threads: { type: 'string' }, compare: { type: 'string' },
  store: { type: 'string' },
} });
type Redetect = typeof redetectVenues;
const other: Redetect | null = values.compare
  ? ((await import(pathToFileURL(path.resolve(values.compare, 'src/venues/redetect.ts')).href)) as { redetectVenues: Redetect }).redetectVenues
  : null;
const threads = values.threads === undefined ? undefined : Number(values.threads);
const SAMPLE = values.file ?? path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
if (values.store && !fs.existsSync(values.store)) throw new Error(`--store: no such file: ${values.store}`);
const file = values.store ? SAMPLE : await syntheticFile(SAMPLE, Number(values.copies));
const given = values.store ? openStore({ sqlitePath: values.store }) : null;
const { store, drop } = given ? { store: given, drop: () => given.close() } : await freshStore(values.db!);
try {
  if (!values.store) await importFile(store, file, { batchSize: 2000 });
  const timed = async (run: Redetect, opts?: { threads?: number }) => {
    const load = os.loadavg()[0];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await run(store, undefined, opts);
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    return {
      papers: r.papers, rows: r.rows, changed: r.changed, wall_s: +wall.toFixed(1), cpu_s: +cpu.toFixed(1),
      papers_per_s: Math.round(r.papers / wall), minutes_per_1m_papers: +((1e6 / (r.papers / wall)) / 60).toFixed(1),
      cpu_minutes_per_1m_papers: +((1e6 * cpu / r.papers) / 60).toFixed(2), load: +load.toFixed(1),
    };
  };
  const mine = () => timed(redetectVenues, threads === undefined ? {} : { threads });
  const theirs = () => timed(other!);
  const blank = () => store.db.updateTable('paper_venues').set({ evidence: null }).execute();
  const unpresent = () => store.db.updateTable('paper_venues').set({ presentation: 'stale' }).where('source', 'in', ['comments', 'journal-ref']).execute();
  // Untimed: compiles and warms detection in this process, so neither timed pass pays for it (the compared checkout's
  // too: timed cold, its pass took about a second of CPU more than a warm one on the 28k sample, either way round).
  if (values.store) {
    for (const p of await store.db.selectFrom('papers').select(['id', 'comments', 'journal_ref']).orderBy('seq', 'desc').limit(2000).execute()) venueRowsOf(p);
  } else {
    await redetectVenues(store, undefined, { threads: 0 });
    if (other) await other(store, undefined, { threads: 0 });
  }
  const fresh = await mine();
  const cmp: Record<string, unknown> = {};
  if (other) cmp.fresh = await theirs();
  let stale: Awaited<ReturnType<typeof timed>> | undefined;
  let rewrite: Awaited<ReturnType<typeof timed>> | undefined;
  if (values.stale) {
    await blank();
    stale = await mine();
    if (other) { await blank(); cmp.stale = await theirs(); }
  }
  if (values.rewrite) {
    await unpresent();
    rewrite = await mine();
    if (other) { await unpresent(); cmp.rewrite = await theirs(); }
  }
  console.log(JSON.stringify({
    bench: 'redetect', db: values.store ? `sqlite ${values.store}` : values.db, threads: threads ?? 'default', ...fresh, ...(stale ? { stale } : {}), ...(rewrite ? { rewrite } : {}),
    ...(other ? { compare: { dir: values.compare, ...cmp } } : {}),
  }));
} finally {
  await drop();
  if (file !== SAMPLE) fs.rmSync(path.dirname(file), { recursive: true });
}
