// npm run bench:redetect [-- --copies K] [-- --db sqlite|postgres] [-- --stale]
// Imports K synthetic copies of the shared snapshot sample into a fresh store, then times `venues redetect` over it
// (redetectVenues, as the CLI runs it) and prints {"bench":"redetect","papers_per_s":X,...}: wall and CPU seconds,
// and the minutes 1M papers would take at that rate. The import is not timed. Without --stale the stored rows are what
// detection finds (the common case after a rule change: few papers change); --stale then also blanks the evidence of
// every stored row and times a second pass, in which every paper with a venue is rewritten (the worst case), printed
// under "stale" in the same line.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFile } from '../src/arxiv/import.ts';
import { redetectVenues } from '../src/venues/redetect.ts';
import { freshStore } from './fresh-store.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { syntheticFile } from './synthetic-file.ts';

const { values } = parseArgs({ options: { copies: { type: 'string', default: '4' }, db: { type: 'string', default: 'sqlite' }, file: { type: 'string' }, stale: { type: 'boolean', default: false } } });
const SAMPLE = values.file ?? path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const file = await syntheticFile(SAMPLE, Number(values.copies));
const { store, drop } = await freshStore(values.db!);
try {
  await importFile(store, file, { batchSize: 2000 });
  const timed = async () => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = await redetectVenues(store);
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    return {
      papers: r.papers, rows: r.rows, changed: r.changed, wall_s: +wall.toFixed(1), cpu_s: +cpu.toFixed(1),
      papers_per_s: Math.round(r.papers / wall), minutes_per_1m_papers: +((1e6 / (r.papers / wall)) / 60).toFixed(1),
      cpu_minutes_per_1m_papers: +((1e6 * cpu / r.papers) / 60).toFixed(2),
    };
  };
  const fresh = await timed();
  let stale: Awaited<ReturnType<typeof timed>> | undefined;
  if (values.stale) {
    await store.db.updateTable('paper_venues').set({ evidence: null }).execute();
    stale = await timed();
  }
  console.log(JSON.stringify({ bench: 'redetect', db: values.db, ...fresh, ...(stale ? { stale } : {}) }));
} finally {
  await drop();
  if (file !== SAMPLE) fs.rmSync(path.dirname(file), { recursive: true });
}
