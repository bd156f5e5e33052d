// CPU time the PostgreSQL server spends for one database over a stretch of a benchmark: its backends (the sites'
// pool connections, an import's) are listed every `everyMs` from pg_stat_activity and their CPU read from /proc (the
// server runs on this machine). A backend that starts meanwhile counts from 0; one that ends loses at most its last
// interval. Null where /proc cannot be read (another machine, another user's processes hidden).
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Store } from '../src/store/connection.ts';

const TICK = 100; // USER_HZ on Linux

function procCpu(pid: number): number | null {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK;
  } catch { return null; }
}

/** Starts sampling the backends of `store`'s database; `stop()` resolves with their CPU seconds since the start. */
export async function pgBackendCpu(store: Store, everyMs = 250): Promise<{ stop(): Promise<number | null> }> {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let readable = false;
  const sample = async (baseline: boolean) => {
    const rows = (await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(store.db)).rows;
    for (const { pid } of rows) {
      const s = procCpu(pid);
      if (s === null) continue;
      readable = true;
      if (!first.has(pid)) first.set(pid, baseline ? s : 0);
      last.set(pid, s);
    }
  };
  await sample(true);
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, everyMs));
      await sample(false).catch(() => {});
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await sample(false).catch(() => {});
      if (!readable) return null;
      let total = 0;
      for (const [pid, s] of last) total += s - (first.get(pid) ?? 0);
      return +total.toFixed(1);
    },
  };
}
