// `npm run bench:cache-memory`: the probe's memory attack on the feed / API response cache. Starts a real server
// over the bundled sample, asks for 700 URLs made distinct by a junk parameter, then 700 distinct valid ones
// (every limit × track), and prints one JSON line: the server process's RSS before, after the fill, and after 5 s
// idle, with the cache's entries and bytes (bounded by PAPERBOARD_CACHE_MB, default 64).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start } from '../src/main.ts';
import { responseCache } from '../src/web/distribution/response-cache.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-cache-'));
const running = await start({ ...process.env, PAPERBOARD_SQLITE_PATH: path.join(dir, 'bench.db'), DATABASE_URL: '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false' }, { port: 0 });
const mb = () => Math.round(process.memoryUsage().rss / 1048576);
try {
  const edition = (await running.store.db.selectFrom('paper_venues').select('edition').where('edition', 'is not', null)
    .groupBy('edition').orderBy((eb) => eb.fn.countAll(), 'desc').limit(1).executeTakeFirstOrThrow()).edition!;
  const get = async (p: string) => { const r = await fetch(`${running.url}${p}`); await r.arrayBuffer(); return r.status; };
  await get(`/api/v1/venues/${edition}/papers?limit=200`);
  const before = mb();
  let served = 0;
  for (let n = 0; n < 700; n++) if ((await get(`/api/v1/venues/${edition}/papers?limit=200&z=${n}`)) === 200) served++;
  const junk = mb();
  for (const track of ['main', 'workshop', 'findings', '']) for (let limit = 1; limit <= 175; limit++) if ((await get(`/api/v1/venues/${edition}/papers?limit=${limit}${track ? `&track=${track}` : ''}`)) === 200) served++;
  const filled = mb();
  await new Promise((r) => setTimeout(r, 5000));
  const stats = responseCache(running.store, { entries: 0, ttlMs: 0 }).stats();
  console.log(JSON.stringify({ bench: 'cache-memory', edition, requests: 1400, served, cache_mb_budget: running.config.cacheMb, rss_mb_before: before, rss_mb_after_junk: junk, rss_mb_after_fill: filled, rss_mb_idle: mb(), cache_entries: stats.entries, cache_mb: Math.round(stats.bytes / 1048576) }));
} finally {
  await running.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
