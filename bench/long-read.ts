// npm run bench:long-read -- --sqlite FILE [-- --rounds 5] [-- --edition cvpr-2026]
// What a long uncached read does to the other requests of a `serve` (SQLite, its web processes): the built serve
// (PAPERBOARD_BENCH_BIN=…/bin/paperboard.js: another build's) on the store FILE, a venue page cached first in every
// web process, then in each round a rare keyword filter on the edition (a new word each round: uncached, it reads
// the whole edition) while 4 clients keep asking for the cached page. Prints one JSON line: the filter's time and
// the cached page's p50 / p95 / longest asked while it ran. The store is only read (serve writes its own kv rows).
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { sqlite: { type: 'string' }, rounds: { type: 'string', default: '5' }, edition: { type: 'string', default: 'cvpr-2026' } } });
if (!values.sqlite) throw new Error('bench:long-read: --sqlite FILE');
const BIN = process.env.PAPERBOARD_BENCH_BIN || path.resolve(import.meta.dirname, '../bin/paperboard.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => +[...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))].toFixed(1);
const port = await new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });
const child = spawn(process.execPath, [BIN, 'serve'], {
  env: { ...process.env, PAPERBOARD_SQLITE_PATH: values.sqlite, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAPERBOARD_IMPORT_SAMPLE: 'false',
    PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', PAPERBOARD_LISTS_SCHEDULE: 'false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}`);
    if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) break;
    await sleep(250);
  }
  const cached = `${base}/venues/${values.edition}`;
  for (let i = 0; i < 12; i++) await (await fetch(cached)).text(); // built in every web process
  const long: number[] = [];
  const during: number[] = [];
  let failed = 0;
  for (let r = 0; r < Number(values.rounds); r++) {
    let done = false;
    const t0 = performance.now();
    const filter = fetch(`${cached}?q=zebra${r}x${Date.now() % 1000}`).then((x) => x.text()).then(() => { long.push(performance.now() - t0); done = true; });
    await sleep(20);
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (!done) {
        const s = performance.now();
        try {
          await (await fetch(cached)).text();
          during.push(performance.now() - s); // asked while the filter ran (answered then or after)
        } catch { failed++; } // e.g. a kept-alive connection the server closed while its event loop was held
      }
    }));
    await filter;
  }
  console.log(JSON.stringify({
    bench: 'long-read', bin: BIN, edition: values.edition, rounds: long.length, filter_ms: long.map((x) => Math.round(x)),
    cached_during: { n: during.length, p50_ms: pct(during, 50), p95_ms: pct(during, 95), max_ms: pct(during, 100), failed },
  }));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
