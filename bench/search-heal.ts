// `npm run bench:search-heal [-- --file F]`: how long a damaged SQLite search file takes to heal while serving.
// Imports the shared snapshot sample (../shared/data, or --file), checkpoints, writes random bytes over every other
// page of the search file, then times: quick_check at start (what `paperboard serve` runs), and, on a store that
// skipped it, the first search (which meets the damage, moves the file aside and answers "rebuilding") until the
// background rebuild has made every search answer as before. Prints one JSON line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openStore } from '../src/store/connection.ts';
import { migrate } from '../src/store/migrate.ts';
import { importFile } from '../src/arxiv/import.ts';
import { searchPapers } from '../src/papers/search.ts';
import { searchRebuild } from '../src/papers/search-heal.ts';
import { checkSearchFile, searchFileOf } from '../src/store/search-file.ts';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
const SAMPLE = values.file ?? path.resolve(import.meta.dirname, '../../shared/data/arxiv/arxiv-snapshot-sample.jsonl');
if (!fs.existsSync(SAMPLE)) {
  console.error(`bench:search-heal: no snapshot sample at ${SAMPLE} (pass --file)`);
  process.exit(2);
}
const QUERIES = ['graph', 'neural network', 'learning', 'quantum', 'model', 'optimal', 'random', 'energy'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-heal-'));
const dbPath = path.join(dir, 'heal.db');
const file = searchFileOf(dbPath);
const warn = console.warn;
console.warn = () => {};
try {
  let store = openStore({ sqlitePath: dbPath });
  await migrate(store);
  const papers = (await importFile(store, SAMPLE)).inserted;
  const answers = async () => Promise.all(QUERIES.map(async (q) => (await searchPapers(store, q, 1, 20)).items.map((p) => p.id).join()));
  const before = await answers();
  const damage = async () => {
    store.sqlite!.pragma('search.wal_checkpoint(TRUNCATE)');
    await store.close();
    const fd = fs.openSync(file, 'r+');
    const pages = Math.floor(fs.fstatSync(fd).size / 4096);
    for (let p = 2; p < pages; p += 2) fs.writeSync(fd, crypto.randomBytes(4096), 0, 4096, p * 4096);
    fs.closeSync(fd);
    return pages;
  };
  const pages = await damage();
  store = openStore({ sqlitePath: dbPath });
  let t = performance.now();
  const sound = checkSearchFile(store.sqlite!);
  const quickCheckMs = Math.round(performance.now() - t);
  await store.close();
  store = openStore({ sqlitePath: dbPath });
  await damage();
  store = openStore({ sqlitePath: dbPath });
  t = performance.now();
  const first = await searchPapers(store, QUERIES[0], 1, 20).then(() => 'answered', (e: { code?: string }) => e.code ?? 'error');
  const detectMs = Math.round(performance.now() - t);
  await searchRebuild(store);
  const healMs = Math.round(performance.now() - t);
  const same = JSON.stringify(await answers()) === JSON.stringify(before);
  console.log(JSON.stringify({ bench: 'search-heal', papers, search_file_pages: pages, quick_check_found_damage: !sound, quick_check_ms: quickCheckMs, first_search: first, detect_ms: detectMs, heal_ms: healMs, answers_as_before: same }));
  await store.close();
} finally {
  console.warn = warn;
  fs.rmSync(dir, { recursive: true, force: true });
}
