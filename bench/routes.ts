// npm run bench:routes -- --sqlite FILE [-- --per-route 8] [-- --rounds 2]   (or --database-url postgres://…)
// Each route of bench:load's mix timed uncached (no response cache, PAPERBOARD_CACHE_ENTRIES=0) in this process, as a
// web process builds it: wall time and CPU time per request, p50 and the longest, over `per-route` paths of the route
// (the same paths each round; the first round warms SQLite's page cache and is not counted). Prints one JSON line.
// The store is only read; use a copy of a big store (bench:load's cache), never a store a site serves.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openStore } from '../src/store/connection.ts';
import { createApp } from '../src/web/app.tsx';
import { paperCount } from '../src/papers/queries.ts';
import { routeMix } from './route-mix.ts';

const { values } = parseArgs({
  options: {
    sqlite: { type: 'string' }, 'database-url': { type: 'string' }, 'per-route': { type: 'string', default: '8' }, rounds: { type: 'string', default: '2' },
    label: { type: 'string', default: '' },
  },
});
if (!values.sqlite && !values['database-url']) throw new Error('bench:routes: --sqlite FILE or --database-url URL');
const store = openStore({ databaseUrl: values['database-url'], sqlitePath: values.sqlite ?? ':memory:' });
const config = loadConfig({ PAPERBOARD_CACHE_ENTRIES: '0', LOG_LEVEL: 'silent', PAPERBOARD_SQLITE_PATH: values.sqlite ?? ':memory:', DATABASE_URL: values['database-url'] ?? '' });
const app = await createApp({ store, config });
const mix = await routeMix(store);
const perRoute = Number(values['per-route']);
const rounds = Number(values.rounds);
const pct = (xs: number[], p: number) => +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))].toFixed(1);
const routes: Record<string, { n: number; wall_ms_p50: number; wall_ms_max: number; cpu_ms_p50: number; slowest: string; statuses: number[] }> = {};
for (const [name, , all] of mix) {
  // Paths spread over the route's list (editions and queries differ in cost).
  const paths = Array.from({ length: Math.min(perRoute, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(perRoute, all.length))]);
  const wall: number[] = [];
  const cpu: number[] = [];
  const statuses = new Set<number>();
  let slowest = { ms: -1, path: '' };
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const res = await app.request(p);
      await res.text();
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      statuses.add(res.status);
      if (round === 0 && rounds > 1) continue;
      wall.push(ms);
      cpu.push((c.user + c.system) / 1000);
      if (ms > slowest.ms) slowest = { ms, path: p };
    }
  }
  routes[name] = { n: wall.length, wall_ms_p50: pct(wall, 50), wall_ms_max: +Math.max(...wall).toFixed(1), cpu_ms_p50: pct(cpu, 50), slowest: slowest.path, statuses: [...statuses] };
}
console.log(JSON.stringify({ bench: 'routes', label: values.label, db: store.dialect, papers: await paperCount(store), per_route: perRoute, rounds, routes }));
await store.close();
